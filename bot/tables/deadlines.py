"""A table's deadlines: the move timer of each player it waits for, the reconnect window of
each player a robot stands in for, and when a table nobody plays closes itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.games.seats import Seat
from bot.tables.limits import CASUAL_IDLE, OPEN_TABLE_WAIT, REMATCH_WAIT
from bot.tables.options import RECONNECT_WINDOW, WARNING_BEFORE
from bot.tables.status import Status

if TYPE_CHECKING:
    from bot.tables.table import Table


@dataclass(frozen=True, slots=True)
class Deadline:
    #: "move" (act before it) or "reconnect" (come back before it).
    kind: str
    seat: Seat
    user_id: int
    at: float
    warn_at: float | None


def deadlines(t: Table) -> tuple[Deadline, ...]:
    """The move timer and reconnect windows running now. A casual game has no move timer,
    but a player it waits for times out when idle for long (see `CASUAL_IDLE`).

    A table changes only by `apply`, which moves its version on, so the deadlines of one
    version are worked out once (each change compares the table's before and after)."""
    known = t.deadlines_of
    if known is not None and known[0] == t.version:
        return known[1]
    found = tuple(_deadlines(t))
    t.deadlines_of = (t.version, found)
    return found


def _deadlines(t: Table) -> list[Deadline]:
    if t.status is not Status.LIVE:
        return []
    limit = t.options.move_time if t.options.ranked else CASUAL_IDLE
    end = t.since + limit
    waiting = [t.user_controlling(seat) for seat in t.owing]
    waiting += sorted(u for u in t.undo_waiting if t.seat_of(u) not in t.autoplay)
    if t.options.away_until is not None:
        # Rule 10.20: the day's challenge waits for its player until the day closes, and
        # then closes (`closes_at`): it never times them out.
        waiting = []
    out: list[Deadline] = []
    for uid in waiting:
        if uid is not None:
            own = t.seat_of(uid)
            assert own is not None
            out.append(Deadline("move", own, uid, end, end - WARNING_BEFORE))
    for seat, at in sorted(t.autoplay.items(), key=lambda kv: kv[0].index):
        user = t.user_at(seat)
        if user is not None:
            out.append(Deadline("reconnect", seat, user, at + RECONNECT_WINDOW, None))
    return out


def closes_at(t: Table) -> float | None:
    """When the table closes itself if nothing changes first: a table still gathering
    players, a finished one that nobody plays again, and a daily challenge's table still
    playing when its day closes (rule 10.9)."""
    if t.status is Status.LIVE and t.options.away_until is not None:
        return t.options.away_until
    if t.status is Status.OPEN:
        return t.since + OPEN_TABLE_WAIT
    if t.status is Status.FINISHED:
        return t.since + REMATCH_WAIT
    return None
