"""The SQLite store: one aiosqlite connection in WAL mode, migrations, and write transactions.

Every change to a table goes through the store's write lock and `BEGIN IMMEDIATE … COMMIT`, so
the events of an action, its results and its timers land together or not at all. Reads outside
a transaction see the last committed state. The statements are the ones every store shares
(`bot.store.writes`, `bot.store.common`); what is SQLite's own is here.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.common import CommonStore
from bot.store.link import Guard
from bot.store.migrations import SQLITE
from bot.store.rows import Changes
from bot.store.writes import INSERT_EVENT, Writes, event_values


class SqliteLink:
    """The store's statements on the SQLite connection, as they are written."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def execute(self, sql: str, args: Sequence[Any] = ()) -> None:
        await self._db.execute(sql, tuple(args))

    async def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await self._db.executemany(sql, rows)

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in await self._db.execute_fetchall(sql, tuple(args))]

    async def insert(self, sql: str, args: Sequence[Any]) -> int | None:
        try:
            rows = list(await self._db.execute_fetchall(sql, tuple(args)))
        except aiosqlite.IntegrityError as exc:
            if exc.sqlite_errorcode != sqlite3.SQLITE_CONSTRAINT_UNIQUE:
                raise
            return None
        return int(rows[0][0])

    async def hold(self, guard: Guard, key: str = "") -> None:
        """Nothing to hold: the database has only this process, and `BEGIN IMMEDIATE` lets
        one transaction write at a time."""


class SqliteStore(CommonStore):
    """The database in a SQLite file. Open with `await SqliteStore.open(path)`; close with
    `await store.close()`."""

    #: One process owns a SQLite file: no other writer can move a table's log on.
    shared = False
    cluster = None

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        self._link = SqliteLink(db)
        self._write = asyncio.Lock()
        self._pending: list[tuple[Changes, asyncio.Future[None]]] = []
        self._writer: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, path: str | Path) -> SqliteStore:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        await db.execute("PRAGMA journal_mode = WAL")
        # NORMAL keeps every committed transaction across a crash of the process; only a
        # power cut can lose the last few, which is the usual trade in WAL mode.
        await db.execute("PRAGMA synchronous = NORMAL")
        await db.execute("PRAGMA foreign_keys = ON")
        await db.execute("PRAGMA busy_timeout = 5000")
        store = cls(db)
        await store._migrate()
        return store

    async def close(self) -> None:
        if self._writer is not None:
            await asyncio.gather(self._writer, return_exceptions=True)
        await self._db.close()

    async def _migrate(self) -> None:
        current = await self.schema_version()
        for version, script in enumerate(SQLITE[current:], start=current + 1):
            # executescript commits on its own, so the version bump rides inside the script.
            await self._db.executescript(
                f"BEGIN IMMEDIATE; {script}; PRAGMA user_version = {version}; COMMIT;"
            )

    async def schema_version(self) -> int:
        rows = await self._db.execute_fetchall("PRAGMA user_version")
        return int(next(iter(rows))[0])

    async def journal_mode(self) -> str:
        rows = await self._db.execute_fetchall("PRAGMA journal_mode")
        return str(next(iter(rows))[0])

    @asynccontextmanager
    async def _immediate(self) -> AsyncIterator[Writes]:
        """One write transaction; the caller holds the write lock."""
        await self._db.execute("BEGIN IMMEDIATE")
        try:
            yield Writes(self._link)
        except BaseException:
            await self._db.execute("ROLLBACK")
            raise
        await self._db.execute("COMMIT")

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Writes]:
        # The write lock keeps it out of a group commit in progress on the connection.
        async with self._write, self._immediate() as tx:
            yield tx

    async def write(self, changes: Changes) -> None:
        """Commit `changes`; returns once they are durable.

        Changes that arrive while a commit is running are written together in the next one
        (group commit): many busy tables then cost one transaction, not one each. If a group
        fails, each member is retried alone so that one bad change fails only its own caller.
        """
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._pending.append((changes, future))
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._drain())
        await future

    async def _drain(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            async with self._write:
                try:
                    await self._commit([c for c, _ in batch])
                except Exception:
                    for changes, future in batch:
                        try:
                            await self._commit([changes])
                        except Exception as exc:
                            future.set_exception(exc)
                        else:
                            future.set_result(None)
                    continue
            for _, future in batch:
                future.set_result(None)

    async def _commit(self, group: list[Changes]) -> None:
        async with self._immediate() as tx:
            await self._db.executemany(
                INSERT_EVENT, [v for c in group for v in event_values(c.table_id, c.events)]
            )
            statuses = [(c.status, c.at, c.table_id) for c in group if c.status is not None]
            if statuses:
                await self._db.executemany(
                    "UPDATE tables SET status = ?, updated_at = ? WHERE id = ?", statuses
                )
            timed = [c for c in group if c.timers is not None]
            if timed:
                await self._write_timers(timed)
            await tx.record(group)

    async def _write_timers(self, group: list[Changes]) -> None:
        """Make each table's timers exactly the given set; a warning already sent for a
        deadline that has not moved stays sent. (PostgreSQL does the same in its
        `append_action`, in the same round trip as the events.)"""
        await self._db.executemany(
            "DELETE FROM timers WHERE table_id = ?"
            " AND kind || ':' || seat NOT IN (SELECT value FROM json_each(?))",
            [
                (c.table_id, json.dumps([f"{t.kind}:{t.seat}" for t in c.timers or ()]))
                for c in group
            ],
        )
        await self._db.executemany(
            "INSERT INTO timers (table_id, kind, seat, user_id, deadline, warn_at, warned)"
            " VALUES (?, ?, ?, ?, ?, ?, 0) ON CONFLICT (table_id, kind, seat) DO UPDATE SET"
            " user_id = excluded.user_id, deadline = excluded.deadline, warn_at = excluded.warn_at,"
            " warned = CASE WHEN timers.deadline = excluded.deadline THEN timers.warned ELSE 0 END",
            [
                (t.table_id, t.kind, t.seat, t.user_id, t.deadline, t.warn_at)
                for c in group
                for t in c.timers or ()
            ],
        )

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A read-only query, for the reads every store shares and for the leaderboard."""
        return await self._link.fetch(sql, args)
