"""Leaving a table (rule 5 of seeds/tables.md): the seat is freed, the host passes on, and in a
ranked game the leaving rule of the game fixes what the match counts for the leaver and, by the
game's rule, for the others."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.games.game import Leaving
from bot.games.seats import Seat
from bot.store.rows import Departure, Reason
from bot.tables.outbox import GameDone, Points
from bot.tables.status import Status

if TYPE_CHECKING:
    from bot.tables.table import Table


def leave(t: Table, user_id: int, how: Departure) -> None:
    seat = t.seated(user_id)
    if t.status is Status.LIVE and t.options.ranked:
        _leaving_rule(t, seat, user_id, how)
    del t.players[seat]
    t.autoplay.pop(seat, None)
    t.rematch.clear()
    t.undo_asker = None
    t.undo_waiting.clear()
    if t.host == user_id:
        remaining = sorted(t.players.values(), key=lambda p: p.since)
        t.host = remaining[0].user_id if remaining else None
    if not t.players and not (t.options.plays_on and t.status is Status.LIVE):
        t.status = Status.CLOSED


def fix(t: Table, user_id: int, points: int, reason: Reason, seat: Seat) -> None:
    """Give `user_id` their result in the match now, once and for all."""
    t.fixed[user_id] = points
    t.outbox.append(
        Points(
            user_id, points, reason, t.user_at(seat.partner),
            (t.user_at(seat.next), t.user_at(seat.previous)),
        )
    )  # fmt: skip


def _leaving_rule(t: Table, seat: Seat, user_id: int, how: Departure) -> None:
    if user_id in t.fixed:
        return
    assert t.match is not None
    if t.game.leaving is Leaving.LEAVER_ALONE:
        _leaver_alone(t, seat, user_id, how)
        return
    partner = t.user_at(seat.partner)
    if t.match.single_deal or t.completed_deals() == 0:
        fix(t, user_id, -1, Reason.of(how, first_deal=True), seat)
        return
    standing = t.match.standing()
    margin = standing[seat.side] - standing[seat.side.other]
    if margin > 0:
        mine, theirs = 0, 1
    elif margin == 0:
        mine, theirs = -1, 0
    else:
        mine, theirs = -1, -1
    fix(t, user_id, mine, Reason.of(how), seat)
    if partner is not None and partner not in t.fixed:
        fix(t, partner, theirs, Reason.PARTNER_LEFT, seat.partner)


def _leaver_alone(t: Table, seat: Seat, user_id: int, how: Departure) -> None:
    """Rules 5.6 and 5.7: a remake before any card is shown; after, −1 for the leaver
    alone, and a result that cannot lose (and moves no rating) for each who stays."""
    assert t.match is not None
    if t.completed_deals() == 0 and (t.deal is None or not t.game.revealed(t.deal)):
        t.outbox.append(GameDone(t.match_no, t.match.totals(), None, remake=True))
        t.status = Status.FINISHED
        t.autoplay.clear()
        return
    fix(t, user_id, -1, Reason.of(how), seat)
    for other, p in sorted(t.players.items(), key=lambda kv: kv[0].index):
        if other is not seat and p.user_id not in t.fixed:
            stayed = Reason.PROTECTED if other.side is seat.side else Reason.FORFEIT_WIN
            fix(t, p.user_id, 0, stayed, other)
