"""A process's part in a cluster of bot processes on one PostgreSQL database: its leases on
tables (who runs a table's timers and robots), and the news of the other processes' commits.

A lease is a session-level advisory lock on a connection of the cluster's own, which the
server frees the moment that connection drops: a process that dies gives its tables up at once.
Each commit of events notifies the others on `CHANNEL` (see `news`); a group commit of several
tables' actions notifies them once, with the list of its actions' news. The server hands every
listener the notifications in the order their transactions committed, whatever their channel,
so a notification a process sends itself on `FENCES` comes back after every commit made before
it (see `heard_all`).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from enum import IntEnum
from json.encoder import encode_basestring_ascii as _quoted
from typing import Any

import asyncpg

from bot.store.base import Heard
from bot.store.common import IS_ACTIVE
from bot.store.outage import lost, unreachable_when_lost
from bot.store.rows import StoredEvent

log = logging.getLogger(__name__)

#: The notification channel on which each commit of events announces them (see `news`).
CHANNEL = "cardtable_tables"
#: The channel on which a process tells itself that it has heard every commit before (see
#: `Cluster.heard_all`); apart from `CHANNEL`, so that no process mistakes it for a commit.
FENCES = "cardtable_fences"
#: Where a commit whose news goes out otherwise (a group commit's, announced together) sends
#: each action's own: nobody listens to it.
SILENT = "cardtable_silent"
#: Room for a notification's text, under the server's limit of 8000 bytes.
NEWS_ROOM = 7900
#: How long `heard_all` waits for its own notification to come back before it says it cannot
#: tell (its caller then reads the database instead).
FENCE_WITHIN = 5.0


class Key(IntEnum):
    """The first of the two keys of each advisory lock the bot takes on its database."""

    MIGRATING = 7_310_001
    RATINGS = 7_310_002
    #: A table's lease (the second key is the table).
    LEASE = 7_310_003
    OPENING = 7_310_004
    #: Held by each process's lease connection for its whole life: the live processes are
    #: counted by it (the second key is that connection's server process id, unique among
    #: live sessions).
    PROCESS = 7_310_005


class Cluster:
    """This process's part in a cluster of bot processes on one database: its leases on tables
    (who runs a table's timers and robots) and the notifications of other processes' commits.

    Everything goes through one connection of its own: the server frees its advisory locks when
    it drops, so a process that dies gives its tables up at once.
    """

    def __init__(self, url: str, origin: str) -> None:
        self._url = url
        self.origin = origin
        #: How this process's own notifications begin (see `news`).
        self._own = _origin(origin)
        self._conn: asyncpg.Connection | None = None
        self._use = asyncio.Lock()
        self._held: set[int] = set()
        self._heard: list[Heard] = []
        #: How many connections the cluster has made: notifications sent while none was
        #: listening are lost, so what was heard on one connection says nothing of another.
        self.generation = 0
        self._fences = itertools.count(1)
        #: The fences sent and not yet back: each comes back True, or False with its connection.
        self._waiting: dict[str, asyncio.Future[bool]] = {}

    async def _connection(self) -> asyncpg.Connection:
        """The cluster's connection, made again if it was lost (the leases went with it; the
        timers' next round takes them again). `StoreUnreachable` while the server is down."""
        if self._conn is None or self._conn.is_closed():
            self._held.clear()
            async with unreachable_when_lost():
                conn = await asyncpg.connect(self._url)
                try:
                    conn.add_termination_listener(self._lost)
                    await conn.add_listener(CHANNEL, self._notified)
                    await conn.add_listener(FENCES, self._fenced)
                    # Counted among the live processes for as long as this connection lives.
                    await conn.execute("SELECT pg_advisory_lock($1, pg_backend_pid())", Key.PROCESS)
                except BaseException:
                    conn.terminate()
                    raise
            self._conn = conn
            self.generation += 1
        return self._conn

    @asynccontextmanager
    async def _using(self) -> AsyncIterator[asyncpg.Connection]:
        """The cluster's connection, for one use at a time; `StoreUnreachable` when the server
        does not answer, and the connection is then dropped at once (the server may have
        ended the session without the connection having noticed yet)."""
        async with self._use, unreachable_when_lost():
            conn = await self._connection()
            try:
                yield conn
            except Exception as exc:
                if lost(exc):
                    self._held.clear()
                    self._stop_waiting()
                    conn.terminate()
                raise

    def _lost(self, conn: asyncpg.Connection) -> None:
        # With the connection, every lease went: another process may hold them already.
        if conn is self._conn:
            self._held.clear()
            self._stop_waiting()

    def _stop_waiting(self) -> None:
        """No fence comes back on a lost connection: its waiters learn nothing."""
        for waiter in self._waiting.values():
            if not waiter.done():
                waiter.set_result(False)

    def _notified(self, conn: Any, pid: int, channel: str, payload: str) -> None:
        # A commit's news, or a group commit's list of them (all from one process).
        if payload.startswith(self._own) or payload.startswith(self._own, 1):
            # This process's own commit, which every listener hears: not read any further.
            return
        told = json.loads(payload)
        for news in told if isinstance(told, list) else (told,):
            if news["o"] == self.origin:
                continue
            events = None
            if news["e"] is not None:
                events = tuple(StoredEvent(*e) for e in news["e"])
            for callback in self._heard:
                try:
                    callback(int(news["t"]), int(news["s"]), events)
                except Exception:
                    log.exception("a table notification failed")

    def _fenced(self, conn: Any, pid: int, channel: str, payload: str) -> None:
        waiter = self._waiting.get(payload)
        if waiter is not None and not waiter.done():
            waiter.set_result(True)

    async def listen(self, callback: Heard) -> None:
        """Call `callback` whenever another process commits events to a table."""
        self._heard.append(callback)
        async with self._using():
            pass

    async def listening(self) -> int:
        """The generation of the connection listening from now on (made if there is none)."""
        async with self._using():
            return self.generation

    async def heard_all(self) -> int | None:
        """Wait until every commit made before this call has been heard (its callback
        called): a notification this process sends itself comes back after all of them.
        Returns the generation of the connection that heard them all, or None when that
        cannot be told (the connection was lost, or the notification was slow to come back):
        notifications may have been missed, and the caller should read the database."""
        token = f"{self.origin}:{next(self._fences)}"
        waiter: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._waiting[token] = waiter
        try:
            async with self._using() as conn:
                generation = self.generation
                await conn.execute("SELECT pg_notify($1, $2)", FENCES, token)
            back = await asyncio.wait_for(waiter, FENCE_WITHIN)
        except TimeoutError:
            return None
        finally:
            del self._waiting[token]
        return generation if back and generation == self.generation else None

    def holds(self, table_id: int) -> bool:
        return table_id in self._held

    @property
    def held(self) -> frozenset[int]:
        return frozenset(self._held)

    async def take(self, table_id: int) -> bool:
        """Take the table's lease if nobody holds it; True when this process holds it now."""
        if table_id in self._held:
            return True
        async with self._using() as conn:
            if await conn.fetchval("SELECT pg_try_advisory_lock($1, $2)", Key.LEASE, table_id):
                self._held.add(table_id)
        return table_id in self._held

    async def release(self, table_id: int) -> None:
        """Give the table's lease up. A lost connection took it already: nothing to do then
        (this is called after commits, whose callers must not hear of a failure that is none)."""
        if table_id not in self._held:
            return
        self._held.discard(table_id)
        async with self._use:
            conn = self._conn
            if conn is None or conn.is_closed():
                return
            try:
                await conn.fetchval("SELECT pg_advisory_unlock($1, $2)", Key.LEASE, table_id)
            except Exception as exc:
                if not lost(exc):
                    raise

    async def standing(self) -> tuple[int, int]:
        """How many processes are live (each holds its process lock while its lease connection
        lives), and how many tables are not yet closed."""
        async with self._using() as conn:
            row = await conn.fetchrow(
                f"SELECT (SELECT count(*) FROM {_held(Key.PROCESS)} AND {_OWNED}),"
                f" (SELECT count(*) FROM tables WHERE {IS_ACTIVE})"
            )
        return int(row[0]), int(row[1])

    async def ended(self, within: float) -> bool:
        """Wait until one of the other processes live now ends (the server frees its process
        lock the moment its connection drops), for `within` seconds at most; True if one did.

        Each of them is watched on a connection of its own, waiting for its lock in shared
        mode: the server grants it once the holder is gone. Shared, so that it is never
        counted as a live process (`standing` counts the exclusive ones)."""
        async with self._using() as conn:
            rows = await conn.fetch(
                f"SELECT objid FROM {_held(Key.PROCESS)} AND {_OWNED} AND pid <> pg_backend_pid()"
            )
        if not rows:
            await asyncio.sleep(within)
            return False
        watchers: list[asyncio.Task[bool]] = []
        try:
            for row in rows:
                watchers.append(asyncio.create_task(self._until_gone(int(row[0]))))
            done, _ = await asyncio.wait(
                watchers, timeout=within, return_when=asyncio.FIRST_COMPLETED
            )
            for w in done:
                w.result()  # a watch that failed (the server is not answering) says so
            return bool(done)
        finally:
            for w in watchers:
                w.cancel()
            await asyncio.gather(*watchers, return_exceptions=True)

    async def _until_gone(self, process: int) -> bool:
        """Wait until the process whose lock has `process` as its second key ends."""
        async with unreachable_when_lost():
            conn = await asyncpg.connect(self._url)
        try:
            await conn.execute("SELECT pg_advisory_lock_shared($1, $2)", Key.PROCESS, process)
            return True
        finally:
            # The lock goes with the connection.
            conn.terminate()

    async def take_unleased(self, most: int | None = None) -> list[int]:
        """Take the lease of the tables not yet closed that nobody holds (their holder died,
        gave them up, or none took them), oldest first, `most` of them at most, in one round
        trip; returns the tables taken."""
        if most is not None and most <= 0:
            return []
        async with self._using() as conn:
            # Materialised and ordered first, so that no lock is tried on a table the filter
            # would drop, and none past the limit (the limit stops the scan).
            rows = await conn.fetch(
                "WITH orphans AS MATERIALIZED ("
                f" SELECT id FROM tables WHERE {IS_ACTIVE} AND id NOT IN"
                f"  (SELECT objid::bigint FROM {_held(Key.LEASE)}) ORDER BY id)"
                f" SELECT id FROM orphans WHERE pg_try_advisory_lock({Key.LEASE:d}, id::integer)"
                " LIMIT $1",
                most,
            )
            taken = [int(r[0]) for r in rows]
            self._held.update(taken)
        return taken

    async def close(self) -> None:
        if self._conn is not None and not self._conn.is_closed():
            try:
                await self._conn.close(timeout=5)
            except Exception:
                self._conn.terminate()
        self._held.clear()


#: A lock a process holds as its own (`pg_advisory_lock`), not one it waits on to watch it.
_OWNED = "mode = 'ExclusiveLock'"


def _held(key: int) -> str:
    """The granted advisory locks of this database whose first key is `key`, as a FROM clause
    (each lock's second key is its `objid`)."""
    return (
        "pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 2"
        f" AND classid = {key:d} AND database ="
        " (SELECT oid FROM pg_database WHERE datname = current_database())"
    )


def news(table_id: int, events: Sequence[StoredEvent], origin: str, payloads: Sequence[str]) -> str:
    """The notification of a commit: the committing process first (so that it knows its own
    at a glance, see `Cluster._notified`), the table, its last event's number, and the events
    themselves while they fit (the server allows 8000 bytes), each as a list of
    `StoredEvent`'s fields. `payloads` are the events' payloads as the log keeps them (JSON
    text), put in as they are rather than encoded again; the rest is written out directly, as
    `json.dumps` would, for a fraction of its time (this runs at every commit)."""
    last = events[-1].seq if events else 0
    head = f'{_origin(origin)}"t": {int(table_id)}, "s": {int(last)}'
    carried = ",".join(
        f"[{int(e.seq)}, {_quoted(e.kind)}, {_or_null(e.seat)}, "
        f"{'null' if e.user_id is None else int(e.user_id)}, {float(e.at)!r}, {payload}]"
        for e, payload in zip(events, payloads, strict=True)
    )
    text = f'{head}, "e": [{carried}]}}'
    if len(text) < NEWS_ROOM // 4 or len(text.encode()) < NEWS_ROOM:
        return text
    return head + ', "e": null}'


def _origin(origin: str) -> str:
    """How a notification from `origin` begins."""
    return '{"o": ' + _quoted(origin) + ", "


def _or_null(text: str | None) -> str:
    return "null" if text is None else _quoted(text)
