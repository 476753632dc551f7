"""Shows tables on Discord: routes what the table service says to the parts that show it.

The table service tells the presenter what changed (after committing it), with what the front
end needs to show it; the presenter never asks the service again, and never does Discord I/O
inside that call but schedules it, so a click's answer or a robot's next move never waits for
Discord. The one wait is for a table this process hands to another (several processes on one
database): its messages are finished first, so the next process edits them. Its parts each do
one job: `memory` remembers where the messages are, `tables` owns each table's message in its
channel, `hands` each player's private hand message (a click on either goes through its owner
too), and `announcements` posts records, results and notices in order.
"""

from __future__ import annotations

import asyncio
from functools import partial
from typing import Any

import discord

from bot.games.seats import SEATS
from bot.language import Words
from bot.store.base import TableStore
from bot.tables.notices import (
    DealFinished,
    GameFinished,
    HandChanged,
    Notice,
    PlayerLeft,
    SeatTimedOut,
    TableArrived,
    TableChanged,
    TableClosed,
    TableLetGo,
    TableTalk,
    TimerWarning,
    UndoToAnswer,
)
from bot.tables.service import TableService
from bot.ui.announcements import Announcements
from bot.ui.components import ButtonControl, controls_view
from bot.ui.custom_ids import Act, ControlId
from bot.ui.frontend import FrontEnd
from bot.ui.games import adapter_for
from bot.ui.hands import Hands, ping
from bot.ui.memory import MessageMemory
from bot.ui.table_message import TableMessages
from bot.ui.words import left_text
from renderers.common.vocabulary import remark_text, robot_name, seat_name

#: How long closing waits for the table messages to be written (the database may be away).
CLOSING_SAVE = 5.0


class Presenter:
    def __init__(self, bot: FrontEnd, service: TableService, store: TableStore) -> None:
        self.bot = bot
        self.service = service
        self.memory = MessageMemory(bot, store)
        self.tables = TableMessages(bot, service, self.memory, bot.updater, self._posted)
        self.hands = Hands(bot, service, self.memory, self.tables, bot.turn_wait)
        self.announcements = Announcements(bot, service, self.tables)

    async def load(self) -> None:
        await self.memory.load()

    async def close(self) -> None:
        await self.hands.updates.close()
        await self.memory.saved(within=CLOSING_SAVE)

    async def flush(self) -> None:
        await self.hands.updates.flush()
        await self.memory.saved()

    def in_memory(self) -> dict[str, int]:
        """How much each of the front end's maps holds (for tests, benchmarks and operators):
        those kept per table, and per table and player, empty out as tables close."""
        m = self.memory
        sizes = {
            "table messages": len(m.public), "hand messages": len(m.hands),
            "private hands": len(m.ephemeral), "closed DMs told": len(m.dms_closed_in),
            "threads": len(m.rooms), "may thread": len(m.may_thread),
            "posting": len(self.announcements._posting),
            "table edit locks": len(self.tables._locks),
            "table languages": len(self.tables._speaks), "deal ends": len(m.deal_ends),
            "rooms out of reach": len(self.tables._out_of_reach),
            "hosts told": len(self.tables._host_told),
            "tables told": len(self.tables._told), **self.hands.in_memory(),
        }  # fmt: skip
        for name, updater in (("table", self.bot.updater), ("hand", self.hands.updates)):
            for part, size in updater.in_memory().items():
                sizes[f"{name} updates {part}"] = size
        return sizes

    async def arrived(self, table_id: int) -> None:
        """The table came to this process: read where its messages are now, before showing it."""
        shown = self.tables.shown_or_none(table_id)
        await self.memory.reload(table_id, shown.humans if shown is not None else ())

    async def let_go(self, table_id: int) -> None:
        """The table goes to another process: finish showing it, and write down where, so that
        the process that takes it edits the same messages."""
        await self.announcements.posted(table_id)
        await self.bot.updater.settled(lambda key: key == ("table", table_id))
        await self.hands.updates.settled(
            lambda key: isinstance(key, tuple) and key[:2] == ("hand", table_id)
        )
        await self.memory.saved()

    async def _posted(self, table_id: int) -> None:
        await self.announcements.posted(table_id)

    async def on_notice(self, notice: Notice) -> None:
        post = self.announcements.post
        match notice:
            case TableChanged():
                self.tables.changed(notice)
            case HandChanged():
                self.hands.changed(notice)
            case UndoToAnswer(table_id, version, user_id, asker):
                post(table_id, self.announcements.undo_question(table_id, version, user_id, asker))
            case TableTalk(table_id):
                post(table_id, {"content": talk_text(notice, self.tables.words(table_id))})
            case DealFinished(table_id):
                key = (notice.match_no, notice.board_no)
                # The solver judges the deal once, off the loop, for the channel's record and
                # every player's hand message alike.
                analysing = asyncio.to_thread(adapter_for(notice.game).analysed, notice.record)
                judging = asyncio.ensure_future(analysing)
                judging.add_done_callback(_seen)
                judged = partial(self.announcements.deal_record, notice, judging)
                post(table_id, self.announcements.deal_record(notice), into=key, then=judged)
                if (shown := self.tables.shown_or_none(table_id)) is not None:
                    self.hands.ended(notice, shown, judging)
            case GameFinished(table_id):
                post(table_id, self.announcements.match_over(notice))
                if (shown := self.tables.shown_or_none(table_id)) is not None:
                    self.hands.match_ended(notice, shown)
            case TimerWarning(table_id, user_id, seat, left):
                words = self.tables.words(table_id)
                text = words(
                    "channel-timer-warning",
                    player=f"<@{user_id}>",
                    seat=seat_name(words, seat),
                    seconds=int(left),
                )
                warning: dict[str, Any] = {"content": text}
                # A player who muted the warning still reads it; it does not ping them (the
                # client's default mentions no one).
                if self.memory.settings_of(user_id).warnings:
                    warning["allowed_mentions"] = ping(user_id)
                    mute = ControlId(str(table_id), 0, Act.MUTE).encode()
                    quiet = discord.ButtonStyle.secondary
                    warning["view"] = controls_view(
                        [ButtonControl(mute, words("button-mute-warnings"), style=quiet)]
                    )
                post(table_id, warning)
            case SeatTimedOut(table_id, user_id, seat):
                summary = self.tables.summary_or_none(table_id)
                if summary is None:
                    return
                game = summary.options.game
                words = self.tables.words(table_id)
                text = words(
                    "channel-timed-out",
                    player=f"<@{user_id}>",
                    seat=seat_name(words, seat),
                    game=game,
                )
                post(table_id, {"content": text})
            case PlayerLeft(table_id, user_id):
                post(table_id, {"content": left_text(notice, self.tables.words(table_id))})
                self.hands.left(table_id, user_id)
            case TableArrived(table_id):
                await self.arrived(table_id)
            case TableLetGo(table_id):
                await self.let_go(table_id)
            case TableClosed(table_id, moderator):
                if moderator is not None:
                    text = self.tables.words(table_id)(
                        "channel-closed-by-moderator", table=table_id, moderator=f"<@{moderator}>"
                    )
                    post(table_id, {"content": text})
                self.memory.forget(table_id)
                self.announcements.forget(table_id)
                self.tables.forget(table_id)
                self.hands.forget(table_id)
                self.tables.redraw(table_id)


def _seen(judging: asyncio.Future[Any]) -> None:
    """A deal's analysis that failed is reported by the channel's post that waits for it;
    when no post waits (the table's room is gone), it is dropped here without a warning."""
    if not judging.cancelled():
        judging.exception()


def talk_text(notice: TableTalk, words: Words | None = None) -> str:
    """The table talk as the channel reads it, in the table's language: each remark quoted, as
    something said aloud. Names are players' own, so nothing in them is read as formatting; a
    robot is named by its seat, as the pictures name it."""
    words = words or Words()
    names = {
        seat: discord.utils.escape_markdown(notice.names[seat]) if seat in notice.names
        else robot_name(words, seat)
        for seat in SEATS
    }  # fmt: skip
    return "\n".join(f"> {remark_text(r, names, words)}" for r in notice.remarks)
