"""The Kaiser dealer's choice to equal an opponent's bid, scored double dummy both ways.

Usage:
    python -m bench.kaiser_equal [--deals N] [--seed S] [--against LEVEL] [--budget S]
                                 [--workers W] [--save FILE]

For seeded random deals at 0-0 the three seats before the dealer call as robots do (the
dealer's partner as the expert, the opponents as `--against`: `expert`, `basic` or `former`).
Whenever an opponent holds the high bid when the dealer acts, the expert dealer decides
whether to take it (by equalling, or the cheapest bid in its other denomination), and both
outcomes are solved exactly: the dealer's contract in the trump it names, on lead, and the
opponent's contract in the trump that opponent's robot names. It prints, for the expert's
decisions and for a dealer that always or never takes the bid:

- how often the dealer took the bid, how often its contract was made, and what taking gained
  over letting the opponent play (the dealer's team's score change less the other team's, the
  same measure as `bench.kaiser`'s "gained double dummy"), with a 95% interval;
- the dealer's expected points in its contract and the opponent's in theirs, as sampled,
  beside the exact points, which shows whether either guess leans one way.

`--save` writes every decision's figures as JSON lines, for looking again without solving.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass

from bench.kaiser import LEVELS, contract_points, margin, mean_interval, share
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.robot.bidding import (
    Turn,
    choose_for,
    declaring,
    defending,
    their_estimate,
    value,
)
from bot.games.kaiser.robot.bidding_expert import ExpertBidder, is_clear
from bot.games.kaiser.robot.clock import BEFORE_PLAY_SHARE
from bot.games.kaiser.robot.evaluate import Outlook
from bot.games.kaiser.robot.players import KaiserRobot, Level
from bot.games.kaiser.state import BidAction, Deal, DealState, PassAction, Phase
from bot.games.kaiser.views import seat_view
from bot.games.seats import SEATS, Side


@dataclass(frozen=True, slots=True)
class Decision:
    """One dealer's decision facing an opponent's bid, and both its outcomes double dummy."""

    deal: str
    bid: str
    #: The dealer's cheapest bid taking it, and its call (None: it let the bid go).
    take: str
    chosen: str | None
    clear: bool
    sampled: bool
    #: What the dealer expected from taking and from letting go, in game points.
    take_value: float
    let_value: float
    #: The mean points it expected for its team in its contract and for the opponents' team
    #: in theirs, and the exact points of each.
    our_guess: float
    their_guess: float
    ours: int
    theirs: int
    made: bool
    #: Taking's margin less letting go's, exactly.
    gain: int


def mean_of(outlook: Outlook) -> float:
    return sum(n * p for n, p in outlook.chances.items())


def one_deal(args: tuple[int, int, str, float]) -> Decision | None:
    """The dealer's decision on deal `i` and both its outcomes, or None when the dealer does
    not face an opponent's high bid."""
    i, seed, against, budget = args
    rng = random.Random(f"{seed}:{i}")
    dealer = SEATS[i % 4]
    deal = Deal.deal(i + 1, dealer, rng=rng)
    scores = dict.fromkeys(Side, 0)
    state = DealState(deal)
    robots = {
        s: KaiserRobot(Level.EXPERT if s.side is dealer.side else LEVELS[against], seed=i,
                       budget_s=budget)
        for s in SEATS
    }  # fmt: skip
    while state.turn is not dealer:
        seat = state.turn
        assert seat is not None
        state.apply(robots[seat].choose_action(seat_view(state, seat, scores)))
    high = state.high
    if high is None or high[0].side is dealer.side:
        return None
    bidder, bid = high
    view = seat_view(state, dealer, scores)
    turn = Turn.of(view)
    hand = value(turn)
    clear = is_clear(turn, hand)
    expert = ExpertBidder(i, budget * BEFORE_PLAY_SHARE)
    sampled = None if clear else expert.sample(turn, hand, random.Random(f"{seed}:{i}:dealer"))
    judged = sampled or hand
    legal = turn.auction.legal_bids()
    options = [min((b for b in legal if b.no_trump == nt), default=None) for nt in (False, True)]
    taking = [
        (declaring(turn, judged, b), b)
        for b in options
        if b is not None and (judged.plays_no_trump or not b.no_trump)
    ]
    take_value, take_bid = max(taking)
    let_value = defending(turn, judged, bidder, bid)
    chosen = choose_for(turn, judged)

    def outcome(call: Bid | None) -> tuple[int, int]:
        done = state.copy()
        done.apply(PassAction(dealer) if call is None else BidAction(dealer, call))
        if done.phase is Phase.TRUMP:
            who = done.turn
            assert who is not None
            done.apply(robots[who].choose_action(seat_view(done, who, scores)))
        points = contract_points(done, compiled=True)
        return points, margin(done, dealer.side, points, scores)

    ours, take_margin = outcome(take_bid)
    theirs, let_margin = outcome(None)
    return Decision(
        deal=deal.to_text(),
        bid=str(bid),
        take=str(take_bid),
        chosen=None if chosen is None else str(chosen),
        clear=clear,
        sampled=sampled is not None,
        take_value=take_value,
        let_value=let_value,
        our_guess=mean_of(judged.outlook(take_bid.no_trump)),
        their_guess=mean_of(Outlook.around(their_estimate(judged, bid), bid.no_trump)),
        ours=ours,
        theirs=theirs,
        made=ours >= take_bid.number,
        gain=take_margin - let_margin,
    )


def summary(name: str, rows: list[Decision], take: bool | None) -> None:
    """How a dealer fared that takes as the rows' expert did (None), or always (True)."""
    took = [r for r in rows if (r.chosen is not None if take is None else take)]
    made = sum(r.made for r in took)
    per_decision = [float(r.gain) if r.chosen is not None or take else 0.0 for r in rows]
    print(f"  {name:12} took {len(took)}/{len(rows)}, made {made}/{len(took)};"
          f" gain a decision {mean_interval(per_decision)}")  # fmt: skip
    print(f"  {'':12} gain a take {mean_interval(r.gain for r in took)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", choices=sorted(LEVELS), default="expert")
    parser.add_argument("--budget", type=float, default=0.6)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--save")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    rows: list[Decision] = []
    jobs = [(i, args.seed, args.against, args.budget) for i in range(args.deals)]
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for n, row in enumerate(pool.map(one_deal, jobs, chunksize=4), start=1):
            if row is not None:
                rows.append(row)
            if n % 50 == 0:
                print(f"... {n} deals, {len(rows)} decisions", file=sys.stderr, flush=True)
    if args.save:
        with open(args.save, "w") as out:
            for row in rows:
                out.write(json.dumps(asdict(row)) + "\n")
    load = os.getloadavg()
    print(f"The dealer facing an opponent's bid: {args.deals} deals against {args.against}, "
          f"{len(rows)} decisions ({time.perf_counter() - start:.0f} s, load {load[0]:.1f} "
          f"on {os.cpu_count()} cores)")  # fmt: skip
    summary("expert", rows, None)
    summary("always take", rows, True)
    print(f"  our points, guess - exact:   {mean_interval(r.our_guess - r.ours for r in rows)}")
    print(f"  their points, guess - exact: {mean_interval(r.their_guess - r.theirs for r in rows)}")
    sampled = sum(r.sampled for r in rows)
    clear = sum(r.clear for r in rows)
    print(f"  decided by sampling {share(sampled, len(rows))}, clear by the estimate"
          f" {share(clear, len(rows))}, by the estimate for want of time"
          f" {share(len(rows) - sampled - clear, len(rows))}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
