"""The play of a hand: eight tricks, trump named by the bidder, and the points each trick holds.

Turns, following suit and who wins a trick are the shared trick engine (`bot.games.tricks`);
what is Kaiser's own is the count: each trick is worth 1, the 5♥ adds 5 to it and the −3 card
takes 3.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.games.cards import Card, Suit
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.rules import TRICKS, RuleConfig
from bot.games.seats import Seat, Side
from bot.games.tricks import TrickPlay


@dataclass(frozen=True, slots=True)
class Contract:
    """Who has the bid, the bid, and trump (None at no trump)."""

    bidder: Seat
    bid: Bid
    trump: Suit | None

    @property
    def side(self) -> Side:
        return self.bidder.side

    @property
    def spoken(self) -> str:
        """The contract as it is said at the table: "eight in hearts", "eight no trump"."""
        if self.trump is None:
            return self.bid.spoken
        return f"{self.bid.spoken} in {self.trump.name.lower()}"

    def __str__(self) -> str:
        if self.bid.no_trump:
            return f"{self.bid} by {self.bidder.title}"
        assert self.trump is not None
        return f"{self.bid.number}{self.trump.symbol} by {self.bidder.title}"


def trick_points(cards: Iterable[Card], rules: RuleConfig) -> int:
    """A trick's worth: 1, plus 5 with the 5♥ in it, less 3 with the −3 card."""
    return 1 + sum(rules.card_points(c) for c in cards)


class Play(TrickPlay):
    """The card play of a contract. Holds the cards left; mutable, `copy()` for a what-if."""

    __slots__ = ("contract", "rules")

    deal_tricks = TRICKS
    all_played = "refuse-eight-tricks-played"

    def __init__(
        self, contract: Contract, hands: Mapping[Seat, frozenset[Card]], rules: RuleConfig
    ) -> None:
        super().__init__(hands, contract.bidder, contract.trump)
        self.contract = contract
        self.rules = rules

    def copy(self) -> Play:
        new = TrickPlay.copy(self)  # named, not super(): super() would add a sixth to a copy
        new.contract = self.contract
        new.rules = self.rules
        return new

    def points(self, side: Side) -> int:
        """The hand points `side` has taken in the tricks completed so far."""
        return sum(
            trick_points(t.cards, self.rules)
            for t in self.completed_tricks
            if self.winner(t).side is side
        )

    def taker(self, card: Card) -> Side | None:
        """The team whose completed trick holds `card`, if it has fallen in one."""
        for t in self.completed_tricks:
            if card in t.cards:
                return self.winner(t).side
        return None
