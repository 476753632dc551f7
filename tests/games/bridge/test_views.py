import dataclasses

import pytest

from bot.games.bridge.scoring import score_deal
from bot.games.bridge.state import Board, CardAction, DealState
from bot.games.bridge.views import Explanation, hand_record, public_view, seat_view
from bot.games.cards import Card
from bot.games.seats import SEATS, Seat
from tests.games.bridge.helpers import MIXED, bid_out, board, play_cards


def all_cards_in(obj) -> set[Card]:
    """Every Card reachable from a view value, however deeply nested."""
    found: set[Card] = set()

    def walk(x):
        if isinstance(x, Card):
            found.add(x)
        elif dataclasses.is_dataclass(x) and not isinstance(x, type):
            for f in dataclasses.fields(x):
                walk(getattr(x, f.name))
        elif isinstance(x, dict):
            for k, v in x.items():
                walk(k)
                walk(v)
        elif isinstance(x, (list, tuple, set, frozenset)):
            for v in x:
                walk(v)

    walk(obj)
    return found


def test_r7_1_a_seat_sees_its_own_cards_and_the_played_ones():
    state = play_cards(bid_out(DealState(board()), "1NT P 3NT P P P"), "C7 CK")
    view = seat_view(state, Seat.WEST)
    assert set(view.hand) == state.hand(Seat.WEST)
    assert view.public.played_cards() == [
        (Seat.EAST, Card.parse("C7")),
        (Seat.SOUTH, Card.parse("CK")),
    ]


def test_r7_2_dummy_is_public_only_after_the_opening_lead():
    state = bid_out(DealState(board()), "1NT P 3NT P P P")
    assert public_view(state).dummy_cards is None
    assert all_cards_in(public_view(state)) == set()
    play_cards(state, "C7")
    pub = public_view(state)
    assert pub.dummy is Seat.SOUTH
    assert pub.dummy_cards is not None and set(pub.dummy_cards) == state.hand(Seat.SOUTH)


def test_r7_3_public_view_holds_no_hidden_card_at_any_point_of_the_play():
    state = bid_out(DealState(board()), "1NT P 3NT P P P")
    while not state.is_finished:
        pub = public_view(state)
        visible = {c for _, c in pub.played_cards()}
        if state.dummy_exposed:
            visible |= state.hand(Seat.SOUTH)
        assert all_cards_in(pub) == visible
        for seat in SEATS:
            mine = seat_view(state, seat)
            allowed = visible | state.hand(seat)
            assert all_cards_in(mine) <= allowed
        state.apply(CardAction(state.turn, state.legal_cards()[0]))


def test_r7_3_views_of_deals_differing_only_in_hidden_cards_are_equal():
    a = Board.from_pbn_deal(MIXED, 1)
    # Swap two cards between East and West (both hidden from North before the lead).
    e, w = set(a.hands[Seat.EAST]), set(a.hands[Seat.WEST])
    e.remove(Card.parse("S8"))
    e.add(Card.parse("SJ"))
    w.remove(Card.parse("SJ"))
    w.add(Card.parse("S8"))
    b = Board(
        1, a.dealer, a.vulnerability, {**a.hands, Seat.EAST: frozenset(e), Seat.WEST: frozenset(w)}
    )
    sa = bid_out(DealState(a), "1NT P 3NT P P P")
    sb = bid_out(DealState(b), "1NT P 3NT P P P")
    assert public_view(sa) == public_view(sb)
    assert seat_view(sa, Seat.NORTH) == seat_view(sb, Seat.NORTH)
    assert seat_view(sa, Seat.EAST) != seat_view(sb, Seat.EAST)


def test_r7_3_only_the_seat_to_act_gets_legal_actions():
    state = bid_out(DealState(board()), "1NT P 3NT P P P")
    play_cards(state, "C7")  # dummy (South) to play: declarer North acts
    north = seat_view(state, Seat.NORTH)
    south = seat_view(state, Seat.SOUTH)
    assert north.plays_for is Seat.SOUTH and set(north.legal_cards) <= state.hand(Seat.SOUTH)
    assert south.legal_cards == () and south.plays_for is None
    assert seat_view(state, Seat.EAST).legal_cards == ()


def test_r7_4_the_full_deal_only_in_a_finished_record():
    state = bid_out(DealState(board()), "1NT P 3NT P P P")
    with pytest.raises(ValueError):
        hand_record(state, score_deal(None, state.board.vulnerability, None))
    done = bid_out(DealState(board()), "P P P P")
    record = hand_record(done, score_deal(None, done.board.vulnerability, None))
    assert {c for s in SEATS for c in record.hands[s]} == set(
        c for s in SEATS for c in done.board.hands[s]
    )


def test_explanations_ride_along_with_their_calls():
    state = bid_out(DealState(board()), "1NT P 2C")
    pub = public_view(
        state, [Explanation("15–17 balanced"), None, Explanation("Stayman", alert=True)]
    )
    assert pub.auction[2].explanation == Explanation("Stayman", alert=True)
    assert pub.auction[1].explanation is None
