"""Fixed example hands of Kaiser for the picture gallery and the tests.

They live beside the rules because the rules make them: every state is built by applying legal
actions to the engine. The auctions are written out and the cards are played by the basic robot,
so each picture shows something that can really happen at a table, the same every time.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from bot.games.cards import Card
from bot.games.costly import CardCost
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.match import HandResult, KaiserMatch
from bot.games.kaiser.robot.players import KaiserRobot, Level
from bot.games.kaiser.rules import DEFAULT_RULES
from bot.games.kaiser.scoring import HandScore, settle
from bot.games.kaiser.state import BidAction, Deal, DealState, PassAction
from bot.games.kaiser.views import HandRecord, hand_record, seat_view
from bot.games.seats import Seat, Side

#: Who sits where in the examples; East is a robot.
NAMES: Mapping[Seat, str] = {
    Seat.NORTH: "Margaret",
    Seat.EAST: "Robot",
    Seat.SOUTH: "Kwame",
    Seat.WEST: "Lena",
}

#: West deals; North passes, East bids 7, South 8, and West takes it at 8: eight in hearts.
#: East sticks them with the three, West takes the five, and West's team makes it exactly.
TAKEN_AT_EIGHT = (5, Seat.WEST, ("p", "7", "8", "8"))
#: North bids 12 at once and the others pass; North runs the table in hearts.
RUN_THE_TABLE = (12, Seat.WEST, ("12", "p", "p", "p"))
#: Everyone passes to the dealer, South, who must bid.
FORCED = (7, Seat.SOUTH, ("p", "p", "p"))
#: East bids 8 at no trump over North's 7.
NO_TRUMP = (21, Seat.WEST, ("7", "8NT", "p", "p"))

_ROBOT = KaiserRobot(Level.BASIC)


def hand(
    example: tuple[int, Seat, tuple[str, ...]],
    actions: int | None = None,
    scores: dict[Side, int] | None = None,
    calls: int | None = None,
) -> DealState:
    """The example hand after its scripted auction (its first `calls` calls, when given) and
    then `actions` more actions by the basic robot (all of them when None)."""
    seed, dealer, auction = example
    state = DealState(Deal.deal(3, dealer, DEFAULT_RULES, random.Random(seed)), scores=scores)
    for text in auction[:calls]:
        seat = state.turn
        assert seat is not None
        state.apply(PassAction(seat) if text == "p" else BidAction(seat, Bid.parse(text)))
    done = 0
    while not state.is_finished and (actions is None or done < actions):
        seat = state.turn
        assert seat is not None
        state.apply(_ROBOT.decide(seat_view(state, seat)))
        done += 1
    return state


def score_of(state: DealState) -> HandScore:
    contract = state.contract
    assert contract is not None
    return settle(contract.bid, contract.side, state.points(contract.side), state.scores)


def record_of(state: DealState, names: Mapping[Seat, str] = NAMES) -> HandRecord:
    return hand_record(state, score_of(state), names)


def taken_at_eight_costs() -> tuple[CardCost, ...]:
    """The cards of TAKEN_AT_EIGHT's play that cost their team a point (found once by the
    exact search)."""
    return (CardCost(18, Seat.WEST, Card.parse("H5"), 1),
            CardCost(20, Seat.WEST, Card.parse("HJ"), 1))  # fmt: skip


def game_in_progress() -> KaiserMatch:
    """A game seven hands in: East–West at 49, frozen, and North–South at 14."""
    match = KaiserMatch(Seat.WEST)
    hands = [
        (Bid(8), Side.EW, 10), (Bid(7), Side.NS, 9), (Bid(7, True), Side.EW, 9),
        (Bid(9), Side.NS, 7), (Bid(8), Side.EW, 10), (Bid(8), Side.NS, 10),
        (Bid(7), Side.EW, 7),
    ]  # fmt: skip
    for bid, bidders, taken in hands:
        seat = match.next_dealer
        score = settle(bid, bidders, taken, match.standing)
        bidder = bidders.seats[0]
        match.results.append(HandResult(match.next_number, seat, bidder, score))
    return match


def game_won() -> KaiserMatch:
    """The game above, won by East–West on a made bid."""
    match = game_in_progress()
    score = settle(Bid(8), Side.EW, 9, match.standing)
    match.results.append(HandResult(match.next_number, match.next_dealer, Seat.EAST, score))
    return match
