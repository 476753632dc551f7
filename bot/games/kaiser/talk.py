"""The table talk of Kaiser: what players say, and the moment each phrase becomes true
(section 10 of seeds/kaiser.md).

Everything here is read off the hand as it stands, so the same hand always says the same
things in the same order; the table announces each remark when the action that makes it true
is made. Remarks name players by seat (see `Remark`), never by a card still hidden.
"""

from __future__ import annotations

from bot.games.cards import Suit
from bot.games.game import Remark
from bot.games.kaiser.rules import FIVE_OF_HEARTS, TOP_BID
from bot.games.kaiser.state import DealState

#: The trumps in the order the catalogue's talk numbers them, 1 to 4 (0 is no trump).
TRUMP_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

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
    # The trump by its place in TRUMP_NAMES' order (0: no trump), for the catalogue's words.
    trump = 0 if contract.trump is None else TRUMP_ORDER.index(contract.trump) + 1
    bid_values = (("bid", contract.bid.number), ("trump", trump))
    out = [
        (
            0,
            Remark(
                f"Who got the bid? {{0}} — {contract.spoken}.",
                (contract.bidder,),
                "talk-bid",
                bid_values,
            ),
        )
    ]
    for number, trick in enumerate(play.completed_tricks, start=1):
        winner = play.winner(trick)
        for seat, card in trick.plays():
            if card == FIVE_OF_HEARTS:
                took = winner.side is contract.side
                verb = "took" if took else "stole"
                key = "talk-took-five" if took else "talk-stole-five"
                out.append((number, Remark(f"{{0}} {verb} the five.", (winner,), key)))
            elif card == state.rules.minus_card:
                if seat.side is winner.side:
                    remark = Remark(
                        "{0} got stuck with the three.", (winner,), "talk-stuck-with-three"
                    )
                    out.append((number, remark))
                else:
                    remark = Remark("{0} stuck them with the three.", (seat,), "talk-stuck-them")
                    out.append((number, remark))
    if state.is_finished:
        team = (contract.bidder, contract.bidder.partner)
        taken = state.points(contract.side)
        bid = contract.bid
        last = len(play.completed_tricks)
        values = (("bid", bid.number), ("nt", int(bid.no_trump)), ("taken", taken))
        if taken >= bid.number and bid.number == TOP_BID:
            text = f"{{0}} and {{1}} ran the table: {bid.spoken}, made!"
            out.append((last, Remark(text, team, "talk-ran-table", values)))
        else:
            made = taken >= bid.number
            verb = "made it" if made else "went down"
            # Below zero with the true minus sign, as every number a player reads.
            points = f"−{-taken}" if taken < 0 else str(taken)
            text = f"{{0}} and {{1}} {verb}: {points} on a bid of {bid.spoken}."
            key = "talk-made" if made else "talk-went-down"
            out.append((last, Remark(text, team, key, values)))
    return tuple(out)
