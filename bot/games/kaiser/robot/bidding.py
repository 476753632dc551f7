"""The robots' bids and their choice of trump, from the hand evaluator and the game score.

A robot bids when its hand is worth the lowest bid it may make, less a margin, and then bids
that lowest bid: the points a team takes do not grow with its bid, only the risk does. It
bids at no trump only when the hand can run there and the no-trump estimate beats the suit's,
and it does not overbid its partner unless its own hand is worth clearly more. The dealer
equals a high bid its hand nearly supports, since equalling costs nothing in rank; forced, it
bids the minimum in its best suit (or at no trump).

Knowing the score (`score_aware`): a team frozen at the freeze can score only by bidding, so
it bids a point more freely; against opponents who would win the game by making their bid,
it bids a point past its value to take the bid from them; near minus the target it bids a
point more cautiously.
"""

from __future__ import annotations

import math

from bot.games.cards import Suit
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.robot.evaluate import best_trump, no_trump_estimate, runs_at_no_trump
from bot.games.kaiser.rules import TOP_BID
from bot.games.kaiser.views import SeatView

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


def choose_trump(view: SeatView) -> Suit:
    suit, _ = best_trump(view.hand, view.public.rules)
    return suit
