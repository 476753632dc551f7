"""What a seat knows from its view: the cards gone, the cards it cannot see, who is void.

A robot reads everything from its `SeatView`, so this is all it has: the cards played, the
suits each player has shown out of (they did not follow), who got the bid and in what.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.cards import Card, Suit
from bot.games.kaiser.views import SeatView
from bot.games.seats import SEATS, Seat


@dataclass(frozen=True, slots=True)
class Knowledge:
    seat: Seat
    hand: frozenset[Card]
    played: frozenset[Card]
    #: Cards neither in this seat's hand nor played: somewhere in the other three hands.
    unseen: frozenset[Card]
    voids: dict[Seat, frozenset[Suit]]
    cards_left: dict[Seat, int]
    trump: Suit | None

    @classmethod
    def of(cls, view: SeatView) -> Knowledge:
        pub = view.public
        played = frozenset(c for _, c in pub.played_cards())
        hand = frozenset(view.hand)
        voids: dict[Seat, set[Suit]] = {s: set() for s in SEATS}
        for trick in pub.tricks:
            if not trick.plays:
                continue
            led = trick.plays[0][1].suit
            for seat, card in trick.plays[1:]:
                if card.suit is not led:
                    voids[seat].add(led)
        return cls(
            seat=view.seat,
            hand=hand,
            played=played,
            unseen=frozenset(pub.rules.deck) - hand - played,
            voids={s: frozenset(v) for s, v in voids.items()},
            cards_left=dict(pub.cards_left),
            trump=pub.contract.trump if pub.contract is not None else None,
        )

    def out(self, suit: Suit) -> list[Card]:
        """The unseen cards of `suit`, highest first."""
        return sorted((c for c in self.unseen if c.suit is suit), key=lambda c: -c.rank)

    def is_boss(self, card: Card) -> bool:
        """No unseen card of the suit beats `card`."""
        return all(c.rank < card.rank for c in self.unseen if c.suit is card.suit)

    def may_hold(self, seat: Seat, suit: Suit) -> bool:
        """Whether `seat` may still hold a card of `suit` (as far as this seat can tell)."""
        if seat is self.seat:
            return any(c.suit is suit for c in self.hand)
        return suit not in self.voids[seat] and bool(self.out(suit)) and self.cards_left[seat] > 0
