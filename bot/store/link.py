"""What the store's statements need of a database connection: the little that differs between
SQLite and PostgreSQL.

Every statement is written once, in SQLite's dialect with `?` placeholders; a backend's link
runs it as its database reads it, and says what a lock is there.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Any, Protocol


class Guard(Enum):
    """What a transaction may hold against every other process until it ends."""

    #: No other process opens a table: a table's limits are checked against every table.
    OPENINGS = "openings"
    #: The ratings of one server, game and level change one transaction at a time, so that two
    #: tables finishing at once do not both rate from the same old values.
    RATINGS = "ratings"


class Link(Protocol):
    """A backend's connection (or pool of them), running statements written as for SQLite."""

    async def execute(self, sql: str, args: Sequence[Any] = ()) -> None: ...

    async def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]: ...

    async def hold(self, guard: Guard, key: str = "") -> None:
        """Hold `guard` (for `key`) until the transaction ends."""
        ...
