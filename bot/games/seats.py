"""The four seats of a partnership card table and the two sides they form."""

from __future__ import annotations

from enum import Enum


class Side(Enum):
    """A partnership: North–South or East–West."""

    NS = "NS"
    EW = "EW"

    @property
    def other(self) -> Side:
        return Side.EW if self is Side.NS else Side.NS

    @property
    def label(self) -> str:
        """The partnership as players write it: "N-S", "E-W"."""
        return "N-S" if self is Side.NS else "E-W"

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat.NORTH, Seat.SOUTH) if self is Side.NS else (Seat.EAST, Seat.WEST)

    def __str__(self) -> str:
        return self.value


class Seat(Enum):
    """A seat at the table, listed clockwise from North."""

    NORTH = "N"
    EAST = "E"
    SOUTH = "S"
    WEST = "W"

    @classmethod
    def parse(cls, text: str) -> Seat:
        key = text.strip().upper()[:1]
        for seat in cls:
            if seat.value == key:
                return seat
        raise ValueError(f"not a seat: {text!r}")

    # The seats' relations are asked for on every card by the rules, the views and the robots,
    # so each seat holds them, worked out once below.
    _index: int
    _around: tuple[Seat, Seat, Seat, Seat]
    _side: Side

    @property
    def index(self) -> int:
        """0 for North, then clockwise: East 1, South 2, West 3."""
        return self._index

    @property
    def next(self) -> Seat:
        """The seat on this seat's left, who acts next (play goes clockwise)."""
        return self._around[1]

    @property
    def partner(self) -> Seat:
        return self._around[2]

    @property
    def previous(self) -> Seat:
        """The seat on this seat's right."""
        return self._around[3]

    @property
    def side(self) -> Side:
        return self._side

    @property
    def title(self) -> str:
        return self.name.capitalize()

    def clockwise_from(self) -> tuple[Seat, Seat, Seat, Seat]:
        """This seat and the three after it, clockwise."""
        return self._around

    def __str__(self) -> str:
        return str(self.value)


SEATS: tuple[Seat, Seat, Seat, Seat] = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
for _i, _seat in enumerate(SEATS):
    _seat._index = _i
    _seat._around = (SEATS[_i], SEATS[(_i + 1) % 4], SEATS[(_i + 2) % 4], SEATS[(_i + 3) % 4])
    _seat._side = Side.NS if _i % 2 == 0 else Side.EW
