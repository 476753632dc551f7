"""No hidden card reaches a picture: states that differ only in cards a viewer may not see
give that viewer byte-identical pictures, and a visible difference does show."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.bridge.calls import Call
from bot.games.bridge.examples import stayman_auction, stayman_in_play
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board, CallAction, CardAction, DealState, Phase
from bot.games.bridge.views import public_view, seat_view
from bot.games.cards import Card, deal_cards, seeded_rng
from bot.games.seats import SEATS, Seat
from renderers.bridge.gallery import PLAYERS
from renderers.bridge.hand import render_hand
from renderers.bridge.table import render_table
from renderers.common.theme import THEMES


def swapped(board: Board, a: Seat, card_a: str, b: Seat, card_b: str) -> Board:
    """`board` with one card of `a` exchanged for one card of `b`."""
    ca, cb = Card.parse(card_a), Card.parse(card_b)
    assert ca in board.hands[a] and cb in board.hands[b]
    hands = dict(board.hands)
    hands[a] = (hands[a] - {ca}) | {cb}
    hands[b] = (hands[b] - {cb}) | {ca}
    return Board(board.number, board.dealer, board.vulnerability, hands)


def replayed(state: DealState, board: Board) -> DealState:
    return DealState.replay(board, state.actions)


def test_public_table_ignores_hidden_hands_during_the_auction() -> None:
    state, notes = stayman_auction(5)
    other = replayed(state, swapped(state.board, Seat.NORTH, "SK", Seat.WEST, "S6"))
    for theme in THEMES.values():
        assert render_table(public_view(state, notes), PLAYERS, theme) == render_table(
            public_view(other, notes), PLAYERS, theme
        )


def test_public_table_ignores_declarer_and_defender_hands_during_the_play() -> None:
    state, notes = stayman_in_play(14)
    other = replayed(state, swapped(state.board, Seat.NORTH, "DK", Seat.EAST, "DA"))
    assert render_table(public_view(state, notes), PLAYERS) == render_table(
        public_view(other, notes), PLAYERS
    )


def test_public_table_shows_a_change_in_dummy() -> None:
    state, notes = stayman_in_play(14)
    other = replayed(state, swapped(state.board, Seat.SOUTH, "DQ", Seat.EAST, "DA"))
    assert render_table(public_view(state, notes), PLAYERS) != render_table(
        public_view(other, notes), PLAYERS
    )


def test_defender_picture_ignores_partner_and_declarer_hands() -> None:
    state, notes = stayman_in_play(14)
    other = replayed(state, swapped(state.board, Seat.NORTH, "DK", Seat.EAST, "DA"))
    assert render_hand(seat_view(state, Seat.WEST, notes), PLAYERS) == render_hand(
        seat_view(other, Seat.WEST, notes), PLAYERS
    )


def test_declarer_picture_ignores_the_defenders_hands() -> None:
    state, notes = stayman_in_play(14)
    other = replayed(state, swapped(state.board, Seat.EAST, "DA", Seat.WEST, "DT"))
    assert render_hand(seat_view(state, Seat.NORTH, notes), PLAYERS) == render_hand(
        seat_view(other, Seat.NORTH, notes), PLAYERS
    )


def test_a_player_picture_shows_a_change_in_their_own_hand() -> None:
    state, notes = stayman_in_play(14)
    other = replayed(state, swapped(state.board, Seat.WEST, "DT", Seat.EAST, "DA"))
    assert render_hand(seat_view(state, Seat.WEST, notes), PLAYERS) != render_hand(
        seat_view(other, Seat.WEST, notes), PLAYERS
    )


def _random_deal_in_play(seed: int, cards: int) -> DealState:
    """A random deal: North opens 1NT, all pass, then `cards` cards of first-legal play."""
    vul = list(Vulnerability)[seed % 4]
    state = DealState(Board(1, Seat.NORTH, vul, deal_cards(seeded_rng(seed))))
    for seat, text in zip(SEATS, ("1NT", "P", "P", "P"), strict=True):
        state.apply(CallAction(seat, Call.parse(text)))
    for _ in range(cards):
        turn = state.turn
        assert turn is not None
        state.apply(CardAction(turn, state.legal_cards()[0]))
    return state


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), cards=st.integers(0, 40), pick=st.integers(0, 10_000))
def test_public_table_never_depends_on_unplayed_hidden_cards(
    seed: int, cards: int, pick: int
) -> None:
    state = _random_deal_in_play(seed, cards)
    assert state.phase is Phase.PLAY
    hidden = [s for s in SEATS if not (state.dummy_exposed and s is state.dummy)]
    played = {c for _, c in public_view(state).played_cards()}
    # Exchange two unplayed cards of one suit between two hidden hands: what has been played
    # stays legal, and nothing the channel may see changes.
    swaps = [
        (a, ca, b, cb)
        for a in hidden
        for b in hidden
        if a.index < b.index
        for ca in state.board.hands[a] - played
        for cb in state.board.hands[b] - played
        if ca.suit is cb.suit
    ]
    if not swaps:
        return
    a, ca, b, cb = sorted(swaps, key=lambda t: (t[0].index, t[1], t[2].index, t[3]))[
        pick % len(swaps)
    ]
    other = replayed(state, swapped(state.board, a, str(ca), b, str(cb)))
    assert render_table(public_view(state)) == render_table(public_view(other))
