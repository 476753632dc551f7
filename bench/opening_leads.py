"""Opening leads alone: the expert's sampling against the textbook, and rules between them.

Usage:
    python -m bench.opening_leads [DEALS.pbn] [--boards N] [--seed S] [--budget SECONDS] [--k K]

Reads a PBN file as bench.robot_play does (the file's contract, or the robots' auction). For
each board the opening leader's expert robot evaluates its candidate leads (one textbook card
per suit) by sampling, exactly as in play, and the basic robot names its textbook lead. Every
candidate is then solved double dummy on the real cards. The figures printed are the share of
leads that cost nothing:

- for the expert robot's choice, and for the textbook lead;
- for the rule "the textbook lead unless sampling puts it more than k standard errors behind
  the best candidate", for several k: k = 0 is sampling alone (up to ties), and the robot
  itself plays this rule with k = `LEAD_TEXTBOOK_SE`, or the value given with --k;
- for the best candidate with hindsight (the ceiling of choosing among these candidates: a
  lead outside them may do better still).

It also prints the expert's think time per lead.
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import dataclass
from pathlib import Path

from bench.robot_play import DEFAULT_DEALS, load_deals
from bot.games.bridge.robot.play_basic import BasicPlayer
from bot.games.bridge.robot.play_expert import LEAD_TEXTBOOK_SE, ExpertPlayer, textbook_stands
from bot.games.bridge.robot.solver import Position, Solver
from bot.games.bridge.views import seat_view
from bot.games.cards import Card

KS = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)


@dataclass
class Lead:
    """One board's opening lead: what sampling found and what each candidate really costs."""

    expert: Card
    textbook: Card
    loss: dict[Card, float]
    margin: dict[Card, float]
    #: Defenders' double-dummy tricks after each candidate lead on the real cards.
    real: dict[Card, int]
    #: The most any lead (candidate or not) takes.
    top: int

    def costless(self, card: Card) -> bool:
        return self.real[card] == self.top

    def rule(self, k: float) -> Card:
        """The textbook lead unless sampling puts it more than k standard errors behind."""
        if textbook_stands(self.loss, self.margin, self.textbook, k):
            return self.textbook
        return min(self.loss, key=lambda c: self.loss[c])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("deals", nargs="?", type=Path, default=DEFAULT_DEALS)
    ap.add_argument("--boards", type=int, default=0, help="only the first N boards")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget", type=float, default=None, help="expert seconds per lead")
    ap.add_argument(
        "--k", type=float, default=LEAD_TEXTBOOK_SE, help="the robot's textbook margin (SE)"
    )
    args = ap.parse_args(argv)
    leads: list[Lead] = []
    times: list[float] = []
    with Solver() as solver:
        solver.warm_up()
        loaded = load_deals(args.deals, solver)
        deals = loaded.first(args.boards)
        basic = BasicPlayer()
        for deal in deals:
            state = deal.after_auction()
            leader = state.to_act
            assert leader is not None
            expert = ExpertPlayer(solver, seed=args.seed + leader.index, lead_textbook_se=args.k)
            if args.budget is not None:
                expert.lead_budget_s = args.budget
            view = seat_view(state, leader)
            t0 = time.perf_counter()
            card = expert.choose_card(view, deal.ranges)
            times.append(time.perf_counter() - t0)
            ev = expert.last_evaluation
            if ev is None:
                continue  # a single candidate: nothing to choose
            textbook = basic.choose_card(view, deal.ranges)
            scores = solver.score_cards(Position.from_state(state))
            real = {c: scores[c] for c in ev.imp_loss}
            if card not in real or textbook not in real:
                continue
            top = max(scores.values())
            leads.append(Lead(card, textbook, dict(ev.imp_loss), dict(ev.margin), real, top))
    n = len(leads)
    if not n:
        print("no board had a lead to choose")
        return 1

    def share(pick: list[Card]) -> str:
        ok = sum(lead.costless(c) for lead, c in zip(leads, pick, strict=True))
        return f"{100 * ok / n:.1f}% ({ok}/{n})"

    print(f"{args.deals}: {n} opening leads with a choice")
    print(f"  expert robot (k = {args.k}): {share([lead.expert for lead in leads])}")
    print(f"  textbook (basic robot):   {share([lead.textbook for lead in leads])}")
    for k in KS:
        print(f"  textbook unless > {k:.1f} SE behind: {share([lead.rule(k) for lead in leads])}")
    best = [max(lead.real, key=lambda c: lead.real[c]) for lead in leads]
    print(f"  best candidate (hindsight): {share(best)}")
    t = sorted(times)
    print(
        f"  expert think time per lead: p50 {1000 * statistics.median(t):.0f} ms, "
        f"max {1000 * t[-1]:.0f} ms"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
