"""A Kaiser hint (rule 7.4 of seeds/tables.md): the bid, trump or card a robot would choose for
the seat whose turn it is, with a reason a player can check, from that seat's view alone.

A bid comes from the robot of the table's level; its reason is the hand evaluator's count of
what the team can expect, with what the bids so far say of partner. Trump comes from the
expert (each suit solved over layouts that fit the bids, where the compiled search is here),
its reason the evaluator's count in that suit. A card comes from the expert card player, its
reason what its sampling found: in how many of the layouts that fit the play the card took
as many points as any, and what it took on average.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.cards import Suit
from bot.games.errors import NotYourTurn
from bot.games.game import RobotLevel
from bot.games.hints import Hint
from bot.games.kaiser.robot.bidding import Turn, value
from bot.games.kaiser.robot.evaluate import suit_estimate
from bot.games.kaiser.robot.play_expert import ExpertPlayer
from bot.games.kaiser.robot.players import KaiserRobot, Level
from bot.games.kaiser.state import BidAction, CardAction, PassAction, Phase, TrumpAction
from bot.games.kaiser.views import SeatView

#: A hint's time to think, in seconds (bench.hints measures the answer's time).
BUDGET_S = 0.4


@dataclass(frozen=True, slots=True)
class BidReason:
    """The evaluator's count of the team's points: with the hand's best trump, and at no
    trump (partner's and the opponents' bids so far counted in)."""

    trump: Suit
    suit: float
    no_trump: float


@dataclass(frozen=True, slots=True)
class TrumpReason:
    """The evaluator's count of the team's points with the trump advised."""

    points: float


@dataclass(frozen=True, slots=True)
class CardReason:
    """What sampling found for the card (no layouts: the only card, or all alike)."""

    layouts: int = 0
    best_in: int = 0
    points: float = 0.0
    only: bool = False


def kaiser_hint(view: SeatView, level: RobotLevel, seed: int = 0) -> Hint:
    """The hint for `view`'s seat, whose bid, trump or card it is."""
    if not view.legal_actions:
        raise NotYourTurn(key="error-hint-not-your-turn")
    seat, pub = view.seat, view.public
    match pub.phase:
        case Phase.AUCTION:
            robot = KaiserRobot(Level(level.value), seed, budget_s=BUDGET_S)
            bid = robot.choose_bid(view)
            worth = value(Turn.of(view))
            counted = BidReason(worth.trump, worth.suit, worth.no_trump)
            return Hint(PassAction(seat) if bid is None else BidAction(seat, bid), counted)
        case Phase.TRUMP:
            suit = KaiserRobot(Level.EXPERT, seed, budget_s=BUDGET_S).choose_trump(view)
            points = suit_estimate(view.hand, suit, pub.rules)
            return Hint(TrumpAction(seat, suit), TrumpReason(points))
        case _:
            player = ExpertPlayer(seed, BUDGET_S)
            card = player.choose_card(view)
            found = player.last_reckoning
            if found is None:
                return Hint(CardAction(seat, card), CardReason(only=len(view.legal_cards) == 1))
            reason = CardReason(found.layouts, found.best_in, found.points)
            return Hint(CardAction(seat, card), reason)
