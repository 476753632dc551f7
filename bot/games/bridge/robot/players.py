"""The bridge robots a table seats, and how a robot's answer becomes the table's action.

`StandardRobot` is the product's robot: it bids from the rule table in the table's bidding
system and plays at the table's level: the basic robot bids by the table alone and plays by
rules; the expert weighs its honest calls by simulation (judgement.py) and samples layouts
consistent with the auction, solving them double dummy, for its card play.
`BasicRobot` is the simplest legal robot, which keeps a table moving in tests: it opens one of
its longest suits with 12 or more points when nobody has bid and passes otherwise, plays its
lowest legal card, and accepts a claim only when the claimer concedes or each of its own suits
is outnumbered by higher cards still out.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.bridge.calls import PASS, Call, Strain
from bot.games.bridge.robot import Robot
from bot.games.bridge.robot.bidding import auction_ranges, robot_call
from bot.games.bridge.robot.bidding_context import Standing
from bot.games.bridge.robot.bidding_context import System as BiddingSystem
from bot.games.bridge.robot.claims import accept_claim, robot_claim
from bot.games.bridge.robot.judgement import judged_call
from bot.games.bridge.robot.play_basic import BasicPlayer
from bot.games.bridge.robot.play_expert import ExpertPlayer
from bot.games.bridge.robot.solver import Solver, shared_solver
from bot.games.bridge.state import (
    Action,
    CallAction,
    CardAction,
    ClaimAction,
    ClaimReply,
    DealState,
    Phase,
)
from bot.games.bridge.views import SeatView
from bot.games.cards import DECK, Card, Suit, hcp, suit_lengths
from bot.games.game import RobotLevel

OPENING_POINTS = 12


def decide(robot: Robot, view: SeatView) -> Action:
    """The robot's move for `view`: its answer to a claim, its call, a claim, or its card."""
    if view.public.claim is not None:
        return ClaimReply(view.seat, robot.accept_claim(view))
    if view.public.phase is Phase.AUCTION:
        return CallAction(view.seat, robot.choose_call(view))
    assert view.plays_for is not None
    claim = robot.claim_now(view)
    if claim is not None and not turned_down(view, claim):
        return ClaimAction(view.seat, claim)
    return CardAction(view.plays_for, robot.choose_card(view))


def turned_down(view: SeatView, claim: int) -> bool:
    """Whether the opponents turned this claim down already: the same tricks in all for the
    claimer's side. A robot claims again only once what it would claim has changed."""
    total = view.public.tricks_won[view.seat.side] + claim
    return (view.seat, total) in view.public.claims_turned_down


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

    def claim_now(self, view: SeatView) -> int | None:
        return None

    def decide(self, view: SeatView) -> Action:
        return decide(self, view)


class StandardRobot:
    """Bids from the rule table and plays at the table's level; sees only its `SeatView`."""

    def __init__(
        self,
        level: RobotLevel,
        system: BiddingSystem,
        solver: Callable[[], Solver] = shared_solver,
    ) -> None:
        self.system = system
        self.level = level
        self._solver = solver
        self.player: BasicPlayer | ExpertPlayer = (
            ExpertPlayer(solver()) if level is RobotLevel.EXPERT else BasicPlayer()
        )
        #: The position (deal and cards played) of this robot's last claim: a claim that was
        #: rejected is not made again until another card has been played.
        self._claimed_at: tuple[int, int] | None = None

    def choose_call(self, view: SeatView) -> Call:
        # A rubber's part-scores are on the score sheet for all to see (section 12).
        standing = Standing.below_the_line(view.public.part_scores)
        if self.level is RobotLevel.EXPERT:
            return judged_call(view, self.system, self._solver(), standing)
        return robot_call(view, self.system, standing)

    def choose_card(self, view: SeatView) -> Card:
        pub = view.public
        calls = [c.call for c in pub.auction]
        standing = Standing.below_the_line(pub.part_scores)
        ranges = auction_ranges(calls, pub.dealer, pub.vulnerability, self.system, standing)
        return self.player.choose_card(view, ranges)

    def accept_claim(self, view: SeatView) -> bool:
        # Used only when the table has no claim judge; the judge sees the claimer's cards.
        return BasicRobot().accept_claim(view)

    def claim_now(self, view: SeatView) -> int | None:
        position = (view.public.board_number, len(view.public.played_cards()))
        if position == self._claimed_at:
            return None
        tricks = robot_claim(view, self._solver())
        if tricks is not None:
            self._claimed_at = position
        return tricks

    def decide(self, view: SeatView) -> Action:
        return decide(self, view)


def judge_claim(state: DealState) -> bool:
    """A robot's answer to a claim, judged on the whole deal: the claim holds double dummy.

    A claimer faces their cards, so the defenders answering know every hand but the fourth,
    and a careful defender accepts only a claim that holds however they defend. Judging on
    the actual cards gives that answer; it never reaches a robot's card play.
    """
    return accept_claim(state, shared_solver())
