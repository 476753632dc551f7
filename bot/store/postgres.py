"""The PostgreSQL store: the same tables as SQLite's, shared by any number of bot processes.

Every write of a table's events runs in one transaction that first locks the table's row, then
checks that the log ends where the writer's copy of the table ends; a writer whose copy is
behind (another process changed the table) gets `StaleLog` and writes nothing. The commit
notifies the other processes (`bot.store.cluster`), and is done before the caller tells anyone.
The statements are the ones every store shares (`bot.store.writes`, `bot.store.common`), their
placeholders translated; what is PostgreSQL's own is here.

The store reaches the server through two kinds of connection: its pool (`PostgresStore.open`),
for every statement, and the cluster's own connection (`Cluster._connection`), for leases and
notifications.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
from collections.abc import AsyncIterator, Awaitable, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg

from bot.store.cluster import CHANNEL, NEWS_ROOM, SILENT, Cluster, Key, news
from bot.store.common import CommonStore
from bot.store.dialect import placeholders
from bot.store.errors import StaleLog, StoreInDoubt, StoreUnreachable
from bot.store.link import Guard
from bot.store.migrations import POSTGRES
from bot.store.outage import lost, unreachable_when_lost
from bot.store.rows import Changes
from bot.store.writes import Writes

#: How long a write whose connection was lost as it was committed waits for the server to
#: answer again, to learn whether it was committed: a click is answered within three seconds.
VERIFY_WITHIN = 2.0
#: How long it waits between two tries meanwhile.
_RETRY = 0.2
#: An action's events, status and timers, written and announced by one call (migration 8).
_APPEND = "SELECT append_action(" + ", ".join(f"${n}" for n in range(1, 18)) + ")"
#: The actions of several tables in one statement, so one transaction: each is written or
#: refused as `_APPEND` would, in the order given (see `PostgresStore._append_group`). Those
#: written are announced together, a notification for each batch `c` of them (`batches`),
#: rather than one each: every listener hears every commit, its own too, and each
#: notification costs each of them a message to read. The actions' own notifications go to
#: `SILENT`, where nobody listens and the server keeps one of a transaction's identical ones.
#: The rows: each action's place in the list and whether it was written, then a row of
#: place -1 for each notification sent.
_APPEND_GROUP = (
    "WITH done AS MATERIALIZED (SELECT a.i, a.c, a.news, cardinality(a.seq) > 0 AS said,"
    " append_action(a.t, a.seq, a.kind,"
    " a.seat, a.usr, a.at, a.payload, a.status, a.now, a.timed, a.tkind, a.tseat, a.tuser,"
    " a.tdeadline, a.twarn, $3, '') AS ok"
    " FROM jsonb_to_recordset($1::jsonb) AS a (i INTEGER, c INTEGER, t BIGINT, seq BIGINT[],"
    " kind TEXT[], seat TEXT[], usr BIGINT[], at DOUBLE PRECISION[], payload TEXT[],"
    " status TEXT, now DOUBLE PRECISION, timed BOOLEAN, tkind TEXT[], tseat TEXT[],"
    " tuser BIGINT[], tdeadline DOUBLE PRECISION[], twarn DOUBLE PRECISION[], news TEXT))"
    " SELECT i, ok FROM done UNION ALL SELECT -1, NULL FROM (SELECT pg_notify($2,"
    " '[' || string_agg(news, ', ') || ']') FROM done WHERE ok AND said"
    " GROUP BY c) AS told"
)
#: A group commit sent within this long of the one before waits `GATHER_FOR` first, for the
#: actions that arrive meanwhile: on a busy process, groups of several actions, whose
#: commit costs it and the server a fraction of one commit each; on a quiet one, no wait.
#: The wait is short beside a click's answer (three seconds), and a busy process not yet at
#: its limit (a few hundred actions a second) needs it long enough to gather more than one
#: or two.
GATHER_WHEN_WITHIN = 0.02
GATHER_FOR = 0.01
#: An action as one element of `_APPEND_GROUP`'s list.
Action = dict[str, Any]


class PgLink:
    """The store's statements on a connection of the pool (or on the pool itself, for a read
    outside a transaction), their placeholders as PostgreSQL writes them."""

    def __init__(self, conn: asyncpg.Connection | asyncpg.Pool) -> None:
        self._conn = conn

    async def execute(self, sql: str, args: Sequence[Any] = ()) -> None:
        await self._conn.execute(placeholders(sql), *args)

    async def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await self._conn.executemany(placeholders(sql), rows)

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in await self._conn.fetch(placeholders(sql), *args)]

    async def hold(self, guard: Guard, key: str = "") -> None:
        if guard is Guard.OPENINGS:
            await self._conn.execute("SELECT pg_advisory_xact_lock($1)", Key.OPENING)
        else:
            await self._conn.execute(
                "SELECT pg_advisory_xact_lock($1, hashtext($2))", Key.RATINGS, key
            )


class PostgresStore(CommonStore):
    """The database on a PostgreSQL server. Open with `await PostgresStore.open(url)`."""

    shared = True

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self.cluster = Cluster(url, secrets.token_hex(8))
        #: A table's writes from this process commit in the order they were made: (the lock
        #: they queue on, how many are queued).
        self._queues: dict[int, tuple[asyncio.Lock, int]] = {}
        #: The actions waiting for the group commit under way to end (see `_append`).
        self._appending: list[tuple[Action, asyncio.Future[bool]]] = []
        self._appender: asyncio.Task[None] | None = None
        #: When the last group commit was sent (the event loop's clock).
        self._last_group = float("-inf")

    @classmethod
    async def open(cls, url: str, *, connections: int = 10) -> PostgresStore:
        pool = await asyncpg.create_pool(
            url, min_size=1, max_size=connections, reset=_nothing_to_reset
        )
        store = cls(pool, url)
        await store._migrate()
        return store

    async def close(self) -> None:
        if self._appender is not None:
            await asyncio.gather(self._appender, return_exceptions=True)
        await self.cluster.close()
        try:
            await asyncio.wait_for(self._pool.close(), 10)
        except Exception:
            # A server that is gone cannot be told goodbye.
            self._pool.terminate()

    async def _migrate(self) -> None:
        async with self._pool.acquire() as conn:
            for _ in POSTGRES:
                async with conn.transaction():
                    # Processes starting together apply each migration once, in turn.
                    await conn.execute("SELECT pg_advisory_xact_lock($1)", Key.MIGRATING)
                    current = await _version(conn)
                    if current >= len(POSTGRES):
                        return
                    await conn.execute(POSTGRES[current])
                    await conn.execute("UPDATE schema_version SET version = $1", current + 1)

    async def schema_version(self) -> int:
        async with self._pool.acquire() as conn:
            return await _version(conn)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Writes]:
        """A transaction on a connection of the pool. Losing the database before the commit
        writes nothing (`StoreUnreachable`); losing it during the commit leaves the outcome
        unknown (`StoreInDoubt`)."""
        async with self._connection() as conn:
            tx = conn.transaction()
            async with unreachable_when_lost():
                await tx.start()
            try:
                yield Writes(PgLink(conn))
            except BaseException as exc:
                with contextlib.suppress(Exception):
                    await tx.rollback()
                if lost(exc):
                    raise StoreUnreachable() from exc
                raise
            try:
                await tx.commit()
            except Exception as exc:
                if lost(exc):
                    raise StoreInDoubt() from exc
                raise

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[asyncpg.Connection]:
        """A connection of the pool; `StoreUnreachable` when none can be had (the server is
        down or starting)."""
        async with unreachable_when_lost():
            conn = await self._pool.acquire()
        try:
            yield conn
        except BaseException as exc:
            if lost(exc) or isinstance(exc, asyncio.CancelledError):
                # Cut short in the middle of a statement: never handed out again (the pool
                # makes a new one in its place; it may have let it go already).
                with contextlib.suppress(Exception):
                    conn.terminate()
            raise
        finally:
            with contextlib.suppress(Exception):
                await self._pool.release(conn)

    async def write(self, changes: Changes) -> None:
        """Commit `changes` in one transaction; returns once they are durable and announced.

        Raises `StaleLog`, writing nothing, when the table's log no longer ends just before
        the first of `changes.events` (another process changed the table meanwhile).
        """
        table_id = changes.table_id
        lock, queued = self._queues.get(table_id, (asyncio.Lock(), 0))
        self._queues[table_id] = (lock, queued + 1)
        try:
            async with lock:
                await self._commit_surely(changes)
        finally:
            lock, queued = self._queues[table_id]
            if queued == 1:
                del self._queues[table_id]
            else:
                self._queues[table_id] = (lock, queued - 1)

    async def _commit_surely(self, changes: Changes) -> None:
        """Commit `changes`, and know that it was committed.

        A connection lost while the write is on its way leaves unknown whether the server
        committed it; the log knows. Once the server answers again (within `VERIFY_WITHIN`),
        the write is done if its events are in the log, and is made again if they are not
        (it is refused as `StaleLog` if another process has changed the table meanwhile):
        never twice, never lost unsaid. A server that answers no more in time leaves the
        write in doubt (`StoreInDoubt`); one that could not be reached at all wrote nothing
        (`StoreUnreachable`)."""
        try:
            await self._commit(changes)
            return
        except StoreUnreachable:
            raise
        except Exception as exc:
            if not lost(exc):
                raise
            first = exc
        loop = asyncio.get_running_loop()
        deadline = loop.time() + VERIFY_WITHIN
        while True:
            try:
                # A change of no events (timers alone) is written whole: again is no harm.
                if changes.events and await self._landed(changes):
                    return
                await self._commit(changes)
                return
            except StaleLog:
                raise
            except Exception as exc:
                if not (isinstance(exc, StoreUnreachable) or lost(exc)):
                    raise
                if loop.time() >= deadline:
                    raise StoreInDoubt() from first
                await asyncio.sleep(_RETRY)

    async def _landed(self, changes: Changes) -> bool:
        """Whether the log holds `changes`' events, as written by this process."""
        events = changes.events
        async with self._connection() as conn:
            rows = await conn.fetch(
                "SELECT seq, kind, at, payload FROM events WHERE table_id = $1"
                " AND seq BETWEEN $2 AND $3 ORDER BY seq",
                changes.table_id, events[0].seq, events[-1].seq,
            )  # fmt: skip
        mine = [(e.seq, e.kind, e.at, json.dumps(e.payload)) for e in events]
        return [(int(r[0]), str(r[1]), float(r[2]), str(r[3])) for r in rows] == mine

    async def _commit(self, changes: Changes) -> None:
        events, timers = changes.events, changes.timers or ()
        payloads = [json.dumps(e.payload) for e in events]
        action: Action = {
            "t": changes.table_id, "seq": [e.seq for e in events],
            "kind": [e.kind for e in events], "seat": [e.seat for e in events],
            "usr": [e.user_id for e in events], "at": [e.at for e in events],
            "payload": payloads, "status": changes.status, "now": changes.at,
            "timed": changes.timers is not None, "tkind": [t.kind for t in timers],
            "tseat": [t.seat for t in timers], "tuser": [t.user_id for t in timers],
            "tdeadline": [t.deadline for t in timers], "twarn": [t.warn_at for t in timers],
            "news": news(changes.table_id, events, self.cluster.origin, payloads),
        }  # fmt: skip
        if not (changes.deals or changes.results or changes.names or changes.ratings):
            # Most actions: committed with the other tables' actions of the moment.
            if not await self._append(action):
                raise StaleLog()
            return
        async with self._connection() as conn, conn.transaction():
            if not await conn.fetchval(_APPEND, *_arguments(action)):
                raise StaleLog()
            await Writes(PgLink(conn)).record([changes])

    async def _append(self, action: Action) -> bool:
        """Commit an action with those of other tables that arrive while a commit is under
        way, or in the moment before it when commits follow each other closely (group
        commit): many busy tables then cost one statement and one transaction, not one
        each. True once committed; False when its table's log had moved on (nothing of it
        written). The callers queue by table (`write`), so a group holds one action of a
        table at most."""
        written: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._appending.append((action, written))
        if self._appender is None or self._appender.done():
            self._appender = asyncio.create_task(self._append_all())
        return await written

    async def _append_all(self) -> None:
        loop = asyncio.get_running_loop()
        while self._appending:
            if loop.time() - self._last_group < GATHER_WHEN_WITHIN:
                # Busy: the actions of the next moment go in this statement too (a commit
                # alone costs the process several times its share of a group's).
                try:
                    await asyncio.sleep(GATHER_FOR)
                except asyncio.CancelledError:
                    for _, written in self._appending:
                        written.cancel()
                    raise
            self._last_group = loop.time()
            group, self._appending = self._appending, []
            # Every group locks its tables' rows in the same order, so two processes' groups
            # never wait for each other in a circle.
            group.sort(key=lambda waiting: int(waiting[0]["t"]))
            try:
                outcomes = await self._append_group([action for action, _ in group])
            except asyncio.CancelledError:
                # The store is going away (the event loop is closing): none waits forever.
                for _, written in group + self._appending:
                    written.cancel()
                raise
            except Exception as exc:
                if len(group) > 1 and not lost(exc) and not isinstance(exc, StoreUnreachable):
                    # One action the server refuses fails only its own caller.
                    for action, written in group:
                        await _settle(written, self._append_group([action]))
                    continue
                for _, written in group:
                    if not written.done():
                        written.set_exception(exc)
                continue
            for (_, written), outcome in zip(group, outcomes, strict=True):
                if not written.done():
                    written.set_result(outcome)

    async def _append_group(self, actions: list[Action]) -> list[bool]:
        async with self._connection() as conn:
            if len(actions) == 1:
                return [bool(await conn.fetchval(_APPEND, *_arguments(actions[0])))]
            for i, (action, batch) in enumerate(zip(actions, batches(actions), strict=True)):
                action["i"], action["c"] = i, batch
            rows = await conn.fetch(_APPEND_GROUP, json.dumps(actions), CHANNEL, SILENT)
        written = sorted((int(r[0]), bool(r[1])) for r in rows if r[0] >= 0)
        return [ok for _, ok in written]

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A read-only query, written with `?` placeholders as for SQLite."""
        async with unreachable_when_lost(), self._connection() as conn:
            return await PgLink(conn).fetch(sql, args)


def batches(actions: Sequence[Action]) -> list[int]:
    """The notification each action's news goes in: as many together as fit in one (a list
    of them, under the server's limit; the text is ASCII, one byte a character)."""
    found: list[int] = []
    # The brackets take two characters, and the separators ", " one fewer than the news.
    batch, room = 0, NEWS_ROOM
    for action in actions:
        size = len(action["news"]) + 2
        if size > room and room < NEWS_ROOM:
            batch, room = batch + 1, NEWS_ROOM
        room -= size
        found.append(batch)
    return found


def _arguments(action: Action) -> tuple[Any, ...]:
    """`_APPEND`'s arguments for one action."""
    a = action
    return (
        a["t"], a["seq"], a["kind"], a["seat"], a["usr"], a["at"], a["payload"], a["status"],
        a["now"], a["timed"], a["tkind"], a["tseat"], a["tuser"], a["tdeadline"], a["twarn"],
        CHANNEL, a["news"],
    )  # fmt: skip


async def _settle(written: asyncio.Future[bool], outcome: Awaitable[list[bool]]) -> None:
    """Tell a waiting action how its commit went."""
    try:
        (result,) = await outcome
    except Exception as exc:
        if not written.done():
            written.set_exception(exc)
        return
    if not written.done():
        written.set_result(result)


async def _nothing_to_reset(conn: asyncpg.Connection) -> None:
    """The pool's connections are handed back as they were taken: the store takes no session
    lock, listens to nothing and sets nothing on them (the leases have their own connection),
    so the usual reset would only cost a round trip per transaction."""


async def _version(conn: asyncpg.Connection) -> int:
    if await conn.fetchval("SELECT to_regclass('schema_version')") is None:
        return 0
    return int(await conn.fetchval("SELECT version FROM schema_version"))
