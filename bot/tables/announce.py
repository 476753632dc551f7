"""Turning a committed change into the notices the front end acts on, and telling them.

`notices` reads what changed between the table before and after a change (and the outbox the
change left) and says it as notices: the table as it now stands, each player's hands, who left
or ran out of time, a deal or a match finished, the table closed. It is pure; `Listeners` tells
each notice to everyone subscribed, after the commit, so no notice announces what a restart
could lose.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence

from bot.store.rows import Reason
from bot.tables.events import Acted, Closed, Closer, Event, Left, TimedOut
from bot.tables.notices import (
    DealFinished,
    GameFinished,
    HandChanged,
    Listener,
    Notice,
    PlayerLeft,
    SeatTimedOut,
    TableChanged,
    TableClosed,
    TableTalk,
    UndoToAnswer,
)
from bot.tables.outbox import DealDone, GameDone, Points, Talk
from bot.tables.shown import hand_shown, table_shown
from bot.tables.status import Status
from bot.tables.table import Table

#: When each player the table waits for runs out of time, by user (the timers know).
Deadlines = Callable[[Table], Mapping[int, float]]


def no_deadlines(table: Table) -> Mapping[int, float]:
    return {}


log = logging.getLogger(__name__)


def notices(
    old: Table, new: Table, events: Sequence[Event], deadlines: Deadlines = no_deadlines
) -> list[Notice]:
    """What the front end is told of the change from `old` to `new` by `events`."""
    shown = table_shown(new, deadlines(new))
    out: list[Notice] = [TableChanged(new.id, new.version, shown)]
    for event in events:
        if isinstance(event, TimedOut):
            seat = new.seat_of(event.user_id)
            assert seat is not None
            out.append(SeatTimedOut(new.id, event.user_id, seat))
        if isinstance(event, Left):
            seat = old.seat_of(event.user_id)
            assert seat is not None
            left = [p for p in new.outbox if isinstance(p, Points) and p.reason is not Reason.GAME]
            out.append(
                PlayerLeft(
                    new.id, event.user_id, seat, {p.user_id: p.points for p in left},
                    {p.user_id: p.reason for p in left},
                )
            )  # fmt: skip
    for o in new.outbox:
        if isinstance(o, Talk):
            out.append(TableTalk(new.id, o.match_no, o.deal_no, o.remarks, new.spoken_names()))
        if isinstance(o, DealDone):
            out.append(
                DealFinished(
                    new.id, new.version, new.game.name, o.match_no, o.deal_no, o.board_no,
                    o.result, o.record, new.match, o.players,
                )
            )  # fmt: skip
        if isinstance(o, GameDone):
            final = {
                p.user_id: p.points
                for p in new.outbox
                if isinstance(p, Points) and p.reason is Reason.GAME
            }
            out.append(GameFinished(new.id, o.match_no, o.totals, o.winner, final, o.remake))
    if new.status is Status.CLOSED:
        moderators = [
            e.user_id for e in events if isinstance(e, Closed) and e.by is Closer.MODERATOR
        ]
        out.append(TableClosed(new.id, next(iter(moderators), None)))
        return out
    actors = {e.by for e in events if isinstance(e, Acted) and e.by is not None}
    for uid in new.humans:
        hand = hand_shown(new, uid, shown)
        if hand is not None:
            out.append(HandChanged(new.id, new.version, uid, hand, uid in actors))
    if new.undo_asker is not None:
        asker = new.seat_of(new.undo_asker)
        assert asker is not None
        for uid in sorted(new.undo_waiting):
            out.append(UndoToAnswer(new.id, new.version, uid, asker))
    return out


class Listeners:
    """Everyone told of the tables' committed changes (the front end, events)."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    async def tell(self, notices: Sequence[Notice]) -> None:
        """Tell each listener in turn every notice of a change, in order; a failing listener
        is logged and the others are still told. A listener hears a change's notices one after
        the other, none waiting on another listener's work: the front end learns a deal's
        record is coming before anything it started on the change's first notice (a redraw)
        can run, however long an event's listener waits on the database for that deal."""
        for listener in self._listeners:
            for notice in notices:
                try:
                    await listener(notice)
                except Exception:
                    # The kind of notice, not the notice: a deal's record holds every hand.
                    log.exception(
                        "a table listener failed on %s at table %s",
                        type(notice).__name__, notice.table_id,
                    )  # fmt: skip
