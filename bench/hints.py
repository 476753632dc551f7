"""Benchmark: how long a hint takes to answer (rule 7.4), through the real table service and
SQLite store.

A casual table per game, Ann at South and the product's robots at the other seats. On each of
Ann's turns she asks for a hint (`TableService.hint`: her seat's view taken under the table's
lock, the game's robot thinking in a worker, the `HintGiven` event committed) and then makes
the move it advised, so the deal goes on as the hints say. The time measured is the player's
wait from the click's acknowledgement to the hint being ready to send: the request to its
return, lock wait and commit included. Drawing and Discord are not included.

Prints p50/p95/max latency in ms for every hint and by decision (bridge: call, opening lead,
other card; Kaiser: bid, trump, card), with how many of each.

    python bench/hints.py --deals 4 --game bridge --game kaiser --level basic
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.games.bridge.formats import FormatKind
from bot.games.bridge.options import BridgeRules
from bot.games.cards import Shuffler
from bot.games.game import find_game
from bot.store.sqlite import SqliteStore
from bot.tables.options import Mode, RobotLevel, TableOptions
from bot.tables.robots import game_judge, product_robots
from bot.tables.service import TableService
from bot.tables.status import Status

ANN = 1


def _kind(game: str, move: str, played: int) -> str:
    """Which decision a hint was for, by the move it advised and the cards played before."""
    if game == "kaiser":
        if move.startswith("trump"):
            return "trump"
        return "bid" if move == "pass" or move.startswith("bid") else "card"
    is_card = len(move) == 2 and move[0] in "SHDC" and move[1] in "23456789TJQKA"
    if not is_card:
        return "call"
    return "opening lead" if played == 0 else "card"


def _options(game: str, level: RobotLevel) -> TableOptions:
    if game == "bridge":
        rules = BridgeRules(format=FormatKind.SINGLE)
        return TableOptions(game="bridge", rules=rules, mode=Mode.CASUAL, level=level)
    return TableOptions(game=game, mode=Mode.CASUAL, level=level)


async def run(games: list[str], deals: int, level: RobotLevel, seed: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = await SqliteStore.open(Path(folder) / "bench.sqlite3")

        def shuffler(table_id: int, match_no: int, deal_no: int) -> Shuffler:
            return random.Random(seed * 1_000_003 + table_id * 10_000 + match_no * 100 + deal_no)

        service = TableService(store, robots=product_robots, judge=game_judge, shuffler=shuffler)
        timings: dict[str, list[float]] = {}
        try:
            for game in games:
                # The product warms its robots up when it starts (bridge: the solver).
                find_game(game).warm_up()
                for n in range(deals):
                    await _one_deal(service, game, level, n, timings)
        finally:
            await service.shutdown()
            await store.close()
    _report(timings)


async def _one_deal(
    service: TableService, game: str, level: RobotLevel, n: int, timings: dict[str, list[float]]
) -> None:
    table = await service.open_table(1, 100 + n + (1000 if game == "kaiser" else 0), ANN,
                                     "Ann", _options(game, level))  # fmt: skip
    await service.start(table, ANN, service.reader.summary(table).version)
    await service.wait_idle()
    finished = 0
    while True:
        t = service.reader.snapshot(table)
        done = len(await service.history.finished_deals(table))
        if t.status is not Status.LIVE or t.deal is None or done > finished:
            break
        acting = t.acting_seat
        if acting is None or t.user_controlling(acting) != ANN:
            # Ann answers a claim (the robots' claims are judged double dummy): she accepts.
            if t.owing:
                await service.act(table, ANN, t.version, "accept")
                await service.wait_idle()
                continue
            break
        played = sum(len(trick.plays) for trick in getattr(
            service.reader.public_view(table), "tricks", ()))  # fmt: skip
        started = time.perf_counter()
        hint = await service.hint(table, ANN, t.version)
        took = time.perf_counter() - started
        move = t.game.move_text(hint.action)
        kind = f"{game} {_kind(game, move, played)}"
        timings.setdefault(kind, []).append(took)
        timings.setdefault("all", []).append(took)
        await service.act(table, ANN, service.reader.summary(table).version, move)
        await service.wait_idle()
    if game == "kaiser":
        # A Kaiser game runs to 52 points; one hand a table is enough here.
        await service.close(table, ANN, service.reader.summary(table).version)


def _report(timings: dict[str, list[float]]) -> None:
    print(f"{'hints':<22}{'n':>5}{'p50 ms':>10}{'p95 ms':>10}{'max ms':>10}")
    for kind in sorted(timings, key=lambda k: (k != "all", k)):
        ms = sorted(1000 * s for s in timings[kind])
        p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
        print(f"{kind:<22}{len(ms):>5}{statistics.median(ms):>10.1f}{p95:>10.1f}{ms[-1]:>10.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=["bridge", "kaiser"])
    parser.add_argument("--deals", type=int, default=4, help="deals (Kaiser: hands) a game")
    parser.add_argument("--level", choices=[lv.value for lv in RobotLevel], default="basic")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    asyncio.run(run(args.game or ["bridge"], args.deals, RobotLevel(args.level), args.seed))


if __name__ == "__main__":
    main()
