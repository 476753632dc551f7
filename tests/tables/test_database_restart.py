"""The database going away in the middle of play: two processes on one PostgreSQL server, people
and robots playing at every table, while the server's connections are dropped, the server is
shut down fast and started again, shut down slowly (it waits for the sessions, then is told to
hurry), and stopped as by a crash. The processes reconnect by themselves; afterwards the log
holds every move a person was told was accepted, once, and none a person was told did not go
through; everything told to anyone is what the log says; and play goes on at every table.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.games.bridge.game import BRIDGE
from bot.games.bridge.robot.players import BasicRobot
from bot.games.errors import RuleError
from bot.store.errors import StoreInDoubt, StoreUnreachable
from bot.store.postgres import PostgresStore
from bot.store.rows import StoredEvent
from bot.tables.clock import ManualClock
from bot.tables.errors import NoSuchTable, StaleVersion
from bot.tables.events import Acted, from_json
from bot.tables.history import logged
from bot.tables.notices import Notice, TableChanged
from bot.tables.options import RobotLevel
from bot.tables.service import TableService
from bot.tables.status import Status
from bot.tables.table import Table, replay
from tests.pg_server import PostgresServer
from tests.tables.helpers import CHANNEL, GUILD, bridge_table, kaiser_table, seeded

TABLES = 6
#: Events every table must log after each outage, for play to count as going on.
RESUMED = 6


def fingerprint(t: Table) -> tuple[Any, ...]:
    """What a listener is shown of a table: its stage, its deal so far and who made each move."""
    actions = tuple(t.deal.actions) if t.deal is not None else ()
    return (t.status, t.match_no, t.deals_dealt, actions, tuple(t.deciders))


@dataclass
class Process:
    store: PostgresStore
    service: TableService
    #: (table, version, what the process's copy showed) for each change it told of.
    told: list[tuple[int, int, tuple[Any, ...]]] = field(default_factory=list)
    timers: asyncio.Task[None] | None = None


@dataclass(frozen=True)
class Attempt:
    """A person's click: the table's version they saw, and what they were answered."""

    table_id: int
    version: int
    user_id: int
    kind: str
    outcome: str


async def _start(url: str) -> Process:
    store = await PostgresStore.open(url, connections=4)
    service = TableService(store, clock=ManualClock(), shuffler=seeded)
    process = Process(store, service)

    async def record(notice: Notice) -> None:
        if isinstance(notice, TableChanged):
            copy = service._copies.find(notice.table_id)
            if copy is not None and copy.version == notice.version:
                process.told.append((notice.table_id, notice.version, fingerprint(copy)))

    service.subscribe(record)
    await service.recover()
    process.timers = asyncio.create_task(service.run_timers(poll=0.2))
    return process


async def _stop(p: Process) -> None:
    assert p.timers is not None
    p.timers.cancel()
    await asyncio.gather(p.timers, return_exceptions=True)
    await p.service.shutdown()
    await p.store.close()


@pytest.fixture
async def cluster(
    restartable_postgres: PostgresServer,
) -> AsyncIterator[tuple[PostgresServer, str, list[Process]]]:
    url = await restartable_postgres.new_database()
    processes = [await _start(url), await _start(url)]
    yield restartable_postgres, url, processes
    for p in processes:
        await _stop(p)


def _newest(processes: list[Process], table_id: int) -> Table | None:
    """The table as the person's screen shows it: the newest copy either process holds."""
    copies = [p.service._copies.find(table_id) for p in processes]
    found = [c for c in copies if c is not None]
    return max(found, key=lambda t: t.version) if found else None


def _click(t: Table, user_id: int) -> tuple[str, Callable[[TableService], Awaitable[int]]]:
    """The person's next click at the table as shown, if they owe one."""
    if t.status is Status.FINISHED:
        return "RematchAgreed", lambda s: s.rematch(t.id, user_id, t.version)
    assert t.deal is not None
    for seat in t.owing:
        if t.user_controlling(seat) != user_id:
            continue
        if seat is not t.acting_seat:
            return "Acted", lambda s: s.act(t.id, user_id, t.version, "accept")
        game = t.game
        view = game.seat_view(t.deal, seat, t.rules)
        robot = BasicRobot() if game is BRIDGE else game.robot(RobotLevel.BASIC, t.rules)
        move = game.move_text(robot.decide(view))
        return "Acted", lambda s, move=move: s.act(t.id, user_id, t.version, move)
    raise LookupError


async def _person(
    table_id: int,
    user_id: int,
    processes: list[Process],
    attempts: list[Attempt],
    home: asyncio.Event,
) -> None:
    """A person at the table, clicking whenever a move is theirs, until it is time to go home
    (a click on its way is answered first); each click reaches either process, as Discord's
    load balancing would send it."""
    rng = random.Random(table_id)
    while not home.is_set():
        await asyncio.sleep(rng.uniform(0.05, 0.15))
        t = _newest(processes, table_id)
        if t is None or t.status not in (Status.LIVE, Status.FINISHED):
            continue
        try:
            kind, click = _click(t, user_id)
        except LookupError:
            continue
        try:
            await click(rng.choice(processes).service)
            outcome = "accepted"
        except (StaleVersion, NoSuchTable, RuleError):
            outcome = "refused"
        except StoreUnreachable:
            outcome = "away"
        except StoreInDoubt:
            outcome = "in doubt"
        attempts.append(Attempt(table_id, t.version, user_id, kind, outcome))


async def _log(store: PostgresStore, table_id: int) -> list[StoredEvent]:
    for _ in range(100):
        try:
            return await store.events(table_id)
        except StoreUnreachable:
            await asyncio.sleep(0.2)
    raise AssertionError("the database never answered again")


async def _logged_events(store: PostgresStore, tables: list[int]) -> int:
    return sum([len(await _log(store, t)) for t in tables])


async def _play_goes_on(processes: list[Process], tables: list[int]) -> None:
    """Every table logs `RESUMED` more events (people's and robots' moves)."""
    store = processes[0].store
    start = {t: len(await _log(store, t)) for t in tables}
    for _ in range(600):
        now = {t: len(await _log(store, t)) for t in tables}
        if all(now[t] >= start[t] + RESUMED for t in tables):
            return
        await asyncio.sleep(0.1)
    # Which process runs each stalled table, and whether its robots are at work.
    stalled = {
        t: [(p.service.following.runs(t), t in p.service.robots.busy) for p in processes]
        for t in tables if now[t] < start[t] + RESUMED
    }  # fmt: skip
    raise AssertionError(f"play stopped: {start} -> {now}; (runs, busy) {stalled}")


async def test_play_survives_dropped_connections_and_every_kind_of_restart(
    cluster: tuple[PostgresServer, str, list[Process]],
) -> None:
    server, url, processes = cluster
    a, b = processes
    tables = []
    for n in range(TABLES):
        host = 1000 + n
        options = bridge_table() if n % 2 == 0 else kaiser_table()
        p = processes[n % 2]
        tid = await p.service.open_table(GUILD, CHANNEL + n, host, f"Host {n}", options)
        await p.service.start(tid, host, 1)
        tables.append(tid)
    attempts: list[Attempt] = []
    home = asyncio.Event()
    people = [
        asyncio.create_task(_person(tid, 1000 + n, processes, attempts, home))
        for n, tid in enumerate(tables)
    ]
    try:
        await _play_goes_on(processes, tables)

        # The connections drop (the server stays up): every session of the bot's database.
        dropped = await server.drop_connections(url)
        assert dropped >= 2  # at least each process's lease connection
        await _play_goes_on(processes, tables)

        # A fast shutdown ends every session at once; the server is back a moment later.
        assert await asyncio.to_thread(server.shut_down, "fast")
        await asyncio.sleep(0.5)
        await asyncio.to_thread(server.start_again)
        await _play_goes_on(processes, tables)

        # A slow one: the server waits for the sessions to end, refusing new ones (play goes
        # on meanwhile on the connections already open), then is told to stop at once.
        before = await _logged_events(a.store, tables)
        assert not await asyncio.to_thread(server.shut_down, "smart", 2.0)
        assert await asyncio.to_thread(server.shut_down, "fast")
        await asyncio.sleep(0.5)
        await asyncio.to_thread(server.start_again)
        await _play_goes_on(processes, tables)
        assert await _logged_events(a.store, tables) > before

        # And as a crash would stop it: the server recovers from its write-ahead log.
        assert await asyncio.to_thread(server.shut_down, "immediate")
        await asyncio.to_thread(server.start_again)
        await _play_goes_on(processes, tables)
    finally:
        home.set()
        await asyncio.gather(*people)
    for p in processes:
        await p.service.wait_idle()
    # A lease lapsed while the server was away is taken again at the next timer round, by
    # either process: wait for that round before asking who runs each table.
    for _ in range(300):
        if all(sum(p.service.following.runs(t) for p in processes) == 1 for t in tables):
            break
        await asyncio.sleep(0.1)

    outcomes = Counter(x.outcome for x in attempts)
    told = len(a.told) + len(b.told)
    print(f"\nattempts {dict(outcomes)}; told {told}")
    for tid in tables:
        stored = await a.store.events(tid)
        assert [e.seq for e in stored] == list(range(1, len(stored) + 1))
        events = await logged(a.store, tid)
        final = replay(tid, events)  # every move in the log is legal where it stands
        print(f"table {tid}: {len(stored)} events")
        # Every person's click the log holds was answered as accepted (or in doubt), and
        # every click answered as accepted is in the log, where it was made: none lost,
        # none twice, none that the person was told did not go through.
        mine = {x.version for x in attempts if x.table_id == tid and x.outcome == "accepted"}
        doubt = {x.version for x in attempts if x.table_id == tid and x.outcome == "in doubt"}
        theirs = {
            e.seq - 1 for e in stored
            if e.user_id is not None and e.kind in ("Acted", "RematchAgreed")
        }  # fmt: skip
        assert mine <= theirs <= mine | doubt, (tid, sorted(theirs ^ mine))
        for e in stored:
            if e.kind == "Acted" and e.user_id is not None:
                assert isinstance(from_json(e.kind, e.payload, final.game), Acted)
        # What each process told of the table is what the log says at that version.
        table = replay(tid, events[:1])
        at_version = {1: fingerprint(table)}
        for version, (event, at) in enumerate(events[1:], start=2):
            table.apply(event, at)
            at_version[version] = fingerprint(table)
        for p in processes:
            for table_id, version, shown in p.told:
                if table_id == tid:
                    assert shown == at_version[version], (tid, version)
        # The process running the table holds it as the log has it; the other catches up.
        runner = [p for p in processes if p.service.following.runs(tid)]
        assert len(runner) == 1
        assert fingerprint(runner[0].service.reader.snapshot(tid)) == fingerprint(final)
    for p in processes:
        await p.service.following.catch_up_all()
        for tid in tables:
            assert p.service.reader.snapshot(tid).version == len(await a.store.events(tid))
    assert outcomes["accepted"] >= TABLES * 4
