"""Section 12 of seeds/bidding.md: bidding with the score in mind."""

from bot.games.bridge.calls import Call
from bot.games.bridge.robot.bidding import (
    Standing,
    System,
    auction_context,
    choose,
    explain_auction,
)
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.scoring import Vulnerability
from bot.games.cards import hand_from_pbn
from bot.games.seats import Seat

SIXTY = Standing(ns_below=60, rubber=True)
FORTY = Standing(ns_below=40, rubber=True)


def call_with(hand: str, auction: str, standing: Standing | None, vul: str = "none") -> str:
    calls = [Call.parse(c) for c in auction.split()]
    ctx = auction_context(calls, Seat.NORTH, Vulnerability.parse(vul), System.NATURAL, standing)
    call, _ = choose(ctx, HandInfo.of(hand_from_pbn(hand)))
    return str(call)


def test_r12_1_with_a_part_score_pass_partners_contract_that_completes_game():
    # North opened 1S, South raised: 2S and sixty below is game; no game try.
    hand = "AQJ32.KQ32.K2.32"
    assert call_with(hand, "1S P 2S P", None) == "3S"
    assert call_with(hand, "1S P 2S P", SIXTY) == "P"


def test_r12_1_the_other_sides_part_score_does_not_count_for_us():
    hand = "AQJ32.KQ32.K2.32"
    assert call_with(hand, "1S P 2S P", Standing(ew_below=60, rubber=True)) == "3S"


def test_r12_2_bid_the_cheapest_contract_that_completes_game():
    # Short of 3NT's values, but with forty below 2NT is game: bid it to play.
    hand = "KJ32.Q32.K32.Q32"
    auction = "1C P 1S P 1NT P"
    assert call_with(hand, auction, FORTY) == "2NT"
    meaning = explain_auction(
        [Call.parse(c) for c in f"{auction} 2NT".split()], Seat.NORTH, Vulnerability.NONE,
        System.NATURAL, FORTY,
    )[-1]  # fmt: skip
    assert meaning is not None and "part-score" in meaning.text
    # And opener, with the game made, passes rather than accept or decline.
    assert call_with("AQ2.K54.Q32.KJ32", f"{auction} 2NT P", FORTY) == "P"


def test_r12_1_sixty_below_makes_partners_1nt_rebid_game():
    assert call_with("KJ32.Q32.K32.Q32", "1C P 1S P 1NT P", SIXTY) == "P"


def test_r12_3_a_save_over_their_game_only_when_it_costs_less():
    # Eleven hearts between us: five hearts goes two down by the count of total tricks.
    # Vulnerable against not that is 500 against their 420: no save; the other way round,
    # 300 against 620: save.
    hand = "A.KQJ874.Q32.432"
    auction = "1H 1S 4H 4S"
    assert call_with(hand, auction, None, vul="NS") == "P"
    assert call_with(hand, auction, None, vul="EW") == "5H"
