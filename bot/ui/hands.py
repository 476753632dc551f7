"""Each player's private hand message: by DM, edited in place during a deal, or through the
"Show my hand" button for a player whose DMs are closed, whose private answer is kept current
while its token lives.

What the message says and which buttons it has come from the game's adapter, built from the
player's own seat view (and the view of a hand they play for), so it can show nothing the seat
may not see.
"""

from __future__ import annotations

import asyncio
import io
from dataclasses import dataclass
from typing import Any

import discord

from bot.games.seats import Seat
from bot.language import Words
from bot.tables.errors import NoSuchTable, NotSeated
from bot.tables.notices import DealFinished, GameFinished
from bot.tables.service import TableService
from bot.tables.status import Status
from bot.ui.components import ButtonControl, controls_view
from bot.ui.custom_ids import Act, ControlId
from bot.ui.delivery import Outcome
from bot.ui.frontend import FrontEnd
from bot.ui.games import PLAIN, HandPrompt, adapter_for
from bot.ui.memory import DealEnd, MessageMemory, Shown
from bot.ui.pictures import hand_picture, record_png
from bot.ui.safety import Refusal
from bot.ui.table_message import TableMessages, players
from bot.ui.updater import MessageUpdater, passing
from bot.ui.words import countdown, match_result, totals_text
from bot.ui.words import signed as signed_points
from renderers.common.look import DEFAULT_LOOK, Look
from renderers.common.vocabulary import seat_name


def ping(user_id: int) -> discord.AllowedMentions:
    """Let a message notify this one player (the client's default notifies no one)."""
    return discord.AllowedMentions(users=[discord.Object(user_id)])


class NoHand(Refusal):
    """The table has no deal in play, so there is no hand to show."""

    key = "error-no-deal-yet"


@dataclass(frozen=True, slots=True)
class HandMessage:
    content: str
    view: discord.ui.View
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

    @property
    def owes(self) -> bool:
        """Whether the player must act now (the message carries their controls)."""
        return bool(self.view.children)

    async def picture(self) -> discord.File:
        name = f"hand-{self.table_id}-{self.version}.png"
        return await hand_picture(self.game, self.seat_view, self.players, name, self.look)

    async def as_new(self) -> dict[str, Any]:
        """Keyword arguments for sending the hand as a new message."""
        return {"content": self.content, "view": self.view, "file": await self.picture()}

    async def as_edit(self) -> dict[str, Any]:
        """Keyword arguments for redrawing a message that shows the hand."""
        return {"content": self.content, "view": self.view, "attachments": [await self.picture()]}


class Hands:
    def __init__(
        self,
        bot: FrontEnd,
        service: TableService,
        memory: MessageMemory,
        tables: TableMessages,
    ) -> None:
        self.bot = bot
        self.service = service
        self.memory = memory
        self.tables = tables
        #: Hands are private and small: no spacing, but still one edit in flight per hand.
        self.updates = MessageUpdater(interval=0.0, delay=0.0)
        #: Clicks waiting to answer with the player's next turn (see `expect_turn`).
        self._awaiting: dict[tuple[int, int], asyncio.Future[None]] = {}

    def message(self, table_id: int, user_id: int, prompt: HandPrompt = PLAIN) -> HandMessage:
        """The user's private hand message now: their hand and the controls for their turn."""
        summary = self.service.reader.summary(table_id)
        views = self.service.reader.seat_views(table_id, user_id)
        own_seat = self.service.reader.seat_of(table_id, user_id)
        if not views or own_seat is None:
            raise NotSeated() if own_seat is None else NoHand()
        adapter = adapter_for(summary.options.game)
        own = next(v for v in views if v.seat is own_seat)
        acting = adapter.acting_view(views, own)
        words = self.memory.words_for(user_id)
        heading = words(
            "hand-heading",
            table=table_id,
            channel=f"<#{summary.channel_id}>",
            deal=words(f"deal-{summary.options.game}"),
            number=summary.board_no,
            game=summary.match_no,
            seat=seat_name(words, own_seat),
        )
        items = adapter.hand_controls(
            acting,
            str(table_id),
            summary.version,
            prompt,
            confirm_first=user_id in self.memory.confirm_users,
            words=words,
        )
        content = adapter.hand_text(own, heading, acting, words)
        deadline = self.service.timers.move_deadlines(table_id).get(user_id)
        if deadline is not None:
            content += "\n" + words("hand-time-runs-out", when=countdown(deadline))
        if prompt.confirm is not None:
            content += "\n" + words("hand-confirm-or-back")
        key = (summary.match_no, summary.board_no)
        return HandMessage(
            content, controls_view(items), key, summary.version, summary.options.game,
            summary.status is Status.FINISHED, adapter.picture_view(views, own),
            players(summary), table_id,
            self.memory.look_of(user_id),
        )  # fmt: skip

    def refresh(self, table_id: int, user_id: int) -> None:
        self.updates.request(("hand", table_id, user_id), lambda: self._refresh(table_id, user_id))

    def new_deal(self, table_id: int) -> None:
        """Every player gets their new hand now, not only the one to act."""
        for user_id in self.service.reader.humans(table_id):
            self.refresh(table_id, user_id)

    def mark_shown(
        self, table_id: int, user_id: int, channel_id: int, message_id: int, hand: HandMessage
    ) -> None:
        """A click's answer has landed, showing `hand` on that message.

        The table may have moved on while the answer was drawn, and a redraw may even have
        landed before it, so the message is checked once more: the check edits the message
        only if what it shows has gone stale.
        """
        shown = Shown(channel_id, message_id, hand.key, hand.version)
        if not shown.same_message(self.memory.hands.get((table_id, user_id))):
            self.memory.hand_moved(table_id, user_id)
        self.memory.hands[(table_id, user_id)] = shown
        self.refresh(table_id, user_id)

    async def sent_again(
        self, table_id: int, user_id: int, channel_id: int, message_id: int, hand: HandMessage
    ) -> None:
        """`/<game> hand` sent the hand as a new DM: that one is the player's hand message now,
        and the one before loses its controls, which would otherwise act on the same hand."""
        old = self.memory.hands.get((table_id, user_id))
        self.mark_shown(table_id, user_id, channel_id, message_id, hand)
        if old is None or old.closed or old.message_id == message_id:
            return
        text = self.memory.words_for(user_id)("hand-moved-below", table=table_id)
        await self.bot.delivery.edit(
            user_id, old.channel_id, old.message_id, content=text, view=None
        )

    def turn_came(self, table_id: int, user_id: int) -> None:
        """The player must act: answer the click that waits for it, else redraw their hand."""
        waiting = self._awaiting.get((table_id, user_id))
        if waiting is not None and not waiting.done():
            waiting.set_result(None)
        else:
            self.refresh(table_id, user_id)

    def expect_turn(self, table_id: int, user_id: int) -> asyncio.Future[None]:
        """A click is about to act: its answer will show the player's next turn if that comes
        soon (robots are quick), which saves a separate edit of the hand."""
        waiting = asyncio.get_running_loop().create_future()
        self._awaiting[(table_id, user_id)] = waiting
        return waiting

    def stop_expecting(self, table_id: int, user_id: int) -> bool:
        """Stop holding back the player's turn; True when it came while held back."""
        waiting = self._awaiting.pop((table_id, user_id), None)
        return waiting is not None and waiting.done()

    def keep_ephemeral(self, table_id: int, user_id: int, interaction: discord.Interaction) -> None:
        self.memory.ephemeral[(table_id, user_id)] = interaction

    async def _refresh(self, table_id: int, user_id: int) -> None:
        """Bring the player's hand message up to date. While it fails for a passing reason the
        updater tries again, and a move timer waiting on this player is held meanwhile."""
        try:
            await self._draw(table_id, user_id)
        except Exception as exc:
            if passing(exc):
                self.service.timers.turn_not_shown(table_id, user_id)
            raise
        self.service.timers.turn_shown(table_id, user_id)

    async def _draw(self, table_id: int, user_id: int) -> None:
        try:
            hand = self.message(table_id, user_id)
        except (NoSuchTable, NotSeated, NoHand):
            return
        delivery = self.bot.delivery
        if delivery.is_closed(user_id):
            found_in = self.memory.dms_closed_in.get((table_id, user_id), hand.key)
            if found_in == hand.key:
                await self._refresh_ephemeral(table_id, user_id, hand)
                return
            # Closed in an earlier deal: they may have opened their DMs since.
            delivery.reopen(user_id)
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
            over = await self.deal_over(table_id, user_id)
            if await delivery.edit(user_id, shown.channel_id, shown.message_id, **over):
                shown.closed = True
        if hand.over:
            if shown is not None and not shown.closed and shown.key == hand.key:
                # The game ended inside this deal (a remake): the hand loses its controls.
                summary = self.service.reader.summary(table_id)
                text = self.memory.words_for(user_id)(
                    "hand-game-ended-early",
                    table=table_id,
                    channel=f"<#{summary.channel_id}>",
                    game=summary.match_no,
                )
                if await delivery.edit(
                    user_id, shown.channel_id, shown.message_id, content=text, view=None
                ):
                    shown.closed = True
            return
        if shown is not None and not shown.closed and shown.key == hand.key:
            if shown.version >= hand.version:
                return
            if await delivery.edit(
                user_id, shown.channel_id, shown.message_id, **await hand.as_edit()
            ):
                shown.version = hand.version
                return
            if delivery.is_closed(user_id):
                await self._dms_closed(table_id, user_id, hand)
                return
        result = await delivery.send(user_id, **await hand.as_new())
        if result.outcome is Outcome.SENT:
            assert result.channel_id is not None and result.message_id is not None
            self.memory.hands[(table_id, user_id)] = Shown(
                result.channel_id, result.message_id, hand.key, hand.version
            )
            self.memory.hand_moved(table_id, user_id)
        elif result.outcome is Outcome.CLOSED_NOW:
            await self._dms_closed(table_id, user_id, hand)

    def ended(self, notice: DealFinished) -> None:
        """A deal is over: every player's hand message will say so, and lose its controls."""
        summary = self.service.reader.summary(notice.table_id)
        score = totals_text(summary.totals)
        adapter = adapter_for(summary.options.game)

        def text(words: Words) -> str:
            return words(
                "hand-deal-over",
                table=notice.table_id,
                channel=f"<#{summary.channel_id}>",
                deal=words(f"deal-{summary.options.game}"),
                number=notice.board_no,
                game=notice.match_no,
                result=adapter.result_words(notice.record, words),
                score=score,
            )

        self.memory.deal_ends[notice.table_id] = DealEnd(notice.version, text, notice.record)
        for user_id in self.service.reader.humans(notice.table_id):
            self.refresh(notice.table_id, user_id)

    def match_ended(self, notice: GameFinished) -> None:
        if notice.remake:  # no deal ended with it: each hand is told it is over
            for user_id in self.service.reader.humans(notice.table_id):
                self.refresh(notice.table_id, user_id)
        end = self.memory.deal_ends.get(notice.table_id)
        if end is not None:
            end.match_over = lambda words: words(
                "hand-game-over", game=notice.match_no, result=match_result(notice, words)
            )
            end.points = dict(notice.points)

    def is_over(self, table_id: int, user_id: int, message_id: int) -> bool:
        """Whether a DM message of the player's shows a deal that is over (or is not their
        current hand message at all)."""
        shown = self.memory.hands.get((table_id, user_id))
        end = self.memory.deal_ends.get(table_id)
        if shown is None or shown.message_id != message_id:
            return True
        return shown.closed or (end is not None and shown.version < end.version)

    def mark_over(self, table_id: int, user_id: int, message_id: int) -> None:
        """A click's answer has shown the deal over on that message."""
        shown = self.memory.hands.get((table_id, user_id))
        if shown is not None and shown.message_id == message_id:
            shown.closed = True
        self.refresh(table_id, user_id)

    async def deal_over(self, table_id: int, user_id: int) -> dict[str, Any]:
        """What a hand message of the deal just over shows: the result, the score, the record
        (every hand is public now) and, after the last deal, how the match ended."""
        end = self.memory.deal_ends[table_id]
        look = self.memory.look_of(user_id)
        if look not in end.pictures:
            game = self.service.reader.summary(table_id).options.game
            end.pictures[look] = await record_png(game, end.record, look)
        words = self.memory.words_for(user_id)
        text = end.text(words)
        if end.match_over is not None:
            text += f"\n{end.match_over(words)}"
            if user_id in end.points:
                points = end.points[user_id]
                signed = signed_points(points)
                text += " " + words("hand-your-result", signed=signed, points=points)
        name = f"deal-{table_id}-{end.version}.png"
        picture = discord.File(io.BytesIO(end.pictures[look]), filename=name)
        return {"content": text, "view": None, "attachments": [picture]}

    async def _refresh_ephemeral(self, table_id: int, user_id: int, hand: HandMessage) -> None:
        """Keep the private "Show my hand" reply current. Discord lets a reply be edited for 15
        minutes only; once that is over, a player whose turn it is gets a fresh Show my hand."""
        interaction = self.memory.ephemeral.get((table_id, user_id))
        if interaction is None:
            return
        if not interaction.is_expired():
            try:
                await interaction.edit_original_response(**await hand.as_edit())
                return
            except discord.HTTPException as refused:
                if passing(refused):
                    raise
        del self.memory.ephemeral[(table_id, user_id)]
        if hand.owes:
            await self._offer_again(table_id, user_id)

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
