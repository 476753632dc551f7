"""Whole deals played at random: the invariants of rules 2 and 3 hold in every one."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.bridge.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Call, CallKind
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board, CallAction, CardAction, DealState, Phase
from bot.games.cards import DECK
from bot.games.errors import RuleError
from bot.games.seats import SEATS, Seat

EVERY_CALL = [PASS, DOUBLE, REDOUBLE] + [Call(CallKind.BID, b) for b in ALL_BIDS]


def brute_force_declarer(history: list[tuple[Seat, Call]]) -> Seat | None:
    bids = [(s, c) for s, c in history if c.bid is not None]
    if not bids:
        return None
    last_seat, last = bids[-1]
    for s, c in bids:
        if s.side is last_seat.side and c.bid is not None and c.bid.strain is last.bid.strain:
            return s
    raise AssertionError("unreachable")


def random_deal(seed: int, dealer: Seat, pass_bias: float) -> DealState:
    rng = random.Random(seed)
    state = DealState(Board.deal(1, dealer, Vulnerability.NONE, rng))
    while state.phase is Phase.AUCTION:
        legal = state.legal_calls()
        # The legal-call generator agrees with a check of every possible call.
        for call in EVERY_CALL:
            try:
                state.auction.check(call, state.turn)
                ok = True
            except RuleError:
                ok = False
            assert ok == (call in legal), call
        call = PASS if rng.random() < pass_bias else rng.choice(legal[:8])
        state.apply(CallAction(state.turn, call))
    while state.phase is Phase.PLAY:
        legal = state.legal_cards()
        seat = state.turn
        assert seat is not None
        for card in state.hand(seat):
            try:
                state.check(CardAction(seat, card))
                ok = True
            except RuleError:
                ok = False
            assert ok == (card in legal), card
        state.apply(CardAction(seat, rng.choice(legal)))
    return state


@settings(max_examples=1000, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    dealer=st.sampled_from(SEATS),
    pass_bias=st.sampled_from([0.3, 0.6, 0.85]),
)
def test_r2_r3_random_deals_keep_every_invariant(seed, dealer, pass_bias):
    state = random_deal(seed, dealer, pass_bias)
    assert state.is_finished
    history = state.auction.history()
    assert history[0][0] is dealer
    contract = state.contract
    if state.is_passed_out:
        assert contract is None and len(history) == 4
        return
    assert contract is not None
    assert contract.declarer is brute_force_declarer(history)
    play = state.play
    assert play is not None
    played = [c for t in play.tricks for c in t.cards]
    assert len(played) == 52 and set(played) == set(DECK)
    assert len(play.completed_tricks) == 13
    assert play.tricks[0].leader is contract.declarer.next
    for before, after in zip(play.tricks, play.tricks[1:], strict=False):
        assert after.leader is before.winner(play.trump)
    assert (
        state.tricks_won(contract.declarer.side) + state.tricks_won(contract.declarer.side.other)
        == 13
    )
    again = DealState.replay(state.board, state.actions)
    assert again.declarer_tricks == state.declarer_tricks
    assert again.auction.calls == state.auction.calls


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_r2_10_r3_8_an_illegal_action_changes_nothing(seed):
    rng = random.Random(seed)
    state = DealState(Board.deal(1, Seat.SOUTH, Vulnerability.NONE, rng))
    for _ in range(60):
        if state.is_finished:
            break
        before = (state.auction.calls, state.actions[:], state.turn)
        seat = rng.choice(SEATS)
        action = (
            CallAction(seat, rng.choice(EVERY_CALL))
            if state.phase is Phase.AUCTION and rng.random() < 0.8
            else CardAction(seat, rng.choice(DECK))
        )
        try:
            state.apply(action)
        except RuleError:
            assert (state.auction.calls, state.actions, state.turn) == before
