"""How the bidding system values a hand, and the hand requirements a call states.

`HandInfo` is what the bidder knows about its own cards (points, lengths, balance, stoppers,
aces). `Need` is what a call promises: the same object checks a hand when choosing a call and
becomes a `HandRange` when reading someone else's call.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from bot.games.bridge.robot.constraints import HandRange
from bot.games.cards import SUITS_HIGH_FIRST, Card, Rank, Suit

Bounds = tuple[int, int]
ANY_LENGTH: Bounds = (0, 13)
#: The most shortness a raise usually counts (a singleton and a doubleton, or a void).
SHORTNESS_MAX = 3


@dataclass(frozen=True, slots=True)
class HandInfo:
    """The features of one hand that the rule table looks at."""

    hcp: int
    lengths: tuple[int, int, int, int]
    #: High-card points plus one for each card past the fourth in any suit (rule 1.2).
    points: int
    balanced: bool
    aces: int
    kings: int
    stoppers: tuple[bool, bool, bool, bool]
    #: Defensive tricks the hand can expect to cash (rule 1.5).
    quick_tricks: float
    #: High-card points in each suit, and how many of its ace, king and queen (and of its ace
    #: and king) it holds.
    suit_hcp: tuple[int, int, int, int] = (0, 0, 0, 0)
    top_honours: tuple[int, int, int, int] = (0, 0, 0, 0)
    aces_kings: tuple[int, int, int, int] = (0, 0, 0, 0)
    #: How many of its ace, king, queen, jack and ten each suit holds.
    top_five: tuple[int, int, int, int] = (0, 0, 0, 0)

    @classmethod
    def of(cls, cards: Iterable[Card]) -> HandInfo:
        held = list(cards)
        ranks: dict[Suit, list[Rank]] = {s: [] for s in Suit}
        for c in held:
            ranks[c.suit].append(c.rank)
        lengths = (
            len(ranks[Suit.CLUBS]),
            len(ranks[Suit.DIAMONDS]),
            len(ranks[Suit.HEARTS]),
            len(ranks[Suit.SPADES]),
        )
        hcp = sum(c.rank.hcp for c in held)
        shape = sorted(lengths, reverse=True)
        balanced = shape in ([4, 3, 3, 3], [4, 4, 3, 2], [5, 3, 3, 2])
        return cls(
            hcp=hcp,
            lengths=lengths,
            points=hcp + sum(max(0, n - 4) for n in lengths),
            balanced=balanced,
            aces=sum(1 for c in held if c.rank is Rank.ACE),
            kings=sum(1 for c in held if c.rank is Rank.KING),
            stoppers=(
                _stopped(ranks[Suit.CLUBS]),
                _stopped(ranks[Suit.DIAMONDS]),
                _stopped(ranks[Suit.HEARTS]),
                _stopped(ranks[Suit.SPADES]),
            ),
            quick_tricks=sum(_quick_tricks(ranks[s]) for s in Suit),
            suit_hcp=_per_suit(lambda s: sum(r.hcp for r in ranks[s])),
            top_honours=_per_suit(
                lambda s: sum(1 for r in ranks[s] if r in (Rank.ACE, Rank.KING, Rank.QUEEN))
            ),
            aces_kings=_per_suit(lambda s: sum(1 for r in ranks[s] if r in (Rank.ACE, Rank.KING))),
            top_five=_per_suit(lambda s: sum(1 for r in ranks[s] if r >= Rank.TEN)),
        )

    def length(self, suit: Suit) -> int:
        return self.lengths[suit]

    def shortness(self, trumps: Suit, partners: Iterable[Suit] = ()) -> int:
        """Rule 1.6: with three or more trumps, 3 for a void, 2 a singleton, 1 a doubleton;
        nothing for shortness in a side suit partner has shown, where it meets partner's
        length instead of ruffing losers."""
        if self.lengths[trumps] < 3:
            return 0
        skip = {trumps, *partners}
        return sum((3, 2, 1)[n] for s, n in enumerate(self.lengths) if s not in skip and n <= 2)

    def support_points(self, trumps: Suit) -> int:
        """What a hand raising partner's `trumps` counts (rule 1.6): high-card points, its
        shortness, and the length of its own side suits; the trumps' own length is not
        counted again."""
        return self.points - max(0, self.lengths[trumps] - 4) + self.shortness(trumps)

    def dummy_points(self, trumps: Suit) -> int:
        """Support points for a raise of partner's five-card major (rule 3.4): a fourth
        trump, the ninth of the fit, counts one more."""
        return self.support_points(trumps) + (1 if self.lengths[trumps] >= 4 else 0)

    def shortest(self) -> int:
        return min(self.lengths)

    def controls(self, suit: Suit) -> bool:
        """A first- or second-round control (rule 7.17): the ace or king, a singleton or a
        void, so that the opponents cannot cash the suit's first two tricks."""
        return self.aces_kings[suit] >= 1 or self.lengths[suit] <= 1

    def is_solid_enough(self, suit: Suit) -> bool:
        """A suit that plays for at most one loser opposite a small doubleton (rule 1.7):
        seven or more cards with two of the top three honours, or six with all three."""
        n, top = self.lengths[suit], self.top_honours[suit]
        return (n >= 7 and top >= 2) or (n >= 6 and top == 3)

    def is_good_suit(self, suit: Suit) -> bool:
        """A suit worth naming on a light hand (rule 6.1): two of its ace, king and queen, or
        three of its five top honours (K-J-10, Q-J-10)."""
        return self.top_honours[suit] >= 2 or self.top_five[suit] >= 3

    def longest_suits(self) -> list[Suit]:
        """The suits of greatest length, highest-ranking first."""
        top = max(self.lengths)
        return [s for s in SUITS_HIGH_FIRST if self.lengths[s] == top]


def _per_suit(fn: Callable[[Suit], int]) -> tuple[int, int, int, int]:
    return fn(Suit.CLUBS), fn(Suit.DIAMONDS), fn(Suit.HEARTS), fn(Suit.SPADES)


def _stopped(ranks: list[Rank]) -> bool:
    """A stopper (rule 1.4): the ace, king with one more, queen with two, jack with three."""
    n = len(ranks)
    return (
        Rank.ACE in ranks
        or (Rank.KING in ranks and n >= 2)
        or (Rank.QUEEN in ranks and n >= 3)
        or (Rank.JACK in ranks and n >= 4)
    )


def _quick_tricks(ranks: list[Rank]) -> float:
    has = set(ranks)
    if Rank.ACE in has and Rank.KING in has:
        return 2.0
    if Rank.ACE in has and Rank.QUEEN in has:
        return 1.5
    if Rank.ACE in has:
        return 1.0
    if Rank.KING in has and Rank.QUEEN in has:
        return 1.0
    if Rank.KING in has and len(ranks) >= 2:
        return 0.5
    return 0.0


@dataclass(frozen=True, slots=True)
class Need:
    """What a call promises about the hand that makes it. All bounds are inclusive."""

    hcp: Bounds = (0, 37)
    points: Bounds = (0, 40)
    lengths: tuple[Bounds, Bounds, Bounds, Bounds] = (ANY_LENGTH,) * 4
    balanced: bool | None = None
    stoppers: frozenset[Suit] = frozenset()
    aces: frozenset[int] | None = None
    kings: frozenset[int] | None = None
    #: When set, `points` are the support points of a hand raising this suit (rule 1.6).
    trumps: Suit | None = None
    #: With `trumps`, a fourth trump counts a point too (partner's five-card major, rule 3.4).
    fourth_trump: bool = False
    #: Suits held with a first- or second-round control, and suits held without one (the
    #: control bids of rules 7.17 and 7.18).
    controls: frozenset[Suit] = frozenset()
    no_controls: frozenset[Suit] = frozenset()

    def fits(self, hand: HandInfo) -> bool:
        if not self.hcp[0] <= hand.hcp <= self.hcp[1]:
            return False
        if self.trumps is None:
            points = hand.points
        elif self.fourth_trump:
            points = hand.dummy_points(self.trumps)
        else:
            points = hand.support_points(self.trumps)
        if not self.points[0] <= points <= self.points[1]:
            return False
        for s in range(4):
            lo, hi = self.lengths[s]
            if not lo <= hand.lengths[s] <= hi:
                return False
        if self.balanced is not None and hand.balanced is not self.balanced:
            return False
        if any(not hand.stoppers[s] for s in self.stoppers):
            return False
        if self.kings is not None and hand.kings not in self.kings:
            return False
        if any(not hand.controls(s) for s in self.controls):
            return False
        if any(hand.controls(s) for s in self.no_controls):
            return False
        return self.aces is None or hand.aces in self.aces

    def union(self, other: Need) -> Need:
        """A need met by a hand that meets either one (used when several rules give one call)."""
        lengths = tuple(
            (min(a[0], b[0]), max(a[1], b[1]))
            for a, b in zip(self.lengths, other.lengths, strict=True)
        )
        aces = None if self.aces is None or other.aces is None else self.aces | other.aces
        kings = None if self.kings is None or other.kings is None else self.kings | other.kings
        lo, hi = min(self.points[0], other.points[0]), max(self.points[1], other.points[1])
        trumps = self.trumps if self.trumps == other.trumps else None
        fourth = trumps is not None and self.fourth_trump and other.fourth_trump
        if trumps is not None and self.fourth_trump != other.fourth_trump:
            # One side counted its fourth trump: its hands may hold a support point fewer.
            lo = max(0, lo - 1)
        if trumps is None and (self.trumps or other.trumps):
            # One side counted shortness: its hands may hold fewer plain points.
            lo, hi = max(0, lo - SHORTNESS_MAX), 40
        return Need(
            hcp=(min(self.hcp[0], other.hcp[0]), max(self.hcp[1], other.hcp[1])),
            points=(lo, hi),
            lengths=(lengths[0], lengths[1], lengths[2], lengths[3]),
            balanced=self.balanced if self.balanced == other.balanced else None,
            stoppers=self.stoppers & other.stoppers,
            aces=aces,
            kings=kings,
            trumps=trumps,
            fourth_trump=fourth,
            controls=self.controls & other.controls,
            no_controls=self.no_controls & other.no_controls,
        )

    def to_range(self) -> HandRange:
        """The hand range a listener draws from this call."""
        # Length points are at most a few on a hand that bids, so the points floor
        # gives a high-card floor three lower.
        # Support points count shortness, not the trumps' length, instead.
        lo = max(self.hcp[0], self.points[0] - 3, 0)
        hi = min(self.hcp[1], self.points[1], 37)
        mins = [b[0] for b in self.lengths]
        maxs = [b[1] for b in self.lengths]
        notes: list[str] = []
        if self.balanced:
            notes.append("balanced")
            mins = [max(m, 2) for m in mins]
            maxs = [min(m, 5) for m in maxs]
        if self.stoppers:
            notes.append("stopper in " + ", ".join(s.symbol for s in sorted(self.stoppers)))
        if self.aces is not None:
            notes.append("aces: " + " or ".join(str(a) for a in sorted(self.aces)))
        if self.kings is not None:
            notes.append("kings: " + " or ".join(str(k) for k in sorted(self.kings)))
        if self.controls:
            notes.append("control in " + ", ".join(s.symbol for s in sorted(self.controls)))
        if self.no_controls:
            notes.append("no control in " + ", ".join(s.symbol for s in sorted(self.no_controls)))
        return HandRange(
            lo, max(lo, hi), (mins[0], mins[1], mins[2], mins[3]),
            (maxs[0], maxs[1], maxs[2], maxs[3]), tuple(notes), (self,),
        )  # fmt: skip

    def points_said(self) -> bool:
        """Whether the points bound tells a reader more than the HCP bound: a floor no higher
        than the HCP floor (points never fall below high cards) and no ceiling add nothing."""
        lo, hi = self.points
        return (lo, hi) != (0, 40) and not (hi >= 40 and lo <= self.hcp[0])

    def describe(self) -> str:
        """The promise in a player's words: "5+ ♠, 12–21 points"."""
        return ", ".join(self.parts())

    def parts(self) -> list[str]:
        """The promise's parts in a player's words: ["5+ ♠", "12–21 points"]."""
        parts: list[str] = []
        for s in SUITS_HIGH_FIRST:
            lo, hi = self.lengths[s]
            if (lo, hi) == ANY_LENGTH:
                continue
            if hi >= 13:
                parts.append(f"{lo}+ {s.symbol}")
            elif lo == hi:
                parts.append(f"exactly {lo} {s.symbol}")
            elif lo == 0:
                parts.append(f"at most {hi} {s.symbol}")
            else:
                parts.append(f"{lo}–{hi} {s.symbol}")
        points = "points" if self.trumps is None else "points with shortness"
        for label, (lo, hi), top in ((points, self.points, 40), ("HCP", self.hcp, 37)):
            if (lo, hi) == (0, top) or (label == points and not self.points_said()):
                continue
            if hi >= top:
                parts.append(f"{lo}+ {label}")
            elif lo == 0:
                parts.append(f"at most {hi} {label}")
            else:
                parts.append(f"{lo}–{hi} {label}")
        if self.balanced:
            parts.append("balanced")
        if self.stoppers:
            parts.append("stopper in " + " and ".join(s.symbol for s in sorted(self.stoppers)))
        if self.controls:
            parts.append("control in " + " and ".join(s.symbol for s in sorted(self.controls)))
        if self.no_controls:
            parts.append(
                "no control in " + " and ".join(s.symbol for s in sorted(self.no_controls))
            )
        return parts


def with_promise(title: str, parts: Sequence[str]) -> str:
    """A call's explanation: its title, then in brackets the parts of its promise the title
    does not already say ("Double of 1NT: penalty, 15+ HCP" needs no "(15+ HCP)" after it)."""
    said = [p for p in parts if not _says(title, p)]
    return f"{title} ({', '.join(said)})" if said else title


def _says(title: str, part: str) -> bool:
    # Whole words only: "5+ HCP" is not said by "15+ HCP".
    return re.search(rf"(?<![\w–]){re.escape(part)}(?!\w)", title) is not None


def need(
    *,
    hcp: Bounds = (0, 37),
    points: Bounds = (0, 40),
    lengths: Mapping[Suit, Bounds] | None = None,
    balanced: bool | None = None,
    stoppers: Iterable[Suit] = (),
    aces: Iterable[int] | None = None,
    kings: Iterable[int] | None = None,
    trumps: Suit | None = None,
    fourth_trump: bool = False,
    controls: Iterable[Suit] = (),
    no_controls: Iterable[Suit] = (),
) -> Need:
    """A `Need` written with only the parts that matter."""
    per_suit = [ANY_LENGTH] * 4
    for suit, bounds in (lengths or {}).items():
        per_suit[suit] = bounds
    return Need(
        hcp=hcp,
        # Points never fall below high cards (rule 1.2, and support points of rule 1.6 too):
        # saying so keeps the floor when calls with different counts are read together.
        points=(max(points[0], hcp[0]), points[1]),
        lengths=(per_suit[0], per_suit[1], per_suit[2], per_suit[3]),
        balanced=balanced,
        stoppers=frozenset(stoppers),
        aces=None if aces is None else frozenset(aces),
        kings=None if kings is None else frozenset(kings),
        trumps=trumps,
        fourth_trump=fourth_trump,
        controls=frozenset(controls),
        no_controls=frozenset(no_controls),
    )
