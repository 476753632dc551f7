"""What the contract itself says about declarer's hand, for the defenders' sampling.

Whatever the auction was, the side that bought the contract chose its strain, and the
defenders let it play: a side plays in its fit, and a side the defenders did not double holds
most of the high cards. A defender who sees dummy reads declarer's hand from that before any
call is explained: in four spades with two spades in dummy, declarer holds five or more.

The calls' ranges say this and more when the auction was explained (a robot's auction always
is); the contract's word counts when the calls said little (a pre-empt, a pass-out seat, an
auction bid by humans the robot cannot read) or nothing (a deal played in a given contract).
Like a call's promise, a layout that breaks it is made less likely, not ruled out: a side
sometimes plays a seven-card fit, or sacrifices with few high cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from bot.games.bridge.contract import Doubling
from bot.games.bridge.robot.constraints import HandRange
from bot.games.bridge.robot.hand_eval import ANY_LENGTH, Need
from bot.games.bridge.views import SeatView
from bot.games.seats import Seat

#: The fewest trumps a declaring side is read to hold between its hands.
FIT = 7

#: The fewest high-card points an undoubled declaring side is read to hold: half the deck.
HALF_THE_POINTS = 20


def contract_needs(view: SeatView) -> tuple[Need, ...]:
    """What the contract promises about declarer's whole hand, as seen by a defender who sees
    dummy: each reading apart, so that a layout breaking both counts as less likely still.
    Nothing for declarer's side, or before dummy is exposed."""
    pub = view.public
    contract = pub.contract
    if contract is None or pub.dummy is None or pub.dummy_cards is None:
        return ()
    if view.seat.side is contract.declarer.side:
        return ()
    dummy = pub.dummy
    dummy_cards = [*pub.dummy_cards, *(c for s, c in pub.played_cards() if s is dummy)]
    needs: list[Need] = []
    trump = contract.strain.suit
    if trump is not None:
        short = FIT - sum(1 for c in dummy_cards if c.suit == trump)
        if short > 0:
            lengths = [ANY_LENGTH] * 4
            lengths[trump] = (short, 13)
            needs.append(Need(lengths=(lengths[0], lengths[1], lengths[2], lengths[3])))
    if contract.doubling is Doubling.UNDOUBLED:
        short = HALF_THE_POINTS - sum(c.rank.hcp for c in dummy_cards)
        if short > 0:
            needs.append(Need(hcp=(short, 37)))
    return tuple(needs)


def with_contract(
    view: SeatView, ranges: Mapping[Seat, HandRange] | None
) -> Mapping[Seat, HandRange] | None:
    """The auction's ranges with the contract's promises about declarer's hand added (the
    ranges as they were when the contract says nothing to this seat)."""
    needs = contract_needs(view)
    contract = view.public.contract
    if not needs or contract is None:
        return ranges
    declarer = contract.declarer
    out = dict(ranges or {})
    shown = out.get(declarer, HandRange())
    out[declarer] = replace(shown, promises=shown.promises + needs)
    return out
