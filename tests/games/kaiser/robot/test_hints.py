"""The Kaiser hint (rule 7.4 of seeds/tables.md): the bid the table's robot would make with the
evaluator's count, the trump and card the expert would choose, each legal for the seat."""

from __future__ import annotations

import random

from bot.games.game import RobotLevel, find_game
from bot.games.kaiser.robot.bidding import choose_bid
from bot.games.kaiser.robot.hints import BidReason, CardReason, TrumpReason, kaiser_hint
from bot.games.kaiser.state import BidAction, CardAction, PassAction, Phase, TrumpAction

KAISER = find_game("kaiser")
RULES = KAISER.default_rules()


def test_each_kaiser_hint_is_the_robots_legal_move_with_its_reason() -> None:
    kinds: set[type] = set()
    for seed in range(2):
        match = KAISER.new_match(RULES)
        state = KAISER.start(KAISER.deal(match.next_deal(), random.Random(seed)))
        while not state.is_finished:
            view = KAISER.seat_view(state, state.turn, RULES)
            hint = kaiser_hint(view, RobotLevel.BASIC)
            assert hint.action in view.legal_actions
            kinds.add(type(hint.reason))
            if view.public.phase is Phase.AUCTION:
                assert isinstance(hint.reason, BidReason)
                bid = choose_bid(view)
                expected = PassAction(view.seat) if bid is None else BidAction(view.seat, bid)
                assert hint.action == expected
            elif view.public.phase is Phase.TRUMP:
                assert isinstance(hint.action, TrumpAction)
                assert isinstance(hint.reason, TrumpReason)
            else:
                assert isinstance(hint.action, CardAction)
                assert isinstance(hint.reason, CardReason)
                r = hint.reason
                assert 0 <= r.best_in <= r.layouts
                assert r.only == (r.layouts == 0 and len(view.legal_cards) == 1)
            state.apply(hint.action)
    assert kinds == {BidReason, TrumpReason, CardReason}
