"""`python -m bot demo`: one match through the real table service and store, no Discord.

A demo player sits South and robots take the other seats. The demo player's moves are chosen
by a robot of the table's level but sent through the same requests a person's clicks make, so
the match is ranked, recorded and rated like any other. Each deal's files (bridge: PBN and LIN)
and record picture are written under the output folder with a picture of the table during each
deal, and the scores and the server's leaderboard are printed.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import time
from pathlib import Path
from typing import Any

from bot.games.cards import Shuffler
from bot.games.game import AnyGame, find_game, game_names
from bot.games.seats import Side
from bot.store.leaderboard import Period, leaderboard
from bot.store.sqlite import SqliteStore
from bot.tables.notices import DealFinished, Notice
from bot.tables.options import RobotLevel, TableOptions
from bot.tables.robots import game_judge, product_robots
from bot.tables.service import TableService
from bot.tables.status import Status

DEMO_GUILD = 1
DEMO_CHANNEL = 1
DEMO_USER = 1


async def _run(out: Path, seed: int | None, options: TableOptions) -> int:
    from renderers.common.draw import signed
    from renderers.common.theme import CLASSIC
    from renderers.common.vocabulary import ENGLISH
    from renderers.registry import pictures_for

    game = options.of_game
    pictures = pictures_for(game.name)
    db_path = out / "demo.sqlite3"

    def shuffler(table_id: int, match_no: int, deal_no: int) -> Shuffler:
        if seed is None:
            return random.SystemRandom()
        return random.Random(f"{seed}:{table_id}:{match_no}:{deal_no}")

    store = await SqliteStore.open(db_path)
    service = TableService(store, robots=product_robots, judge=game_judge, shuffler=shuffler)
    written: list[Path] = []

    async def on_notice(notice: Notice) -> None:
        if isinstance(notice, DealFinished):
            stem = out / f"deal-{notice.match_no}-{notice.deal_no}"
            for ext, text in game.exports(notice.record).items():
                path = stem.with_suffix(f".{ext}")
                path.write_text(text, encoding="utf-8")
                written.append(path)
            png = await asyncio.to_thread(pictures.record, notice.record, None, CLASSIC, ENGLISH)
            stem.with_suffix(".png").write_bytes(png)
            written.append(stem.with_suffix(".png"))
            print(f"Deal {notice.deal_no}: {notice.result}")

    service.subscribe(on_notice)
    me = game.robot(options.level, options.rules)
    pictured: set[int] = set()
    try:
        tid = await service.open_table(DEMO_GUILD, DEMO_CHANNEL, DEMO_USER, "Demo player", options)
        await service.start(tid, DEMO_USER, 1)
        while True:
            await service.wait_idle()
            t = service.reader.snapshot(tid)
            if t.status is not Status.LIVE or t.deal is None:
                break
            mine = [s for s in t.owing if t.user_controlling(s) == DEMO_USER]
            if not mine:
                break
            seat = mine[0]
            judged = game.judge(t.deal.copy(), seat)
            view = next(v for v in service.reader.seat_views(tid, DEMO_USER) if v.seat is seat)
            # One picture a deal, once every seat has acted twice (bridge: the auction is
            # usually over and dummy down).
            if len(t.deal.actions) >= 2 * len(game.seats) and t.deals_dealt not in pictured:
                pictured.add(t.deals_dealt)
                path = out / f"table-{t.match_no}-{t.deals_dealt}.png"
                public = service.reader.public_view(tid)
                png = await asyncio.to_thread(pictures.table, public, None, CLASSIC, ENGLISH)
                path.write_bytes(png)
                written.append(path)
            action = judged if judged is not None else me.decide(view)
            await service.act(tid, DEMO_USER, t.version, game.move_text(action))
        match = service.reader.snapshot(tid).match
        if match is not None:
            path = out / f"sheet-{service.reader.summary(tid).match_no}.png"
            path.write_bytes(await asyncio.to_thread(pictures.sheet, match, None, CLASSIC, ENGLISH))
            written.append(path)
        summary = service.reader.summary(tid)
        print(f"Final score: N-S {summary.totals[Side.NS]}, E-W {summary.totals[Side.EW]}")
        print(f"Written: {', '.join(str(p) for p in written)}")
        print(f"Leaderboard ({options.level.value} robots, all time):")
        now = time.time()
        for place, s in enumerate(
            await leaderboard(
                store, DEMO_GUILD, game.name, options.level.value, Period.ALL_TIME, now
            ),
            1,
        ):
            points = "point" if abs(s.points) == 1 else "points"
            games = "game" if s.games == 1 else "games"
            print(
                f"  {place}. {s.name}: {signed(s.points)} {points}, {s.games} {games} "
                f"({s.wins}-{s.draws}-{s.losses}), rating {s.rating:.2f}"
            )
    finally:
        await service.shutdown()
        await store.close()
    return 0


def _rules(game: AnyGame, pairs: list[str]) -> Any:
    """The game's options with each KEY=VALUE of the command line put in, each VALUE read as
    the kind of value its option holds (Kaiser's target=62 is a number, no_trump_doubles=no a
    yes or no)."""
    data = dict(game.default_rules().to_json())
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or key not in data:
            raise SystemExit(f"--rule takes KEY=VALUE with KEY one of: {', '.join(data)}")
        try:
            data[key] = _value_like(data[key], value.strip())
        except ValueError as exc:
            raise SystemExit(f"--rule {key}: {exc}") from exc
    try:
        return game.rules_from_json(data)
    except (ValueError, TypeError) as exc:
        raise SystemExit(f"not an option of {game.name}: {exc}") from exc


YES = {"true": True, "yes": True, "1": True, "false": False, "no": False, "0": False}


def _value_like(default: object, text: str) -> object:
    """`text` read as the same kind of value as the option's default."""
    if isinstance(default, bool):
        if text.lower() not in YES:
            raise ValueError(f"{text!r} is not yes or no")
        return YES[text.lower()]
    if isinstance(default, int):
        return int(text)
    return text


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot demo", description=__doc__)
    parser.add_argument("--game", choices=game_names(), default="bridge", help="which game")
    parser.add_argument("--out", type=Path, default=Path("data/demo"), help="output folder")
    parser.add_argument("--seed", type=int, default=None, help="deal reproducible hands")
    parser.add_argument(
        "--level",
        choices=[x.value for x in RobotLevel],
        default=RobotLevel.BASIC.value,
        help="how the robots play (the bridge expert thinks up to about a second a card)",
    )
    parser.add_argument(
        "--rule", action="append", default=[], metavar="KEY=VALUE",
        help="one of the game's table options (bridge: format, vulnerability, system, ...)",
    )  # fmt: skip
    parser.add_argument(
        "--system", help="bridge's bidding system for the robots (natural or conventions)"
    )
    args = parser.parse_args(argv)
    game = find_game(args.game)
    pairs = list(args.rule) + ([f"system={args.system}"] if args.system else [])
    options = TableOptions(game=game.name, rules=_rules(game, pairs), level=RobotLevel(args.level))
    args.out.mkdir(parents=True, exist_ok=True)
    for stale in args.out.glob("demo.sqlite3*"):
        stale.unlink()
    return asyncio.run(_run(args.out, args.seed, options))
