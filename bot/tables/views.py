"""A table's views of its deal: the public view, worked out once per version, and each seat's
view built on it.

At every change the table's snapshot, each player's hands and the robot whose turn it is all
start from the same public view (bridge: the auction with its explanations and the tricks;
Kaiser: the tricks, the points and what was said), so it is worked out once for the version and
shared. A table changes only by `apply`, which moves its version on, and a kept copy is never
edited in place, so a view of one version stays true of it.
"""

from __future__ import annotations

from typing import Any

from bot.games.seats import Seat
from bot.tables.table import Table


def public_view(t: Table) -> Any:
    """The game's public view of the deal in play (or the last one), None before the first."""
    if t.deal is None:
        return None
    known = t.public_of
    if known is not None and known[0] == t.version:
        return known[1]
    view = t.game.public_view(t.deal, t.rules)
    t.public_of = (t.version, view)
    return view


def seat_view(t: Table, seat: Seat) -> Any:
    """What `seat` may see of the deal in play, on the version's one public view."""
    assert t.deal is not None
    return t.game.seat_view(t.deal, seat, t.rules, public_view(t))
