"""The robot driver: the robots' moves at every table, one table at a time, outside every lock.

When a table waits for a robot, the driver takes the robot's seat view under the table's lock,
lets the robot think with no lock held, and brings its move back through the service's one
path for changes, version check included: a move made stale meanwhile (a person acted, an
undo) is thrown away and the robot thinks again. A robot sees only its own seat's view; a judge
(see `Judge`) may answer from the whole deal where the rules allow it, and its answer never
reaches a robot's play.

A basic robot answers in about a millisecond, so it thinks on the event loop: handed to a
thread, each move cost as much again in handing the interpreter's lock between the threads.
The few of its moves that would wait for a worker every table shares (bridge's solver, for a
claim and a claim's answer) are made in a thread instead (`bot.games.thinking`). An expert one
may search for seconds, so it thinks in an executor thread.

A few tables' robots move at a time (`LANES`), the others waiting their turn: with hundreds of
busy tables, every driver ready at once made each turn of the loop as long as all their moves
together, and a person's click, however quick its own work, waited that whole turn.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from bot.games.errors import RuleError
from bot.games.game import Action, AnyDeal, AnyGame, AnyRobot
from bot.games.seats import Seat
from bot.games.thinking import NeedsThread, on_the_loop
from bot.store.errors import StoreInDoubt, StoreUnreachable
from bot.tables.copies import Copies
from bot.tables.errors import NoSuchTable, StaleVersion
from bot.tables.events import Acted, Event
from bot.tables.options import RobotLevel, TableOptions
from bot.tables.table import Table
from bot.tables.views import seat_view

log = logging.getLogger(__name__)

#: Seconds before a table whose robots stopped on an unexpected failure is tried again.
TRY_AGAIN_AFTER = 2.0

#: Robot moves under way at once, at all the tables. As many as the executor has threads or more,
#: so that expert searches keep them all busy; few enough that a turn of the loop stays short.
LANES = 8

#: Gives the robot for a seat at a table of `options`.
RobotFactory = Callable[[AnyGame, TableOptions], AnyRobot]

#: Answers for a robot, knowing the whole deal, what the rules let it answer so (bridge: a
#: claim, whose cards are face up); None leaves the decision to the robot's own view.
Judge = Callable[[AnyGame, AnyDeal, Seat], Action | None]

#: The service's one path for changes: (table id, the version the move was made at, what to
#: apply); returns the table's new version.
Change = Callable[[int, int | None, Callable[[Table], list[Event]]], Awaitable[int]]


def simple_robots(game: AnyGame, options: TableOptions) -> AnyRobot:
    """The plainest legal robot for every seat (tests; a table that must only keep moving)."""
    return game.simple_robot()


def product_robots(game: AnyGame, options: TableOptions) -> AnyRobot:
    """The product's robots: the game's own, at the table's level."""
    return game.robot(options.level, options.rules)


def game_judge(game: AnyGame, state: AnyDeal, seat: Seat) -> Action | None:
    return game.judge(state, seat)


class RobotDriver:
    def __init__(
        self,
        copies: Copies,
        change: Change,
        runs: Callable[[int], bool],
        factory: RobotFactory,
        judge: Judge | None,
        *,
        recheck: Callable[[int], None] = lambda table_id: None,
    ) -> None:
        self._copies = copies
        self._recheck = recheck
        self._change = change
        self._runs = runs
        self._factory = factory
        self._judge = judge
        self._drivers: dict[int, asyncio.Task[None]] = {}
        #: The moves under way (`LANES`), for the loop that runs them.
        self._lanes: tuple[asyncio.AbstractEventLoop, asyncio.Semaphore] | None = None
        self._robots: dict[tuple[int, Seat], AnyRobot] = {}
        copies.on_forget(self._forget)

    @property
    def busy(self) -> frozenset[int]:
        """The tables whose robots are thinking or about to."""
        return frozenset(self._drivers)

    def in_memory(self) -> dict[str, int]:
        return {"drivers": len(self._drivers), "robots": len(self._robots)}

    def kick(self, table_id: int) -> None:
        """Make sure a table that waits for a robot (and that this process runs) gets its move."""
        if table_id in self._copies and table_id not in self._drivers and self._runs(table_id):
            self._drivers[table_id] = asyncio.create_task(self._drive(table_id))

    async def wait_idle(self) -> None:
        """Wait until no robot has anything left to do (tests, benchmarks, the demo)."""
        while self._drivers:
            await asyncio.gather(*list(self._drivers.values()))

    async def stop(self) -> None:
        """Stop the robots' work in progress; every committed change is already safe."""
        for task in self._drivers.values():
            task.cancel()
        await asyncio.gather(*self._drivers.values(), return_exceptions=True)
        self._drivers.clear()

    async def _drive(self, table_id: int) -> None:
        lanes = self._lanes_of_loop()
        try:
            more = True
            while more:
                async with lanes:
                    more = await self._move_once(table_id)
                    # The lane is kept until the loop's next turn: a move made on the loop
                    # never waits, so a lane handed on at once would bound nothing. Then it
                    # goes to the table that has waited longest.
                    await asyncio.sleep(0)
        except (StoreUnreachable, StoreInDoubt):
            # The move waits for the database to answer again; the table is read from its
            # log then (the move may have been committed), and its robots go on.
            self._drivers.pop(table_id, None)
            self._recheck(table_id)
        except asyncio.CancelledError:
            self._drivers.pop(table_id, None)
            raise
        except Exception:
            # Nothing else may leave a table waiting on its robots for good, with no one told:
            # the failure is logged now and the table tried again a little later (a failure
            # that repeats is logged each time, never in a tight loop).
            self._drivers.pop(table_id, None)
            log.exception("robots at table %s stopped; trying again shortly", table_id)
            asyncio.get_running_loop().call_later(TRY_AGAIN_AFTER, self.kick, table_id)

    async def _move_once(self, table_id: int) -> bool:
        """One robot move at the table, if it waits for one; False once it does not (the
        driver is done)."""
        try:
            lock = self._copies.lock(table_id)
        except NoSuchTable:
            self._drivers.pop(table_id, None)
            return False
        async with lock:
            t = self._copies.find(table_id)
            seat = _robot_seat(t) if t is not None else None
            # A table given up to another process is that process's to drive.
            if t is None or seat is None or t.deal is None or not self._runs(table_id):
                self._drivers.pop(table_id, None)
                return False
            version = t.version
            game = t.game
            view = seat_view(t, seat)
            robot = self._robot_for(t, seat)
            # The kept copy's deal, not a copy of it: a kept copy is never edited in
            # place (a change applies to a copy of it), so the judge may read it
            # outside the lock.
            judged = t.deal if self._judge is not None else None
            on_loop = t.options.level is RobotLevel.BASIC
        try:
            action = None
            if on_loop:
                # A move that would wait for a worker other tables share is made in a thread.
                with contextlib.suppress(NeedsThread), on_the_loop():
                    action = self._move(game, robot, view, judged, seat)
            if action is None:
                action = await asyncio.get_running_loop().run_in_executor(
                    None, self._move, game, robot, view, judged, seat
                )
        except Exception:
            # A failing robot must not stall the table: the simplest robot stands in.
            log.exception("robot at table %s, %s, failed", table_id, seat)
            action = game.simple_robot().decide(view)
        try:
            await self._change(table_id, version, _just(Acted(action, None)))
        except StaleVersion:
            return True
        except NoSuchTable:
            self._drivers.pop(table_id, None)
            return False
        except RuleError as exc:
            # Why, by the refusal's key: its words may name the robot's cards.
            why = getattr(exc, "key", None) or type(exc).__name__
            log.warning("robot at table %s, %s, chose badly (%s)", table_id, seat, why)
            fallback = game.simple_robot().decide(view)
            with contextlib.suppress(StaleVersion):
                await self._change(table_id, version, _just(Acted(fallback, None)))
        return True

    def _move(
        self, game: AnyGame, robot: AnyRobot, view: object, judged: AnyDeal | None, seat: Seat
    ) -> Action:
        """The robot's move (on the loop or in an executor thread): the judge's, where it
        answers."""
        if judged is not None and self._judge is not None:
            answer = self._judge(game, judged, seat)
            if answer is not None:
                return answer
        return robot.decide(view)

    def _lanes_of_loop(self) -> asyncio.Semaphore:
        loop = asyncio.get_running_loop()
        if self._lanes is None or self._lanes[0] is not loop:
            self._lanes = (loop, asyncio.Semaphore(LANES))
        return self._lanes[1]

    def _robot_for(self, t: Table, seat: Seat) -> AnyRobot:
        key = (t.id, seat)
        if key not in self._robots:
            self._robots[key] = self._factory(t.game, t.options)
        return self._robots[key]

    def _forget(self, table_id: int) -> None:
        for key in [k for k in self._robots if k[0] == table_id]:
            del self._robots[key]


def _robot_seat(t: Table) -> Seat | None:
    """The seat a robot must act for now, if any."""
    for seat in t.owing:
        if t.user_controlling(seat) is None:
            return seat
    return None


def _just(*events: Event) -> Callable[[Table], list[Event]]:
    return lambda _table: list(events)
