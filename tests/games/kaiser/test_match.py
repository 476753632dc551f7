"""A game to 52: dealing in turn, recording hands, the standing and the winner."""

from __future__ import annotations

import random

import pytest

from bot.games.kaiser.match import KaiserMatch
from bot.games.kaiser.rules import RuleConfig
from bot.games.kaiser.state import Deal, DealState
from bot.games.seats import Seat, Side
from tests.games.kaiser.helpers import random_hand


def finish(state: DealState) -> DealState:
    while not state.is_finished:
        state.apply(state.legal_actions()[-1])  # the highest bid, the last card
    return state


def test_a_game_records_its_hands_in_order_and_keeps_the_standing() -> None:
    game = KaiserMatch(Seat.SOUTH)
    rng = random.Random(2)
    first = finish(game.start(game.next_deal(rng)))
    result = game.record(first)
    assert result.number == 1 and result.dealer is Seat.SOUTH
    assert game.standing == result.score.after
    assert game.next_dealer is Seat.WEST and game.next_number == 2


def test_a_game_refuses_a_hand_out_of_turn_unfinished_or_by_other_rules() -> None:
    game = KaiserMatch(Seat.NORTH)
    rng = random.Random(1)
    deal = game.next_deal(rng)
    with pytest.raises(ValueError, match="finished"):
        game.record(game.start(deal))
    wrong = Deal(2, Seat.EAST, deal.hands)
    with pytest.raises(ValueError, match="next hand"):
        game.record(finish(DealState(wrong)))
    other_rules = RuleConfig(freeze=45)
    with pytest.raises(ValueError, match="other rules"):
        game.record(finish(DealState(deal, other_rules)))
    assert game.results == []


def test_a_finished_game_deals_and_records_no_more() -> None:
    rng = random.Random(8)
    game = KaiserMatch(Seat.EAST, RuleConfig(target=20, freeze=None))
    while not game.is_over:
        game.record(finish(game.start(game.next_deal(rng))))
    assert game.winner in (Side.NS, Side.EW)
    with pytest.raises(ValueError, match="over"):
        game.next_deal(rng)
    state, _ = random_hand(3)
    with pytest.raises(ValueError, match="over"):
        game.record(state)
