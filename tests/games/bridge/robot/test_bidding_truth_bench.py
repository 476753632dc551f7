"""bench.bidding_truth: the scan behind the property tests counts what it is meant to count."""

from __future__ import annotations

from bench.bidding_truth import scan
from bot.games.bridge.calls import PASS, Call
from bot.games.bridge.robot.bidding import System, choose
from bot.games.bridge.robot.bidding_context import Ctx
from bot.games.bridge.robot.hand_eval import HandInfo

#: 1♦ 1♠ X 6♠: opener's answer to the negative double once the auction is past game, which once
#: raised on an eight-level bid.
SEED = 59533


def test_the_robots_finish_the_auction_that_once_failed_and_keep_every_explanation() -> None:
    found = scan(System.NATURAL, range(SEED, SEED + 1), show=5)
    assert (found.auctions, found.errors, found.untrue, found.forced_passes) == (1, 0, 0, 0)
    assert found.calls >= 4 and found.examples == []


def test_a_robot_that_fails_is_counted_and_the_scan_goes_on() -> None:
    def fails_on_the_third_call(ctx: Ctx, hand: HandInfo) -> tuple[Call, object]:
        if len(ctx.calls) == 2:
            raise ValueError("no call")
        return choose(ctx, hand)

    found = scan(System.NATURAL, range(SEED, SEED + 3), show=5, chooser=fails_on_the_third_call)
    assert found.auctions == 3 and found.errors == 3
    assert all("error ValueError('no call')" in line for line in found.examples)


def test_a_pass_of_a_forcing_call_is_counted() -> None:
    def never_answers(ctx: Ctx, hand: HandInfo) -> tuple[Call, object]:
        return (PASS, None) if ctx.must_bid else choose(ctx, hand)

    # Seed 1: 1♠ P 1NT P 2♦ P P X P, and the advancer must answer partner's takeout double.
    found = scan(System.NATURAL, range(1, 2), show=5, chooser=never_answers)
    assert found.forced_passes == 1
    assert "1S P 1NT P 2D P P X P -> a pass of a forcing call" in found.examples[-1]


def test_a_call_the_hand_does_not_keep_is_counted() -> None:
    def opens_2nt(ctx: Ctx, hand: HandInfo) -> tuple[Call, object]:
        return (Call.parse("2NT"), None) if not ctx.calls else choose(ctx, hand)

    found = scan(System.NATURAL, range(SEED, SEED + 1), show=5, chooser=opens_2nt)
    # The dealer of this deal holds 13 HCP: a 2NT opening promises 20-21.
    assert found.untrue >= 1 and "2NT" in found.examples[0]
