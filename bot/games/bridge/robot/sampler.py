"""Layouts of the cards a robot cannot see that agree with everything it knows.

What a seat knows comes from its `SeatView` alone: its own cards, dummy once exposed, every
card played and by whom (so the voids shown), how many cards each hand still holds, and what
the auction showed (`HandRange`s). A layout is a guess at the hidden hands' remaining cards.

Sampling follows the classic recipe: suit lengths first, drawn with the exact weight of the
number of deals that have them (a small dynamic programme over suits), then the cards of each
suit, then rejection on high-card points. The honours are placed before the spot cards, so a
draw that breaks a points range is given up before the rest is dealt. When few cards are
unknown every layout is listed. If the auction's ranges cannot be met (a misdescribed hand, or
fewer than one try in 400 meets them), they are dropped and only the hard facts (cards seen,
voids shown) remain.
"""

from __future__ import annotations

import bisect
import itertools
import math
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from bot.games.bridge.robot.carding import DOUBT, Carding
from bot.games.bridge.robot.constraints import ANY_HAND, HandRange
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.views import SeatView
from bot.games.cards import DECK, Card, Suit
from bot.games.seats import SEATS, Seat

Layout = dict[Seat, frozenset[Card]]

#: A suit's splits that can lead to a state of the length programme, each with the state
#: before it, their running total weights and the total.
_Options = tuple[list[tuple[tuple[int, ...], tuple[int, ...]]], list[float], float]

#: Hand-point rejection drops the point ranges once it has needed more than this many tries
#: per layout met (counted over the decision, so one unlucky run does not drop them). One
#: layout never takes more than four times as many.
MAX_TRIES = 400

#: Layouts are listed rather than sampled when there are at most this many (14 unknown cards
#: split 7-7 give 3,432).
LIST_UP_TO = 3432

#: How much less likely a layout becomes for each call whose promise a hidden hand in it
#: breaks (its shape, stoppers, aces or points as the call counted them; the ranges of
#: points and lengths are dealt to exactly). A robot's calls keep their promises; a human's
#: mostly do.
CALL_DOUBT = 0.1


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What one seat knows about the play: everything here is public or its own."""

    seat: Seat
    #: Remaining cards of the hands this seat sees (its own, and dummy once exposed).
    known: Mapping[Seat, frozenset[Card]]
    #: The other seats, whose remaining cards are hidden, and how many each still holds.
    hidden: tuple[Seat, ...]
    counts: Mapping[Seat, int]
    #: The hidden cards, in card order.
    pool: tuple[Card, ...]
    #: Cards each seat has played so far (the trick in progress included).
    played: Mapping[Seat, tuple[Card, ...]]
    #: Suits each seat has shown out of.
    voids: Mapping[Seat, frozenset[Suit]]
    #: Every trick so far as its plays in order, the trick in progress last.
    tricks: tuple[tuple[tuple[Seat, Card], ...], ...] = ()
    #: The trump suit (None at no trump, or before the contract is known).
    trump: Suit | None = None
    declarer: Seat | None = None

    @classmethod
    def from_view(cls, view: SeatView) -> Knowledge:
        pub = view.public
        known: dict[Seat, frozenset[Card]] = {view.seat: frozenset(view.hand)}
        if pub.dummy is not None and pub.dummy_cards is not None:
            known[pub.dummy] = frozenset(pub.dummy_cards)
        played: dict[Seat, list[Card]] = {s: [] for s in SEATS}
        voids: dict[Seat, set[Suit]] = {s: set() for s in SEATS}
        for trick in pub.tricks:
            led = trick.plays[0][1].suit if trick.plays else None
            for seat, card in trick.plays:
                played[seat].append(card)
                if led is not None and card.suit != led:
                    voids[seat].add(led)
        gone = {c for cards in played.values() for c in cards}
        seen = gone.union(*known.values())
        hidden = tuple(s for s in SEATS if s not in known)
        return cls(
            seat=view.seat,
            known=known,
            hidden=hidden,
            counts={s: pub.cards_left[s] for s in hidden},
            pool=tuple(c for c in DECK if c not in seen),
            played={s: tuple(cs) for s, cs in played.items()},
            voids={s: frozenset(v) for s, v in voids.items()},
            tricks=tuple(tuple(t.plays) for t in pub.tricks if t.plays),
            trump=pub.contract.strain.suit if pub.contract is not None else None,
            declarer=pub.contract.declarer if pub.contract is not None else None,
        )

    def carding(self, doubt: float = DOUBT) -> Carding:
        """What the hidden seats' cards played so far say under the robots' conventions."""
        hidden, pool = frozenset(self.hidden), frozenset(self.pool)
        return Carding.read(self.tricks, hidden, pool, self.trump, self.declarer, doubt)


@dataclass(frozen=True, slots=True)
class _Bounds:
    lo: tuple[int, int, int, int]
    hi: tuple[int, int, int, int]
    min_hcp: int
    max_hcp: int


def _bounds(k: Knowledge, seat: Seat, shown: HandRange | None, pool_len: Sequence[int]) -> _Bounds:
    """Bounds on the hidden part of `seat`'s hand, from the whole-hand range and its plays."""
    r = shown or ANY_HAND
    gone = k.played[seat]
    lo: list[int] = []
    hi: list[int] = []
    for suit in Suit:
        out = sum(1 for c in gone if c.suit == suit)
        if suit in k.voids[seat]:
            lo.append(0)
            hi.append(0)
            continue
        a = max(0, r.min_len[suit] - out)
        b = min(pool_len[suit], r.max_len[suit] - out, k.counts[seat])
        lo.append(a)
        # An empty range (b < a) means the auction contradicts the play: the programme then
        # finds no lengths and the ranges are dropped.
        hi.append(b)
    points_out = sum(c.rank.hcp for c in gone)
    return _Bounds(
        (lo[0], lo[1], lo[2], lo[3]),
        (hi[0], hi[1], hi[2], hi[3]),
        r.min_hcp - points_out,
        r.max_hcp - points_out,
    )


def _facts_only(k: Knowledge, seat: Seat, pool_len: Sequence[int]) -> _Bounds:
    hi = [0 if s in k.voids[seat] else pool_len[s] for s in Suit]
    return _Bounds((0, 0, 0, 0), (hi[0], hi[1], hi[2], hi[3]), -99, 99)


class Sampler:
    """Draws layouts of the hidden cards for one decision. Deterministic for a given RNG."""

    def __init__(
        self,
        knowledge: Knowledge,
        ranges: Mapping[Seat, HandRange] | None,
        rng: random.Random,
        carding: Carding | None = None,
    ) -> None:
        self.k = knowledge
        self.rng = rng
        self.by_suit: list[list[Card]] = [[c for c in knowledge.pool if c.suit == s] for s in Suit]
        #: Layouts drawn so far that met every constraint, and the draws tried for them.
        self._met = 0
        self._tries = 0
        self._target = tuple(knowledge.counts[s] for s in knowledge.hidden)
        pool_len = [len(cs) for cs in self.by_suit]
        hidden = knowledge.hidden
        #: The readings of the carding, if any: layouts that break them are drawn less often.
        self.carding = carding if carding is not None and carding.reads_anything else None
        denied = self.carding.denied if self.carding is not None else {}
        #: Per suit, the hidden cards some hidden seat's carding denies.
        self._restricted = [
            [c for c in cards if any(c in denied.get(s, ()) for s in hidden)]
            for cards in self.by_suit
        ]
        #: Per suit, the hidden cards not dealt by the carding's readings: honours, then spots.
        self._free = [
            (
                [(c, c.rank.hcp) for c in cards if c.rank.hcp and c not in restricted],
                [c for c in cards if not c.rank.hcp and c not in restricted],
            )
            for cards, restricted in zip(self.by_suit, self._restricted, strict=True)
        ]
        self._assign_cache: dict[tuple[Suit, tuple[int, ...]], list[tuple[tuple[int, ...], float]]]
        self._assign_cache = {}
        self.bounds = {s: _bounds(knowledge, s, (ranges or {}).get(s), pool_len) for s in hidden}
        #: Each hidden seat's calls' promises, and the cards it has played (its whole hand is
        #: what a call promised about).
        self._promises = {
            s: r.promises for s, r in (ranges or {}).items() if s in hidden and r.promises
        }
        #: False once the auction's ranges had to be dropped.
        self.uses_ranges = True
        self._tables = self._length_tables()
        if self._tables is None:
            self._drop_ranges()
            self.bounds = {s: _facts_only(knowledge, s, pool_len) for s in hidden}
            self._tables = self._length_tables()
        if self._tables is None:
            raise ValueError("no layout agrees with the cards seen and the voids shown")
        #: The programme the lengths are drawn from: weighted by the carding's readings.
        self._draw_tables = self._tables
        self._option_cache: dict[tuple[int, tuple[int, ...]], _Options]
        self._option_cache = {}
        if any(self._restricted):
            self._draw_tables = self._length_tables(weighted=True) or self._tables

    # -- suit lengths ------------------------------------------------------------------------

    def _splits(self, suit: Suit, weighted: bool = False) -> list[tuple[tuple[int, ...], float]]:
        """Ways to share the suit's hidden cards among the hidden seats, with deal counts
        (weighted by the carding's readings when `weighted`)."""
        n = len(self.by_suit[suit])
        hidden = self.k.hidden
        ranges = [range(self.bounds[s].lo[suit], self.bounds[s].hi[suit] + 1) for s in hidden]
        out: list[tuple[tuple[int, ...], float]] = []
        for parts in itertools.product(*ranges[:-1]):
            last = n - sum(parts)
            if last in ranges[-1]:
                split = (*parts, last)
                if weighted and self._restricted[suit]:
                    w = sum(a[1] for a in self._assignments(suit, split))
                    if w > 0:
                        out.append((split, w))
                else:
                    out.append((split, _multinomial(n, split)))
        return out

    def _assignments(
        self, suit: Suit, split: tuple[int, ...]
    ) -> list[tuple[tuple[int, ...], float]]:
        """Where the suit's denied cards may go under `split`: for each way of giving them to
        the hidden seats, its weight (deals of the other cards, times the doubt of each
        reading broken)."""
        key = (suit, split)
        cached = self._assign_cache.get(key)
        if cached is not None:
            return cached
        assert self.carding is not None
        restricted = self._restricted[suit]
        hidden = self.k.hidden
        free = len(self.by_suit[suit]) - len(restricted)
        out = []
        for seats in itertools.product(range(len(hidden)), repeat=len(restricted)):
            rest = list(split)
            weight = 1.0
            for card, j in zip(restricted, seats, strict=True):
                rest[j] -= 1
                weight *= self.carding.denied.get(hidden[j], {}).get(card, 1.0)
            if min(rest) < 0:
                continue
            out.append((seats, weight * _multinomial(free, rest)))
        self._assign_cache[key] = out
        return out

    def _length_tables(
        self, weighted: bool = False
    ) -> list[tuple[list[tuple[tuple[int, ...], float]], dict[tuple[int, ...], float]]] | None:
        """Forward tables of the suit-length programme; None when no lengths fit."""
        hidden = self.k.hidden
        target = tuple(self.k.counts[s] for s in hidden)
        states: dict[tuple[int, ...], float] = {tuple(0 for _ in hidden): 1}
        tables = []
        for suit in Suit:
            splits = self._splits(suit, weighted)
            tables.append((splits, states))
            nxt: dict[tuple[int, ...], float] = {}
            for state, w in states.items():
                for split, sw in splits:
                    new = tuple(a + b for a, b in zip(state, split, strict=True))
                    if all(x <= t for x, t in zip(new, target, strict=True)):
                        nxt[new] = nxt.get(new, 0) + w * sw
            states = nxt
        if states.get(target, 0) == 0:
            return None
        tables.append(([], states))
        return tables

    def _length_options(self, suit: int, state: tuple[int, ...]) -> _Options:
        """The splits of `suit` that can end in `state`, each with the state before it, and
        their running total weights (cached: a decision draws hundreds of layouts)."""
        key = (suit, state)
        hit = self._option_cache.get(key)
        if hit is None:
            splits, before = self._draw_tables[suit]
            picks: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
            running: list[float] = []
            total: float = 0
            for split, sw in splits:
                prev = tuple(a - b for a, b in zip(state, split, strict=True))
                w = before.get(prev, 0)
                if w:
                    total += w * sw
                    picks.append((split, prev))
                    running.append(total)
            hit = (picks, running, total)
            self._option_cache[key] = hit
        return hit

    def _draw_lengths(self) -> list[tuple[int, ...]]:
        state = self._target
        lengths: list[tuple[int, ...]] = [()] * 4
        for suit in (3, 2, 1, 0):
            picks, running, total = self._length_options(suit, state)
            i = bisect.bisect_right(running, self.rng.random() * total)
            lengths[suit], state = picks[min(i, len(picks) - 1)]
        return lengths

    # -- whole layouts -----------------------------------------------------------------------

    def _points_ok(self, layout: Layout) -> bool:
        for seat in self.k.hidden:
            b = self.bounds[seat]
            pts = sum(c.rank.hcp for c in layout[seat])
            if not b.min_hcp <= pts <= b.max_hcp:
                return False
        return True

    def _deal(self, points: bool = False) -> Layout | None:
        """One layout drawn from the suit-length programme.

        The honours of each suit are placed first and the spot cards after, which deals the
        same layouts with the same chances as shuffling the whole suit. With `points`, a draw
        whose honours break a seat's point range is given up (None) before any spot card is
        dealt: point ranges are checked by rejection, and this makes each try cheap.
        """
        lengths = self._draw_lengths()
        random_ = self.rng.random
        seats = len(self.k.hidden)
        hands: list[list[Card]] = [[] for _ in range(seats)]
        pts = [0] * seats
        spots_to_deal: list[tuple[list[Card], list[int]]] = []
        for suit in Suit:
            split = lengths[suit]
            restricted = self._restricted[suit]
            rest = list(split)
            if restricted:
                options = self._assignments(suit, split)
                pick = self.rng.random() * sum(w for _, w in options)
                placed = options[-1][0]
                for option, w in options:
                    if pick < w:
                        placed = option
                        break
                    pick -= w
                for card, j in zip(restricted, placed, strict=True):
                    hands[j].append(card)
                    pts[j] += card.rank.hcp
                    rest[j] -= 1
            honours, spots = self._free[suit]
            if honours:
                # Each honour takes a random free slot of the suit (slots run seat by seat):
                # the first steps of a shuffle of the slots.
                room = sum(rest)
                ends = list(itertools.accumulate(rest))
                left = list(rest)
                slots = list(range(room))
                for i, (card, value) in enumerate(honours):
                    r = i + int(random_() * (room - i))
                    slots[i], slots[r] = slots[r], slots[i]
                    j = bisect.bisect_right(ends, slots[i])
                    hands[j].append(card)
                    pts[j] += value
                    left[j] -= 1
                rest = left
            spots_to_deal.append((spots, rest))
        if points:
            for j, seat in enumerate(self.k.hidden):
                b = self.bounds[seat]
                if not b.min_hcp <= pts[j] <= b.max_hcp:
                    return None
        for spots, rest in spots_to_deal:
            cards = list(spots)
            self.rng.shuffle(cards)
            i = 0
            for j, n in enumerate(rest):
                hands[j].extend(cards[i : i + n])
                i += n
        return {seat: frozenset(h) for seat, h in zip(self.k.hidden, hands, strict=True)}

    def _drop_ranges(self) -> None:
        """The auction cannot be met (a misdescribed hand): keep only the cards' facts."""
        self.uses_ranges = False
        self._promises = {}

    def promises_broken(self, layout: Layout) -> int:
        """How many calls' promises the hidden hands of `layout` break."""
        broken = 0
        for seat, promises in self._promises.items():
            hand = HandInfo.of(layout[seat].union(self.k.played[seat]))
            broken += sum(1 for p in promises if not p.fits(hand))
        return broken

    def _weight(self, layout: Layout) -> float:
        """The layout's likelihood against one that keeps every reading and promise."""
        w = self.carding.weight(layout) if self.carding is not None else 1.0
        return w * CALL_DOUBT ** self.promises_broken(layout)

    def _holdings_accept(self, layout: Layout) -> bool:
        """Rejection step for the readings of whole holdings: the calls' promises, the
        opening lead and the signals (the denials of single cards are dealt in)."""
        broken = self.promises_broken(layout)
        if broken and self.rng.random() >= CALL_DOUBT**broken:
            return False
        c = self.carding
        if c is None:
            return True
        if not c.lead_fits(layout) and self.rng.random() >= c.doubt:
            return False
        for i, sig in enumerate(c.signals):
            fits = c.holding_fits(i, layout[sig.seat], sig.card.suit)
            if not fits and self.rng.random() >= c.signal_doubt:
                return False
        return True

    def sample(self) -> Layout:
        """One layout, drawn uniformly among those that meet every constraint."""
        for _ in range(4 * MAX_TRIES):
            self._tries += 1
            layout = self._deal(points=True)
            if layout is not None and self._holdings_accept(layout):
                self._met += 1
                return layout
            if self._tries >= MAX_TRIES * (self._met + 1):
                # Fewer than one try in MAX_TRIES meets the point ranges: they are too tight
                # to hit by chance (or contradict the cards seen). Keep lengths and voids.
                self._drop_ranges()
                self.bounds = {s: _Bounds(b.lo, b.hi, -99, 99) for s, b in self.bounds.items()}
                break
        # Given up (for good, or on this one layout after a long unlucky run): no points.
        layout = self._deal()
        assert layout is not None
        return layout

    def count_upper_bound(self) -> int:
        """Deals that meet the length constraints (before points): the enumeration's size."""
        assert self._tables is not None
        return int(self._tables[-1][1][self._target])

    def enumerate(self) -> list[Layout]:
        """Every layout meeting the constraints, in a fixed order (two hidden hands only)."""
        return list(self._listed(self._listing()))

    def _listing(self) -> list[Layout]:
        """Every layout that keeps the voids and the suit lengths (two hidden hands only),
        before the points and the readings are checked.

        Goes suit-length pattern by pattern, so the work is the number of layouts that keep
        the voids and lengths, not the number of ways to split the whole pool.
        """
        if len(self.k.hidden) != 2:
            raise ValueError("layouts are listed only when two hands are hidden")
        a, b = self.k.hidden
        pool = frozenset(self.k.pool)
        out: list[Layout] = []
        for pattern in itertools.product(*(self._splits(suit) for suit in Suit)):
            if sum(split[0] for split, _ in pattern) != self.k.counts[a]:
                continue
            options = [
                list(itertools.combinations(self.by_suit[suit], split[0]))
                for suit, (split, _) in zip(Suit, pattern, strict=True)
            ]
            for parts in itertools.product(*options):
                mine = frozenset(c for part in parts for c in part)
                out.append({a: mine, b: pool - mine})
        return out

    def _listed(self, every: list[Layout]) -> Iterator[Layout]:
        """The layouts of `every`, in its order, that meet the point ranges, thinned by the
        carding's readings and the calls' promises; if the thinning keeps none, all that meet
        the points; if none meets them, every layout on the cards' facts alone.

        Lazy, so a decision that stops after a few dozen layouts checks only those."""
        thinning = self.carding is not None or bool(self._promises)
        pool_points = sum(c.rank.hcp for c in self.k.pool)
        points = any(b.min_hcp > 0 or b.max_hcp < pool_points for b in self.bounds.values())
        kept = False
        for layout in every:
            if points and not self._points_ok(layout):
                continue
            if thinning and self.rng.random() >= self._weight(layout):
                continue
            kept = True
            yield layout
        if kept:
            return
        met = [lay for lay in every if not points or self._points_ok(lay)] if thinning else []
        if met:
            yield from met
        elif self.uses_ranges:
            self._drop_ranges()
            pool_len = [len(cs) for cs in self.by_suit]
            self.bounds = {s: _facts_only(self.k, s, pool_len) for s in self.k.hidden}
            yield from self._listed(every)

    @property
    def listable(self) -> bool:
        return len(self.k.hidden) == 2 and self.count_upper_bound() <= LIST_UP_TO

    def stream(self) -> Iterator[Layout]:
        """Layouts to try: every one (in random order) when there are few enough to list,
        otherwise fresh samples without end. Listing avoids repeats late in the play."""
        if self.listable:
            every = self._listing()
            self.rng.shuffle(every)
            yield from self._listed(every)
            return
        while True:
            yield self.sample()


def _multinomial(n: int, parts: Sequence[int]) -> int:
    """Ways to deal n cards into hands of the given sizes."""
    weight = math.factorial(n)
    for x in parts:
        weight //= math.factorial(x)
    return weight


#: A layout's class: how many cards of each suit each hidden hand holds, hand by hand.
LayoutClass = tuple[tuple[int, int, int, int], ...]


def layout_class(hidden: Sequence[Seat], hands: Mapping[Seat, frozenset[Card]]) -> LayoutClass:
    """The class of a layout of the `hidden` hands: their suit lengths, which is what the
    play of most hands turns on (the honours' places come second)."""
    out = []
    for seat in hidden:
        n = [0, 0, 0, 0]
        for c in hands[seat]:
            n[c.suit] += 1
        out.append((n[0], n[1], n[2], n[3]))
    return tuple(out)


def full_hands(k: Knowledge, layout: Layout) -> dict[Seat, frozenset[Card]]:
    """The known hands with one layout of the hidden ones filled in."""
    hands = dict(k.known)
    hands.update(layout)
    return hands
