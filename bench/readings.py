"""How far the card players' readings can be trusted: the real hands against the doubts.

Usage:
    python -m bench.readings DECISIONS DEALS.pbn [--layouts N]

DECISIONS is a file bench.decision_rules saved (`--save`) from DEALS.pbn. At every decision
in it the benchmark rebuilds what the robot to play saw and reads, as its sampling does, the
carding of the hidden hands (`carding`: the opening lead, the equal cards denied, the low
cards kept, the defenders' signals) and the promises of their calls. For each kind of reading
it prints how often the real hidden hands break it, how often layouts drawn from the auction's
ranges and the cards seen alone (no readings, N per decision) break it, and the ratio of the
two: the factor by which a layout that breaks the reading is really less likely, which is
what each doubt (`DOUBT`, `LOW_DOUBT`, `SIGNAL_DOUBT`, `CALL_DOUBT`) stands for. Between
robots the ratio measures how closely they card by the book; a human may card otherwise.
"""

from __future__ import annotations

import argparse
import pickle
import random
from collections import Counter
from collections.abc import Mapping
from pathlib import Path

from bench.decision_rules import Decision
from bench.robot_play import load_deals
from bot.games.bridge.robot.carding import DOUBT, Carding
from bot.games.bridge.robot.constraints import Promise
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.robot.sampler import Knowledge, Sampler
from bot.games.bridge.robot.solver import Position, Solver
from bot.games.bridge.state import CardAction
from bot.games.bridge.views import seat_view
from bot.games.cards import Card
from bot.games.seats import Seat

KINDS = ("opening lead", "equal cards", "low card kept", "signal", "call's promise")

Hands = Mapping[Seat, frozenset[Card]]


def breaks(
    carding: Carding,
    promises: Mapping[Seat, tuple[Promise, ...]],
    knowledge: Knowledge,
    hands: Hands,
) -> list[tuple[str, bool]]:
    """Each reading of `carding` and each of the hidden seats' calls' `promises`, by kind, and
    whether the hidden `hands` break it."""
    out: list[tuple[str, bool]] = []
    if carding.lead is not None:
        out.append(("opening lead", not carding.lead_fits(hands)))
    for i, sig in enumerate(carding.signals):
        out.append(("signal", not carding.holding_fits(i, hands[sig.seat], sig.card.suit)))
    for seat, cards in carding.denied.items():
        for card, factor in cards.items():
            kind = "equal cards" if factor <= DOUBT + 1e-9 else "low card kept"
            out.append((kind, card in hands[seat]))
    for seat, kept in promises.items():
        whole = HandInfo.of(hands[seat].union(knowledge.played[seat]))
        out.extend(("call's promise", not p.fits(whole)) for p in kept)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("decisions", type=Path)
    ap.add_argument("deals", type=Path)
    ap.add_argument("--layouts", type=int, default=20, help="layouts drawn per decision")
    args = ap.parse_args(argv)
    boards, decisions = pickle.loads(args.decisions.read_bytes())
    real: dict[str, Counter[str]] = {}
    drawn: dict[str, Counter[str]] = {}
    with Solver() as solver:
        deals = {d.board.number: d for d in load_deals(args.deals, solver).first(boards)}
    for d in decisions:
        if not isinstance(d, Decision) or d.board not in deals:
            continue
        deal = deals[d.board]
        state = deal.after_auction()
        for _, card in d.history:
            turn = state.turn
            assert turn is not None
            state.apply(CardAction(turn, card))
        actor = state.to_act
        assert actor is not None
        knowledge = Knowledge.from_view(seat_view(state, actor))
        carding = knowledge.carding()
        sampler = Sampler(knowledge, deal.ranges, random.Random(d.board), None)
        promises = {s: r.promises for s, r in (deal.ranges or {}).items() if s in knowledge.hidden}
        side = "declarer" if d.declarer_side else "defenders"
        hands = Position.from_state(state).hands
        for kind, broken in breaks(carding, promises, knowledge, hands):
            real.setdefault(side, Counter()).update({kind: 1, f"{kind} broken": broken})
        for _ in range(args.layouts):
            layout = sampler.sample()
            for kind, broken in breaks(carding, promises, knowledge, layout):
                drawn.setdefault(side, Counter()).update({kind: 1, f"{kind} broken": broken})
    print(f"{args.decisions} ({boards} boards of {args.deals}), {len(decisions)} decisions")
    for side in ("declarer", "defenders"):
        for kind in KINDS:
            seen = real.get(side, Counter())
            if not seen[kind]:
                continue
            mine = seen[f"{kind} broken"] / seen[kind]
            other = drawn[side][f"{kind} broken"] / max(1, drawn[side][kind])
            ratio = f"{mine / other:.2f}" if other else "-"
            print(
                f"  {side}, {kind}: {seen[kind]} readings, the real hands break "
                f"{100 * mine:.1f}%, layouts {100 * other:.1f}%, ratio {ratio}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
