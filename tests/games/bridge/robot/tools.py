"""Builders for card-play tests: a deal brought to the play in a given contract."""

import random

from bot.games.bridge.calls import Call
from bot.games.bridge.contract import Contract
from bot.games.bridge.scoring import Vulnerability, parse_contract
from bot.games.bridge.state import Board, CallAction, CardAction, DealState
from bot.games.cards import Card, deal_cards
from bot.games.seats import Seat


def in_contract(board: Board, contract: Contract) -> DealState:
    """`board` after an auction of passes round to declarer, the bid, and three passes."""
    state = DealState(board)
    seat = board.dealer
    while seat is not contract.declarer:
        state.apply(CallAction(seat, Call.parse("P")))
        seat = seat.next
    state.apply(CallAction(seat, Call.make_bid(contract.level, contract.strain)))
    for _ in range(3):
        seat = seat.next
        state.apply(CallAction(seat, Call.parse("P")))
    return state


def deal_in(pbn: str, contract: str, declarer: Seat) -> DealState:
    board = Board.from_pbn_deal(pbn, 1, Seat.NORTH, Vulnerability.NONE)
    return in_contract(board, parse_contract(contract, declarer))


def random_state(seed: int, contract: str = "3NT", cards: int = 0) -> DealState:
    """A seeded random deal in `contract` by South, with `cards` random legal cards played."""
    rng = random.Random(seed)
    board = Board(seed, Seat.NORTH, Vulnerability.NONE, deal_cards(rng))
    state = in_contract(board, parse_contract(contract, Seat.SOUTH))
    for _ in range(cards):
        state.apply(CardAction(state.turn, rng.choice(state.legal_cards())))
    return state


def play(state: DealState, cards: str) -> DealState:
    for text in cards.split():
        state.apply(CardAction(state.turn, Card.parse(text)))
    return state
