"""The table talk of Kaiser: what players say, and the moment each phrase becomes true
(section 10 of seeds/kaiser.md).

Everything here is read off the hand as it stands, so the same hand always says the same
things in the same order; the table announces each remark when the action that makes it true
is made. Remarks name players by seat (see `Remark`), never by a card still hidden.
"""

from __future__ import annotations

from bot.games.game import Remark
from bot.games.kaiser.rules import FIVE_OF_HEARTS, TOP_BID
from bot.games.kaiser.state import DealState

#: A remark and when it became true: the number of tricks completed by then (0 for the bid).
Said = tuple[int, Remark]


def remarks(state: DealState) -> tuple[Remark, ...]:
    """Everything said about the hand so far, in order."""
    return tuple(remark for _, remark in said(state))


def said(state: DealState) -> tuple[Said, ...]:
    """Everything said about the hand so far, in order, each with the trick it came with."""
    contract = state.contract
    play = state.play
    if contract is None or play is None:
        return ()
    out = [(0, Remark(f"Who got the bid? {{0}} — {contract.spoken}.", (contract.bidder,)))]
    for number, trick in enumerate(play.completed_tricks, start=1):
        winner = play.winner(trick)
        for seat, card in trick.plays():
            if card == FIVE_OF_HEARTS:
                verb = "took" if winner.side is contract.side else "stole"
                out.append((number, Remark(f"{{0}} {verb} the five.", (winner,))))
            elif card == state.rules.minus_card:
                if seat.side is winner.side:
                    out.append((number, Remark("{0} got stuck with the three.", (winner,))))
                else:
                    out.append((number, Remark("{0} stuck them with the three.", (seat,))))
    if state.is_finished:
        team = (contract.bidder, contract.bidder.partner)
        taken = state.points(contract.side)
        bid = contract.bid
        last = len(play.completed_tricks)
        if taken >= bid.number and bid.number == TOP_BID:
            out.append((last, Remark(f"{{0}} and {{1}} ran the table: {bid.spoken}, made!", team)))
        else:
            verb = "made it" if taken >= bid.number else "went down"
            text = f"{{0}} and {{1}} {verb}: {taken} on a bid of {bid.spoken}."
            out.append((last, Remark(text, team)))
    return tuple(out)
