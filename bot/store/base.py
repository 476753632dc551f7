"""What the table service and the front end need of a store, whichever database holds it.

Two stores provide it: SQLite (`bot.store.sqlite.SqliteStore`, one process, the default) and
PostgreSQL (`bot.store.postgres.PostgresStore`, any number of processes on one database).
`bot.store.opening.open_store` picks one from the `DATABASE_URL` setting.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
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


class Writes(Protocol):
    """The writes of one transaction (see `TableStore.transaction`)."""

    async def hold_openings(self) -> None:
        """Keep every other process from opening a table until this transaction ends."""
        ...

    async def insert_table(
        self, guild_id: int, channel_id: int, status: str, private: bool, at: float, game: str
    ) -> int: ...

    async def append_events(self, table_id: int, events: Iterable[StoredEvent]) -> None: ...

    async def run(self, sql: str, *args: Any) -> None:
        """Run one statement written with `?` placeholders, as SQLite writes them."""
        ...

    async def mark_warned(self, table_id: int, kind: str, seat: str) -> None: ...

    async def insert_deal(self, row: DealRow) -> None: ...

    async def insert_results(self, rows: Sequence[ResultRow]) -> None: ...

    async def ratings(
        self, guild_id: int, game: str, level: str, user_ids: Iterable[int]
    ) -> dict[int, tuple[float, float]]: ...

    async def set_ratings(
        self, guild_id: int, game: str, level: str, ratings: dict[int, tuple[float, float]]
    ) -> None: ...

    async def save_front_end(self, changes: FrontEndChanges) -> None: ...

    async def set_player_names(self, names: dict[int, str]) -> None: ...

    async def set_choices(self, row: ChoiceRow) -> None: ...


#: Told of another process's commit to a table: (table id, its last event's number, the events
#: the commit appended when the notification could carry them, else None).
Heard = Callable[[int, int, tuple[StoredEvent, ...] | None], None]


class Leases(Protocol):
    """A process's part in a cluster of processes on one database (see
    `bot.store.postgres.Cluster`): which tables' timers and robots it runs, and news of the
    other processes' commits."""

    def holds(self, table_id: int) -> bool: ...

    async def take(self, table_id: int) -> bool: ...

    async def release(self, table_id: int) -> None: ...

    async def standing(self) -> tuple[int, int]:
        """How many processes are live, and how many tables are not yet closed."""
        ...

    async def take_unleased(self, most: int | None = None) -> list[int]: ...

    async def listen(self, callback: Heard) -> None: ...


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

    async def deals(self, table_id: int) -> list[DealRow]: ...

    async def results(self, table_id: int | None = None) -> list[ResultRow]: ...

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]: ...

    async def schema_version(self) -> int: ...

    async def close(self) -> None: ...
