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

log = logging.getLogger(__name__)

SORRY = "Sorry, something went wrong on my side, and that did not go through. Please try again."


class Refusal(Exception):
    """A request the front end turns down itself; the message is fit to show the user."""


#: Exceptions whose message is meant for the user. The table service adds its own at start-up.
USER_ERRORS: list[type[Exception]] = [RuleError, Refusal]


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
        await _try_answer(interaction, str(exc))
    except Exception:
        log.exception("handling interaction %s from user %s", interaction.id, interaction.user.id)
        await _try_answer(interaction, SORRY)


async def _try_answer(interaction: discord.Interaction, text: str) -> None:
    try:
        await answer_privately(interaction, text)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id, exc_info=True)
