"""Where the robots think, and how many move at once: a basic robot on the event loop, an expert
one in a worker thread, and a few tables' moves to a turn of the loop (`LANES`)."""

from __future__ import annotations

import asyncio
import itertools
import threading

import pytest

from bot.games.bridge.robot.players import BasicRobot
from bot.games.bridge.robot.solver import Solver
from bot.games.bridge.views import SeatView
from bot.games.game import Action, Game, Robot
from bot.store.sqlite import SqliteStore
from bot.tables import robots as driver
from bot.tables.clock import ManualClock
from bot.tables.options import RobotLevel, TableOptions
from bot.tables.robots import game_judge, product_robots
from bot.tables.service import TableService
from tests.tables.helpers import ANN, GUILD, human_step, play_deals, seeded


class Counted:
    """A basic robot that notes the thread of every decision."""

    def __init__(self, threads: list[int]) -> None:
        self._inner = BasicRobot()
        self._threads = threads

    def decide(self, view: SeatView) -> Action:
        self._threads.append(threading.get_ident())
        return self._inner.decide(view)


async def _play(
    store: SqliteStore, level: RobotLevel, tables: int, threads: list[int] | None = None
) -> list[int]:
    """`tables` tables of a person alone with robots of `level`, a few moves of theirs each;
    notes the thread of every robot decision in `threads` as it is made, and returns them."""
    threads = [] if threads is None else threads

    def counted(game: Game, options: TableOptions) -> Robot:
        return Counted(threads)

    service = TableService(store, clock=ManualClock(), robots=counted, shuffler=seeded)
    ids = []
    for i in range(tables):
        user = 10 + i
        channel = 500 + 100 * list(RobotLevel).index(level) + i
        tid = await service.open_table(GUILD, channel, user, "Ann", TableOptions(level=level))
        ids.append((tid, user))
    await asyncio.gather(
        *(service.start(tid, user, service.reader.summary(tid).version) for tid, user in ids)
    )
    for _ in range(3):
        # The person moves at every table at once, and every table's robots answer at once.
        await service.wait_idle()
        await asyncio.gather(*(human_step(service, tid, idle=False) for tid, _user in ids))
    await service.wait_idle()
    await service.shutdown()
    return threads


async def test_basic_robots_think_on_the_loop_and_expert_ones_in_a_worker_thread(
    store: SqliteStore,
) -> None:
    loop_thread = threading.get_ident()
    basic = await _play(store, RobotLevel.BASIC, 1)
    assert basic and set(basic) == {loop_thread}
    expert = await _play(store, RobotLevel.EXPERT, 1)
    assert expert and loop_thread not in expert


async def test_a_turn_of_the_loop_makes_at_most_lanes_robot_moves(
    store: SqliteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With every table's robots ready at once, the moves are shared out a few to a turn of
    the loop, so whatever else is ready (a person's click) waits for those few alone."""
    monkeypatch.setattr(driver, "LANES", 2)
    done = asyncio.Event()
    #: How many robot decisions had been made at each turn of the loop.
    seen: list[int] = []
    threads: list[int] = []

    async def watch() -> None:
        # Runs once every turn of the loop: the decisions between two runs are one turn's.
        while not done.is_set():
            seen.append(len(threads))
            await asyncio.sleep(0)

    watcher = asyncio.create_task(watch())
    try:
        await _play(store, RobotLevel.BASIC, 6, threads)
    finally:
        done.set()
        await watcher
    assert len(threads) > 12  # the robots did move at every table
    most = max(b - a for a, b in itertools.pairwise(seen))
    assert 1 <= most <= 2


async def test_a_robot_on_the_loop_never_waits_for_the_solver(
    store: SqliteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bridge's basic robots think on the loop, but a robot declarer's claim and a robot's
    answer to a person's claim ask the double-dummy solver, whose one worker may be busy for
    seconds with other tables' searches and deal records: those moves are made in a thread,
    so the whole bot never waits on that queue."""
    waited_from: list[int] = []
    original = Solver._call

    def noted(self: Solver, job: object, deadline: float | None = None) -> object:
        answer = original(self, job, deadline)  # type: ignore[arg-type]
        waited_from.append(threading.get_ident())  # a call refused on the loop never waited
        return answer

    monkeypatch.setattr(Solver, "_call", noted)
    loop_thread = threading.get_ident()
    service = TableService(
        store, clock=ManualClock(), robots=product_robots, judge=game_judge, shuffler=seeded
    )
    tid = await service.open_table(GUILD, 700, ANN, "Ann", TableOptions(level=RobotLevel.BASIC))
    await service.start(tid, ANN, service.reader.summary(tid).version)
    await play_deals(service, tid, 4)
    await service.shutdown()
    assert waited_from  # the robots did claim, or answer a claim, with the solver's help
    assert loop_thread not in waited_from
