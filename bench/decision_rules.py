"""Card-play decision rules replayed on the same layouts: the mean against the card most often best.

Usage:
    python -m bench.decision_rules [DEALS.pbn] [--boards N] [--seed S] [--budget S]
                                   [--save FILE | --load FILE]

Plays each board expert against expert, as bench.robot_play does. At every decision the robot
samples, the benchmark keeps what sampling found (each candidate card's IMP loss in each
layout, and the layouts in which it was best) and solves every legal card on the real cards.
It then asks, of those same evaluations, which card each rule would have played:

- the card with the least mean IMP loss;
- the card whose score is best in the most layouts, unless the least mean loss is more than
  k paired standard errors ahead of it (`most_often_best`), for several k;
- the card most often best, alone;
- the card with the most mean tricks among those within k paired standard errors of the least
  mean IMP loss (tricks, the finer measure, decide where the IMPs cannot);

and prints, for declarer's decisions and the defenders' apart, how many of each rule's cards
cost a trick on the real cards and how many IMPs they lost double dummy (against the best
card on the real cards), then each side's decisions by kind (`card_kind`) with the robot's
and the textbook card's costly cards among them, its leads after the opening lead by the suit
they chose (`lead_choice`) and what its costly cards cost (`trick_cost`). The comparison is
paired: every rule judges the same layouts. The rules are compared alone, before the textbook
lead and the textbook tie-break the robot adds on top; the robot's own cards are shown for
reference. The positions are those the robot's own play led to.

A run takes as long as bench.robot_play; `--save` keeps its decisions in a file and `--load`
judges them again without playing, so a new rule is compared on the same layouts in seconds.
"""

from __future__ import annotations

import argparse
import math
import pickle
import statistics
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bench.robot_play import (
    DEFAULT_DEALS,
    EFFECTS,
    LEAD_CHOICES,
    card_kind,
    lead_choice,
    load_deals,
    trick_cost,
)
from bot.games.bridge.contract import Contract
from bot.games.bridge.robot.play_basic import BasicPlayer
from bot.games.bridge.robot.play_expert import (
    Evaluation,
    ExpertPlayer,
    most_often_best,
    most_tricks_near_least,
    sampled_card,
)
from bot.games.bridge.robot.playinfo import declarer_scores
from bot.games.bridge.robot.solver import Position, Solver
from bot.games.bridge.scoring import imps
from bot.games.bridge.state import CardAction
from bot.games.bridge.views import seat_view
from bot.games.cards import Card
from bot.games.seats import SEATS, Seat

KS = (0.0, 1.0, 2.0, 3.0)

Rule = Callable[[Evaluation], Card]


@dataclass(frozen=True)
class Decision:
    """One sampled decision: what sampling found, and what each card does on the real cards."""

    declarer_side: bool
    evaluation: Evaluation
    played: Card
    #: The mover's side's double-dummy tricks from here after each legal card.
    real: dict[Card, int]
    #: Declarer's side's score for 0..13 tricks, its tricks so far, and the tricks left.
    scores: tuple[int, ...]
    won: int
    left: int
    #: The basic robot's card in the same position (the textbook card), the seat to play,
    #: and the cards played before the decision in order: what a study of the decisions by
    #: stage and kind (a lead, a return of partner's suit, a switch) needs.
    textbook: Card | None = None
    seat: Seat | None = None
    history: tuple[tuple[Seat, Card], ...] = ()
    board: int = 0
    contract: Contract | None = None

    @property
    def kind(self) -> str:
        """What the decision was (`card_kind`: a lead, following, a discard...), or "" when
        the decision does not say where it stood."""
        if self.seat is None or self.contract is None:
            return ""
        plays = [*self.history, (self.seat, self.played)]
        return card_kind(plays, len(self.history), self.contract)

    @property
    def lead(self) -> str:
        """Which suit a lead after the opening lead chose (`lead_choice`), or "" for any
        other decision or one that does not say where it stood."""
        if self.seat is None or self.contract is None or not self.history:
            return ""
        if len(self.history) % 4:
            return ""
        plays = [*self.history, (self.seat, self.played)]
        return lead_choice(plays, len(self.history), self.contract)

    def costly(self, card: Card) -> bool:
        return self.real[card] < max(self.real.values())

    def effect(self, card: Card) -> str:
        """What the trick `card` costs meant (`trick_cost`): the contract's result, or only
        an overtrick or an undertrick (for a card that costs nothing, as if it cost one)."""
        assert self.contract is not None

        def declarer_tricks(tricks: int) -> int:
            return self.won + (tricks if self.declarer_side else self.left - tricks)

        best = declarer_tricks(max(self.real.values()))
        mine = declarer_tricks(self.real[card])
        if mine == best:
            mine += -1 if self.declarer_side else 1
        return trick_cost(best, mine, self.contract)

    def _value(self, tricks: int) -> int:
        """The mover's side's score when it takes `tricks` of the tricks left."""
        if self.declarer_side:
            return self.scores[self.won + tricks]
        return -self.scores[self.won + self.left - tricks]

    def imps_lost(self, card: Card) -> int:
        best = max(self._value(t) for t in self.real.values())
        return imps(best - self._value(self.real[card]))


def least_mean(ev: Evaluation) -> Card:
    return min(ev.imp_loss, key=lambda c: (ev.imp_loss[c], -ev.tricks[c]))


def _unless(k: float) -> Rule:
    def rule(ev: Evaluation) -> Card:
        return most_often_best(ev, k)

    return rule


def _most_tricks_within(k: float) -> Rule:
    def rule(ev: Evaluation) -> Card:
        return most_tricks_near_least(ev, k)

    return rule


def rules() -> dict[str, Rule]:
    out: dict[str, Rule] = {"least mean IMP loss": least_mean}
    for k in KS:
        out[f"most often best unless > {k:.0f} SE"] = _unless(k)
    out["most often best alone"] = _unless(math.inf)
    for k in KS[1:]:
        out[f"most tricks within {k:.0f} SE of least"] = _most_tricks_within(k)
    return out


def _judged_by(rule: Rule) -> Callable[[Decision], Card]:
    def pick(d: Decision) -> Card:
        return rule(d.evaluation)

    return pick


def tally(decisions: list[Decision], pick: Callable[[Decision], Card]) -> tuple[int, int]:
    """Cards that cost a trick on the real cards, and IMPs lost double dummy."""
    cards = [pick(d) for d in decisions]
    return (
        sum(d.costly(c) for d, c in zip(decisions, cards, strict=True)),
        sum(d.imps_lost(c) for d, c in zip(decisions, cards, strict=True)),
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("deals", nargs="?", type=Path, default=DEFAULT_DEALS)
    ap.add_argument("--boards", type=int, default=0, help="only the first N boards")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget", type=float, default=None, help="expert seconds per card")
    ap.add_argument("--save", type=Path, default=None, help="keep the decisions in FILE")
    ap.add_argument("--load", type=Path, default=None, help="judge the decisions in FILE")
    args = ap.parse_args(argv)
    if args.load is not None:
        boards, decisions = pickle.loads(args.load.read_bytes())
        source = f"{args.load} ({boards} boards)"
    else:
        boards, decisions = play(args)
        source = f"{args.deals}: {boards} boards"
        if args.save is not None:
            args.save.write_bytes(pickle.dumps((boards, decisions)))
    report(source, decisions)
    return 0


def play(args: argparse.Namespace) -> tuple[int, list[Decision]]:
    """Plays the boards expert against expert and keeps every sampled decision."""
    decisions: list[Decision] = []
    with Solver() as solver:
        solver.warm_up()
        loaded = load_deals(args.deals, solver)
        deals = loaded.first(args.boards)
        extra = {} if args.budget is None else {"budget_s": args.budget}
        players = {s: ExpertPlayer(solver, seed=args.seed + s.index, **extra) for s in SEATS}
        basic = BasicPlayer()
        for deal in deals:
            state = deal.after_auction()
            contract = state.contract
            assert contract is not None
            vulnerable = deal.board.vulnerability.is_vulnerable(contract.declarer.side)
            scores = declarer_scores(contract, vulnerable)
            while not state.is_finished:
                actor, turn = state.to_act, state.turn
                assert actor is not None and turn is not None
                player = players[actor]
                view = seat_view(state, actor)
                card = player.choose_card(view, deal.ranges)
                ev = player.last_evaluation
                if ev is not None and ev.samples:
                    play = state.play
                    assert play is not None
                    declaring = turn.side is contract.declarer.side
                    decisions.append(
                        Decision(
                            declarer_side=declaring,
                            evaluation=ev,
                            played=card,
                            real=solver.score_cards(Position.from_state(state)),
                            scores=scores,
                            won=play.declarer_tricks,
                            left=13 - len(play.completed_tricks),
                            textbook=basic.choose_card(view, deal.ranges),
                            seat=actor,
                            history=tuple(view.public.played_cards()),
                            board=deal.board.number,
                            contract=contract,
                        )
                    )
                state.apply(CardAction(turn, card))
    return len(deals), decisions


def report(source: str, decisions: list[Decision]) -> None:
    sides = {
        "declarer": [d for d in decisions if d.declarer_side],
        "defenders": [d for d in decisions if not d.declarer_side],
    }
    print(
        f"{source}, {len(decisions)} sampled decisions "
        f"({len(sides['declarer'])} declarer's, {len(sides['defenders'])} the defenders')"
    )
    print(f"  {'rule':<34} {'declarer: costly, IMPs':>24} {'defenders: costly, IMPs':>25}")
    picks: dict[str, Rule | None] = {"the robot's own card": None, **rules()}
    for name, rule in picks.items():
        figures = [
            tally(group, (lambda d: d.played) if rule is None else _judged_by(rule))
            for group in sides.values()
        ]
        cells = [f"{costly:>14} {lost:>9}" for costly, lost in figures]
        print(f"  {name:<34} {cells[0]:>24} {cells[1]:>25}")
    print(kinds_report(sides))
    print(leads_report(sides))
    print(layouts_report(sides))


#: How many layouts of each decision `layouts_report` replays it on.
FIRST_LAYOUTS = (4, 8, 16, 32)


def first_layouts(ev: Evaluation, k: int) -> Evaluation | None:
    """The evaluation of a decision had it stopped after its first `k` layouts (None for a
    decision saved without its tricks layout by layout)."""
    rows = getattr(ev, "layout_tricks", None)
    if not rows:
        return None
    losses = {c: list(v[:k]) for c, v in ev.losses.items()}
    tricks = {c: list(v[:k]) for c, v in rows.items()}
    n = len(next(iter(losses.values())))
    tops = [max(t[i] for t in tricks.values()) for i in range(n)]
    return Evaluation(
        samples=n,
        imp_loss={c: sum(v) / n for c, v in losses.items()},
        tricks={c: sum(v) / n for c, v in tricks.items()},
        exhaustive=ev.exhaustive,
        losses=losses,
        best_in={c: sum(1 for x in v if x == 0) for c, v in losses.items()},
        tops_in={
            c: sum(1 for t, top in zip(v, tops, strict=True) if t == top) for c, v in tricks.items()
        },
        layout_tricks=tricks,
    )


def layouts_report(sides: dict[str, list[Decision]]) -> str:
    """Each side's decisions that solved at least the most layouts replayed (the opening
    lead apart), chosen by the robot's rule (before the textbook card) on their first k
    layouts alone: the cards that cost a trick and the IMPs lost. How fast these fall with
    more layouts is what a longer think could buy."""
    most = FIRST_LAYOUTS[-1]
    lines = [f"  the robot's rule on the first k layouts of decisions with {most} or more"]
    for side, decisions in sides.items():
        many = [
            d
            for d in decisions
            if d.evaluation.samples >= most
            and d.kind != "opening lead"
            and first_layouts(d.evaluation, 1) is not None
        ]
        cells = []
        for k in FIRST_LAYOUTS:

            def pick(d: Decision, k: int = k) -> Card:
                ev = first_layouts(d.evaluation, k)
                assert ev is not None
                return sampled_card(ev, d.declarer_side)

            costly, lost = tally(many, pick)
            cells.append(f"k={k} {costly} costly {lost} IMPs")
        lines.append(f"    {side} ({len(many)} decisions): " + ", ".join(cells))
    return "\n".join(lines)


def kinds_report(sides: dict[str, list[Decision]]) -> str:
    """Each side's decisions by kind (`card_kind`), most costly first: how many, and how
    many of the robot's cards and of the textbook cards (the basic robot's in the same
    position) cost a trick, with the median number of layouts solved."""
    lines = ["  by kind: decisions, the robot's costly cards, the textbook's, median layouts"]
    for side, decisions in sides.items():
        by_kind: dict[str, list[Decision]] = {}
        for d in decisions:
            if d.kind:
                by_kind.setdefault(d.kind, []).append(d)

        order = sorted(by_kind, key=lambda k: -sum(d.costly(d.played) for d in by_kind[k]))
        lines.append(f"    {side}: " + ", ".join(_kind_cell(k, by_kind[k]) for k in order))
    return "\n".join(lines)


def leads_report(sides: dict[str, list[Decision]]) -> str:
    """Each side's leads after the opening lead by the suit they chose (`lead_choice`), as
    `kinds_report` tells the kinds, and what the robot's costly cards of the side cost
    (`trick_cost`): the defenders' costly cards are mostly leads of the wrong suit."""
    lines = ["  leads after the opening lead by the suit chosen, and what the costly cards cost"]
    for side, decisions in sides.items():
        by_choice: dict[str, list[Decision]] = {}
        for d in decisions:
            if d.lead:
                by_choice.setdefault(d.lead, []).append(d)
        cells = [_kind_cell(c, by_choice[c]) for c in LEAD_CHOICES if c in by_choice]
        effects = [d.effect(d.played) for d in decisions if d.contract and d.costly(d.played)]
        told = ", ".join(f"{e} {effects.count(e)}" for e in EFFECTS)
        lines.append(f"    {side}: " + ", ".join(cells) + f"; the costly cards: {told}")
    return "\n".join(lines)


def _kind_cell(kind: str, group: list[Decision]) -> str:
    robot = sum(d.costly(d.played) for d in group)
    book = sum(d.textbook is not None and d.costly(d.textbook) for d in group)
    layouts = statistics.median(d.evaluation.samples for d in group)
    return f"{kind} {len(group)}/{robot}/{book}/{layouts:.0f}"


if __name__ == "__main__":
    raise SystemExit(main())
