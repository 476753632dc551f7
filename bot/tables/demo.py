"""`python -m bot demo`: one Chicago through the real table service and store, no Discord.

A demo player sits South and three robots take the other seats. The demo player's calls and
cards are chosen by a robot of the table's level but sent through the same requests a person's
clicks make, so the game is ranked, recorded and rated like any other. Each deal's PBN is written
under the output folder with a picture of the table during each deal's play, and the scores
and the server's leaderboard are printed.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import time
from pathlib import Path

from bot.games.bridge.robot.bidding_context import System as BiddingSystem
from bot.games.bridge.state import Phase
from bot.games.bridge.views import PublicView
from bot.games.cards import Shuffler
from bot.games.seats import Side
from bot.store.db import Store
from bot.store.leaderboard import Period, leaderboard
from bot.tables.notices import DealFinished, Notice
from bot.tables.options import RobotLevel, TableOptions
from bot.tables.robots import StandardRobot, judge_claim, standard_robots
from bot.tables.service import GAME, TableService
from bot.tables.table import Status

DEMO_GUILD = 1
DEMO_CHANNEL = 1
DEMO_USER = 1


async def _run(out: Path, seed: int | None, level: RobotLevel, system: BiddingSystem) -> int:
    db_path = out / "demo.sqlite3"

    def shuffler(table_id: int, game_no: int, deal_no: int) -> Shuffler:
        if seed is None:
            return random.SystemRandom()
        return random.Random(f"{seed}:{table_id}:{game_no}:{deal_no}")

    store = await Store.open(db_path)
    service = TableService(
        store, robots=standard_robots, claim_judge=judge_claim, shuffler=shuffler
    )
    written: list[Path] = []

    async def on_notice(notice: Notice) -> None:
        if isinstance(notice, DealFinished):
            path = out / f"deal-{notice.game_no}-{notice.deal_no}.pbn"
            path.write_text(notice.pbn, encoding="utf-8")
            written.append(path)
            print(f"Deal {notice.deal_no}: {notice.result}")

    service.subscribe(on_notice)
    me = StandardRobot(level, system)
    pictured: set[int] = set()
    try:
        options = TableOptions(level=level, system=system)
        tid = await service.open_table(DEMO_GUILD, DEMO_CHANNEL, DEMO_USER, "Demo player", options)
        await service.start(tid, DEMO_USER, 1)
        while True:
            await service.wait_idle()
            t = service.snapshot(tid)
            if t.status is not Status.LIVE or t.deal is None:
                break
            acting = t.acting_seat
            if acting is not None and t.user_controlling(acting) == DEMO_USER:
                view = next(v for v in service.seat_views(tid, DEMO_USER) if v.seat is acting)
                if view.public.dummy_cards is not None and t.deals_dealt not in pictured:
                    pictured.add(t.deals_dealt)
                    path = out / f"table-{t.game_no}-{t.deals_dealt}.png"
                    await asyncio.to_thread(_picture, view.public, path)
                    written.append(path)
                if t.deal.phase is Phase.AUCTION:
                    await service.call(tid, DEMO_USER, t.version, me.choose_call(view))
                else:
                    await service.play(tid, DEMO_USER, t.version, me.choose_card(view))
            elif t.claim_responders() and t.deal is not None:
                accept = await asyncio.to_thread(judge_claim, t.deal.copy())
                await service.answer_claim(tid, DEMO_USER, t.version, accept)
            else:
                break
        summary = service.summary(tid)
        print(f"Final score: N-S {summary.totals[Side.NS]}, E-W {summary.totals[Side.EW]}")
        print(f"Written: {', '.join(str(p) for p in written)}")
        print(f"Leaderboard ({level.value} robots, all time):")
        now = time.time()
        for place, s in enumerate(
            await leaderboard(store, DEMO_GUILD, GAME, level.value, Period.ALL_TIME, now), 1
        ):
            print(
                f"  {place}. {s.name}: {s.points:+d} points, {s.games} games "
                f"({s.wins}-{s.draws}-{s.losses}), rating {s.rating:.2f}"
            )
    finally:
        await service.shutdown()
        await store.close()
    return 0


def _picture(view: PublicView, path: Path) -> None:
    """The channel's picture of the table, as the front end would post it."""
    from renderers import render_table

    path.write_bytes(render_table(view))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot demo", description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("data/demo"), help="output folder")
    parser.add_argument("--seed", type=int, default=None, help="deal reproducible hands")
    parser.add_argument(
        "--level",
        choices=[x.value for x in RobotLevel],
        default=RobotLevel.BASIC.value,
        help="how the robots play the cards (expert thinks up to about a second a card)",
    )
    parser.add_argument(
        "--system",
        choices=[x.value for x in BiddingSystem],
        default=BiddingSystem.NATURAL.value,
        help="the robots' bidding system",
    )
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for stale in args.out.glob("demo.sqlite3*"):
        stale.unlink()
    return asyncio.run(
        _run(args.out, args.seed, RobotLevel(args.level), BiddingSystem(args.system))
    )
