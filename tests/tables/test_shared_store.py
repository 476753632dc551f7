"""Several processes on one PostgreSQL database: any of them serves any table, none corrupts one.

Each "process" here is a table service with a store of its own (its own connections, its own
leases), as separate bot processes would have; the database sees them as separate sessions.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.games.errors import RuleError
from bot.games.seats import Seat
from bot.store.errors import StaleLog
from bot.store.postgres import PostgresStore
from bot.store.rows import Changes
from bot.tables.clock import ManualClock
from bot.tables.errors import StaleVersion, TooManyTables
from bot.tables.limits import TABLES_PER_CHANNEL, TABLES_PER_HOST
from bot.tables.notices import HandChanged, Notice, TableArrived, TableChanged, TableLetGo
from bot.tables.service import TableService
from tests.pg_server import PostgresServer
from tests.tables.helpers import ANN, BOB, CHANNEL, GUILD, bridge_table, seeded


class CountingStore(PostgresStore):
    """Counts the writes the database refused because the table had moved on, and the rows
    read outside a transaction."""

    refused: int = 0
    rows: int = 0

    async def write(self, changes: Changes) -> None:
        try:
            await super().write(changes)
        except StaleLog:
            self.refused += 1
            raise

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        rows = await super().fetch(sql, args)
        self.rows += len(rows)
        return rows


@dataclass
class Process:
    store: CountingStore
    service: TableService
    heard: list[Notice] = field(default_factory=list)


async def _start(url: str) -> Process:
    """A process: a table service on a store of its own, up and following the others."""
    store = await CountingStore.open(url)
    service = TableService(store, clock=ManualClock(), shuffler=seeded)
    process = Process(store, service)

    async def record(notice: Notice) -> None:
        process.heard.append(notice)

    service.subscribe(record)
    await service.recover()
    return process


async def _stop(*processes: Process) -> None:
    for p in processes:
        await p.service.shutdown()
        await p.store.close()


@pytest.fixture
async def processes(postgres_server: PostgresServer) -> AsyncIterator[tuple[Process, Process]]:
    url = await postgres_server.new_database()
    made = [await _start(url), await _start(url)]
    yield made[0], made[1]
    await _stop(*made)


async def test_conflicting_clicks_in_two_processes_apply_exactly_one(
    processes: tuple[Process, Process],
) -> None:
    a, b = processes
    tid = await a.service.open_table(GUILD, CHANNEL, ANN, "Ann", bridge_table())
    winners = []
    for n in range(12):
        version = len(await a.store.events(tid))
        first, second = 1000 + n, 2000 + n
        # Two people click North at the same moment, each click reaching another process.
        outcomes = await asyncio.gather(
            a.service.sit(tid, first, "First", version, Seat.NORTH),
            b.service.sit(tid, second, "Second", version, Seat.NORTH),
            return_exceptions=True,
        )
        applied = [o for o in outcomes if isinstance(o, int)]
        refused = [o for o in outcomes if isinstance(o, StaleVersion)]
        assert applied == [version + 1] and len(refused) == 1, outcomes
        winner, loser = (first, b) if isinstance(outcomes[0], int) else (second, a)
        winners.append(winner)
        # The process that lost has read the table again: it serves the next click.
        assert loser.service.reader.seat_of(tid, winner) is Seat.NORTH
        await loser.service.leave(tid, winner, version + 1)
    log = await a.store.events(tid)
    assert [e.seq for e in log] == list(range(1, len(log) + 1))
    assert [e.kind for e in log] == ["Opened"] + ["Sat", "Left"] * 12
    assert [e.user_id for e in log if e.kind == "Sat"] == winners
    # The clicks met in the database, not only in one process's memory.
    assert a.store.refused + b.store.refused >= 1


async def _until(check: Callable[[], bool]) -> None:
    for _ in range(1000):
        if check():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("it never happened")


async def test_a_process_that_never_saw_a_table_loads_it_from_the_log(
    processes: tuple[Process, Process],
) -> None:
    a, b = processes
    tid = await a.service.open_table(GUILD, CHANNEL, ANN, "Ann", bridge_table())
    await b.service.shutdown()
    b.service._copies.forget(tid)  # as if b had missed the table's opening
    assert await b.service.sit(tid, BOB, "Bob", 1, Seat.NORTH) == 2
    # a learns of b's change by notification and reads it from the log.
    await _until(lambda: a.service.reader.snapshot(tid).version == 2)
    assert a.service.reader.seat_of(tid, BOB) is Seat.NORTH


async def test_only_the_lease_holder_runs_robots_and_tells_of_changes(
    processes: tuple[Process, Process],
) -> None:
    a, b = processes
    tid = await a.service.open_table(GUILD, CHANNEL, ANN, "Ann", bridge_table())
    assert tid in a.service.following.leased and tid not in b.service.following.leased
    await b.service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    started = await b.service.start(tid, ANN, 2)

    # b applied both, but a holds the table: a tells of them once notified, and its robots
    # play until a human owes a move; b tells nobody and runs no robot.
    def a_waits_for_a_human() -> bool:
        t = a.service.reader.snapshot(tid)
        return t.version >= started and any(t.user_controlling(s) for s in t.owing)

    await _until(a_waits_for_a_human)
    await a.service.wait_idle()
    # b only read the table when it heard of its opening (its front end then reads where the
    # table's messages are); it told of no change.
    assert [n for n in b.heard if n.table_id == tid] == [TableArrived(tid)]
    assert any(isinstance(n, HandChanged) and n.hand.owes and n.table_id == tid for n in a.heard)
    assert any(isinstance(n, TableChanged) and n.version >= started for n in a.heard)
    assert b.service.in_memory()["drivers"] == 0
    robots = [e for e in await a.store.events(tid) if e.kind == "Acted" and e.user_id is None]
    assert a.service.reader.snapshot(tid).version == started + len(robots)


async def _lease_holders(store: PostgresStore) -> dict[int, int]:
    """How many sessions hold each table's lease, as the database sees it."""
    rows = await store.fetch(
        "SELECT objid::bigint, count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted"
        " AND classid = 7310003 AND objsubid = 2 GROUP BY objid"
    )
    return {int(r[0]): int(r[1]) for r in rows}


async def test_after_every_process_restarts_at_once_the_leases_spread_one_holder_a_table(
    postgres_server: PostgresServer,
) -> None:
    url = await postgres_server.new_database()
    first = await _start(url)
    tables = [
        await first.service.open_table(GUILD, CHANNEL + n, ANN + n, f"Host {n}", bridge_table())
        for n in range(9)
    ]
    await _stop(first)
    # Both processes come back at once; the first up reads every table and takes its lease.
    a = await _start(url)
    b = await _start(url)
    assert a.service.following.leased == set(tables) and b.service.following.leased == set()
    for _ in range(3):  # timer rounds: each process looks at its share
        await a.service.following.take_over()
        await b.service.following.take_over()
    held_a, held_b = a.service.following.leased, b.service.following.leased
    assert held_a and held_b, (held_a, held_b)
    assert held_a | held_b == set(tables) and not held_a & held_b
    assert sorted([len(held_a), len(held_b)]) == [4, 5]
    assert await _lease_holders(a.store) == {t: 1 for t in tables}
    # The process that gave tables up had its front end finish with them first.
    let_go = {n.table_id for n in a.heard if isinstance(n, TableLetGo)}
    assert let_go == set(tables) - held_a
    assert {n.table_id for n in b.heard if isinstance(n, TableArrived)} >= held_b
    # Another round changes nothing.
    await a.service.following.take_over()
    await b.service.following.take_over()
    assert (a.service.following.leased, b.service.following.leased) == (held_a, held_b)
    await _stop(a, b)


async def test_a_table_limit_holds_when_two_processes_open_tables_at_once(
    processes: tuple[Process, Process],
) -> None:
    a, b = processes
    # Ann opens tables in twelve channels at once, each request reaching one of two processes.
    tries = [
        (a if n % 2 else b).service.open_table(GUILD, CHANNEL + n, ANN, "Ann", bridge_table())
        for n in range(TABLES_PER_HOST + 2)
    ]
    outcomes = await asyncio.gather(*tries, return_exceptions=True)
    opened = [o for o in outcomes if isinstance(o, int)]
    refused = [o for o in outcomes if isinstance(o, TooManyTables)]
    assert len(opened) == TABLES_PER_HOST and len(refused) == 2, outcomes
    assert len(await a.store.active_tables()) == TABLES_PER_HOST


async def test_a_channel_limit_holds_when_two_processes_open_tables_in_its_threads_at_once(
    processes: tuple[Process, Process],
) -> None:
    a, b = processes
    tries = [
        (a if n % 2 else b).service.open_table(
            GUILD, CHANNEL + 1 + n, 5000 + n % 5, f"Host {n}", bridge_table(), parent_id=CHANNEL
        )
        for n in range(TABLES_PER_CHANNEL + 3)
    ]
    outcomes = await asyncio.gather(*tries, return_exceptions=True)
    opened = [o for o in outcomes if isinstance(o, int)]
    assert len(opened) == TABLES_PER_CHANNEL, outcomes
    assert all(isinstance(o, TooManyTables) for o in outcomes if not isinstance(o, int))


async def test_opening_a_table_reads_as_few_rows_however_many_tables_there_are(
    processes: tuple[Process, Process],
) -> None:
    a, b = processes
    read: list[int] = []
    for n in range(40):
        # The two processes open in turn, each table by another host in another channel.
        opener = a if n % 2 else b
        before = opener.store.rows
        await opener.service.open_table(GUILD, CHANNEL + n, 5000 + n, f"Host {n}", bridge_table())
        read.append(opener.store.rows - before)
    # Each opening reads the table the other process opened since, not every table: the
    # last of forty openings reads no more rows than the second did.
    assert max(read[2:]) <= read[1] + 1 <= 5, read
    # Yet the last opener knows every table, the other's included (the limits count them).
    assert a.service._copies.ids == b.service._copies.ids | {max(a.service._copies.ids)}
    assert len(a.service._copies) == 40


async def ann_at_her_limit(a: Process, b: Process) -> list[int]:
    """Ann opens as many tables as a host may through `b`; `a` then refuses her another."""
    ids = [await b.service.open_table(GUILD, CHANNEL + n, ANN, "Ann", bridge_table())
           for n in range(TABLES_PER_HOST)]  # fmt: skip
    with pytest.raises(TooManyTables):
        await a.service.open_table(GUILD, CHANNEL + 50, ANN, "Ann", bridge_table())
    return ids


async def test_an_opening_counts_a_table_another_process_closed_just_before(
    processes: tuple[Process, Process], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = processes
    ids = await ann_at_her_limit(a, b)
    following = a.service.following
    catch_up = following.catch_up

    async def slowly(*args: Any) -> Any:
        await asyncio.sleep(0.3)
        return await catch_up(*args)

    monkeypatch.setattr(following, "catch_up", slowly)
    # b closes one of Ann's tables; a hears of it only by notification, and slowly, yet the
    # opening waits for it and counts the table closed.
    await b.service.close(ids[0], ANN, None)
    assert await a.service.open_table(GUILD, CHANNEL + 50, ANN, "Ann", bridge_table()) > 0


async def test_an_opening_after_the_notifications_were_lost_reads_every_table(
    processes: tuple[Process, Process],
) -> None:
    a, b = processes
    ids = await ann_at_her_limit(a, b)
    # a's connection for notifications drops, and b closes a table meanwhile: a never hears
    # of it, yet its next opening finds it closed, having read every table again.
    cluster = a.store.cluster
    assert cluster._conn is not None
    cluster._conn.terminate()
    await b.service.close(ids[0], ANN, None)
    before = a.store.rows
    assert await a.service.open_table(GUILD, CHANNEL + 50, ANN, "Ann", bridge_table()) > 0
    assert a.store.rows - before >= TABLES_PER_HOST - 1


async def test_a_process_takes_a_dead_ones_tables_over_as_it_ends_not_at_a_timer_round(
    processes: tuple[Process, Process],
) -> None:
    a, b = processes
    tables = [await a.service.open_table(GUILD, CHANNEL + n, ANN + n, f"Host {n}", bridge_table())
              for n in range(3)]  # fmt: skip
    assert b.service.following.leased == set()
    watching = asyncio.create_task(b.service.following.watch())
    try:
        # b watches a's process lock (shared, so a is not counted twice as live).
        await _until(lambda: bool(b.store.cluster._conn))
        await asyncio.sleep(0.3)
        assert await b.store.cluster.standing() == (2, 3)
        # a's leases and its process lock go with its connection, as if it died; no timer
        # round runs here, yet b holds every table at once.
        assert a.store.cluster._conn is not None
        a.store.cluster._conn.terminate()
        await _until(lambda: b.service.following.leased == set(tables))
        assert await _lease_holders(b.store) == {t: 1 for t in tables}
    finally:
        watching.cancel()
        await asyncio.gather(watching, return_exceptions=True)


async def _human_move(p: Process, tid: int) -> tuple[int, str]:
    """The user who owes a move at the table, by `p`'s copy, and a move they may make."""
    t = p.service.reader.snapshot(tid)
    seat, uid = next((s, u) for s in t.owing if (u := t.user_controlling(s)) is not None)
    view = next(v for v in p.service.reader.seat_views(tid, uid) if v.seat is seat)
    return uid, t.game.move_text(t.game.simple_robot().decide(view))


@pytest.mark.parametrize("seen", ["the new table", "the old table"])
async def test_a_click_that_catches_up_with_another_process_tells_it_and_lets_the_robots_go(
    processes: tuple[Process, Process], seen: str
) -> None:
    a, b = processes
    tid = await a.service.open_table(GUILD, CHANNEL, ANN, "Ann", bridge_table())
    await a.service.sit(tid, BOB, "Bob", 1, Seat.NORTH)
    await a.service.start(tid, ANN, 2)
    await a.service.wait_idle()  # a's robots play until a person owes
    at = a.service.reader.version(tid)
    await b.service.following.refresh(tid)
    assert b.service.reader.version(tid) == at
    # a hears nothing more from b for a while (a notification still on its way).
    a.store.cluster._heard.clear()
    uid, move = await _human_move(b, tid)
    moved = await b.service.act(tid, uid, at, move)
    assert a.service.reader.version(tid) == at
    # After the person's call a robot owes. A click reaches a: from someone who saw the new
    # table (a catches up first) or the old one (a's write is refused as stale): either way
    # it is refused, and a, which runs the table, tells of b's change and its robots go on.
    a.heard.clear()
    with pytest.raises(RuleError):
        if seen == "the new table":
            await a.service.act(tid, uid, moved, move)
        else:
            await a.service.act(tid, uid, at, move)
    assert any(isinstance(n, TableChanged) and n.version == moved for n in a.heard)
    await _until(lambda: a.service.reader.version(tid) > moved)
