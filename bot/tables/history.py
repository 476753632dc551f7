"""A table's life read back from its log, open or closed: its finished deals, whether its last
match was played out, and who was still seated at the end.

Events (the daily challenge, tournaments) ask these of tables that may have closed long ago, so
they read the store, never this process's copies.
"""

from __future__ import annotations

from bot.store.base import TableStore
from bot.tables.errors import NoSuchTable
from bot.tables.events import Event, Opened, Sat, read_log
from bot.tables.outbox import DealDone
from bot.tables.table import Table, replay


async def logged(store: TableStore, table_id: int) -> list[tuple[Event, float]]:
    """A table's log as events, read with its game's codec (empty for no such table)."""
    return read_log([(e.kind, e.payload, e.at) for e in await store.events(table_id)])


class History:
    def __init__(self, store: TableStore) -> None:
        self._store = store

    async def _events(self, table_id: int) -> list[tuple[Event, float]]:
        events = await logged(self._store, table_id)
        if not events:
            raise NoSuchTable()
        return events

    async def finished_deals(self, table_id: int) -> list[DealDone]:
        """Every finished deal of a table's life."""
        outputs = replay(table_id, await self._events(table_id), keep_outbox=True).outbox
        return [o for o in outputs if isinstance(o, DealDone)]

    async def deal_played(
        self, table_id: int, match_no: int, deal_no: int
    ) -> tuple[Table, DealDone, frozenset[int]] | None:
        """A finished deal of a table (None if it has no such deal), the table as it ended,
        and everyone who sat there (its host included)."""
        events = await self._events(table_id)
        table = replay(table_id, events, keep_outbox=True)
        done = next(
            (o for o in table.outbox
             if isinstance(o, DealDone) and (o.match_no, o.deal_no) == (match_no, deal_no)),
            None,
        )  # fmt: skip
        if done is None:
            return None
        sat = {e.host for e, _ in events if isinstance(e, Opened)}
        sat |= {e.user_id for e, _ in events if isinstance(e, Sat)}
        return table, done, frozenset(sat)

    async def played_out(self, table_id: int) -> bool:
        """Whether the table's last match was played to its end (not left, nor closed early)."""
        match = replay(table_id, await self._events(table_id)).match
        return match is not None and match.is_over

    async def finishers(self, table_id: int) -> frozenset[int]:
        """The players still seated, and playing, when the table's last match was played to
        its end (none if it was not): one who had timed out as its last deal finished, a
        robot playing for them, did not finish it."""
        table = replay(table_id, await self._events(table_id), keep_outbox=True)
        if table.match is None or not table.match.is_over:
            return frozenset()
        done = [o for o in table.outbox if isinstance(o, DealDone)]
        playing = set(done[-1].players.values()) if done else set()
        return frozenset(table.humans) & playing
