"""What the auction has shown about a hand: ranges of high-card points and suit lengths.

The bidding rule table produces these for every seat; the card-play sampler deals only
layouts that agree with them. Each range also keeps the promise of every call behind it
(shape, stoppers, aces, points counted as the call counted them), which the sampler weighs
layouts by.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from bot.games.cards import Suit

if TYPE_CHECKING:
    from bot.games.bridge.robot.hand_eval import HandInfo


class Promise(Protocol):
    """What one call promised about the hand that made it (a bidding rule's `Need`)."""

    def fits(self, hand: HandInfo) -> bool: ...


@dataclass(frozen=True, slots=True)
class HandRange:
    """Inclusive bounds on a hand's high-card points and on each suit's length."""

    min_hcp: int = 0
    max_hcp: int = 37
    min_len: tuple[int, int, int, int] = (0, 0, 0, 0)
    max_len: tuple[int, int, int, int] = (13, 13, 13, 13)
    #: Notes for people (e.g. "balanced"), not used by the sampler.
    notes: tuple[str, ...] = field(default=())
    #: The promise of each call that narrowed the range, in the order of the calls.
    promises: tuple[Promise, ...] = field(default=())

    def length_range(self, suit: Suit) -> tuple[int, int]:
        return self.min_len[suit], self.max_len[suit]

    def narrow(self, other: HandRange) -> HandRange:
        """Both ranges at once. If they conflict, `other` (the later information) wins."""
        lo = max(self.min_hcp, other.min_hcp)
        hi = min(self.max_hcp, other.max_hcp)
        if lo > hi:
            lo, hi = other.min_hcp, other.max_hcp
        mins = []
        maxs = []
        for s in range(4):
            a = max(self.min_len[s], other.min_len[s])
            b = min(self.max_len[s], other.max_len[s])
            if a > b:
                a, b = other.min_len[s], other.max_len[s]
            mins.append(a)
            maxs.append(b)
        return HandRange(
            lo, hi, (mins[0], mins[1], mins[2], mins[3]), (maxs[0], maxs[1], maxs[2], maxs[3]),
            self.notes + other.notes, self.promises + other.promises,
        )  # fmt: skip


ANY_HAND = HandRange()
