"""How many points a hand is worth to its team: the robots' hand evaluator.

An estimate of the points the bidder's team takes double dummy with the bidder on lead: a
weighted sum of what a Kaiser player looks at, the weights fitted by least squares on random
deals solved by the exact search (`bench.kaiser_evaluator` refits and checks them). Beside
trump length, top trumps, side aces and short suits it knows the two point cards:

- the 5♥: holding it is a plus, more so with hearts to cover it; with hearts trump and the
  five outstanding, top hearts draw it into the bidders' trick;
- the −3 card (the 3♠): holding it is a plus, since its holder decides where it falls; with
  spades trump and the three outstanding, the bidders' top spades draw it into their own
  trick, and the A♠ or K♠ is where an opponent dumps it.

`Outlook` turns an estimate into the chance of each number of points, from what the solved
deals of about that estimate took: the estimate knows one hand of four, so its error is about
three points, lumpy (the 5♥ alone moves five) and bounded (11 or 12 only by giving away the
−3 card).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from bot.games.cards import Card, Rank, Suit, suit_lengths
from bot.games.kaiser.rules import FIVE_OF_HEARTS, RuleConfig
from bot.games.kaiser.scoring import LEAST_POINTS, MOST_POINTS

TOPS = (Rank.ACE, Rank.KING, Rank.QUEEN)

SUIT_FEATURES = (
    "constant", "trump length", "trump length beyond four", "trump ace", "trump king",
    "trump queen", "trump jack", "side aces", "side kings", "side queens", "side voids",
    "side singletons", "side voids with three trumps", "five held", "five with hearts to cover",
    "five a trump", "five out, hearts trump", "five out, hearts trump, top hearts",
    "ace of hearts", "king of hearts", "three held", "three alone", "three a trump",
    "three out, spades trump", "three out, spades trump, top spades", "ace of spades",
    "king of spades",
)  # fmt: skip
SUIT_WEIGHTS = (
    1.40, 0.67, -0.58, 1.61, 0.84, 0.38, 0.12, 1.11, 0.33, 0.12, 0.56, 0.20, 0.79, 0.19, 0.36,
    0.09, -0.23, 0.11, 0.85, 0.02, 1.39, -0.58, -0.30, 0.40, -0.32, -0.34, -0.16,
)  # fmt: skip

NO_TRUMP_FEATURES = (
    "constant", "aces", "kings", "queens", "jacks", "longest suit", "suits stopped",
    "long suit run", "voids", "five held", "five with hearts to cover", "ace of hearts",
    "king of hearts", "three held", "three with spades to cover", "ace of spades",
    "king of spades",
)  # fmt: skip
NO_TRUMP_WEIGHTS = (
    2.09, 1.23, 0.31, 0.24, 0.04, 0.24, 0.28, 0.25, 0.08, 0.43, 0.26, 1.22, 0.32, 1.15, -0.08,
    -0.35, -0.28,
)  # fmt: skip


def _by_suit(held: Iterable[Card]) -> dict[Suit, set[Rank]]:
    ranks: dict[Suit, set[Rank]] = {s: set() for s in Suit}
    for c in held:
        ranks[c.suit].add(c.rank)
    return ranks


def suit_features(cards: Iterable[Card], trump: Suit, rules: RuleConfig) -> tuple[float, ...]:
    """What `SUIT_WEIGHTS` weigh, in the order of `SUIT_FEATURES`."""
    held = frozenset(cards)
    ranks = _by_suit(held)
    lengths = suit_lengths(held)
    five, three = FIVE_OF_HEARTS, rules.minus_card
    hearts, spades = five.suit, three.suit
    side = [s for s in Suit if s is not trump]
    t = ranks[trump]
    has_five, has_three = five in held, three in held
    voids = sum(lengths[s] == 0 for s in side)
    return (
        1.0, lengths[trump], max(0, lengths[trump] - 4),
        Rank.ACE in t, Rank.KING in t, Rank.QUEEN in t, Rank.JACK in t,
        sum(Rank.ACE in ranks[s] for s in side), sum(Rank.KING in ranks[s] for s in side),
        sum(Rank.QUEEN in ranks[s] for s in side), voids, sum(lengths[s] == 1 for s in side),
        voids * (lengths[trump] >= 3),
        has_five, has_five * min(3, lengths[hearts] - 1), has_five * (trump is hearts),
        (not has_five) * (trump is hearts),
        (not has_five) * (trump is hearts) * len(ranks[hearts] & {Rank.ACE, Rank.KING}),
        Rank.ACE in ranks[hearts], Rank.KING in ranks[hearts],
        has_three, has_three * (lengths[spades] == 1), has_three * (trump is spades),
        (not has_three) * (trump is spades),
        (not has_three) * (trump is spades) * len(ranks[spades] & set(TOPS)),
        Rank.ACE in ranks[spades] and not has_three, Rank.KING in ranks[spades] and not has_three,
    )  # fmt: skip


def no_trump_features(cards: Iterable[Card], rules: RuleConfig) -> tuple[float, ...]:
    """What `NO_TRUMP_WEIGHTS` weigh, in the order of `NO_TRUMP_FEATURES`."""
    held = frozenset(cards)
    ranks = _by_suit(held)
    lengths = suit_lengths(held)
    five, three = FIVE_OF_HEARTS, rules.minus_card
    hearts, spades = five.suit, three.suit
    has_five, has_three = five in held, three in held
    count = {r: sum(c.rank is r for c in held) for r in (*TOPS, Rank.JACK)}
    stopped = sum(Rank.ACE in ranks[s] or (Rank.KING in ranks[s] and lengths[s] >= 2) for s in Suit)
    run = max((lengths[s] for s in Suit if {Rank.ACE, Rank.KING} <= ranks[s]), default=0)
    return (
        1.0, count[Rank.ACE], count[Rank.KING], count[Rank.QUEEN], count[Rank.JACK],
        max(lengths.values()), stopped, run, sum(n == 0 for n in lengths.values()),
        has_five, has_five * min(3, lengths[hearts] - 1),
        Rank.ACE in ranks[hearts], Rank.KING in ranks[hearts],
        has_three, has_three * min(3, lengths[spades] - 1),
        Rank.ACE in ranks[spades] and not has_three, Rank.KING in ranks[spades] and not has_three,
    )  # fmt: skip


def weigh(weights: Sequence[float], features: Sequence[float]) -> float:
    return sum(w * f for w, f in zip(weights, features, strict=True))


def suit_estimate(cards: Iterable[Card], trump: Suit, rules: RuleConfig) -> float:
    """The team's expected points with `trump` as trump and this hand on lead."""
    return weigh(SUIT_WEIGHTS, suit_features(cards, trump, rules))


def no_trump_estimate(cards: Iterable[Card], rules: RuleConfig) -> float:
    """The team's expected points at no trump with this hand on lead."""
    return weigh(NO_TRUMP_WEIGHTS, no_trump_features(cards, rules))


def best_trump(cards: Iterable[Card], rules: RuleConfig) -> tuple[Suit, float]:
    """The suit this hand would name trump, and its estimate (ties: the longer suit)."""
    held = frozenset(cards)
    lengths = suit_lengths(held)
    suit = max(Suit, key=lambda s: (suit_estimate(held, s, rules), lengths[s], s))
    return suit, suit_estimate(held, suit, rules)


def runs_at_no_trump(cards: Iterable[Card]) -> bool:
    """A hand that can run at no trump: a suit headed by the ace and king with four or more
    cards, or by the ace and queen with five or more, or three aces."""
    held = frozenset(cards)
    aces = sum(c.rank is Rank.ACE for c in held)
    for suit in Suit:
        ranks = {c.rank for c in held if c.suit is suit}
        if Rank.ACE in ranks and (
            (Rank.KING in ranks and len(ranks) >= 4) or (Rank.QUEEN in ranks and len(ranks) >= 5)
        ):
            return True
    return aces >= 3


#: For each estimate, rounded down from the first row up, how often the solved deals' team
#: took each number of points from `LEAST_POINTS` to `MOST_POINTS`, in a suit and at no
#: trump. An estimate outside the rows reads the nearest row, moved up or down by as many
#: points as the estimate lies beyond it.
SUIT_FIRST_ROW = 1
NO_TRUMP_FIRST_ROW = 3
SUIT_TAKES: tuple[tuple[float, ...], ...] = (
    (.076, .166, .138, .214, .076, .048, .048, .062, .034, .028, .034, .041, .028, .007, .000),
    (.074, .091, .172, .155, .113, .076, .042, .041, .057, .060, .050, .030, .026, .009, .004),
    (.040, .079, .132, .139, .108, .078, .056, .048, .061, .074, .074, .055, .038, .013, .004),
    (.019, .047, .095, .111, .113, .080, .057, .059, .070, .089, .081, .078, .061, .028, .012),
    (.005, .025, .055, .092, .096, .079, .066, .051, .065, .089, .115, .108, .090, .043, .020),
    (.002, .010, .032, .054, .074, .068, .063, .049, .061, .099, .131, .138, .123, .064, .032),
    (.000, .004, .010, .028, .053, .063, .049, .048, .053, .074, .133, .165, .168, .093, .057),
    (.000, .001, .003, .011, .027, .039, .033, .035, .040, .060, .118, .182, .215, .135, .101),
    (.000, .000, .000, .005, .012, .016, .034, .035, .042, .043, .095, .174, .252, .162, .130),
    (.000, .000, .000, .002, .002, .005, .021, .016, .014, .014, .074, .169, .260, .174, .248),
)  # fmt: skip
NO_TRUMP_TAKES: tuple[tuple[float, ...], ...] = (
    (.028, .068, .162, .148, .101, .090, .071, .050, .054, .078, .068, .041, .038, .003, .003),
    (.009, .034, .115, .113, .113, .088, .062, .057, .076, .075, .091, .084, .068, .010, .004),
    (.001, .009, .048, .089, .091, .079, .078, .064, .071, .077, .119, .120, .115, .027, .012),
    (.000, .003, .023, .061, .086, .074, .058, .050, .069, .085, .122, .124, .168, .054, .022),
    (.000, .002, .002, .021, .053, .045, .054, .041, .073, .084, .118, .174, .215, .085, .034),
    (.000, .000, .003, .013, .013, .028, .043, .034, .046, .080, .140, .183, .276, .089, .052),
    (.000, .000, .000, .003, .006, .042, .038, .029, .016, .054, .112, .199, .292, .112, .096),
    (.000, .000, .000, .000, .007, .000, .044, .022, .022, .036, .044, .197, .380, .102, .146),
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Outlook:
    """The chance of each number of points a team may take, around an estimate."""

    chances: Mapping[int, float]

    @classmethod
    def around(cls, estimate: float, no_trump: bool = False) -> Outlook:
        """The chances for a team whose estimate is `estimate`: the rows either side of it,
        each weighed by how near its middle lies."""
        return _around(estimate, no_trump)

    @classmethod
    def _make(cls, estimate: float, no_trump: bool) -> Outlook:
        rows = NO_TRUMP_TAKES if no_trump else SUIT_TAKES
        first = NO_TRUMP_FIRST_ROW if no_trump else SUIT_FIRST_ROW
        x = estimate - first - 0.5
        low = math.floor(x)
        share_high = x - low
        chances: dict[int, float] = {}
        for row, weight in ((low, 1 - share_high), (low + 1, share_high)):
            nearest = min(len(rows) - 1, max(0, row))
            for points, p in enumerate(rows[nearest], start=LEAST_POINTS):
                # Beyond the rows, the nearest row moved by the distance to it.
                moved = min(MOST_POINTS, max(LEAST_POINTS, points + row - nearest))
                chances[moved] = chances.get(moved, 0.0) + weight * p
        return cls(chances)

    def at_least(self, points: int) -> float:
        return sum(p for n, p in self.chances.items() if n >= points)

    def expected(self, worth: Mapping[int, float]) -> float:
        """The mean of `worth` (what each number of points is worth) over the chances."""
        return sum(p * worth[n] for n, p in self.chances.items())


@lru_cache(maxsize=8192)
def _around(estimate: float, no_trump: bool) -> Outlook:
    return Outlook._make(estimate, no_trump)
