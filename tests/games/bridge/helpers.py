"""Small builders for engine tests: deals and actions from text."""

from bot.games.bridge.calls import Call
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board, CallAction, CardAction, DealState
from bot.games.cards import Card
from bot.games.seats import Seat

# North holds all the spades, East the hearts, South the diamonds, West the clubs.
SUITED = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
# A mixed deal (from a real-looking layout).
MIXED = "N:AK72.K43.KJ5.Q32 863.752.T873.A76 Q54.AQ6.Q92.KJ54 JT9.JT98.A64.T98"


def board(pbn: str = MIXED, dealer: Seat = Seat.NORTH, vul: Vulnerability = Vulnerability.NONE):
    return Board.from_pbn_deal(pbn, 1, dealer, vul)


def bid_out(state: DealState, calls: str) -> DealState:
    for text in calls.split():
        state.apply(CallAction(state.turn, Call.parse(text)))
    return state


def play_cards(state: DealState, cards: str) -> DealState:
    for text in cards.split():
        state.apply(CardAction(state.turn, Card.parse(text)))
    return state


def finish_with(state: DealState, tricks: int) -> DealState:
    """Finish a deal whose auction is over: the opening lead, then declarer claims `tricks`."""
    from bot.games.bridge.state import ClaimAction, ClaimReply

    if state.is_finished:
        return state
    contract = state.contract
    assert contract is not None
    state.apply(CardAction(state.turn, state.legal_cards()[0]))
    state.apply(ClaimAction(contract.declarer, tricks))
    for seat in state.claim_responders():
        state.apply(ClaimReply(seat, True))
    assert state.declarer_tricks == tricks
    return state
