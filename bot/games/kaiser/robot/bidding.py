"""The robots' bids by value, and their choice of trump (seeds/kaiser.md, section 10).

A robot values what its team can take with it as the bidder: the hand evaluator's estimate,
moved by what the auction says of partner (`partner_help`). It bids that value, the highest
bid its team makes often enough (`NEED`), not the lowest it may: a later seat then has to
bid past what the hand is worth to take the bid away, and the dealer can no longer take it
cheaply by equalling. It bids at no trump when the hand runs there and no trump, doubled,
is worth more, and it overbids its partner only with a hand clearly worth more.

The dealer acts last, so it never bids more than it must. Passed to, it bids the lowest bid
in its better denomination. Facing an opponent's bid, it takes the bid by equalling (or by
the cheapest bid in its other denomination) only when its team can expect more from
playing that bid than from letting the opponent play it.

The score moves every decision. Each result is counted by what it does to the game
(`Objective`: the freeze, no-trump doubling, the game won or lost), and the need to make a
bid falls when the team can score only by bidding (frozen at the freeze), when making it
would win the game, or when the opponents would win by getting the bid; it rises when
going down could sink the team to minus the target.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from bot.games.cards import Card, Suit
from bot.games.kaiser.auction import Auction
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.robot.evaluate import (
    Outlook,
    best_trump,
    no_trump_estimate,
    runs_at_no_trump,
)
from bot.games.kaiser.robot.objective import Objective
from bot.games.kaiser.rules import POINTS_PER_HAND, TOP_BID, RuleConfig
from bot.games.kaiser.views import SeatView
from bot.games.seats import Seat, Side

#: How often a bid must be made, by the evaluator's outlook, for the robot to bid it.
NEED = 0.55
#: How far the score moves that need (see `need`); it never falls below `LEAST_NEED`.
SCORE_STEP = 0.1
LEAST_NEED = 0.3
#: What partner's call adds to the team's estimate: a pass, a bid of the minimum, and each
#: point bid above it; and what each opponent's bid adds (it leaves partner less).
PARTNER_PASSED = -0.5
PARTNER_BID = 0.8
PARTNER_PER_POINT = 0.5
OPPONENT_BID = -0.4
#: What a point more of bid is worth in keeping the bid from a later seat, in game points,
#: and how many times more when the opponents would win the game with the bid.
PROTECTION = 1.0
THREAT = 3
#: Overbid (or, as dealer, take over) a partner's bid only when worth this much more.
OVER_PARTNER = 2
#: The dealer's guess at an opponent's points playing its bid: the bid and this cushion,
#: less this share of what the dealer's own hand is worth above an average hand.
OPPONENT_CUSHION = 0.5
DEALER_DENIES = 0.5
AVERAGE_HAND = 5.5


@dataclass(frozen=True, slots=True)
class Turn:
    """What a seat knows when it calls: its hand, the calls so far and the game score."""

    seat: Seat
    hand: frozenset[Card]
    auction: Auction
    scores: Mapping[Side, int]
    rules: RuleConfig

    @classmethod
    def of(cls, view: SeatView) -> Turn:
        pub = view.public
        auction = Auction(pub.dealer, pub.rules, [call for _, call in pub.auction])
        return cls(view.seat, frozenset(view.hand), auction, pub.scores, pub.rules)

    @property
    def side(self) -> Side:
        return self.seat.side

    @property
    def is_dealer(self) -> bool:
        return self.seat is self.auction.dealer

    def objective(self, bidders: Side, bid: Bid) -> Mapping[int, float]:
        """What each number of this team's points is worth with `bidders` holding `bid`."""
        return Objective.of(self.side, bidders, bid, self.scores, self.rules).worth


@dataclass(frozen=True, slots=True)
class Value:
    """The team's prospects with this hand as the bidder: the trump it would name and the
    points it expects in that suit and at no trump."""

    trump: Suit
    suit: float
    no_trump: float
    runs: bool
    #: What sampling found (the expert's), in place of the estimates' outlooks: the team's
    #: chances in the suit and at no trump.
    sampled: tuple[Outlook | None, Outlook | None] = (None, None)

    def estimate(self, no_trump: bool) -> float:
        return self.no_trump if no_trump else self.suit

    def outlook(self, no_trump: bool) -> Outlook:
        found = self.sampled[no_trump]
        return found if found is not None else Outlook.around(self.estimate(no_trump), no_trump)

    @property
    def plays_no_trump(self) -> bool:
        """Whether the team might play at no trump: the hand runs there, or sampling found
        what it would take there."""
        return self.runs or self.sampled[True] is not None


def partner_help(
    seat: Seat, history: Sequence[tuple[Seat, Bid | None]], rules: RuleConfig
) -> float:
    """What the calls so far add to the estimate of this seat's team's points."""
    help = 0.0
    for other, call in history:
        if other is seat.partner:
            help += (
                PARTNER_PASSED if call is None
                else PARTNER_BID + PARTNER_PER_POINT * (call.number - rules.min_bid)
            )  # fmt: skip
        elif other.side is not seat.side and call is not None:
            help += OPPONENT_BID
    return help


@lru_cache(maxsize=4096)
def hand_value(hand: frozenset[Card], rules: RuleConfig) -> Value:
    """The hand's value before the auction says anything of partner."""
    trump, suit = best_trump(hand, rules)
    return Value(trump, suit, no_trump_estimate(hand, rules), runs_at_no_trump(hand))


def value(turn: Turn) -> Value:
    """The hand's value, with what the calls so far say of partner."""
    raw = hand_value(turn.hand, turn.rules)
    help = partner_help(turn.seat, turn.auction.history(), turn.rules)
    return replace(raw, suit=raw.suit + help, no_trump=raw.no_trump + help)


def need(turn: Turn) -> float:
    """How often a bid must be made to bid it, from the game score."""
    rules, scores, me = turn.rules, turn.scores, turn.side
    frozen = rules.freeze is not None
    result = NEED
    if frozen and scores[me] >= rules.freeze:  # type: ignore[operator]
        result -= SCORE_STEP  # the team scores only by bidding
    if scores[me] + rules.min_bid >= rules.target:
        result -= SCORE_STEP  # making any bid wins the game
    high = turn.auction.high
    theirs = scores[me.other]
    if (frozen and theirs >= rules.freeze) or (  # type: ignore[operator]
        high is not None and high[0].side is not me
        and theirs + high[1].number * high[1].multiplier >= rules.target
    ):  # fmt: skip
        result -= SCORE_STEP  # the opponents need the bid to get out
    if scores[me] - 2 * rules.min_bid <= -rules.target:
        result += SCORE_STEP  # going down could lose the game
    return max(LEAST_NEED, result)


def protection(turn: Turn) -> float:
    """What one point more of bid is worth in keeping the bid from a later seat: more when
    the opponents would win the game with the bid."""
    rules, theirs = turn.rules, turn.scores[turn.side.other]
    threat = (rules.freeze is not None and theirs >= rules.freeze) or (
        theirs + rules.min_bid >= rules.target
    )
    return PROTECTION * (THREAT if threat else 1)


def declaring(turn: Turn, hand: Value, bid: Bid) -> float:
    """What the team expects from holding `bid` with this hand as the bidder."""
    return hand.outlook(bid.no_trump).expected(turn.objective(turn.side, bid))


def their_estimate(hand: Value, bid: Bid) -> float:
    """The dealer's guess at the points of an opponent playing `bid`: the bid and a cushion,
    less a share of what the dealer's own hand is worth above an average hand."""
    return bid.number + OPPONENT_CUSHION - DEALER_DENIES * (hand.suit - AVERAGE_HAND)


def defending(turn: Turn, hand: Value, bidder: Seat, bid: Bid) -> float:
    """What the dealer's team expects from letting the opponent `bidder` play `bid`."""
    chances = Outlook.around(their_estimate(hand, bid), bid.no_trump).chances
    worth = turn.objective(bidder.side, bid)
    return sum(p * worth[POINTS_PER_HAND - n] for n, p in chances.items())


def value_bid(turn: Turn, hand: Value, legal: Sequence[Bid], least: int = 0) -> Bid | None:
    """The bid this hand is worth, in its better denomination, at least `least` (None: it is
    not worth the lowest it may bid). From the lowest bid made often enough it raises one
    point at a time while a raise costs less than `protection`: each raise risks a little
    more, but a later seat must then bid more to take the bid away."""
    needed = need(turn)
    guard = protection(turn)
    options = []
    for no_trump in (False, True):
        if no_trump and not hand.plays_no_trump:
            continue
        bids = [b for b in legal if b.no_trump == no_trump and b.number >= least]
        if not bids:
            continue
        bid = bids[0]
        outlook = hand.outlook(no_trump)
        if outlook.at_least(bid.number) < needed:
            continue
        expected = declaring(turn, hand, bid)
        while bid.number < TOP_BID:
            higher = Bid(bid.number + 1, no_trump)
            more = declaring(turn, hand, higher)
            if expected - more > guard or outlook.at_least(higher.number) < needed:
                break
            bid, expected = higher, more
        options.append((expected, no_trump, bid))
    return max(options)[2] if options else None


def choose_for(turn: Turn, hand: Value | None = None) -> Bid | None:
    """The call for `turn` by the rules above: a legal bid, or None to pass (only when
    allowed). The hand's value is the evaluator's unless given (the expert's sampling)."""
    auction = turn.auction
    legal = auction.legal_bids()
    hand = hand or value(turn)
    high = auction.high
    if turn.is_dealer:
        return _dealer(turn, hand, legal, high)
    least = high[1].number + OVER_PARTNER if high is not None and high[0].side is turn.side else 0
    return value_bid(turn, hand, legal, least)


def _dealer(turn: Turn, hand: Value, legal: list[Bid], high: tuple[Seat, Bid] | None) -> Bid | None:
    if high is None:  # passed to: the lowest bid, in the better denomination
        lowest = [b for b in legal if b.number == legal[0].number]
        playable = [b for b in lowest if hand.plays_no_trump or not b.no_trump] or lowest
        return max(playable, key=lambda b: (declaring(turn, hand, b), not b.no_trump))
    bidder, bid = high
    if bidder.side is turn.side:
        mine = value_bid(turn, hand, legal, bid.number + OVER_PARTNER)
        return min((b for b in legal if mine and b.no_trump == mine.no_trump), default=None)
    # Each denomination's cheapest bid: equalling takes the bid, so no more is needed.
    options = [min((b for b in legal if b.no_trump == nt), default=None) for nt in (False, True)]
    taking = [
        (declaring(turn, hand, b), b)
        for b in options
        if b is not None and (hand.plays_no_trump or not b.no_trump)
    ]  # fmt: skip
    if not taking:
        return None
    expected, best = max(taking)
    return best if expected > defending(turn, hand, bidder, bid) else None


def choose_bid(view: SeatView) -> Bid | None:
    """A bid from `view.legal_bids`, or None to pass (never when passing is not allowed)."""
    return choose_for(Turn.of(view))


def choose_trump(view: SeatView) -> Suit:
    suit, _ = best_trump(view.hand, view.public.rules)
    return suit
