"""Claims with robots: judging a claim made against robot defenders, and a robot declarer's
own claims.

Judging (`accept_claim`) is done by the table service, not by a playing robot, and it looks at
the whole deal. That is fair because a claim puts the claimer's cards on the table: a human
defender answering a claim sees the claimer's hand, dummy and their own, so the fourth hand
is known too, and a careful defender accepts only once they have checked that the claim holds
however they defend. The robot accepts exactly when the
claim holds against best defence double dummy: it never concedes a trick that good defence
would have won, and never refuses a claim that is in fact certain. Its answer does not flow
back into any robot's play, which still sees only its `SeatView`.

A robot declarer (`robot_claim`) knows only its `SeatView`. It claims only late in the play,
when every layout of the hidden cards can be listed, and only when every one of those layouts
gives the same number of tricks and one card keeps that number in all of them; it claims that
number. The real layout is always among those listed (only the hard facts narrow them), so a
robot's claim is never short of what the cards would take double dummy, and never more.
Where the layouts differ it plays on, rather than claim the worst of them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from bot.games.bridge.robot.playinfo import read_turn
from bot.games.bridge.robot.sampler import Knowledge, Sampler, full_hands
from bot.games.bridge.robot.solver import Position, Solver
from bot.games.bridge.state import DealState
from bot.games.bridge.views import SeatView
from bot.games.cards import Card
from bot.games.thinking import may_wait

#: A robot declarer considers claiming only with this many tricks or fewer left, where a
#: line that wins in every layout is almost always a line that can be played without a
#: guess (double-dummy analysis of each layout alone cannot see a guess).
CLAIM_TRICKS_LEFT = 5

#: And only when the layouts of the hidden cards are at most this many.
CLAIM_MAX_LAYOUTS = 300


def claimer_tricks_double_dummy(state: DealState, solver: Solver) -> int:
    """Tricks the pending claimer's side takes, of those left, against best defence."""
    claim = state.pending_claim
    if claim is None:
        raise ValueError("no claim is pending")
    pos = Position.from_state(state)
    best = max(solver.score_cards(pos).values())
    return best if pos.to_move.side is claim.side else pos.tricks_left - best


def accept_claim(state: DealState, solver: Solver) -> bool:
    """The referee's verdict for robot defenders: accept when the claim holds double dummy.

    Takes the full deal; the table service calls it, a playing robot never does.
    """
    claim = state.pending_claim
    if claim is None:
        raise ValueError("no claim is pending")
    return claimer_tricks_double_dummy(state, solver) >= claim.tricks


def robot_claim(view: SeatView, solver: Solver) -> int | None:
    """Tricks of those left that a robot declarer can claim now, or None to play on."""
    pub = view.public
    contract = pub.contract
    if contract is None or view.seat is not contract.declarer or not view.legal_cards:
        return None
    turn = read_turn(view)
    left = 13 - turn.completed
    if left > CLAIM_TRICKS_LEFT:
        return None
    knowledge = Knowledge.from_view(view)
    # Only the hard facts (cards seen, voids shown): what the auction suggested is not
    # certain enough to claim on.
    sampler = Sampler(knowledge, None, random.Random(0))
    if not sampler.listable or sampler.count_upper_bound() > CLAIM_MAX_LAYOUTS:
        return None
    # The layouts go to the solver: a move on the event loop is made in a thread instead,
    # asked before listing them rather than after.
    may_wait()
    layouts = sampler.enumerate()
    positions = [
        Position(full_hands(knowledge, lay), turn.trump, turn.leader, turn.trick) for lay in layouts
    ]
    results = solver.solve(positions)
    return certain_tricks(results)


def certain_tricks(results: Sequence[Mapping[Card, int]]) -> int | None:
    """The tricks to claim from every layout's double-dummy result per card: the number
    every layout gives, when one card keeps it in all of them; None when the layouts differ
    (or give nothing), so declarer plays on."""
    if not results:
        return None
    best = {max(res.values()) for res in results}
    if len(best) != 1:
        return None
    (tricks,) = best
    if tricks == 0 or not any(all(res[c] == tricks for res in results) for c in results[0]):
        return None
    return tricks
