"""This process's copy of each table not yet closed, and the lock each copy is changed under.

The copies are what the service answers from and changes; the log is what they are rebuilt
from. A copy is replaced whole when a change commits (`put`), never edited in place, so a
reader holding the old one sees a table that was once true. Forgetting a table (it closed, or
another process closed it) drops everything any part of the service keeps for it: the parts
register what to drop with `on_forget`, so a closed table leaves nothing behind in memory.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator

from bot.tables.errors import NoSuchTable
from bot.tables.status import Status
from bot.tables.table import Table

#: Told that a table's copy changed (it was put), or that a table was forgotten (its id).
Changed = Callable[[Table], None]
Forgotten = Callable[[int], None]


class Copies:
    def __init__(self) -> None:
        self._tables: dict[int, Table] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._on_put: list[Changed] = []
        self._on_forget: list[Forgotten] = []

    def on_put(self, hook: Changed) -> None:
        self._on_put.append(hook)

    def on_forget(self, hook: Forgotten) -> None:
        self._on_forget.append(hook)

    def __contains__(self, table_id: int) -> bool:
        return table_id in self._tables

    def __iter__(self) -> Iterator[Table]:
        return iter(list(self._tables.values()))

    def __len__(self) -> int:
        return len(self._tables)

    @property
    def ids(self) -> frozenset[int]:
        return frozenset(self._tables)

    @property
    def lock_count(self) -> int:
        return len(self._locks)

    def find(self, table_id: int) -> Table | None:
        """The copy, closed or not, if this process keeps one."""
        return self._tables.get(table_id)

    def get(self, table_id: int) -> Table:
        """The copy of a table that is not closed; `NoSuchTable` otherwise."""
        table = self._tables.get(table_id)
        if table is None or table.status is Status.CLOSED:
            raise NoSuchTable()
        return table

    def lock(self, table_id: int) -> asyncio.Lock:
        """The table's lock. Only a table in memory has one, so a closed table leaves none."""
        if table_id not in self._tables:
            raise NoSuchTable()
        return self._locks.setdefault(table_id, asyncio.Lock())

    def put(self, table: Table) -> None:
        """Keep `table` as the table's copy from now on."""
        self._tables[table.id] = table
        for hook in self._on_put:
            hook(table)

    def forget(self, table_id: int) -> None:
        """Drop a closed table from memory; its log, results and records stay in the store.
        Requests already waiting on its lock find it gone."""
        self._tables.pop(table_id, None)
        self._locks.pop(table_id, None)
        for hook in self._on_forget:
            hook(table_id)

    def in_channel(self, channel_id: int) -> int | None:
        """The table gathering players or playing in `channel_id`, if any."""
        for t in self._tables.values():
            if t.channel_id == channel_id and t.status in (Status.OPEN, Status.LIVE):
                return t.id
        return None
