"""Taking a seat: who may sit where, moving from one seat to another before a match, and a
newcomer taking a free chair of a casual game under way (rule 1.11)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.games.seats import Seat
from bot.tables.errors import NotInvited, SeatTaken, WrongState
from bot.tables.status import Player, Status

if TYPE_CHECKING:
    from bot.tables.table import Table


def sit(t: Table, user_id: int, name: str, seat: Seat) -> None:
    if t.status is Status.LIVE:
        _may_jump_in(t, user_id)
    elif t.status not in (Status.OPEN, Status.FINISHED):
        raise WrongState(
            key="error-game-under-way",
        )
    seated_by_event = t.options.event is not None and user_id in t.options.players
    if t.options.private and user_id != t.host and not (user_id in t.invited or seated_by_event):
        raise NotInvited()
    if t.options.event is not None and user_id != t.host and not seated_by_event:
        raise NotInvited()
    holder = t.players.get(seat)
    if holder is not None:
        if holder.user_id == user_id:
            raise SeatTaken(key="error-already-in-seat")
        raise SeatTaken(
            key="error-seat-taken",
            seat=seat.value,
            player=holder.name,
        )
    old = t.seat_of(user_id)
    since = t.version + 1
    if old is not None:
        since = t.players.pop(old).since
    t.players[seat] = Player(user_id, name, since)
    t.rematch.clear()


def _may_jump_in(t: Table, user_id: int) -> None:
    """Rule 1.11: a newcomer may take a chair a robot plays in a casual game under way; a
    ranked game's seats, an event's and a seated player's own stay as they are (a player who
    moved mid-game would see a second hand)."""
    if t.options.ranked or t.options.event is not None:
        raise WrongState(key="error-game-under-way")
    if t.seat_of(user_id) is not None:
        raise WrongState(key="error-seated-under-way")
