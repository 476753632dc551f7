"""The exact double-dummy search of Kaiser points: every hand seen, both teams playing best.

A position is four hands as 32-bit masks (bit `8·suit + r`, where r orders the suit's eight
cards from its lowest card up), the seat to lead, the cards already in the current trick and
trump. Its value is the hand points that North–South take from here on (East–West take the
rest: the points of a hand total 10), found by alpha-beta with:

- a transposition table at the start of each trick, keyed by the hands with each suit's cards
  re-ranked among the cards still out (two positions that differ only in cards already played
  have the same value), storing lower and upper bounds;
- equivalent cards merged: cards of one hand with no card of another hand, or of the current
  trick, between them play alike, except the 5♥ and the −3 card, which carry points;
- moves ordered as a player would try them: the card found best in the same position
  before, then the leader's high cards; a follower's
  cheapest winning card, the 5♥ on a partner's winning trick, the −3 card on an opponent's;
- bounds from the points still out, and the last trick counted without a search.

`value` gives the exact points by MTD(f) (a few null-window searches); `at_least` answers
whether North–South can take a target with one null-window search.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from bot.games.cards import Card, Suit
from bot.games.kaiser.rules import FIVE_OF_HEARTS, FIVE_POINTS, THREE_POINTS, RuleConfig
from bot.games.seats import SEATS, Seat

#: For each suit's byte of live cards and a subset of it, the subset re-ranked among them.
_COMPRESS = [0] * 65536
for _live in range(256):
    _positions = [b for b in range(8) if _live >> b & 1]
    _sub = _live
    while True:
        _packed = 0
        for _i, _b in enumerate(_positions):
            if _sub >> _b & 1:
                _packed |= 1 << _i
        _COMPRESS[_live << 8 | _sub] = _packed
        if _sub == 0:
            break
        _sub = (_sub - 1) & _live

_SUIT_MASKS = (0xFF, 0xFF00, 0xFF0000, 0xFF000000)
#: Merged moves by (my cards in a suit, others' cards in it, whether its bit 0 is special).
_RUNS: dict[int, tuple[int, ...]] = {}


def _run_heads(mine: int, others: int, special: bool) -> tuple[int, ...]:
    """One card (its bit within the suit) of each run of equivalent cards, highest first."""
    key = mine << 9 | others << 1 | special
    got = _RUNS.get(key)
    if got is not None:
        return got
    heads: list[int] = []
    previous_mine = False
    for b in range(7, -1, -1):
        if mine >> b & 1:
            if not previous_mine or (special and b == 0):
                heads.append(b)
            previous_mine = True
        elif others >> b & 1:
            previous_mine = False
    result = tuple(heads)
    _RUNS[key] = result
    return result


def card_bit(card: Card, rules: RuleConfig) -> int:
    """A card's bit: 8 per suit, ordered within the suit by rank from its lowest card."""
    ranks = sorted(c.rank for c in rules.deck if c.suit is card.suit)
    return 8 * card.suit + ranks.index(card.rank)


def bit_card(bit: int, rules: RuleConfig) -> Card:
    suit = Suit(bit >> 3)
    ranks = sorted(c.rank for c in rules.deck if c.suit is suit)
    return Card(suit, ranks[bit & 7])


def hand_mask(cards: Iterable[Card], rules: RuleConfig) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << card_bit(c, rules)
    return mask


@dataclass(frozen=True, slots=True)
class Position:
    """A position to search. Seats are numbered North 0, East 1, South 2, West 3."""

    hands: tuple[int, int, int, int]
    leader: int
    #: Cards already in the current trick, as bits, in the order played from the leader.
    trick: tuple[int, ...]
    #: Trump's suit number, or -1 at no trump.
    trump: int
    plus_bit: int
    minus_bit: int

    @classmethod
    def of(
        cls,
        hands: Mapping[Seat, Iterable[Card]],
        leader: Seat,
        trick: Sequence[Card],
        trump: Suit | None,
        rules: RuleConfig,
    ) -> Position:
        return cls(
            tuple(hand_mask(hands[s], rules) for s in SEATS),  # type: ignore[arg-type]
            leader.index,
            tuple(card_bit(c, rules) for c in trick),
            -1 if trump is None else int(trump),
            card_bit(FIVE_OF_HEARTS, rules),
            card_bit(rules.minus_card, rules),
        )

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) & 3

    def legal_bits(self) -> list[int]:
        """The bits the player to move may play (follow suit if able)."""
        hand = self.hands[self.to_move]
        if self.trick:
            follow = hand & _SUIT_MASKS[self.trick[0] >> 3]
            if follow:
                hand = follow
        return [b for b in range(32) if hand >> b & 1]

    def gained(self, bit: int) -> int:
        """The points North–South take from the trick that `bit` completes (0 if it does not)."""
        if len(self.trick) < 3:
            return 0
        trick = (*self.trick, bit)
        won = (self.leader + _winner_offset(trick, self.trump)) & 3
        return trick_value(trick, self.plus_bit, self.minus_bit) if won & 1 == 0 else 0

    def after(self, bit: int) -> Position:
        """The position once the player to move has played `bit` (the trick may complete)."""
        seat = self.to_move
        hands = list(self.hands)
        hands[seat] &= ~(1 << bit)
        trick = (*self.trick, bit)
        leader = self.leader
        if len(trick) == 4:
            leader = (self.leader + _winner_offset(trick, self.trump)) & 3
            trick = ()
        return Position(
            (hands[0], hands[1], hands[2], hands[3]), leader, trick, self.trump,
            self.plus_bit, self.minus_bit,
        )  # fmt: skip


def _winner_offset(trick: Sequence[int], trump: int) -> int:
    best = 0
    for i in range(1, len(trick)):
        c, w = trick[i], trick[best]
        if c >> 3 == w >> 3:
            if c > w:
                best = i
        elif c >> 3 == trump:
            best = i
    return best


def trick_value(trick: Sequence[int], plus_bit: int, minus_bit: int) -> int:
    points = 1
    for c in trick:
        if c == plus_bit:
            points += FIVE_POINTS
        elif c == minus_bit:
            points += THREE_POINTS
    return points


class SearchTimeout(Exception):
    """The search passed its time limit; what it had stored stays true."""


class Solver:
    """Exact search with a transposition table that lasts as long as the solver.

    One solver serves positions of one deal and one trump (the table's keys assume it);
    make a new one for another deal. With a `deadline` (on `time.perf_counter`'s clock) a
    search that runs past it raises `SearchTimeout`.
    """

    __slots__ = ("_minus", "_plus", "_table", "_trump", "deadline", "nodes")

    def __init__(self, deadline: float = 0.0) -> None:
        self.deadline = deadline
        #: Bounds on the value, and the leader's best card found (tried first next time).
        self._table: dict[tuple[int, int, int, int, int], tuple[int, int, int]] = {}
        self._trump = -2
        self._plus = 0
        self._minus = 0
        self.nodes = 0

    def _bind(self, pos: Position) -> None:
        if self._trump == -2:
            self._trump, self._plus, self._minus = pos.trump, pos.plus_bit, pos.minus_bit
        elif (self._trump, self._plus, self._minus) != (pos.trump, pos.plus_bit, pos.minus_bit):
            raise ValueError("a solver serves one trump and one deck")

    # -- answers ---------------------------------------------------------------------------

    def search(self, pos: Position, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta: North–South's points from here, exact inside (alpha, beta)."""
        self._bind(pos)
        hands = list(pos.hands)
        if not pos.trick:
            return self._trick_start(hands, pos.leader, alpha, beta)
        trick = pos.trick
        win = _winner_offset(trick, pos.trump)
        points = trick_value(trick, pos.plus_bit, pos.minus_bit)
        return self._follow(
            hands, pos.leader, len(trick), trick[0] >> 3, trick[win], (pos.leader + win) & 3,
            points, alpha, beta,
        )  # fmt: skip

    def at_least(self, pos: Position, target: int) -> bool:
        """Can North–South take `target` points or more from here?"""
        return self.search(pos, target - 1, target) >= target

    def value(self, pos: Position) -> int:
        """North–South's exact points from here, by MTD(f)."""
        lo, hi = -20, 20
        guess = 5
        while lo < hi:
            beta = guess + 1 if guess == lo else guess
            guess = self.search(pos, beta - 1, beta)
            if guess < beta:
                hi = guess
            else:
                lo = guess
        return guess

    def move_values(self, pos: Position) -> dict[int, int]:
        """North–South's exact points from `pos` (the trick in progress included) after each
        legal move of the player to move."""
        out = {}
        for bit in pos.legal_bits():
            after = pos.after(bit)
            out[bit] = self.value(after) + pos.gained(bit)
        return out

    # -- the search --------------------------------------------------------------------------

    def _trick_start(self, hands: list[int], leader: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.nodes & 1023 == 0 and self.deadline and time.perf_counter() > self.deadline:
            raise SearchTimeout
        h0, h1, h2, h3 = hands
        live = h0 | h1 | h2 | h3
        if live == 0:
            return 0
        left = (h0 & 0xFFFFFFFF).bit_count()
        plus, minus = self._plus, self._minus
        plus_live = live >> plus & 1
        minus_live = live >> minus & 1
        if left == 1:
            trick = [hands[(leader + i) & 3].bit_length() - 1 for i in range(4)]
            won = _winner_offset(trick, self._trump)
            points = 1 + FIVE_POINTS * plus_live + THREE_POINTS * minus_live
            return points if (leader + won) & 1 == 0 else 0
        hi = left + FIVE_POINTS * plus_live
        lo = THREE_POINTS * minus_live + (1 if minus_live else 0)
        if hi <= alpha:
            return hi
        if lo >= beta:
            return lo
        key = self._key(hands, leader, live, plus_live, minus_live)
        bounds = self._table.get(key)
        hint = -1
        if bounds is not None:
            lower, upper, hint = bounds
            if lower >= beta:
                return lower
            if upper <= alpha:
                return upper
            if lower == upper:
                return lower
            lo = max(lo, lower)
            hi = min(hi, upper)
        if lo == hi:
            return lo
        if lo > alpha:
            alpha = lo
        if hi < beta:
            beta = hi
        a0, b0 = alpha, beta
        maximise = leader & 1 == 0
        best = -100 if maximise else 100
        mine = hands[leader]
        order = self._lead_order(mine, live, plus, minus)
        if hint in order:
            order.remove(hint)
            order.insert(0, hint)
        best_move = -1
        for bit in order:
            hands[leader] = mine & ~(1 << bit)
            v = self._follow(
                hands, leader, 1, bit >> 3, bit, leader,
                1 + (FIVE_POINTS if bit == plus else THREE_POINTS if bit == minus else 0),
                alpha, beta,
            )  # fmt: skip
            if v > best if maximise else v < best:
                best_move = bit
            if maximise:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        hands[leader] = mine
        lower, upper = (bounds[0], bounds[1]) if bounds is not None else (-100, 100)
        if best <= a0:
            upper = min(upper, best)
        elif best >= b0:
            lower = max(lower, best)
        else:
            lower = upper = best
        self._table[key] = (lower, upper, best_move)
        return best

    def _key(
        self, hands: list[int], leader: int, live: int, plus_live: int, minus_live: int
    ) -> tuple[int, int, int, int, int]:
        l0, l1, l2, l3 = live & 0xFF, live >> 8 & 0xFF, live >> 16 & 0xFF, live >> 24
        comp = _COMPRESS
        out = []
        for h in hands:
            out.append(
                comp[l0 << 8 | (h & 0xFF)]
                | comp[l1 << 8 | (h >> 8 & 0xFF)] << 8
                | comp[l2 << 8 | (h >> 16 & 0xFF)] << 16
                | comp[l3 << 8 | (h >> 24)] << 24
            )
        return out[0], out[1], out[2], out[3], leader << 2 | plus_live << 1 | minus_live

    def _lead_order(self, mine: int, live: int, plus: int, minus: int) -> list[int]:
        """The leader's merged cards: top cards of each suit first, then the rest high to
        low, the 5♥ and the −3 card last."""
        tops: list[int] = []
        rest: list[int] = []
        for suit in range(4):
            base = suit * 8
            m = mine >> base & 0xFF
            if not m:
                continue
            others = (live & ~mine) >> base & 0xFF
            special = base == plus & ~7 or base == minus & ~7
            for i, b in enumerate(_run_heads(m, others, special)):
                bit = base + b
                if bit in (plus, minus):
                    continue
                (tops if i == 0 and (others >> b) == 0 else rest).append(bit)
        rest.sort(reverse=True)
        order = tops + rest
        for bit in (plus, minus):
            if mine >> bit & 1:
                order.append(bit)
        return order

    def _follow(
        self,
        hands: list[int],
        leader: int,
        n: int,
        led: int,
        win_bit: int,
        win_seat: int,
        points: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The player `n` seats after the leader plays to the trick so far."""
        seat = (leader + n) & 3
        mine = hands[seat]
        trump = self._trump
        plus, minus = self._plus, self._minus
        follow = mine & _SUIT_MASKS[led]
        legal = follow or mine
        live = hands[0] | hands[1] | hands[2] | hands[3]
        partner_winning = (win_seat ^ seat) & 1 == 0
        win_suit = win_bit >> 3
        # Others' cards include those in the trick: a card between two of mine that is on
        # the table splits them (one beats it, the other does not).
        beats: list[int] = []
        loses: list[int] = []
        for suit in range(4):
            base = suit * 8
            m = legal >> base & 0xFF
            if not m:
                continue
            others = (live & ~mine) >> base & 0xFF
            if suit == win_suit:
                others |= 1 << (win_bit & 7)
            special = base == plus & ~7 or base == minus & ~7
            for b in _run_heads(m, others, special):
                bit = base + b
                wins = bit > win_bit if suit == win_suit else suit == trump
                (beats if wins else loses).append(bit)
        # A partner winning: keep low or throw the 5♥ on it; an opponent winning: win as
        # cheaply as possible, or throw the −3 card and the lowest cards.
        beats.reverse()
        loses.reverse()
        order: list[int]
        if partner_winning:
            order = ([plus] if plus in loses else []) + [b for b in loses if b != plus] + beats
        else:
            order = beats + ([minus] if minus in loses else []) + [b for b in loses if b != minus]
        maximise = seat & 1 == 0
        best = -100 if maximise else 100
        last = n == 3
        for bit in order:
            takes = bit > win_bit if bit >> 3 == win_bit >> 3 else bit >> 3 == trump
            p = points + (FIVE_POINTS if bit == plus else THREE_POINTS if bit == minus else 0)
            w_seat = seat if takes else win_seat
            hands[seat] = mine & ~(1 << bit)
            if last:
                gained = p if w_seat & 1 == 0 else 0
                v = gained + self._trick_start(hands, w_seat, alpha - gained, beta - gained)
            else:
                v = self._follow(
                    hands, leader, n + 1, led, bit if takes else win_bit, w_seat, p, alpha, beta
                )
            if maximise:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        hands[seat] = mine
        return best


try:
    from bot.games.kaiser.robot import _search as _compiled
except ImportError:  # no C compiler where the package was installed
    _compiled = None  # type: ignore[assignment]

#: Whether the compiled search was built; when it was not, the answers below come from the
#: pure-Python `Solver`, with the same values.
COMPILED = _compiled is not None


def _args(pos: Position) -> tuple[tuple[int, ...], int, tuple[int, ...], int, int, int]:
    return pos.hands, pos.leader, pos.trick, pos.trump, pos.plus_bit, pos.minus_bit


def _deadline(time_limit: float) -> float:
    return time.perf_counter() + time_limit if time_limit > 0 else 0.0


def exact_value(pos: Position, compiled: bool = COMPILED, time_limit: float = 0.0) -> int | None:
    """North–South's exact points from `pos`, or None if the search passed `time_limit`
    seconds (0: no limit)."""
    if compiled:
        assert _compiled is not None
        return _compiled.value(*_args(pos), time_limit)
    try:
        return Solver(_deadline(time_limit)).value(pos)
    except SearchTimeout:
        return None


def move_values(
    pos: Position, compiled: bool = COMPILED, time_limit: float = 0.0
) -> dict[int, int] | None:
    """North–South's exact points from `pos` after each legal move of the player to move
    (None: out of time)."""
    if compiled:
        assert _compiled is not None
        return _compiled.move_values(*_args(pos), time_limit)
    try:
        return Solver(_deadline(time_limit)).move_values(pos)
    except SearchTimeout:
        return None
