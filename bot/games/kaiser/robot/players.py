"""The Kaiser robots by level, each answering for its seat from its `SeatView` alone.

`basic`: the hand evaluator bids and names trump, the card rules play (`play_basic`). `expert`:
the same evaluator bids, knowing the game score; trump and every card are chosen by sampling
the hidden hands and solving each layout exactly (`play_expert`).
"""

from __future__ import annotations

from enum import Enum

from bot.games.cards import Card, Suit
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.robot import former
from bot.games.kaiser.robot.bidding import choose_bid, choose_trump
from bot.games.kaiser.robot.bidding_expert import ExpertBidder
from bot.games.kaiser.robot.clock import BEFORE_PLAY_SHARE
from bot.games.kaiser.robot.play_basic import BasicPlayer
from bot.games.kaiser.robot.play_expert import ExpertPlayer
from bot.games.kaiser.robot.search import COMPILED
from bot.games.kaiser.state import Action, BidAction, CardAction, PassAction, Phase, TrumpAction
from bot.games.kaiser.views import SeatView


class Level(Enum):
    BASIC = "basic"
    EXPERT = "expert"
    #: The two levels with the bidding they had before bidding by value (`former`): for the
    #: bench to measure against, never offered at a table (a table's `RobotLevel` has neither).
    FORMER_BASIC = "former basic"
    FORMER_EXPERT = "former expert"


class KaiserRobot:
    """A robot of one level. Every answer is legal for the view it is given."""

    def __init__(
        self, level: Level, seed: int = 0, budget_s: float = 0.6, compiled: bool = COMPILED
    ) -> None:
        self.level = level
        self._expert = (
            ExpertPlayer(seed, budget_s, compiled=compiled)
            if level in (Level.EXPERT, Level.FORMER_EXPERT)
            else None
        )
        self._basic = BasicPlayer()
        self._bidder = (
            ExpertBidder(seed, budget_s * BEFORE_PLAY_SHARE, compiled=compiled)
            if level is Level.EXPERT
            else None
        )

    def choose_bid(self, view: SeatView) -> Bid | None:
        """A bid, or None to pass."""
        if self.level in (Level.FORMER_BASIC, Level.FORMER_EXPERT):
            return former.choose_bid(view, score_aware=self.level is Level.FORMER_EXPERT)
        return self._bidder.choose_bid(view) if self._bidder else choose_bid(view)

    def choose_trump(self, view: SeatView) -> Suit:
        if self._expert:
            return self._expert.choose_trump(view)
        if self.level is Level.FORMER_BASIC:
            return former.best_trump(view.hand, view.public.rules)[0]
        return choose_trump(view)

    def choose_card(self, view: SeatView) -> Card:
        player = self._expert or self._basic
        return player.choose_card(view)

    def choose_action(self, view: SeatView) -> Action:
        """The robot's action for the phase its view is in; its seat must be the one to act."""
        if not view.legal_actions:
            raise ValueError("it is not this seat's turn")
        seat = view.seat
        match view.public.phase:
            case Phase.AUCTION:
                bid = self.choose_bid(view)
                return PassAction(seat) if bid is None else BidAction(seat, bid)
            case Phase.TRUMP:
                return TrumpAction(seat, self.choose_trump(view))
            case _:
                return CardAction(seat, self.choose_card(view))

    def decide(self, view: SeatView) -> Action:
        """The table platform's name for `choose_action`."""
        return self.choose_action(view)


def robot_for(level: Level | str, seed: int = 0) -> KaiserRobot:
    return KaiserRobot(Level(level), seed)
