"""The robots' bidding: the evaluator, the dealer's equal and forced bid, no trump only with a
hand that runs, and bids that know the game score."""

from __future__ import annotations

import random

from bot.games.cards import Card, Suit
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.robot.bidding import choose_bid, choose_trump
from bot.games.kaiser.robot.evaluate import (
    best_trump,
    no_trump_estimate,
    runs_at_no_trump,
    suit_estimate,
)
from bot.games.kaiser.rules import DEFAULT_RULES
from bot.games.kaiser.state import Deal, DealState
from bot.games.kaiser.views import SeatView, seat_view
from bot.games.seats import SEATS, Seat, Side
from tests.games.kaiser.helpers import calls, cards, deal_of

#: North deals with the weakest hand of the sample deal.
WEAK_DEALER = "1 N:.T985.QJT9. AKQJ.AKQJ.. T983..AK.AK ..87.QJT987"


def view_after(text: str, *auction: str, scores: dict[Side, int] | None = None) -> SeatView:
    state = DealState(deal_of(text))
    calls(state, *auction)
    assert state.turn is not None
    return seat_view(state, state.turn, scores)


def test_trump_length_and_top_trumps_raise_a_suits_estimate() -> None:
    long_top = frozenset(cards("SA SK SQ SJ ST HA D8 C8"))
    short = frozenset(cards("SA HK HQ HJ HT DA D8 C8"))
    assert suit_estimate(long_top, Suit.SPADES, DEFAULT_RULES) > suit_estimate(
        short, Suit.SPADES, DEFAULT_RULES
    )
    assert best_trump(long_top, DEFAULT_RULES)[0] is Suit.SPADES
    assert best_trump(short, DEFAULT_RULES)[0] is Suit.HEARTS


def test_a_hand_runs_at_no_trump_with_a_long_suit_headed_by_ace_king_or_three_aces() -> None:
    assert runs_at_no_trump(cards("SA SK S9 S8 HA D8 D9 C8"))
    assert runs_at_no_trump(cards("SA SQ S9 S8 ST H8 D8 C8"))
    assert runs_at_no_trump(cards("SA HA DA S9 H8 H9 D8 C8"))
    assert not runs_at_no_trump(cards("SA SK S9 HA HK DK D8 C8"))


#: South holds two low cards in each suit.
BALANCED = "1 N:AKQJ.AKQJ.. T3.T5.AK.AK 98.98.87.87 ..QJT9.QJT9"


def test_a_weak_hand_passes() -> None:
    south = view_after(BALANCED, "p")
    assert south.seat is Seat.SOUTH
    assert choose_bid(south) is None


def test_a_strong_hand_bids_the_lowest_bid_it_may() -> None:
    state = DealState(deal_of(WEAK_DEALER))  # East holds the top spades and hearts
    view = seat_view(state, Seat.EAST)
    bid = choose_bid(view)
    assert bid == Bid(7)
    assert best_trump(view.hand, DEFAULT_RULES)[1] >= 8


def test_the_dealer_equals_an_opponents_bid_its_hand_supports() -> None:
    view = view_after(deal_of().to_text(), "8", "p", "p")  # North deals, holding the tops
    assert view.seat is Seat.NORTH
    assert choose_bid(view) == Bid(8)


def test_the_dealer_passed_to_must_bid_even_with_a_weak_hand() -> None:
    view = view_after(WEAK_DEALER, "p", "p", "p")
    assert not view.may_pass
    bid = choose_bid(view)
    assert bid is not None and bid in view.legal_bids and bid.number == 7


def test_no_trump_is_bid_only_with_a_hand_that_runs() -> None:
    rng = random.Random(4)
    seen_nt = 0
    for _ in range(400):
        state = DealState(Deal.deal(1, Seat.NORTH, DEFAULT_RULES, rng))
        view = seat_view(state, Seat.EAST)
        bid = choose_bid(view)
        if bid is not None and bid.no_trump:
            seen_nt += 1
            assert runs_at_no_trump(view.hand)
            assert no_trump_estimate(view.hand, DEFAULT_RULES) >= best_trump(
                view.hand, DEFAULT_RULES
            )[1]
    assert seen_nt > 0


def test_a_robot_does_not_overbid_its_partner_without_a_clearly_better_hand() -> None:
    rng = random.Random(9)
    for _ in range(300):
        state = DealState(Deal.deal(1, Seat.NORTH, DEFAULT_RULES, rng))
        calls(state, "7", "p")  # East bids 7; West is East's partner
        view = seat_view(state, Seat.WEST)
        bid = choose_bid(view)
        if bid is not None:
            value = max(best_trump(view.hand, DEFAULT_RULES)[1],
                        no_trump_estimate(view.hand, DEFAULT_RULES))  # fmt: skip
            assert value >= 7 + 2


def test_a_team_at_the_freeze_bids_more_freely_to_get_out() -> None:
    rng = random.Random(12)
    found = 0
    for _ in range(400):
        state = DealState(Deal.deal(1, Seat.NORTH, DEFAULT_RULES, rng))
        plain = seat_view(state, Seat.EAST)
        frozen = seat_view(state, Seat.EAST, {Side.NS: 0, Side.EW: 48})
        if choose_bid(plain) is None and choose_bid(frozen) is not None:
            found += 1
            assert choose_bid(frozen, score_aware=False) is None
        if choose_bid(plain) is not None:
            assert choose_bid(frozen) is not None
    assert found > 0


def test_against_opponents_who_would_win_with_the_bid_a_robot_contests_it() -> None:
    rng = random.Random(13)
    found = 0
    for _ in range(400):
        state = DealState(Deal.deal(1, Seat.NORTH, DEFAULT_RULES, rng))
        calls(state, "7")  # East bids 7; South considers it
        calm = seat_view(state, Seat.SOUTH)
        danger = seat_view(state, Seat.SOUTH, {Side.NS: 10, Side.EW: 46})
        if choose_bid(calm) is None and choose_bid(danger) is not None:
            found += 1
    assert found > 0


def test_bids_are_always_legal() -> None:
    rng = random.Random(3)
    for _ in range(200):
        state = DealState(Deal.deal(1, rng.choice(SEATS), DEFAULT_RULES, rng))
        while state.auction.turn is not None:
            view = seat_view(state, state.turn, {Side.NS: rng.randrange(-51, 52),  # type: ignore[arg-type]
                                                 Side.EW: rng.randrange(-51, 52)})  # fmt: skip
            bid = choose_bid(view)
            assert (bid is None and view.may_pass) or bid in view.legal_bids
            calls(state, "p" if bid is None else str(bid))
        assert state.turn is not None
        assert choose_trump(seat_view(state, state.turn)) in Suit


def test_the_five_and_the_three_in_hand_raise_the_estimate() -> None:
    base = cards("SA SK SQ S9 HA D8 D9 C8")
    with_three = [*base[:-1], Card.parse("S3")]
    assert suit_estimate(with_three, Suit.SPADES, DEFAULT_RULES) > suit_estimate(
        base, Suit.SPADES, DEFAULT_RULES
    )
