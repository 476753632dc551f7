"""Scoring a hand into the game: made or went down, no trump doubled, the freeze, and 52.

The bidding team adds its points when they reach the bid and loses the bid otherwise, both
doubled at no trump. The other team adds its points, except that a team frozen at the freeze
score gains nothing and keeps only a loss. The bidding team is settled first: if it reaches the
target it wins, if it sinks to minus the target it loses, and only then is the other team
settled the same way.

`settle_hand` is the entry point for checking scores from outside, with the product's rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.games.kaiser.bids import Bid
from bot.games.kaiser.rules import DEFAULT_RULES, POINTS_PER_HAND, TOP_BID, RuleConfig
from bot.games.seats import Side

#: The least and most one team's hand points can be: one trick with the −3 card in it, and
#: seven tricks with the 5♥ while the other team's one trick holds the −3 card.
LEAST_POINTS = -2
MOST_POINTS = TOP_BID


@dataclass(frozen=True, slots=True)
class HandScore:
    """How one hand changed the game score."""

    bidders: Side
    bid: Bid
    #: The hand points each team took (they total 10).
    points: Mapping[Side, int]
    made: bool
    #: The other team could not gain: it was at the freeze or above when the hand began.
    frozen: bool
    before: Mapping[Side, int]
    change: Mapping[Side, int]
    after: Mapping[Side, int]
    #: The team that won the game on this hand, if one did.
    winner: Side | None

    @property
    def others(self) -> Side:
        return self.bidders.other


def settle(
    bid: Bid,
    bidders: Side,
    bidders_points: int,
    before: Mapping[Side, int],
    rules: RuleConfig = DEFAULT_RULES,
) -> HandScore:
    """Score a hand in which `bidders` held `bid` and took `bidders_points`."""
    if not LEAST_POINTS <= bidders_points <= MOST_POINTS:
        raise ValueError(f"a team's hand points lie from {LEAST_POINTS} to {MOST_POINTS}")
    if not rules.min_bid <= bid.number <= TOP_BID:
        raise ValueError(f"a bid is from {rules.min_bid} to {TOP_BID}")
    others = bidders.other
    others_points = POINTS_PER_HAND - bidders_points
    made = bidders_points >= bid.number
    times = bid.multiplier if rules.no_trump_doubles else 1
    bidders_change = (bidders_points if made else -bid.number) * times
    frozen = rules.freeze is not None and before[others] >= rules.freeze
    others_change = min(others_points, 0) if frozen else others_points
    change = {bidders: bidders_change, others: others_change}
    after = {side: before[side] + change[side] for side in Side}
    return HandScore(
        bidders=bidders,
        bid=bid,
        points={bidders: bidders_points, others: others_points},
        made=made,
        frozen=frozen,
        before=dict(before),
        change=change,
        after=after,
        winner=game_winner(bidders, after, rules),
    )


def game_winner(bidders: Side, after: Mapping[Side, int], rules: RuleConfig) -> Side | None:
    """Who has won, settling the bidding team first: reaching the target wins, sinking to
    minus the target loses."""
    for side in (bidders, bidders.other):
        if after[side] >= rules.target:
            return side
        if after[side] <= -rules.target:
            return side.other
    return None


def settle_hand(
    bid: int, no_trump: bool, bidders_points: int, bidders_score: int, others_score: int
) -> tuple[int, int, str | None]:
    """The two teams' new scores (bidders first) and "bidders", "others" or None for who
    has won the game, by the product's rules."""
    before = {Side.NS: bidders_score, Side.EW: others_score}
    score = settle(Bid(bid, no_trump), Side.NS, bidders_points, before)
    winner = None if score.winner is None else "bidders" if score.winner is Side.NS else "others"
    return score.after[Side.NS], score.after[Side.EW], winner
