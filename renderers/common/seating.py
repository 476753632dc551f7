"""Who sits where, as the pictures label it: a name per seat and whether a robot plays it."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise
from typing import NamedTuple

from bot.games.cards import Suit
from bot.games.seats import Seat
from bot.language import Words
from renderers.common.vocabulary import ENGLISH, seat_name


class Player(NamedTuple):
    """A seat's occupant. A plain `(name, is_robot)` tuple is read the same way."""

    name: str
    is_robot: bool = False


Players = Mapping[Seat, Player]


def player_at(players: Players | None, seat: Seat, words: Words = ENGLISH) -> Player:
    """The occupant of `seat`; an unnamed seat is labelled with the seat's own name."""
    if players is None or seat not in players:
        return Player(seat_name(words, seat))
    name, is_robot = players[seat]
    return Player(name.strip() or seat_name(words, seat), is_robot)


#: Suits in the order a hand is laid out, so that black and red alternate.
ALTERNATING: tuple[Suit, Suit, Suit, Suit] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def alternating_order(present: set[Suit]) -> list[Suit]:
    """The suits of a hand left to right, black and red alternating whenever the suits held
    allow it (a void in hearts gives ♠ ♦ ♣ rather than ♠ ♣ ♦)."""
    wanted = [s for s in ALTERNATING if s in present]
    if _alternates(wanted):
        return wanted
    for first in wanted:
        rest = [s for s in wanted if s is not first]
        order = [first]
        while rest:
            nxt = next((s for s in rest if s.is_red != order[-1].is_red), None)
            if nxt is None:
                break
            order.append(nxt)
            rest.remove(nxt)
        if not rest:
            return order
    return wanted


def _alternates(order: list[Suit]) -> bool:
    return all(a.is_red != b.is_red for a, b in pairwise(order))
