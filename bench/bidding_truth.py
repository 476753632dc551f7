"""Do the robots' calls keep their own explanations? A scan of many seeded auctions.

    python -m bench.bidding_truth [--deals N] [--start S] [--show K]

Four robots bid N seeded deals (seeds S, S+1, ...; the dealer and vulnerability turn with the
seed) in each system. For every call it counts the calls whose explanation, as the table
shows it and the card players read it, the caller's hand does not keep (rule 9.3), and the
passes of a call that forces (section 10), and lists the first K of each. The property tests
draw a few hundred of these auctions at random; this scan reads tens of thousands, to find
the rare hand with no true call before a test run does.
"""

from __future__ import annotations

import argparse
import time

from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import PASS
from bot.games.bridge.robot.bidding import System, auction_context, call_meanings, choose
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board
from bot.games.cards import seeded_rng
from bot.games.seats import SEATS


def scan(system: System, seeds: range, show: int) -> None:
    calls = untrue = forced_passes = 0
    examples: list[str] = []
    t0 = time.perf_counter()
    for seed in seeds:
        vulnerability = list(Vulnerability)[seed // 4 % 4]
        board = Board.deal(1, SEATS[seed % 4], vulnerability, seeded_rng(seed))
        auction = Auction(board.dealer)
        while not auction.is_complete:
            seat = auction.turn
            assert seat is not None
            ctx = auction_context(auction.calls, board.dealer, board.vulnerability, system)
            hand = HandInfo.of(board.hands[seat])
            call, rule = choose(ctx, hand)
            calls += 1
            meaning = call_meanings([*ctx.calls, call], ctx.dealer, ctx.vulnerability, system)[-1]
            key = " ".join(str(c) for c in ctx.calls) or "-"
            if meaning is not None and meaning.need is not None and not meaning.need.fits(hand):
                untrue += 1
                if len(examples) < show:
                    examples.append(f"    seed {seed}: {key} -> {call}, which shows "
                                    f"{meaning.text!r}; hand {board.hands[seat]}")  # fmt: skip
            penalty = rule is not None and "penalty_pass" in rule.tags
            if ctx.must_bid and call == PASS and not penalty:
                forced_passes += 1
                if len(examples) < show:
                    examples.append(f"    seed {seed}: {key} -> a pass of a forcing call")
            auction.call(call, seat)
    elapsed = time.perf_counter() - t0
    print(f"system {system.value}: {len(seeds)} auctions, {calls} calls in {elapsed:.0f} s; "
          f"calls that do not keep their explanation {untrue}, passes of a forcing call "
          f"{forced_passes}")  # fmt: skip
    for line in examples:
        print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="auctions per system")
    parser.add_argument("--start", type=int, default=0, help="the first seed")
    parser.add_argument("--show", type=int, default=5, help="examples to list per system")
    args = parser.parse_args()
    seeds = range(args.start, args.start + args.deals)
    for system in System:
        scan(system, seeds, args.show)


if __name__ == "__main__":
    main()
