"""The auction a bridge table shows, worked out once per auction and kept: at every step of many
played deals, in each system and with part-scores below the line, the kept auction equals the one
worked out afresh, and the public view built on it equals the one built from fresh explanations."""

from __future__ import annotations

import random

import pytest

from bot.games.bridge.game import BRIDGE, explanations, told_auction
from bot.games.bridge.options import BridgeRules, FormatKind
from bot.games.bridge.robot.bidding import forget_meanings
from bot.games.bridge.robot.bidding_context import System
from bot.games.bridge.state import DealState
from bot.games.bridge.views import auction_views, public_view
from bot.tables.options import RobotLevel


def _played(rules: BridgeRules, deals: int, seed: int) -> list[DealState]:
    """A copy of the state at every step of `deals` deals of a match the basic robots play."""
    rng = random.Random(seed)
    match = BRIDGE.new_match(rules)
    robots = {seat: BRIDGE.robot(RobotLevel.BASIC, rules) for seat in BRIDGE.seats}
    states: list[DealState] = []
    for _ in range(deals):
        due = match.next_deal()
        assert due is not None
        state = BRIDGE.start(BRIDGE.deal(due, rng))
        while not state.is_finished:
            states.append(state.copy())
            seat = state.owing[0]
            action = BRIDGE.judge(state, seat)
            if action is None:
                action = robots[seat].decide(BRIDGE.seat_view(state, seat, rules))
            state.apply(action)
        states.append(state.copy())
        match.record(state)
    return states


@pytest.mark.parametrize(
    "rules",
    [
        BridgeRules(),
        BridgeRules(system=System.CONVENTIONS),
        BridgeRules(format=FormatKind.RUBBER, system=System.CONVENTIONS),
    ],
    ids=["natural", "conventions", "rubber"],
)
def test_the_kept_auction_is_the_auction_worked_out_afresh(rules: BridgeRules) -> None:
    states = _played(rules, deals=4, seed=7)
    kept = [(told_auction(s, rules), BRIDGE.public_view(s, rules)) for s in states]
    forget_meanings()
    for state, (auction, public) in zip(states, kept, strict=True):
        fresh = explanations(state, rules)
        assert auction == auction_views(state.auction.history(), fresh)
        assert public == public_view(state, fresh)
        assert [c.explanation for c in auction] == fresh


def test_every_card_of_the_play_shows_the_one_kept_auction() -> None:
    rules = BridgeRules()
    playing = [s for s in _played(rules, deals=2, seed=3) if s.play is not None]
    by_auction: dict[tuple[object, ...], set[int]] = {}
    for s in playing:
        shown = by_auction.setdefault((s.board.number, s.auction.calls), set())
        shown.add(id(told_auction(s, rules)))
    assert by_auction and all(len(ids) == 1 for ids in by_auction.values())


def test_the_same_calls_in_another_system_are_explained_in_that_system() -> None:
    natural, conventions = BridgeRules(), BridgeRules(system=System.CONVENTIONS)
    for state in _played(natural, deals=3, seed=11):
        assert told_auction(state, conventions) == auction_views(
            state.auction.history(), explanations(state, conventions)
        )
