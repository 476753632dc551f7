"""Kaiser robots against each other: strength, bidding and think time, per robot level.

Usage:
    python -m bench.kaiser [--hands N] [--seed S] [--budget S] [--workers W] [--pure]

Plays seeded games to 52 in pairs: in one game of a pair the expert robots sit North–South
and the basic robots East–West, in the other the seats are swapped, and both games are dealt
the same sequence of deals from the same first dealer, so the luck of the cards cancels.
Pairs are played until at least N hands (1,000 by default) have been played. It prints:

- game points per hand for each level, and the expert's margin over the basic level per
  deal played in both games of a pair, each with a 95% interval;
- games won by each level, with a 95% interval;
- how often each level's bids are made;
- the bidding team's bid less the exact double-dummy points of its contract (the bidder on
  lead with the trump named), as a mean per level, and how often the bid was above them;
- think time per card for each level (median, 95th percentile, maximum), and for naming trump.

`--pure` uses the pure-Python search even where the compiled one is built; `--workers` plays
pairs in that many processes (think times then include the contention). The machine's load
is printed with the figures.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from bot.games.kaiser.match import KaiserMatch
from bot.games.kaiser.robot import search
from bot.games.kaiser.robot.players import KaiserRobot, Level
from bot.games.kaiser.robot.search import Position, exact_value
from bot.games.kaiser.state import Phase
from bot.games.kaiser.views import seat_view
from bot.games.seats import SEATS, Side

MAX_HANDS_A_GAME = 200


@dataclass
class Tally:
    """What one game, or many, measured."""

    #: Per hand: (the expert's score change, the basic level's), keyed by (pair, hand number).
    changes: dict[tuple[int, int, str], tuple[int, int]] = field(default_factory=dict)
    wins: dict[str, int] = field(default_factory=lambda: {"expert": 0, "basic": 0})
    games: int = 0
    bids: dict[str, list[int]] = field(default_factory=lambda: {"expert": [], "basic": []})
    made: dict[str, int] = field(default_factory=lambda: {"expert": 0, "basic": 0})
    over: dict[str, list[int]] = field(default_factory=lambda: {"expert": [], "basic": []})
    card_times: dict[str, list[float]] = field(
        default_factory=lambda: {"expert": [], "basic": []}
    )
    trump_times: dict[str, list[float]] = field(
        default_factory=lambda: {"expert": [], "basic": []}
    )

    def merge(self, other: Tally) -> None:
        self.changes.update(other.changes)
        self.games += other.games
        for key in ("expert", "basic"):
            self.wins[key] += other.wins[key]
            self.bids[key] += other.bids[key]
            self.made[key] += other.made[key]
            self.over[key] += other.over[key]
            self.card_times[key] += other.card_times[key]
            self.trump_times[key] += other.trump_times[key]


def play_game(pair: int, expert_side: Side, seed: int, budget: float, pure: bool) -> Tally:
    compiled = search.COMPILED and not pure
    tally = Tally()
    deals = random.Random(f"{seed}:{pair}:deals")
    game = KaiserMatch.new(rng=random.Random(f"{seed}:{pair}:dealer"))
    robots = {
        s: KaiserRobot(Level.EXPERT if s.side is expert_side else Level.BASIC, seed=pair,
                       budget_s=budget, compiled=compiled)
        for s in SEATS
    }  # fmt: skip
    label = {expert_side: "expert", expert_side.other: "basic"}
    tag = "A" if expert_side is Side.NS else "B"
    while not game.is_over and len(game.results) < MAX_HANDS_A_GAME:
        state = game.start(game.next_deal(deals))
        while not state.is_finished:
            seat = state.turn
            assert seat is not None
            view = seat_view(state, seat, game.standing)
            phase = state.phase
            start = time.perf_counter()
            action = robots[seat].choose_action(view)
            took = time.perf_counter() - start
            if phase is Phase.PLAY:
                tally.card_times[label[seat.side]].append(took)
            elif phase is Phase.TRUMP:
                tally.trump_times[label[seat.side]].append(took)
            state.apply(action)
        result = game.record(state)
        contract = state.contract
        assert contract is not None
        who = label[contract.side]
        tally.bids[who].append(contract.bid.number)
        tally.made[who] += result.score.made
        pos = Position.of(state.deal.hands, contract.bidder, (), contract.trump, state.rules)
        ns = exact_value(pos, compiled=compiled)
        assert ns is not None  # no time limit was set
        dd = ns if contract.side is Side.NS else 10 - ns
        tally.over[who].append(contract.bid.number - dd)
        change = result.score.change
        tally.changes[(pair, result.number, tag)] = (change[expert_side], change[expert_side.other])
    tally.games = 1
    if game.winner is not None:
        tally.wins[label[game.winner]] += 1
    return tally


def play_pair(args: tuple[int, int, float, bool]) -> Tally:
    pair, seed, budget, pure = args
    tally = play_game(pair, Side.NS, seed, budget, pure)
    tally.merge(play_game(pair, Side.EW, seed, budget, pure))
    return tally


def mean_interval(values: Iterable[float]) -> str:
    xs = list(values)
    if len(xs) < 2:
        return "n/a"
    m = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return f"{m:+.2f} (95% {m - half:+.2f} to {m + half:+.2f}, n={len(xs)})"


def share_interval(k: int, n: int) -> str:
    if n == 0:
        return "n/a"
    p = k / n
    half = 1.96 * math.sqrt(p * (1 - p) / n)
    return f"{k}/{n} = {100 * p:.1f}% (95% {100 * (p - half):.1f}% to {100 * (p + half):.1f}%)"


def times_text(xs: list[float]) -> str:
    if not xs:
        return "none"
    s = sorted(xs)
    return (
        f"p50 {1000 * s[len(s) // 2]:.1f} ms, p95 {1000 * s[int(0.95 * (len(s) - 1))]:.1f} ms,"
        f" max {1000 * s[-1]:.1f} ms (n={len(s)})"
    )


def report(tally: Tally, elapsed: float, pure: bool, workers: int) -> None:
    hands = len(tally.changes)
    load = os.getloadavg()
    print(f"Kaiser robots, expert against basic: {hands} hands in {tally.games} games "
          f"({elapsed:.0f} s, {workers} worker(s), search: "
          f"{'pure Python' if pure or not search.COMPILED else 'compiled'})")  # fmt: skip
    print(f"load average at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} "
          f"on {os.cpu_count()} cores")  # fmt: skip
    print()
    print("game points per hand:")
    print("  expert", mean_interval(e for e, _ in tally.changes.values()))
    print("  basic ", mean_interval(b for _, b in tally.changes.values()))
    paired = []
    for (pair, number, tag), (e, b) in tally.changes.items():
        if tag == "A" and (pair, number, "B") in tally.changes:
            e2, b2 = tally.changes[(pair, number, "B")]
            paired.append(((e - b) + (e2 - b2)) / 2)
    print("  expert margin over basic, per deal played in both games of a pair:")
    print("        ", mean_interval(paired))
    print("  expert margin over basic, per hand (all hands):")
    print("        ", mean_interval(e - b for e, b in tally.changes.values()))
    print()
    print("games won:")
    finished = tally.wins["expert"] + tally.wins["basic"]
    print("  expert", share_interval(tally.wins["expert"], finished))
    print("  basic ", share_interval(tally.wins["basic"], finished))
    print()
    print("bids made, and bid less the double-dummy points of the contract:")
    for level in ("expert", "basic"):
        n = len(tally.bids[level])
        over = tally.over[level]
        above = sum(1 for x in over if x > 0)
        print(f"  {level:6} made {share_interval(tally.made[level], n)}")
        print(f"         mean bid {statistics.fmean(tally.bids[level]) if n else 0:.2f},",
              f"bid - DD {mean_interval(over)},")
        print(f"         bid above DD {share_interval(above, n)}")
    print()
    print("think time per card:")
    for level in ("expert", "basic"):
        print(f"  {level:6}", times_text(tally.card_times[level]))
    print("think time naming trump:")
    for level in ("expert", "basic"):
        print(f"  {level:6}", times_text(tally.trump_times[level]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=0.6)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--pure", action="store_true")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    tally = Tally()
    pair = 0
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        while len(tally.changes) < args.hands:
            batch = [(pair + i, args.seed, args.budget, args.pure) for i in range(args.workers)]
            pair += args.workers
            for result in pool.map(play_pair, batch):
                tally.merge(result)
            print(f"... {len(tally.changes)} hands", file=sys.stderr, flush=True)
    report(tally, time.perf_counter() - start, args.pure, args.workers)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
