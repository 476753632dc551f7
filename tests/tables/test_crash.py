"""Rule 9.2: a crash after any committed change loses nothing.

A scripted ranked single deal (and a whole Kaiser game) with two humans is played once straight
through. Then, for every commit in turn, the same game is played on a fresh database until that
commit has landed, the service dies on the spot (its robots stopped, its memory dropped, no
shutdown work), a new service is started on the same file, and the game is finished. The log,
the results and the deal records must come out identical every time.

On PostgreSQL a second service (another process, with connections of its own) runs beside the
first from the start; when the first dies, its connections drop with it, and the second takes
the table's lease over and finishes the game.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.games.bridge.formats import FormatKind
from bot.games.seats import Seat
from bot.store.base import TableStore
from bot.store.postgres import PostgresStore
from bot.store.rows import Changes
from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.errors import NoSuchTable
from bot.tables.options import TableOptions
from bot.tables.service import TableService
from bot.tables.status import Status
from tests.pg_server import PostgresServer
from tests.tables.helpers import (
    ANN,
    BOB,
    CHANNEL,
    GUILD,
    bridge_table,
    kaiser_table,
    play_out,
    seeded,
)


class Crash(BaseException):
    """The process dies: nothing after the commit runs."""


class Crashes:
    """A store that dies right after its `crash_after`-th commit."""

    crash_after: int | None = None
    commits: int = 0

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Any]:
        async with super().transaction() as tx:  # type: ignore[misc]
            yield tx
        self._landed()

    async def write(self, changes: Changes) -> None:
        await super().write(changes)  # type: ignore[misc]
        self._landed()

    def _landed(self) -> None:
        self.commits += 1
        if self.commits == self.crash_after:
            raise Crash()


class CrashingStore(Crashes, SqliteStore):
    pass


class CrashingPgStore(Crashes, PostgresStore):
    def die(self) -> None:
        """The process is gone: the server sees its connections drop, leases and all."""
        self._pool.terminate()
        if self.cluster._conn is not None:
            self.cluster._conn.terminate()


OPTIONS = bridge_table(format=FormatKind.SINGLE)
#: A whole Kaiser game, to the shortest target the house rules allow.
KAISER = kaiser_table(target=20, freeze=None)


async def script(service: TableService, options: TableOptions = OPTIONS) -> None:
    """Ann opens, Bob sits North, Ann starts, both play out; each step only if not yet done."""
    try:
        tid = service.reader.summary(1).id
    except NoSuchTable:
        tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", options)
    t = service.reader.snapshot(tid)
    if t.status is Status.OPEN and t.seat_of(BOB) is None:
        await service.sit(tid, BOB, "Bob", t.version, Seat.NORTH)
        t = service.reader.snapshot(tid)
    if t.status is Status.OPEN:
        await service.start(tid, ANN, t.version)
    await play_out(service, tid)


async def outcome(store: TableStore) -> tuple[object, ...]:
    events = [(e.seq, e.kind, e.seat, e.user_id, e.payload) for e in await store.events(1)]
    results = [(r.user_id, r.points, r.reason) for r in await store.results(1)]
    deals = [(d.deal_no, d.result, d.export) for d in await store.deals(1)]
    ratings = await store.fetch("SELECT user_id, mu, sigma FROM ratings ORDER BY user_id")
    return events, results, deals, ratings


async def run(
    path: Path, crash_after: int | None, options: TableOptions = OPTIONS
) -> tuple[tuple[object, ...], int]:
    store = await CrashingStore.open(path)
    store.crash_after = crash_after
    service = TableService(store, clock=ManualClock(), shuffler=seeded)
    try:
        await script(service, options)
    except Crash:
        assert crash_after is not None
        await service.shutdown()
        await store.close()
        store = await CrashingStore.open(path)
        service = TableService(store, clock=ManualClock(), shuffler=seeded)
        await service.recover()
        await script(service, options)
    else:
        assert crash_after is None, "the game ended before the planned crash"
    await service.wait_idle()
    commits = store.commits
    result = await outcome(store)
    await service.shutdown()
    await store.close()
    return result, commits


async def run_shared(
    server: PostgresServer, crash_after: int | None, options: TableOptions = OPTIONS
) -> tuple[tuple[object, ...], int]:
    url = await server.new_database()
    first = await CrashingPgStore.open(url)
    first.crash_after = crash_after
    serving = TableService(first, clock=ManualClock(), shuffler=seeded)
    await serving.recover()
    other = await PostgresStore.open(url)
    waiting = TableService(other, clock=ManualClock(), shuffler=seeded)
    await waiting.recover()
    try:
        await script(serving, options)
    except Crash:
        assert crash_after is not None
        await serving.shutdown()
        first.die()
        # The server frees the dead process's lease once it sees the connection drop.
        for _ in range(500):
            if await waiting.following.take_over() or 1 in waiting.following.leased:
                break
            await asyncio.sleep(0.01)
        assert 1 in waiting.following.leased, "the table was not taken over"
        await script(waiting, options)
        serving = waiting
    else:
        assert crash_after is None, "the game ended before the planned crash"
        await first.close()
    await serving.wait_idle()
    result = await outcome(other)
    await waiting.shutdown()
    await other.close()
    await server.drop_database(url)
    return result, first.commits


#: Each test's crash points are dealt out among this many parts, which may run side by side; the
#: parts together crash after every commit.
PARTS = 4


def crash_points(part: int, commits: int) -> range:
    return range(part + 1, commits + 1, PARTS)


@pytest.mark.parametrize("part", range(PARTS))
async def test_r9_2_a_crash_after_any_commit_changes_nothing(tmp_path: Path, part: int) -> None:
    expected, commits = await run(tmp_path / "straight.sqlite3", None)
    _, results, deals, _ = expected
    assert len(results) == 2 and deals
    for k in crash_points(part, commits):
        got, _ = await run(tmp_path / f"crash{k}.sqlite3", k)
        assert got == expected, f"crash after commit {k} changed the outcome"


@pytest.mark.parametrize("part", range(PARTS))
async def test_r9_2_a_crash_after_any_commit_of_a_kaiser_game_changes_nothing(
    tmp_path: Path, part: int
) -> None:
    expected, commits = await run(tmp_path / "straight.sqlite3", None, KAISER)
    events, results, deals, _ = expected
    assert len(results) == 2 and len(deals) > 1
    assert [e[1] for e in events].count("Dealt") == len(deals)
    for k in crash_points(part, commits):
        got, _ = await run(tmp_path / f"crash{k}.sqlite3", k, KAISER)
        assert got == expected, f"crash after commit {k} changed the outcome"


@pytest.mark.parametrize("part", range(PARTS))
async def test_r9_2_on_postgresql_a_crash_after_any_commit_changes_nothing_once_taken_over(
    postgres_server: PostgresServer, tmp_path: Path, part: int
) -> None:
    expected, commits = await run_shared(postgres_server, None)
    _, results, deals, _ = expected
    assert len(results) == 2 and deals
    straight, _ = await run(tmp_path / "same.sqlite3", None)
    assert straight == expected, "PostgreSQL and SQLite disagree on the game"
    for k in crash_points(part, commits):
        got, _ = await run_shared(postgres_server, k)
        assert got == expected, f"a crash after commit {k} changed the outcome"


@pytest.mark.parametrize("part", range(PARTS))
async def test_r9_2_on_postgresql_a_crash_after_any_commit_of_a_kaiser_game_changes_nothing(
    postgres_server: PostgresServer, tmp_path: Path, part: int
) -> None:
    expected, commits = await run_shared(postgres_server, None, KAISER)
    events, results, deals, _ = expected
    assert len(results) == 2 and len(deals) > 1
    assert [e[1] for e in events].count("Dealt") == len(deals)
    straight, _ = await run(tmp_path / "same.sqlite3", None, KAISER)
    assert straight == expected, "PostgreSQL and SQLite disagree on the game"
    for k in crash_points(part, commits):
        got, _ = await run_shared(postgres_server, k, KAISER)
        assert got == expected, f"a crash after commit {k} changed the outcome"
