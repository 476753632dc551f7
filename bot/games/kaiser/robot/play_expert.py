"""The expert: layouts of the hidden hands sampled, each solved exactly, judged by the score.

For each card it deals layouts of the unseen cards that agree with what its seat has seen
(`sampler`), asks the exact search for the points each legal card leads to in each layout and
turns those points into what they do to the game (`Objective`): the bid made or set first, at
its no-trump doubling, then the points, with the freeze and a game won or lost counted. It
plays the card with the best mean over the layouts. Cards that play alike from what the seat
can see are judged once. Each decision has a time budget; the number of layouts adapts to it,
a layout that would end past the budget is not begun, and one whose search runs past it is
left out (a few layouts are solved even past the budget, up to a hard limit).

The choice of trump is sampled the same way when the compiled search is there: each suit
the evaluator rates near the best is solved exactly in every layout, within the share of
the budget a decision before the play has (`clock.BEFORE_PLAY_SHARE`); a hand with one such
suit names it at once. The pure-Python search is too slow for that, and the hand evaluator
names trump instead.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from bot.games.cards import Card, Suit
from bot.games.kaiser.robot.bidding import Turn, choose_trump
from bot.games.kaiser.robot.clock import Clock, Share, seconds_left
from bot.games.kaiser.robot.evaluate import suit_estimate
from bot.games.kaiser.robot.knowledge import Knowledge
from bot.games.kaiser.robot.objective import Objective
from bot.games.kaiser.robot.play_basic import BasicPlayer
from bot.games.kaiser.robot.sampler import deal_for_calls, deal_layout
from bot.games.kaiser.robot.search import (
    COMPILED,
    Position,
    card_bit,
    exact_value,
    move_values,
)
from bot.games.kaiser.rules import POINTS_PER_HAND, RuleConfig
from bot.games.kaiser.views import SeatView
from bot.games.seats import Seat, Side

#: A suit is solved as trump when the evaluator rates it within this much of the best suit.
TRUMP_NEAR = 2.0


def distinct_cards(know: Knowledge, legal: list[Card], rules: RuleConfig) -> list[Card]:
    """One card of each group that plays alike: neighbours in a suit with no unseen card
    between them (the 5♥ and the −3 card always stand alone)."""
    points = {c for c in rules.deck if rules.card_points(c)}
    out: list[Card] = []
    for suit in Suit:
        mine = sorted((c for c in legal if c.suit is suit), key=lambda c: -c.rank)
        previous: Card | None = None
        for card in mine:
            between = previous is not None and any(
                card.rank < c.rank < previous.rank for c in know.unseen if c.suit is suit
            )
            if previous is None or between or card in points or previous in points:
                out.append(card)
            previous = card
    return out


@dataclass(frozen=True, slots=True)
class Reckoning:
    """What sampling found for the card chosen: of the layouts solved, those in which it took
    as many points for the team as any card, and the points it took on average."""

    layouts: int
    best_in: int
    points: float


class ExpertPlayer:
    """Plays by sampling and exact search within a time budget; reproducible for a seed
    when the number of layouts is fixed (`min_layouts == max_layouts`)."""

    def __init__(
        self,
        seed: int = 0,
        budget_s: float = 0.6,
        min_layouts: int = 4,
        max_layouts: int = 60,
        compiled: bool = COMPILED,
    ) -> None:
        self.seed = seed
        self.budget_s = budget_s
        self.min_layouts = min_layouts
        self.max_layouts = max_layouts
        self.compiled = compiled
        self._basic = BasicPlayer()
        #: What the last sampled card found (None when the last card needed no thought).
        self.last_reckoning: Reckoning | None = None

    def _rng(self, view: SeatView, what: str) -> random.Random:
        played = len(view.public.played_cards())
        return random.Random(f"{self.seed}:{what}:{view.public.number}:{view.seat}:{played}")

    def choose_card(self, view: SeatView) -> Card:
        self.last_reckoning = None
        legal = list(view.legal_cards)
        if len(legal) == 1:
            return legal[0]
        pub = view.public
        rules = pub.rules
        know = Knowledge.of(view)
        candidates = distinct_cards(know, legal, rules)
        if len(candidates) == 1:
            return candidates[0]
        contract = pub.contract
        assert contract is not None
        me = view.seat.side
        objective = Objective.of(me, contract.side, contract.bid, pub.scores, rules)
        taken = pub.points[me]
        left = POINTS_PER_HAND - pub.points[Side.NS] - pub.points[Side.EW]
        trick = pub.current_trick
        leader = trick.leader if trick is not None else self._next_leader(view)
        trick_cards = trick.cards if trick is not None else ()
        rng = self._rng(view, "card")
        totals = dict.fromkeys(candidates, 0.0)
        points = dict.fromkeys(candidates, 0.0)
        best_in = dict.fromkeys(candidates, 0)
        layouts = 0
        clock = Clock(self)
        while clock.more(layouts):
            layout = deal_layout(know, rng, contract.bidder)
            if layout is None:
                break
            pos = Position.of(layout, leader, trick_cards, contract.trump, rules)
            values = self._solve(pos, candidates, rules, clock.deadline(layouts))
            if values is None:
                break
            took = {}
            for card in candidates:
                ns = values[card_bit(card, rules)]
                mine = taken + (ns if me is Side.NS else left - ns)
                totals[card] += objective.worth[mine]
                points[card] += mine
                took[card] = mine
            most = max(took.values())
            for card in candidates:
                best_in[card] += took[card] == most
            layouts += 1
            clock.lap()
        if layouts == 0:
            return self._basic.choose_card(view)
        card = max(candidates, key=lambda c: (totals[c], points[c], -c.rank))
        self.last_reckoning = Reckoning(layouts, best_in[card], points[card] / layouts)
        return card

    def _solve(
        self, pos: Position, candidates: list[Card], rules: RuleConfig, deadline: float
    ) -> dict[int, int] | None:
        """North–South's points after each candidate in one layout; None past `deadline`."""
        if self.compiled:
            return move_values(pos, compiled=True, time_limit=seconds_left(deadline))
        values = {}
        for card in candidates:
            bit = card_bit(card, rules)
            value = exact_value(pos.after(bit), compiled=False, time_limit=seconds_left(deadline))
            if value is None:
                return None
            values[bit] = value + pos.gained(bit)
        return values

    @staticmethod
    def _next_leader(view: SeatView) -> Seat:
        pub = view.public
        done = pub.completed_tricks
        if done:
            winner = done[-1].winner
            assert winner is not None
            return winner
        assert pub.contract is not None
        return pub.contract.bidder

    def choose_trump(self, view: SeatView) -> Suit:
        """The suits near the best solved exactly over layouts that agree with the calls,
        with this seat on lead; the hand evaluator's suit without the compiled search."""
        fallback = choose_trump(view)
        pub = view.public
        rules = pub.rules
        suits = trump_candidates(view.hand, rules)
        if not self.compiled or len(suits) == 1:
            return fallback
        high = pub.high
        assert high is not None
        me = view.seat.side
        turn = Turn.of(view)
        rng = self._rng(view, "trump")
        totals = dict.fromkeys(suits, 0.0)
        objective = Objective.of(me, me, high[1], pub.scores, rules)
        clock = Clock(Share.of(self))
        layouts = 0
        while clock.more(layouts):
            layout = deal_for_calls(turn, rng)
            deadline = clock.deadline(layouts)
            worth: dict[Suit, float] = {}
            for suit in suits:
                pos = Position.of(layout, view.seat, (), suit, rules)
                ns = exact_value(pos, compiled=True, time_limit=seconds_left(deadline))
                if ns is None:
                    break
                worth[suit] = objective.worth[ns if me is Side.NS else POINTS_PER_HAND - ns]
            if len(worth) < len(suits):
                break
            for suit in suits:
                totals[suit] += worth[suit]
            layouts += 1
            clock.lap()
        return max(suits, key=lambda s: (totals[s], s is fallback))


def trump_candidates(hand: Iterable[Card], rules: RuleConfig) -> tuple[Suit, ...]:
    """The suits worth solving as trump: those the evaluator rates within `TRUMP_NEAR` of
    the best, best first."""
    estimates = {s: suit_estimate(hand, s, rules) for s in Suit}
    best = max(estimates.values())
    return tuple(sorted((s for s in Suit if estimates[s] >= best - TRUMP_NEAR),
                        key=lambda s: -estimates[s]))  # fmt: skip
