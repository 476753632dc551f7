"""A committed change as the store keeps it: the events, the timers, finished deals, results
and ratings that one accepted request writes in one transaction.

Pure functions of the table before and after the change; the service hands their result to
the store's `write`.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.game import AnyGame
from bot.store.ratings import START, display, rate_sides
from bot.store.rows import (
    Changes,
    DealRow,
    Rating,
    RatingUpdate,
    Reason,
    ResultRow,
    StoredEvent,
    StoredTimer,
)
from bot.tables.deadlines import deadlines
from bot.tables.events import Acted, Event, Sat, kind_of, to_json
from bot.tables.options import Mode
from bot.tables.outbox import DealDone, Points
from bot.tables.table import Table

#: What a timer is, its warning sent or not aside: (kind, seat, user, deadline, warning).
TimerKey = tuple[str, str, int, float, float | None]


def changes(old: Table, new: Table, events: Sequence[Event], at: float) -> Changes:
    """Everything the change from `old` to `new` by `events` writes."""
    points = [o for o in new.outbox if isinstance(o, Points)]
    game = new.game
    before, after = deadlines(old), deadlines(new)
    return Changes(
        table_id=new.id,
        events=tuple(
            StoredEvent(old.version + i + 1, kind_of(e), *_who(old, e), at, to_json(e, game))
            for i, e in enumerate(events)
        ),
        status=new.status.value if new.status is not old.status else None,
        at=at,
        timers=timers(new) if after != before else None,
        timers_moved=[(d.kind, d.seat) for d in after] == [(d.kind, d.seat) for d in before],
        deals=tuple(
            DealRow(new.id, o.match_no, o.deal_no, o.result, _export(game, o), at)
            for o in new.outbox
            if isinstance(o, DealDone)
        ),
        results=tuple(
            ResultRow(
                new.id,
                new.match_no,
                new.guild_id,
                game.name,
                new.options.level.value,
                p.user_id,
                p.points,
                p.reason,
                at,
            )
            for p in points
        ),
        names=tuple((e.user_id, e.name) for e in events if isinstance(e, Sat)),
        ratings=_rating_update(new, points) if points else None,
    )


def timers(table: Table) -> tuple[StoredTimer, ...]:
    """The table's deadlines as the store keeps them."""
    return tuple(
        StoredTimer(table.id, d.kind, d.seat.value, d.user_id, d.at, d.warn_at, False)
        for d in deadlines(table)
    )


def timer_key(timer: StoredTimer) -> TimerKey:
    return (timer.kind, timer.seat, timer.user_id, timer.deadline, timer.warn_at)


def _who(table: Table, event: Event) -> tuple[str | None, int | None]:
    """The seat and user an event is about, for the log's columns."""
    if isinstance(event, Acted):
        return event.action.seat.value, event.by
    if isinstance(event, Sat):
        return event.seat.value, event.user_id
    user = getattr(event, "user_id", None)
    if not isinstance(user, int):
        return None, None
    seat = table.seat_of(user)
    return (seat.value if seat is not None else None), user


def _export(game: AnyGame, done: DealDone) -> str:
    """The finished deal as the store keeps it: the game's first export format."""
    return next(iter(game.exports(done.record).values()), "")


def _rating_update(table: Table, points: list[Points]) -> RatingUpdate:
    """Ratings move for the users given points: at the end of a game all together; for a
    departure, each user whose points are not zero, against the lineup they left."""
    everyone = {p.user_id for p in points} | {
        u for p in points for u in (p.partner, *p.opponents) if u is not None
    }

    def compute(current: dict[int, Rating]) -> dict[int, Rating]:
        updated: dict[int, Rating] = {}
        for p in points:
            if p.reason is not Reason.GAME and p.points == 0:
                continue
            sides = [[p.user_id, p.partner], list(p.opponents)]
            ranks = {1: [1, 2], 0: [1, 1], -1: [2, 1]}[p.points]
            updated[p.user_id] = rate_sides(sides, ranks, current)[p.user_id]
        if table.options.mode is Mode.SILVER:
            # Rule 2.10: a silver table's game never lowers a rating (a draw against a weaker
            # side would); leaving it costs as leaving any ranked game does.
            fixed_by_game = {p.user_id for p in points if p.reason is Reason.GAME}
            updated = {
                u: r for u, r in updated.items()
                if u not in fixed_by_game or display(r) >= display(current.get(u, START))
            }  # fmt: skip
        return updated

    return RatingUpdate(
        table.guild_id, table.game.name, table.options.level.value, frozenset(everyone), compute
    )
