"""What the contract itself says about declarer's side, when the auction says nothing.

A side that plays 3NT holds about 25 high-card points between its two hands; a side that plays
a suit contract mostly holds eight or more of its trumps. The auction normally tells the
robots this and more (`HandRange`s from the bidding rule table). When it tells nothing about
declarer's and dummy's hands (a deal played in a contract given from outside, such as a PBN
file's, or an auction the rule table could not read), the card players' sampler weighs each
layout by how likely a side holding those cards is to have reached this contract instead:

- high-card points: a contract of each level and kind of strain (no trump, major, minor) is
  reached with a combined count near a typical mean, in a bell shape (`SHOWN`). The weight of
  a layout is that bell divided by the bell of all deals (mean 20, SIDE_SD): the likelihood of
  the contract given the points. Doubled contracts are often sacrifices, so their points are
  not read.
- trumps: the likelihood of the contract's strain given the side's combined length in it
  (`TRUMP_FIT`), for part scores and for games and slams.

The figures were measured two ways, and pooled with equal weight: on the contracts the robots
bid on 20,000 random deals, and on the par contracts of 3,000 others (the contract a deal file
usually gives). The two agree on games; part scores in par hold more points and slams fewer.
`python -m bench.contract_prior` measures them again. Only the contract and the reader's
own visible cards are used, so the weighting never reveals a hidden card. Who of the two
declares is not read: in a real auction it is the one who first named the strain, which the
auction's ranges already show, and in a contract given from outside it says nothing.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from bot.games.bridge.contract import Contract, Doubling
from bot.games.bridge.robot.constraints import ANY_HAND, HandRange
from bot.games.cards import Card, Suit
from bot.games.seats import Seat

Layout = Mapping[Seat, frozenset[Card]]

#: A side's combined high-card points over all deals: mean 20, standard deviation
#: sqrt(4/3 x 17.06), the variance of one hand's points with the three others' covariance.
SIDE_MEAN = 20.0
SIDE_SD = 4.77

#: Combined high-card points of the side that reached an undoubled contract, by level and kind
#: of strain: (mean, standard deviation), pooled from the two sources. Classes too rare to
#: measure are filled in between their neighbours.
SHOWN: dict[tuple[int, str], tuple[float, float]] = {
    (1, "nt"): (21.3, 2.0), (2, "nt"): (22.1, 1.9), (3, "nt"): (25.5, 2.4),
    (4, "nt"): (27.0, 2.6), (5, "nt"): (28.5, 2.6), (6, "nt"): (29.7, 2.4),
    (7, "nt"): (32.5, 2.8),
    (1, "major"): (20.3, 3.4), (2, "major"): (20.6, 2.4), (3, "major"): (20.6, 2.4),
    (4, "major"): (24.3, 2.5), (5, "major"): (24.4, 3.1), (6, "major"): (28.0, 2.4),
    (7, "major"): (30.2, 2.9),
    (1, "minor"): (21.1, 3.4), (2, "minor"): (20.7, 2.6), (3, "minor"): (20.7, 2.7),
    (4, "minor"): (21.0, 2.8), (5, "minor"): (24.1, 2.5), (6, "minor"): (27.4, 2.7),
    (7, "minor"): (30.3, 2.6),
}  # fmt: skip

#: How much more often a side reaches a contract in a strain when it holds this many of its
#: cards, against the share of deals where a side holds that many (the likelihood ratio).
#: Index: combined length 0..13. Part scores (levels 1 to 3), then games and slams. Pooled from
#: the two sources like `SHOWN`; lengths too rare to measure take their neighbour's figure.
TRUMP_FIT: dict[str, tuple[float, ...]] = {
    "part": (
        0.002, 0.002, 0.002, 0.002, 0.004, 0.02, 0.13, 0.98, 2.56, 3.33, 2.98, 1.7, 1.4, 1.4,
    ),
    "game": (
        0.002, 0.002, 0.002, 0.002, 0.002, 0.003, 0.04, 0.50, 2.48, 4.33, 5.67, 6.71, 6.71, 6.71,
    ),
}  # fmt: skip


def strain_kind(contract: Contract) -> str:
    suit = contract.strain.suit
    if suit is None:
        return "nt"
    return "major" if suit in (Suit.SPADES, Suit.HEARTS) else "minor"


def points_likelihood(contract: Contract, points: int) -> float:
    """How likely a side with `points` combined is to reach `contract` (up to a constant)."""
    mean, sd = SHOWN[(contract.level, strain_kind(contract))]
    shown = -((points - mean) ** 2) / (2 * sd * sd)
    every = -((points - SIDE_MEAN) ** 2) / (2 * SIDE_SD * SIDE_SD)
    return math.exp(shown - every)


def fit_likelihood(contract: Contract, length: int) -> float:
    """How likely a side with `length` cards of the contract's suit is to choose it."""
    return TRUMP_FIT["part" if contract.level <= 3 else "game"][length]


def _unread(r: HandRange | None, trump: Suit | None) -> tuple[bool, bool]:
    """Whether an auction's range leaves a hand's points, and its trump length, unread."""
    r = r or ANY_HAND
    points = r.min_hcp <= 0 and r.max_hcp >= ANY_HAND.max_hcp
    trumps = trump is None or r.length_range(trump) == (0, 13)
    return points, trumps


@dataclass(frozen=True, slots=True)
class ContractPrior:
    """The weight of each layout, between 0 and 1, by what the contract shows."""

    #: The hidden seats of declarer's side.
    seats: tuple[Seat, ...]
    trump: Suit | None
    #: By the points the hidden seats still hold: the weight, scaled so its largest is 1.
    by_points: tuple[float, ...] | None
    #: By the trumps the hidden seats still hold, the same way.
    by_trumps: tuple[float, ...] | None

    @classmethod
    def build(
        cls,
        contract: Contract,
        known: Mapping[Seat, frozenset[Card]],
        played: Mapping[Seat, tuple[Card, ...]],
        pool: tuple[Card, ...],
        ranges: Mapping[Seat, HandRange] | None = None,
    ) -> ContractPrior | None:
        """The prior for a reader who sees `known` (remaining cards) and the cards `played`,
        with `pool` hidden; None when it cannot change anything (declarer's side is in view,
        or the auction already shows its points and trumps)."""
        side = (contract.declarer, contract.declarer.partner)
        seats = tuple(s for s in side if s not in known)
        if not seats:
            return None
        trump = contract.strain.suit
        read = [_unread((ranges or {}).get(s), trump) for s in side]
        read_points = all(p for p, _ in read) and contract.doubling is Doubling.UNDOUBLED
        read_trumps = trump is not None and all(t for _, t in read)
        if not read_points and not read_trumps:
            return None
        seen = [c for s in side for c in played[s]] + [
            c for s in side if s in known for c in known[s]
        ]
        by_points = by_trumps = None
        if read_points:
            base = sum(c.rank.hcp for c in seen)
            room = sum(c.rank.hcp for c in pool)
            by_points = _scaled([points_likelihood(contract, base + h) for h in range(room + 1)])
        if read_trumps:
            base = sum(1 for c in seen if c.suit == trump)
            room = sum(1 for c in pool if c.suit == trump)
            by_trumps = _scaled([fit_likelihood(contract, base + t) for t in range(room + 1)])
        return cls(seats, trump, by_points, by_trumps)

    def points_weight(self, layout: Layout) -> float:
        """The weight of the layout's points alone (the sampler deals the trump fit in with
        the suit lengths)."""
        if self.by_points is None:
            return 1.0
        return self.by_points[sum(c.rank.hcp for s in self.seats for c in layout[s])]

    def weight(self, layout: Layout) -> float:
        w = self.points_weight(layout)
        if self.by_trumps is not None:
            trumps = sum(1 for s in self.seats for c in layout[s] if c.suit == self.trump)
            w *= self.by_trumps[trumps]
        return w


def _scaled(values: list[float]) -> tuple[float, ...]:
    top = max(values)
    return tuple(v / top for v in values)
