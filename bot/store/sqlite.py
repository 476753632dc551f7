"""The SQLite store: one aiosqlite connection in WAL mode, migrations, and write transactions.

Every change to a table goes through `SqliteStore.transaction()`, which takes the store's write
lock and runs `BEGIN IMMEDIATE … COMMIT`, so the events of an action, its results and its timers
land together or not at all. Reads outside a transaction see the last committed state.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.errors import ChannelBusy
from bot.store.migrations import MIGRATIONS
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

#: Rows are kept only for tables that are not closed; the check rides in each upsert.
_OPEN = "WHERE EXISTS (SELECT 1 FROM tables WHERE id = ? AND status != 'closed')"


class Transaction:
    """The writes of one action; only valid inside `SqliteStore.transaction()`."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def hold_openings(self) -> None:
        """Nothing to hold: the database has only this process, which opens a table at a time."""

    async def insert_table(
        self, guild_id: int, channel_id: int, status: str, private: bool, at: float, game: str
    ) -> int:
        try:
            cur = await self._db.execute(
                "INSERT INTO tables"
                " (guild_id, channel_id, status, private, created_at, updated_at, game)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (guild_id, channel_id, status, int(private), at, at, game),
            )
        except aiosqlite.IntegrityError as exc:
            raise ChannelBusy() from exc
        assert cur.lastrowid is not None
        return cur.lastrowid

    async def append_events(self, table_id: int, events: Iterable[StoredEvent]) -> None:
        await self._db.executemany(
            "INSERT INTO events (table_id, seq, kind, seat, user_id, at, payload)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (table_id, e.seq, e.kind, e.seat, e.user_id, e.at, json.dumps(e.payload))
                for e in events
            ],
        )

    async def append_events_of(self, group: Iterable[Changes]) -> None:
        await self._db.executemany(
            "INSERT INTO events (table_id, seq, kind, seat, user_id, at, payload)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (c.table_id, e.seq, e.kind, e.seat, e.user_id, e.at, json.dumps(e.payload))
                for c in group
                for e in c.events
            ],
        )

    async def run(self, sql: str, *args: Any) -> None:
        """Run one statement written with `?` placeholders (the SQL every store shares)."""
        await self._db.execute(sql, args)

    async def mark_warned(self, table_id: int, kind: str, seat: str) -> None:
        await self._db.execute(
            "UPDATE timers SET warned = 1 WHERE table_id = ? AND kind = ? AND seat = ?",
            (table_id, kind, seat),
        )

    async def insert_deal(self, row: DealRow) -> None:
        await self._db.execute(
            "INSERT INTO deals (table_id, game_no, deal_no, result, export, at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (row.table_id, row.game_no, row.deal_no, row.result, row.export, row.at),
        )

    async def insert_results(self, rows: Sequence[ResultRow]) -> None:
        await self._db.executemany(
            "INSERT INTO results"
            " (table_id, game_no, guild_id, game, level, user_id, points, reason, at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
        marks = ",".join("?" * len(ids))
        rows = await self._db.execute_fetchall(
            "SELECT user_id, mu, sigma FROM ratings WHERE guild_id = ? AND game = ? AND level = ?"
            f" AND user_id IN ({marks})",
            (guild_id, game, level, *ids),
        )
        return {int(r[0]): (float(r[1]), float(r[2])) for r in rows}

    async def set_ratings(
        self, guild_id: int, game: str, level: str, ratings: dict[int, tuple[float, float]]
    ) -> None:
        await self._db.executemany(
            "INSERT INTO ratings (guild_id, game, level, user_id, mu, sigma)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, game, level, user_id)"
            " DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
            [(guild_id, game, level, uid, mu, sigma) for uid, (mu, sigma) in ratings.items()],
        )

    async def save_front_end(self, changes: FrontEndChanges) -> None:
        """Upsert the front end's rows; rows of closed tables are deleted, never written."""
        db = self._db
        await db.executemany(
            "INSERT INTO table_rooms (table_id, thread_id, may_thread) SELECT ?, ?, ? "
            + _OPEN
            + " ON CONFLICT (table_id) DO UPDATE SET"
            " thread_id = excluded.thread_id, may_thread = excluded.may_thread",
            [(r.table_id, r.thread_id, int(r.may_thread), r.table_id) for r in changes.rooms],
        )
        tables = [m for m in changes.messages if m.user_id is None]
        await db.executemany(
            "INSERT INTO table_messages (table_id, channel_id, message_id, game_no, board_no)"
            " SELECT ?, ?, ?, ?, ? "
            + _OPEN
            + " ON CONFLICT (table_id) DO UPDATE SET channel_id = excluded.channel_id,"
            " message_id = excluded.message_id, game_no = excluded.game_no,"
            " board_no = excluded.board_no",
            [
                (m.table_id, m.channel_id, m.message_id, m.game_no, m.board_no, m.table_id)
                for m in tables
            ],
        )
        hands = [m for m in changes.messages if m.user_id is not None]
        await db.executemany(
            "INSERT INTO hand_messages"
            " (table_id, user_id, channel_id, message_id, game_no, board_no)"
            " SELECT ?, ?, ?, ?, ?, ? "
            + _OPEN
            + " ON CONFLICT (table_id, user_id) DO UPDATE SET channel_id = excluded.channel_id,"
            " message_id = excluded.message_id, game_no = excluded.game_no,"
            " board_no = excluded.board_no",
            [
                (m.table_id, m.user_id, m.channel_id, m.message_id, m.game_no, m.board_no,
                 m.table_id)
                for m in hands
            ],
        )  # fmt: skip
        await db.executemany(
            "DELETE FROM table_messages WHERE table_id = ?", [(t,) for t in changes.dropped]
        )
        await db.executemany(
            "INSERT INTO player_choices (user_id, confirm) VALUES (?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET confirm = excluded.confirm",
            [(uid, int(on)) for uid, on in changes.confirm],
        )
        for sql in (
            "DELETE FROM table_rooms WHERE table_id = ?",
            "DELETE FROM table_messages WHERE table_id = ?",
            "DELETE FROM hand_messages WHERE table_id = ?",
        ):
            await db.executemany(sql, [(t,) for t in changes.closed])

    async def set_choices(self, row: ChoiceRow) -> None:
        await self._db.execute(
            "INSERT INTO player_choices"
            " (user_id, theme, contrast, grain, warmth, warnings, language)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET"
            " theme = excluded.theme, contrast = excluded.contrast, grain = excluded.grain,"
            " warmth = excluded.warmth, warnings = excluded.warnings, language = excluded.language",
            (
                row.user_id, row.theme, row.contrast, row.grain, row.warmth,
                int(row.warnings), row.language,
            ),
        )

    async def set_player_names(self, names: dict[int, str]) -> None:
        await self._db.executemany(
            "INSERT INTO players (user_id, name) VALUES (?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET name = excluded.name",
            list(names.items()),
        )


async def _write_timers(db: aiosqlite.Connection, group: list[Changes]) -> None:
    """Make each table's timers exactly the given set; a warning already sent for a deadline
    that has not moved stays sent."""
    await db.executemany(
        "DELETE FROM timers WHERE table_id = ?"
        " AND kind || ':' || seat NOT IN (SELECT value FROM json_each(?))",
        [(c.table_id, json.dumps([f"{t.kind}:{t.seat}" for t in c.timers or ()])) for c in group],
    )
    await db.executemany(
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


def _message_row(r: Any) -> MessageRow:
    user_id = None if r[1] is None else int(r[1])
    return MessageRow(int(r[0]), user_id, int(r[2]), int(r[3]), int(r[4]), int(r[5]))


class SqliteStore:
    """The database in a SQLite file. Open with `await SqliteStore.open(path)`; close with
    `await store.close()`."""

    #: One process owns a SQLite file: no other writer can move a table's log on.
    shared = False
    cluster = None

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
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
        rows = await self._db.execute_fetchall("PRAGMA user_version")
        current = int(next(iter(rows))[0])
        for version, script in enumerate(MIGRATIONS[current:], start=current + 1):
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
    async def transaction(self) -> AsyncIterator[Transaction]:
        async with self._write:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield Transaction(self._db)
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")

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
        db = self._db
        await db.execute("BEGIN IMMEDIATE")
        try:
            await Transaction(db).append_events_of(group)
            statuses = [(c.status, c.at, c.table_id) for c in group if c.status is not None]
            if statuses:
                await db.executemany(
                    "UPDATE tables SET status = ?, updated_at = ? WHERE id = ?", statuses
                )
            timed = [c for c in group if c.timers is not None]
            if timed:
                await _write_timers(db, timed)
            deals = [d for c in group for d in c.deals]
            for deal in deals:
                await Transaction(db).insert_deal(deal)
            results = [r for c in group for r in c.results]
            if results:
                await Transaction(db).insert_results(results)
            names = {uid: name for c in group for uid, name in c.names}
            if names:
                await Transaction(db).set_player_names(names)
            for c in group:
                if c.ratings is not None:
                    u = c.ratings
                    tx = Transaction(db)
                    current = await tx.ratings(u.guild_id, u.game, u.level, u.users)
                    await tx.set_ratings(u.guild_id, u.game, u.level, u.compute(current))
        except BaseException:
            await db.execute("ROLLBACK")
            raise
        await db.execute("COMMIT")

    async def save_front_end(self, changes: FrontEndChanges) -> None:
        """Remember where the front end's messages are; returns once that is committed.

        These rows are small and not part of any table's log, so they take the plain write
        path: the write lock keeps them out of a group commit in progress on the connection.
        """
        async with self.transaction() as tx:
            await tx.save_front_end(changes)

    async def front_end(self) -> FrontEnd:
        """The front end's rows for the tables not yet closed, and its players' choices.

        Rows a closed table left behind (the process stopped before it could forget them) are
        deleted first, so that they do not pile up.
        """
        async with self.transaction():
            for name in ("table_rooms", "table_messages", "hand_messages"):
                # Each row's table is looked up: the rows are few, closed tables many.
                await self._db.execute(
                    f"DELETE FROM {name} WHERE"
                    f" (SELECT status FROM tables WHERE id = {name}.table_id) = 'closed'"
                )
            rooms = await self._db.execute_fetchall(
                "SELECT table_id, thread_id, may_thread FROM table_rooms ORDER BY table_id"
            )
            tables = await self._db.execute_fetchall(
                "SELECT table_id, NULL, channel_id, message_id, game_no, board_no"
                " FROM table_messages ORDER BY table_id"
            )
            hands = await self._db.execute_fetchall(
                "SELECT table_id, user_id, channel_id, message_id, game_no, board_no"
                " FROM hand_messages ORDER BY table_id, user_id"
            )
            confirm = await self._db.execute_fetchall(
                "SELECT user_id FROM player_choices WHERE confirm != 0"
            )
            choices = await self._db.execute_fetchall(
                "SELECT user_id, theme, contrast, grain, warmth, warnings, language"
                " FROM player_choices WHERE theme != 'classic' OR contrast != 50 OR grain != 50"
                " OR warmth != 50 OR warnings = 0 OR language != '' ORDER BY user_id"
            )
        return FrontEnd(
            rooms=tuple(
                RoomRow(int(r[0]), None if r[1] is None else int(r[1]), bool(r[2])) for r in rooms
            ),
            messages=tuple(_message_row(r) for r in [*tables, *hands]),
            confirm=frozenset(int(r[0]) for r in confirm),
            choices=tuple(
                ChoiceRow(
                    int(r[0]), str(r[1]), int(r[2]), int(r[3]), int(r[4]), bool(r[5]), str(r[6])
                )
                for r in choices
            ),
        )

    async def set_choices(self, row: ChoiceRow) -> None:
        """Remember a player's settings; returns once they are committed."""
        async with self.transaction() as tx:
            await tx.set_choices(row)

    # -- reading ------------------------------------------------------------------------

    async def active_tables(self) -> list[int]:
        """Tables not yet closed, oldest first: the ones to rebuild on start-up."""
        rows = await self._db.execute_fetchall(
            "SELECT id FROM tables WHERE status IN ('open', 'live', 'finished') ORDER BY id"
        )
        return [int(r[0]) for r in rows]

    async def table_status(self, table_id: int) -> str | None:
        rows = list(
            await self._db.execute_fetchall("SELECT status FROM tables WHERE id = ?", (table_id,))
        )
        return str(rows[0][0]) if rows else None

    async def events(self, table_id: int, after: int = 0) -> list[StoredEvent]:
        """The table's log, from the event after number `after` on."""
        rows = await self._db.execute_fetchall(
            "SELECT seq, kind, seat, user_id, at, payload FROM events WHERE table_id = ?"
            " AND seq > ? ORDER BY seq",
            (table_id, after),
        )
        return [
            StoredEvent(int(r[0]), str(r[1]), r[2], r[3], float(r[4]), json.loads(r[5]))
            for r in rows
        ]

    async def timers(self, table_id: int | None = None) -> list[StoredTimer]:
        sql = "SELECT table_id, kind, seat, user_id, deadline, warn_at, warned FROM timers"
        args: tuple[int, ...] = ()
        if table_id is not None:
            sql += " WHERE table_id = ?"
            args = (table_id,)
        rows = await self._db.execute_fetchall(sql + " ORDER BY deadline", args)
        return [
            StoredTimer(int(r[0]), str(r[1]), str(r[2]), int(r[3]), float(r[4]), r[5], bool(r[6]))
            for r in rows
        ]

    async def deals(self, table_id: int) -> list[DealRow]:
        rows = await self._db.execute_fetchall(
            "SELECT table_id, game_no, deal_no, result, export, at FROM deals"
            " WHERE table_id = ? ORDER BY game_no, deal_no",
            (table_id,),
        )
        return [DealRow(int(r[0]), int(r[1]), int(r[2]), str(r[3]), str(r[4]), r[5]) for r in rows]

    async def results(self, table_id: int | None = None) -> list[ResultRow]:
        sql = (
            "SELECT table_id, game_no, guild_id, game, level, user_id, points, reason, at"
            " FROM results"
        )
        args: tuple[int, ...] = ()
        if table_id is not None:
            sql += " WHERE table_id = ?"
            args = (table_id,)
        rows = await self._db.execute_fetchall(sql + " ORDER BY id", args)
        return [ResultRow(*r) for r in rows]

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A read-only query for the leaderboard module."""
        return [tuple(r) for r in await self._db.execute_fetchall(sql, tuple(args))]
