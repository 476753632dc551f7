"""What each number of a team's hand points is worth to it in the game: the robots' measure of
a hand's result, for bidding and for play alike.

It is the team's score change less the other team's, with the game won or lost on the hand
counted as more than any hand: so the freeze (a frozen team that does not hold the bid gains
nothing), the target, minus the target and no-trump doubling all shape what the robots want.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from bot.games.kaiser.bids import Bid
from bot.games.kaiser.rules import POINTS_PER_HAND, RuleConfig
from bot.games.kaiser.scoring import LEAST_POINTS, MOST_POINTS, settle
from bot.games.seats import Side

#: What winning (or losing) the game is worth, in game points: more than any one hand.
GAME_BONUS = 60


@dataclass(frozen=True, slots=True)
class Objective:
    """What each of a team's possible hand points is worth to it: its score change less the
    other team's, and the game bonus when the hand wins or loses the game."""

    worth: Mapping[int, float]

    @classmethod
    def of(
        cls, me: Side, bidders: Side, bid: Bid, scores: Mapping[Side, int], rules: RuleConfig
    ) -> Objective:
        return _objective(me, bidders, bid, scores[Side.NS], scores[Side.EW], rules)

    @classmethod
    def _make(
        cls, me: Side, bidders: Side, bid: Bid, scores: Mapping[Side, int], rules: RuleConfig
    ) -> Objective:
        worth: dict[int, float] = {}
        for mine in range(LEAST_POINTS, MOST_POINTS + 1):
            bidders_points = mine if me is bidders else POINTS_PER_HAND - mine
            score = settle(bid, bidders, bidders_points, scores, rules)
            value = float(score.change[me] - score.change[me.other])
            if score.winner is me:
                value += GAME_BONUS
            elif score.winner is not None:
                value -= GAME_BONUS
            worth[mine] = value
        return cls(worth)


@lru_cache(maxsize=4096)
def _objective(me: Side, bidders: Side, bid: Bid, ns: int, ew: int, rules: RuleConfig) -> Objective:
    """`Objective.of`, kept: the bidding robots ask the same question many times."""
    return Objective._make(me, bidders, bid, {Side.NS: ns, Side.EW: ew}, rules)
