"""The auction: once round the table from the dealer's left, the dealer last.

Each player passes or bids once. A player other than the dealer must bid higher than the high
bid; the dealer may also take it by equalling it (where the rules allow) and must bid when the
other three have passed. The high bidder when the dealer has acted has the bid.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.games.errors import IllegalCall, NotYourTurn, WrongPhase
from bot.games.kaiser.bids import Bid, all_bids
from bot.games.kaiser.rules import DEFAULT_RULES, RuleConfig
from bot.games.seats import Seat

#: A pass is written as None among the calls.
Call = Bid | None


class Auction:
    """The calls of one hand. Mutable; `copy()` for a what-if."""

    __slots__ = ("_calls", "dealer", "rules")

    def __init__(
        self, dealer: Seat, rules: RuleConfig = DEFAULT_RULES, calls: Iterable[Call] = ()
    ) -> None:
        self.dealer = dealer
        self.rules = rules
        self._calls: list[Call] = []
        for call in calls:
            self.call(call)

    def copy(self) -> Auction:
        new = Auction(self.dealer, self.rules)
        new._calls = list(self._calls)
        return new

    @property
    def calls(self) -> tuple[Call, ...]:
        return tuple(self._calls)

    def seat_of(self, index: int) -> Seat:
        """The seat of call `index`: 0 is the dealer's left, 3 the dealer."""
        return self.dealer.next.clockwise_from()[index]

    def history(self) -> list[tuple[Seat, Call]]:
        return [(self.seat_of(i), c) for i, c in enumerate(self._calls)]

    @property
    def is_complete(self) -> bool:
        return len(self._calls) == 4

    @property
    def turn(self) -> Seat | None:
        return None if self.is_complete else self.seat_of(len(self._calls))

    @property
    def high(self) -> tuple[Seat, Bid] | None:
        """The high bid so far and who made it (a dealer who equals takes it)."""
        best: tuple[Seat, Bid] | None = None
        for seat, call in self.history():
            if call is not None and (best is None or call >= best[1]):
                best = (seat, call)
        return best

    def _dealer_to_call(self) -> bool:
        return len(self._calls) == 3

    def may_pass(self) -> bool:
        """Anyone may pass except a dealer whom the other three have passed to."""
        if self.is_complete:
            return False
        return not (self._dealer_to_call() and self.high is None)

    def legal_bids(self) -> list[Bid]:
        if self.is_complete:
            return []
        high = self.high
        if high is None:
            return list(all_bids(self.rules))
        equal = self._dealer_to_call() and self.rules.dealer_may_equal
        return [b for b in all_bids(self.rules) if b > high[1] or (equal and b == high[1])]

    def check(self, call: Call, seat: Seat | None = None) -> None:
        turn = self.turn
        if turn is None:
            raise WrongPhase(key="refuse-auction-over")
        if seat is not None and seat is not turn:
            raise NotYourTurn(key="refuse-turn-to-bid", seat=turn.value)
        if call is None:
            if not self.may_pass():
                raise IllegalCall(key="refuse-dealer-must-bid")
            return
        if call.number < self.rules.min_bid:
            raise IllegalCall(
                key="refuse-lowest-bid", bid=self.rules.min_bid,
            )  # fmt: skip
        if call not in self.legal_bids():
            high = self.high
            assert high is not None
            if self._dealer_to_call() and self.rules.dealer_may_equal:
                raise IllegalCall(
                    key="refuse-dealer-at-least", bid=str(high[1]),
                )  # fmt: skip
            raise IllegalCall(key="refuse-bid-higher", bid=str(high[1]))

    def call(self, call: Call, seat: Seat | None = None) -> None:
        """Pass (None) or bid for the seat to act; raises and changes nothing if not legal."""
        self.check(call, seat)
        self._calls.append(call)
