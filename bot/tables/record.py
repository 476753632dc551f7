"""The record of a finished deal, kept with the table's results.

A PBN game with the usual tags: the whole deal is public once the deal is over.
"""

from __future__ import annotations

from bot.games.bridge.state import CallAction, CardAction, DealState
from bot.games.seats import Seat


def deal_pbn(state: DealState, result: str) -> str:
    board = state.board
    contract = state.contract
    calls = " ".join(str(a.call) for a in state.actions if isinstance(a, CallAction))
    cards = " ".join(str(a.card) for a in state.actions if isinstance(a, CardAction))
    tags = [
        ("Board", str(board.number)),
        ("Dealer", board.dealer.value),
        ("Vulnerable", board.vulnerability.pbn),
        ("Deal", board.to_pbn_deal(Seat.NORTH)),
        ("Declarer", contract.declarer.value if contract else ""),
        ("Contract", contract.text if contract else "Pass"),
        ("Result", str(state.declarer_tricks) if state.declarer_tricks is not None else ""),
        ("Note", result),
    ]
    lines = [f'[{name} "{value}"]' for name, value in tags]
    lines.append(f'[Auction "{board.dealer.value}"]')
    lines.append(calls)
    if cards:
        lines.append(f'[Play "{contract.declarer.next.value if contract else ""}"]')
        lines.append(cards)
    return "\n".join(lines) + "\n"
