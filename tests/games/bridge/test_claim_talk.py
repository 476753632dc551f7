"""How a claim ends, as the table says it, counts it and remembers it (rule 3.11)."""

from bot.games.bridge.game import BRIDGE
from bot.games.bridge.robot.players import decide
from bot.games.bridge.state import CardAction, ClaimAction, ClaimReply, DealState
from bot.games.bridge.views import SeatView, public_view, seat_view
from bot.games.cards import Card
from bot.games.seats import Seat, Side
from tests.games.bridge.helpers import MIXED, bid_out, board, play_cards

# MIXED: N AK72.K43.KJ5.Q32  E 863.752.T873.A76  S Q54.AQ6.Q92.KJ54  W JT9.JT98.A64.T98


def north_won_one() -> DealState:
    """3NT by North; South (dummy) won the first trick and is on lead."""
    return play_cards(bid_out(DealState(board(MIXED)), "1NT P 3NT P P P"), "C7 CK CT CQ")


def keys(state: DealState) -> list[tuple[str | None, tuple[Seat, ...]]]:
    return [(r.key, r.seats) for r in BRIDGE.remarks(state)]


def test_r3_11_a_rejected_claim_is_said_with_who_rejected_it():
    state = north_won_one()
    state.apply(ClaimAction(Seat.NORTH, 11))
    assert keys(state) == [("talk-claim", (Seat.NORTH,))]
    state.apply(ClaimReply(Seat.EAST, True))
    state.apply(ClaimReply(Seat.WEST, False))
    assert keys(state)[1:] == [("talk-claim-rejected", (Seat.WEST, Seat.NORTH))]


def test_r3_11_an_accepted_claim_is_said_once_every_opponent_has_accepted():
    state = north_won_one()
    state.apply(ClaimAction(Seat.NORTH, 11))
    state.apply(ClaimReply(Seat.EAST, True))
    assert len(keys(state)) == 1  # West has not answered yet
    state.apply(ClaimReply(Seat.WEST, True))
    assert keys(state)[1:] == [("talk-claim-accepted", (Seat.NORTH,))]


def test_r3_11_a_defenders_claim_is_accepted_by_declarer_alone():
    state = play_cards(bid_out(DealState(board(MIXED)), "1NT P 3NT P P P"), "C7")
    state.apply(ClaimAction(Seat.EAST, 5))
    state.apply(ClaimReply(Seat.NORTH, True))
    assert keys(state) == [("talk-claim", (Seat.EAST,)), ("talk-claim-accepted", (Seat.EAST,))]


def test_r3_11_once_a_claim_settles_the_deal_each_side_has_the_tricks_it_settled():
    state = north_won_one()
    assert public_view(state).tricks_won == {Side.NS: 1, Side.EW: 0}
    state.apply(ClaimAction(Seat.NORTH, 10))
    state.apply(ClaimReply(Seat.EAST, True))
    state.apply(ClaimReply(Seat.WEST, True))
    assert public_view(state).tricks_won == {Side.NS: 11, Side.EW: 2}


class Claims:
    """A robot that would claim `tricks` now, and otherwise plays its lowest card."""

    def __init__(self, tricks: int) -> None:
        self.tricks = tricks

    def claim_now(self, view: SeatView) -> int | None:
        return self.tricks

    def choose_card(self, view: SeatView) -> Card:
        return min(view.legal_cards, key=lambda c: (c.rank, c.suit))


def test_r3_11_a_robot_does_not_make_a_rejected_claim_again():
    state = north_won_one()
    state.apply(ClaimAction(Seat.NORTH, 11))
    state.apply(ClaimReply(Seat.WEST, False))
    assert state.claims_turned_down == ((Seat.NORTH, 12),)
    north = seat_view(state, Seat.NORTH)
    # The same twelve tricks in all: it plays on instead.
    assert isinstance(decide(Claims(11), north), CardAction)  # type: ignore[arg-type]
    # Fewer in all: a claim that has changed.
    assert decide(Claims(10), north) == ClaimAction(Seat.NORTH, 10)  # type: ignore[arg-type]
    again = DealState.replay(state.board, state.actions)
    assert again.claims_turned_down == state.claims_turned_down
