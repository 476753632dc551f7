"""How long a sampling robot thinks: a time budget per decision, the fewest and the most
layouts, and a hard limit a slow machine cannot push a decision past."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Protocol

#: Below the fewest layouts, sampling still stops before this many budgets have passed.
HARD_LIMIT = 2.5
#: The decisions before the play (the bid and naming trump) think for this share of the
#: play's budget: a loaded machine solves their fewest layouts slowly, and even then such a
#: decision stops at the hard limit (0.9 s at the tables' budget), within a second.
BEFORE_PLAY_SHARE = 0.6


class Budget(Protocol):
    """How long a sampling robot may think: seconds, and the fewest and most layouts."""

    @property
    def budget_s(self) -> float: ...
    @property
    def min_layouts(self) -> int: ...
    @property
    def max_layouts(self) -> int: ...


@dataclass(frozen=True, slots=True)
class Share:
    """A share of a robot's budget, with the same fewest and most layouts."""

    budget_s: float
    min_layouts: int
    max_layouts: int

    @classmethod
    def of(cls, player: Budget, share: float = BEFORE_PLAY_SHARE) -> Share:
        return cls(player.budget_s * share, player.min_layouts, player.max_layouts)


class Clock:
    """When to stop sampling: after the budget, or sooner when the next layout would end
    past it, but not before the fewest layouts, unless the hard limit is near."""

    __slots__ = ("_last", "_player", "_slowest", "_start")

    def __init__(self, player: Budget) -> None:
        self._player = player
        self._start = self._last = time.perf_counter()
        self._slowest = 0.0

    def lap(self) -> None:
        now = time.perf_counter()
        self._slowest = max(self._slowest, now - self._last)
        self._last = now

    def deadline(self, layouts: int) -> float:
        """When the layout after `layouts` others must be solved by."""
        p = self._player
        allowed = p.budget_s if layouts >= p.min_layouts else HARD_LIMIT * p.budget_s
        return self._start + allowed

    def more(self, layouts: int) -> bool:
        p = self._player
        if layouts >= p.max_layouts:
            return False
        expected_end = self._last - self._start + self._slowest
        if layouts >= p.min_layouts:
            return expected_end <= p.budget_s
        return layouts == 0 or expected_end <= HARD_LIMIT * p.budget_s


def seconds_left(deadline: float) -> float:
    """Seconds to `deadline`, at least a millisecond (0 would mean no limit at all)."""
    return max(0.001, deadline - time.perf_counter())
