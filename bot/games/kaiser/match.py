"""A game of Kaiser: hands dealt in turn until a team reaches the target or sinks below it.

The first dealer is drawn with the secure RNG (or a seeded one for tests) when the game is
made; the deal then moves one seat clockwise after every hand. The game keeps only what it is
given: recording the same finished hands again rebuilds it, so the table's event log is its
only storage.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from bot.games.cards import Shuffler
from bot.games.kaiser.rules import DEFAULT_RULES, RuleConfig
from bot.games.kaiser.scoring import HandScore
from bot.games.kaiser.state import Deal, DealState
from bot.games.kaiser.views import settled
from bot.games.seats import SEATS, Seat, Side


class SeatChooser(Protocol):
    """What drawing the first dealer needs: `random.Random` and `secrets.SystemRandom` fit."""

    def choice(self, seq: Sequence[Seat]) -> Seat: ...


@dataclass(frozen=True, slots=True)
class HandResult:
    """One finished hand as the game records it."""

    number: int
    dealer: Seat
    bidder: Seat
    score: HandScore


@dataclass
class KaiserMatch:
    """The running score of one game to the target."""

    first_dealer: Seat
    rules: RuleConfig = DEFAULT_RULES
    results: list[HandResult] = field(default_factory=list)

    @classmethod
    def new(cls, rules: RuleConfig = DEFAULT_RULES, rng: SeatChooser | None = None) -> KaiserMatch:
        """A new game whose first dealer is drawn at random (securely unless `rng` is given)."""
        chooser: SeatChooser = rng if rng is not None else secrets.SystemRandom()
        return cls(chooser.choice(SEATS), rules)

    @property
    def standing(self) -> Mapping[Side, int]:
        """Each team's score now."""
        if not self.results:
            return dict.fromkeys(Side, 0)
        return dict(self.results[-1].score.after)

    @property
    def winner(self) -> Side | None:
        return self.results[-1].score.winner if self.results else None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def next_number(self) -> int:
        return len(self.results) + 1

    @property
    def next_dealer(self) -> Seat:
        return SEATS[(self.first_dealer.index + len(self.results)) % 4]

    def next_deal(self, rng: Shuffler | None = None) -> Deal:
        """Deal the next hand with `rng` (the secure source by default)."""
        if self.is_over:
            raise ValueError("the game is over")
        return Deal.deal(self.next_number, self.next_dealer, self.rules, rng)

    def start(self, deal: Deal) -> DealState:
        return DealState(deal, self.rules)

    def record(self, state: DealState) -> HandResult:
        """Score a finished hand into the game; refuses a hand out of turn or unfinished."""
        if self.is_over:
            raise ValueError("the game is over")
        if not state.is_finished:
            raise ValueError("only a finished hand can be recorded")
        if state.deal.number != self.next_number or state.deal.dealer is not self.next_dealer:
            raise ValueError("this is not the game's next hand")
        if state.rules != self.rules:
            raise ValueError("the hand was played by other rules")
        contract = state.contract
        score = settled(state, self.standing)
        assert contract is not None and score is not None
        result = HandResult(state.deal.number, state.deal.dealer, contract.bidder, score)
        self.results.append(result)
        return result
