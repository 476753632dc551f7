"""Strains, bids and calls of the auction, with their text notation.

A call's text is "1C".."7NT", "P", "X" or "XX"; `Call.parse(str(call)) == call`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum

from bot.games.cards import Suit


class Strain(IntEnum):
    """What a bid names: a trump suit or no trump, in rank order."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def letter(self) -> str:
        return ("C", "D", "H", "S", "NT")[self]

    @property
    def symbol(self) -> str:
        return ("♣", "♦", "♥", "♠", "NT")[self]

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or None at no trump."""
        return None if self is Strain.NOTRUMP else Suit(int(self))

    @classmethod
    def of(cls, suit: Suit) -> Strain:
        return cls(int(suit))

    @property
    def is_major(self) -> bool:
        return self in (Strain.HEARTS, Strain.SPADES)

    @property
    def is_minor(self) -> bool:
        return self in (Strain.CLUBS, Strain.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Strain:
        key = text.strip().upper()
        if key in ("NT", "N", "NOTRUMP", "NO TRUMP"):
            return cls.NOTRUMP
        return cls.of(Suit.parse(key))

    def __str__(self) -> str:
        return self.letter


@dataclass(frozen=True, order=True, slots=True)
class Bid:
    """A level (1–7) and a strain. Bids order as the auction does: by level, then strain."""

    level: int
    strain: Strain

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise ValueError(f"a bid's level is 1 to 7, not {self.level}")

    @property
    def rank(self) -> int:
        """0 for 1♣ up to 34 for 7NT."""
        return (self.level - 1) * 5 + int(self.strain)

    @classmethod
    def from_rank(cls, rank: int) -> Bid:
        return cls(rank // 5 + 1, Strain(rank % 5))

    def __str__(self) -> str:
        return f"{self.level}{self.strain.letter}"

    @property
    def pretty(self) -> str:
        return f"{self.level}{self.strain.symbol}"


#: All 35 bids from 1♣ to 7NT.
ALL_BIDS: tuple[Bid, ...] = tuple(Bid.from_rank(r) for r in range(35))


class CallKind(Enum):
    BID = "bid"
    PASS = "pass"
    DOUBLE = "double"
    REDOUBLE = "redouble"


@dataclass(frozen=True, slots=True)
class Call:
    """One call of the auction: a bid, Pass, Double or Redouble."""

    kind: CallKind
    bid: Bid | None = None

    def __post_init__(self) -> None:
        if (self.kind is CallKind.BID) != (self.bid is not None):
            raise ValueError("a bid call carries a bid and no other call does")

    @classmethod
    def make_bid(cls, level: int, strain: Strain) -> Call:
        return cls(CallKind.BID, Bid(level, strain))

    @classmethod
    def parse(cls, text: str) -> Call:
        """Read "1NT", "3H", "P"/"Pass", "X"/"Dbl", "XX"/"Rdbl" (case and ♠♥♦♣ accepted)."""
        t = text.strip().upper().replace("!", "")
        if t in ("P", "PASS", "-"):
            return PASS
        if t in ("X", "D", "DBL", "DOUBLE"):
            return DOUBLE
        if t in ("XX", "R", "RDBL", "REDOUBLE"):
            return REDOUBLE
        if len(t) >= 2 and t[0].isdigit():
            try:
                return cls.make_bid(int(t[0]), Strain.parse(t[1:]))
            except ValueError:
                pass
        raise ValueError(f"not a call: {text!r}")

    @property
    def is_bid(self) -> bool:
        return self.kind is CallKind.BID

    def __str__(self) -> str:
        if self.bid is not None:
            return str(self.bid)
        return {CallKind.PASS: "P", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"}[self.kind]

    @property
    def pretty(self) -> str:
        """The call as a player reads it: "1♠", "Pass", "Dbl", "Rdbl"."""
        if self.bid is not None:
            return self.bid.pretty
        return {CallKind.PASS: "Pass", CallKind.DOUBLE: "Dbl", CallKind.REDOUBLE: "Rdbl"}[self.kind]

    def __repr__(self) -> str:
        return f"Call({self})"


PASS = Call(CallKind.PASS)
DOUBLE = Call(CallKind.DOUBLE)
REDOUBLE = Call(CallKind.REDOUBLE)
