"""Whole random hands and games: the invariants of rules 2 to 6 hold in every one."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.cards import Suit
from bot.games.errors import RuleError
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.match import KaiserMatch
from bot.games.kaiser.rules import DEFAULT_RULES, THREE_OF_CLUBS, RuleConfig
from bot.games.kaiser.state import (
    Action,
    BidAction,
    CardAction,
    Deal,
    DealState,
    PassAction,
    TrumpAction,
)
from bot.games.seats import SEATS, Side

RULES = [
    DEFAULT_RULES,
    RuleConfig(min_bid=6, dealer_may_equal=False, freeze=None),
    RuleConfig(minus_card=THREE_OF_CLUBS, no_trump_doubles=False),
]


def every_action(rules: RuleConfig) -> list[Action]:
    """Every action anyone could ask for: all bids, passes, trumps and cards, by every seat."""
    out: list[Action] = []
    for seat in SEATS:
        out.append(PassAction(seat))
        out += [BidAction(seat, Bid(n, nt)) for n in range(1, 13) for nt in (False, True)]
        out += [TrumpAction(seat, s) for s in Suit]
        out += [CardAction(seat, c) for c in rules.deck]
    return out


def snapshot(state: DealState) -> tuple[object, ...]:
    return (
        state.phase, state.turn, tuple(state.actions), state.auction.calls, state.contract,
        tuple(state.hand(s) for s in SEATS), state.play.tricks if state.play else None,
    )  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rules_index=st.integers(0, 2),
       pass_bias=st.sampled_from([0.0, 0.5, 0.9]))  # fmt: skip
def test_r2_r3_r4_random_hands_keep_every_invariant(
    seed: int, rules_index: int, pass_bias: float
) -> None:
    rules = RULES[rules_index]
    rng = random.Random(seed)
    state = DealState(Deal.deal(1, rng.choice(SEATS), rules, rng), rules)
    candidates = every_action(rules)
    while not state.is_finished:
        legal = state.legal_actions()
        before = snapshot(state)
        # The legal-action generator agrees with a check of every possible action, and a
        # refused action changes nothing.
        for action in candidates:
            try:
                state.check(action)
                ok = True
            except RuleError:
                ok = False
            assert ok == (action in legal), action
        for action in rng.sample(candidates, 12):
            if action not in legal:
                try:
                    state.apply(action)
                except RuleError:
                    pass
                else:
                    raise AssertionError(f"{action} was accepted")
                assert snapshot(state) == before
        passes = [a for a in legal if isinstance(a, PassAction)]
        state.apply(passes[0] if passes and rng.random() < pass_bias else rng.choice(legal))
    seats = [s for s, _ in state.auction.history()]
    assert sorted(seats, key=SEATS.index) == list(SEATS) and seats[-1] is state.deal.dealer
    play = state.play
    assert play is not None and len(play.completed_tricks) == 8
    played = [c for t in play.tricks for c in t.cards]
    assert len(played) == len(set(played)) == 32 and set(played) == set(rules.deck)
    assert state.points(Side.NS) + state.points(Side.EW) == 10
    replayed = DealState.replay(state.deal, state.actions, rules)
    assert snapshot(replayed) == snapshot(state)
    copied = state.copy()
    assert snapshot(copied) == snapshot(state)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_r6_random_games_end_exactly_when_a_team_crosses_a_mark(seed: int) -> None:
    rng = random.Random(seed)
    game = KaiserMatch.new(rng=rng)
    hands = 0
    finished: list[DealState] = []
    while not game.is_over:
        state = game.start(game.next_deal(rng))
        while not state.is_finished:
            legal = state.legal_actions()
            bids = [a for a in legal if isinstance(a, BidAction)]
            state.apply(rng.choice(bids[:3]) if bids and rng.random() < 0.4 else legal[0])
        before = dict(game.standing)
        result = game.record(state)
        finished.append(state)
        hands += 1
        assert result.score.before == before
        crossed = [s for s in Side if abs(game.standing[s]) >= 52]
        assert (game.winner is not None) == bool(crossed)
        assert hands < 400
    assert game.winner is not None
    assert [r.number for r in game.results] == list(range(1, hands + 1))
    rebuilt = KaiserMatch(game.first_dealer)
    for state in finished:
        rebuilt.record(state)
    assert rebuilt.results == game.results and rebuilt.winner is game.winner


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), keep=st.integers(0, 40))
def test_a_hand_rewound_is_the_hand_as_it_stood(seed: int, keep: int) -> None:
    rng = random.Random(seed)
    state = DealState(Deal.deal(1, rng.choice(SEATS), DEFAULT_RULES, rng))
    snapshots = [snapshot(state)]
    while not state.is_finished:
        assert state.owing == (state.turn,)
        state.apply(rng.choice(state.legal_actions()))
        snapshots.append(snapshot(state))
    assert state.owing == ()
    keep = min(keep, len(state.actions))
    assert snapshot(state.rewound(keep)) == snapshots[keep]
    assert all(state.can_take_back(a) for a in state.actions)
