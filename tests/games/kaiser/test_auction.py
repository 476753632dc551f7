"""Rules 2: once round the table, the ladder of bids, the dealer's rights and duty."""

from __future__ import annotations

import pytest

from bot.games.errors import IllegalCall, NotYourTurn, WrongPhase
from bot.games.kaiser.bids import Bid, all_bids
from bot.games.kaiser.rules import DEFAULT_RULES
from bot.games.kaiser.state import BidAction, DealState, PassAction, Phase
from bot.games.seats import Seat
from tests.games.kaiser.helpers import calls, deal_of


def fresh() -> DealState:
    return DealState(deal_of())  # North deals


def test_r2_1_the_dealers_left_acts_first_and_the_dealer_last() -> None:
    state = fresh()
    order = []
    while state.phase is Phase.AUCTION:
        assert state.turn is not None
        order.append(state.turn)
        calls(state, "8" if state.turn is Seat.WEST else "p")
    assert order == [Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH]
    assert state.phase is Phase.TRUMP and state.turn is Seat.WEST


def test_r2_1_each_player_acts_once_and_the_auction_ends_with_the_dealer() -> None:
    state = fresh()
    calls(state, "7", "8", "9", "10")
    assert state.auction.is_complete and state.phase is Phase.TRUMP
    with pytest.raises(WrongPhase):
        state.check(BidAction(Seat.EAST, Bid(11)))


def test_r2_2_bids_run_from_7_to_12nt_with_no_trump_above_the_same_number() -> None:
    ladder = all_bids(DEFAULT_RULES)
    assert [str(b) for b in ladder] == [
        "7", "7NT", "8", "8NT", "9", "9NT", "10", "10NT", "11", "11NT", "12", "12NT",
    ]  # fmt: skip
    assert list(ladder) == sorted(ladder)
    assert Bid(7, True) > Bid(7) and Bid(8) > Bid(7, True)
    with pytest.raises(IllegalCall, match="refuse-lowest-bid"):
        fresh().check(BidAction(Seat.EAST, Bid(6)))
    with pytest.raises(ValueError):
        Bid(13)


def test_r2_3_a_player_may_pass() -> None:
    state = fresh()
    calls(state, "8", "p", "p", "p")
    assert state.high == (Seat.EAST, Bid(8))


def test_r2_4_a_non_dealer_must_bid_higher_than_the_high_bid() -> None:
    state = fresh()
    calls(state, "8")
    with pytest.raises(IllegalCall, match="refuse-bid-higher"):
        state.check(BidAction(Seat.SOUTH, Bid(8)))
    assert state.auction.legal_bids()[0] == Bid(8, True)
    calls(state, "8nt")
    with pytest.raises(IllegalCall):
        state.check(BidAction(Seat.WEST, Bid(8, True)))


def test_r2_4_a_player_may_bid_over_their_partner() -> None:
    state = fresh()
    calls(state, "8", "p", "9")  # West over East
    assert state.high == (Seat.WEST, Bid(9))


def test_r2_5_the_dealer_takes_the_bid_by_equalling_it() -> None:
    state = fresh()
    calls(state, "8", "p", "p")
    assert Bid(8) in state.auction.legal_bids()
    calls(state, "8")
    assert state.high == (Seat.NORTH, Bid(8))
    assert state.turn is Seat.NORTH and state.phase is Phase.TRUMP


def test_r2_5_the_dealer_may_not_equal_a_no_trump_bid_with_a_suit_bid() -> None:
    state = fresh()
    calls(state, "8nt", "p", "p")
    legal = state.auction.legal_bids()
    assert Bid(8, True) in legal and Bid(8) not in legal
    with pytest.raises(IllegalCall, match="refuse-dealer-at-least"):
        state.check(BidAction(Seat.NORTH, Bid(8)))


def test_r2_5_the_dealer_may_bid_higher_or_pass() -> None:
    raised = fresh()
    calls(raised, "8", "p", "p", "10nt")
    assert raised.high == (Seat.NORTH, Bid(10, True))
    passed = fresh()
    calls(passed, "8", "p", "p", "p")
    assert passed.high == (Seat.EAST, Bid(8))


def test_r2_6_the_dealer_must_bid_when_the_other_three_pass() -> None:
    state = fresh()
    calls(state, "p", "p", "p")
    assert not state.auction.may_pass()
    assert PassAction(Seat.NORTH) not in state.legal_actions()
    with pytest.raises(IllegalCall, match="refuse-dealer-must-bid"):
        state.check(PassAction(Seat.NORTH))


def test_r2_6_the_forced_dealer_may_make_any_bid() -> None:
    state = fresh()
    calls(state, "p", "p", "p")
    assert state.auction.legal_bids() == list(all_bids(DEFAULT_RULES))
    calls(state, "12nt")
    assert state.high == (Seat.NORTH, Bid(12, True))


def test_r2_7_the_high_bidder_when_the_dealer_has_acted_gets_the_bid() -> None:
    state = fresh()
    calls(state, "7", "9", "p", "p")
    assert state.high == (Seat.SOUTH, Bid(9)) and state.turn is Seat.SOUTH


def test_r2_8_a_call_out_of_turn_is_refused_and_changes_nothing() -> None:
    state = fresh()
    before = state.auction.calls
    with pytest.raises(NotYourTurn):
        state.apply(BidAction(Seat.SOUTH, Bid(8)))
    with pytest.raises(IllegalCall):
        calls(state, "p", "p", "p")
        state.apply(PassAction(Seat.NORTH))
    assert state.auction.calls == (*before, None, None, None)
    assert state.actions == [PassAction(Seat.EAST), PassAction(Seat.SOUTH),
                             PassAction(Seat.WEST)]  # fmt: skip
