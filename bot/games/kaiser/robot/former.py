"""The expert's bidding as it stood before bidding by value, kept unchanged so that the bench
(bench/kaiser.py) can play the expert against it. Never offered at a table.

It bids the lowest bid it may when its hand, by a linear estimate, is worth it less a margin;
the dealer equals a bid its hand nearly supports; a frozen team bids a point more freely, a
team facing opponents who would win by making their bid contests a point past its value, and
near minus the target it bids a point more cautiously.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from bot.games.cards import Card, Rank, Suit, suit_lengths
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.robot.evaluate import runs_at_no_trump
from bot.games.kaiser.rules import FIVE_OF_HEARTS, TOP_BID, RuleConfig
from bot.games.kaiser.views import SeatView

ACE_OF_HEARTS = Card(Suit.HEARTS, Rank.ACE)


def _common(held: frozenset[Card], rules: RuleConfig) -> float:
    return (
        0.75 * (FIVE_OF_HEARTS in held)
        + 1.3 * (rules.minus_card in held)
        + 0.9 * (ACE_OF_HEARTS in held)
        - 0.45 * (Card(rules.minus_card.suit, Rank.ACE) in held)
    )


def suit_estimate(cards: Iterable[Card], trump: Suit, rules: RuleConfig) -> float:
    """The team's expected points with `trump` as trump and this hand on lead."""
    held = frozenset(cards)
    lengths = suit_lengths(held)
    ranks = {c.rank for c in held if c.suit is trump}
    side = [s for s in Suit if s is not trump]
    side_aces = sum(Card(s, Rank.ACE) in held for s in side)
    side_kings = sum(Card(s, Rank.KING) in held for s in side)
    voids = sum(lengths[s] == 0 for s in side)
    singletons = sum(lengths[s] == 1 for s in side)
    return (
        1.4 + 0.75 * lengths[trump]
        + 1.5 * (Rank.ACE in ranks) + 0.7 * (Rank.KING in ranks) + 0.25 * (Rank.QUEEN in ranks)
        + 1.1 * side_aces + 0.3 * side_kings + 1.1 * voids + 0.25 * singletons
        + _common(held, rules)
    )  # fmt: skip


def no_trump_estimate(cards: Iterable[Card], rules: RuleConfig) -> float:
    """The team's expected points at no trump with this hand on lead."""
    held = frozenset(cards)
    lengths = suit_lengths(held)
    count = {r: sum(c.rank is r for c in held) for r in (Rank.ACE, Rank.KING, Rank.QUEEN)}
    return (
        1.6 + 1.5 * count[Rank.ACE] + 0.5 * count[Rank.KING] + 0.2 * count[Rank.QUEEN]
        + 0.4 * max(lengths.values())
        + 0.8 * (FIVE_OF_HEARTS in held) + 1.0 * (rules.minus_card in held)
        + 1.3 * (ACE_OF_HEARTS in held) + 0.5 * (Card(Suit.HEARTS, Rank.KING) in held)
    )  # fmt: skip


def best_trump(cards: Iterable[Card], rules: RuleConfig) -> tuple[Suit, float]:
    """The suit this hand would name trump, and its estimate (ties: the longer suit)."""
    held = frozenset(cards)
    lengths = suit_lengths(held)
    suit = max(Suit, key=lambda s: (suit_estimate(held, s, rules), lengths[s], s))
    return suit, suit_estimate(held, suit, rules)


#: How far below its estimate a robot bids (the estimate's error is about 3 points).
SUIT_MARGIN = 0.0
NO_TRUMP_MARGIN = 0.5
#: The dealer equals a bid up to this much above its estimate.
EQUAL_SLACK = 0.5
#: Overbid a partner's bid only with a hand worth this much more.
OVER_PARTNER = 2.0


def _within(estimate: float, margin: float) -> int:
    return min(TOP_BID, math.floor(estimate - margin))


def choose_bid(view: SeatView, score_aware: bool = True) -> Bid | None:
    """A bid from `view.legal_bids`, or None to pass (never when passing is not allowed)."""
    rules = view.public.rules
    legal = view.legal_bids
    _, suit_value = best_trump(view.hand, rules)
    nt_value = no_trump_estimate(view.hand, rules)
    me = view.seat.side
    scores = view.public.scores
    shift = 0.0
    if score_aware:
        if rules.freeze is not None and scores[me] >= rules.freeze:
            shift += 1.0
        if scores[me] <= -rules.target + 12:
            shift -= 1.0
    high = view.public.high
    if score_aware and high is not None and high[0].side is not me:
        bid = high[1]
        frozen_out = rules.freeze is not None and scores[me.other] >= rules.freeze
        if frozen_out or scores[me.other] + bid.number * bid.multiplier >= rules.target:
            shift += 1.0
    best_suit = _within(suit_value + shift, SUIT_MARGIN)
    best_nt = _within(nt_value + shift, NO_TRUMP_MARGIN)
    prefer_nt = (
        runs_at_no_trump(view.hand)
        and nt_value >= suit_value
        and any(b.no_trump and b.number <= best_nt for b in legal)
    )
    cap = best_nt if prefer_nt else best_suit
    affordable = [b for b in legal if b.no_trump == prefer_nt and b.number <= cap]
    dealer = view.public.dealer is view.seat
    if dealer and high is not None:
        equal = next((b for b in legal if b == high[1]), None)
        if equal is not None and high[0].side is not me:
            value = nt_value if equal.no_trump else suit_value
            if value + shift + EQUAL_SLACK >= equal.number and (
                not equal.no_trump or runs_at_no_trump(view.hand)
            ):
                return equal
    if high is not None and high[0].side is me:
        partner_value = high[1].number
        affordable = [
            b for b in affordable
            if (nt_value if b.no_trump else suit_value) + shift >= partner_value + OVER_PARTNER
        ]  # fmt: skip
    if affordable:
        return min(affordable)
    if view.may_pass:
        return None
    # The dealer must bid: the lowest bid, at no trump if the hand is better there.
    lowest = [b for b in legal if b.number == legal[0].number]
    nt = next((b for b in lowest if b.no_trump), None)
    if nt is not None and runs_at_no_trump(view.hand) and nt_value > suit_value:
        return nt
    return lowest[0]
