"""The cards of a bridge play that cost a trick double dummy: the solver's figures before each
card, judged by the one rule of bot.games.costly. The record of a finished deal and the card
play benchmark both ask here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.bridge.robot.solver import Position, Solver
from bot.games.bridge.views import HandRecord
from bot.games.cards import Card
from bot.games.costly import CardCost, ClaimCost, card_costs, claim_cost
from bot.games.seats import SEATS, Seat
from bot.games.tricks import cards_played


@dataclass(frozen=True, slots=True)
class PlayReview:
    """A play judged double dummy."""

    #: The tricks the side not on lead at the start takes with best play from there on,
    #: before any card and after each card (declarer's side, from the opening lead).
    totals: tuple[int, ...]
    costs: tuple[CardCost, ...]


def review_play(start: Position, plays: Sequence[tuple[Seat, Card]], solver: Solver) -> PlayReview:
    """Every card of `plays` (played from `start`) that cost its side a trick, and by how many.
    Blocks on the solver: call it off the event loop."""
    totals = tuple(solver.analyse_play(start, [card for _, card in plays]))
    return PlayReview(totals, card_costs(plays, totals, start.leader.next.side))


@dataclass(frozen=True, slots=True)
class RecordReview:
    """A finished deal judged double dummy: its costly cards, and what an agreed claim gave
    away."""

    costs: tuple[CardCost, ...]
    claim: ClaimCost | None = None


def review_record(record: HandRecord, solver: Solver) -> RecordReview:
    """The costly cards of a finished deal's play, and the claim that ended it judged against
    best play from the claim on (nothing when it was passed out). Blocks on the solver."""
    contract = record.contract
    plays = cards_played(record.tricks)
    if contract is None or not (plays or record.claimed):
        return RecordReview(())
    hands = {s: frozenset(record.hands[s]) for s in SEATS}
    start = Position(hands, contract.strain.suit, contract.opening_leader)
    review = review_play(start, plays, solver)
    claim = None
    if record.claimed and record.declarer_tricks is not None and len(review.totals) > len(plays):
        claim = claim_cost(review.totals[len(plays)], record.declarer_tricks,
                           contract.declarer.side)  # fmt: skip
    return RecordReview(review.costs, claim)


def record_costs(record: HandRecord, solver: Solver) -> tuple[CardCost, ...]:
    """The costly cards of a finished deal's play (none when it was passed out)."""
    return review_record(record, solver).costs
