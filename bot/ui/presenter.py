"""Shows tables on Discord: the table message in the channel and each player's private hand.

The table service tells the presenter what changed (after committing it); the presenter never
does Discord I/O inside that call but schedules it, so a click's answer or a robot's next move
never waits for Discord. The channel message is edited at most about once a second per table
(see `MessageUpdater`); a new one is posted for each deal. Hands go by DM, edited in place
during a deal; a player whose DMs are closed is told once in the channel and uses the
"Show my hand" button, whose private answer is kept current while its token lives.

Where these messages are (the table's thread, the table message, each hand) and who asked to
confirm their calls and cards are written through to the store in the background and loaded
at start, so that after a restart the bot edits the same messages in the same places.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.games.bridge.views import SeatView
from bot.games.seats import SEATS, Seat
from bot.store.db import FrontEndChanges, MessageRow, RoomRow, Store
from bot.tables.errors import NoSuchTable, NotSeated
from bot.tables.notices import (
    ClaimToAnswer,
    DealFinished,
    GameFinished,
    Notice,
    PlayerLeft,
    SeatTimedOut,
    TableChanged,
    TableClosed,
    TimerWarning,
    UndoToAnswer,
    YourTurn,
)
from bot.tables.service import TableService, TableSummary
from bot.tables.table import Status
from bot.ui.components import ButtonControl, controls_view
from bot.ui.custom_ids import Act, ControlId
from bot.ui.delivery import Outcome
from bot.ui.hand import PLAIN, HandPrompt, hand_controls, hand_text
from bot.ui.pictures import hand_picture, table_picture, text_file
from bot.ui.records import deal_record, record_files
from bot.ui.safety import Refusal
from bot.ui.updater import MessageUpdater

if TYPE_CHECKING:
    from bot.client import CardTableBot

log = logging.getLogger(__name__)

ROBOT = "Robot"


@dataclass
class Shown:
    """A message the bot keeps current, and what it shows."""

    channel_id: int
    message_id: int
    #: (game, board): a new deal gets a new message.
    key: tuple[int, int]
    #: The table version it shows; -1 when not known (a message remembered across a restart),
    #: so that the next update redraws it.
    version: int

    def same_message(self, other: Shown | None) -> bool:
        """Whether `other` is this message showing the same deal (versions aside)."""
        return other is not None and (self.channel_id, self.message_id, self.key) == (
            other.channel_id, other.message_id, other.key,
        )  # fmt: skip

    def row(self, table_id: int, user_id: int | None) -> MessageRow:
        return MessageRow(table_id, user_id, self.channel_id, self.message_id, *self.key)


@dataclass(frozen=True, slots=True)
class HandMessage:
    content: str
    view: discord.ui.View
    key: tuple[int, int]
    version: int
    #: The view the picture is drawn from: the player's own seat, never another hidden hand.
    seat_view: SeatView
    players: dict[Seat, tuple[str, bool]]
    table_id: int

    async def picture(self) -> discord.File:
        name = f"hand-{self.table_id}-{self.version}.png"
        return await hand_picture(self.seat_view, self.players, name)

    async def as_new(self) -> dict[str, Any]:
        """Keyword arguments for sending the hand as a new message."""
        return {"content": self.content, "view": self.view, "file": await self.picture()}

    async def as_edit(self) -> dict[str, Any]:
        """Keyword arguments for redrawing a message that shows the hand."""
        return {"content": self.content, "view": self.view, "attachments": [await self.picture()]}


def ping(user_id: int) -> discord.AllowedMentions:
    """Let a message notify this one player (the client's default notifies no one)."""
    return discord.AllowedMentions(users=[discord.Object(user_id)])


def describe(summary: TableSummary) -> str:
    o = summary.options
    privacy = " · private" if o.private else ""
    return (
        f"{o.format.label} · {o.system.value} bidding · {o.mode.value} · "
        f"{o.level.value} robots · {o.move_time}s per move{privacy}"
    )


class Presenter:
    def __init__(self, bot: CardTableBot, service: TableService, store: Store) -> None:
        self.bot = bot
        self.service = service
        self.store = store
        self.public_updates = bot.updater
        #: Hands are private and small: no spacing, but still one edit in flight per hand.
        self.hand_updates = MessageUpdater(interval=0.0, delay=0.0)
        self._public: dict[int, Shown] = {}
        self._hands: dict[tuple[int, int], Shown] = {}
        self._ephemeral: dict[tuple[int, int], discord.Interaction] = {}
        self._told_closed: set[tuple[int, int]] = set()
        self._posting: dict[int, asyncio.Task[None]] = {}
        #: Each table's thread, and the tables that may get one when their game starts.
        self._rooms: dict[int, int] = {}
        self._may_thread: set[int] = set()
        #: Players who asked to confirm each call and card before it counts (see
        #: `ask_to_confirm`).
        self.confirm_users: set[int] = set()
        #: Clicks waiting to answer with the player's next turn (see `expect_turn`).
        self._awaiting: dict[tuple[int, int], asyncio.Future[None]] = {}
        #: What changed since the store last heard: tables whose room or table message moved,
        #: (table, user) hands, users' confirm choice, and closed tables to forget.
        self._unsaved_rooms: set[int] = set()
        self._unsaved_public: set[int] = set()
        self._unsaved_hands: set[tuple[int, int]] = set()
        self._unsaved_confirm: set[int] = set()
        self._unsaved_closed: set[int] = set()
        self._saving: asyncio.Task[None] | None = None

    async def load(self) -> None:
        """Take back what the store remembers; called at start, before tables are recovered."""
        state = await self.store.front_end()
        for room in state.rooms:
            if room.thread_id is not None:
                self._rooms[room.table_id] = room.thread_id
            if room.may_thread:
                self._may_thread.add(room.table_id)
        for m in state.messages:
            shown = Shown(m.channel_id, m.message_id, (m.game_no, m.board_no), -1)
            if m.user_id is None:
                self._public[m.table_id] = shown
            else:
                self._hands[(m.table_id, m.user_id)] = shown
        self.confirm_users |= state.confirm

    async def close(self) -> None:
        await self.hand_updates.close()
        await self._saved()

    async def flush(self) -> None:
        await self.hand_updates.flush()
        await self._saved()

    # -- remembering where things are ------------------------------------------------------

    def ask_to_confirm(self, user_id: int, on: bool = True) -> None:
        """From now on, the user's calls and cards ask for confirmation before they count (or,
        with `on` false, no longer do). The choice is remembered across tables and restarts."""
        if (user_id in self.confirm_users) != on:
            if on:
                self.confirm_users.add(user_id)
            else:
                self.confirm_users.discard(user_id)
            self._unsaved_confirm.add(user_id)
            self._save_soon()

    def _room_moved(self, table_id: int) -> None:
        self._unsaved_rooms.add(table_id)
        self._save_soon()

    def _public_moved(self, table_id: int) -> None:
        self._unsaved_public.add(table_id)
        self._save_soon()

    def _hand_moved(self, table_id: int, user_id: int) -> None:
        self._unsaved_hands.add((table_id, user_id))
        self._save_soon()

    def _forget(self, table_id: int) -> None:
        """A closed table: drop what is kept about it (its table message is left to the last
        redraw, which marks it closed) and have the store forget its rows."""
        self._rooms.pop(table_id, None)
        self._may_thread.discard(table_id)
        for mine in (self._hands, self._ephemeral):
            for key in [k for k in mine if k[0] == table_id]:
                del mine[key]
        self._told_closed = {k for k in self._told_closed if k[0] != table_id}
        self._unsaved_rooms.discard(table_id)
        self._unsaved_public.discard(table_id)
        self._unsaved_hands = {k for k in self._unsaved_hands if k[0] != table_id}
        self._unsaved_closed.add(table_id)
        self._save_soon()

    def _save_soon(self) -> None:
        """Write what changed in the background: a click is never kept waiting for the disk.

        One writer at a time, so the store sees changes in the order they were made; changes
        made while it writes go together into its next write.
        """
        if self._saving is None or self._saving.done():
            self._saving = self.bot.spawn(self._save(), "remember the table messages")

    async def _save(self) -> None:
        while changes := self._take_unsaved():
            try:
                await self.store.save_front_end(changes)
            except Exception:
                # The messages are still kept current; only after a restart would they be
                # posted anew.
                log.exception("could not remember the table messages")

    def _take_unsaved(self) -> FrontEndChanges | None:
        rooms, self._unsaved_rooms = self._unsaved_rooms, set()
        public, self._unsaved_public = self._unsaved_public, set()
        hands, self._unsaved_hands = self._unsaved_hands, set()
        confirm, self._unsaved_confirm = self._unsaved_confirm, set()
        closed, self._unsaved_closed = self._unsaved_closed, set()
        if not (rooms or public or hands or confirm or closed):
            return None
        messages = [self._public[t].row(t, None) for t in sorted(public) if t in self._public]
        messages += [self._hands[k].row(*k) for k in sorted(hands) if k in self._hands]
        return FrontEndChanges(
            rooms=tuple(
                RoomRow(t, self._rooms.get(t), t in self._may_thread) for t in sorted(rooms)
            ),
            messages=tuple(messages),
            dropped=tuple(t for t in sorted(public) if t not in self._public),
            confirm=tuple((u, u in self.confirm_users) for u in sorted(confirm)),
            closed=tuple(sorted(closed)),
        )

    async def _saved(self) -> None:
        """Wait until everything changed so far is in the store."""
        while self._saving is not None and not self._saving.done():
            await asyncio.gather(self._saving, return_exceptions=True)

    # -- notices from the table service ----------------------------------------------------

    async def on_notice(self, notice: Notice) -> None:
        match notice:
            case TableChanged(table_id):
                self.redraw(table_id)
            case YourTurn(table_id, _, user_id) | ClaimToAnswer(table_id, _, user_id):
                waiting = self._awaiting.get((table_id, user_id))
                if waiting is not None and not waiting.done():
                    waiting.set_result(None)
                else:
                    self.refresh_hand(table_id, user_id)
            case UndoToAnswer(table_id, version, user_id, asker):
                self._post(table_id, self._undo_message(table_id, version, user_id, asker))
            case DealFinished():
                self._post(notice.table_id, self._deal_record(notice))
            case GameFinished():
                self._post(notice.table_id, self._game_over(notice))
            case TimerWarning(table_id, user_id, seat, left):
                text = f"<@{user_id}> ({seat.title}): {int(left)} seconds left to play."
                self._post(table_id, {"content": text, "allowed_mentions": ping(user_id)})
            case SeatTimedOut(table_id, user_id, seat):
                text = (
                    f"<@{user_id}> ran out of time; a robot plays {seat.title} until they come "
                    "back with `/bridge join`."
                )
                self._post(table_id, {"content": text})
            case PlayerLeft(table_id, user_id, seat):
                self._post(table_id, {"content": f"<@{user_id}> left the {seat.title} seat."})
            case TableClosed(table_id):
                self._forget(table_id)
                self.redraw(table_id)

    def _post(
        self, table_id: int, message: dict[str, Any] | Coroutine[Any, Any, dict[str, Any]]
    ) -> None:
        """Send a message to the table's channel in the background, in order per table."""
        previous = self._posting.get(table_id)
        target = self.room(table_id)
        if target is None:
            return

        async def send() -> None:
            body = message if isinstance(message, dict) else await message
            if previous is not None:
                await asyncio.gather(previous, return_exceptions=True)
            await self.bot.get_partial_messageable(target).send(**body)

        self._posting[table_id] = self.bot.spawn(send(), f"post to table {table_id}")

    def summary_or_none(self, table_id: int) -> TableSummary | None:
        try:
            return self.service.summary(table_id)
        except NoSuchTable:
            return None

    # -- the table message in the channel --------------------------------------------------

    def adopt(self, table_id: int, channel_id: int, message_id: int, version: int) -> None:
        """Remember a message that shows the table (one the bot just sent or that was clicked)."""
        summary = self.summary_or_none(table_id)
        key = self._public_key(summary) if summary else (0, 0)
        shown = Shown(channel_id, message_id, key, version)
        if not shown.same_message(self._public.get(table_id)):
            self._public_moved(table_id)
        self._public[table_id] = shown

    def allow_thread(self, table_id: int, permissions: discord.Permissions) -> None:
        """Give the table its own thread once the game starts, if the bot may make one there."""
        if permissions.create_public_threads and permissions.send_messages_in_threads:
            self._may_thread.add(table_id)
            self._room_moved(table_id)

    def room(self, table_id: int) -> int | None:
        """Where the table's messages go: its thread, else the channel it was opened in."""
        if table_id in self._rooms:
            return self._rooms[table_id]
        summary = self.summary_or_none(table_id)
        if summary is not None:
            return summary.channel_id
        shown = self._public.get(table_id)
        return shown.channel_id if shown is not None else None

    async def _open_room(self, table_id: int, lobby: Shown) -> None:
        """Start the table's thread on its gathering message, which then points to it.

        A thread is its own channel for Discord's rate limits and keeps the game's many
        messages out of the main channel.
        """
        self._may_thread.discard(table_id)
        self._room_moved(table_id)
        try:
            thread = await self.bot.http.start_thread_with_message(
                lobby.channel_id, lobby.message_id, name=f"Table {table_id}",
                auto_archive_duration=1440,
            )  # fmt: skip
        except discord.HTTPException:
            log.info("no thread for table %s; it stays in the channel", table_id)
            return
        self._rooms[table_id] = int(thread["id"])
        self._room_moved(table_id)
        text = f"**Table {table_id}**: the game is on in <#{thread['id']}>."
        await self._edit_public(lobby, {"content": text, "view": None, "attachments": []})
        del self._public[table_id]
        self._public_moved(table_id)

    def redraw(self, table_id: int) -> None:
        self.public_updates.request(("table", table_id), lambda: self._redraw(table_id))

    def _public_key(self, summary: TableSummary) -> tuple[int, int]:
        if summary.status is Status.OPEN:
            return (0, 0)
        view = self.service.public_view(summary.id)
        return (summary.game_no, view.board_number if view is not None else 0)

    def players(self, summary: TableSummary) -> dict[Seat, tuple[str, bool]]:
        return {
            s: (name or ROBOT, name is None or name == ROBOT) for s, name in summary.seats.items()
        }

    async def table_message(self, table_id: int) -> tuple[dict[str, Any], int]:
        """The channel message for the table as it stands, and the version it shows."""
        summary = self.service.summary(table_id)
        version = summary.version
        tid = str(table_id)
        if summary.status is Status.OPEN:
            lines = [f"**Table {table_id}** · {describe(summary)}"]
            for seat in SEATS:
                name = summary.seats[seat]
                lines.append(f"{seat.title}: {name or '— empty (a robot will play)'}")
            lines.append("Take a seat with the buttons or `/bridge join`; the host starts.")
            items: list[discord.ui.Item[Any]] = [
                ButtonControl(
                    ControlId(tid, version, Act.SIT, seat.value).encode(),
                    f"Sit {seat.title}",
                    style=discord.ButtonStyle.primary,
                    row=0,
                )
                for seat in SEATS
                if summary.seats[seat] is None
            ]
            items.append(
                ButtonControl(
                    ControlId(tid, version, Act.START, "").encode(),
                    "Start",
                    style=discord.ButtonStyle.success,
                    row=1,
                )
            )
            items.append(
                ButtonControl(
                    ControlId(tid, version, Act.LEAVE, "").encode(),
                    "Leave",
                    style=discord.ButtonStyle.danger,
                    row=1,
                )
            )
            return {"content": "\n".join(lines), "view": controls_view(items)}, version
        view = self.service.public_view(table_id)
        totals = " · ".join(f"{side}: {points}" for side, points in summary.totals.items())
        head = f"**Table {table_id}** · game {summary.game_no} · {totals}"
        message: dict[str, Any] = {"content": head}
        buttons: list[discord.ui.Item[Any]] = []
        if summary.status is Status.LIVE:
            buttons.append(
                ButtonControl(
                    ControlId(tid, version, Act.HAND, "").encode(),
                    "Show my hand",
                    style=discord.ButtonStyle.primary,
                )
            )
        elif summary.status is Status.FINISHED:
            message["content"] = head + "\nThe game is over. Play again with the same seats?"
            buttons.append(
                ButtonControl(
                    ControlId(tid, version, Act.REMATCH, "").encode(),
                    "Rematch",
                    style=discord.ButtonStyle.success,
                )
            )
        message["view"] = controls_view(buttons)
        if view is not None:
            name = f"table-{table_id}-{version}.png"
            message["attachments"] = [await table_picture(view, self.players(summary), name)]
        return message, version

    async def _redraw(self, table_id: int) -> None:
        summary = self.summary_or_none(table_id)
        shown = self._public.get(table_id)
        if summary is None:
            if shown is not None:
                await self._edit_public(shown, {"content": "This table is closed.", "view": None})
                del self._public[table_id]
                self._public_moved(table_id)
            return
        if shown is not None and shown.version >= summary.version:
            return
        key = self._public_key(summary)
        if shown is None and summary.status is Status.OPEN:
            # The gathering message is the answer to /bridge new; after a restart it is
            # adopted again by the first click on it.
            return
        if (
            summary.status is Status.LIVE
            and table_id in self._may_thread
            and shown is not None
            and shown.channel_id == summary.channel_id
        ):
            await self._open_room(table_id, shown)
            shown = self._public.get(table_id)
        message, version = await self.table_message(table_id)
        if shown is not None and shown.key == key:
            if "attachments" not in message:
                message["attachments"] = []
            if await self._edit_public(shown, message):
                shown.version = version
                return
        if "attachments" in message:
            message["files"] = message.pop("attachments")
        room = self.room(table_id) or summary.channel_id
        sent = await self.bot.get_partial_messageable(room).send(**message)
        self._public[table_id] = Shown(room, sent.id, key, version)
        self._public_moved(table_id)
        if shown is None or shown.key != key:
            # A new deal: every player gets their new hand now, not only the one to act.
            for user_id in self.humans(table_id):
                self.refresh_hand(table_id, user_id)

    async def _edit_public(self, shown: Shown, message: dict[str, Any]) -> bool:
        channel = self.bot.get_partial_messageable(shown.channel_id)
        try:
            await channel.get_partial_message(shown.message_id).edit(**message)
        except discord.NotFound:
            return False
        return True

    # -- the private hand ------------------------------------------------------------------

    def own_seat(self, table_id: int, user_id: int) -> Seat | None:
        return self.service.seat_of(table_id, user_id)

    def robot_to_act(self, table_id: int) -> bool:
        """Whether a robot acts next (so the person's next turn may come at once)."""
        return self.service.robot_to_act(table_id)

    def humans(self, table_id: int) -> list[int]:
        return self.service.humans(table_id)

    def hand_message(self, table_id: int, user_id: int, prompt: HandPrompt = PLAIN) -> HandMessage:
        """The user's private hand message now: their hand and the controls for their turn."""
        summary = self.service.summary(table_id)
        views = self.service.seat_views(table_id, user_id)
        own_seat = self.own_seat(table_id, user_id)
        if not views or own_seat is None:
            raise NotSeated() if own_seat is None else NoHand()
        own = next(v for v in views if v.seat is own_seat)
        acting = _acting_view(views, own)
        heading = (
            f"**Table {table_id}** in <#{summary.channel_id}> · board {own.public.board_number}"
            f" of game {summary.game_no} · you sit {own_seat.title}"
        )
        items = hand_controls(
            acting,
            str(table_id),
            summary.version,
            prompt,
            confirm_first=user_id in self.confirm_users,
        )
        content = hand_text(own, heading, acting)
        if prompt.confirm is not None:
            content += "\nConfirm your choice, or go back."
        key = (summary.game_no, own.public.board_number)
        return HandMessage(
            content, controls_view(items), key, summary.version, own, self.players(summary),
            table_id,
        )  # fmt: skip

    def refresh_hand(self, table_id: int, user_id: int) -> None:
        self.hand_updates.request(
            ("hand", table_id, user_id), lambda: self._refresh_hand(table_id, user_id)
        )

    def mark_hand_shown(self, table_id: int, user_id: int, channel_id: int, message_id: int,
                        hand: HandMessage) -> None:  # fmt: skip
        """A click's answer already shows `hand` on that message.

        The table may have moved on while the answer was drawn (another player's answer to a
        claim, say, changes the version but not this hand), so the hand is checked once more:
        the check edits the message only if what it shows has gone stale.
        """
        shown = Shown(channel_id, message_id, hand.key, hand.version)
        if not shown.same_message(self._hands.get((table_id, user_id))):
            self._hand_moved(table_id, user_id)
        self._hands[(table_id, user_id)] = shown
        self.refresh_hand(table_id, user_id)

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
        self._ephemeral[(table_id, user_id)] = interaction

    async def _refresh_hand(self, table_id: int, user_id: int) -> None:
        try:
            hand = self.hand_message(table_id, user_id)
        except (NoSuchTable, NotSeated, NoHand):
            return
        delivery = self.bot.delivery
        if delivery.is_closed(user_id):
            await self._refresh_ephemeral(table_id, user_id, hand)
            return
        shown = self._hands.get((table_id, user_id))
        if shown is not None and shown.key == hand.key:
            if shown.version >= hand.version:
                return
            if await delivery.edit(
                user_id, shown.channel_id, shown.message_id, **await hand.as_edit()
            ):
                shown.version = hand.version
                return
            if delivery.is_closed(user_id):
                await self._dms_closed(table_id, user_id)
                return
        result = await delivery.send(user_id, **await hand.as_new())
        if result.outcome is Outcome.SENT:
            assert result.channel_id is not None and result.message_id is not None
            self._hands[(table_id, user_id)] = Shown(
                result.channel_id, result.message_id, hand.key, hand.version
            )
            self._hand_moved(table_id, user_id)
        elif result.outcome is Outcome.CLOSED_NOW:
            await self._dms_closed(table_id, user_id)

    async def _refresh_ephemeral(self, table_id: int, user_id: int, hand: HandMessage) -> None:
        interaction = self._ephemeral.get((table_id, user_id))
        if interaction is None or interaction.is_expired():
            return
        try:
            await interaction.edit_original_response(**await hand.as_edit())
        except discord.HTTPException:
            self._ephemeral.pop((table_id, user_id), None)

    async def _dms_closed(self, table_id: int, user_id: int) -> None:
        if (table_id, user_id) in self._told_closed:
            return
        self._told_closed.add((table_id, user_id))
        summary = self.summary_or_none(table_id)
        if summary is None:
            return
        text = (
            f"<@{user_id}>, I cannot send you direct messages, so your hand is not in your DMs. "
            "Press **Show my hand** on the table message (only you will see it), or allow DMs "
            "from this server's members."
        )
        room = self.room(table_id) or summary.channel_id
        await self.bot.get_partial_messageable(room).send(text, allowed_mentions=ping(user_id))

    # -- other messages --------------------------------------------------------------------

    def _undo_message(
        self, table_id: int, version: int, user_id: int, asker: Seat
    ) -> dict[str, Any]:
        tid = str(table_id)
        items: Sequence[discord.ui.Item[Any]] = [
            ButtonControl(ControlId(tid, version, Act.UNDO_ACCEPT).encode(), "Allow the undo",
                          style=discord.ButtonStyle.success),
            ButtonControl(ControlId(tid, version, Act.UNDO_REJECT).encode(), "Refuse",
                          style=discord.ButtonStyle.danger),
        ]  # fmt: skip
        text = f"<@{user_id}>: {asker.title} asks to take back their last call or card."
        return {"content": text, "view": controls_view(items), "allowed_mentions": ping(user_id)}

    async def _deal_record(self, notice: DealFinished) -> dict[str, Any]:
        """The finished deal for everyone: all four hands are public once it is over."""
        head = (
            f"**Table {notice.table_id}** · game {notice.game_no}, deal {notice.deal_no} "
            f"finished: {notice.result}."
        )
        stem = f"table-{notice.table_id}-g{notice.game_no}-d{notice.deal_no}"
        record = deal_record(notice.pbn)
        if record is None:
            return {"content": head, "file": text_file(notice.pbn, f"{stem}.pbn")}
        return {
            "content": f"{head} [Replay it]({record.link})",
            "files": await record_files(record, stem),
            "suppress_embeds": True,
        }

    def _game_over(self, notice: GameFinished) -> dict[str, Any]:
        totals = " · ".join(f"{side}: {points}" for side, points in notice.totals.items())
        winner = f"{notice.winner} win" if notice.winner is not None else "A draw"
        lines = [f"**Table {notice.table_id}** · game {notice.game_no} is over. {winner}. {totals}"]
        for user_id, points in sorted(notice.points.items()):
            lines.append(f"<@{user_id}>: {points:+d} point{'s' if abs(points) != 1 else ''}")
        if notice.points:
            lines.append("See `/leaderboard`.")
        return {"content": "\n".join(lines)}


class NoHand(Refusal):
    """The table has no deal in play, so there is no hand to show."""

    def __init__(self) -> None:
        super().__init__("No deal is being played at this table yet.")


def _acting_view(views: Sequence[SeatView], own: SeatView) -> SeatView:
    for view in views:
        if view.is_my_turn:
            return view
    return own
