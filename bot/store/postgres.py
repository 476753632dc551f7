"""The PostgreSQL store: the same tables as SQLite's, shared by any number of bot processes.

Every write of a table's events runs in one transaction that first locks the table's row, then
checks that the log ends where the writer's copy of the table ends; a writer whose copy is
behind (another process changed the table) gets `StaleLog` and writes nothing. The commit
notifies the other processes (LISTEN/NOTIFY on `CHANNEL`), and is done before the caller tells
anyone. `Cluster` holds the process's leases on tables: session-level advisory locks on one
connection of its own, which the server frees the moment that connection drops.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import astuple
from typing import Any

import asyncpg

from bot.store.base import Heard
from bot.store.errors import ChannelBusy, StaleLog
from bot.store.migrations import POSTGRES_MIGRATIONS
from bot.store.rows import (
    Changes,
    ChoiceRow,
    DealRow,
    FrontEnd,
    FrontEndChanges,
    MessageRow,
    ResultRow,
    RoomRow,
    StoredEvent,
    StoredTimer,
)

log = logging.getLogger(__name__)

#: The notification channel on which each commit of events announces them (see `_news`).
CHANNEL = "cardtable_tables"
#: Advisory lock keys (the first of the two 32-bit keys): migrations, ratings, table leases.
_MIGRATING = 7_310_001
_RATINGS = 7_310_002
_LEASE = 7_310_003
_OPENING = 7_310_004
#: Held by each process's lease connection for its whole life: the live processes are counted
#: by it (the second key is that connection's server process id, unique among live sessions).
_PROCESS = 7_310_005
_ACTIVE = "('open', 'live', 'finished')"
#: Room for a notification's text, under the server's limit of 8000 bytes.
_NEWS_ROOM = 7900
#: An action's events, status and timers, written and announced by one call (migration 8).
_APPEND = "SELECT append_action(" + ", ".join(f"${n}" for n in range(1, 18)) + ")"


def placeholders(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1, $2, …`, leaving quoted text alone."""
    out: list[str] = []
    n = 0
    quoted = False
    for ch in sql:
        if ch == "'":
            quoted = not quoted
        if ch == "?" and not quoted:
            n += 1
            out.append(f"${n}")
        else:
            out.append(ch)
    return "".join(out)


class PgTransaction:
    """The writes of one action; only valid inside `PostgresStore.transaction()`."""

    def __init__(self, conn: asyncpg.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, *args: Any) -> None:
        """Run one statement (tests and tools)."""
        await self._conn.execute(sql, *args)

    async def run(self, sql: str, *args: Any) -> None:
        """Run one statement written with `?` placeholders (the SQL every store shares)."""
        await self._conn.execute(placeholders(sql), *args)

    async def hold_openings(self) -> None:
        """Until this transaction ends, no other process opens a table: a table's limits are
        checked against every table, and hold across processes."""
        await self._conn.execute("SELECT pg_advisory_xact_lock($1)", _OPENING)

    async def insert_table(
        self, guild_id: int, channel_id: int, status: str, private: bool, at: float, game: str
    ) -> int:
        try:
            async with self._conn.transaction():  # a savepoint: the refusal leaves the rest
                table_id = await self._conn.fetchval(
                    "INSERT INTO tables"
                    " (guild_id, channel_id, status, private, created_at, updated_at, game)"
                    " VALUES ($1, $2, $3, $4, $5, $5, $6) RETURNING id",
                    guild_id, channel_id, status, int(private), at, game,
                )  # fmt: skip
        except asyncpg.UniqueViolationError as exc:
            raise ChannelBusy() from exc
        return int(table_id)

    async def append_events(self, table_id: int, events: Iterable[StoredEvent]) -> None:
        await self._conn.executemany(
            "INSERT INTO events (table_id, seq, kind, seat, user_id, at, payload)"
            " VALUES ($1, $2, $3, $4, $5, $6, $7)",
            [
                (table_id, e.seq, e.kind, e.seat, e.user_id, e.at, json.dumps(e.payload))
                for e in events
            ],
        )

    async def mark_warned(self, table_id: int, kind: str, seat: str) -> None:
        await self._conn.execute(
            "UPDATE timers SET warned = 1 WHERE table_id = $1 AND kind = $2 AND seat = $3",
            table_id, kind, seat,
        )  # fmt: skip

    async def insert_deal(self, row: DealRow) -> None:
        await self._conn.execute(
            "INSERT INTO deals (table_id, game_no, deal_no, result, export, at)"
            " VALUES ($1, $2, $3, $4, $5, $6)",
            row.table_id, row.game_no, row.deal_no, row.result, row.export, row.at,
        )  # fmt: skip

    async def insert_results(self, rows: Sequence[ResultRow]) -> None:
        await self._conn.executemany(
            "INSERT INTO results"
            " (table_id, game_no, guild_id, game, level, user_id, points, reason, at)"
            " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            [
                (r.table_id, r.game_no, r.guild_id, r.game, r.level, r.user_id, r.points,
                 r.reason, r.at)
                for r in rows
            ],
        )  # fmt: skip

    async def ratings(
        self, guild_id: int, game: str, level: str, user_ids: Iterable[int]
    ) -> dict[int, tuple[float, float]]:
        ids = list(user_ids)
        if not ids:
            return {}
        # Two tables finishing at once must not both rate from the same old values: the
        # ratings of one server, game and level change one transaction at a time.
        await self._conn.execute(
            "SELECT pg_advisory_xact_lock($1, hashtext($2))", _RATINGS, f"{guild_id} {game} {level}"
        )
        rows = await self._conn.fetch(
            "SELECT user_id, mu, sigma FROM ratings WHERE guild_id = $1 AND game = $2"
            " AND level = $3 AND user_id = ANY($4::bigint[])",
            guild_id, game, level, ids,
        )  # fmt: skip
        return {int(r[0]): (float(r[1]), float(r[2])) for r in rows}

    async def set_ratings(
        self, guild_id: int, game: str, level: str, ratings: dict[int, tuple[float, float]]
    ) -> None:
        await self._conn.executemany(
            "INSERT INTO ratings (guild_id, game, level, user_id, mu, sigma)"
            " VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (guild_id, game, level, user_id)"
            " DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
            [(guild_id, game, level, uid, mu, sigma) for uid, (mu, sigma) in ratings.items()],
        )

    async def save_front_end(self, changes: FrontEndChanges) -> None:
        """Upsert the front end's rows; rows of closed tables are deleted, never written."""
        conn = self._conn
        is_open = "WHERE EXISTS (SELECT 1 FROM tables WHERE id = $1 AND status != 'closed')"
        await conn.executemany(
            "INSERT INTO table_rooms (table_id, thread_id, may_thread)"
            " SELECT $1::bigint, $2::bigint, $3::integer " + is_open
            + " ON CONFLICT (table_id) DO UPDATE SET"
            " thread_id = excluded.thread_id, may_thread = excluded.may_thread",
            [(r.table_id, r.thread_id, int(r.may_thread)) for r in changes.rooms],
        )  # fmt: skip
        await conn.executemany(
            "INSERT INTO table_messages (table_id, channel_id, message_id, game_no, board_no)"
            " SELECT $1::bigint, $2::bigint, $3::bigint, $4::integer, $5::integer " + is_open
            + " ON CONFLICT (table_id) DO UPDATE SET channel_id = excluded.channel_id,"
            " message_id = excluded.message_id, game_no = excluded.game_no,"
            " board_no = excluded.board_no",
            [
                (m.table_id, m.channel_id, m.message_id, m.game_no, m.board_no)
                for m in changes.messages
                if m.user_id is None
            ],
        )  # fmt: skip
        await conn.executemany(
            "INSERT INTO hand_messages"
            " (table_id, user_id, channel_id, message_id, game_no, board_no)"
            " SELECT $1::bigint, $2::bigint, $3::bigint, $4::bigint, $5::integer, $6::integer "
            + is_open
            + " ON CONFLICT (table_id, user_id) DO UPDATE SET channel_id = excluded.channel_id,"
            " message_id = excluded.message_id, game_no = excluded.game_no,"
            " board_no = excluded.board_no",
            [
                (m.table_id, m.user_id, m.channel_id, m.message_id, m.game_no, m.board_no)
                for m in changes.messages
                if m.user_id is not None
            ],
        )  # fmt: skip
        await conn.executemany(
            "DELETE FROM table_messages WHERE table_id = $1", [(t,) for t in changes.dropped]
        )
        await conn.executemany(
            "INSERT INTO player_choices (user_id, confirm) VALUES ($1, $2)"
            " ON CONFLICT (user_id) DO UPDATE SET confirm = excluded.confirm",
            [(uid, int(on)) for uid, on in changes.confirm],
        )
        for name in ("table_rooms", "table_messages", "hand_messages"):
            await conn.executemany(
                f"DELETE FROM {name} WHERE table_id = $1", [(t,) for t in changes.closed]
            )

    async def set_choices(self, row: ChoiceRow) -> None:
        await self._conn.execute(
            "INSERT INTO player_choices"
            " (user_id, theme, contrast, grain, warmth, warnings, language)"
            " VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id) DO UPDATE SET"
            " theme = excluded.theme, contrast = excluded.contrast, grain = excluded.grain,"
            " warmth = excluded.warmth, warnings = excluded.warnings, language = excluded.language",
            row.user_id, row.theme, row.contrast, row.grain, row.warmth, int(row.warnings),
            row.language,
        )  # fmt: skip

    async def set_player_names(self, names: dict[int, str]) -> None:
        await self._conn.executemany(
            "INSERT INTO players (user_id, name) VALUES ($1, $2)"
            " ON CONFLICT (user_id) DO UPDATE SET name = excluded.name",
            sorted(names.items()),
        )


class Cluster:
    """This process's part in a cluster of bot processes on one database: its leases on tables
    (who runs a table's timers and robots) and the notifications of other processes' commits.

    Everything goes through one connection of its own: the server frees its advisory locks when
    it drops, so a process that dies gives its tables up at once.
    """

    def __init__(self, url: str, origin: str) -> None:
        self._url = url
        self.origin = origin
        self._conn: asyncpg.Connection | None = None
        self._use = asyncio.Lock()
        self._held: set[int] = set()
        self._heard: list[Heard] = []

    async def _connection(self) -> asyncpg.Connection:
        if self._conn is None or self._conn.is_closed():
            self._held.clear()
            conn = await asyncpg.connect(self._url)
            conn.add_termination_listener(self._lost)
            await conn.add_listener(CHANNEL, self._notified)
            # Counted among the live processes for as long as this connection lives.
            await conn.execute("SELECT pg_advisory_lock($1, pg_backend_pid())", _PROCESS)
            self._conn = conn
        return self._conn

    def _lost(self, conn: asyncpg.Connection) -> None:
        # With the connection, every lease went: another process may hold them already.
        if conn is self._conn:
            self._held.clear()

    def _notified(self, conn: Any, pid: int, channel: str, payload: str) -> None:
        news = json.loads(payload)
        if news["o"] == self.origin:
            return
        events = None
        if news["e"] is not None:
            events = tuple(StoredEvent(*e) for e in news["e"])
        for callback in self._heard:
            try:
                callback(int(news["t"]), int(news["s"]), events)
            except Exception:
                log.exception("a table notification failed")

    async def listen(self, callback: Heard) -> None:
        """Call `callback` whenever another process commits events to a table."""
        self._heard.append(callback)
        async with self._use:
            await self._connection()

    def holds(self, table_id: int) -> bool:
        return table_id in self._held

    @property
    def held(self) -> frozenset[int]:
        return frozenset(self._held)

    async def take(self, table_id: int) -> bool:
        """Take the table's lease if nobody holds it; True when this process holds it now."""
        if table_id in self._held:
            return True
        async with self._use:
            conn = await self._connection()
            if await conn.fetchval("SELECT pg_try_advisory_lock($1, $2)", _LEASE, table_id):
                self._held.add(table_id)
        return table_id in self._held

    async def release(self, table_id: int) -> None:
        if table_id not in self._held:
            return
        self._held.discard(table_id)
        async with self._use:
            conn = await self._connection()
            await conn.fetchval("SELECT pg_advisory_unlock($1, $2)", _LEASE, table_id)

    async def standing(self) -> tuple[int, int]:
        """How many processes are live (each holds its process lock while its lease connection
        lives), and how many tables are not yet closed."""
        async with self._use:
            conn = await self._connection()
            row = await conn.fetchrow(
                f"SELECT (SELECT count(*) FROM {_held(_PROCESS)}),"
                f" (SELECT count(*) FROM tables WHERE status IN {_ACTIVE})"
            )
        return int(row[0]), int(row[1])

    async def take_unleased(self, most: int | None = None) -> list[int]:
        """Take the lease of the tables not yet closed that nobody holds (their holder died,
        gave them up, or none took them), oldest first, `most` of them at most, in one round
        trip; returns the tables taken."""
        if most is not None and most <= 0:
            return []
        async with self._use:
            conn = await self._connection()
            # Materialised and ordered first, so that no lock is tried on a table the filter
            # would drop, and none past the limit (the limit stops the scan).
            rows = await conn.fetch(
                "WITH orphans AS MATERIALIZED ("
                f" SELECT id FROM tables WHERE status IN {_ACTIVE} AND id NOT IN"
                f"  (SELECT objid::bigint FROM {_held(_LEASE)}) ORDER BY id)"
                f" SELECT id FROM orphans WHERE pg_try_advisory_lock({_LEASE}, id::integer)"
                " LIMIT $1",
                most,
            )
            taken = [int(r[0]) for r in rows]
            self._held.update(taken)
        return taken

    async def close(self) -> None:
        if self._conn is not None and not self._conn.is_closed():
            await self._conn.close()
        self._held.clear()


class PostgresStore:
    """The database on a PostgreSQL server. Open with `await PostgresStore.open(url)`."""

    shared = True

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self.cluster = Cluster(url, secrets.token_hex(8))
        #: A table's writes from this process commit in the order they were made: (the lock
        #: they queue on, how many are queued).
        self._queues: dict[int, tuple[asyncio.Lock, int]] = {}

    @classmethod
    async def open(cls, url: str, *, connections: int = 10) -> PostgresStore:
        pool = await asyncpg.create_pool(
            url, min_size=1, max_size=connections, reset=_nothing_to_reset
        )
        store = cls(pool, url)
        await store._migrate()
        return store

    async def close(self) -> None:
        await self.cluster.close()
        await self._pool.close()

    async def _migrate(self) -> None:
        async with self._pool.acquire() as conn:
            for _ in POSTGRES_MIGRATIONS:
                async with conn.transaction():
                    # Processes starting together apply each migration once, in turn.
                    await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATING)
                    current = await _version(conn)
                    if current >= len(POSTGRES_MIGRATIONS):
                        return
                    await conn.execute(POSTGRES_MIGRATIONS[current])
                    await conn.execute("UPDATE schema_version SET version = $1", current + 1)

    async def schema_version(self) -> int:
        async with self._pool.acquire() as conn:
            return await _version(conn)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[PgTransaction]:
        async with self._pool.acquire() as conn, conn.transaction():
            yield PgTransaction(conn)

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
                await self._commit(changes)
        finally:
            lock, queued = self._queues[table_id]
            if queued == 1:
                del self._queues[table_id]
            else:
                self._queues[table_id] = (lock, queued - 1)

    async def _commit(self, changes: Changes) -> None:
        events, timers = changes.events, changes.timers or ()
        action = (
            changes.table_id, [e.seq for e in events], [e.kind for e in events],
            [e.seat for e in events], [e.user_id for e in events], [e.at for e in events],
            [json.dumps(e.payload) for e in events], changes.status, changes.at,
            changes.timers is not None, [t.kind for t in timers], [t.seat for t in timers],
            [t.user_id for t in timers], [t.deadline for t in timers],
            [t.warn_at for t in timers], CHANNEL,
            _news(changes.table_id, events, self.cluster.origin),
        )  # fmt: skip
        if not (changes.deals or changes.results or changes.names or changes.ratings):
            # Most actions: one statement, its own transaction, committed when it returns.
            if not await self._pool.fetchval(_APPEND, *action):
                raise StaleLog()
            return
        async with self._pool.acquire() as conn, conn.transaction():
            if not await conn.fetchval(_APPEND, *action):
                raise StaleLog()
            tx = PgTransaction(conn)
            for deal in changes.deals:
                await tx.insert_deal(deal)
            if changes.results:
                await tx.insert_results(changes.results)
            if changes.names:
                await tx.set_player_names(dict(changes.names))
            if changes.ratings is not None:
                u = changes.ratings
                current = await tx.ratings(u.guild_id, u.game, u.level, u.users)
                await tx.set_ratings(u.guild_id, u.game, u.level, u.compute(current))

    async def save_front_end(self, changes: FrontEndChanges) -> None:
        async with self.transaction() as tx:
            await tx.save_front_end(changes)

    async def front_end(self) -> FrontEnd:
        async with self._pool.acquire() as conn, conn.transaction():
            for name in ("table_rooms", "table_messages", "hand_messages"):
                await conn.execute(
                    f"DELETE FROM {name} WHERE"
                    f" (SELECT status FROM tables WHERE id = {name}.table_id) = 'closed'"
                )
            rooms = await conn.fetch(
                "SELECT table_id, thread_id, may_thread FROM table_rooms ORDER BY table_id"
            )
            tables = await conn.fetch(
                "SELECT table_id, NULL::bigint, channel_id, message_id, game_no, board_no"
                " FROM table_messages ORDER BY table_id"
            )
            hands = await conn.fetch(
                "SELECT table_id, user_id, channel_id, message_id, game_no, board_no"
                " FROM hand_messages ORDER BY table_id, user_id"
            )
            confirm = await conn.fetch("SELECT user_id FROM player_choices WHERE confirm != 0")
            choices = await conn.fetch(
                "SELECT user_id, theme, contrast, grain, warmth, warnings, language"
                " FROM player_choices WHERE theme != 'classic' OR contrast != 50 OR grain != 50"
                " OR warmth != 50 OR warnings = 0 OR language != '' ORDER BY user_id"
            )
        return FrontEnd(
            rooms=tuple(
                RoomRow(int(r[0]), None if r[1] is None else int(r[1]), bool(r[2])) for r in rooms
            ),
            messages=tuple(
                MessageRow(
                    int(r[0]), None if r[1] is None else int(r[1]), int(r[2]), int(r[3]),
                    int(r[4]), int(r[5]),
                )
                for r in [*tables, *hands]
            ),
            confirm=frozenset(int(r[0]) for r in confirm),
            choices=tuple(
                ChoiceRow(
                    int(r[0]), str(r[1]), int(r[2]), int(r[3]), int(r[4]), bool(r[5]), str(r[6])
                )
                for r in choices
            ),
        )  # fmt: skip

    async def set_choices(self, row: ChoiceRow) -> None:
        async with self.transaction() as tx:
            await tx.set_choices(row)

    # -- reading ------------------------------------------------------------------------

    async def active_tables(self) -> list[int]:
        rows = await self._pool.fetch(
            f"SELECT id FROM tables WHERE status IN {_ACTIVE} ORDER BY id"
        )
        return [int(r[0]) for r in rows]

    async def table_status(self, table_id: int) -> str | None:
        status = await self._pool.fetchval("SELECT status FROM tables WHERE id = $1", table_id)
        return None if status is None else str(status)

    async def events(self, table_id: int, after: int = 0) -> list[StoredEvent]:
        rows = await self._pool.fetch(
            "SELECT seq, kind, seat, user_id, at, payload FROM events WHERE table_id = $1"
            " AND seq > $2 ORDER BY seq",
            table_id, after,
        )  # fmt: skip
        return [
            StoredEvent(int(r[0]), str(r[1]), r[2], r[3], float(r[4]), json.loads(r[5]))
            for r in rows
        ]

    async def timers(self, table_id: int | None = None) -> list[StoredTimer]:
        sql = "SELECT table_id, kind, seat, user_id, deadline, warn_at, warned FROM timers"
        args: tuple[int, ...] = ()
        if table_id is not None:
            sql += " WHERE table_id = $1"
            args = (table_id,)
        rows = await self._pool.fetch(sql + " ORDER BY deadline", *args)
        return [
            StoredTimer(int(r[0]), str(r[1]), str(r[2]), int(r[3]), float(r[4]), r[5], bool(r[6]))
            for r in rows
        ]

    async def deals(self, table_id: int) -> list[DealRow]:
        rows = await self._pool.fetch(
            "SELECT table_id, game_no, deal_no, result, export, at FROM deals"
            " WHERE table_id = $1 ORDER BY game_no, deal_no",
            table_id,
        )
        return [DealRow(int(r[0]), int(r[1]), int(r[2]), str(r[3]), str(r[4]), r[5]) for r in rows]

    async def results(self, table_id: int | None = None) -> list[ResultRow]:
        sql = (
            "SELECT table_id, game_no, guild_id, game, level, user_id, points, reason, at"
            " FROM results"
        )
        args: tuple[int, ...] = ()
        if table_id is not None:
            sql += " WHERE table_id = $1"
            args = (table_id,)
        rows = await self._pool.fetch(sql + " ORDER BY id", *args)
        return [ResultRow(*r) for r in rows]

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A read-only query, written with `?` placeholders as for SQLite."""
        return [tuple(r) for r in await self._pool.fetch(placeholders(sql), *args)]


def _held(key: int) -> str:
    """The granted advisory locks of this database whose first key is `key`, as a FROM clause
    (each lock's second key is its `objid`)."""
    return (
        "pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 2"
        f" AND classid = {key} AND database ="
        " (SELECT oid FROM pg_database WHERE datname = current_database())"
    )


def _news(table_id: int, events: Sequence[StoredEvent], origin: str) -> str:
    """The notification of a commit: the table, its last event's number, the committing
    process, and the events themselves while they fit (the server allows 8000 bytes)."""
    last = events[-1].seq if events else 0
    carried = [list(astuple(e)) for e in events]
    news = json.dumps({"t": table_id, "s": last, "o": origin, "e": carried})
    if len(news.encode()) < _NEWS_ROOM:
        return news
    return json.dumps({"t": table_id, "s": last, "o": origin, "e": None})


async def _nothing_to_reset(conn: asyncpg.Connection) -> None:
    """The pool's connections are handed back as they were taken: the store takes no session
    lock, listens to nothing and sets nothing on them (the leases have their own connection),
    so the usual reset would only cost a round trip per transaction."""


async def _version(conn: asyncpg.Connection) -> int:
    if await conn.fetchval("SELECT to_regclass('schema_version')") is None:
        return 0
    return int(await conn.fetchval("SELECT version FROM schema_version"))
