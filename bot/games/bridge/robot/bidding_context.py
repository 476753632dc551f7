"""The auction as the bidding rules read it: who opened, what each seat has shown, what is legal.

A `Ctx` is built for the seat about to call from public information only (the calls so far
and what the rule table said each of them meant), so the robot choosing a call and a reader
explaining a call see exactly the same context.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property

from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import Bid, Call, CallKind, Strain
from bot.games.bridge.contract import Doubling
from bot.games.bridge.robot.constraints import ANY_HAND, HandRange
from bot.games.bridge.robot.hand_eval import Need
from bot.games.bridge.scoring import Vulnerability
from bot.games.cards import Suit
from bot.games.seats import Seat, Side


class System(Enum):
    """The two bidding options of a table."""

    NATURAL = "natural"
    CONVENTIONS = "conventions"


@dataclass(frozen=True, slots=True)
class Meaning:
    """What one call meant under the system: the rule(s) behind it and what it showed."""

    rules: tuple[str, ...]
    text: str
    alert: bool
    need: Need | None
    forcing: bool = False
    tags: frozenset[str] = frozenset()
    #: The ids of the titles `text` is made of (bidding_rules.TITLE_IDS, or a natural reading's),
    #: so the front end can say it in the reader's language.
    titles: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Standing:
    """The score as it bears on the bidding (section 12): each side's part-score below the
    line, and whether a game is worth a rubber's bonus rather than a deal's. Without one (a
    single deal or a Chicago, where every deal is scored alone) no part-score counts."""

    ns_below: int = 0
    ew_below: int = 0
    rubber: bool = False

    def part_score(self, side: Side) -> int:
        return self.ns_below if side is Side.NS else self.ew_below

    @classmethod
    def below_the_line(cls, part_scores: tuple[int, int] | None) -> Standing | None:
        """A rubber's standing from its part-scores (North-South, East-West); None, for a
        deal scored alone, when there are none."""
        if part_scores is None:
            return None
        return cls(part_scores[0], part_scores[1], rubber=True)


#: Strength bounds on the point scale (see `strength_of`).
Strength = tuple[int, int]
_ANY_STRENGTH: Strength = (0, 40)


def strength_of(n: Need) -> Strength:
    """A need's bounds on the point scale the rules compare against a hand's points."""
    lo = max(n.hcp[0], n.points[0])
    # A balanced hand has at most one length point, so its HCP bound stands for its points.
    hi = n.points[1] if n.points[1] < 40 else n.hcp[1] + (0 if n.balanced else 3)
    return lo, min(hi, 40)


def game_level(strain: Strain) -> int:
    """The lowest level of `strain` that scores a game from nothing."""
    if strain is Strain.NOTRUMP:
        return 3
    return 4 if strain.is_major else 5


def _narrow(a: Strength, b: Strength) -> Strength:
    lo, hi = max(a[0], b[0]), min(a[1], b[1])
    return b if lo > hi else (lo, hi)


@dataclass
class Ctx:
    """The auction from the point of view of `seat`, who is to call next."""

    dealer: Seat
    vulnerability: Vulnerability
    system: System
    calls: tuple[Call, ...]
    meanings: tuple[Meaning | None, ...]
    standing: Standing | None = None
    _auction: Auction = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._auction = Auction(self.dealer, self.calls)

    # --- seats -----------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._auction.is_complete

    @cached_property
    def seat(self) -> Seat:
        return self._auction.seat_of(len(self.calls))

    @property
    def partner(self) -> Seat:
        return self.seat.partner

    @property
    def lho(self) -> Seat:
        return self.seat.next

    @property
    def rho(self) -> Seat:
        return self.seat.previous

    @cached_property
    def _order(self) -> tuple[Seat, Seat, Seat, Seat]:
        return self.dealer.clockwise_from()

    def seat_of(self, index: int) -> Seat:
        return self._order[index % 4]

    @property
    def we_are_vulnerable(self) -> bool:
        return self.vulnerability.is_vulnerable(self.seat.side)

    @property
    def they_are_vulnerable(self) -> bool:
        return self.vulnerability.is_vulnerable(self.seat.side.other)

    @property
    def our_part_score(self) -> int:
        return 0 if self.standing is None else self.standing.part_score(self.seat.side)

    # --- the shape of the auction -------------------------------------------------------------

    @cached_property
    def opening_index(self) -> int | None:
        for i, c in enumerate(self.calls):
            if c.is_bid:
                return i
        return None

    @cached_property
    def key(self) -> str:
        """The calls from the opening bid on, e.g. "1H P 2H P"; "" before anyone has bid."""
        i = self.opening_index
        return "" if i is None else " ".join(str(c) for c in self.calls[i:])

    @cached_property
    def opener(self) -> Seat | None:
        i = self.opening_index
        return None if i is None else self.seat_of(i)

    @property
    def opening(self) -> Bid | None:
        i = self.opening_index
        return None if i is None else self.calls[i].bid

    @property
    def we_opened(self) -> bool:
        return self.opener is not None and self.opener.side is self.seat.side

    @property
    def they_opened(self) -> bool:
        return self.opener is not None and self.opener.side is not self.seat.side

    @cached_property
    def _by_seat(self) -> dict[Seat, tuple[tuple[int, Call], ...]]:
        order = self._order
        return {
            s: tuple((i, c) for i, c in enumerate(self.calls) if order[i % 4] is s) for s in order
        }

    def calls_by(self, seat: Seat) -> tuple[tuple[int, Call], ...]:
        return self._by_seat[seat]

    def last_call_of(self, seat: Seat) -> tuple[int, Call] | None:
        mine = self.calls_by(seat)
        return mine[-1] if mine else None

    def last_meaning_of(self, seat: Seat) -> Meaning | None:
        last = self.last_call_of(seat)
        return None if last is None else self.meanings[last[0]]

    def has_tag(self, seat: Seat, tag: str) -> bool:
        """Whether `seat`'s latest call carried `tag` (e.g. "blackwood")."""
        m = self.last_meaning_of(seat)
        return m is not None and tag in m.tags

    def ever_tagged(self, seat: Seat, tag: str) -> bool:
        return any(
            (m := self.meanings[i]) is not None and tag in m.tags for i, _ in self.calls_by(seat)
        )

    def bids_by(self, seat: Seat) -> list[Bid]:
        return [c.bid for _, c in self.calls_by(seat) if c.bid is not None]

    @property
    def rho_passed(self) -> bool:
        last = self.last_call_of(self.rho)
        return last is not None and last[1].kind is CallKind.PASS

    def _only_passed(self, *seats: Seat) -> bool:
        """None of `seats` has made any call but Pass."""
        return all(c.kind is CallKind.PASS for s in seats for _, c in self.calls_by(s))

    @property
    def our_side_silent(self) -> bool:
        """Neither I nor partner has made any call but Pass."""
        return self._only_passed(self.seat, self.partner)

    @property
    def their_side_silent(self) -> bool:
        """Neither opponent has made any call but Pass."""
        return self._only_passed(self.lho, self.rho)

    @property
    def last_bid(self) -> Bid | None:
        return self._auction.last_bid

    @property
    def last_bidder(self) -> Seat | None:
        i = self._auction.last_bid_index
        return None if i is None else self.seat_of(i)

    @property
    def contract_is_ours(self) -> bool:
        b = self.last_bidder
        return b is not None and b.side is self.seat.side

    # --- legality --------------------------------------------------------------------------

    @cached_property
    def legal(self) -> frozenset[Call]:
        return frozenset(self._auction.legal_calls())

    def is_legal(self, call: Call) -> bool:
        return call in self.legal

    def cheapest(self, strain: Strain) -> Call | None:
        """The lowest legal bid in `strain`, if any."""
        last = self.last_bid
        for level in range(1, 8):
            bid = Bid(level, strain)
            if last is None or bid > last:
                return Call(CallKind.BID, bid)
        return None

    def cheapest_level(self, strain: Strain) -> int:
        c = self.cheapest(strain)
        return 8 if c is None or c.bid is None else c.bid.level

    # --- what each seat has shown ---------------------------------------------------------------

    @cached_property
    def shown(self) -> dict[Seat, HandRange]:
        ranges: dict[Seat, HandRange] = {s: ANY_HAND for s in Seat}
        for i, m in enumerate(self.meanings):
            if m is not None and m.need is not None:
                s = self.seat_of(i)
                ranges[s] = ranges[s].narrow(m.need.to_range())
        return ranges

    @cached_property
    def strength(self) -> dict[Seat, Strength]:
        bounds: dict[Seat, Strength] = {s: _ANY_STRENGTH for s in Seat}
        for i, m in enumerate(self.meanings):
            if m is not None and m.need is not None:
                s = self.seat_of(i)
                bounds[s] = _narrow(bounds[s], strength_of(m.need))
        return bounds

    def shown_len(self, seat: Seat, suit: Suit) -> int:
        return self.shown[seat].min_len[suit]

    @property
    def partner_min(self) -> int:
        return self.strength[self.partner][0]

    @property
    def partner_max(self) -> int:
        return self.strength[self.partner][1]

    def suits_shown(self, seat: Seat) -> list[Suit]:
        """Suits `seat` has shown four or more of, most recently bid first."""
        order: list[Suit] = []
        for b in reversed(self.bids_by(seat)):
            s = b.strain.suit
            if s is not None and s not in order:
                order.append(s)
        for s in Suit:
            if s not in order:
                order.append(s)
        return [s for s in order if self.shown_len(seat, s) >= 4]

    def their_suits(self) -> list[Suit]:
        return sorted(
            {s for seat in (self.lho, self.rho) for s in self.suits_shown(seat)}, reverse=True
        )

    @cached_property
    def agreed_suit(self) -> Suit | None:
        """A suit both partners have shown together eight cards of (publicly), latest first."""
        bids = self.bids_by(self.seat) + self.bids_by(self.partner)
        candidates = [
            s for s in Suit if self.shown_len(self.seat, s) + self.shown_len(self.partner, s) >= 8
        ]
        if not candidates:
            return None
        latest = {b.strain.suit: i for i, b in enumerate(bids) if b.strain.suit is not None}
        return max(candidates, key=lambda s: (latest.get(s, -1), s.is_major, s))

    @property
    def partner_last_bid(self) -> Bid | None:
        bids = self.bids_by(self.partner)
        return bids[-1] if bids else None

    @property
    def partner_forcing(self) -> bool:
        """Partner's latest call forces me to bid (and nobody has bid since to relieve me)."""
        m = self.last_meaning_of(self.partner)
        if m is None or not m.forcing:
            return False
        return self.rho_passed or self.calls[-1].kind is CallKind.REDOUBLE

    @cached_property
    def game_forced(self) -> bool:
        """Our side has forced to game (rule 10.2) and our last bid is below game, undoubled,
        with the next player silent: neither of us may pass yet."""
        if not (self.rho_passed and self.contract_is_ours and self.doubling_is_clear):
            return False
        last = self.last_bid
        if last is None or last.level >= game_level(last.strain):
            return False
        return any(
            (m := self.meanings[i]) is not None and "game_force" in m.tags
            for s in (self.seat, self.partner)
            for i, _ in self.calls_by(s)
        )

    @property
    def must_bid(self) -> bool:
        """A pass now would leave partner's forcing call, or our game force, unanswered."""
        return self.partner_forcing or self.game_forced

    def passed_hand(self, seat: Seat) -> bool:
        """`seat` passed when it could have opened the bidding."""
        first = self.calls_by(seat)[:1]
        if not first:
            return False
        index, call = first[0]
        opened = self.opening_index
        return call.kind is CallKind.PASS and (opened is None or index < opened)

    @property
    def doubling_is_clear(self) -> bool:
        """The last bid stands undoubled."""
        return self._auction.doubling is Doubling.UNDOUBLED
