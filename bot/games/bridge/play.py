"""The play of the cards: thirteen tricks, the opening lead from declarer's left, and the
tricks each side takes. Turns, following suit and who wins a trick are the shared trick engine
(`bot.games.tricks`)."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.bridge.contract import Contract
from bot.games.cards import Card
from bot.games.seats import Seat
from bot.games.tricks import TrickPlay

#: A bridge deal is thirteen tricks: every player's whole hand.
TRICKS = 13


class Play(TrickPlay):
    """The card play of a contract. Holds the remaining hands; mutable, `copy()` for a what-if."""

    __slots__ = ("contract",)

    deal_tricks = TRICKS
    all_played = "refuse-thirteen-tricks-played"

    def __init__(self, contract: Contract, hands: Mapping[Seat, frozenset[Card]]) -> None:
        super().__init__(hands, contract.opening_leader, contract.strain.suit)
        self.contract = contract

    def copy(self) -> Play:
        new = TrickPlay.copy(self)  # named, not super(): super() would add a sixth to a copy
        new.contract = self.contract
        return new

    @property
    def opening_lead_made(self) -> bool:
        return self.cards_played > 0

    @property
    def declarer_tricks(self) -> int:
        return self.tricks_won(self.contract.declarer.side)

    @property
    def defender_tricks(self) -> int:
        return self.tricks_won(self.contract.declarer.side.other)
