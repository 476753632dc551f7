"""The SQLite store: a database file in WAL mode, written on the event loop's thread and read on
aiosqlite's, with its migrations.

Every change to a table goes through the store's write lock and `BEGIN IMMEDIATE … COMMIT`, so
the events of an action, its results and its timers land together or not at all. The writes go
through one connection used on the loop's own thread (`bot.store.sqlite_writer` says why); the
reads, the migrations and the checkpoints go through an aiosqlite connection, whose thread keeps
a long read or a wait for the disk off the loop. Reads see the last committed state. The
statements are the ones every store shares (`bot.store.writes`, `bot.store.common`); what is
SQLite's own is here.
"""

from __future__ import annotations

import asyncio
import logging
import tempfile
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.common import CommonStore
from bot.store.migrations import SQLITE
from bot.store.rows import Changes
from bot.store.sqlite_writer import Writer
from bot.store.writes import Writes

log = logging.getLogger(__name__)


class SqliteStore(CommonStore):
    """The database in a SQLite file. Open with `await SqliteStore.open(path)`; close with
    `await store.close()`. ":memory:" gives a database in a temporary file that goes with the
    store: its two connections must reach the same database."""

    #: One process owns a SQLite file: no other writer can move a table's log on.
    shared = False
    cluster = None

    def __init__(
        self,
        db: aiosqlite.Connection,
        writer: Writer,
        scratch: tempfile.TemporaryDirectory[str] | None = None,
    ) -> None:
        self._db = db
        self._writer = writer
        self._scratch = scratch
        #: One `transaction()` at a time; `_free` is set while none is open.
        self._write = asyncio.Lock()
        self._free = asyncio.Event()
        self._free.set()
        self._checkpoint: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, path: str | Path) -> SqliteStore:
        scratch = None
        if str(path) == ":memory:":
            scratch = tempfile.TemporaryDirectory(prefix="cardtable-")
            path = Path(scratch.name) / "store.sqlite3"
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        await db.execute("PRAGMA journal_mode = WAL")
        await db.execute("PRAGMA synchronous = NORMAL")
        await db.execute("PRAGMA foreign_keys = ON")
        await db.execute("PRAGMA busy_timeout = 5000")
        await _migrate(db)
        return cls(db, Writer.open(str(path)), scratch)

    async def close(self) -> None:
        if self._checkpoint is not None:
            await asyncio.gather(self._checkpoint, return_exceptions=True)
        self._writer.close()
        # The reading connection closes last: closing the database's last connection copies
        # the log into the file, and that wait for the disk is then on its thread.
        await self._db.close()
        if self._scratch is not None:
            self._scratch.cleanup()

    async def schema_version(self) -> int:
        return await _schema_version(self._db)

    async def journal_mode(self) -> str:
        rows = await self._db.execute_fetchall("PRAGMA journal_mode")
        return str(next(iter(rows))[0])

    async def trace(self, callback: Callable[[str], object]) -> None:
        """Have `callback` told every statement either connection runs (tests of the queries)."""
        self._writer.trace(callback)
        await self._db.set_trace_callback(callback)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Writes]:
        async with self._write:
            self._free.clear()
            try:
                async with self._writer.transaction() as tx:
                    yield tx
            finally:
                self._free.set()
        self._checkpoint_if_due()

    async def write(self, changes: Changes) -> None:
        """Commit `changes`; returns once they are in the log.

        The commit does not suspend its caller: the change is committed within its caller's
        turn of the loop, and nothing else can reach the connection meanwhile. Only while a
        `transaction()` is open (its body may suspend) does the caller wait, and every change
        waiting goes on together when it ends; a lock would hand itself on at one waiter's turn
        of the loop each, and a few hundred busy tables would queue for seconds.
        """
        while not self._free.is_set():
            await self._free.wait()
        await self._writer.commit(changes)
        self._checkpoint_if_due()

    def _checkpoint_if_due(self) -> None:
        """Start copying the log into the database file, when the writer has committed enough
        since the last copy and none is running."""
        if self._checkpoint is not None and not self._checkpoint.done():
            return
        if self._writer.checkpoint_due():
            self._checkpoint = asyncio.create_task(self._run_checkpoint())

    async def _run_checkpoint(self) -> None:
        """Copy the log into the database file, in two steps.

        The bulk, and the waits for the disk, go on the reading connection's thread while the
        writer goes on. But the log starts again from its beginning only at a commit that finds
        all of it copied, which under a steady stream of changes never happens: some are always
        committed while the copy runs. So the writer copies that tail itself, on the loop's
        thread, where no commit can come between; the next commit then starts the log afresh.
        Without that step the log would grow for as long as the tables stay busy.
        """
        try:
            await self._db.execute_fetchall("PRAGMA wal_checkpoint(PASSIVE)")
            if not self._free.is_set():
                return  # a transaction is open: next time
            # Even when the bulk stopped short (a commit of the writer's was under way as it
            # ran, holding back the frames after its start), what is left is that commit's few
            # frames and the tail.
            self._writer.checkpoint()
        except Exception:
            # The log keeps every change whether or not it was copied; the next one tries again.
            log.exception("a checkpoint of the SQLite log failed")

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A read-only query, for the reads every store shares and for the leaderboard."""
        return [tuple(r) for r in await self._db.execute_fetchall(sql, tuple(args))]


async def _schema_version(db: aiosqlite.Connection) -> int:
    rows = await db.execute_fetchall("PRAGMA user_version")
    return int(next(iter(rows))[0])


async def _migrate(db: aiosqlite.Connection) -> None:
    current = await _schema_version(db)
    for version, script in enumerate(SQLITE[current:], start=current + 1):
        # executescript commits on its own, so the version bump rides inside the script.
        await db.executescript(
            f"BEGIN IMMEDIATE; {script}; PRAGMA user_version = {version}; COMMIT;"
        )
