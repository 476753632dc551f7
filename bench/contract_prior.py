"""What a contract shows about declarer's side: the figures behind robot/contract_prior.py.

    python -m bench.contract_prior [--deals N] [--par-deals M] [--seed S]

Deals random boards (the usual sixteen-board cycle of dealer and vulnerability) and reads the
contract each reaches in two ways: bid by the bidding robots (with conventions) at all four
seats, and the par contract of other deals (the first one the solver lists), as in a deal
file that gives the contract without an auction. For the undoubled contracts it prints:

- by level and kind of strain: how many, and the mean and standard deviation of the declaring
  side's combined high-card points, for each source and for both pooled with equal weight
  (the pooled figures are the module's `SHOWN` table);
- for suit contracts, part scores (levels 1-3) and games and slams (4-7): how much more often
  the side holds each combined trump length than a side holds that many cards of a given suit
  over all deals, pooled the same way (the module's `TRUMP_FIT` table);
- the module's figures beside them, for comparison.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from math import comb

from bench.bidding import board_conditions
from bench.robot_play import robot_auction
from bot.games.bridge.contract import Contract, Doubling
from bot.games.bridge.robot import contract_prior as prior
from bot.games.bridge.robot.bidding_context import System
from bot.games.bridge.robot.solver import Solver
from bot.games.bridge.state import Board, CallAction, DealState
from bot.games.cards import seeded_rng


def side_length_share(length: int) -> float:
    """The share of deals in which a side holds `length` cards of a given suit."""
    return comb(13, length) * comb(39, 26 - length) / comb(52, 26)


@dataclass
class Reached:
    """The undoubled contracts of one source: points by class, trump lengths by group."""

    points: dict[tuple[int, str], list[int]] = field(default_factory=lambda: defaultdict(list))
    fits: dict[str, Counter[int]] = field(
        default_factory=lambda: {"part": Counter(), "game": Counter()}
    )
    deals: int = 0
    passed: int = 0
    doubled: int = 0

    def add(self, board: Board, contract: Contract | None) -> None:
        self.deals += 1
        if contract is None:
            self.passed += 1
            return
        if contract.doubling is not Doubling.UNDOUBLED:
            self.doubled += 1
            return
        side = (contract.declarer, contract.declarer.partner)
        cards = [c for s in side for c in board.hands[s]]
        self.points[(contract.level, prior.strain_kind(contract))].append(
            sum(c.rank.hcp for c in cards)
        )
        trump = contract.strain.suit
        if trump is not None:
            group = "part" if contract.level <= 3 else "game"
            self.fits[group][sum(1 for c in cards if c.suit == trump)] += 1

    def moments(self, key: tuple[int, str]) -> tuple[float, float] | None:
        seen = self.points.get(key, [])
        if len(seen) < 5:
            return None
        return statistics.mean(seen), statistics.pstdev(seen)

    def fit_ratio(self, group: str, length: int) -> float:
        total = sum(self.fits[group].values())
        return self.fits[group][length] / total / side_length_share(length) if total else 0.0


def pooled(a: tuple[float, float] | None, b: tuple[float, float] | None) -> str:
    """Mean and standard deviation of an equal mixture of two bells."""
    if a is None or b is None:
        return "      -      "
    mean = (a[0] + b[0]) / 2
    var = (a[1] ** 2 + b[1] ** 2) / 2 + ((a[0] - b[0]) / 2) ** 2
    return f"{mean:5.1f} sd {var**0.5:4.2f}"


def shown(m: tuple[float, float] | None) -> str:
    return "      -      " if m is None else f"{m[0]:5.1f} sd {m[1]:4.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000, help="deals bid by the robots")
    parser.add_argument("--par-deals", type=int, default=1500, help="deals in par")
    parser.add_argument("--seed", type=int, default=99)
    args = parser.parse_args()
    rng = seeded_rng(args.seed)
    bid, par = Reached(), Reached()
    start = time.monotonic()
    for number in range(1, args.deals + 1):
        dealer, vul = board_conditions(number)
        board = Board.deal(number, dealer, vul, rng)
        calls = robot_auction(board, System.CONVENTIONS)
        state = DealState(board)
        for seat, call in calls:
            state.apply(CallAction(seat, call))
        bid.add(board, state.contract)
    solver = Solver()
    for number in range(1, args.par_deals + 1):
        dealer, vul = board_conditions(number)
        board = Board.deal(number, dealer, vul, rng)
        result = solver.par(board.hands, vul, dealer)
        par.add(board, result.contracts[0][0] if result.contracts else None)
    took = time.monotonic() - start
    print(f"{took:.0f} s")
    for name, src in (("bid by the robots", bid), ("par", par)):
        print(f"{name}: {src.deals} deals, {src.passed} passed out, {src.doubled} doubled")
    print("combined points of the declaring side: bid | par | pooled | module")
    for kind in ("nt", "major", "minor"):
        for level in range(1, 8):
            a, b = bid.moments((level, kind)), par.moments((level, kind))
            mean, sd = prior.SHOWN[(level, kind)]
            print(f"  {level} {kind:5} {shown(a)} | {shown(b)} | {pooled(a, b)} | {mean} sd {sd}")
    print("trump fit against all deals: bid | par | pooled | module")
    for group in ("part", "game"):
        print(f"  {group}")
        for length in range(4, 13):
            a, b = bid.fit_ratio(group, length), par.fit_ratio(group, length)
            print(
                f"    {length:2} trumps {a:5.2f} | {b:5.2f} | {(a + b) / 2:5.2f} | "
                f"{prior.TRUMP_FIT[group][length]}"
            )


if __name__ == "__main__":
    main()
