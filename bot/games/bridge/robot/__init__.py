"""The computer players: bidding by a rule table, card play by double-dummy sampling.

Every robot sees only a `SeatView`: its own hand, the public view (dummy after the opening
lead) and the history of calls and cards. It has no way to reach a hidden hand.
"""

from __future__ import annotations

from typing import Protocol

from bot.games.bridge.calls import Call
from bot.games.bridge.views import SeatView
from bot.games.cards import Card


class Robot(Protocol):
    """What the table asks of a computer player. Each answer must be legal for `view`."""

    def choose_call(self, view: SeatView) -> Call: ...

    def choose_card(self, view: SeatView) -> Card: ...

    def accept_claim(self, view: SeatView) -> bool:
        """Answer the claim pending in `view.public.claim` (claimer's seat, tricks claimed)."""
        ...

    def claim_now(self, view: SeatView) -> int | None:
        """Before a card: the tricks of those left this robot claims now, or None to play on."""
        ...
