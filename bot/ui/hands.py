"""Each player's private hand message: by DM, edited in place during a deal, or through the
"Show my hand" button for a player whose DMs are closed, whose private answer is kept current
while its token lives.

What the message says and which buttons it has come from the game's adapter, built from the
player's own seat view (and the view of a hand they play for), as the table's notice to that
player carried them, so it can show nothing the seat may not see.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import discord

from bot.games.seats import Seat
from bot.games.tricks import TrickView
from bot.language import Words
from bot.tables.notices import DealFinished, GameFinished, HandChanged
from bot.tables.service import TableService
from bot.tables.shown import HandShown, TableShown
from bot.tables.status import Status
from bot.ui.components import ButtonControl, controls_view
from bot.ui.custom_ids import Act, ControlId, Review
from bot.ui.delivery import DmDelivery, Outcome
from bot.ui.frontend import FrontEnd
from bot.ui.games import PLAIN, HandPrompt, adapter_for
from bot.ui.hand_buttons import button
from bot.ui.kinds import kind_of
from bot.ui.layout import RGB, in_rows, is_picture, laid_out, layout
from bot.ui.memory import DealEnd, MessageMemory, Shown
from bot.ui.pictures import hand_picture, record_png
from bot.ui.safety import Refusal
from bot.ui.table_message import TableMessages, players
from bot.ui.updater import MessageUpdater, passing
from bot.ui.words import countdown, match_result, totals_text
from bot.ui.words import signed as signed_points
from renderers.common.look import DEFAULT_LOOK, Look
from renderers.common.vocabulary import card_suit_first, seat_name

log = logging.getLogger(__name__)
Item = discord.ui.Item[Any]
#: Looking back asks nothing of the game: its buttons stand back from the moves'.
GREY = discord.ButtonStyle.secondary
#: A hint stands apart from both: help, neither a move nor a look back.
GREEN = discord.ButtonStyle.success


def deal_of(hand: HandShown) -> tuple[int, int]:
    """Which deal a hand shows: (match, deal number). A new deal's hand is a new message."""
    summary = hand.table.summary
    return (summary.match_no, summary.board_no)


def _message(interaction: discord.Interaction) -> discord.Message:
    if interaction.message is None:
        raise Refusal(key="error-lost-message")
    return interaction.message


def ping(user_id: int) -> discord.AllowedMentions:
    """Let a message notify this one player (the client's default notifies no one)."""
    return discord.AllowedMentions(users=[discord.Object(user_id)])


class NoHand(Refusal):
    """The table has no deal in play, so there is no hand to show."""

    key = "error-no-deal-yet"


def last_trick_text(tricks: Sequence[TrickView], words: Words) -> str:
    """The last complete trick in words: its number, who led, each card, who won it."""
    done = [t for t in tricks if t.winner is not None]
    if not done:
        return words("review-no-trick")
    trick = done[-1]
    assert trick.winner is not None
    cards = " · ".join(
        f"{seat_name(words, seat)} {card_suit_first(words, card)}" for seat, card in trick.plays
    )
    return words(
        "review-last-trick",
        number=len(done),
        leader=seat_name(words, trick.leader),
        cards=cards,
        winner=seat_name(words, trick.winner),
    )


def review_text(hand: HandShown, what: Review, words: Words) -> str:
    """What a player looks back at from their hand message: public things alone (the auction,
    the last trick, what the marks mean), so any seat may see them."""
    public = hand.table.public
    if what is Review.MARKS or public is None:
        return words("review-marks")
    if what is Review.AUCTION:
        auction = adapter_for(hand.table.summary.options.game).auction_review(public, words)
        return auction or words("review-no-auction")
    return last_trick_text(public.tricks, words)


def looking_back(table: str, words: Words) -> list[Item]:
    """What every hand message offers whatever it asks: to look back at the auction and the last
    trick, and what the pictures' marks mean (each answered to the player alone)."""
    return [
        button(table, 0, Act.REVIEW, what, words(f"button-review-{what}"), style=GREY)
        for what in Review
    ]


def lasting_row(hand: HandShown, words: Words) -> list[Item]:
    """The hand message's last row: a Hint on the player's turn in a casual game (rule 7.4,
    as the table says), the game's own lasting controls (bridge: Claim) and the ways to look
    back. A control every hand message carries joins here (a row holds five)."""
    summary = hand.table.summary
    table = str(summary.id)
    adapter = adapter_for(summary.options.game)
    game: list[Item] = []
    for view in hand.views:
        game = adapter.lasting_controls(view, table, summary.version, words)
        if game:
            break
    hint = (
        [button(table, summary.version, Act.HINT, "", words("button-hint"), style=GREEN)]
        if hand.hintable
        else []
    )
    return [*hint, *game, *looking_back(table, words)]


def picture_name(table_id: int, version: int) -> str:
    """The file name of a hand's picture drawn at `version`."""
    return f"hand-{table_id}-{version}.png"


@dataclass(frozen=True, slots=True)
class HandMessage:
    content: str
    #: What the player is asked now (their legal moves, a step, a confirmation): none when
    #: nothing is asked of them.
    controls: list[Item]
    #: The controls the message carries whatever it asks (see `lasting_row`).
    lasting: list[Item]
    key: tuple[int, int]
    version: int
    game: str
    #: The match is over: the hand is not offered any more.
    over: bool
    #: The view the picture is drawn from: the player's own seat, never another hidden hand.
    seat_view: Any
    players: dict[Seat, tuple[str, bool]]
    table_id: int
    #: How the player it is drawn for likes their pictures.
    look: Look = DEFAULT_LOOK
    #: The table's kind's colour, down the side of the message.
    accent: RGB | None = None

    @property
    def owes(self) -> bool:
        """Whether the player must act now (the message asks something of them)."""
        return bool(self.controls)

    @property
    def picture_name(self) -> str:
        return picture_name(self.table_id, self.version)

    @property
    def drawn_from(self) -> tuple[Any, ...]:
        """What its picture is drawn from: the same again draws the same picture."""
        return (self.game, self.seat_view, self.players, self.look)

    async def picture(self) -> discord.File:
        return await hand_picture(
            self.game, self.seat_view, self.players, self.picture_name, self.look
        )

    def view(self, pictures: Sequence[str]) -> discord.ui.LayoutView:
        """The message laid out (Components V2): the words, the picture(s) named, the controls
        asked for, then the lasting row."""
        rows = [*in_rows(self.controls), self.lasting]
        return layout(self.content, pictures, rows, self.accent)

    async def as_new(self) -> dict[str, Any]:
        """Keyword arguments for sending the hand as a new message."""
        return {"view": self.view([self.picture_name]), "file": await self.picture()}

    async def as_edit(self) -> dict[str, Any]:
        """Keyword arguments for redrawing a message that shows the hand, picture and all."""
        picture = await self.picture()
        return {"content": None, "view": self.view([self.picture_name]), "attachments": [picture]}

    def as_answer(self, pictures: Sequence[str]) -> dict[str, Any]:
        """Keyword arguments for redrawing the words and controls alone, keeping the picture
        the message has (`pictures`: its attachments' names), so nothing waits for a drawing."""
        return {"content": None, "view": self.view(pictures)}


Key = tuple[int, int]

#: How a message showing a deal's end is edited (a DM, or a private reply): True when it was.
Editor = Callable[[dict[str, Any]], Awaitable[bool]]


async def dm_editor(
    delivery: DmDelivery, user_id: int, channel_id: int, message_id: int, body: dict[str, Any]
) -> bool:
    return await delivery.edit(user_id, channel_id, message_id, **body)


def answer_editor(interaction: discord.Interaction) -> Editor:
    """Edits the private reply `interaction` answered with, while Discord lets it (15
    minutes)."""

    async def edit(body: dict[str, Any]) -> bool:
        if interaction.is_expired():
            return False
        await interaction.edit_original_response(**body)
        return True

    return edit


class Hands:
    """The one owner of every player's hand message: the clicks on it and the table's notices
    both go through here, and every write to it is made here.

    It keeps, for each player at each table, the hand as the last notice told it and what the
    message asks beyond the plain hand (a bidding level, a move to confirm), and brings the
    message to that state through one update queue per player (see `MessageUpdater`).
    """

    def __init__(
        self,
        bot: FrontEnd,
        service: TableService,
        memory: MessageMemory,
        tables: TableMessages,
        turn_wait: float = 0.25,
    ) -> None:
        self.bot = bot
        self.service = service
        self.memory = memory
        self.tables = tables
        #: Hands are private and small: no spacing, but still one edit in flight per hand.
        self.updates = MessageUpdater(interval=0.0, delay=0.0)
        #: How long the redraw after a player's move waits for robots to bring their next turn
        #: (robots are quick): one edit then shows both.
        self.turn_wait = turn_wait
        #: Each player's hands as the table's last notice showed them.
        self._told: dict[Key, HandShown] = {}
        #: What each hand message asks beyond the plain hand, where it asks anything.
        self._asks: dict[Key, HandPrompt] = {}
        #: The deal each private "Show my hand" reply shows: when it moves on to the next
        #: deal, the one it leaves is told in a private message of its own.
        self._private_deal: dict[Key, tuple[int, int]] = {}

    def in_memory(self) -> dict[str, int]:
        return {
            "hands told": len(self._told), "hands asking": len(self._asks),
            "private deals": len(self._private_deal),
        }  # fmt: skip

    def forget(self, table_id: int) -> None:
        for kept in (self._told, self._asks, self._private_deal):
            for key in [k for k in kept if k[0] == table_id]:
                del kept[key]

    # -- what the message shows ----------------------------------------------------------

    def hand_of(self, table_id: int, user_id: int) -> HandShown:
        """The player's hands as last told; read from the table when nothing has been told
        here yet (after a restart, or for a table another process runs)."""
        hand = self._told.get((table_id, user_id))
        if hand is None:
            hand = self.service.reader.hand(table_id, user_id)
        if hand is None:
            raise NoHand()
        return hand

    def message(self, table_id: int, user_id: int, prompt: HandPrompt = PLAIN) -> HandMessage:
        """The user's private hand message now: their hand and the controls for their turn."""
        return self.drawn(self.hand_of(table_id, user_id), prompt)

    def drawn(self, hand: HandShown, prompt: HandPrompt = PLAIN) -> HandMessage:
        """The hand message for `hand`, asking `prompt`, in its player's language and look."""
        summary = hand.table.summary
        table_id, user_id = summary.id, hand.user_id
        adapter = adapter_for(summary.options.game)
        own = hand.own
        acting = adapter.acting_view(hand.views, own)
        words = self.memory.words_for(user_id)
        heading = words(
            "hand-heading",
            table=table_id,
            channel=f"<#{summary.channel_id}>",
            deal=words(f"deal-{summary.options.game}"),
            number=summary.board_no,
            game=summary.match_no,
            seat=seat_name(words, hand.seat),
        )
        items = adapter.hand_controls(
            acting,
            str(table_id),
            summary.version,
            prompt,
            confirm_first=user_id in self.memory.confirm_users,
            words=words,
        )
        content = adapter.hand_text(own, heading, acting, words, prompt)
        deadline = hand.table.deadlines.get(user_id)
        if deadline is not None:
            content += "\n" + words("hand-time-runs-out", when=countdown(deadline))
        if prompt.confirm is not None:
            content += "\n" + words("hand-confirm-or-back")
        return HandMessage(
            content, items, lasting_row(hand, words), deal_of(hand), summary.version,
            summary.options.game, summary.status is Status.FINISHED,
            adapter.picture_view(hand.views, own), players(summary), table_id,
            self.memory.look_of(user_id), kind_of(summary.options).colour,
        )  # fmt: skip

    # -- what the table tells ------------------------------------------------------------

    def changed(self, notice: HandChanged) -> None:
        """The table told the player's hands as they now stand. The message is redrawn when
        what it asks of the player may have changed: they moved, their turn came or went, a
        new deal, or the hands they play changed; another player's card alone leaves it be."""
        key = (notice.table_id, notice.user_id)
        before = self._told.get(key)
        if before is not None and before.version > notice.version:
            return
        hand = notice.hand
        self._told[key] = hand
        if before is not None and not (
            notice.acted
            or hand.owes
            or before.owes
            or deal_of(before) != deal_of(hand)
            or before.seats != hand.seats
            or before.table.summary.status is not hand.table.summary.status
        ):
            return
        self._asks.pop(key, None)
        # After the player's own move, robots usually bring their next turn at once.
        wait = self.turn_wait if notice.acted and hand.table.robot_next else 0.0
        self.show(notice.table_id, notice.user_id, wait)

    def show(self, table_id: int, user_id: int, wait: float = 0.0) -> None:
        """Bring the player's hand message up to date (after `wait`, for more to come)."""
        self.updates.request(
            ("hand", table_id, user_id), lambda: self._refresh(table_id, user_id), wait
        )

    def left(self, table_id: int, user_id: int) -> None:
        """The player left the table: nothing more of it is drawn for them (their seat and
        the hands it will hold are a robot's now), and their hand message says they left and
        loses its controls. A redraw waiting for them is replaced by that."""
        key = (table_id, user_id)
        self._told.pop(key, None)
        self._asks.pop(key, None)
        self.updates.request(("hand", table_id, user_id), lambda: self._left(table_id, user_id), 0)

    async def _left(self, table_id: int, user_id: int) -> None:
        shown = self.memory.hands.get((table_id, user_id))
        if shown is None or shown.closed:
            return
        text = self.memory.words_for(user_id)("hand-you-left", table=table_id)
        if await self.bot.delivery.edit(
            user_id, shown.channel_id, shown.message_id, **laid_out(text)
        ):
            shown.closed = True

    def ended(
        self, notice: DealFinished, table: TableShown, judging: asyncio.Future[Any] | None = None
    ) -> None:
        """A deal is over: every player's hand message will say so, and lose its controls.
        `judging` gives the record with what the solver found: each message that said so
        before it came is redrawn with it (the marked record, and where the player's side
        lost tricks or points)."""
        summary = table.summary
        score = totals_text(summary.totals)
        adapter = adapter_for(notice.game)

        def text(words: Words) -> str:
            return words(
                "hand-deal-over",
                table=notice.table_id,
                channel=f"<#{summary.channel_id}>",
                deal=words(f"deal-{notice.game}"),
                number=notice.board_no,
                game=notice.match_no,
                result=adapter.result_words(notice.record, words),
                score=score,
            )

        key = (notice.match_no, notice.board_no)
        end = DealEnd(notice.version, text, notice.record, notice.game, key)
        end.seats = {user_id: seat for seat, user_id in table.people.items()}
        self.memory.deal_ends[notice.table_id] = end
        if judging is not None:
            judging.add_done_callback(partial(self._judged, notice.table_id, end))
        for user_id in table.humans:
            self.show(notice.table_id, user_id)

    def _judged(self, table_id: int, end: DealEnd, judging: asyncio.Future[Any]) -> None:
        if judging.cancelled() or judging.exception() is not None:
            return  # the messages keep the record as played (the channel's post logs why)
        end.judged = judging.result()
        self._redraw_waiting(table_id, end)

    def _redraw_waiting(self, table_id: int, end: DealEnd) -> None:
        """Once the deal is judged, redraw the messages that showed its end before."""
        if end.judged is None or not end.waiting:
            return
        waiting, end.waiting = end.waiting, {}
        redraw = self._redraw_over(table_id, end, waiting)
        self.bot.spawn(redraw, f"judge the deal's end in table {table_id}'s hands")

    async def _redraw_over(self, table_id: int, end: DealEnd, waiting: dict[int, Editor]) -> None:
        for user_id, edit in waiting.items():
            try:
                await edit(await self._over(table_id, end, user_id))
            except discord.HTTPException as refused:
                # The message keeps the record as played; the channel's record is judged.
                log.info("a hand message's deal end was not redrawn judged: %s", refused)

    async def _tell_over(
        self, table_id: int, user_id: int, edit: Editor, first: Editor | None = None
    ) -> bool:
        """Show the deal just over in a hand message (a DM, or a private reply) through
        `edit` (or `first`, when the message is yet to be sent); if it is not judged yet, the
        message is redrawn through `edit` when it is."""
        end = self.memory.deal_ends[table_id]
        judged = end.judged is not None
        if not await (first or edit)(await self._over(table_id, end, user_id)):
            return False
        if not judged:
            end.waiting[user_id] = edit
            self._redraw_waiting(table_id, end)  # at once, if judged while this was drawn
        return True

    def match_ended(self, notice: GameFinished, table: TableShown) -> None:
        if notice.remake:  # no deal ended with it: each hand is told it is over
            for user_id in table.humans:
                self.show(notice.table_id, user_id)
        end = self.memory.deal_ends.get(notice.table_id)
        if end is not None:
            end.match_over = lambda words: words(
                "hand-game-over", game=notice.match_no, result=match_result(notice, words)
            )
            end.points = dict(notice.points)

    # -- what the player clicks ----------------------------------------------------------

    async def answer(
        self, interaction: discord.Interaction, table_id: int, prompt: HandPrompt
    ) -> None:
        """Answer a click that changes only what the hand message asks (a bidding level, a
        move to confirm, Back): the answer is the edit itself, drawn from the hand as last
        told with the picture the message already has, so nothing waits for a picture."""
        user_id = interaction.user.id
        message = _message(interaction)
        if not message.flags.ephemeral and self.is_over(table_id, user_id, message.id):
            await interaction.response.defer()
            await self._close_stale(interaction, table_id, user_id, message.id)
            return
        hand = self.hand_of(table_id, user_id)
        drawn = self.drawn(hand, prompt)
        self._asks[(table_id, user_id)] = prompt
        pictures = [a.filename for a in message.attachments if is_picture(a.filename)]
        await interaction.response.edit_message(**drawn.as_answer(pictures))
        if message.flags.ephemeral:
            self.keep_ephemeral(table_id, user_id, interaction)
            return
        shown = self._clicked(table_id, user_id, message, drawn.key, hand.version)
        shown.version, shown.asks = hand.version, prompt
        self.show(table_id, user_id)

    async def moving(self, interaction: discord.Interaction, table_id: int, version: int) -> bool:
        """A move was clicked on a hand message drawn at `version`: acknowledged at once (True;
        False when Discord would not take the acknowledgement, and the move goes on all the
        same: the click was the player's). The message is the player's hand message from now
        on, asking nothing beyond the plain hand; once the move is in (or refused) the table's
        notice, or `show`, redraws it."""
        try:
            await interaction.response.defer()
            acknowledged = True
        except discord.HTTPException as exc:
            log.warning("the answer to a move at table %s failed: %s", table_id, exc)
            acknowledged = False
        user_id = interaction.user.id
        message = _message(interaction)
        self._asks.pop((table_id, user_id), None)
        if message.flags.ephemeral:
            self.keep_ephemeral(table_id, user_id, interaction)
            return acknowledged
        # The player plays from their DM now: a private copy in the channel is not kept up.
        self.memory.ephemeral.pop((table_id, user_id), None)
        told = self._told.get((table_id, user_id))
        key = deal_of(told) if told is not None else None
        self._clicked(table_id, user_id, message, key, version)
        return acknowledged

    async def show_privately(self, interaction: discord.Interaction, table_id: int) -> None:
        """The private way to one's hand ("Show my hand"): works whatever the player's DM
        settings are, and is kept current while its token lives."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        hand = self.message(table_id, interaction.user.id)
        await interaction.followup.send(**await hand.as_new(), ephemeral=True)
        self.keep_ephemeral(table_id, interaction.user.id, interaction)

    async def send_again(self, interaction: discord.Interaction, table_id: int) -> None:
        """`/<game> hand`: the hand again by DM, or privately here when DMs are closed. The
        command is answered (deferred) before anything is drawn."""
        user_id = interaction.user.id
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        hand = self.message(table_id, user_id)
        delivery = self.bot.delivery
        if not delivery.is_closed(user_id):
            sent = await delivery.send(user_id, **await hand.as_new())
            if sent.outcome is Outcome.SENT:
                assert sent.channel_id is not None and sent.message_id is not None
                old = self.memory.hands.get((table_id, user_id))
                self._sent(table_id, user_id, sent.channel_id, sent.message_id, hand)
                await interaction.followup.send(
                    self.memory.words_for(user_id)("table-hand-in-dms"), ephemeral=True
                )
                if old is not None and not old.closed and old.message_id != sent.message_id:
                    # The one before loses its controls, which would act on the same hand.
                    text = self.memory.words_for(user_id)("hand-moved-below", table=table_id)
                    await delivery.edit(user_id, old.channel_id, old.message_id, **laid_out(text))
                return
        await interaction.followup.send(**await hand.as_new(), ephemeral=True)
        self.keep_ephemeral(table_id, user_id, interaction)

    def keep_ephemeral(self, table_id: int, user_id: int, interaction: discord.Interaction) -> None:
        self.memory.ephemeral[(table_id, user_id)] = interaction
        told = self._told.get((table_id, user_id))
        if told is not None:
            self._private_deal[(table_id, user_id)] = deal_of(told)

    def _clicked(
        self,
        table_id: int,
        user_id: int,
        message: discord.Message,
        key: tuple[int, int] | None,
        version: int,
    ) -> Shown:
        """The clicked DM is the player's hand message: the one remembered, or (when another
        is remembered, or none) this one from now on, showing `version` as far as is known."""
        shown = self.memory.hands.get((table_id, user_id))
        if shown is not None and (shown.channel_id, shown.message_id) == (
            message.channel.id, message.id,
        ):  # fmt: skip
            # A click drawn at an older version says the message shows no newer (an edit may
            # have been lost on its way): the next redraw brings it up to date, picture and all.
            if version < shown.version:
                shown.version, shown.drawn = version, None
            return shown
        deal = key if key is not None else (shown.key if shown is not None else (0, 0))
        shown = Shown(message.channel.id, message.id, deal, version)
        self.memory.hands[(table_id, user_id)] = shown
        self.memory.hand_moved(table_id, user_id)
        return shown

    def _sent(
        self, table_id: int, user_id: int, channel_id: int, message_id: int, hand: HandMessage
    ) -> None:
        """A new hand message went out, showing `hand` in full."""
        self.memory.hands[(table_id, user_id)] = Shown(
            channel_id, message_id, hand.key, hand.version, pictured=hand.version, asks=PLAIN,
            drawn=hand.drawn_from,
        )  # fmt: skip
        self.memory.hand_moved(table_id, user_id)

    async def _close_stale(
        self, interaction: discord.Interaction, table_id: int, user_id: int, message_id: int
    ) -> None:
        """A click on the hand of a deal that is over (answered already): that message says
        so; the next deal's hand comes as a message of its own."""
        if table_id in self.memory.deal_ends:
            await self._tell_over(table_id, user_id, answer_editor(interaction))
            shown = self.memory.hands.get((table_id, user_id))
            if shown is not None and shown.message_id == message_id:
                shown.closed = True
        self.show(table_id, user_id)

    # -- writing -------------------------------------------------------------------------

    async def _refresh(self, table_id: int, user_id: int) -> None:
        """Bring the player's hand message up to date. While it fails for a passing reason the
        updater tries again, and a move timer waiting on this player is held meanwhile."""
        asked = self._asks.get((table_id, user_id), PLAIN)
        try:
            await self._draw(table_id, user_id, asked)
        except Exception as exc:
            if passing(exc):
                self.service.timers.turn_not_shown(table_id, user_id)
            raise
        self.service.timers.turn_shown(table_id, user_id)
        if self._asks.get((table_id, user_id), PLAIN) != asked:
            # A click's answer changed what the message asks while this was drawn.
            self.show(table_id, user_id)

    async def _draw(self, table_id: int, user_id: int, prompt: HandPrompt) -> None:
        told = self._told.get((table_id, user_id))
        if told is None:
            return
        hand = self.drawn(told, prompt)
        delivery = self.bot.delivery
        if delivery.is_closed(user_id):
            found_in = self.memory.dms_closed_in.get((table_id, user_id), hand.key)
            if found_in == hand.key:
                await self._refresh_ephemeral(table_id, user_id, hand)
                return
            # Closed in an earlier deal: they may have opened their DMs since.
            delivery.reopen(user_id)
        if (table_id, user_id) in self.memory.ephemeral:
            # A private copy the player plays from in the channel, beside their DM.
            await self._refresh_ephemeral(table_id, user_id, hand, offer=False)
        shown = self.memory.hands.get((table_id, user_id))
        end = self.memory.deal_ends.get(table_id)
        if (
            shown is not None
            and not shown.closed
            and end is not None
            and shown.version < end.version
        ):
            # The message shows a deal that is over: it says so, and the next deal's hand
            # comes as a new message, so no message keeps controls that have gone dead.
            edit = partial(dm_editor, delivery, user_id, shown.channel_id, shown.message_id)
            if await self._tell_over(table_id, user_id, edit):
                shown.closed = True
        if end is not None and hand.version < end.version:
            # The hand as told is of the deal that is over; the next deal's is on its way.
            return
        if hand.over:
            # The game ended inside this deal (a remake): the hand loses its controls.
            if (
                shown is not None and not shown.closed and shown.key == hand.key
                and await delivery.edit(user_id, shown.channel_id, shown.message_id,
                                        **laid_out(self._ended_early(told, user_id)))
            ):  # fmt: skip
                shown.closed = True
            return
        if shown is not None and not shown.closed and shown.key == hand.key:
            # The picture it has is the one this hand would draw (a hint taken, a step of the
            # bidding box answered: only the version, the words or the controls moved).
            same = shown.drawn is not None and shown.drawn == hand.drawn_from
            if (
                shown.version >= hand.version
                and (shown.pictured >= shown.version or same)
                and shown.asks == prompt
            ):
                return
            if same:
                body = hand.as_answer([picture_name(table_id, shown.pictured)])
            else:
                body = await hand.as_edit()
            if (table_id, user_id) not in self._told:
                return  # they left while the picture was drawn
            if await delivery.edit(user_id, shown.channel_id, shown.message_id, **body):
                shown.version = hand.version
                if not same:
                    shown.pictured, shown.drawn = hand.version, hand.drawn_from
                shown.asks = prompt
                return
            if delivery.is_closed(user_id):
                await self._dms_closed(table_id, user_id, hand)
                return
        body = await hand.as_new()
        if (table_id, user_id) not in self._told:
            return  # they left while the picture was drawn
        result = await delivery.send(user_id, **body)
        if result.outcome is Outcome.SENT:
            assert result.channel_id is not None and result.message_id is not None
            self._sent(table_id, user_id, result.channel_id, result.message_id, hand)
        elif result.outcome is Outcome.CLOSED_NOW:
            await self._dms_closed(table_id, user_id, hand)

    def _ended_early(self, told: HandShown, user_id: int) -> str:
        summary = told.table.summary
        return self.memory.words_for(user_id)(
            "hand-game-ended-early",
            table=summary.id,
            channel=f"<#{summary.channel_id}>",
            game=summary.match_no,
        )

    def is_over(self, table_id: int, user_id: int, message_id: int) -> bool:
        """Whether a DM message of the player's shows a deal that is over (or is not their
        current hand message at all)."""
        if table_id not in self.memory.deal_ends:
            return False
        shown = self.memory.hands.get((table_id, user_id))
        end = self.memory.deal_ends[table_id]
        if shown is None or shown.message_id != message_id:
            return True
        return shown.closed or shown.version < end.version

    async def _over(self, table_id: int, end: DealEnd, user_id: int) -> dict[str, Any]:
        """What a hand message of the deal `end` shows: the result, the score, the record
        (every hand is public now) and, after the last deal, how the match ended. Once the
        deal is judged, the record marks the cards that cost their side, and the player reads
        where their own side lost."""
        look = self.memory.look_of(user_id)
        record = end.record if end.judged is None else end.judged
        drawn = (look, end.judged is not None)
        if drawn not in end.pictures:
            end.pictures[drawn] = await record_png(end.game, record, look)
        words = self.memory.words_for(user_id)
        text = end.text(words)
        if end.match_over is not None:
            text += f"\n{end.match_over(words)}"
            if user_id in end.points:
                points = end.points[user_id]
                signed = signed_points(points)
                text += " " + words("hand-your-result", signed=signed, points=points)
        seat = end.seats.get(user_id)
        if end.judged is not None and seat is not None:
            lesson = adapter_for(end.game).lesson_text(end.judged, seat.side, words)
            if lesson is not None:
                text += f"\n{lesson}"
        name = f"deal-{table_id}-{end.version}.png"
        picture = discord.File(io.BytesIO(end.pictures[drawn]), filename=name)
        return laid_out(text, [picture])

    async def _refresh_ephemeral(
        self, table_id: int, user_id: int, hand: HandMessage, offer: bool = True
    ) -> None:
        """Keep the private "Show my hand" reply current. Discord lets a reply be edited for 15
        minutes only; once that is over, a player whose turn it is (and who has no DM to play
        from, unless `offer` is false) gets a fresh Show my hand."""
        interaction = self.memory.ephemeral.get((table_id, user_id))
        if interaction is None:
            return
        if hand.over:
            # The match is over: like a DM, the private hand says how it ended (the last deal's
            # result and record, or that the game ended early), loses its controls and is left
            # alone from then on.
            end = self.memory.deal_ends.get(table_id)
            told = self._told.get((table_id, user_id))
            if not interaction.is_expired() and told is not None:
                try:
                    if end is not None and end.version == hand.version:
                        await self._tell_over(table_id, user_id, answer_editor(interaction))
                    else:
                        body = laid_out(self._ended_early(told, user_id))
                        await interaction.edit_original_response(**body)
                except discord.HTTPException as refused:
                    if passing(refused):
                        raise  # the updater tries again, with the reply still kept
            del self.memory.ephemeral[(table_id, user_id)]
            return
        if not interaction.is_expired():
            try:
                await self._private_deal_over(table_id, user_id, interaction, hand)
                await interaction.edit_original_response(**await hand.as_edit())
                self._private_deal[(table_id, user_id)] = hand.key
                return
            except discord.HTTPException as refused:
                if passing(refused):
                    raise
        del self.memory.ephemeral[(table_id, user_id)]
        if hand.owes and offer:
            await self._offer_again(table_id, user_id)

    async def _private_deal_over(
        self, table_id: int, user_id: int, interaction: discord.Interaction, hand: HandMessage
    ) -> None:
        """The private reply moves on from the deal just over to the next: the deal's end
        (its result and record, and once judged where the player's side lost) comes first
        in a private message of its own, as a DM player keeps it in their DMs."""
        end = self.memory.deal_ends.get(table_id)
        left = self._private_deal.get((table_id, user_id))
        if end is None or left != end.key or hand.key == end.key:
            return
        self._private_deal[(table_id, user_id)] = hand.key
        sent: list[discord.WebhookMessage] = []

        async def send(body: dict[str, Any]) -> bool:
            message = await interaction.followup.send(
                view=body["view"], files=body["attachments"], ephemeral=True, wait=True
            )
            sent.append(message)
            return True

        async def edit(body: dict[str, Any]) -> bool:
            if interaction.is_expired():
                return False
            await sent[0].edit(**body)
            return True

        await self._tell_over(table_id, user_id, edit, first=send)

    async def _offer_again(self, table_id: int, user_id: int) -> None:
        summary = self.tables.summary_or_none(table_id)
        if summary is None:
            return
        words = self.tables.words(table_id)
        button = words("button-show-my-hand")
        text = words(
            "channel-show-hand-again", player=f"<@{user_id}>", table=table_id, button=button
        )
        show = ButtonControl(
            ControlId(str(table_id), 0, Act.HAND).encode(),
            button,
            style=discord.ButtonStyle.primary,
        )  # fmt: skip
        await self._say_in_room(
            table_id, content=text, view=controls_view([show]), allowed_mentions=ping(user_id)
        )

    async def _dms_closed(self, table_id: int, user_id: int, hand: HandMessage) -> None:
        """The DM did not go through: keep the private hand current, and say so in the channel
        once per table."""
        await self._refresh_ephemeral(table_id, user_id, hand)
        told = (table_id, user_id) in self.memory.dms_closed_in
        self.memory.dms_closed_in[(table_id, user_id)] = hand.key
        if told:
            return
        summary = self.tables.summary_or_none(table_id)
        if summary is None:
            return
        words = self.tables.words(table_id)
        text = words(
            "channel-dms-closed", player=f"<@{user_id}>", button=words("button-show-my-hand")
        )
        await self._say_in_room(table_id, content=text, allowed_mentions=ping(user_id))

    async def _say_in_room(self, table_id: int, **message: Any) -> None:
        """Post in the table's room, if it has one the bot may write in."""
        room = self.tables.room(table_id)
        if room is None:
            return

        async def say(_: int) -> None:
            await self.bot.get_partial_messageable(room).send(**message)

        await self.tables.reaching(table_id, say)
