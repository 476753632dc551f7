"""Kaiser robots against each other: strength, bidding and think time, per robot level.

Usage:
    python -m bench.kaiser [--hands N] [--seed S] [--budget S] [--workers W] [--pure]
                           [--match A-B ...] [--double-dummy]

Each match (`--match expert-basic`, `--match expert-former`; both by default) plays seeded
games to 52 in pairs: in one game of a pair the first level sits North–South and the second
East–West, in the other the seats are swapped, and both games are dealt the same sequence of
deals from the same first dealer, so the luck of the cards cancels. `former` is the expert
with the bidding it had before bidding by value, a level kept for this bench. Pairs are
played until at least N hands (1,000 by default) have been played in each match. For each
match it prints:

- game points per hand for each level, and the first level's margin over the second per deal
  played in both games of a pair, each with a 95% interval;
- games won by each level, with a 95% interval;
- for each level's contracts: how often they were made, in all and at each bid, the mean bid
  beside the mean exact double-dummy points of the bidding team (the bidder on lead with the
  trump it named), their difference and how often the bid was above them;
- how often each level's dealer took the bid by equalling an opponent's bid, and what it
  gained double dummy: its team's score change less the other team's in its own contract,
  against the same had it passed and let the opponent play its bid (in the trump that
  opponent's robot names);
- think time per decision for each level: bidding, naming trump, each card, and all of them.

`--double-dummy` scores every hand by the exact search instead of playing its cards (the
bidding and the naming of trump alone, in a fraction of the time); `--pure` uses the
pure-Python search even where the compiled one is built; `--workers` plays pairs in that many
processes (think times then include the contention). The machine's load is printed with the
figures. An interrupted run (SIGINT to the main process) reports the pairs it finished.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import signal
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Iterable, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from bot.games.kaiser.bids import Bid
from bot.games.kaiser.match import HandResult, KaiserMatch
from bot.games.kaiser.robot import search
from bot.games.kaiser.robot.players import KaiserRobot, Level
from bot.games.kaiser.robot.search import Position, exact_value
from bot.games.kaiser.rules import POINTS_PER_HAND
from bot.games.kaiser.scoring import settle
from bot.games.kaiser.state import BidAction, DealState, PassAction, Phase
from bot.games.kaiser.views import seat_view
from bot.games.seats import SEATS, Seat, Side

MAX_HANDS_A_GAME = 200
LEVELS = {
    "basic": Level.BASIC,
    "expert": Level.EXPERT,
    "former": Level.FORMER_EXPERT,
    "formerbasic": Level.FORMER_BASIC,
}
DEFAULT_MATCHES = ("expert-basic", "expert-former")
#: Each phase's decisions by the name the report gives them.
PHASES = {Phase.AUCTION: "bid", Phase.TRUMP: "trump", Phase.PLAY: "card"}


@dataclass(frozen=True, slots=True)
class Contract:
    """One contract as played: the bid, and the bidding team's exact double-dummy points."""

    bid: Bid
    dd: int
    made: bool


@dataclass
class Tally:
    """What one game of a match, or many, measured; levels are named as in `LEVELS`."""

    #: Per hand: (the first level's score change, the second's), keyed by (pair, hand, game).
    changes: dict[tuple[int, int, str], tuple[int, int]] = field(default_factory=dict)
    wins: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    games: int = 0
    contracts: dict[str, list[Contract]] = field(default_factory=lambda: defaultdict(list))
    #: Hands each level dealt facing an opponent's high bid, and what equalling it gained.
    dealer_chances: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    equals: dict[str, list[tuple[int, bool]]] = field(default_factory=lambda: defaultdict(list))
    times: dict[tuple[str, str], list[float]] = field(default_factory=lambda: defaultdict(list))

    def merge(self, other: Tally) -> None:
        self.changes.update(other.changes)
        self.games += other.games
        for key, n in other.wins.items():
            self.wins[key] += n
        for key, n in other.dealer_chances.items():
            self.dealer_chances[key] += n
        for key, xs in other.contracts.items():
            self.contracts[key] += xs
        for key, ys in other.equals.items():
            self.equals[key] += ys
        for time_key, ts in other.times.items():
            self.times[time_key] += ts


def contract_points(state: DealState, compiled: bool) -> int:
    """The bidding team's exact points in the state's contract, the bidder on lead."""
    contract = state.contract
    assert contract is not None
    pos = Position.of(state.deal.hands, contract.bidder, (), contract.trump, state.rules)
    ns = exact_value(pos, compiled=compiled)
    assert ns is not None  # no time limit was set
    return ns if contract.side is Side.NS else POINTS_PER_HAND - ns


def margin(state: DealState, side: Side, points: int, scores: Mapping[Side, int]) -> int:
    """`side`'s score change less the other team's, its contract taking `points`."""
    contract = state.contract
    assert contract is not None
    change = settle(contract.bid, contract.side, points, scores, state.rules).change
    return change[side] - change[side.other]


def equal_gain(
    state: DealState,
    robots: Mapping[Seat, KaiserRobot],
    scores: Mapping[Side, int],
    dd: int,
    compiled: bool,
) -> int:
    """What the dealer's equal gained double dummy, against passing it to the opponent."""
    dealer = state.deal.dealer
    taken = margin(state, dealer.side, dd, scores)
    passed = DealState(state.deal, state.rules)
    for seat, call in state.auction.history():
        if seat is dealer:
            passed.apply(PassAction(seat))
        else:
            passed.apply(PassAction(seat) if call is None else BidAction(seat, call))
    if passed.phase is Phase.TRUMP:
        bidder = passed.turn
        assert bidder is not None
        passed.apply(robots[bidder].choose_action(seat_view(passed, bidder, scores)))
    lost = margin(passed, dealer.side, contract_points(passed, compiled), scores)
    return taken - lost


def play_game(
    match: tuple[str, str],
    pair: int,
    first_side: Side,
    seed: int,
    budget: float,
    pure: bool,
    double_dummy: bool,
) -> Tally:
    compiled = search.COMPILED and not pure
    tally = Tally()
    deals = random.Random(f"{seed}:{pair}:deals")
    game = KaiserMatch.new(rng=random.Random(f"{seed}:{pair}:dealer"))
    label = {first_side: match[0], first_side.other: match[1]}
    robots = {
        s: KaiserRobot(LEVELS[label[s.side]], seed=pair, budget_s=budget, compiled=compiled)
        for s in SEATS
    }
    tag = "A" if first_side is Side.NS else "B"
    while not game.is_over and len(game.results) < MAX_HANDS_A_GAME:
        scores = game.standing
        state = game.start(game.next_deal(deals))
        while not state.is_finished:
            phase = state.phase
            if double_dummy and phase is Phase.PLAY:
                break
            seat = state.turn
            assert seat is not None
            view = seat_view(state, seat, scores)
            start = time.perf_counter()
            action = robots[seat].choose_action(view)
            took = time.perf_counter() - start
            name = PHASES[phase]
            tally.times[(label[seat.side], name)].append(took)
            state.apply(action)
        contract = state.contract
        assert contract is not None
        dd = contract_points(state, compiled)
        if double_dummy:
            score = settle(contract.bid, contract.side, dd, scores, state.rules)
            game.results.append(
                HandResult(state.deal.number, state.deal.dealer, contract.bidder, score)
            )
        else:
            score = game.record(state).score
        who = label[contract.side]
        tally.contracts[who].append(Contract(contract.bid, dd, score.made))
        dealer = state.deal.dealer
        calls = state.auction.history()
        before = [call for seat, call in calls if seat is not dealer]
        high = max((b for b in before if b is not None), default=None)
        high_seat = next((s for s, c in calls if c == high and s is not dealer), None)
        if high is not None and high_seat is not None and high_seat.side is not dealer.side:
            tally.dealer_chances[label[dealer.side]] += 1
            if contract.bidder is dealer and contract.bid == high:
                gain = equal_gain(state, robots, scores, dd, compiled)
                tally.equals[label[dealer.side]].append((gain, score.made))
        change = score.change
        tally.changes[(pair, state.deal.number, tag)] = (
            change[first_side],
            change[first_side.other],
        )
    tally.games = 1
    if game.winner is not None:
        tally.wins[label[game.winner]] += 1
    return tally


def play_pair(args: tuple[tuple[str, str], int, int, float, bool, bool]) -> Tally:
    match, pair, seed, budget, pure, double_dummy = args
    tally = play_game(match, pair, Side.NS, seed, budget, pure, double_dummy)
    tally.merge(play_game(match, pair, Side.EW, seed, budget, pure, double_dummy))
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


def share(k: int, n: int) -> str:
    return f"{k}/{n} ({100 * k / n:.0f}%)" if n else "0/0"


def times_text(xs: list[float]) -> str:
    if not xs:
        return "none"
    s = sorted(xs)
    return (
        f"p50 {1000 * s[len(s) // 2]:.1f} ms, p95 {1000 * s[int(0.95 * (len(s) - 1))]:.1f} ms,"
        f" max {1000 * s[-1]:.1f} ms (n={len(s)})"
    )


def paired_margins(tally: Tally) -> list[float]:
    """The first level's margin over the second for each deal played in both games of a pair."""
    out = []
    for (pair, number, tag), (a, b) in tally.changes.items():
        if tag == "A" and (pair, number, "B") in tally.changes:
            a2, b2 = tally.changes[(pair, number, "B")]
            out.append(((a - b) + (a2 - b2)) / 2)
    return out


def report(match: tuple[str, str], tally: Tally) -> None:
    first, second = match
    print(f"== {first} against {second}: {len(tally.changes)} hands in {tally.games} games")
    print("game points per hand:")
    print(f"  {first:7}", mean_interval(a for a, _ in tally.changes.values()))
    print(f"  {second:7}", mean_interval(b for _, b in tally.changes.values()))
    print(f"  {first} margin over {second}, per deal played in both games of a pair:")
    print("         ", mean_interval(paired_margins(tally)))
    print(f"  {first} margin over {second}, per hand (all hands):")
    print("         ", mean_interval(a - b for a, b in tally.changes.values()))
    print("games won:")
    finished = tally.wins[first] + tally.wins[second]
    print(f"  {first:7}", share_interval(tally.wins[first], finished))
    print(f"  {second:7}", share_interval(tally.wins[second], finished))
    print("contracts (DD: the bidding team's exact double-dummy points in its contract):")
    for level in match:
        contracts = tally.contracts[level]
        n = len(contracts)
        if not n:
            print(f"  {level:7} none")
            continue
        made = sum(c.made for c in contracts)
        print(f"  {level:7} made {share_interval(made, n)}")
        print(f"          mean bid {statistics.fmean(c.bid.number for c in contracts):.2f},"
              f" mean DD {statistics.fmean(c.dd for c in contracts):.2f},"
              f" bid - DD {mean_interval(c.bid.number - c.dd for c in contracts)}")  # fmt: skip
        above = sum(c.bid.number > c.dd for c in contracts)
        print(f"          bid above DD {share_interval(above, n)};"
              f" at no trump {share(sum(c.bid.no_trump for c in contracts), n)}")  # fmt: skip
        per = []
        for number in sorted({c.bid.number for c in contracts}):
            at = [c for c in contracts if c.bid.number == number]
            per.append(f"{number}: {share(sum(c.made for c in at), len(at))}")
        print(f"          made per bid: {', '.join(per)}")
    print("the dealer taking an opponent's bid by equalling it:")
    for level in match:
        equals = tally.equals[level]
        chances = tally.dealer_chances[level]
        made = sum(m for _, m in equals)
        print(f"  {level:7} equalled {share(len(equals), chances)} of the opponents' high bids,"
              f" made {share(made, len(equals))};")  # fmt: skip
        print(f"          gained double dummy {mean_interval(g for g, _ in equals)}")
    print("think time per decision:")
    for level in match:
        every: list[float] = []
        for phase in PHASES.values():
            xs = tally.times[(level, phase)]
            every += xs
            print(f"  {level:7} {phase:5}", times_text(xs))
        print(f"  {level:7} all  ", times_text(every))
    print()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=0.6)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--pure", action="store_true")
    parser.add_argument("--double-dummy", action="store_true")
    parser.add_argument(
        "--match",
        action="append",
        choices=["-".join((a, b)) for a in LEVELS for b in LEVELS if a != b],
    )
    args = parser.parse_args(argv)
    matches: list[tuple[str, str]] = []
    for text in args.match or DEFAULT_MATCHES:
        first, _, second = text.partition("-")
        matches.append((first, second))
    start = time.perf_counter()
    tallies = {m: Tally() for m in matches}
    # A run started in the background ignores SIGINT unless it asks for it.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        try:
            for m in matches:
                pair = 0
                while len(tallies[m].changes) < args.hands:
                    batch = [
                        (m, pair + i, args.seed, args.budget, args.pure, args.double_dummy)
                        for i in range(args.workers)
                    ]
                    pair += args.workers
                    for result in pool.map(play_pair, batch):
                        tallies[m].merge(result)
                    print(f"... {'-'.join(m)}: {len(tallies[m].changes)} hands",
                          file=sys.stderr, flush=True)  # fmt: skip
        except KeyboardInterrupt:  # an interrupted run reports the pairs it finished
            print("... interrupted: the figures are those of the pairs finished",
                  file=sys.stderr, flush=True)  # fmt: skip
    elapsed = time.perf_counter() - start
    load = os.getloadavg()
    engine = "pure Python" if args.pure or not search.COMPILED else "compiled"
    mode = "scored double dummy, no card played" if args.double_dummy else "played out"
    print(
        f"Kaiser robots: {', '.join('-'.join(m) for m in matches)} ({elapsed:.0f} s, "
        f"{args.workers} worker(s), search: {engine}, hands {mode}, budget {args.budget} s)"
    )
    print(f"load average at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} "
          f"on {os.cpu_count()} cores")  # fmt: skip
    print()
    for m in matches:
        report(m, tallies[m])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
