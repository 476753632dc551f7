"""The words every game's pictures share, said in the reader's language from the catalogue:
seat names and letters, the two sides, rank letters and cards, and the table talk.

Suit symbols stay symbols in every language; rank and seat letters follow the language's card
players (French R, D, V for king, queen and jack, and O for West).
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.cards import Card, Rank
from bot.games.game import Remark
from bot.games.seats import Seat, Side
from bot.language import CATALOGUE, Words

#: The pictures' default reader, so that every caller that names no language gets English.
ENGLISH = Words()

_RANK_KEYS = {Rank.ACE: "rank-ace", Rank.KING: "rank-king", Rank.QUEEN: "rank-queen",
              Rank.JACK: "rank-jack"}  # fmt: skip


def seat_name(words: Words, seat: Seat) -> str:
    """ "North", "Nord", "Utara"."""
    return words(f"seat-{seat.name.lower()}")


def robot_name(words: Words, seat: Seat) -> str:
    """How the table talk names a robot: by its seat, "North (robot)", "Utara (robot)"."""
    return words("picture-robot-seat", seat=seat_name(words, seat))


def seat_letter(words: Words, seat: Seat) -> str:
    """ "N"; West is "O" in French, "B" in Malay."""
    return words(f"seat-letter-{seat.name.lower()}")


def side_letters(words: Words, side: Side, joiner: str = "-") -> str:
    """A side by its seats' letters: "N-S", "E-O", "T-B"."""
    first, second = side.seats
    return f"{seat_letter(words, first)}{joiner}{seat_letter(words, second)}"


def rank_label(words: Words, rank: Rank) -> str:
    """The rank as the language writes it: "10" for the ten, "R" for a French king."""
    key = _RANK_KEYS.get(rank)
    return rank.label if key is None else words(key)


def card_label(words: Words, card: Card) -> str:
    """The card rank first, as a Kaiser player reads it: "10♥", "D♠"."""
    return f"{rank_label(words, card.rank)}{card.suit.symbol}"


def card_suit_first(words: Words, card: Card) -> str:
    """The card suit first, as bridge diagrams write it: "♥10", "♠D"."""
    return f"{card.suit.symbol}{rank_label(words, card.rank)}"


def remark_text(remark: Remark, names: Mapping[Seat, str], words: Words) -> str:
    """A remark of the table talk in the reader's language: by its catalogue name where it has
    one, the players it speaks of as `first` and `second`. The channel's talk and the talk
    drawn in the pictures are both said here."""
    if remark.key is None or not CATALOGUE.has(words.language, remark.key):
        return remark.said(names)
    who = dict(zip(("first", "second"), (names[s] for s in remark.seats), strict=False))
    return words(remark.key, **who, **dict(remark.values))
