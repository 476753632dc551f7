"""Rules 7: the house rules a game may change, each in one rule configuration."""

from __future__ import annotations

import random

import pytest

from bot.games.cards import Card, Rank, Suit
from bot.games.errors import IllegalCall
from bot.games.kaiser.bids import Bid, all_bids
from bot.games.kaiser.rules import DEFAULT_RULES, THREE_OF_CLUBS, RuleConfig
from bot.games.kaiser.scoring import settle
from bot.games.kaiser.state import BidAction, Deal, DealState
from bot.games.seats import Seat, Side
from tests.games.kaiser.helpers import calls, cards, deal_of, random_hand


def zero() -> dict[Side, int]:
    return dict.fromkeys(Side, 0)


def test_r7_1_the_defaults_are_the_rule_books_rules() -> None:
    rules = RuleConfig()
    assert rules == DEFAULT_RULES
    assert (rules.min_bid, rules.freeze, rules.target, rules.minus_card) == (
        7,
        47,
        52,
        Card(Suit.SPADES, Rank.THREE),
    )
    assert rules.no_trump_doubles and rules.dealer_may_equal


@pytest.mark.parametrize(
    "change",
    [{"min_bid": 5}, {"min_bid": 8}, {"freeze": 46}, {"target": 19}, {"target": 101},
     {"freeze": 47, "target": 40}, {"minus_card": Card(Suit.HEARTS, Rank.THREE)}],
)  # fmt: skip
def test_r7_1_a_setting_the_rule_book_does_not_list_is_refused(change: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        RuleConfig(**change)  # type: ignore[arg-type]


def test_r7_2_a_minimum_bid_of_6_starts_the_ladder_at_6() -> None:
    rules = RuleConfig(min_bid=6)
    assert [str(b) for b in all_bids(rules)[:3]] == ["6", "6NT", "7"]
    state = DealState(deal_of(), rules)
    calls(state, "p", "p", "p", "6")
    assert state.high == (Seat.NORTH, Bid(6))
    assert settle(Bid(6), Side.NS, 6, zero(), rules).made
    with pytest.raises(IllegalCall):
        DealState(deal_of()).check(BidAction(Seat.EAST, Bid(6)))


def test_r7_3_a_freeze_at_45_or_none() -> None:
    at_45 = RuleConfig(freeze=45)
    assert settle(Bid(8), Side.NS, 6, {Side.NS: 0, Side.EW: 45}, at_45).change[Side.EW] == 0
    assert settle(Bid(8), Side.NS, 6, {Side.NS: 0, Side.EW: 44}, at_45).change[Side.EW] == 4
    none = RuleConfig(freeze=None)
    score = settle(Bid(8), Side.NS, 6, {Side.NS: 0, Side.EW: 50}, none)
    assert not score.frozen and score.after[Side.EW] == 54 and score.winner is Side.EW


def test_r7_3_without_a_freeze_both_teams_can_reach_52_and_the_bidders_win() -> None:
    none = RuleConfig(freeze=None)
    score = settle(Bid(7), Side.NS, 7, {Side.NS: 45, Side.EW: 49}, none)
    assert score.after == {Side.NS: 52, Side.EW: 52} and score.winner is Side.NS


def test_r7_4_another_target_wins_and_loses_at_its_own_mark() -> None:
    rules = RuleConfig(target=32, freeze=None)
    assert settle(Bid(8), Side.NS, 8, {Side.NS: 24, Side.EW: 0}, rules).winner is Side.NS
    assert settle(Bid(8), Side.NS, 8, {Side.NS: 23, Side.EW: 0}, rules).winner is None
    assert settle(Bid(8), Side.NS, 7, {Side.NS: -24, Side.EW: 0}, rules).winner is Side.EW
    assert settle(Bid(8), Side.NS, 8, {Side.NS: 40, Side.EW: 0}).winner is None


def test_r7_5_the_three_of_clubs_as_the_minus_card_changes_the_deck() -> None:
    rules = RuleConfig(minus_card=THREE_OF_CLUBS)
    deck = set(rules.deck)
    assert len(deck) == 32
    assert deck - set(DEFAULT_RULES.deck) == set(cards("C3 S7"))
    assert set(DEFAULT_RULES.deck) - deck == set(cards("C7 S3"))
    assert rules.card_points(THREE_OF_CLUBS) == -3
    assert rules.card_points(Card.parse("S3")) == 0
    state = DealState(Deal.deal(1, Seat.NORTH, rules, random.Random(4)), rules)
    with pytest.raises(ValueError):
        DealState(deal_of(), rules)
    assert state.rules is rules
    for seed in range(20):
        played, _ = random_hand(seed, rules)
        assert played.points(Side.NS) + played.points(Side.EW) == 10


def test_r7_6_without_no_trump_doubling_a_no_trump_bid_scores_as_a_suit_bid() -> None:
    rules = RuleConfig(no_trump_doubles=False)
    assert settle(Bid(8, True), Side.NS, 9, zero(), rules).change[Side.NS] == 9
    assert settle(Bid(8, True), Side.NS, 7, zero(), rules).change[Side.NS] == -8
    assert settle(Bid(8, True), Side.NS, 9, zero()).change[Side.NS] == 18


def test_r7_7_without_the_right_to_equal_the_dealer_must_bid_higher() -> None:
    rules = RuleConfig(dealer_may_equal=False)
    state = DealState(deal_of(), rules)
    calls(state, "8", "p", "p")
    assert Bid(8) not in state.auction.legal_bids()
    with pytest.raises(IllegalCall, match="refuse-bid-higher"):
        state.check(BidAction(Seat.NORTH, Bid(8)))
    calls(state, "8nt")
    assert state.high == (Seat.NORTH, Bid(8, True))


def test_r7_1_the_house_rules_read_back_from_json_and_refuse_anything_else() -> None:
    for rules in (DEFAULT_RULES, RuleConfig(min_bid=6, freeze=None, target=62,
                                            minus_card=THREE_OF_CLUBS, no_trump_doubles=False,
                                            dealer_may_equal=False)):  # fmt: skip
        assert RuleConfig.from_json(rules.to_json()) == rules
    assert RuleConfig.from_json({}) == DEFAULT_RULES
    for bad in ({"min_bid": "7"}, {"freeze": 46}, {"freeze": True}, {"target": 52.0},
                {"minus_card": "H3"}, {"minus_card": 3}, {"no_trump_doubles": 1},
                {"colour": "gold"}, {"min_bid": True}):  # fmt: skip
        with pytest.raises(ValueError):
            RuleConfig.from_json(bad)
