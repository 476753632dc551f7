"""What each button and select does: ask the table service, then answer on the clicked message.

The custom_id only says what the click claims to be; the service checks the user, the turn and
the version (every control carries the version it was drawn at, and a stale one changes
nothing), and here each click is first checked against where it came from (see `_placed`).
Every click is answered at once, before anything it causes (the store, robots, pictures): a
click that changes only what a hand message asks is answered with that edit; any other is
acknowledged, then its message's owner (see `Hands`, `TableMessages`) redraws it from the
table's notice once the change is in.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace

import discord

from bot.games.seats import Seat
from bot.language import DEFAULT, say
from bot.tables.errors import StaleVersion
from bot.tables.status import Status
from bot.ui.components import ControlHandler, controls_on
from bot.ui.custom_ids import Act, BadControlId, ControlId, Review
from bot.ui.frontend import FrontEnd, front_end
from bot.ui.games import HandPrompt, adapter_for
from bot.ui.hands import review_text
from bot.ui.safety import Refusal, answer_privately, reader

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
        Act.REVIEW: review,
        Act.HINT: hint,
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


def _adopt_clicked(interaction: discord.Interaction, table_id: int) -> None:
    """Where the bot no longer knows its table message (a restart lost it), the clicked message
    is taken for it if it carries controls only the table message carries; a click on another
    of the table's messages (an older one that kept its controls) leaves that one as it is."""
    _, presenter = parts(_bot(interaction))
    message = _message(interaction)
    if presenter.memory.public.get(table_id) is None and _drawn(
        interaction, str(table_id), TABLE_MESSAGE
    ):
        presenter.tables.adopt(table_id, message.channel.id, message.id, -1)


async def _at_table_then_show(
    interaction: discord.Interaction, table_id: int, change: Callable[[], Awaitable[int]]
) -> None:
    """Acknowledge a table control's click at once, then apply its change; the table message's
    owner redraws it from the table's notice. A stale click changes nothing: the table is
    redrawn as it stands, and its player told so privately."""
    try:
        await interaction.response.defer()
    except discord.NotFound as gone:
        if gone.code != UNKNOWN_MESSAGE:
            raise
        # The clicked message is gone (a click that came after another click replaced it):
        # what follows answers the click, privately.
    _adopt_clicked(interaction, table_id)
    try:
        await change()
    except StaleVersion:
        parts(_bot(interaction))[1].tables.redraw(table_id)
        raise


async def sit(interaction: discord.Interaction, control: ControlId, values: Sequence[str]) -> None:
    service, _ = parts(_bot(interaction))
    table_id = parse_table(control.table)
    name, seat = display_name(interaction.user), Seat.parse(control.arg)
    await _at_table_then_show(
        interaction,
        table_id,
        lambda: service.sit(table_id, interaction.user.id, name, control.version, seat),
    )


async def start(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    service, _ = parts(_bot(interaction))
    table_id = parse_table(control.table)
    await _at_table_then_show(
        interaction, table_id, lambda: service.start(table_id, interaction.user.id, control.version)
    )


async def leave(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    service, presenter = parts(_bot(interaction))
    table_id = parse_table(control.table)
    await _at_table_then_show(
        interaction, table_id, lambda: service.leave(table_id, interaction.user.id, control.version)
    )
    summary = presenter.tables.summary_or_none(table_id)
    if summary is None or summary.status is not Status.OPEN:
        await answer_privately(interaction, reader(interaction)("table-you-left"))


async def rematch(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    service, presenter = parts(_bot(interaction))
    table_id = parse_table(control.table)
    user_id = interaction.user.id
    try:
        await _at_table_then_show(
            interaction, table_id, lambda: service.rematch(table_id, user_id, control.version)
        )
    except StaleVersion:
        stands = service.reader.summary(table_id)
        again = (
            stands.status is Status.LIVE and service.reader.seat_of(table_id, user_id) is not None
        ) or user_id in service.reader.snapshot(table_id).rematch
        if not again:
            raise
        # A second click on Rematch (the first one may have replaced the message): the
        # player is told where things stand, as the first click told them.
    words = reader(interaction)
    summary = presenter.tables.summary_or_none(table_id)
    if summary is not None and summary.status is Status.LIVE:
        text = words("table-everyone-agreed")
    else:
        text = words("table-rematch-waiting")
    await answer_privately(interaction, text)


async def show_hand(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    """The private way to one's hand: works whatever the player's DM settings are."""
    _, presenter = parts(_bot(interaction))
    await presenter.hands.show_privately(interaction, parse_table(control.table))


async def explain_calls(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    """What the auction's calls mean, for whoever asks: seated or watching, it is public."""
    _, presenter = parts(_bot(interaction))
    shown = presenter.tables.shown_or_none(parse_table(control.table))
    words = reader(interaction)
    text = None
    if shown is not None and shown.public is not None:
        text = adapter_for(shown.summary.options.game).calls_explained(shown.public, words)
    if text is None:
        raise Refusal("table-no-call-yet")
    await interaction.response.send_message(text, ephemeral=True)


async def mute_warnings(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    """The clicker's own timer warnings stop pinging them (rule 11.3), whoever was warned."""
    _, presenter = parts(_bot(interaction))
    await interaction.response.defer(ephemeral=True, thinking=True)
    memory = presenter.memory
    row = memory.settings_of(interaction.user.id)
    if row.warnings:
        await memory.choose(replace(row, warnings=False))
    await interaction.followup.send(reader(interaction)("table-warnings-muted"), ephemeral=True)


async def browse(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    """A step of the game's own controls (a bidding level) and Back: only the message changes."""
    _, presenter = parts(_bot(interaction))
    step = control.arg if control.action is Act.STEP else None
    await presenter.hands.answer(interaction, parse_table(control.table), HandPrompt(step=step))


async def confirm(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    _, presenter = parts(_bot(interaction))
    prompt = HandPrompt(confirm=control.arg)
    await presenter.hands.answer(interaction, parse_table(control.table), prompt)


async def move(interaction: discord.Interaction, control: ControlId, values: Sequence[str]) -> None:
    """A move of the game: acknowledged at once, then the service checks turn and version; the
    hand message's owner redraws it from the table's notice (robots' answers included, when
    they come quickly)."""
    service, presenter = parts(_bot(interaction))
    table_id = parse_table(control.table)
    user_id = interaction.user.id
    hands = presenter.hands
    hands.hand_of(table_id, user_id)  # someone not seated is told so, before anything
    acknowledged = await hands.moving(interaction, table_id, control.version)
    try:
        await service.act(table_id, user_id, control.version, control.arg)
    except Exception:
        # Nothing changed; the message is redrawn as it stands, so its player is never left
        # holding only dead buttons, then told why (privately).
        hands.show(table_id, user_id)
        raise
    if not acknowledged:
        # Discord would not take the acknowledgement: the move is in, and its player is told
        # so, if Discord takes an answer now.
        try:
            await answer_privately(interaction, reader(interaction)("move-counted"))
        except discord.HTTPException:
            log.warning("and the word that it counted could not be sent either")


async def review(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    """Look back from the hand message: answered at once, to the player alone, from the hand
    as last told (public things only: the auction, the last trick, what the marks mean)."""
    _, presenter = parts(_bot(interaction))
    hand = presenter.hands.hand_of(parse_table(control.table), interaction.user.id)
    text = review_text(hand, Review(control.arg), reader(interaction))
    await interaction.response.send_message(text, ephemeral=True)


async def hint(interaction: discord.Interaction, control: ControlId, values: Sequence[str]) -> None:
    """A hint (rule 7.4): answered at once (privately, thinking), then the table works it out
    off the event loop from the player's seat alone and logs it, and only then is it shown,
    to the player alone. The table refuses it outside casual games, off turn, or from a
    button the table has moved on from; every refusal is private and changes nothing."""
    service, presenter = parts(_bot(interaction))
    table_id = parse_table(control.table)
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        advice = await service.hint(table_id, interaction.user.id, control.version)
    except StaleVersion:
        # The player is told the table moved on: their hand is brought up to date.
        presenter.hands.show(table_id, interaction.user.id)
        raise
    hand = presenter.hands.hand_of(table_id, interaction.user.id)
    adapter = adapter_for(hand.table.summary.options.game)
    view = adapter.acting_view(hand.views, hand.own)
    text = adapter.hint_text(view, advice, reader(interaction))
    await interaction.followup.send(text, ephemeral=True)


async def answer_undo(
    interaction: discord.Interaction, control: ControlId, values: Sequence[str]
) -> None:
    service, presenter = parts(_bot(interaction))
    table_id = parse_table(control.table)
    accept = control.action is Act.UNDO_ALLOW
    question = _message(interaction).content
    await interaction.response.defer()
    await service.answer_undo(table_id, interaction.user.id, control.version, accept)
    verdict = "table-undo-allowed" if accept else "table-undo-refused"
    # The answer joins the request in the channel, so it is in the table's language.
    said = presenter.tables.words(table_id)(verdict, player=display_name(interaction.user))
    await interaction.edit_original_response(content=f"{question}\n{said}", view=None)
