"""The expert's bids: the basic robot's rules of bidding by value (`bidding`), with the chances
the evaluator guesses replaced by what the exact search finds on layouts of the hidden hands.

The layouts agree with the auction so far (`sampler.deal_for_calls`): a partner who passed
holds little, an opponent who bid holds at least what the bid says, and the 5♥ and the −3
card lie where the calls say they may. In each layout the expert solves its team's contract
with itself on lead: in its best suit (and the next when it is nearly as good; the one that
does better over the layouts is the one it would name), and at no trump when the hand might
play there. The mean of the points found, steadied by a few layouts' worth of the
evaluator's estimate, takes the estimate's place, and the basic robot's rules decide the call
from it and the game score.

It samples only where the choice is close and sampling helps: a hand far from the lowest bid
passes at once, and a dealer facing a bid decides by the evaluator, as the basic robot does.
Each decision has a time budget, as the expert's play has; without the compiled search, or
when too few layouts were solved, it bids as the basic robot does.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace

from bot.games.cards import Card, Suit
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.robot.bidding import (
    Turn,
    Value,
    choose_for,
    need,
    value,
)
from bot.games.kaiser.robot.clock import Clock, seconds_left
from bot.games.kaiser.robot.evaluate import Outlook, suit_estimate
from bot.games.kaiser.robot.sampler import deal_for_calls
from bot.games.kaiser.robot.search import COMPILED, Position, exact_value
from bot.games.kaiser.rules import POINTS_PER_HAND
from bot.games.kaiser.views import SeatView
from bot.games.seats import Seat, Side

#: Pass without sampling when even the lowest bid is made less often than this.
QUICK_PASS = 0.25
#: A second suit is solved as trump when its estimate is within this much of the best.
SECOND_SUIT = 1.0
#: No trump is solved when its estimate is within this much of the suit's (or the hand runs).
NO_TRUMP_NEAR = 1.0
#: How many layouts' worth of the evaluator's outlook is mixed into the sampled chances.
PRIOR_LAYOUTS = 4


class ExpertBidder:
    """Bids by sampling and exact search within a time budget; reproducible for a seed when
    the number of layouts is fixed (`min_layouts == max_layouts`)."""

    def __init__(
        self,
        seed: int = 0,
        budget_s: float = 0.4,
        min_layouts: int = 4,
        max_layouts: int = 40,
        compiled: bool = COMPILED,
    ) -> None:
        self.seed = seed
        self.budget_s = budget_s
        self.min_layouts = min_layouts
        self.max_layouts = max_layouts
        self.compiled = compiled

    def choose_bid(self, view: SeatView) -> Bid | None:
        """A bid from `view.legal_bids`, or None to pass (never when passing is not allowed)."""
        turn = Turn.of(view)
        hand = value(turn)
        if not self.compiled or is_clear(turn, hand):
            return choose_for(turn, hand)
        rng = random.Random(
            f"{self.seed}:bid:{view.public.number}:{view.seat}:{len(turn.auction.calls)}"
        )
        sampled = self.sample(turn, hand, rng)
        return choose_for(turn, sampled or hand)

    def sample(self, turn: Turn, hand: Value, rng: random.Random) -> Value | None:
        """The hand's value with the chances found on sampled layouts (None: too few were
        solved in time)."""
        suits = my_suits(turn)
        no_trump = hand.runs or hand.no_trump >= hand.suit - NO_TRUMP_NEAR
        found: dict[Suit | None, list[int]] = {s: [] for s in suits}
        if no_trump:
            found[None] = []
        clock = Clock(self)
        layouts = 0
        while clock.more(layouts):
            hands = deal_for_calls(turn, rng)
            deadline = clock.deadline(layouts)
            points = {t: team_points(turn, hands, turn.seat, t, deadline) for t in found}
            if any(p is None for p in points.values()):
                break
            for t, p in points.items():
                found[t].append(p)  # type: ignore[arg-type]
            layouts += 1
            clock.lap()
        if layouts < self.min_layouts:
            return None
        trump = max(suits, key=lambda s: (sum(found[s]), s is hand.trump))
        return replace(
            hand,
            trump=trump,
            sampled=(
                steadied(found[trump], hand.suit, False),
                steadied(found[None], hand.no_trump, True) if no_trump else None,
            ),
        )


def is_clear(turn: Turn, hand: Value) -> bool:
    """Whether the evaluator alone settles the call: a hand far from the lowest bid, and a
    dealer facing any bid (its partner's, or an opponent's it may take: layouts that agree
    with the calls lean towards the dealer's own team, and the dealer took too often by
    them, as `bench.kaiser_equal` measures)."""
    auction = turn.auction
    high = auction.high
    legal = auction.legal_bids()
    if turn.is_dealer:
        return high is not None
    if not auction.may_pass() or not legal:
        return not legal
    chance = max(
        hand.outlook(nt).at_least(min(b.number for b in legal if b.no_trump == nt))
        for nt in (False, True)
        if any(b.no_trump == nt for b in legal)
    )
    return chance < min(QUICK_PASS, need(turn))


def my_suits(turn: Turn) -> tuple[Suit, ...]:
    """The suits this hand would consider naming trump: its best, and the next if close."""
    estimates = {s: suit_estimate(turn.hand, s, turn.rules) for s in Suit}
    ranked = sorted(Suit, key=lambda s: -estimates[s])
    best, second = ranked[0], ranked[1]
    return (best, second) if estimates[second] >= estimates[best] - SECOND_SUIT else (best,)


def steadied(points: Sequence[int], estimate: float, no_trump: bool) -> Outlook:
    """The chances around the sampled mean, steadied by `PRIOR_LAYOUTS` layouts' worth of the
    evaluator's `estimate`: a few layouts place the mean well (they know the auction and
    where the point cards may lie) but say little of the spread, which the evaluator's
    outlook keeps."""
    mean = (sum(points) + PRIOR_LAYOUTS * estimate) / (len(points) + PRIOR_LAYOUTS)
    return Outlook.around(mean, no_trump)


def team_points(
    turn: Turn,
    hands: Mapping[Seat, frozenset[Card]],
    bidder: Seat,
    trump: Suit | None,
    deadline: float,
) -> int | None:
    """The bidder's team's exact points with the bidder on lead (None: out of time)."""
    pos = Position.of(hands, bidder, (), trump, turn.rules)
    ns = exact_value(pos, compiled=True, time_limit=seconds_left(deadline))
    if ns is None:
        return None
    return ns if bidder.side is Side.NS else POINTS_PER_HAND - ns
