"""The trick and the two rules every trick-taking game here shares: follow suit, and who wins.

A player must follow the suit led if they can, and may otherwise play any card (trumping is
allowed, never required). The highest trump wins the trick, else the highest card of the suit
led. Bridge and Kaiser both play by exactly these rules, so their engines, the bridge solver's
checks and the robots all come here for them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.games.cards import Card, Suit
from bot.games.errors import IllegalCard
from bot.games.seats import SEATS, Seat

#: Cards in a complete trick: one from each seat.
TRICK_SIZE = len(SEATS)


def legal_cards(held: Iterable[Card], led: Suit | None) -> frozenset[Card]:
    """The cards a player holding `held` may play to a trick whose suit led is `led`."""
    cards = frozenset(held)
    if led is None:
        return cards
    follow = frozenset(c for c in cards if c.suit is led)
    return follow or cards


def check_follow(card: Card, held: Iterable[Card], led: Suit | None) -> None:
    """Raise `IllegalCard` if playing `card` from `held` would revoke (fail to follow suit)."""
    if led is not None and card.suit is not led and any(c.suit is led for c in held):
        raise IllegalCard(
            f"You must follow suit ({led.symbol}).", key="error-follow-suit", suit=led.symbol
        )


def winning_index(cards: tuple[Card, ...], trump: Suit | None) -> int:
    """Index of the card winning so far: the highest trump, else the highest of the suit led."""
    if not cards:
        raise ValueError("an empty trick has no winner")
    best = 0
    for i, card in enumerate(cards[1:], start=1):
        top = cards[best]
        if card.suit is top.suit:
            if card.rank > top.rank:
                best = i
        elif trump is not None and card.suit is trump:
            best = i
    return best


@dataclass(frozen=True, slots=True)
class Trick:
    """The cards of one trick in the order played, starting with the leader's."""

    leader: Seat
    cards: tuple[Card, ...]

    @property
    def is_complete(self) -> bool:
        return len(self.cards) == TRICK_SIZE

    @property
    def suit_led(self) -> Suit | None:
        return self.cards[0].suit if self.cards else None

    @property
    def next_seat(self) -> Seat | None:
        """The seat to play the next card to this trick (None once it is complete)."""
        return None if self.is_complete else self.seat_of(len(self.cards))

    def seat_of(self, index: int) -> Seat:
        return self.leader.clockwise_from()[index]

    def plays(self) -> list[tuple[Seat, Card]]:
        return [(self.seat_of(i), c) for i, c in enumerate(self.cards)]

    def card_of(self, seat: Seat) -> Card | None:
        for s, c in self.plays():
            if s is seat:
                return c
        return None

    def with_card(self, card: Card) -> Trick:
        return Trick(self.leader, (*self.cards, card))

    def winning_index(self, trump: Suit | None) -> int:
        return winning_index(self.cards, trump)

    def winner(self, trump: Suit | None) -> Seat:
        return self.seat_of(self.winning_index(trump))


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick as the views and records show it: who played what and, once it is complete,
    who won it."""

    leader: Seat
    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat | None

    def card_of(self, seat: Seat) -> Card | None:
        for s, c in self.plays:
            if s is seat:
                return c
        return None

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for _, c in self.plays)
