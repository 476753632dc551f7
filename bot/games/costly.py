"""The cards that gave something away, as a referee who sees every hand judges them.

One rule for every game: before each card, a solver says what one side ends the deal with if
every card from there on is the best; a card that lowers its own side's figure, or raises the
other side's, cost that much. Bridge counts tricks (double dummy), Kaiser counts points (its
exact search). The solvers belong to the games; the judging is here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.cards import Card
from bot.games.seats import Seat, Side
from bot.games.tricks import TRICK_SIZE


@dataclass(frozen=True, slots=True)
class CardCost:
    """A card that cost its side `cost` (tricks or points) against best play."""

    #: The card's place in the play: 0 is the opening lead.
    index: int
    seat: Seat
    card: Card
    cost: int

    @property
    def trick(self) -> int:
        """The trick it was played to, from 1."""
        return self.index // TRICK_SIZE + 1

    @property
    def is_opening_lead(self) -> bool:
        return self.index == 0


def card_costs(
    plays: Sequence[tuple[Seat, Card]], totals: Sequence[int], side: Side
) -> tuple[CardCost, ...]:
    """The cards of `plays` that cost their side something. `totals[i]` is what `side` ends
    the deal with after the first i cards when the rest is played best (one more figure than
    cards; figures past the last may be missing when the solver stopped early)."""
    out: list[CardCost] = []
    for i, (seat, card) in enumerate(plays[: max(0, len(totals) - 1)]):
        change = totals[i + 1] - totals[i]
        cost = -change if seat.side is side else change
        if cost > 0:
            out.append(CardCost(i, seat, card, cost))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class ClaimCost:
    """An agreed claim that left `side` `cost` short of what best play from there gave it."""

    side: Side
    cost: int


def claim_cost(best: int, agreed: int, side: Side) -> ClaimCost | None:
    """`best` is what `side` ends the deal with when every card after the claim is the best,
    `agreed` what the claim gave it. Both sides agreed to a claim, so the judgement names the
    side it shorted, whoever made it."""
    if agreed < best:
        return ClaimCost(side, best - agreed)
    if agreed > best:
        return ClaimCost(side.other, agreed - best)
    return None


def lead_cost(costs: Sequence[CardCost]) -> int:
    """What the opening lead cost (0: nothing)."""
    return next((c.cost for c in costs if c.is_opening_lead), 0)
