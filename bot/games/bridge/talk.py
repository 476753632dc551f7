"""What a bridge table says as its play goes: a claim, and how it ends (rule 3.10).

The pictures and records show everything else; a claim's answer is the one thing nobody would
otherwise be told: the claimer whose claim the opponents turned down sees only that play goes
on, and the others that the deal ended early.
"""

from __future__ import annotations

from bot.games.bridge.state import ClaimAction, ClaimReply, DealState
from bot.games.game import Remark


def remarks(state: DealState) -> tuple[Remark, ...]:
    """Every claim of the deal so far, and each one's answer, in order."""
    contract = state.contract
    if contract is None:
        return ()
    out: list[Remark] = []
    claimer = None
    accepted = 0
    for action in state.actions:
        match action:
            case ClaimAction(seat, tricks):
                claimer, accepted = seat, 0
                out.append(
                    Remark(f"{{0}} claims {tricks}.", (seat,), "talk-claim", (("tricks", tricks),))
                )
            case ClaimReply(seat, False) if claimer is not None:
                out.append(
                    Remark(
                        "{0} rejected {1}'s claim; play goes on.",
                        (seat, claimer),
                        "talk-claim-rejected",
                    )
                )
                claimer = None
            case ClaimReply(_, True) if claimer is not None:
                accepted += 1
                # Every opponent of the claimer but dummy answers: both defenders, or declarer.
                judges = 2 if claimer.side is contract.declarer.side else 1
                if accepted == judges:
                    accept = Remark("{0}'s claim is accepted.", (claimer,), "talk-claim-accepted")
                    out.append(accept)
                    claimer = None
    return tuple(out)
