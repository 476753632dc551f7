"""The cards of a finished Kaiser hand that cost their team points: the exact search's figure
before each card, judged by the one rule of bot.games.costly. The record of a hand asks here."""

from __future__ import annotations

from bot.games.costly import CardCost, card_costs
from bot.games.kaiser.robot.search import Position, card_bit, exact_value
from bot.games.kaiser.views import HandRecord
from bot.games.seats import SEATS, Side
from bot.games.tricks import cards_played


def record_costs(record: HandRecord) -> tuple[CardCost, ...]:
    """Every card of the hand that cost its team points against best play by every seat, all
    hands seen, and how many. Takes about a second: call it off the event loop."""
    plays = cards_played(record.tricks)
    if not plays:
        return ()
    rules = record.rules
    pos = Position.of(
        {s: record.hands[s] for s in SEATS}, record.tricks[0].leader, (), record.contract.trump,
        rules,
    )  # fmt: skip
    # North–South's points at best play from each card on, with what they have taken so far.
    totals: list[int] = []
    taken = 0
    for _, card in plays:
        value = exact_value(pos)
        assert value is not None  # no time limit was set
        totals.append(taken + value)
        bit = card_bit(card, rules)
        taken += pos.gained(bit)
        pos = pos.after(bit)
    totals.append(taken + (exact_value(pos) or 0 if any(pos.hands) else 0))
    return card_costs(plays, totals, Side.NS)
