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

`--bare` then plays the same robots on the bare engine for as long (deal, the robots' moves,
`apply`, the match's scoring: no table, no service, no store) and prints the actions per
processor second of both and their ratio: the cost of the platform around the rules, measured
in one run.

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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.games.errors import RuleError
from bot.games.game import find_game, game_names
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

    latencies: list[float]
    #: The same latencies, by the game of their table.
    by_game: dict[str, list[float]]

    async def _change(
        self, table_id: int, version: int | None, build: Callable[[Table], list[Event]]
    ) -> int:
        start = time.perf_counter()
        try:
            return await super()._change(table_id, version, build)
        finally:
            took = time.perf_counter() - start
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


def bare_engine(seconds: float, games: tuple[str, ...]) -> tuple[int, float]:
    """The same robots on the bare engine, match after match, in turn for each game, for about
    `seconds`: returns the actions made and the processor time they took."""
    rng = random.Random(1)
    actions = 0
    started = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - started < seconds:
        for name in games:
            game = find_game(name)
            rules = game.default_rules()
            robots = {seat: game.robot(RobotLevel.BASIC, rules) for seat in game.seats}
            match = game.new_match(rules)
            while (due := match.next_deal()) is not None:
                state = game.start(game.deal(due, rng))
                while not state.is_finished:
                    seat = state.owing[0]
                    action = game.judge(state, seat)
                    if action is None:
                        action = robots[seat].decide(game.seat_view(state, seat, rules))
                    state.apply(action)
                    actions += 1
                match.record(state)
    return actions, time.process_time() - cpu


def summary(lat: list[float]) -> str:
    lat = sorted(lat)
    p95 = lat[int(0.95 * (len(lat) - 1))] * 1000
    return (
        f"p50 {statistics.median(lat) * 1000:.1f}, p95 {p95:.1f}, max {lat[-1] * 1000:.1f}"
        f" ({len(lat)} actions)"
    )


async def run(
    tables: int, seconds: float, games: tuple[str, ...] = ("bridge",), bare: bool = False
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
    # Measured from when every table plays: one after another, starting 200 busy tables took
    # longer than the play measured, and its waits counted among the actions'.
    service.latencies.clear()
    service.by_game.clear()
    deals = 0
    started = time.perf_counter()
    cpu = time.process_time()
    await asyncio.sleep(seconds)
    elapsed = time.perf_counter() - started
    used = time.process_time() - cpu
    gc.collect()
    after = rss_bytes()
    for w in workers:
        w.cancel()
    await asyncio.gather(*workers, return_exceptions=True)
    await service.shutdown()
    await store.close()

    lat = service.latencies
    print(
        f"tables: {tables} ({' + '.join(games)}), started in {ramp:.1f} s, then seconds:"
        f" {elapsed:.1f}, deals: {deals}"
    )
    print(f"  hands per minute: {deals / elapsed * 60:.0f}")
    print(f"  action latency ms, all: {summary(lat)}")
    if len(games) > 1:
        for game in games:
            print(f"  action latency ms, {game}: {summary(service.by_game.get(game, [0.0]))}")
    print(f"  memory per table: {(after - before) / tables / 1024:.0f} KiB (RSS growth / tables)")
    # Processor time, not the clock's: on a busy machine the clock counts other work too.
    served = len(lat) / used
    print(f"  actions per processor second through the service: {served:.0f}")
    if bare:
        made, took = bare_engine(seconds, games)
        print(f"  actions per processor second on the bare engine: {made / took:.0f}"
              f" (service / engine: {served / (made / took):.2f})")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, nargs="+", default=[50])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--game", choices=game_names(), action="append")
    parser.add_argument("--bare", action="store_true", help="also the bare engine, for the ratio")
    args = parser.parse_args()
    for tables in args.tables:
        asyncio.run(run(tables, args.seconds, tuple(args.game or ["bridge"]), args.bare))


if __name__ == "__main__":
    main()
