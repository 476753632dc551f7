"""Opening tables: every limit checked (rule 1.8 of seeds/tables.md), then the tables written
in one transaction with whatever their opener keeps beside them (an event's entries), so that
either every table asked for exists, its creator seated South as its host, or none does and
nothing of it is left.

An event opens a round's tables at once; everyone else one table (`TableService.open_table`).
Before an event makes the threads its tables will live in, it asks `check` the same questions,
so that a refusal comes before anything was made.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence

from bot.store.base import TableStore
from bot.store.errors import ChannelBusy
from bot.store.rows import StoredEvent
from bot.store.writes import Writes
from bot.tables.checks import check_limits, check_one_ranked
from bot.tables.clock import Clock
from bot.tables.copies import Copies
from bot.tables.errors import ChannelHasTable
from bot.tables.events import Event, Opened, kind_of, to_json
from bot.tables.following import Following
from bot.tables.notices import Notice
from bot.tables.options import Opening
from bot.tables.status import Status
from bot.tables.table import Table

#: What an opener keeps with its tables, in the same transaction, given their ids in the
#: order of the openings: raising refuses the opening, and nothing is kept.
Keeping = Callable[[Writes, Sequence[int]], Awaitable[None]]


class Openings:
    def __init__(
        self,
        store: TableStore,
        clock: Clock,
        copies: Copies,
        following: Following,
        tell: Callable[[Sequence[Notice]], Awaitable[None]],
        notices: Callable[[Table, Table, Sequence[Event]], list[Notice]],
    ) -> None:
        self._store = store
        #: What a committed change is told as (see `bot.tables.announce`).
        self._notices = notices
        self._clock = clock
        self._copies = copies
        self._following = following
        self._tell = tell
        self._lock = asyncio.Lock()

    def check(self, openings: Sequence[Opening]) -> None:
        """Refuse, as opening them now would, tables past a limit or a second ranked game; their
        channels are the caller's to make, so they are not asked about."""
        check_limits(self._copies, openings)
        for o in openings:
            if o.options.ranked:
                check_one_ranked(self._copies, o.options.game, o.user_id, None)

    async def open(self, openings: Sequence[Opening], keep: Keeping | None = None) -> list[int]:
        """Open every table of `openings`, or none; returns their ids in order."""
        async with self._lock:
            at = self._clock.now()
            opened = [Opened(o.guild_id, o.channel_id, o.user_id, o.name, o.options, o.parent_id)
                      for o in openings]  # fmt: skip
            try:
                async with self._store.transaction() as tx:
                    # The limits count every process's tables: none opens one meanwhile.
                    await tx.hold_openings()
                    if self._store.shared:
                        await self._following.catch_up_all()
                    channels = [o.channel_id for o in openings]
                    if len(set(channels)) < len(channels) or any(
                        self._copies.in_channel(c) is not None for c in channels
                    ):
                        raise ChannelHasTable()
                    self.check(openings)
                    ids = []
                    for o, event in zip(openings, opened, strict=True):
                        table_id = await tx.insert_table(
                            o.guild_id, o.channel_id, Status.OPEN.value, o.options.private, at,
                            o.options.game,
                        )  # fmt: skip
                        payload = to_json(event, o.options.of_game)
                        await tx.append_events(
                            table_id, [StoredEvent(1, kind_of(event), "S", o.user_id, at, payload)]
                        )
                        ids.append(table_id)
                    await tx.set_player_names({o.user_id: o.name for o in openings})
                    if keep is not None:
                        await keep(tx, ids)
            except ChannelBusy as exc:
                raise ChannelHasTable() from exc
            tables = [Table.opened(table_id, event, at)
                      for table_id, event in zip(ids, opened, strict=True)]  # fmt: skip
            for table in tables:
                self._copies.put(table)
        if self._store.cluster is not None:
            for table_id in ids:
                await self._store.cluster.take(table_id)
        await self._tell([n for t in tables for n in self._notices(t, t, [])])
        return ids
