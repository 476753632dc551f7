"""Facts about the play that every card-playing robot needs, read from a `SeatView`.

Which hand is to play and what it holds, which cards are gone, which legal cards are
interchangeable (touching once the cards between them have gone), and the contract's score for
each possible number of declarer tricks.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.bridge.contract import Contract
from bot.games.bridge.scoring import contract_items
from bot.games.bridge.views import SeatView
from bot.games.cards import Card, Rank, Suit
from bot.games.seats import Seat


def declarer_scores(contract: Contract, vulnerable: bool) -> tuple[int, ...]:
    """Declarer's side's score for 0..13 tricks (negative when the contract fails)."""
    side = contract.declarer.side
    out = []
    for tricks in range(14):
        items = contract_items(contract, vulnerable, tricks)
        out.append(sum(i.points if i.side is side else -i.points for i in items))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Turn:
    """The decision in front of a robot: which hand plays, what it holds, what has gone."""

    hand_seat: Seat
    hand: frozenset[Card]
    legal: tuple[Card, ...]
    #: Cards in completed tricks: no longer able to win anything.
    gone: frozenset[Card]
    #: The trick in progress: its leader and cards.
    leader: Seat
    trick: tuple[Card, ...]
    contract: Contract
    completed: int
    declarer_side_tricks: int

    @property
    def trump(self) -> Suit | None:
        return self.contract.strain.suit

    @property
    def is_opening_lead(self) -> bool:
        return self.completed == 0 and not self.trick

    @property
    def on_declarer_side(self) -> bool:
        return self.hand_seat.side is self.contract.declarer.side


def read_turn(view: SeatView) -> Turn:
    pub = view.public
    contract = pub.contract
    if contract is None or view.plays_for is None or not view.legal_cards:
        raise ValueError("this seat has no card to play")
    seat = view.plays_for
    if seat is view.seat:
        hand = frozenset(view.hand)
    elif pub.dummy is seat and pub.dummy_cards is not None:
        hand = frozenset(pub.dummy_cards)
    else:
        raise ValueError("a robot plays only its own hand and, as declarer, dummy's")
    done = [t for t in pub.tricks if t.winner is not None]
    current = pub.current_trick
    if current is not None:
        leader, trick = current.leader, tuple(c for _, c in current.plays)
    elif done:
        last = done[-1].winner
        assert last is not None
        leader, trick = last, ()
    else:
        leader, trick = contract.opening_leader, ()
    return Turn(
        hand_seat=seat,
        hand=hand,
        legal=tuple(view.legal_cards),
        gone=frozenset(c for t in done for _, c in t.plays),
        leader=leader,
        trick=trick,
        contract=contract,
        completed=len(done),
        declarer_side_tricks=pub.tricks_won[contract.declarer.side],
    )


def equivalence_groups(turn: Turn) -> list[list[Card]]:
    """The legal cards split into groups of interchangeable cards, each group high to low.

    Two cards of a suit in one hand are interchangeable when every card ranked between them
    is in that same hand or already gone in a completed trick (a card in the trick in
    progress still counts: it may be the one to beat).
    """
    groups: list[list[Card]] = []
    for suit in Suit:
        mine = sorted((c for c in turn.legal if c.suit == suit), key=lambda c: -c.rank)
        for card in mine:
            if groups and groups[-1][0].suit == suit:
                higher = groups[-1][-1]
                between = (Card(suit, Rank(r)) for r in range(card.rank + 1, higher.rank))
                if all(c in turn.hand or c in turn.gone for c in between):
                    groups[-1].append(card)
                    continue
            groups.append([card])
    return groups
