"""Benchmark: many robot tables at once through the real table service and SQLite store.

Each table has four of the game's own robots at the basic level (bridge: rule-table bidding,
rule-based card play, claims judged double dummy): three are the table's own, and South's moves
are chosen by the same kind of robot but sent as a player's requests (with the version from the
turn notice), so the path of a person's click is measured too. Every match is ranked (bridge: a
Chicago); when it ends, South asks for a rematch and play goes on. Rendering is not included.

Every table is started at once, and what is measured starts when all of them play. Prints
hands per minute, the p50/p95/max latency of an action (from the request to its commit, lock
wait included), for all tables and for each game's, and the memory each table costs.
Several `--game`s share the tables out in turn (bridge and Kaiser tables side by side);
several `--tables` counts run one after another, each in a fresh process state.

`--bare` also plays the same robots on the bare engine (deal, the robots' moves, `apply`, the
match's scoring: no table, no service, no store) as many tables side by side, one move a table
in turn as the service's tables go, and prints the actions per processor second of both and
their ratio: the cost of the platform around the rules, measured in one run. The two take
turns in short slices (`--slice` seconds each) through the measured window, so a change in the
machine's load falls on both alike; while the bare engine plays, the service's loop waits, and
an action whose request and commit straddle such a slice is left out of the latencies.

    python bench/tables.py --tables 50 100 --seconds 20 --game bridge --game kaiser --bare
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.games.errors import RuleError
from bot.games.game import AnyGame, find_game, game_names
from bot.store.sqlite import SqliteStore
from bot.tables import collector
from bot.tables.events import Event
from bot.tables.notices import DealFinished, GameFinished, HandChanged, Notice
from bot.tables.options import RobotLevel, TableOptions
from bot.tables.robots import game_judge, product_robots
from bot.tables.service import TableService
from bot.tables.table import Table


def rss_bytes() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


class TimedService(TableService):
    """The service, timing every change from request to commit."""

    #: (when the request came, how long until its commit), by perf_counter.
    latencies: list[tuple[float, float]]
    #: The same latencies, by the game of their table.
    by_game: dict[str, list[tuple[float, float]]]

    async def _change(
        self, table_id: int, version: int | None, build: Callable[[Table], list[Event]]
    ) -> int:
        start = time.perf_counter()
        try:
            return await super()._change(table_id, version, build)
        finally:
            took = (start, time.perf_counter() - start)
            self.latencies.append(took)
            self.by_game.setdefault(self._game_names.get(table_id, "?"), []).append(took)

    _game_names: dict[int, str]


async def south(service: TableService, tid: int, user: int, inbox: asyncio.Queue[Notice]) -> None:
    """The table's one person: plays like the game's basic robot, through the service."""
    game = service.reader.game(tid)
    me = game.robot(RobotLevel.BASIC, game.default_rules())
    while True:
        notice = await inbox.get()
        try:
            if isinstance(notice, GameFinished):
                await service.rematch(tid, user, service.reader.summary(tid).version)
            elif isinstance(notice, HandChanged) and notice.hand.owes:
                view = notice.hand.view_of(notice.hand.owing[0])
                move = game.move_text(me.decide(view))
                await service.act(tid, user, notice.version, move)
        except RuleError:
            continue


class BareTables:
    """The same robots on the bare engine: `tables` matches side by side, sharing the games out
    in turn as the service's tables do, each making one move in turn; a finished match starts
    again (as the bench's South asks for a rematch)."""

    def __init__(self, tables: int, games: tuple[str, ...]) -> None:
        self._rng = random.Random(1)
        self._tables = [self._Table(find_game(games[i % len(games)])) for i in range(tables)]
        #: Moves made, by game.
        self.actions: dict[str, int] = dict.fromkeys(games, 0)
        #: The processor time of those moves, by game.
        self.used: dict[str, float] = dict.fromkeys(games, 0.0)

    class _Table:
        def __init__(self, game: AnyGame) -> None:
            self.game = game
            self.rules = game.default_rules()
            self.robots = {s: game.robot(RobotLevel.BASIC, self.rules) for s in game.seats}
            self.match = game.new_match(self.rules)
            self.state: Any = None

    def play(self, seconds: float) -> None:
        """Move every table in turn for about `seconds`."""
        until = time.perf_counter() + seconds
        while time.perf_counter() < until:
            for t in self._tables:
                self._move(t)

    def _move(self, t: _Table) -> None:
        game = t.game
        cpu = time.process_time()
        if t.state is None or t.state.is_finished:
            if t.state is not None:
                t.match.record(t.state)
            due = t.match.next_deal()
            if due is None:
                t.match = game.new_match(t.rules)
                due = t.match.next_deal()
                assert due is not None
            t.state = game.start(game.deal(due, self._rng))
        seat = t.state.owing[0]
        action = game.judge(t.state, seat)
        if action is None:
            action = t.robots[seat].decide(game.seat_view(t.state, seat, t.rules))
        t.state.apply(action)
        self.actions[game.name] += 1
        self.used[game.name] += time.process_time() - cpu

    def per_second(self, mix: dict[str, int]) -> float:
        """Actions per processor second at a mix of games (actions by game): each game's
        moves cost what they cost here."""
        cost = sum(n * self.used[g] / max(self.actions[g], 1) for g, n in mix.items())
        return sum(mix.values()) / cost if cost else 0.0


def summary(timed: list[tuple[float, float]]) -> str:
    lat = sorted(took for _, took in timed) or [0.0]
    p95 = lat[int(0.95 * (len(lat) - 1))] * 1000
    return (
        f"p50 {statistics.median(lat) * 1000:.1f}, p95 {p95:.1f}, max {lat[-1] * 1000:.1f}"
        f" ({len(timed)} actions)"
    )


def outside(
    timed: list[tuple[float, float]], pauses: list[tuple[float, float]]
) -> list[tuple[float, float]]:
    """The latencies of the actions that no pause of the service came between."""
    return [
        (start, took) for start, took in timed
        if not any(start < end and start + took > begin for begin, end in pauses)
    ]  # fmt: skip


async def watch_loop(lags: list[tuple[float, float]], every: float = 0.01) -> None:
    """How late the loop comes back to a coroutine that asked to be woken: what a person's
    click waits before its handler even starts, which the actions' latencies do not see."""
    while True:
        start = time.perf_counter()
        await asyncio.sleep(every)
        lags.append((start, time.perf_counter() - start - every))


async def run(
    tables: int,
    seconds: float,
    games: tuple[str, ...] = ("bridge",),
    bare: bool = False,
    slice_seconds: float = 2.0,
    bare_tables: int | None = None,
) -> None:
    folder = Path(tempfile.mkdtemp(prefix="bench-tables-"))
    store = await SqliteStore.open(folder / "bench.sqlite3")
    service = TimedService(store, robots=product_robots, judge=game_judge)
    service.latencies = []
    service.by_game = {}
    service._game_names = {}
    inboxes: dict[int, asyncio.Queue[Notice]] = {}
    deals = 0

    async def route(notice: Notice) -> None:
        nonlocal deals
        if isinstance(notice, DealFinished):
            deals += 1
        wanted = HandChanged | GameFinished
        if isinstance(notice, wanted) and notice.table_id in inboxes:
            inboxes[notice.table_id].put_nowait(notice)

    service.subscribe(route)
    # What the robots load once per process (bridge: the solver) is not a table's memory.
    for game in games:
        await asyncio.to_thread(find_game(game).warm_up)
    gc.collect()
    before = rss_bytes()
    ids = []
    for i in range(tables):
        options = TableOptions(game=games[i % len(games)])
        tid = await service.open_table(1, 1000 + i, 1 + i, f"South {i}", options)
        service._game_names[tid] = options.game
        inboxes[tid] = asyncio.Queue()
        ids.append(tid)
    collector.settle()
    workers = [
        asyncio.create_task(south(service, tid, 1 + i, inboxes[tid])) for i, tid in enumerate(ids)
    ]
    ramp = time.perf_counter()
    await asyncio.gather(
        *(service.start(tid, 1 + i, service.reader.summary(tid).version)
          for i, tid in enumerate(ids))
    )  # fmt: skip
    ramp = time.perf_counter() - ramp
    lags: list[tuple[float, float]] = []
    workers.append(asyncio.create_task(watch_loop(lags)))
    # Measured from when every table plays: one after another, starting 200 busy tables took
    # longer than the play measured, and its waits counted among the actions'.
    service.latencies.clear()
    service.by_game.clear()
    deals = 0
    engine = BareTables(bare_tables or tables, games) if bare else None
    # The service's processor time and clock time, and the bare engine's, summed over slices.
    used = elapsed = bare_used = 0.0
    pauses: list[tuple[float, float]] = []
    played = 0.0
    while played < seconds:
        step = min(slice_seconds if engine is not None else seconds, seconds - played)
        started = time.perf_counter()
        cpu = time.process_time()
        await asyncio.sleep(step)
        elapsed += time.perf_counter() - started
        used += time.process_time() - cpu
        played += step
        if engine is not None:
            # The loop waits meanwhile: the robots' threads finish the move in hand, no more.
            begin = time.perf_counter()
            cpu = time.process_time()
            engine.play(step)
            bare_used += time.process_time() - cpu
            pauses.append((begin, time.perf_counter()))
    gc.collect()
    after = rss_bytes()
    for w in workers:
        w.cancel()
    await asyncio.gather(*workers, return_exceptions=True)
    await service.shutdown()
    await store.close()

    lat = outside(service.latencies, pauses)
    actions = len(service.latencies)
    print(
        f"tables: {tables} ({' + '.join(games)}), started in {ramp:.1f} s, then seconds:"
        f" {elapsed:.1f}, deals: {deals}"
    )
    print(f"  hands per minute: {deals / elapsed * 60:.0f}")
    print(f"  action latency ms, all: {summary(lat)}")
    print(f"  the loop's lag ms: {summary(outside(lags, pauses)).split(' (')[0]}")
    if len(games) > 1:
        for game in games:
            of_game = outside(service.by_game.get(game, []), pauses)
            print(f"  action latency ms, {game}: {summary(of_game)}")
    print(f"  memory per table: {(after - before) / tables / 1024:.0f} KiB (RSS growth / tables)")
    # Processor time, not the clock's: on a busy machine the clock counts other work too.
    served = actions / used
    print(f"  actions per processor second through the service: {served:.0f}")
    if engine is not None:
        made = sum(engine.actions.values())
        print(f"  actions per processor second on the bare engine: {made / bare_used:.0f}"
              f" (service / engine: {served / (made / bare_used):.2f})")  # fmt: skip
        share = ", ".join(
            f"{g} {len(service.by_game.get(g, [])) / max(actions, 1):.0%}"
            f" / {engine.actions[g] / max(made, 1):.0%}"
            for g in games
        )
        print(f"  actions by game, service / engine: {share}")
        # The service's tables need not keep the same pace in every game: its own mix, each
        # game's moves at what they cost the bare engine, is the fair comparison.
        mix = {g: len(service.by_game.get(g, [])) for g in games}
        at_mix = engine.per_second(mix)
        print(f"  the bare engine at the service's mix of games: {at_mix:.0f}"
              f" (service / engine: {served / at_mix:.2f})")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, nargs="+", default=[50])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--game", choices=game_names(), action="append")
    parser.add_argument("--bare", action="store_true", help="also the bare engine, for the ratio")
    parser.add_argument("--slice", type=float, default=2.0, help="seconds each takes in turn")
    parser.add_argument(
        "--bare-tables", type=int, help="tables the bare engine plays (default: as many)"
    )
    args = parser.parse_args()
    for tables in args.tables:
        games = tuple(args.game or ["bridge"])
        asyncio.run(run(tables, args.seconds, games, args.bare, args.slice, args.bare_tables))


if __name__ == "__main__":
    main()
