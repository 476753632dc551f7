"""A bridge hint (rule 7.4 of seeds/tables.md): the call or card a robot would choose for the
seat whose turn it is, with the reason a player can check, worked out from that seat's view.

A call comes from the table's bidding system at the table's robot level (the expert weighs
its honest calls within a hint's shorter budget), and its reason is what the call shows in
that system, as the robots explain every call. A card comes from the expert card player,
whatever the table's level, because its reason is what its sampling found: in how many of the
layouts of the hidden hands that fit the auction and the play the card did as well as any
(double dummy), and in how many it took the most tricks.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from bot.games.bridge.calls import Call
from bot.games.bridge.options import BridgeRules
from bot.games.bridge.robot.bidding import auction_ranges, explain_auction, robot_call
from bot.games.bridge.robot.bidding_context import Standing
from bot.games.bridge.robot.judgement import judged_call
from bot.games.bridge.robot.play_expert import ExpertPlayer
from bot.games.bridge.robot.playinfo import equivalence_groups, read_turn
from bot.games.bridge.robot.solver import Solver, shared_solver
from bot.games.bridge.state import CallAction, CardAction, Phase
from bot.games.bridge.views import Explanation, SeatView
from bot.games.errors import NotYourTurn
from bot.games.game import RobotLevel
from bot.games.hints import Hint

#: A hint's time to think, in seconds: the expert's call, and its card (the opening lead's
#: positions are the slowest to solve). Chosen so a hint answers within a second at the 95th
#: percentile on the project's machine (bench.hints measures it).
CALL_BUDGET_S = 0.5
CARD_BUDGET_S = 0.35
LEAD_BUDGET_S = 0.5


@dataclass(frozen=True, slots=True)
class CallReason:
    """What the advised call shows in the table's bidding system (None: no meaning)."""

    explanation: Explanation | None


class CardWhy(Enum):
    #: The only legal card.
    ONLY = "only"
    #: Every legal card is worth the same (touching cards, or all losers of one suit).
    EQUAL = "equal"
    #: Chosen by sampling the hidden hands.
    SAMPLED = "sampled"
    #: Sampled, and no card did clearly better on average (declarer's measure, and the
    #: textbook opening lead's), though others were best in more layouts.
    AVERAGE = "average"
    #: No layout could be solved in time: the robots' card-play rules chose it.
    RULES = "rules"


@dataclass(frozen=True, slots=True)
class CardReason:
    why: CardWhy
    #: Of the layouts sampled, those in which the card scored as well as the best card, and
    #: those in which it took as many tricks as any card.
    best_in: int = 0
    tops_in: int = 0
    layouts: int = 0


def bridge_hint(
    view: SeatView,
    level: RobotLevel,
    rules: BridgeRules,
    solver: Solver | None = None,
    seed: int | None = None,
) -> Hint:
    """The hint for `view`'s seat, whose call or card it is."""
    pub = view.public
    if pub.phase is Phase.AUCTION and view.legal_calls:
        return _call_hint(view, level, rules, solver)
    if pub.phase is Phase.PLAY and view.plays_for is not None and view.legal_cards:
        return _card_hint(view, rules, solver or shared_solver(), seed)
    raise NotYourTurn(key="error-hint-not-your-turn")


def _call_hint(
    view: SeatView, level: RobotLevel, rules: BridgeRules, solver: Solver | None
) -> Hint:
    pub = view.public
    standing = Standing.below_the_line(pub.part_scores)
    if level is RobotLevel.EXPERT:
        call = judged_call(
            view, rules.system, solver or shared_solver(), standing, budget_s=CALL_BUDGET_S
        )
    else:
        call = robot_call(view, rules.system, standing)
    calls: list[Call] = [c.call for c in pub.auction] + [call]
    shown = explain_auction(calls, pub.dealer, pub.vulnerability, rules.system, standing)
    return Hint(CallAction(view.seat, call), CallReason(shown[-1]))


def _card_hint(view: SeatView, rules: BridgeRules, solver: Solver, seed: int | None) -> Hint:
    assert view.plays_for is not None
    pub = view.public
    player = ExpertPlayer(
        solver,
        seed=seed,
        budget_s=CARD_BUDGET_S,
        lead_budget_s=LEAD_BUDGET_S,
        early_defence_budget_s=CARD_BUDGET_S,
        # A hint says in how many layouts the card takes the most tricks: the opening lead's
        # cheaper search (which leads beat the contract) does not count tricks.
        lead_set_search=False,
    )
    calls = [c.call for c in pub.auction]
    standing = Standing.below_the_line(pub.part_scores)
    ranges = auction_ranges(calls, pub.dealer, pub.vulnerability, rules.system, standing)
    card = player.choose_card(view, ranges)
    action = CardAction(view.plays_for, card)
    ev = player.last_evaluation
    if ev is None:
        # No thought needed: one legal card, or all of them alike.
        why = CardWhy.ONLY if len(view.legal_cards) == 1 else CardWhy.EQUAL
        return Hint(action, CardReason(why))
    # The card played may stand for its equals (the textbook one of touching cards).
    group = next(g for g in equivalence_groups(read_turn(view)) if card in g)
    measured = next((c for c in [card, *group] if c in ev.best_in), None)
    if ev.samples == 0 or measured is None:
        return Hint(action, CardReason(CardWhy.RULES))
    best = ev.best_in[measured]
    why = CardWhy.SAMPLED if best == max(ev.best_in.values()) else CardWhy.AVERAGE
    return Hint(action, CardReason(why, best, ev.tops_in[measured], ev.samples))
