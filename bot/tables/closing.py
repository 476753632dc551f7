"""Closing a table: by its host (rule 3.3), by a server moderator whatever its stage, or by
time when nobody gathers at it or plays again, or its event's day is over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.store.rows import Departure
from bot.tables.errors import NotAllowed, NotHost, WrongState
from bot.tables.events import Closer
from bot.tables.leaving import leave
from bot.tables.status import Status

if TYPE_CHECKING:
    from bot.tables.table import Table


def close(t: Table, user_id: int | None, by: Closer) -> None:
    if by is Closer.MODERATOR:
        _close_as_moderator(t, user_id)
        return
    if by is Closer.TIME:
        # Only an event's day ends a game under way by time (rule 10.9): its boards not
        # played score nothing.
        if t.status is Status.LIVE and t.options.away_until is None:
            raise WrongState(
                key="error-game-ends-by-leaving",
            )
        t.status = Status.CLOSED
        return
    if user_id != t.host:
        raise NotHost(key="error-host-closes")
    if t.status is Status.LIVE:
        others = [uid for uid in t.humans if uid != user_id]
        if others:
            raise NotAllowed(
                key="error-others-seated",
            )
        if user_id is not None:
            leave(t, user_id, Departure.CLOSED)
    t.status = Status.CLOSED


def _close_as_moderator(t: Table, user_id: int | None) -> None:
    """A moderator closes the table whatever its stage. A game cut short so scores nobody
    (results the leaving rule fixed stand), except a moderator seated at it: for them,
    closing counts as leaving, so that no one escapes a loss by closing."""
    if user_id is None:
        raise NotAllowed(key="error-moderator-own-name")
    if t.status is Status.LIVE and t.seat_of(user_id) is not None:
        leave(t, user_id, Departure.CLOSED)
    t.status = Status.CLOSED
