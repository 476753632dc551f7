"""Scoring against the field: every result on a board compared with the other results on it.

In a duplicate event (the daily challenge, a tournament) everyone plays the same boards, so a
result is judged not by its own size but by how it stands against what the rest of the field
did with the same cards. This module is pure and game-neutral: a board's results come in as
scores from one direction (North–South's, or the player's own side's), keyed by whoever made
them, and go out as each entrant's score against the field.

Bridge compares by matchpoints or by cross-IMPs. Cross-IMPs rather than Butler: Butler measures
each result against a datum (a trimmed average of the field), which needs a trimming rule and
means little in the small fields of a server's daily challenge, where a board may have only the
robots' result and one player's; cross-IMPs compares each result with every other one directly,
is the same whatever the field's size, and with two results is simply the IMP swing between
them. The IMP scale is the game's, passed in. Kaiser compares a hand's points with the average
of the other results on it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import TypeVar

K = TypeVar("K", bound=Hashable)
R = TypeVar("R", bound=Hashable)

#: A game's IMP scale: a score difference in, signed IMPs out.
ImpScale = Callable[[int], int]

#: What a board played by one entrant alone scores: the average, as nobody is there to compare.
LONE_MATCHPOINTS = Fraction(1, 2)


class Comparison(Enum):
    """How a board's results are compared with the field's."""

    #: Bridge pairs: a share of the matchpoints, 2 for each result beaten and 1 for each tie.
    MATCHPOINTS = "matchpoints"
    #: Bridge teams' way for pairs: the average IMPs won against each other result.
    CROSS_IMPS = "cross-IMPs"
    #: Kaiser: the points above or below the average of the other results.
    AVERAGE = "points against the average"

    @property
    def adds_up(self) -> bool:
        """Whether an event's total is the sum of its boards (IMPs, points), not their average
        (matchpoint percentages)."""
        return self is not Comparison.MATCHPOINTS


@dataclass(frozen=True, slots=True)
class FieldScoring:
    """How a game's events compare results: the ways it offers, the first the standings', and
    the IMP scale where one is used."""

    comparisons: tuple[Comparison, ...]
    scale: ImpScale | None = None

    def compare(self, scores: Mapping[K, int], how: Comparison) -> dict[K, Fraction]:
        return compare(scores, how, self.scale)

    def totals(self, boards: Iterable[Mapping[K, int]], how: Comparison) -> dict[K, Fraction]:
        return totals(boards, how, self.scale)


def matchpoints(scores: Mapping[K, int]) -> dict[K, Fraction]:
    """Each entrant's share (0 to 1) of the board's matchpoints: 2 for every other result its
    score beats and 1 for every one it ties, out of twice the number of other results."""
    others = len(scores) - 1
    if others <= 0:
        return {k: LONE_MATCHPOINTS for k in scores}
    out: dict[K, Fraction] = {}
    for k, mine in scores.items():
        won = sum(2 if mine > s else 1 if mine == s else 0 for s in scores.values())
        out[k] = Fraction(won - 1, 2 * others)  # the entrant ties with itself: 1 taken off
    return out


def cross_imps(scores: Mapping[K, int], scale: ImpScale) -> dict[K, Fraction]:
    """Each entrant's IMPs against each other result on the board, averaged over them; a
    board played once scores 0."""
    others = len(scores) - 1
    if others <= 0:
        return {k: Fraction(0) for k in scores}
    return {
        k: Fraction(sum(scale(mine - s) for j, s in scores.items() if j != k), others)
        for k, mine in scores.items()
    }


def against_average(scores: Mapping[K, int]) -> dict[K, Fraction]:
    """Each entrant's points less the average of the other results; a board played once
    scores 0."""
    others = len(scores) - 1
    if others <= 0:
        return {k: Fraction(0) for k in scores}
    total = sum(scores.values())
    return {k: mine - Fraction(total - mine, others) for k, mine in scores.items()}


def compare(
    scores: Mapping[K, int], how: Comparison, scale: ImpScale | None = None
) -> dict[K, Fraction]:
    """The board's results compared by `how` (cross-IMPs needs the game's IMP scale)."""
    if how is Comparison.MATCHPOINTS:
        return matchpoints(scores)
    if how is Comparison.CROSS_IMPS:
        if scale is None:
            raise ValueError("cross-IMPs needs the game's IMP scale")
        return cross_imps(scores, scale)
    return against_average(scores)


def totals(
    boards: Iterable[Mapping[K, int]], how: Comparison, scale: ImpScale | None = None
) -> dict[K, Fraction]:
    """Each entrant's result over an event's boards: IMPs and points summed, matchpoint
    shares averaged over the boards the entrant played."""
    summed: dict[K, Fraction] = {}
    played: Counter[K] = Counter()
    for scores in boards:
        for k, v in compare(scores, how, scale).items():
            summed[k] = summed.get(k, Fraction(0)) + v
            played[k] += 1
    if how.adds_up:
        return summed
    return {k: v / played[k] for k, v in summed.items()}


def rank(results: Mapping[K, Fraction]) -> dict[K, int]:
    """Each entrant's place, best first; entrants level share the higher place (1, 2, 2, 4)."""
    return {k: 1 + sum(1 for o in results.values() if o > v) for k, v in results.items()}


def frequencies(results: Iterable[R]) -> list[tuple[R, int]]:
    """How many times each result occurred on a board, the most frequent first (ties in the
    order first seen)."""
    return Counter(results).most_common()
