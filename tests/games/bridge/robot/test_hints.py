"""The bridge hint (rule 7.4 of seeds/tables.md): the call the table's robot would make with
what it shows, and the card the expert would play with what its sampling found."""

from __future__ import annotations

import random
from collections.abc import Iterator

from bot.games.bridge.calls import PASS
from bot.games.bridge.game import BRIDGE
from bot.games.bridge.options import BridgeRules
from bot.games.bridge.robot.bidding import explain_auction, robot_call
from bot.games.bridge.robot.hints import CallReason, CardReason, CardWhy, bridge_hint
from bot.games.bridge.state import CallAction, CardAction, DealState, Phase
from bot.games.bridge.views import SeatView
from bot.games.game import RobotLevel
from bot.games.hints import Hint
from bot.language import Language, Words
from bot.ui.games.bridge import hint_text

RULES = BridgeRules()
ENGLISH = Words(Language.ENGLISH)


def _deal(seed: int) -> DealState:
    match = BRIDGE.new_match(RULES)
    return BRIDGE.start(BRIDGE.deal(match.next_deal(), random.Random(seed)))


def _call_hints(deals: int) -> Iterator[tuple[SeatView, Hint, CallAction, CallReason]]:
    """Every call of `deals` auctions bid by taking the hint, with the hint asked for it."""
    for seed in range(deals):
        state = _deal(seed)
        while state.phase is Phase.AUCTION:
            view = BRIDGE.seat_view(state, state.to_act, RULES)
            hint = bridge_hint(view, RobotLevel.BASIC, RULES)
            assert isinstance(hint.action, CallAction) and isinstance(hint.reason, CallReason)
            yield view, hint, hint.action, hint.reason
            state.apply(hint.action)


def test_a_call_hint_is_the_table_robots_call_with_what_it_shows() -> None:
    for view, _, action, reason in _call_hints(6):
        assert action.call == robot_call(view, RULES.system)
        calls = [c.call for c in view.public.auction] + [action.call]
        pub = view.public
        shown = explain_auction(calls, pub.dealer, pub.vulnerability, RULES.system)[-1]
        assert reason.explanation == shown


def test_a_card_hint_is_legal_and_its_counts_are_the_layouts_it_sampled() -> None:
    seen: set[CardWhy] = set()
    for seed in range(3):
        state = _deal(seed)
        while not state.is_finished and state.phase is not Phase.PLAY:
            view = BRIDGE.seat_view(state, state.to_act, RULES)
            state.apply(bridge_hint(view, RobotLevel.BASIC, RULES).action)
        for _ in range(12):
            if state.is_finished:
                break
            view = BRIDGE.seat_view(state, state.to_act, RULES)
            hint = bridge_hint(view, RobotLevel.BASIC, RULES, seed=seed)
            assert isinstance(hint.action, CardAction) and isinstance(hint.reason, CardReason)
            assert hint.action.card in view.legal_cards and hint.action.seat is view.plays_for
            reason = hint.reason
            seen.add(reason.why)
            if reason.why is CardWhy.ONLY:
                assert len(view.legal_cards) == 1
            if reason.why in (CardWhy.SAMPLED, CardWhy.AVERAGE):
                assert reason.layouts > 0
                assert 0 <= reason.best_in <= reason.layouts
                assert 0 <= reason.tops_in <= reason.layouts
            state.apply(hint.action)
    assert CardWhy.SAMPLED in seen


def test_a_pass_no_rule_names_says_nothing_fits_and_any_other_call_says_its_meaning() -> None:
    said: dict[bool, set[str]] = {True: set(), False: set()}
    for view, hint, action, reason in _call_hints(6):
        text = hint_text(view, hint, ENGLISH)
        bare_pass = reason.explanation is None and action.call == PASS
        said[bare_pass].add(text.splitlines()[1])
    assert said[True] == {ENGLISH("hint-pass-nothing-fits")}
    assert ENGLISH("hint-pass-nothing-fits") not in said[False]
    assert all(line.startswith("In your bidding system it shows: ") for line in said[False])
