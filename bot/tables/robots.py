"""The simplest legal robot, and the factory type through which a table gets its robots.

The real bidding and card-play robots plug in through `RobotFactory`; this one only keeps a
table moving: it opens one of its longest suit with 12 or more points when nobody has bid and
passes otherwise, plays its lowest legal card, and accepts a claim only when the claimer
concedes or each of its own suits is outnumbered by higher cards still out.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.bridge.calls import PASS, Call, Strain
from bot.games.bridge.robot import Robot
from bot.games.bridge.robot.bidding_context import System as BiddingSystem
from bot.games.bridge.views import SeatView
from bot.games.cards import DECK, Card, Suit, hcp, suit_lengths
from bot.tables.options import RobotLevel

OPENING_POINTS = 12

RobotFactory = Callable[[RobotLevel, BiddingSystem], Robot]


class BasicRobot:
    """Opens or passes, plays low, and accepts only claims it judges safe."""

    def choose_call(self, view: SeatView) -> Call:
        nobody_bid = not any(c.call.is_bid for c in view.public.auction)
        if nobody_bid and hcp(view.hand) >= OPENING_POINTS:
            lengths = suit_lengths(view.hand)
            longest = max(Suit, key=lambda s: (lengths[s], s))
            opening = Call.make_bid(1, Strain.of(longest))
            if opening in view.legal_calls:
                return opening
        return PASS

    def choose_card(self, view: SeatView) -> Card:
        return min(view.legal_cards, key=lambda c: (c.rank, c.suit))

    def accept_claim(self, view: SeatView) -> bool:
        claim = view.public.claim
        if claim is None:
            return False
        _, tricks = claim
        if tricks == 0:
            return True
        return not any(self._could_win(view, card) for card in view.hand)

    @staticmethod
    def _could_win(view: SeatView, card: Card) -> bool:
        """True unless enough higher cards of its suit are still out to beat every card we hold.

        A trump, or any card in no-trumps, is judged the same way; in a suit contract a card
        of another suit could also win when the other hands run out of it, which this cautious
        rule does not try to rule out beyond counting the higher cards still out.
        """
        played = {c for _, c in view.public.played_cards()}
        mine = [c for c in view.hand if c.suit == card.suit]
        higher_out = [
            c for c in DECK
            if c.suit == card.suit and c.rank > max(m.rank for m in mine)
            and c not in played and c not in view.hand
        ]  # fmt: skip
        return len(higher_out) < len(mine)


def basic_robots(level: RobotLevel, system: BiddingSystem) -> Robot:
    """The default factory: the basic robot for every level and system."""
    return BasicRobot()
