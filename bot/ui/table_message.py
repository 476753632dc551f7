"""The table's message in its channel: who sits where while players gather, then the picture of
the table, edited as play goes on, and the rematch button when the match is over.

The table has one live message, edited at most about once a second (see `MessageUpdater`)
while a deal is played. Once the deal is over, that message becomes the deal's record (its
picture, score sheet and files, no controls) and the next deal's message is posted below it, so
the channel reads as the deals' records in order with the live table last. When the old message
cannot become the record, the record is posted and the old one is deleted (or, if it cannot be,
loses its buttons and points below). A message
Discord will no longer let the bot edit (too old to edit so often, deleted, out of reach) is
replaced the same way. When the game starts the table may move into a thread of its own,
started on its gathering message, which then points there.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.games.seats import Seat, Side
from bot.language import Words
from bot.tables.errors import NoSuchTable
from bot.tables.notices import TableChanged
from bot.tables.service import TableService
from bot.tables.shown import TableShown, TableSummary
from bot.tables.status import Status
from bot.ui import access
from bot.ui.components import ButtonControl
from bot.ui.custom_ids import Act, ControlId
from bot.ui.frontend import FrontEnd
from bot.ui.games import adapter_for
from bot.ui.kinds import kind_of
from bot.ui.layout import as_layout, as_new, in_rows, laid_out, layout
from bot.ui.memory import MessageMemory, Shown
from bot.ui.pictures import table_picture
from bot.ui.updater import MessageUpdater
from bot.ui.words import countdown, table_words, totals_text
from renderers.common.look import Look
from renderers.common.vocabulary import seat_name

log = logging.getLogger(__name__)

ROBOT = "Robot"

#: Discord's refusals to edit a message that a fresh message answers: unknown message (it was
#: deleted), missing access (the bot lost the channel's history), and too many edits of a
#: message older than an hour.
REPLACE_ON = frozenset({10008, 50001, 30046})


def describe(summary: TableSummary, words: Words | None = None) -> str:
    """The table's options in a line: the game's own, then the mode, robots and timer."""
    words = words or table_words(summary)
    o = summary.options
    privacy = f" · {words('channel-private')}" if o.private else ""
    return (
        words(
            # A casual game has no move timer (only a long idle limit): it names no seconds.
            "channel-options" if o.ranked else "channel-options-untimed",
            mark=kind_of(o).mark,
            game=adapter_for(o.game).describe(o.rules, words),
            mode=words(f"mode-{o.mode.value}"),
            level=words(f"level-{o.level.value}"),
            seconds=o.move_time,
        )
        + privacy
    )


def players(summary: TableSummary) -> dict[Seat, tuple[str, bool]]:
    """Each seat's name and whether a robot plays it, for the pictures: by the seat's kind,
    never by the name (a player may call themselves anything)."""
    return {s: (summary.seats[s] or ROBOT, summary.robot(s)) for s in summary.seats}


def _own_channel(summary: TableSummary) -> bool:
    """Whether the channel the table was opened in shows it: always for a table everyone may
    see; for a private one only when it was opened in a private thread of its own (an event's
    table), not when its thread was made for it in a channel everyone sees."""
    return not summary.options.private or summary.parent_id is not None


def picture_name(table_id: int, version: int) -> str:
    """The file name of the table's picture drawn at `version`."""
    return f"table-{table_id}-{version}.png"


def deal_key(summary: TableSummary) -> tuple[int, int]:
    """Which deal a message shows: a new deal, and the end of the match, get a new message
    below the records."""
    if summary.status is Status.OPEN:
        return (0, 0)
    if summary.status is Status.FINISHED:
        return (summary.match_no, 0)
    return (summary.match_no, summary.board_no)


class TableMessages:
    def __init__(
        self,
        bot: FrontEnd,
        service: TableService,
        memory: MessageMemory,
        updates: MessageUpdater,
        posted: Callable[[int], Awaitable[None]],
    ) -> None:
        self.bot = bot
        self.service = service
        self.memory = memory
        self.updates = updates
        #: Waits until the table's announcements so far are in its channel.
        self._posted = posted
        self._locks: dict[int, asyncio.Lock] = {}
        #: Each table as its last notice showed it.
        self._told: dict[int, TableShown] = {}
        #: Each table's language, kept to say "closed" once the table itself is gone.
        self._speaks: dict[int, Words] = {}
        #: Tables whose room Discord refused, with the deal they were at: they write there
        #: again from their next deal.
        self._out_of_reach: dict[int, tuple[int, int]] = {}
        #: Tables whose host has been told that the room refused them.
        self._host_told: set[int] = set()

    def forget(self, table_id: int) -> None:
        # The edit lock stays for the closing redraw, which drops it.
        self._out_of_reach.pop(table_id, None)
        self._host_told.discard(table_id)
        self._told.pop(table_id, None)

    def changed(self, notice: TableChanged) -> None:
        """The table told how it now stands: keep that, and redraw its message."""
        before = self._told.get(notice.table_id)
        if before is None or before.version <= notice.version:
            self._told[notice.table_id] = notice.shown
        self.redraw(notice.table_id)

    def shown_or_none(self, table_id: int) -> TableShown | None:
        """The table as its last notice showed it; read from the table when nothing has been
        told here yet (after a restart, or for a table another process runs). None once it
        is closed."""
        shown = self._told.get(table_id)
        if shown is None:
            try:
                shown = self.service.reader.shown(table_id)
            except NoSuchTable:
                return None
        if shown.summary.status is Status.CLOSED:
            return None
        self._speaks[table_id] = table_words(shown.summary)
        return shown

    def summary_or_none(self, table_id: int) -> TableSummary | None:
        shown = self.shown_or_none(table_id)
        return shown.summary if shown is not None else None

    def words(self, table_id: int) -> Words:
        """The table's language (English for a table never seen)."""
        summary = self.summary_or_none(table_id)
        return table_words(summary) if summary is not None else self._speaks.get(table_id, Words())

    def _closed_text(self, table_id: int) -> str:
        return self._speaks.pop(table_id, Words())("channel-closed")

    def adopt(self, table_id: int, channel_id: int, message_id: int, version: int) -> None:
        """Remember a message that shows the table (one the bot just sent, or the table's own
        message clicked); never one outside the table's place."""
        if channel_id not in self.places(table_id):
            return
        summary = self.summary_or_none(table_id)
        key = deal_key(summary) if summary else (0, 0)
        shown = Shown(channel_id, message_id, key, version)
        if not shown.same_message(self.memory.public.get(table_id)):
            self.memory.public_moved(table_id)
        self.memory.public[table_id] = shown

    def look(self, table_id: int) -> Look:
        """How the table's pictures in its channel look: as its host likes them."""
        summary = self.summary_or_none(table_id)
        return self.memory.look_of(None if summary is None else summary.host)

    def side_names(self, table_id: int) -> dict[Side, str] | None:
        """Who sits on each side, for score sheets: "Ann & Robot"."""
        summary = self.summary_or_none(table_id)
        if summary is None:
            return None
        names: dict[Side, list[str]] = {}
        for seat, (name, _) in players(summary).items():
            names.setdefault(seat.side, []).append(name)
        return {side: " & ".join(n) for side, n in names.items()}

    def allow_thread(self, table_id: int, permissions: discord.Permissions) -> None:
        """Give the table its own thread once the game starts, if the bot may make one there."""
        if not access.missing(permissions, access.FOR_A_THREAD):
            self.memory.may_thread.add(table_id)
            self.memory.room_moved(table_id)

    def room(self, table_id: int) -> int | None:
        """Where the table's messages go: its thread, else the channel it was opened in; None
        for a private table whose thread is not known (it is shown nowhere rather than in the
        channel everyone sees)."""
        summary = self.summary_or_none(table_id)
        if summary is not None and self._out_of_reach.get(table_id) == deal_key(summary):
            return None
        if table_id in self.memory.rooms:
            return self.memory.rooms[table_id]
        if summary is not None:
            return summary.channel_id if _own_channel(summary) else None
        shown = self.memory.public.get(table_id)
        return shown.channel_id if shown is not None else None

    def places(self, table_id: int) -> frozenset[int]:
        """Where the table's messages are, so where its controls count: its thread, and the
        channel it was opened in unless that is a private table's parent channel (rule 1.10:
        nothing of a private table is there)."""
        summary = self.summary_or_none(table_id)
        if summary is None:
            return frozenset()
        here = {summary.channel_id} if _own_channel(summary) else set()
        if table_id in self.memory.rooms:
            here.add(self.memory.rooms[table_id])
        return frozenset(here)

    async def _open_room(self, table_id: int, lobby: Shown) -> None:
        """Start the table's thread on its gathering message, which then points to it.

        A thread is its own channel for Discord's rate limits and keeps the game's many
        messages out of the main channel.
        """
        memory = self.memory
        memory.may_thread.discard(table_id)
        memory.room_moved(table_id)
        try:
            thread = await self.bot.http.start_thread_with_message(
                lobby.channel_id, lobby.message_id,
                name=self.words(table_id)("channel-thread-name", table=table_id),
                auto_archive_duration=1440,
            )  # fmt: skip
        except discord.HTTPException:
            log.info("no thread for table %s; it stays in the channel", table_id)
            return
        memory.rooms[table_id] = int(thread["id"])
        memory.room_moved(table_id)
        text = self.words(table_id)("channel-moved", table=table_id, thread=f"<#{thread['id']}>")
        await self._edit(lobby, laid_out(text))
        del memory.public[table_id]
        memory.public_moved(table_id)

    def redraw(self, table_id: int) -> None:
        self.updates.request(("table", table_id), lambda: self.reaching(table_id, self._redraw))

    async def reaching(self, table_id: int, write: Callable[[int], Awaitable[None]]) -> None:
        """Write to the table's room; when Discord refuses for what the bot may do there, the
        table stops writing there for this deal and its host is told, once."""
        try:
            await write(table_id)
        except discord.Forbidden as refused:
            if not access.out_of_reach(refused):
                raise
            await self._lost(table_id, refused.code)

    async def _lost(self, table_id: int, code: int) -> None:
        summary = self.summary_or_none(table_id)
        if summary is None:
            return
        room = self.memory.rooms.get(table_id, summary.channel_id)
        self._out_of_reach[table_id] = deal_key(summary)
        log.info("table %s: Discord refused its room %s (%s)", table_id, room, code)
        if summary.host is None or table_id in self._host_told:
            return
        self._host_told.add(table_id)
        words = self.memory.words_for(summary.host)
        in_thread = room != summary.channel_id or summary.parent_id is not None
        text = words(
            "table-room-unseen" if code == access.MISSING_ACCESS else "table-room-refused",
            table=table_id,
            room=f"<#{room}>",
            needs=access.listed(words, access.to_play(in_thread=in_thread)),
            game=summary.options.game,
        )
        await self.bot.delivery.send(summary.host, content=text)

    async def message(self, table_id: int) -> tuple[dict[str, Any], int]:
        """The channel message for the table as it stands, and the version it shows."""
        shown = self.shown_or_none(table_id)
        if shown is None:
            raise NoSuchTable()
        return await self.message_of(shown)

    def drawn_from(self, shown: TableShown) -> tuple[Any, ...]:
        """What the table's picture is drawn from: the same again draws the same picture."""
        summary = shown.summary
        return (
            summary.options.game, shown.public, players(summary),
            self.memory.look_of(summary.host), kind_of(summary.options).colour,
            summary.options.speaks,
        )  # fmt: skip

    async def message_of(
        self, shown: TableShown, keep: int | None = None
    ) -> tuple[dict[str, Any], int]:
        """The channel message for the table as `shown`, and the version it shows; with
        `keep`, an edit that keeps the picture the message has (drawn at that version) rather
        than drawing it again."""
        summary = shown.summary
        table_id = summary.id
        words = table_words(summary)
        version = summary.version
        tid = str(table_id)
        colour = kind_of(summary.options).colour
        if summary.status is Status.OPEN:
            lines = [words("channel-gathering", table=table_id, options=describe(summary, words))]
            for seat in summary.seats:
                name = summary.seats[seat] or words("channel-seat-empty")
                lines.append(words("channel-seat", seat=seat_name(words, seat), name=name))
            lines.append(words("channel-take-a-seat", game=summary.options.game))
            items: list[discord.ui.Item[Any]] = [
                ButtonControl(
                    ControlId(tid, version, Act.SIT, seat.value).encode(),
                    words("button-sit", seat=seat_name(words, seat)),
                    style=discord.ButtonStyle.primary,
                    row=0,
                )
                for seat in summary.seats
                if summary.seats[seat] is None
            ]
            items.append(
                ButtonControl(
                    ControlId(tid, version, Act.START).encode(),
                    words("button-start"),
                    style=discord.ButtonStyle.success,
                    row=1,
                )
            )
            items.append(
                ButtonControl(
                    ControlId(tid, version, Act.LEAVE).encode(),
                    words("button-leave"),
                    style=discord.ButtonStyle.danger,
                    row=1,
                )
            )
            return laid_out("\n".join(lines), (), items, colour), version
        view = shown.public
        totals = totals_text(summary.totals)
        mark = kind_of(summary.options).mark
        head = words(
            "channel-heading", mark=mark, table=table_id, game=summary.match_no, totals=totals
        )
        message: dict[str, Any] = {"content": head}
        buttons: list[discord.ui.Item[Any]] = []
        if summary.status is Status.LIVE:
            for user_id, at in shown.deadlines.items():
                owes = shown.seat_of(user_id)
                if owes is not None:
                    message["content"] += "\n" + words(
                        "channel-time-runs-out", seat=seat_name(words, owes), when=countdown(at)
                    )
            buttons.append(
                ButtonControl(
                    ControlId(tid, 0, Act.HAND).encode(),
                    words("button-show-my-hand"),
                    style=discord.ButtonStyle.primary,
                )
            )
            if view is not None and adapter_for(summary.options.game).calls_explained(view):
                buttons.append(
                    ButtonControl(
                        ControlId(tid, 0, Act.EXPLAIN).encode(),
                        words("button-what-calls-mean"),
                        style=discord.ButtonStyle.secondary,
                    )
                )
        elif summary.status is Status.FINISHED and summary.options.event is not None:
            # Rule 10.7: an event's boards are played once; its table offers no rematch.
            message["content"] = head + "\n" + words("channel-event-game-over")
        elif summary.status is Status.FINISHED:
            message["content"] = head + "\n" + words("channel-game-over")
            buttons.append(
                ButtonControl(
                    ControlId(tid, version, Act.REMATCH).encode(),
                    words("button-rematch"),
                    style=discord.ButtonStyle.success,
                )
            )
        files: list[discord.File] = []
        if view is not None and keep is not None:
            # No attachments named: Discord keeps the message's own, which the layout shows.
            kept = layout(message["content"], [picture_name(table_id, keep)], in_rows(buttons),
                          colour)  # fmt: skip
            return {"content": None, "view": kept}, version
        if view is not None:
            name = picture_name(table_id, version)
            files.append(
                await table_picture(
                    summary.options.game,
                    view,
                    players(summary),
                    name,
                    self.memory.look_of(summary.host),
                    colour,
                    words,
                )
            )
        return laid_out(message["content"], files, buttons, colour), version

    async def _redraw(self, table_id: int) -> None:
        memory = self.memory
        summary = self.summary_or_none(table_id)
        shown = memory.public.get(table_id)
        if summary is None:
            closed = self._closed_text(table_id)
            # The last redraw of a closed table: its edit lock goes with it (a record's edit
            # on its way holds it till then).
            lock = self._locks.pop(table_id, None) or asyncio.Lock()
            if shown is not None:
                async with lock:
                    # A message that became its deal's record stays the record (the table
                    # closed before its next message was drawn). Any other keeps the table as
                    # it stood in the picture under the words; no attachment is named, so
                    # Discord keeps the one the message has.
                    if not shown.retired:
                        pictured = shown.pictured
                        kept = [picture_name(table_id, pictured)] if pictured >= 0 else []
                        await self._edit(shown, {"content": None, "view": layout(closed, kept)})
                memory.public.pop(table_id, None)
                memory.public_moved(table_id)
            return
        if self._out_of_reach.get(table_id) == deal_key(summary):
            return
        if shown is not None and shown.channel_id not in self.places(table_id):
            # A message outside the table's place (one remembered by a version that let a
            # click move the table) is never drawn on again: it goes, and the table gets a
            # message where it belongs.
            del memory.public[table_id]
            memory.public_moved(table_id)
            await self._retire(table_id, shown)
            shown = None
        if shown is not None and shown.version >= summary.version:
            return
        key = deal_key(summary)
        if shown is None and summary.status is Status.OPEN:
            # The gathering message is the answer to `/<game> new`; after a restart it is
            # adopted again by the first click on it.
            return
        if (
            summary.status is Status.LIVE
            and table_id in memory.may_thread
            and shown is not None
            and shown.channel_id == summary.channel_id
        ):
            await self._open_room(table_id, shown)
            shown = memory.public.get(table_id)
        if shown is not None and shown.key == key and not shown.retired:
            told = self.shown_or_none(table_id)
            if told is None:
                return
            drawn = self.drawn_from(told)
            # A change that leaves the picture as it was (a hint taken, a timer's words) edits
            # the words and controls alone.
            same = shown.drawn is not None and shown.drawn == drawn and shown.pictured >= 0
            message, version = await self.message_of(told, shown.pictured if same else None)
            async with self._editing(table_id):
                if shown.retired:
                    return
                if await self._edit(shown, message):
                    shown.version = version
                    if not same:
                        shown.pictured, shown.drawn = version, drawn
                    return
        elif shown is not None:
            # The deal's record (and the match's end) go above the next table message.
            await self._posted(table_id)
        told = self.shown_or_none(table_id)
        if told is None:
            return
        message, version = await self.message_of(told)
        room = self.room(table_id)
        if room is None:
            return
        sent = await self.bot.get_partial_messageable(room).send(**as_new(message))
        memory.public[table_id] = Shown(
            room, sent.id, key, version, pictured=version, drawn=self.drawn_from(told)
        )
        memory.public_moved(table_id)
        if shown is not None and not shown.retired:
            await self._retire(table_id, shown)

    def _editing(self, table_id: int) -> asyncio.Lock:
        # One edit of a table's live message at a time, so a redraw that was already on its
        # way cannot land on top of the record the message has just become.
        return self._locks.setdefault(table_id, asyncio.Lock())

    async def become_record(
        self, table_id: int, key: tuple[int, int], record: dict[str, Any]
    ) -> tuple[int, int] | None:
        """Turn the message of the deal `key` into that deal's record, in place: the channel
        keeps one message per deal. Where the record now is (its channel and message), or None
        when there is no such message or Discord refuses the edit; the record is then posted
        instead."""
        shown = self.memory.public.get(table_id)
        if shown is None or shown.key != key or shown.retired:
            return None
        body = as_layout(record, new=False)
        async with self._editing(table_id):
            try:
                done = await self._edit(shown, body)
            except discord.HTTPException:
                done = False
            if not done:
                # The refused edit read the files; the post that takes its place reads them again.
                for file in body["attachments"]:
                    file.reset()
                return None
            shown.retired = True
        return shown.channel_id, shown.message_id

    async def _retire(self, table_id: int, old: Shown) -> None:
        """An old table message goes: deleted, or else stripped of its controls and pointing to
        the new one. Either may fail (the message is gone already); the new one stands."""
        message = self.bot.get_partial_messageable(old.channel_id).get_partial_message(
            old.message_id
        )
        try:
            await message.delete()
            return
        except discord.HTTPException:
            pass
        try:
            text = self.words(table_id)("channel-retired", table=table_id)
            await message.edit(**laid_out(text))
        except discord.HTTPException:
            log.info("table %s: old message %s left as it was", table_id, old.message_id)

    async def _edit(self, shown: Shown, message: dict[str, Any]) -> bool:
        """Edit a message; False when Discord refuses it for good and a fresh one must do.
        Passing failures (rate limits, server errors) are raised for the updater to retry."""
        channel = self.bot.get_partial_messageable(shown.channel_id)
        try:
            await channel.get_partial_message(shown.message_id).edit(**message)
        except discord.HTTPException as refused:
            if isinstance(refused, discord.NotFound) or refused.code in REPLACE_ON:
                return False
            raise
        return True
