"""What each button and select does: ask the table service, then answer on the clicked message.

The custom_id only says what the click claims to be; the service checks the user, the turn and
the version (every control carries the version it was drawn at, and a stale one changes
nothing), and here each click is first checked against where it came from (see `_placed`).
Where the click's message should change, the answer to the click is itself the edit (one
request, and it does not count against the bot's rate limits).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import replace
from typing import Any

import discord

from bot.games.seats import Seat
from bot.language import DEFAULT, say
from bot.tables.errors import StaleVersion
from bot.tables.status import Status
from bot.ui.components import ControlHandler, controls_on
from bot.ui.custom_ids import Act, BadControlId, ControlId
from bot.ui.frontend import FrontEnd, front_end
from bot.ui.games import PLAIN, HandPrompt, adapter_for
from bot.ui.safety import Refusal, answer_privately, reader
from bot.ui.words import table_words

from .common import display_name, parse_table, parts

log = logging.getLogger(__name__)

ELSEWHERE = say(DEFAULT, "error-elsewhere")
NOT_PRIVATE = say(DEFAULT, "error-not-private")
#: Discord's code for a message that is no longer there.
UNKNOWN_MESSAGE = 10008


#: The controls each of a table's own messages carries: the table message (its picture, or the
#: seats while players gather; a "Show my hand" offered again in its place shows it too), an
#: undo question, a timer warning. A control counts only on a message that carries one of its
#: own kind for the same table.
TOGETHER = (
    frozenset({Act.SIT, Act.START, Act.LEAVE, Act.HAND, Act.EXPLAIN, Act.REMATCH}),
    frozenset({Act.UNDO_ALLOW, Act.UNDO_REFUSE}),
    frozenset({Act.MUTE}),
)
#: The controls only the table message itself carries: a message that carries one may be taken
#: for the table message when the bot no longer knows which that is (see `_answer_with_table`).
TABLE_MESSAGE = frozenset({Act.SIT, Act.START, Act.LEAVE, Act.EXPLAIN, Act.REMATCH})


def register(bot: FrontEnd) -> None:
    # Controls on the table's own messages in its channel or thread.
    at_table = {
        Act.SIT: sit,
        Act.START: start,
        Act.LEAVE: leave,
        Act.HAND: show_hand,
        Act.EXPLAIN: explain_calls,
        Act.MUTE: mute_warnings,
        Act.UNDO_ALLOW: answer_undo,
        Act.UNDO_REFUSE: answer_undo,
        Act.REMATCH: rematch,
    }
    # Controls on a player's own hand.
    in_hand = {
        Act.STEP: browse,
        Act.BACK: browse,
        Act.CONFIRM: confirm,
        Act.MOVE: move,
    }
    for action, handler in at_table.items():
        bot.controls.register(action, _placed(handler, _at_table))
    for action, handler in in_hand.items():
        bot.controls.register(action, _placed(handler, _in_private))


#: Raises a refusal when the click came from somewhere its table's control does not belong.
PlaceCheck = Callable[[discord.Interaction, ControlId], None]


def _placed(handler: ControlHandler, check: PlaceCheck) -> ControlHandler:
    """The handler, run only for a click from where the control belongs.

    Discord says truly where a click came from and on which message, but the custom_id is only
    a claim: a message the bot did not draw for the table may carry any of them.
    """

    async def checked(
        interaction: discord.Interaction, control: ControlId, values: Sequence[str]
    ) -> None:
        check(interaction, control)
        await handler(interaction, control, values)

    return checked


def _at_table(interaction: discord.Interaction, control: ControlId) -> None:
    """A table control counts only in the table's server, in its place (its channel or its
    thread; a private table's thread alone), on a message the bot drew for the table with
    controls of the same kind."""
    table_id = parse_table(control.table)
    service, presenter = parts(_bot(interaction))
    summary = service.reader.summary(table_id)
    here = presenter.tables.places(table_id)
    if interaction.guild_id != summary.guild_id or interaction.channel_id not in here:
        raise Refusal(key="error-elsewhere")
    kind = next(k for k in TOGETHER if control.action in k)
    if not _drawn(interaction, control.table, kind):
        raise Refusal(key="error-not-mine")


def _in_private(interaction: discord.Interaction, control: ControlId) -> None:
    """A hand control counts only in a DM (which only the player and the bot share) or on a
    private reply in the table's place (which only the player sees)."""
    table_id = parse_table(control.table)
    service, presenter = parts(_bot(interaction))
    summary = service.reader.summary(table_id)
    if interaction.guild_id is None and isinstance(interaction.channel, discord.DMChannel):
        return
    if (
        interaction.guild_id != summary.guild_id
        or interaction.channel_id not in presenter.tables.places(table_id)
        or not _message(interaction).flags.ephemeral
    ):
        raise Refusal(key="error-not-private")


def _drawn(interaction: discord.Interaction, table: str, kinds: frozenset[Act]) -> bool:
    """Whether the clicked message is one the bot drew for `table` with one of `kinds` of
    control on it, as Discord says the message is now (what the click claims is not asked)."""
    message = interaction.message
    me = interaction.client.user
    if message is None or me is None or message.author.id != me.id:
        return False
    for _, custom_id in controls_on(message.components):
        try:
            drawn = ControlId.parse(custom_id)
        except BadControlId:
            continue
        if drawn.table == table and drawn.action in kinds:
            return True
    return False


def _bot(interaction: discord.Interaction) -> FrontEnd:
    return front_end(interaction)


def _message(interaction: discord.Interaction) -> discord.Message:
    if interaction.message is None:
        raise Refusal(key="error-lost-message")
    return interaction.message


async def _answer_with_table(interaction: discord.Interaction, table_id: int) -> None:
    """Answer the click by redrawing the table message it came from. A click on another of the
    table's messages (an older one that kept its controls) leaves that one as it is: the table
    is redrawn where it is. Only when the bot no longer knows its table message is the clicked
    message taken for it, if it carries controls only the table message carries."""
    service, presenter = parts(_bot(interaction))
    message = _message(interaction)
    tables = presenter.tables
    known = presenter.memory.public.get(table_id)
    if known is None:
        mine = _drawn(interaction, str(table_id), TABLE_MESSAGE)
    else:
        mine = (known.channel_id, known.message_id) == (message.channel.id, message.id)
    if not mine:
        tables.redraw(table_id)
        try:
            await interaction.response.defer()
        except discord.NotFound as gone:
            if gone.code != UNKNOWN_MESSAGE:
                raise
            # The clicked message is gone (a click that came after another click replaced
            # it): what the caller says next answers the click, privately.
        return
    tables.adopt(table_id, message.channel.id, message.id, -1)
    if service.reader.summary(table_id).status is Status.OPEN:
        content, version = await tables.message(table_id)
        await interaction.response.edit_message(**content)
        tables.adopt(table_id, message.channel.id, message.id, version)
    else:
        await interaction.response.defer()
        tables.redraw(table_id)


async def _at_table_then_show(
    interaction: discord.Interaction, table_id: int, change: Coroutine[Any, Any, int]
) -> None:
    """Apply a table control's change, then answer by showing the table as it now stands: a
    stale click changes nothing, and its player sees what changed before being told so."""
    stale = False
    try:
        await change
    except StaleVersion:
        stale = True
    await _answer_with_table(interaction, table_id)
    if stale:
        raise StaleVersion()  # answered privately, after the redrawn table


async def sit(interaction: discord.Interaction, control: ControlId, values: Sequence[str]) -> None:
    service, _ = parts(_bot(interaction))
    table_id = parse_table(control.table)
    change = service.sit(
        table_id, interaction.user.id, display_name(interaction.user), control.version,
        Seat.parse(control.arg),
    )  # fmt: skip
    await _at_table_then_show(interaction, table_id, change)


async def start(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    service, _ = parts(_bot(interaction))
    table_id = parse_table(control.table)
    change = service.start(table_id, interaction.user.id, control.version)
    await _at_table_then_show(interaction, table_id, change)


async def leave(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    service, presenter = parts(_bot(interaction))
    table_id = parse_table(control.table)
    try:
        await service.leave(table_id, interaction.user.id, control.version)
    except StaleVersion:
        await _answer_with_table(interaction, table_id)
        raise
    summary = presenter.tables.summary_or_none(table_id)
    if summary is not None and summary.status is Status.OPEN:
        await _answer_with_table(interaction, table_id)
    else:
        await interaction.response.send_message(
            reader(interaction)("table-you-left"), ephemeral=True
        )


async def rematch(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    service, _ = parts(_bot(interaction))
    table_id = parse_table(control.table)
    user_id = interaction.user.id
    try:
        await service.rematch(table_id, user_id, control.version)
    except StaleVersion:
        summary = service.reader.summary(table_id)
        again = (
            summary.status is Status.LIVE and service.reader.seat_of(table_id, user_id) is not None
        ) or user_id in service.reader.snapshot(table_id).rematch
        if not again:
            await _answer_with_table(interaction, table_id)
            raise
        # A second click on Rematch (the first one may have replaced the message): the
        # player is told where things stand, as the first click told them.
    words = reader(interaction)
    if service.reader.summary(table_id).status is Status.LIVE:
        text = words("table-everyone-agreed")
    else:
        text = words("table-rematch-waiting")
    await interaction.response.send_message(text, ephemeral=True)


async def show_hand(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    """The private way to one's hand: works whatever the player's DM settings are."""
    bot = _bot(interaction)
    _, presenter = parts(bot)
    table_id = parse_table(control.table)
    await interaction.response.defer(ephemeral=True, thinking=True)
    hand = presenter.hands.message(table_id, interaction.user.id)
    await interaction.followup.send(**await hand.as_new(), ephemeral=True)
    presenter.hands.keep_ephemeral(table_id, interaction.user.id, interaction)


async def explain_calls(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    """What the auction's calls mean, for whoever asks: seated or watching, it is public."""
    service, _ = parts(_bot(interaction))
    table_id = parse_table(control.table)
    game = service.reader.summary(table_id).options.game
    view = service.reader.public_view(table_id)
    words = reader(interaction)
    text = None if view is None else adapter_for(game).calls_explained(view, words)
    if text is None:
        raise Refusal("table-no-call-yet")
    await interaction.response.send_message(text, ephemeral=True)


async def mute_warnings(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    """The clicker's own timer warnings stop pinging them (rule 11.3), whoever was warned."""
    _, presenter = parts(_bot(interaction))
    memory = presenter.memory
    row = memory.settings_of(interaction.user.id)
    if row.warnings:
        await memory.choose(replace(row, warnings=False))
    await interaction.response.send_message(
        reader(interaction)("table-warnings-muted"), ephemeral=True
    )


async def _show(
    interaction: discord.Interaction, table_id: int, prompt: HandPrompt = PLAIN
) -> None:
    """Answer a click on a hand message by drawing the hand again on that message."""
    _, presenter = parts(_bot(interaction))
    hands = presenter.hands
    message = _message(interaction)
    user_id = interaction.user.id
    if (
        not message.flags.ephemeral
        and table_id in presenter.memory.deal_ends
        and hands.is_over(table_id, user_id, message.id)
    ):
        # A click on the hand of a deal that is over: that message says so; the next deal's
        # hand comes as a message of its own.
        await interaction.response.edit_message(**await hands.deal_over(table_id, user_id))
        hands.mark_over(table_id, user_id, message.id)
        return
    hand = hands.message(table_id, user_id, prompt)
    await interaction.response.edit_message(**await hand.as_edit())
    # Only now that the answer has landed: a redraw that began meanwhile may have landed first,
    # and the check that follows brings the message up to date if the answer was older.
    if message.flags.ephemeral:
        hands.keep_ephemeral(table_id, interaction.user.id, interaction)
    else:
        hands.mark_shown(table_id, interaction.user.id, message.channel.id, message.id, hand)


async def browse(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    """A step of the game's own controls (a bidding level) and Back: only the message changes."""
    step = control.arg if control.action is Act.STEP else None
    await _show(interaction, parse_table(control.table), HandPrompt(step=step))


async def confirm(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    await _show(interaction, parse_table(control.table), HandPrompt(confirm=control.arg))


async def move(interaction: discord.Interaction, control: ControlId, values: Sequence[str]) -> None:
    """A move of the game: the service checks turn and version; the hand is then redrawn."""
    service, _ = parts(_bot(interaction))
    table_id = parse_table(control.table)
    change = service.act(table_id, interaction.user.id, control.version, control.arg)
    await _act_then_show(interaction, table_id, change)


async def _act_then_show(
    interaction: discord.Interaction, table_id: int, change: Coroutine[Any, Any, int]
) -> None:
    """Apply the change, give the robots a moment to answer it, then redraw the hand once.

    A click on buttons the table has moved past changes nothing, but the message it came from
    is redrawn as it stands now, so the player is never left holding only dead buttons."""
    bot = _bot(interaction)
    service, presenter = parts(bot)
    hands = presenter.hands
    user_id = interaction.user.id
    waiting = hands.expect_turn(table_id, user_id)
    stale = counted = False
    try:
        await change
        counted = True
        if service.reader.robot_to_act(table_id):
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(waiting), bot.turn_wait)
    except StaleVersion:
        stale = True
    finally:
        # From here on a turn is announced the usual way, by a separate edit if still due.
        hands.stop_expecting(table_id, user_id)
    try:
        await _show(interaction, table_id)
    except Exception as exc:
        hands.refresh(table_id, user_id)
        if not counted:
            raise
        # The move is in; only the redraw failed, and the hand catches up by itself.
        log.warning("the answer to a move at table %s failed: %s", table_id, exc)
        try:
            await answer_privately(interaction, reader(interaction)("move-counted"))
        except discord.HTTPException:
            log.warning("and the word that it counted could not be sent either")
        return
    if stale:
        raise StaleVersion()  # answered privately, after the redrawn hand


async def answer_undo(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    service, _ = parts(_bot(interaction))
    table_id = parse_table(control.table)
    accept = control.action is Act.UNDO_ALLOW
    await service.answer_undo(table_id, interaction.user.id, control.version, accept)
    verdict = "table-undo-allowed" if accept else "table-undo-refused"
    # The answer joins the request in the channel, so it is in the table's language.
    words = table_words(service.reader.summary(table_id))
    said = words(verdict, player=display_name(interaction.user))
    await interaction.response.edit_message(
        content=f"{_message(interaction).content}\n{said}", view=None
    )
