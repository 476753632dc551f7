"""The expert card player: Monte Carlo sampling of the hidden hands, each solved double dummy.

For each decision it deals layouts of the unseen cards that agree with what its seat knows
(`sampler`), asks the solver for the tricks every legal card takes in each layout, turns
tricks into the contract's score and weighs each card by the IMPs it loses against the best
card of each layout. Scoring rather than counting tricks makes declarer play safe when the
contract is at stake and defenders go for the setting trick. Declarer plays the card with the
least mean loss, or among the cards whose loss the layouts cannot tell from it, the one that
takes the most tricks (`most_tricks_near_least`). A defender plays the card with the least
mean loss when the layouts say so clearly; when they do not, the card whose score is best in
the most layouts (`most_often_best`). Both are more often right on the real cards.

The layouts also heed what the hidden hands' carding shows (`carding`): the opening lead's
holding, the cards equal to one played that the player would have played instead, the low
cards kept, and the defenders' attitude and count signals.

Forced and interchangeable cards are played at once. Opening leads are chosen among a few
textbook candidates (one per suit), which keeps the sampling noise of the costly lead position
low, and the textbook lead itself stands unless sampling puts it clearly behind
(`textbook_stands`): the lead rules distil long experience of the layouts that a few dozen
samples cannot pin down. The lead asks of each layout only which candidates beat the contract
(one search at that target, `Solver.cards_reaching`), not each candidate's exact tricks.
Each decision has a time budget (longer for the opening lead, a little longer for the
defenders' second trick: the slowest positions and often the deciding ones); the number of
layouts adapts to it, and sampling stops early once one card is clearly best. No decision
plans on more than a second.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from bot.games.bridge.robot.constraints import HandRange
from bot.games.bridge.robot.play_basic import BasicPlayer, conventional_lead, pick_from_group
from bot.games.bridge.robot.playinfo import (
    Turn,
    declarer_scores,
    equivalence_groups,
    read_turn,
)
from bot.games.bridge.robot.sampler import (
    Knowledge,
    LayoutClass,
    Sampler,
    full_hands,
    layout_class,
)
from bot.games.bridge.robot.solver import Position, Solver, SolverTimeout
from bot.games.bridge.scoring import imps
from bot.games.bridge.views import SeatView
from bot.games.cards import Card, Suit
from bot.games.seats import Seat


@dataclass(frozen=True, slots=True)
class Evaluation:
    """What sampling found for each candidate card."""

    samples: int
    #: Mean IMPs lost against the best card of each layout, and mean tricks for the mover.
    imp_loss: Mapping[Card, float]
    tricks: Mapping[Card, float]
    exhaustive: bool
    #: Each card's IMP loss in each layout, in the order the layouts were solved.
    losses: Mapping[Card, Sequence[int]] = field(default_factory=dict)
    #: For each card, the layouts in which it scores as well as the best card, and those in
    #: which it takes as many tricks as the best card.
    best_in: Mapping[Card, int] = field(default_factory=dict)
    tops_in: Mapping[Card, int] = field(default_factory=dict)
    #: The hidden seats, and how many of the layouts solved fell in each class (their suit
    #: lengths, `layout_class`): what a benchmark holds against the real cards.
    hidden: tuple[Seat, ...] = ()
    classes: Mapping[LayoutClass, int] = field(default_factory=dict)
    #: Each card's tricks in each layout, in the order the layouts were solved.
    layout_tricks: Mapping[Card, Sequence[int]] = field(default_factory=dict)

    @property
    def margin(self) -> dict[Card, float]:
        """For each card, the standard error of its mean IMP loss minus the least mean loss
        (paired over the same layouts; 0 for the best card itself). Computed on request: only
        analysis needs it, not play."""
        if not self.losses:
            return {}
        best = self.losses[min(self.losses, key=lambda c: sum(self.losses[c]))]
        return {
            card: paired_error([a - b for a, b in zip(vals, best, strict=True)])
            for card, vals in self.losses.items()
        }


#: The textbook opening lead stands unless sampling puts it more than this many paired
#: standard errors behind the best candidate: a few dozen layouts of an unseen deal are a
#: rough guide, and the textbook lead is what partner expects when they mislead.
LEAD_TEXTBOOK_SE = 1.5

#: A defender's card whose mean IMP loss is ahead by more than this many paired standard
#: errors is played even when another card is best in more layouts (`most_often_best`): the
#: standard of "clearly ahead" at which sampling stops early. Replayed on the same layouts,
#: the card best most often serves a defender better than the least mean loss, and declarer
#: worse: declarer plays for the contract's mean score (bench.decision_rules measures both).
DEFENCE_CLEAR_SE = 3.0

#: The opening lead's think time. The textbook lead decides most leads and more layouts do not
#: overturn it more often, while the lead is the slowest decision of a deal; asking each
#: layout only which leads beat the contract (`Solver.cards_reaching`) makes a short think
#: enough.
LEAD_BUDGET_S = 0.6

#: Declarer's cards whose mean IMP loss is within this many paired standard errors of the
#: least are told apart by their mean tricks (`most_tricks_near_least`): where the layouts
#: cannot separate the contract's chances, the card that takes more tricks on them is the
#: better guess, and a card clearly safer for the contract still wins.
DECLARER_NEAR_SE = 1.0


def textbook_stands(
    imp_loss: Mapping[Card, float], margin: Mapping[Card, float], textbook: Card, k: float
) -> bool:
    """Whether the textbook card is at most `k` paired standard errors behind the card with
    the least mean loss."""
    best = min(imp_loss.values())
    return imp_loss[textbook] - best <= k * margin[textbook] + 1e-9


def _first_batch(cards_left: int) -> int:
    """A first batch small enough to stay well inside the budget at any stage of the play."""
    if cards_left == 52:
        return 2  # the opening lead: the slowest positions to solve, with the longest tails
    if cards_left >= 48:
        return 4
    if cards_left >= 40:
        return 10
    if cards_left >= 28:
        return 30
    return 80


class ExpertPlayer:
    """Double-dummy sampling through the shared solver.

    `seed` makes every decision reproducible: the random stream of a decision is derived from
    the seed and the public course of the deal, nothing else.
    """

    def __init__(
        self,
        solver: Solver,
        *,
        seed: int | None = None,
        budget_s: float = 0.8,
        lead_budget_s: float = LEAD_BUDGET_S,
        early_defence_budget_s: float = 0.85,
        max_samples: int = 200,
        min_samples: int = 32,
        read_carding: bool = True,
        lead_textbook_se: float = LEAD_TEXTBOOK_SE,
        defence_clear_se: float = DEFENCE_CLEAR_SE,
        declarer_near_se: float = DECLARER_NEAR_SE,
        lead_set_search: bool = True,
    ) -> None:
        self.solver = solver
        self.seed = seed
        self.budget_s = budget_s
        self.lead_budget_s = lead_budget_s
        self.early_defence_budget_s = early_defence_budget_s
        self.max_samples = max_samples
        self.min_samples = min_samples
        #: Whether layouts that break the hidden hands' carding conventions are drawn less often.
        self.read_carding = read_carding
        #: How far behind (in standard errors) the textbook opening lead may be and still stand.
        self.lead_textbook_se = lead_textbook_se
        #: Whether the opening lead asks only which leads beat the contract in each layout
        #: (one cheap search each) rather than every candidate's exact tricks.
        self.lead_set_search = lead_set_search
        #: How far ahead on average (in standard errors) a defender's card must be to outrank
        #: the card most often best (`most_often_best`).
        self.defence_clear_se = defence_clear_se
        #: How close (in standard errors) to the least mean loss declarer's cards must be to
        #: be told apart by tricks (`most_tricks_near_least`).
        self.declarer_near_se = declarer_near_se
        self._fallback = BasicPlayer()
        #: What the last sampled decision found (None when the last card needed no thought).
        self.last_evaluation: Evaluation | None = None

    def choose_card(self, view: SeatView, ranges: Mapping[Seat, HandRange] | None = None) -> Card:
        self.last_evaluation = None
        turn = read_turn(view)
        groups = equivalence_groups(turn)
        if len(groups) == 1:
            return pick_from_group(turn, groups[0])
        if turn.is_opening_lead:
            candidates = self._lead_candidates(turn)
        else:
            candidates = [pick_from_group(turn, g) for g in groups]
        budget = self.budget_s
        if turn.is_opening_lead:
            budget = self.lead_budget_s
        elif turn.completed == 1 and not turn.on_declarer_side:
            # The defence's second trick often decides the contract (continue or switch,
            # duck or win), and its positions are the slowest to solve after the lead.
            budget = self.early_defence_budget_s
        ev = self.evaluate(view, turn, candidates, ranges, budget)
        self.last_evaluation = ev
        if ev.samples == 0:
            return self._fallback.choose_card(view, ranges)
        # Declarer plays for the contract's expected score, and for tricks where the layouts
        # cannot tell the scores apart; a defender plays the card most often best unless
        # another is clearly better on average.
        best = sampled_card(ev, turn.on_declarer_side, self.defence_clear_se, self.declarer_near_se)
        # Among cards the sampling cannot tell apart, play the textbook card: it is what a
        # human partner expects, and it wins when the layouts sampled were not the real one.
        textbook = self._fallback.choose_card(view, ranges)
        if (
            turn.is_opening_lead
            and textbook in ev.imp_loss
            and textbook_stands(ev.imp_loss, ev.margin, textbook, self.lead_textbook_se)
        ):
            return textbook
        rep = textbook
        if rep not in ev.imp_loss:
            rep = next(pick_from_group(turn, g) for g in groups if textbook in g)
        if rep in ev.imp_loss and _no_worse(ev, rep, best):
            return textbook
        return best

    def _lead_results(
        self, positions: Sequence[Position], candidates: Sequence[Card], turn: Turn, deadline: float
    ) -> list[dict[Card, int]]:
        """Each candidate lead's tricks for the defence in each layout, told apart only by
        whether the lead beats the contract: the defence's tricks to set it, or one fewer.
        One search at that target per layout, instead of an exact score for each lead."""
        setting = 14 - turn.contract.tricks_needed
        reaching = self.solver.cards_reaching(positions, setting, deadline=deadline)
        return [
            {c: setting if c in cards else setting - 1 for c in candidates} for cards in reaching
        ]

    @staticmethod
    def _lead_candidates(turn: Turn) -> list[Card]:
        suits = [s for s in Suit if any(c.suit == s for c in turn.legal)]
        return [conventional_lead(turn.legal, s, turn.trump) for s in reversed(suits)]

    def _rng(self, view: SeatView) -> random.Random:
        if self.seed is None:
            return random.Random()
        played = "".join(f"{s}{c}" for s, c in view.public.played_cards())
        return random.Random(f"{self.seed}|{view.seat}|{view.public.board_number}|{played}")

    def evaluate(
        self,
        view: SeatView,
        turn: Turn,
        candidates: Sequence[Card],
        ranges: Mapping[Seat, HandRange] | None,
        budget_s: float,
    ) -> Evaluation:
        start = time.monotonic()
        deadline = start + budget_s
        knowledge = Knowledge.from_view(view)
        carding = knowledge.carding() if self.read_carding else None
        sampler = Sampler(knowledge, ranges, self._rng(view), carding)
        exhaustive = sampler.listable
        stream = sampler.stream()
        contract = turn.contract
        vulnerable = view.public.vulnerability.is_vulnerable(contract.declarer.side)
        table = declarer_scores(contract, vulnerable)
        sign = 1 if turn.on_declarer_side else -1
        left = 13 - turn.completed
        losses: dict[Card, list[int]] = {c: [] for c in candidates}
        tricks: dict[Card, int] = dict.fromkeys(candidates, 0)
        layout_tricks: dict[Card, list[int]] = {c: [] for c in candidates}
        best_in: dict[Card, int] = dict.fromkeys(candidates, 0)
        tops_in: dict[Card, int] = dict.fromkeys(candidates, 0)
        classes: Counter[LayoutClass] = Counter()
        done = 0
        spent = 0.0
        last_rate = 0.0
        batch = _first_batch(sum(view.public.cards_left.values()))
        while done < self.max_samples:
            if done:
                # Solving times are heavy-tailed: plan on the slower of the running mean and
                # the last batch, leave a margin, and grow batches gradually.
                per_board = max(spent / done, last_rate, 1e-5)
                room = deadline - time.monotonic()
                if turn.is_opening_lead:
                    # The longest budget and the longest tails: plan more cautiously.
                    batch = min(int(0.5 * room / per_board), max(batch + 1, 3 * batch // 2))
                else:
                    batch = min(int(0.6 * room / per_board), 2 * batch)
            batch = min(batch, self.max_samples - done)
            if batch < 1:
                break
            # Drawing layouts takes time too (tight auction ranges are met by rejection): it
            # counts in the batch's rate and stops at the deadline.
            t0 = time.monotonic()
            layouts = []
            for layout in itertools.islice(stream, batch):
                layouts.append(layout)
                if time.monotonic() >= deadline:
                    break
            if not layouts:
                break
            positions = [
                Position(full_hands(knowledge, layout), turn.trump, turn.leader, turn.trick)
                for layout in layouts
            ]
            try:
                if turn.is_opening_lead and self.lead_set_search:
                    results = self._lead_results(positions, candidates, turn, deadline)
                elif turn.is_opening_lead:
                    results = self.solver.score_leads(positions, candidates, deadline=deadline)
                else:
                    results = self.solver.solve(positions, deadline=deadline)
            except SolverTimeout:
                break
            if not results:
                break
            took = time.monotonic() - t0
            spent += took
            last_rate = took / len(positions)
            classes.update(layout_class(knowledge.hidden, lay) for lay in layouts[: len(results)])
            for res in results:
                values = {}
                for c in candidates:
                    mine = res[c]
                    decl = turn.declarer_side_tricks + (mine if sign > 0 else left - mine)
                    values[c] = sign * table[decl]
                    tricks[c] += mine
                    layout_tricks[c].append(mine)
                top = max(values.values())
                most = max(res[c] for c in candidates)
                for c in candidates:
                    loss = imps(top - values[c])
                    losses[c].append(loss)
                    best_in[c] += loss == 0
                    tops_in[c] += res[c] == most
            done += len(results)
            if done >= self.min_samples and _settled(losses):
                break
        n = max(done, 1)
        return Evaluation(
            samples=done,
            imp_loss={c: sum(v) / n for c, v in losses.items()},
            tricks={c: t / n for c, t in tricks.items()},
            exhaustive=exhaustive,
            losses=losses,
            best_in=best_in,
            tops_in=tops_in,
            layout_tricks=layout_tricks,
            hidden=knowledge.hidden,
            classes=classes,
        )


def sampled_card(
    ev: Evaluation,
    declarer_side: bool,
    defence_clear_se: float = DEFENCE_CLEAR_SE,
    declarer_near_se: float = DECLARER_NEAR_SE,
) -> Card:
    """The card sampling chooses, before the textbook card is weighed against it."""
    if declarer_side:
        return most_tricks_near_least(ev, declarer_near_se)
    return most_often_best(ev, defence_clear_se)


def _ranking(ev: Evaluation, card: Card) -> tuple[int, int, float]:
    """How `most_often_best` ranks a card: layouts where its score is the best, then layouts
    where its tricks are, then least mean loss."""
    return (ev.best_in[card], ev.tops_in[card], -ev.imp_loss[card])


def _no_worse(ev: Evaluation, card: Card, other: Card) -> bool:
    """Whether sampling rates `card` at least as well as `other` by every measure."""
    return (
        ev.best_in[card] >= ev.best_in[other]
        and ev.tops_in[card] >= ev.tops_in[other]
        and ev.imp_loss[card] <= ev.imp_loss[other] + 1e-9
        and ev.tricks[card] >= ev.tricks[other] - 1e-9
    )


def most_often_best(ev: Evaluation, clear_se: float) -> Card:
    """The card whose score is best in the most layouts, unless the card with the least mean
    IMP loss is more than `clear_se` paired standard errors ahead of it.

    The mean is the contract's expected result and decides whenever the sampling is clear
    about it. When it is not, the mean is swayed by a few layouts with large swings, and the
    layouts drawn are only a guess at the real one; the card best in most of them is more
    often right on the real cards (bench.decision_rules measures both on the same layouts).
    """
    cards = list(ev.imp_loss)
    least = min(cards, key=lambda c: (ev.imp_loss[c], -ev.tricks[c]))
    often = max(cards, key=lambda c: _ranking(ev, c))
    if often == least or not ev.losses:
        return often
    diffs = [a - b for a, b in zip(ev.losses[often], ev.losses[least], strict=True)]
    gap = sum(diffs) / len(diffs)
    return least if gap > clear_se * paired_error(diffs) + 1e-9 else often


def most_tricks_near_least(ev: Evaluation, near_se: float) -> Card:
    """The card that takes the most tricks on average among those whose mean IMP loss is
    within `near_se` paired standard errors of the least (the least itself included).

    Where the layouts cannot tell two cards' scores apart, the gap between them is noise,
    and the card that takes more tricks is the better bet on the real cards; where one card
    is clearly safer for the contract, it stays the choice."""
    least = min(ev.imp_loss, key=lambda c: (ev.imp_loss[c], -ev.tricks[c]))
    if not ev.losses:
        return least
    base = ev.losses[least]
    near = [least]
    for card, vals in ev.losses.items():
        diffs = [a - b for a, b in zip(vals, base, strict=True)]
        if card != least and sum(diffs) / len(diffs) <= near_se * paired_error(diffs) + 1e-9:
            near.append(card)
    return max(near, key=lambda c: (ev.tricks[c], -ev.imp_loss[c]))


def paired_error(diffs: Sequence[int]) -> float:
    """The standard error of the mean of paired differences."""
    n = len(diffs)
    if n < 2:
        return 0.0
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return math.sqrt(var / n)


def _settled(losses: Mapping[Card, list[int]]) -> bool:
    """True when the card with the least mean loss is clearly ahead of every other card
    (paired comparison, about three standard errors), or no layout separates them."""
    best = min(losses, key=lambda c: sum(losses[c]))
    base = losses[best]
    n = len(base)
    for card, vals in losses.items():
        if card == best:
            continue
        diffs = [a - b for a, b in zip(vals, base, strict=True)]
        if not any(diffs):
            continue
        if sum(diffs) / n <= 3 * paired_error(diffs):
            return False
    return True
