"""The SQLite store's writer: the one connection that writes, used on the event loop's own
thread, so that a change is committed before the coroutine that made it lets the loop go.

In WAL mode with `synchronous = NORMAL` a commit appends a few pages to the log in the operating
system's cache and waits for no disk: tens of microseconds of processor time. Handed to a thread,
the same commit cost its caller a turn of the whole loop, since the coroutine is resumed only
after everything else that was ready: with hundreds of busy tables that turn was a hundred times
the commit. Committed here, an action waits for its own work alone, and it is in the log before
any notice of it is built.

What must never happen here is a wait for the disk. Checkpoints (copying the log into the
database file, with their fsyncs) are therefore turned off on this connection; the store runs
them on its reading connection's thread as the log grows (`checkpoint_due`). A checkpoint copies
only committed pages, and a crash before or during one loses nothing: SQLite replays the log.

The statements run through `InlineLink`, whose coroutines never suspend: awaiting one runs it
to the end at once, so the shared statements (`bot.store.writes`) serve this connection too.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any

from bot.store.link import Guard
from bot.store.rows import Changes
from bot.store.writes import INSERT_EVENT, Writes, event_values

#: Commits between two checkpoints: a change writes three to five pages of the log, so the log is
#: copied into the database file at a few thousand pages (ten to twenty megabytes). Each copy ends
#: with a short wait for the disk on the loop (`SqliteStore._run_checkpoint`): not too often.
CHECKPOINT_EVERY = 1000


_UPSERT_TIMER = (
    "INSERT INTO timers (table_id, kind, seat, user_id, deadline, warn_at, warned)"
    " VALUES (?, ?, ?, ?, ?, ?, 0) ON CONFLICT (table_id, kind, seat) DO UPDATE SET"
    " user_id = excluded.user_id, deadline = excluded.deadline, warn_at = excluded.warn_at,"
    " warned = CASE WHEN timers.deadline = excluded.deadline THEN timers.warned ELSE 0 END"
)


class InlineLink:
    """The store's statements on a connection of this thread: each coroutine runs its statement
    and returns without suspending."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    async def execute(self, sql: str, args: Sequence[Any] = ()) -> None:
        self._db.execute(sql, tuple(args))

    async def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        self._db.executemany(sql, rows)

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in self._db.execute(sql, tuple(args)).fetchall()]

    async def hold(self, guard: Guard, key: str = "") -> None:
        """Nothing to hold: the database has only this process, and `BEGIN IMMEDIATE` lets
        one transaction write at a time."""


class Writer:
    """The store's writing connection. Only the thread that opened it may use it; the store
    keeps one transaction at a time on it (its write lock)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db
        self._link = InlineLink(db)
        self._since_checkpoint = 0

    @classmethod
    def open(cls, path: str) -> Writer:
        """Connect to the database at `path`, already in WAL mode and migrated."""
        db = sqlite3.connect(path, isolation_level=None)
        # These settings belong to the connection, not to the file: the writer's are the ones
        # that decide how a commit reaches the disk. NORMAL keeps every committed transaction
        # across a crash of the process; only a power cut can lose the last few.
        db.execute("PRAGMA synchronous = NORMAL")
        db.execute("PRAGMA foreign_keys = ON")
        db.execute("PRAGMA busy_timeout = 5000")
        db.execute("PRAGMA wal_autocheckpoint = 0")
        return cls(db)

    def close(self) -> None:
        self._db.close()

    def trace(self, callback: Callable[[str], object]) -> None:
        """Have `callback` told every statement this connection runs (tests of the queries)."""
        self._db.set_trace_callback(callback)

    def checkpoint_due(self) -> bool:
        """True once enough has been committed since the last time this said so."""
        if self._since_checkpoint < CHECKPOINT_EVERY:
            return False
        self._since_checkpoint = 0
        return True

    def checkpoint(self) -> None:
        """Copy into the database file what is left of the log (PASSIVE: waiting for no
        reader); with no transaction open, the next commit starts the log afresh."""
        self._db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Writes]:
        """One write transaction; the caller holds the store's write lock."""
        self._begin()
        try:
            yield Writes(self._link)
        except BaseException:
            self._rollback()
            raise
        self._commit()

    def _begin(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def _rollback(self) -> None:
        self._db.execute("ROLLBACK")

    def _commit(self) -> None:
        self._db.execute("COMMIT")
        self._since_checkpoint += 1

    async def commit(self, changes: Changes) -> None:
        """Write one accepted action's changes in one transaction; returns once committed.

        As few statements as the change needs: each one hands the interpreter's lock to the
        robots' threads and waits to take it back. (Most changes are a call or a card: their
        events and timers are written here, without the generic transaction's machinery.)"""
        db = self._db
        self._begin()
        try:
            values = event_values(changes.table_id, changes.events)
            if len(values) == 1:
                db.execute(INSERT_EVENT, values[0])
            else:
                db.executemany(INSERT_EVENT, values)
            if changes.status is not None:
                db.execute(
                    "UPDATE tables SET status = ?, updated_at = ? WHERE id = ?",
                    (changes.status, changes.at, changes.table_id),
                )
            if changes.timers is not None:
                self._write_timers(changes)
            if changes.deals or changes.results or changes.names or changes.ratings is not None:
                await Writes(self._link).record([changes])
        except BaseException:
            self._rollback()
            raise
        self._commit()

    def _write_timers(self, changes: Changes) -> None:
        """Make the table's timers exactly the given set; a warning already sent for a deadline
        that has not moved stays sent. (PostgreSQL does the same in its `append_action`, in the
        same round trip as the events.)"""
        timers = changes.timers or ()
        if not timers:
            self._db.execute("DELETE FROM timers WHERE table_id = ?", (changes.table_id,))
            return
        if not changes.timers_moved:
            self._db.execute(
                "DELETE FROM timers WHERE table_id = ?"
                " AND kind || ':' || seat NOT IN (SELECT value FROM json_each(?))",
                (changes.table_id, json.dumps([f"{t.kind}:{t.seat}" for t in timers])),
            )
        for t in timers:
            self._db.execute(
                _UPSERT_TIMER, (t.table_id, t.kind, t.seat, t.user_id, t.deadline, t.warn_at)
            )
