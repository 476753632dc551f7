"""The auction: whose turn, which calls are legal, when it ends, and the contract it reaches."""

from __future__ import annotations

from collections.abc import Iterable

from bot.games.bridge.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, CallKind
from bot.games.bridge.contract import Contract, Doubling
from bot.games.errors import IllegalCall, NotYourTurn, WrongPhase
from bot.games.seats import Seat


class Auction:
    """The calls of one deal, from the dealer on. Mutable; `copy()` for a what-if."""

    __slots__ = ("_calls", "dealer")

    def __init__(self, dealer: Seat, calls: Iterable[Call] = ()) -> None:
        self.dealer = dealer
        self._calls: list[Call] = []
        for call in calls:
            self.call(call)

    def copy(self) -> Auction:
        new = Auction(self.dealer)
        new._calls = list(self._calls)
        return new

    @property
    def calls(self) -> tuple[Call, ...]:
        return tuple(self._calls)

    def __len__(self) -> int:
        return len(self._calls)

    def seat_of(self, index: int) -> Seat:
        """The seat that made (or makes) call number `index` (0 = the dealer's first)."""
        return self.dealer.clockwise_from()[index % 4]

    def history(self) -> list[tuple[Seat, Call]]:
        return [(self.seat_of(i), c) for i, c in enumerate(self._calls)]

    @property
    def turn(self) -> Seat | None:
        """Who calls next, or None once the auction is over."""
        return None if self.is_complete else self.seat_of(len(self._calls))

    @property
    def is_complete(self) -> bool:
        n = len(self._calls)
        if n >= 4 and all(c.kind is CallKind.PASS for c in self._calls):
            return True
        return (
            n >= 4
            and self.last_bid_index is not None
            and all(c.kind is CallKind.PASS for c in self._calls[-3:])
            and self.last_bid_index < n - 3
        )

    @property
    def is_passed_out(self) -> bool:
        return len(self._calls) == 4 and all(c.kind is CallKind.PASS for c in self._calls)

    @property
    def last_bid_index(self) -> int | None:
        for i in range(len(self._calls) - 1, -1, -1):
            if self._calls[i].is_bid:
                return i
        return None

    @property
    def last_bid(self) -> Bid | None:
        i = self.last_bid_index
        return None if i is None else self._calls[i].bid

    @property
    def doubling(self) -> Doubling:
        """The doubling of the last bid: a new bid clears any double."""
        state = Doubling.UNDOUBLED
        for call in self._calls:
            if call.is_bid:
                state = Doubling.UNDOUBLED
            elif call.kind is CallKind.DOUBLE:
                state = Doubling.DOUBLED
            elif call.kind is CallKind.REDOUBLE:
                state = Doubling.REDOUBLED
        return state

    def legal_calls(self) -> list[Call]:
        """Every call the player whose turn it is may make, Pass first, then X/XX, then bids."""
        seat = self.turn
        if seat is None:
            return []
        calls = [PASS]
        i = self.last_bid_index
        if i is not None:
            bidder_side = self.seat_of(i).side
            doubling = self.doubling
            if doubling is Doubling.UNDOUBLED and bidder_side is not seat.side:
                calls.append(DOUBLE)
            if doubling is Doubling.DOUBLED and bidder_side is seat.side:
                calls.append(REDOUBLE)
        last = self.last_bid
        start = 0 if last is None else last.rank + 1
        calls.extend(Call(CallKind.BID, b) for b in ALL_BIDS[start:])
        return calls

    def check(self, call: Call, seat: Seat | None = None) -> None:
        """Raise a typed error if `call` (by `seat`, when given) is not legal now."""
        turn = self.turn
        if turn is None:
            raise WrongPhase(key="refuse-auction-over")
        if seat is not None and seat is not turn:
            raise NotYourTurn(key="refuse-turn-to-call", seat=turn.value)
        if call.is_bid:
            assert call.bid is not None
            last = self.last_bid
            if last is not None and call.bid <= last:
                raise IllegalCall(
                    key="refuse-not-higher", call=call.pretty, last=last.pretty,
                )  # fmt: skip
            return
        if call.kind is CallKind.PASS:
            return
        i = self.last_bid_index
        if i is None:
            if call == DOUBLE:
                raise IllegalCall(key="refuse-nothing-to-double")
            raise IllegalCall(key="refuse-nothing-to-redouble")
        bidder_side = self.seat_of(i).side
        doubling = self.doubling
        if call.kind is CallKind.DOUBLE:
            if bidder_side is turn.side:
                raise IllegalCall(key="refuse-double-opponents")
            if doubling is not Doubling.UNDOUBLED:
                raise IllegalCall(key="refuse-already-doubled")
        else:
            if bidder_side is not turn.side:
                raise IllegalCall(key="refuse-redouble-own")
            if doubling is Doubling.UNDOUBLED:
                raise IllegalCall(
                    key="refuse-redouble-doubled",
                )
            if doubling is Doubling.REDOUBLED:
                raise IllegalCall(key="refuse-already-redoubled")

    def call(self, call: Call, seat: Seat | None = None) -> None:
        """Make `call`; raises and changes nothing if it is not legal."""
        self.check(call, seat)
        self._calls.append(call)

    def contract(self) -> Contract | None:
        """The final contract once the auction is complete (None if passed out or unfinished)."""
        if not self.is_complete or self.is_passed_out:
            return None
        i = self.last_bid_index
        assert i is not None
        bid = self._calls[i].bid
        assert bid is not None
        side = self.seat_of(i).side
        declarer = next(
            self.seat_of(j)
            for j, c in enumerate(self._calls)
            if c.bid is not None and c.bid.strain is bid.strain and self.seat_of(j).side is side
        )
        return Contract(bid.level, bid.strain, self.doubling, declarer)

    def __str__(self) -> str:
        return " ".join(str(c) for c in self._calls)
