"""Kaiser behind the table platform's seam: a whole game through `KAISER` alone."""

from __future__ import annotations

import random
import re
from datetime import date

import pytest

from bot.games import game as game_module
from bot.games.errors import NotYourTurn, RuleError
from bot.games.game import RobotLevel
from bot.games.kaiser.game import KAISER, read_deal_text
from bot.games.kaiser.rules import THREE_OF_CLUBS, RuleConfig
from bot.games.kaiser.state import Phase
from bot.games.seats import SEATS, Side


def test_kaiser_is_registered_by_its_name() -> None:
    assert game_module._GAMES.find("kaiser") is KAISER
    assert KAISER.name == "kaiser" and KAISER.seats == SEATS


@pytest.mark.parametrize("rules", [RuleConfig(), RuleConfig(minus_card=THREE_OF_CLUBS,
                                                            freeze=None, target=30)])  # fmt: skip
def test_a_whole_game_plays_through_the_seat_alone(rules: RuleConfig) -> None:
    rng = random.Random(4)
    rules = KAISER.rules_from_json(rules.to_json())
    match = KAISER.new_match(rules)
    robots = {s: KAISER.robot(RobotLevel.BASIC, rules) if s.side is Side.NS
              else KAISER.simple_robot() for s in SEATS}  # fmt: skip
    grammar = re.compile(KAISER.move_grammar)
    previous_dealer = SEATS[0]
    while not match.is_over:
        due = match.next_deal()
        assert due is not None
        text = KAISER.deal(due, rng)
        deal, read_rules, scores = read_deal_text(text)
        if match.counted_deals:
            assert due.dealer is deal.dealer is previous_dealer.next
        else:
            assert due.dealer is None  # drawn with the first hand's cards
        previous_dealer = deal.dealer
        assert read_rules == rules and scores == match.standing()
        state = KAISER.start(text)
        assert KAISER.board_no(state) == due.number == match.counted_deals + 1
        while not state.is_finished:
            seat = state.to_act
            assert seat is not None and state.owing == (seat,)
            for action in state.legal_actions():
                move = KAISER.move_text(action)
                assert grammar.fullmatch(move)
                assert KAISER.read_move(state, move, [seat]) == action
                assert KAISER.action_from_json(KAISER.action_to_json(action)) == action
            view = KAISER.seat_view(state, seat, rules)
            assert view.public.scores == match.standing()
            action = robots[seat].decide(view)
            state.apply(action)
        done = match.record(state)
        record = KAISER.record(state, done, {s: s.title for s in SEATS}, rules, date.today())
        assert (
            record.result_text == done.result_text and record.text in KAISER.exports(record)["txt"]
        )
        assert match.copy().standing() == match.standing()
    assert match.winner() in (Side.NS, Side.EW) and match.next_deal() is None


def test_a_move_is_read_only_for_the_seat_to_act_and_only_when_it_reads() -> None:
    match = KAISER.new_match(KAISER.default_rules())
    due = match.next_deal()
    assert due is not None
    state = KAISER.start(KAISER.deal(due, random.Random(1)))
    assert state.phase is Phase.AUCTION and state.turn is not None
    others = [s for s in SEATS if s is not state.turn]
    with pytest.raises(NotYourTurn):
        KAISER.read_move(state, "pass", others)
    for junk in ("bid13", "dance", "play", "bid8 NT", "bid 8", "trumpX", "S1", "pass "):
        with pytest.raises(RuleError):
            KAISER.read_move(state, junk, [state.turn])
        assert not re.fullmatch(KAISER.move_grammar, junk)
    assert KAISER.controller(state, state.turn, KAISER.default_rules(), frozenset()) is state.turn
    assert not KAISER.partner_hands_open(state) and KAISER.judge(state, state.turn) is None


def test_the_first_dealer_is_drawn_with_the_first_hands_cards() -> None:
    """A logged game replays with its dealers: the first one comes from the deal's shuffler."""
    due = KAISER.new_match(RuleConfig()).next_deal()
    assert due is not None and due.dealer is None
    dealers = {read_deal_text(KAISER.deal(due, random.Random(seed)))[0].dealer
               for seed in range(40)}  # fmt: skip
    assert dealers == set(SEATS)
    again = [KAISER.deal(due, random.Random(7)) for _ in range(2)]
    assert again[0] == again[1]
