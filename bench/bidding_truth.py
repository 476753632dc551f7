"""Do the robots' calls keep their own explanations? A scan of many seeded auctions.

    python -m bench.bidding_truth [--deals N] [--start S] [--show K]

Four robots bid N seeded deals (seeds S, S+1, ...; the dealer and vulnerability turn with the
seed) in each system. For every call it counts the calls whose explanation, as the table
shows it and the card players read it, the caller's hand does not keep (rule 9.3), the
passes of a call that forces (section 10), and the auctions in which the robot failed to
find a call at all (an error, which at a table would leave the seat silent), and lists the
first K of each. The property tests
draw a few hundred of these auctions at random; this scan reads tens of thousands, to find
the rare hand with no true call before a test run does.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import PASS, Call
from bot.games.bridge.robot.bidding import System, auction_context, call_meanings, choose
from bot.games.bridge.robot.bidding_context import Ctx
from bot.games.bridge.robot.bidding_rules import Rule
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board
from bot.games.cards import seeded_rng
from bot.games.seats import SEATS


@dataclass
class Scan:
    """What a scan of one system found."""

    auctions: int = 0
    calls: int = 0
    untrue: int = 0
    forced_passes: int = 0
    errors: int = 0
    examples: list[str] = field(default_factory=list)


Chooser = Callable[[Ctx, HandInfo], tuple[Call, Rule | None]]


def scan(system: System, seeds: range, show: int, chooser: Chooser = choose) -> Scan:
    found = Scan()

    def note(text: str) -> None:
        if len(found.examples) < show:
            found.examples.append(text)

    for seed in seeds:
        vulnerability = list(Vulnerability)[seed // 4 % 4]
        board = Board.deal(1, SEATS[seed % 4], vulnerability, seeded_rng(seed))
        auction = Auction(board.dealer)
        found.auctions += 1
        while not auction.is_complete:
            seat = auction.turn
            assert seat is not None
            key = " ".join(str(c) for c in auction.calls) or "-"
            try:
                ctx = auction_context(auction.calls, board.dealer, board.vulnerability, system)
                hand = HandInfo.of(board.hands[seat])
                call, rule = chooser(ctx, hand)
                meaning = call_meanings([*ctx.calls, call], ctx.dealer, ctx.vulnerability,
                                        system)[-1]  # fmt: skip
            except Exception as error:  # a scan reports every failure and goes on
                found.errors += 1
                note(f"    seed {seed}: {key} -> error {error!r}")
                break
            found.calls += 1
            if meaning is not None and meaning.need is not None and not meaning.need.fits(hand):
                found.untrue += 1
                note(f"    seed {seed}: {key} -> {call}, which shows {meaning.text!r}; "
                     f"hand {board.hands[seat]}")  # fmt: skip
            penalty = rule is not None and "penalty_pass" in rule.tags
            if ctx.must_bid and call == PASS and not penalty:
                found.forced_passes += 1
                note(f"    seed {seed}: {key} -> a pass of a forcing call")
            auction.call(call, seat)
    return found


def report(system: System, found: Scan, elapsed: float) -> None:
    print(f"system {system.value}: {found.auctions} auctions, {found.calls} calls in "
          f"{elapsed:.0f} s; calls that do not keep their explanation {found.untrue}, passes "
          f"of a forcing call {found.forced_passes}, auctions the robot could not finish "
          f"{found.errors}")  # fmt: skip
    for line in found.examples:
        print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="auctions per system")
    parser.add_argument("--start", type=int, default=0, help="the first seed")
    parser.add_argument("--show", type=int, default=5, help="examples to list per system")
    args = parser.parse_args()
    seeds = range(args.start, args.start + args.deals)
    for system in System:
        t0 = time.perf_counter()
        found = scan(system, seeds, args.show)
        report(system, found, time.perf_counter() - t0)


if __name__ == "__main__":
    main()
