"""Where the front end's messages are, remembered across restarts.

Each table's thread, its table message, each player's hand message and each player's choice to
confirm moves are kept here and written through to the store in the background, then loaded at
start, so that after a restart the bot edits the same messages in the same places. A click is
never kept waiting for the disk. Each player's settings (`/settings`: their pictures' look and
the timer warning) are loaded with them and written when the player changes them.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

import discord

from bot.games.seats import Seat
from bot.language import Language, Words, choose
from bot.store import rows
from bot.store.base import TableStore
from bot.store.common import front_end_of
from bot.store.errors import StoreInDoubt, StoreUnreachable
from bot.store.rows import ChoiceRow, FrontEndChanges, MessageRow, RoomRow
from bot.ui.frontend import FrontEnd
from renderers.common.look import DEFAULT_LOOK, Look

log = logging.getLogger(__name__)

#: How long a save of the table messages that failed waits before it is tried again.
SAVE_AGAIN = 1.0


@dataclass
class Shown:
    """A message the bot keeps current, and what it shows."""

    channel_id: int
    message_id: int
    #: (match, deal number): a new deal gets a new message.
    key: tuple[int, int]
    #: The table version it shows; -1 when not known (a message remembered across a restart),
    #: so that the next update redraws it.
    version: int
    #: A hand message whose deal is over, shown as such: it holds no controls any more.
    closed: bool = False
    #: A table message that became its deal's record: it is not edited or deleted any more.
    retired: bool = False
    #: The version the message's picture was drawn at (a change that would draw the same
    #: picture redraws the words and controls alone), and, for a hand message, what it asks
    #: beyond the plain hand (see `HandPrompt`).
    pictured: int = -1
    asks: object = None
    #: What its picture was drawn from (`HandMessage.drawn_from`, `TableMessages.drawn_from`),
    #: so that a change that leaves it as it was redraws the words and controls alone.
    drawn: object = None

    def same_message(self, other: Shown | None) -> bool:
        """Whether `other` is this message showing the same deal (versions aside)."""
        return other is not None and (self.channel_id, self.message_id, self.key) == (
            other.channel_id, other.message_id, other.key,
        )  # fmt: skip

    def row(self, table_id: int, user_id: int | None) -> MessageRow:
        return MessageRow(table_id, user_id, self.channel_id, self.message_id, *self.key)


@dataclass
class DealEnd:
    """A deal just over: what its hand messages say now, and the record to show beside it."""

    #: The table version at which it ended: a hand message drawn before shows this deal.
    version: int
    #: What the hand messages say, in each reader's language.
    text: Callable[[Words], str]
    record: Any
    #: The game it was a deal of (its registry name).
    game: str
    #: Which deal it was: (match, deal number), as its hand messages were keyed.
    key: tuple[int, int]
    #: The record's picture, drawn once for every player's message in each look they use,
    #: as played and once judged.
    pictures: dict[tuple[Look, bool], bytes] = field(default_factory=dict)
    #: The match's end, when this was its last deal, and each player's points for it.
    match_over: Callable[[Words], str] | None = None
    points: dict[int, int] = field(default_factory=dict)
    #: Each player's seat at the deal's end: their review names their own side's cards.
    seats: dict[int, Seat] = field(default_factory=dict)
    #: The record with what the solver found (the cards that cost their side, and for bridge
    #: the double-dummy table), once found.
    judged: Any = None
    #: The messages that showed the deal's end before it was judged, each by how to edit it:
    #: they are redrawn once it is.
    waiting: dict[int, Callable[[dict[str, Any]], Awaitable[bool]]] = field(default_factory=dict)


class MessageMemory:
    def __init__(self, bot: FrontEnd, store: TableStore) -> None:
        self.bot = bot
        self.store = store
        #: Each table's message in its channel or thread, and each (table, user)'s hand.
        self.public: dict[int, Shown] = {}
        self.hands: dict[tuple[int, int], Shown] = {}
        #: The private "Show my hand" answers, kept current while their tokens live.
        self.ephemeral: dict[tuple[int, int], discord.Interaction] = {}
        #: (table, user) whose DMs were found closed, with the deal they were found closed in:
        #: they are told so once in the channel, and tried by DM again at the next deal.
        self.dms_closed_in: dict[tuple[int, int], tuple[int, int]] = {}
        #: Each table's thread, and the tables that may get one when their game starts.
        self.rooms: dict[int, int] = {}
        self.may_thread: set[int] = set()
        #: Players who asked to confirm each move before it counts.
        self.confirm_users: set[int] = set()
        #: Players' settings, where they differ from the defaults (`/settings`).
        self.choices: dict[int, ChoiceRow] = {}
        #: Each player's Discord client locale, as their last interaction said it: their
        #: language until they choose one (it is not stored; the next interaction says it again).
        self.locales: dict[int, str] = {}
        #: Each table's last finished deal, as its players' hand messages then say.
        self.deal_ends: dict[int, DealEnd] = {}
        self._unsaved_rooms: set[int] = set()
        self._unsaved_public: set[int] = set()
        self._unsaved_hands: set[tuple[int, int]] = set()
        self._unsaved_confirm: set[int] = set()
        self._unsaved_closed: set[int] = set()
        self._saving: asyncio.Task[None] | None = None

    async def load(self) -> None:
        """Take back what the store remembers; called at start, before tables are recovered."""
        self._take_in(await self.store.front_end())

    async def reload(self, table_id: int, users: Iterable[int]) -> None:
        """Read again where the table's messages are, and its players' choices: another process
        may have moved them since this one read them (a shared store). What this process has
        changed is written first; then the store's rows replace what is kept of the table."""
        await self.saved()
        players = set(users)
        state = await front_end_of(self.store, table_id, players)
        self.rooms.pop(table_id, None)
        self.may_thread.discard(table_id)
        kept: dict[int | None, Shown | None] = {None: self.public.pop(table_id, None)}
        for key in [k for k in self.hands if k[0] == table_id]:
            kept[key[1]] = self.hands.pop(key)
        self.confirm_users -= players
        for user_id in players:
            self.choices.pop(user_id, None)
        self._take_in(state)
        now: list[tuple[int | None, Shown | None]] = [(None, self.public.get(table_id))]
        now += [(k[1], shown) for k, shown in self.hands.items() if k[0] == table_id]
        for owner, shown in now:
            before = kept.get(owner)
            if shown is not None and before is not None and shown.same_message(before):
                # What the store does not keep: whether the message still has its controls.
                shown.closed, shown.retired = before.closed, before.retired

    def _take_in(self, state: rows.FrontEnd) -> None:
        for room in state.rooms:
            if room.thread_id is not None:
                self.rooms[room.table_id] = room.thread_id
            if room.may_thread:
                self.may_thread.add(room.table_id)
        for m in state.messages:
            shown = Shown(m.channel_id, m.message_id, (m.match_no, m.board_no), -1)
            if m.user_id is None:
                self.public[m.table_id] = shown
            else:
                self.hands[(m.table_id, m.user_id)] = shown
        self.confirm_users |= state.confirm
        self.choices.update((row.user_id, row) for row in state.choices)

    def settings_of(self, user_id: int) -> ChoiceRow:
        return self.choices.get(user_id) or ChoiceRow(user_id)

    def look_of(self, user_id: int | None) -> Look:
        """How `user_id`'s pictures look, in their language (the defaults for nobody, or for a
        stored look that is no longer valid)."""
        row = None if user_id is None else self.choices.get(user_id)
        language = self.language_of(user_id)
        if row is None:
            return replace(DEFAULT_LOOK, language=language)
        try:
            return Look(row.theme, row.contrast, row.grain, row.warmth, language)
        except ValueError:
            return replace(DEFAULT_LOOK, language=language)

    def heard(self, interaction: discord.Interaction) -> None:
        """Remember the locale of the client an interaction came from."""
        locale = getattr(interaction, "locale", None)
        if locale is not None:
            self.locales[interaction.user.id] = str(getattr(locale, "value", locale))

    def language_of(self, user_id: int | None) -> Language:
        """The language `user_id` reads: their choice, else their client's, else English."""
        if user_id is None:
            return choose(None)
        row = self.choices.get(user_id)
        return choose(row.language if row else None, self.locales.get(user_id))

    def words_for(self, user_id: int | None) -> Words:
        return Words(self.language_of(user_id))

    async def choose(self, row: ChoiceRow) -> None:
        """Remember a player's new settings; they hold once this returns."""
        await self.store.set_choices(row)
        self.choices[row.user_id] = row

    def table_of_room(self, thread_id: int) -> int | None:
        """The table whose thread this is, if it is one."""
        return next((t for t, room in self.rooms.items() if room == thread_id), None)

    def ask_to_confirm(self, user_id: int, on: bool = True) -> None:
        """From now on, the user's moves ask for confirmation before they count (or, with `on`
        false, no longer do). The choice is remembered across tables and restarts."""
        if (user_id in self.confirm_users) != on:
            if on:
                self.confirm_users.add(user_id)
            else:
                self.confirm_users.discard(user_id)
            self._unsaved_confirm.add(user_id)
            self._save_soon()

    def room_moved(self, table_id: int) -> None:
        self._unsaved_rooms.add(table_id)
        self._save_soon()

    def public_moved(self, table_id: int) -> None:
        self._unsaved_public.add(table_id)
        self._save_soon()

    def hand_moved(self, table_id: int, user_id: int) -> None:
        self._unsaved_hands.add((table_id, user_id))
        self._save_soon()

    def forget(self, table_id: int) -> None:
        """A closed table: drop what is kept about it (its table message is left to the last
        redraw, which marks it closed) and have the store forget its rows."""
        self.rooms.pop(table_id, None)
        self.may_thread.discard(table_id)
        for mine in (self.hands, self.ephemeral, self.dms_closed_in):
            for key in [k for k in mine if k[0] == table_id]:
                del mine[key]
        self.deal_ends.pop(table_id, None)
        self._unsaved_rooms.discard(table_id)
        self._unsaved_public.discard(table_id)
        self._unsaved_hands = {k for k in self._unsaved_hands if k[0] != table_id}
        self._unsaved_closed.add(table_id)
        self._save_soon()

    def _save_soon(self) -> None:
        """One writer at a time, so the store sees changes in the order they were made; changes
        made while it writes go together into its next write."""
        if self._saving is None or self._saving.done():
            self._saving = self.bot.spawn(self._save(), "remember the table messages")

    async def _save(self) -> None:
        while changes := self._take_unsaved():
            try:
                await self.store.save_front_end(changes)
            except (StoreUnreachable, StoreInDoubt):
                # What was not written is written with the next changes, or by itself a
                # moment later (the rows are written whole, so writing them again is no harm,
                # even when the failed write went through).
                self._put_back(changes)
                log.warning("the database did not answer; the table messages wait")
                await asyncio.sleep(SAVE_AGAIN)
            except Exception:
                # The messages are still kept current; only after a restart would they be
                # posted anew.
                log.exception("could not remember the table messages")

    def _put_back(self, changes: FrontEndChanges) -> None:
        """What a failed save held, to be saved again (as it stands by then)."""
        self._unsaved_rooms |= {r.table_id for r in changes.rooms}
        self._unsaved_public |= {m.table_id for m in changes.messages if m.user_id is None}
        self._unsaved_public |= set(changes.dropped)
        self._unsaved_hands |= {
            (m.table_id, m.user_id) for m in changes.messages if m.user_id is not None
        }
        self._unsaved_confirm |= {user_id for user_id, _ in changes.confirm}
        self._unsaved_closed |= set(changes.closed)

    def _take_unsaved(self) -> FrontEndChanges | None:
        rooms, self._unsaved_rooms = self._unsaved_rooms, set()
        public, self._unsaved_public = self._unsaved_public, set()
        hands, self._unsaved_hands = self._unsaved_hands, set()
        confirm, self._unsaved_confirm = self._unsaved_confirm, set()
        closed, self._unsaved_closed = self._unsaved_closed, set()
        if not (rooms or public or hands or confirm or closed):
            return None
        messages = [self.public[t].row(t, None) for t in sorted(public) if t in self.public]
        messages += [self.hands[k].row(*k) for k in sorted(hands) if k in self.hands]
        return FrontEndChanges(
            rooms=tuple(RoomRow(t, self.rooms.get(t), t in self.may_thread) for t in sorted(rooms)),
            messages=tuple(messages),
            dropped=tuple(t for t in sorted(public) if t not in self.public),
            confirm=tuple((u, u in self.confirm_users) for u in sorted(confirm)),
            closed=tuple(sorted(closed)),
        )

    async def saved(self, within: float | None = None) -> None:
        """Wait until everything changed so far is in the store (or, with `within`, at most
        that many seconds: a bot that stops while its database is away does not wait for it)."""
        while self._saving is not None and not self._saving.done():
            done, _ = await asyncio.wait([self._saving], timeout=within)
            if not done:
                return
