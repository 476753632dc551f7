"""Undo in a casual game: a player asks to take back their last call or card (with the robots'
actions since), the opponents at the table agree or refuse, and the deal is rewound."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.tables.errors import NotAllowed, WrongState
from bot.tables.status import Status

if TYPE_CHECKING:
    from bot.tables.table import Table


def ask(t: Table, user_id: int) -> None:
    seat = t.seated(user_id)
    if t.options.ranked:
        raise NotAllowed(key="error-undo-casual-only")
    t.not_at_an_event("error-event-no-undo")
    if t.status is not Status.LIVE or t.deal is None or t.deal.is_finished:
        raise WrongState(key="error-nothing-to-undo-now")
    if t.undo_asker is not None:
        raise WrongState(key="error-undo-already-waiting")
    _undo_point(t, user_id)
    opponents = {t.user_at(s) for s in seat.side.other.seats} - {None}
    waiting = {uid for uid in opponents if uid is not None}
    if waiting:
        t.undo_asker = user_id
        t.undo_waiting = waiting
    else:
        _take_back(t, user_id)


def answer(t: Table, user_id: int, accept: bool) -> None:
    if t.undo_asker is None or user_id not in t.undo_waiting:
        raise NotAllowed(key="error-no-undo-to-answer")
    if not accept:
        t.undo_asker = None
        t.undo_waiting.clear()
        return
    t.undo_waiting.discard(user_id)
    if not t.undo_waiting:
        asker = t.undo_asker
        t.undo_asker = None
        _take_back(t, asker)


def _undo_point(t: Table, user_id: int) -> int:
    """How many of the deal's actions remain after taking back `user_id`'s last one.

    Robots' actions after it go too; another human's action since then forbids the undo.
    """
    assert t.deal is not None
    actions = t.deal.actions
    for i in range(len(actions) - 1, -1, -1):
        if not t.deal.can_take_back(actions[i]):
            raise NotAllowed(key="error-claim-final")
        who = t.deciders[i]
        if who == user_id:
            return i
        if who is not None:
            raise NotAllowed(
                key="error-acted-since",
            )
    raise NotAllowed(key="error-nothing-to-undo")


def _take_back(t: Table, user_id: int) -> None:
    assert t.deal is not None
    keep = _undo_point(t, user_id)
    t.deal = t.deal.rewound(keep)
    t.deciders = t.deciders[:keep]
    t.remarks_said = None
