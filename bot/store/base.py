"""What the table service and the front end need of a store, whichever database holds it.

Two stores provide it: SQLite (`bot.store.sqlite.SqliteStore`, one process, the default) and
PostgreSQL (`bot.store.postgres.PostgresStore`, any number of processes on one database).
`bot.store.opening.open_store` picks one from the `DATABASE_URL` setting.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from bot.store.rows import (
    Changes,
    ChoiceRow,
    DealRow,
    FrontEnd,
    FrontEndChanges,
    ResultRow,
    StoredEvent,
    StoredTimer,
)
from bot.store.writes import Writes

#: Told of another process's commit to a table: (table id, its last event's number, the events
#: the commit appended when the notification could carry them, else None).
Heard = Callable[[int, int, tuple[StoredEvent, ...] | None], None]


class Leases(Protocol):
    """A process's part in a cluster of processes on one database (see
    `bot.store.cluster.Cluster`): which tables' timers and robots it runs, and news of the
    other processes' commits."""

    def holds(self, table_id: int) -> bool: ...

    async def take(self, table_id: int) -> bool: ...

    async def release(self, table_id: int) -> None: ...

    async def standing(self) -> tuple[int, int]:
        """How many processes are live, and how many tables are not yet closed."""
        ...

    async def take_unleased(self, most: int | None = None) -> list[int]: ...

    async def ended(self, within: float) -> bool:
        """Wait up to `within` seconds for another live process to end; True if one did."""
        ...

    async def listen(self, callback: Heard) -> None: ...

    @property
    def generation(self) -> int:
        """How many connections have listened: what one heard says nothing of another."""
        ...

    async def listening(self) -> int:
        """The generation of the connection listening from now on."""
        ...

    async def heard_all(self) -> int | None:
        """Wait until every commit made so far has been heard; the generation of the connection
        that heard them, or None when that cannot be told."""
        ...


class TableStore(Protocol):
    """A database of tables: their logs, timers, records, results and the front end's rows."""

    @property
    def shared(self) -> bool:
        """True when other processes may change the same tables: then a write whose table
        moved on meanwhile is refused with `StaleLog`, and the table is read again."""
        ...

    @property
    def cluster(self) -> Leases | None:
        """The leases and notifications of a shared store; None for a store of one process."""
        ...

    def transaction(self) -> AbstractAsyncContextManager[Writes]: ...

    async def write(self, changes: Changes) -> None: ...

    async def save_front_end(self, changes: FrontEndChanges) -> None: ...

    async def front_end(self) -> FrontEnd: ...

    async def set_choices(self, row: ChoiceRow) -> None: ...

    async def active_tables(self) -> list[int]: ...

    async def table_status(self, table_id: int) -> str | None: ...

    async def events(self, table_id: int, after: int = 0) -> list[StoredEvent]: ...

    async def timers(self, table_id: int | None = None) -> list[StoredTimer]: ...

    async def due_timers(self, now: float) -> list[StoredTimer]: ...

    async def deals(self, table_id: int) -> list[DealRow]: ...

    async def results(self, table_id: int | None = None) -> list[ResultRow]: ...

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]: ...

    async def schema_version(self) -> int: ...

    async def close(self) -> None: ...
