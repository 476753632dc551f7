"""Cards, suits and ranks of the French deck, hands, and dealing with a secure RNG.

A card's text is suit then rank ("SA", "HT", "C2"), the order PBN play records and LIN use.
Dealing uses `secrets.SystemRandom` unless a seeded `random.Random` is passed in, so tests
and replays can reproduce a deal exactly.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Protocol

from bot.games.seats import SEATS, Seat


class Suit(IntEnum):
    """The four suits, in bridge's bidding order (clubs lowest)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def is_major(self) -> bool:
        return self in (Suit.HEARTS, Suit.SPADES)

    @classmethod
    def parse(cls, text: str) -> Suit:
        key = text.strip().upper()
        for suit in cls:
            if key in (suit.letter, suit.symbol, suit.name):
                return suit
        alias = {"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS}
        if key in alias:
            return alias[key]
        raise ValueError(f"not a suit: {text!r}")

    def __str__(self) -> str:
        return self.letter


#: Suits from spades down, the order hands are written in (PBN "S.H.D.C").
SUITS_HIGH_FIRST: tuple[Suit, Suit, Suit, Suit] = (
    Suit.SPADES,
    Suit.HEARTS,
    Suit.DIAMONDS,
    Suit.CLUBS,
)


class Rank(IntEnum):
    """Ranks from two up to ace; the value is the pip count (jack 11 … ace 14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return "23456789TJQKA"[self - 2]

    @property
    def label(self) -> str:
        """The rank as players write it: "10" for the ten, the letter otherwise."""
        return "10" if self is Rank.TEN else self.letter

    @property
    def hcp(self) -> int:
        """Milton Work high-card points: ace 4, king 3, queen 2, jack 1."""
        return _HCP[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        key = text.strip().upper()
        if key == "10":
            key = "T"
        if len(key) == 1 and key in "23456789TJQKA":
            return cls("23456789TJQKA".index(key) + 2)
        raise ValueError(f"not a rank: {text!r}")

    def __str__(self) -> str:
        return self.letter


#: Each rank's high-card points, by its value (a lookup: card play counts points in its
#: innermost loops).
_HCP = (0,) * 11 + (1, 2, 3, 4)


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card. Cards order by suit (clubs lowest) and then by rank."""

    suit: Suit
    rank: Rank

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read "SA", "H10", "♥Q" or rank-first "AS"/"10H"."""
        t = text.strip()
        if len(t) < 2:
            raise ValueError(f"not a card: {text!r}")
        try:
            return cls(Suit.parse(t[0]), Rank.parse(t[1:]))
        except ValueError:
            pass
        try:
            return cls(Suit.parse(t[-1]), Rank.parse(t[:-1]))
        except ValueError:
            raise ValueError(f"not a card: {text!r}") from None

    @property
    def index(self) -> int:
        """0..51, clubs two first: a compact key for bitmasks and arrays."""
        return self.suit * 13 + (self.rank - 2)

    @classmethod
    def from_index(cls, index: int) -> Card:
        return DECK[index]

    @property
    def label(self) -> str:
        """The card as players read it: "10♥", "Q♠"."""
        return f"{self.rank.label}{self.suit.symbol}"

    def __str__(self) -> str:
        return f"{self.suit.letter}{self.rank.letter}"

    def __repr__(self) -> str:
        return f"Card({self})"


#: The 52 cards, in index order.
DECK: tuple[Card, ...] = tuple(Card(s, r) for s in Suit for r in Rank)


def sort_hand(cards: Iterable[Card]) -> list[Card]:
    """Cards as a player holds them: spades, hearts, diamonds, clubs, each high to low."""
    return sorted(cards, key=lambda c: (-c.suit, -c.rank))


def hand_to_pbn(cards: Iterable[Card]) -> str:
    """A hand as PBN writes it: "AK32.KQ2.Q32.K32" (spades first, ranks high to low)."""
    held = set(cards)
    parts = []
    for suit in SUITS_HIGH_FIRST:
        ranks = sorted((c.rank for c in held if c.suit is suit), reverse=True)
        parts.append("".join(r.letter for r in ranks))
    return ".".join(parts)


def hand_from_pbn(text: str) -> frozenset[Card]:
    """Read a PBN hand "S.H.D.C"; ranks may be in any order and "10" is accepted for T."""
    parts = text.strip().split(".")
    if len(parts) != 4:
        raise ValueError(f"a PBN hand has four suits separated by dots: {text!r}")
    cards: set[Card] = set()
    for suit, ranks in zip(SUITS_HIGH_FIRST, parts, strict=True):
        for letter in ranks.replace("10", "T"):
            card = Card(suit, Rank.parse(letter))
            if card in cards:
                raise ValueError(f"{card} appears twice in {text!r}")
            cards.add(card)
    return frozenset(cards)


def hcp(cards: Iterable[Card]) -> int:
    return sum(c.rank.hcp for c in cards)


def suit_lengths(cards: Iterable[Card]) -> dict[Suit, int]:
    lengths = dict.fromkeys(Suit, 0)
    for c in cards:
        lengths[c.suit] += 1
    return lengths


class Shuffler(Protocol):
    """What dealing needs from an RNG: `random.Random` and `secrets.SystemRandom` both fit."""

    def shuffle(self, x: list[Card]) -> None: ...


def secure_rng() -> Shuffler:
    return secrets.SystemRandom()


def deal_cards(
    rng: Shuffler | None = None,
    deck: Sequence[Card] = DECK,
    seats: Sequence[Seat] = SEATS,
) -> dict[Seat, frozenset[Card]]:
    """Shuffle `deck` and give each seat an equal share.

    The default RNG is the operating system's secure source; pass `random.Random(seed)` to
    reproduce a deal.
    """
    cards = list(deck)
    (rng or secure_rng()).shuffle(cards)
    if len(cards) % len(seats):
        raise ValueError("the deck does not divide evenly among the seats")
    n = len(cards) // len(seats)
    return {seat: frozenset(cards[i * n : (i + 1) * n]) for i, seat in enumerate(seats)}


def seeded_rng(seed: int) -> random.Random:
    """A reproducible RNG for tests, benchmarks and replays."""
    return random.Random(seed)
