"""The error boundary around every command and component callback.

Whatever goes wrong, the user gets a private answer: a refusal from the rules or the table
service is shown as it is; anything unexpected is logged in full and the user is told briefly.
discord.py only logs exceptions from component callbacks, so without this boundary a failed
click would end in "This interaction failed".
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable

import discord

from bot.games.errors import RuleError
from bot.games.seats import Seat
from bot.language import CATALOGUE, DEFAULT, Words, say
from bot.store.errors import StoreInDoubt, StoreUnreachable
from bot.ui.frontend import FrontEnd
from renderers.common.vocabulary import seat_name

log = logging.getLogger(__name__)

SORRY = say(DEFAULT, "error-sorry")


class Refusal(RuleError):
    """A request the front end turns down itself, named by its catalogue key like every
    other refusal."""


def refusal_text(exc: BaseException, words: Words) -> str:
    """What a refusal says, in the reader's language (English where that language lacks the
    message). A value named `seat` is a seat's letter ("N"), said as the seat's name."""
    key = getattr(exc, "key", "")
    language = words.language if CATALOGUE.has(words.language, key) else DEFAULT
    values = dict(getattr(exc, "values", {}))
    if isinstance(values.get("seat"), str) and values["seat"] in {s.value for s in Seat}:
        values["seat"] = seat_name(Words(language), Seat(values["seat"]))
    return Words(language)(key, **values)


def reader(interaction: discord.Interaction) -> Words:
    """The language of the user an interaction came from."""
    client = interaction.client
    presenter = client.presenter if isinstance(client, FrontEnd) else None
    if presenter is None:
        return Words()
    presenter.memory.heard(interaction)
    return presenter.memory.words_for(interaction.user.id)


#: Exceptions whose message is meant for the user. The table service adds its own at start-up.
USER_ERRORS: list[type[Exception]] = [RuleError, Refusal]

#: What the user is told when the database did not answer: that nothing was done, or that it
#: cannot be told yet whether it was (the table shows it once the database answers).
OUTAGES: dict[type[Exception], str] = {
    StoreUnreachable: "error-database-away",
    StoreInDoubt: "error-database-in-doubt",
}


def outage_text(exc: BaseException, words: Words) -> str | None:
    """What to tell the user of a database that did not answer, or None for another failure.
    Said at WARNING in the log, without a traceback: the database's own log says why."""
    key = next((k for kind, k in OUTAGES.items() if isinstance(exc, kind)), None)
    if key is None:
        return None
    log.warning("the database did not answer (%s)", type(exc).__name__)
    return words(key)


async def answer_privately(interaction: discord.Interaction, text: str) -> None:
    """Reply only to the user, whether or not the interaction has been answered yet."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def guarded(interaction: discord.Interaction, work: Awaitable[None]) -> None:
    """Run `work`; turn any failure into a private answer instead of a silent error."""
    try:
        await work
    except tuple(USER_ERRORS) as exc:
        await _try_answer(interaction, refusal_text(exc, reader(interaction)))
    except Exception as exc:
        said = outage_text(exc, reader(interaction))
        if said is not None:
            await _try_answer(interaction, said)
            return
        log.exception("handling interaction %s from user %s", interaction.id, interaction.user.id)
        await _try_answer(interaction, reader(interaction)("error-sorry"))


async def _try_answer(interaction: discord.Interaction, text: str) -> None:
    try:
        await answer_privately(interaction, text)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id, exc_info=True)
