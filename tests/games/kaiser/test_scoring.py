"""Rules 4 to 6: hand points, made or down, no trump, the freeze and the end of the game."""

from __future__ import annotations

import pytest

from bot.games.cards import Card, Suit
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.play import trick_points
from bot.games.kaiser.rules import DEFAULT_RULES, FIVE_OF_HEARTS, THREE_OF_SPADES
from bot.games.kaiser.scoring import settle, settle_hand
from bot.games.kaiser.state import CardAction, DealState, TrumpAction
from bot.games.seats import Seat, Side
from tests.games.kaiser.helpers import calls, cards, deal_of, random_hand
from tests.games.kaiser.test_play import ALL_SPADES


def east_runs_the_spades() -> DealState:
    """East bids 8 in spades, holds all eight and leads them: every trick is East's."""
    state = DealState(deal_of(ALL_SPADES))
    calls(state, "8", "p", "p", "p")
    state.apply(TrumpAction(Seat.EAST, Suit.SPADES))
    while not state.is_finished:
        seat = state.turn
        assert seat is not None
        legal = state.legal_cards()
        # The others throw the 5♥ at once; East leads its spades from the top.
        five = [c for c in legal if c == FIVE_OF_HEARTS]
        state.apply(CardAction(seat, five[0] if five else legal[0]))
    return state


def test_r4_1_each_trick_is_worth_one_point() -> None:
    assert trick_points(cards("SA SK SQ SJ"), DEFAULT_RULES) == 1
    for seed in range(30):
        state, _ = random_hand(seed)
        play = state.play
        assert play is not None
        for side in Side:
            bonus = 5 * (play.taker(FIVE_OF_HEARTS) is side) - 3 * (
                play.taker(THREE_OF_SPADES) is side
            )
            assert state.points(side) == play.tricks_won(side) + bonus


def test_r4_2_the_trick_with_the_five_of_hearts_adds_five() -> None:
    assert trick_points(cards("HA H5 HK HQ"), DEFAULT_RULES) == 6


def test_r4_3_the_trick_with_the_three_of_spades_loses_three() -> None:
    assert trick_points(cards("SA S3 SK SQ"), DEFAULT_RULES) == -2
    assert trick_points(cards("HA H5 S3 HQ"), DEFAULT_RULES) == 3


def test_r4_4_the_teams_points_total_ten_and_lie_from_minus_two_to_twelve() -> None:
    seen = set()
    for seed in range(300):
        state, _ = random_hand(seed)
        ns, ew = state.points(Side.NS), state.points(Side.EW)
        assert ns + ew == 10
        assert -2 <= ns <= 12 and -2 <= ew <= 12
        seen |= {ns, ew}
    assert min(seen) < 0 < 10 < max(seen)


def test_r4_4_all_eight_tricks_are_worth_only_ten() -> None:
    state = east_runs_the_spades()
    assert state.play is not None and state.play.tricks_won(Side.EW) == 8
    assert state.points(Side.EW) == 10 and state.points(Side.NS) == 0
    assert settle(Bid(11), Side.EW, 10, dict.fromkeys(Side, 0)).made is False


def test_r4_4_twelve_is_made_only_with_the_three_of_spades_given_away() -> None:
    # Every way of splitting the tricks: 12 needs seven tricks with the 5♥, while the
    # other team's one trick holds the 3♠.
    for tricks in range(9):
        for five in (False, True):
            for three in (False, True):
                if (tricks in (0, 8) and five != (tricks == 8)) or (
                    tricks in (0, 8) and three != (tricks == 8)
                ):
                    continue
                points = tricks + 5 * five - 3 * three
                if points == 12:
                    assert (tricks, five, three) == (7, True, False)
                assert points <= 12
    new, _, winner = settle_hand(12, False, 12, 0, 0)
    assert new == 12 and winner is None
    assert settle_hand(12, False, 10, 0, 0)[0] == -12


def test_r5_1_a_bid_made_adds_the_points_taken() -> None:
    assert settle_hand(8, False, 9, 10, 5) == (19, 6, None)
    assert settle_hand(8, False, 8, 10, 5) == (18, 7, None)  # equal is made


def test_r5_2_a_bid_that_goes_down_subtracts_the_bid() -> None:
    assert settle_hand(8, False, 7, 10, 5) == (2, 8, None)
    assert settle_hand(9, False, -2, 0, 0) == (-9, 12, None)


def test_r5_3_no_trump_doubles_the_bidders_gain_and_loss() -> None:
    assert settle_hand(8, True, 9, 10, 5) == (28, 6, None)
    assert settle_hand(8, True, 7, 10, 5) == (-6, 8, None)


def test_r5_4_the_other_team_adds_its_points_never_doubled_even_when_negative() -> None:
    assert settle_hand(8, True, 6, 0, 0) == (-16, 4, None)
    assert settle_hand(7, False, 12, 0, 10) == (12, 8, None)
    assert settle_hand(10, True, 11, 0, 10) == (22, 9, None)
    score = settle(Bid(7), Side.NS, 11, {Side.NS: 0, Side.EW: 3})
    assert score.points[Side.EW] == -1 and score.after[Side.EW] == 2


def test_r5_5_a_frozen_team_cannot_gain() -> None:
    assert settle_hand(8, False, 6, 20, 47) == (12, 47, None)
    assert settle_hand(8, False, 6, 20, 46) == (12, 50, None)
    assert settle(Bid(8), Side.NS, 6, {Side.NS: 20, Side.EW: 50}).frozen


def test_r5_5_the_freeze_lets_negative_points_through() -> None:
    assert settle_hand(7, False, 11, 0, 47) == (11, 46, None)
    assert settle_hand(7, False, 12, 0, 50) == (12, 48, None)


def test_r5_6_the_freeze_never_touches_the_bidding_team() -> None:
    assert settle_hand(7, False, 8, 48, 0) == (56, 2, "bidders")
    assert settle_hand(7, False, 7, 47, 0) == (54, 3, "bidders")
    assert settle_hand(8, False, 5, 49, 0) == (41, 5, None)
    assert not settle(Bid(7), Side.NS, 4, {Side.NS: 50, Side.EW: 0}).frozen


def test_r6_1_the_bidders_win_at_52_and_lose_at_minus_52() -> None:
    assert settle_hand(8, False, 8, 44, 0) == (52, 2, "bidders")
    assert settle_hand(8, False, 8, 43, 0) == (51, 2, None)
    assert settle_hand(8, False, 7, -44, 0) == (-52, 3, "others")
    assert settle_hand(8, False, 7, -43, 0) == (-51, 3, None)


def test_r6_2_then_the_other_team_wins_at_52_and_loses_at_minus_52() -> None:
    assert settle_hand(9, False, 4, 0, 46) == (-9, 52, "others")
    assert settle_hand(7, False, 12, 0, -50) == (12, -52, "bidders")
    assert settle_hand(7, False, 12, 0, -49) == (12, -51, None)


def test_r6_3_with_no_winner_another_hand_is_dealt() -> None:
    assert settle_hand(7, False, 7, 0, 0)[2] is None


def test_r6_4_when_both_teams_sink_to_minus_52_the_bidders_lose() -> None:
    # Both can sink only when a bid of 12 takes 11: the others' one trick holds the 3♠.
    assert settle_hand(12, False, 11, -41, -51) == (-53, -52, "others")
    assert settle_hand(12, True, 11, -30, -51) == (-54, -52, "others")
    # Made, the bidders climb; only the others sink, and the bidders win.
    assert settle_hand(8, False, 12, -45, -51) == (-33, -53, "bidders")


def test_r6_5_the_team_without_the_bid_wins_by_reaching_52() -> None:
    assert settle_hand(10, False, 3, 30, 45) == (20, 52, "others")


def test_settle_hand_refuses_impossible_figures() -> None:
    for bad in [(6, False, 7, 0, 0), (13, False, 7, 0, 0), (8, False, 13, 0, 0),
                (8, False, -3, 0, 0)]:  # fmt: skip
        with pytest.raises(ValueError):
            settle_hand(*bad)


def test_settle_hand_agrees_with_the_game_record_of_played_hands() -> None:
    from bot.games.kaiser.match import KaiserMatch

    for seed in range(20):
        state, _ = random_hand(seed)
        contract = state.contract
        assert contract is not None
        dealer = state.deal.dealer
        game = KaiserMatch(dealer)
        result = game.record(state)
        expected = settle_hand(contract.bid.number, contract.bid.no_trump,
                               state.points(contract.side), 0, 0)  # fmt: skip
        assert (result.score.after[contract.side], result.score.after[contract.side.other]) == (
            expected[0],
            expected[1],
        )


def test_card_points_name_only_the_five_and_the_minus_card() -> None:
    assert [c for c in DEFAULT_RULES.deck if DEFAULT_RULES.card_points(c)] == [
        Card.parse("H5"),
        Card.parse("S3"),
    ]
