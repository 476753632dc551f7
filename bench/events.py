"""Benchmark: a tournament through the real table service and SQLite store.

Every registered player has a table of their own in each round, with the game's robots in the
other three seats; the player's moves are chosen by the same kind of robot but sent as a
person's requests (with the version from the turn notice), so the path of a click is measured
too. All the round's tables are dealt the same boards (the first table to reach a board deals
it for all), every result is kept as its board finishes, and when the last table of a round is
over the next round starts; after the last, the final places go to the results and ratings.

Prints the time the tournament took, the boards played, and the p50/p95/max latency of an
action (from the request to its commit, lock wait included: the rounds' starts and the results
kept are among the listeners it waits for).

    python -m bench.events --players 16 --rounds 2 --robots basic
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.tables import TimedService, south, summary
from bot.games.game import AnyGame, RobotLevel, find_game
from bot.store import event_rows
from bot.store.event_rows import TournamentRow
from bot.store.sqlite import SqliteStore
from bot.tables.notices import DealFinished, GameFinished, HandChanged, Notice
from bot.tables.options import TableOptions
from bot.tables.robots import game_judge
from bot.tables.tournament import Tournaments, Viewer


async def run(players: int, rounds: int, level: RobotLevel, game_name: str) -> None:
    folder = Path(tempfile.mkdtemp(prefix="bench-events-"))
    store = await SqliteStore.open(folder / "bench.sqlite3")

    def robots(game: AnyGame, options: TableOptions) -> object:
        return game.robot(level, options.rules)

    service = TimedService(store, robots=robots, judge=game_judge)  # type: ignore[arg-type]
    service.latencies, service.by_game, service._game_names = [], {}, {}
    inboxes: dict[int, asyncio.Queue[Notice]] = {}
    workers: list[asyncio.Task[None]] = []
    boards = 0
    rooms = iter(range(10_000, 10_000_000))

    async def room(t: TournamentRow, round_no: int, users: object) -> int:
        return next(rooms)

    tournaments = Tournaments(
        store, service, room, robots=lambda game: game.robot(level, game.event_rules())
    )

    async def route(notice: Notice) -> None:
        nonlocal boards
        if isinstance(notice, DealFinished):
            boards += 1
        if isinstance(notice, HandChanged | GameFinished):
            if notice.table_id not in inboxes:
                # A new round's table: its player starts listening for their turns.
                inboxes[notice.table_id] = asyncio.Queue()
                user = next(u for u in service.reader.humans(notice.table_id))
                workers.append(asyncio.create_task(
                    south(service, notice.table_id, user, inboxes[notice.table_id])
                ))  # fmt: skip
            inboxes[notice.table_id].put_nowait(notice)

    service.subscribe(route)
    await asyncio.to_thread(find_game(game_name).warm_up)
    host = 1
    tid = await tournaments.signup.create(1, 999, host, "Benchmark", game_name, rounds=rounds)
    for user in range(2, players + 2):
        await tournaments.signup.register(1, tid, Viewer(user))
    started = time.perf_counter()
    await tournaments.rounds.start(1, tid, Viewer(host))
    while True:
        await asyncio.sleep(0.5)
        t = await event_rows.tournament(store, tid)
        if t is not None and t.status == "finished":
            break
    elapsed = time.perf_counter() - started
    await tournaments.rounds.settled()
    await service.wait_idle()
    for w in workers:
        w.cancel()
    await asyncio.gather(*workers, return_exceptions=True)
    _, standings = await tournaments.standings.show(1, tid, Viewer(host))
    await service.shutdown()
    await store.close()

    print(f"tournament: {players} players, {rounds} rounds ({players * rounds} tables), "
          f"{game_name}, {level.value} robots")  # fmt: skip
    print(f"  took {elapsed:.1f} s; boards played: {boards}; {boards / elapsed * 60:.0f} a minute")
    print(f"  action latency ms: {summary(service.latencies)}")
    print(f"  standings: {len(standings)} players, leader {float(standings[0].total):.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--robots", choices=[lv.value for lv in RobotLevel], default="basic")
    parser.add_argument("--game", default="bridge")
    args = parser.parse_args()
    asyncio.run(run(args.players, args.rounds, RobotLevel(args.robots), args.game))


if __name__ == "__main__":
    main()
