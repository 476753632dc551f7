"""The private hand message offers exactly the seat's legal actions, within Discord's limits."""

from __future__ import annotations

from bot.games.bridge.calls import Call
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board, CallAction, CardAction, DealState
from bot.games.bridge.views import Explanation, seat_view
from bot.games.cards import seeded_rng, sort_hand
from bot.games.seats import SEATS, Seat
from bot.ui.custom_ids import Act, ControlId
from bot.ui.games import HandPrompt
from bot.ui.games.bridge import hand_controls, hand_line, hand_text


def deal(seed: int = 1) -> DealState:
    return DealState(Board.deal(1, Seat.NORTH, Vulnerability.NONE, seeded_rng(seed)))


def ids(items) -> list[ControlId]:
    return [ControlId.parse(i.custom_id) for i in items]


def rows_fit(items) -> bool:
    rows: dict[int, int] = {}
    for item in items:
        rows[item.row] = rows.get(item.row, 0) + 1
    return len(items) <= 25 and all(0 <= r < 5 for r in rows) and all(n <= 5 for n in rows.values())


def play_to_lead(state: DealState) -> DealState:
    for text in ("1S", "P", "P", "P"):
        seat = state.to_act
        assert seat is not None
        state.apply(CallAction(seat, Call.parse(text)))
    return state


def test_the_opening_bidder_sees_every_level_and_pass_but_no_double():
    state = deal()
    got = ids(hand_controls(seat_view(state, Seat.NORTH), "5", 9))
    assert [c.arg for c in got if c.action is Act.STEP] == [str(n) for n in range(1, 8)]
    assert [c.arg for c in got if c.action is Act.MOVE] == ["P"]


def test_a_level_shows_only_its_legal_strains_and_back():
    state = deal()
    state.apply(CallAction(Seat.NORTH, Call.parse("1H")))
    got = ids(hand_controls(seat_view(state, Seat.EAST), "5", 9, HandPrompt(step="1")))
    assert [c.arg for c in got if c.action is Act.MOVE] == ["1S", "1NT"]
    assert any(c.action is Act.BACK for c in got)


def test_double_is_offered_only_against_an_opponents_bid():
    state = deal()
    state.apply(CallAction(Seat.NORTH, Call.parse("1H")))
    east = ids(hand_controls(seat_view(state, Seat.EAST), "5", 9))
    assert "X" in [c.arg for c in east if c.action is Act.MOVE]


def test_nobody_but_the_seat_to_act_gets_controls():
    state = deal()
    for seat in SEATS:
        controls = hand_controls(seat_view(state, seat), "5", 9)
        assert bool(controls) == (seat is Seat.NORTH)


def test_cards_offered_are_exactly_the_legal_cards():
    state = play_to_lead(deal(3))
    leader = state.to_act
    assert leader is not None
    view = seat_view(state, leader)
    items = hand_controls(view, "5", 9)
    assert {c.arg for c in ids(items)} == {str(c) for c in view.legal_cards}
    assert rows_fit(items)


def test_declarer_gets_dummys_cards_when_dummy_is_to_play():
    state = play_to_lead(deal(3))
    contract = state.contract
    assert contract is not None
    lead = state.to_act
    assert lead is not None
    state.apply(CardAction(lead, sorted(state.legal_cards())[0]))
    view = seat_view(state, contract.declarer)
    offered = {c.arg for c in ids(hand_controls(view, "5", 9))}
    assert offered and offered <= {str(c) for c in state.hand(contract.dummy)}


def test_every_layout_of_thirteen_legal_cards_fits_in_five_rows():
    for seed in range(30):
        state = play_to_lead(deal(seed))
        leader = state.to_act
        assert leader is not None
        assert rows_fit(hand_controls(seat_view(state, leader), "5", 9))


def test_a_confirm_step_repeats_the_choice_and_offers_back():
    state = play_to_lead(deal(3))
    leader = state.to_act
    assert leader is not None
    card = sorted(state.legal_cards())[0]
    got = ids(hand_controls(seat_view(state, leader), "5", 9, HandPrompt(confirm=str(card))))
    assert [(c.action, c.arg) for c in got] == [(Act.MOVE, str(card)), (Act.BACK, "")]


def test_the_hand_text_shows_the_seats_own_cards_and_dummy_only_after_the_lead():
    state = play_to_lead(deal(3))
    contract = state.contract
    assert contract is not None
    for seat in SEATS:
        lines = hand_text(seat_view(state, seat), "Table 5").splitlines()
        assert lines[2] == f"Your hand ({seat.title}): {hand_line(sorted_hand(state, seat))}"
        assert not any(line.startswith("Dummy") for line in lines)
    lead = state.to_act
    assert lead is not None
    state.apply(CardAction(lead, sorted(state.legal_cards())[0]))
    text = hand_text(seat_view(state, lead), "Table 5")
    assert (
        f"Dummy ({contract.dummy.title}): {hand_line(sorted_hand(state, contract.dummy))}" in text
    )


def sorted_hand(state: DealState, seat: Seat):
    return sort_hand(state.hand(seat))


def test_the_hand_text_says_whose_turn_it_is():
    state = deal()
    assert hand_text(seat_view(state, Seat.NORTH), "Table 5").endswith(
        "**Your call.** Pick a level, then the strain."
    )
    assert hand_text(seat_view(state, Seat.SOUTH), "Table 5").endswith("Waiting for North.")


def test_only_a_seats_first_call_of_the_deal_explains_the_bidding_box():
    state = deal()
    for call in ("1C", "P", "1H", "P"):
        state.apply(CallAction(state.to_act, Call.parse(call)))
    assert state.to_act is Seat.NORTH
    text = hand_text(seat_view(state, Seat.NORTH), "Table 5")
    assert text.endswith("**Your call.**")


def test_an_alerted_call_shows_its_meaning_and_a_natural_one_does_not():
    state = deal()
    state.apply(CallAction(Seat.NORTH, Call.parse("1NT")))
    state.apply(CallAction(Seat.EAST, Call.parse("P")))
    state.apply(CallAction(Seat.SOUTH, Call.parse("2C")))
    meanings = [
        Explanation("15-17 balanced"),
        None,
        Explanation("Stayman: asks for a four-card major", alert=True),
    ]
    text = hand_text(seat_view(state, Seat.WEST, meanings), "Table 5")
    assert "South: 2♣ (alert: Stayman: asks for a four-card major)" in text
    assert "15-17" not in text
