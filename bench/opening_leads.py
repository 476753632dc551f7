"""Opening leads alone: the expert's sampling against the textbook, and rules between them.

Usage:
    python -m bench.opening_leads [DEALS.pbn] [--boards N] [--seed S] [--budget SECONDS] [--k K]
                                  [--versus exact|before] [--kinds]

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

It also prints the expert's think time per lead and the layouts it solved. `--versus exact`
runs, on the same boards and side by side (each board's two robots in turn, the first
alternating), a second expert that solves each candidate lead's exact tricks in each layout
(`ExpertPlayer.lead_set_search` off) instead of only which leads beat the contract; `before`,
that thinking 1.0 s whatever --budget says (the opening lead before the cheaper search). `--kinds`
breaks the leads down by contract (notrump or suit; part-score, game or slam) and by the
kind of lead the textbook makes, the robot's and the textbook's leads costing nothing in each.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from bench.robot_play import DEFAULT_DEALS, load_deals
from bot.games.bridge.contract import Contract
from bot.games.bridge.robot.play_basic import BasicPlayer, partner_suits
from bot.games.bridge.robot.play_expert import LEAD_TEXTBOOK_SE, ExpertPlayer, textbook_stands
from bot.games.bridge.robot.solver import Position, Solver
from bot.games.bridge.views import SeatView, seat_view
from bot.games.cards import Card, Rank

KS = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)

#: The variants `--versus` can set against the robot as it plays: each candidate's exact
#: tricks solved rather than which leads beat the contract; that with the lead's think time
#: before the cheaper search (1.0 s), whatever --budget says: the lead as it was.
VERSUS: dict[str, dict[str, object]] = {
    "exact": {"lead_set_search": False},
    "before": {"lead_set_search": False, "lead_budget_s": 1.0},
}


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
    samples: int
    contract_kind: str = ""
    lead_kind: str = ""

    def costless(self, card: Card) -> bool:
        return self.real[card] == self.top

    def rule(self, k: float) -> Card:
        """The textbook lead unless sampling puts it more than k standard errors behind."""
        if textbook_stands(self.loss, self.margin, self.textbook, k):
            return self.textbook
        return min(self.loss, key=lambda c: self.loss[c])


def contract_kind(contract: Contract) -> str:
    """ "notrump game", "suit part-score", ...: what a defender's aims turn on."""
    suit = contract.strain.suit
    if contract.level >= 6:
        size = "slam"
    elif contract.level >= 5 or contract.level >= (3 if suit is None else 4 if suit >= 2 else 5):
        size = "game"
    else:
        size = "part-score"
    return f"{'notrump' if suit is None else 'suit'} {size}"


def lead_kind(view: SeatView, card: Card, trump: object) -> str:
    """What kind of textbook lead `card` is from the leader's hand."""
    held = sorted((c for c in view.hand if c.suit == card.suit), key=lambda c: -c.rank)
    if card.suit in partner_suits(view, view.seat):
        return "partner's suit"
    if card.suit == trump:
        return "trump"
    if len(held) <= 2:
        return ("singleton", "doubleton")[len(held) - 1]
    i = held.index(card)
    if card.rank >= Rank.TEN and i + 1 < len(held) and held[i + 1].rank == card.rank - 1:
        return "top of a sequence"
    if i == 0:
        return "ace" if card.rank == Rank.ACE else "top of nothing"
    return "from an honour" if held[0].rank >= Rank.JACK else "low from nothing"


@dataclass
class Run:
    """One robot's leads over the boards, and its think times."""

    leads: list[Lead]
    times: list[float]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("deals", nargs="?", type=Path, default=DEFAULT_DEALS)
    ap.add_argument("--boards", type=int, default=0, help="only the first N boards")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget", type=float, default=None, help="expert seconds per lead")
    ap.add_argument(
        "--k", type=float, default=LEAD_TEXTBOOK_SE, help="the robot's textbook margin (SE)"
    )
    ap.add_argument(
        "--versus", choices=sorted(VERSUS), default=None, help="a second robot, side by side"
    )
    ap.add_argument("--kinds", action="store_true", help="by contract and kind of lead")
    args = ap.parse_args(argv)
    names = ["robot"] + ([args.versus] if args.versus else [])
    runs = {name: Run([], []) for name in names}
    with Solver() as solver:
        solver.warm_up()
        loaded = load_deals(args.deals, solver)
        deals = loaded.first(args.boards)
        basic = BasicPlayer()
        for number, deal in enumerate(deals):
            state = deal.after_auction()
            leader = state.to_act
            assert leader is not None
            view = seat_view(state, leader)
            textbook = basic.choose_card(view, deal.ranges)
            scores: dict[Card, int] | None = None
            order = names if number % 2 == 0 else names[::-1]
            found: dict[str, Lead] = {}
            for name in order:
                expert = ExpertPlayer(
                    solver, seed=args.seed + leader.index, lead_textbook_se=args.k
                )
                if args.budget is not None:
                    expert.lead_budget_s = args.budget
                for attr, value in VERSUS.get(name, {}).items():
                    setattr(expert, attr, value)
                t0 = time.perf_counter()
                card = expert.choose_card(view, deal.ranges)
                runs[name].times.append(time.perf_counter() - t0)
                ev = expert.last_evaluation
                if ev is None:
                    continue  # a single candidate: nothing to choose
                if scores is None:
                    scores = solver.score_cards(Position.from_state(state))
                real = {c: scores[c] for c in ev.imp_loss}
                if card not in real or textbook not in real:
                    continue
                found[name] = Lead(
                    card, textbook, dict(ev.imp_loss), dict(ev.margin), real,
                    max(scores.values()), ev.samples, contract_kind(deal.contract),
                    lead_kind(view, textbook, state.play.trump if state.play else None),
                )  # fmt: skip
            if len(found) == len(names):  # the same boards for every robot
                for name, lead in found.items():
                    runs[name].leads.append(lead)
    for name, run in runs.items():
        report(f"{args.deals} [{name}]", run, args.k, args.kinds)
    return 0


def report(title: str, run: Run, k_robot: float, kinds: bool) -> None:
    leads = run.leads
    n = len(leads)
    if not n:
        print(f"{title}: no board had a lead to choose")
        return

    def share(pick: list[Card]) -> str:
        ok = sum(lead.costless(c) for lead, c in zip(leads, pick, strict=True))
        return f"{100 * ok / n:.1f}% ({ok}/{n})"

    print(f"{title}: {n} opening leads with a choice")
    print(f"  expert robot (k = {k_robot}): {share([lead.expert for lead in leads])}")
    print(f"  textbook (basic robot):   {share([lead.textbook for lead in leads])}")
    for k in KS:
        print(f"  textbook unless > {k:.1f} SE behind: {share([lead.rule(k) for lead in leads])}")
    best = [max(lead.real, key=lambda c: lead.real[c]) for lead in leads]
    print(f"  best candidate (hindsight): {share(best)}")
    t = sorted(run.times)
    samples = sorted(lead.samples for lead in leads)
    print(
        f"  expert think time per lead: p50 {1000 * statistics.median(t):.0f} ms, "
        f"p95 {1000 * t[int(0.95 * (len(t) - 1))]:.0f} ms, max {1000 * t[-1]:.0f} ms; "
        f"layouts solved p50 {statistics.median(samples):.0f}, p10 {samples[len(samples) // 10]}"
    )
    if not kinds:
        return
    for label, key in (("contract", "contract_kind"), ("textbook lead", "lead_kind")):
        groups: dict[str, list[Lead]] = defaultdict(list)
        for lead in leads:
            groups[getattr(lead, key)].append(lead)
        print(f"  by {label}: robot / textbook costing nothing")
        for name, group in sorted(groups.items()):
            robot = sum(lead.costless(lead.expert) for lead in group)
            book = sum(lead.costless(lead.textbook) for lead in group)
            print(f"    {name:20s} {robot:4d} / {book:4d} of {len(group)}")


if __name__ == "__main__":
    raise SystemExit(main())
