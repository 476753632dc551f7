"""The tables' timers: move timers and their warnings, the reconnect window, and closing the
tables nobody gathers at or agrees a rematch at.

A deadline is the table's own (`Table.deadlines`); the store keeps a row for each so a restarted
process finds them, and this module fires the due ones through the service's one path for
changes. One thing only the front end knows shapes them: whether a player has been shown their
turn. A player whose turn could not be shown has their move timer held (rule 4.8 of
seeds/tables.md) until it is, and then given in full.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from bot.games.seats import Seat
from bot.store.base import TableStore
from bot.store.rows import Departure, StoredTimer
from bot.tables.clock import Clock
from bot.tables.copies import Copies
from bot.tables.deadlines import closes_at, deadlines
from bot.tables.errors import NoSuchTable
from bot.tables.events import Closed, Closer, Event, Left, TimedOut
from bot.tables.notices import Notice, TimerWarning
from bot.tables.robots import Change
from bot.tables.table import Table


class Timers:
    def __init__(
        self,
        store: TableStore,
        clock: Clock,
        copies: Copies,
        change: Change,
        tell: Callable[[Sequence[Notice]], Awaitable[None]],
        runs: Callable[[int], bool],
    ) -> None:
        self._store = store
        self._clock = clock
        self._copies = copies
        self._change = change
        self._tell = tell
        self._runs = runs
        #: Players whose turn the front end could not show them: their move timer waits. The
        #: value is when the turn was shown at last (None while it still has not been).
        self._unseen: dict[tuple[int, int], float | None] = {}
        copies.on_put(self._forget_shown)
        copies.on_forget(self._forget)

    def in_memory(self) -> dict[str, int]:
        return {"held timers": len(self._unseen)}

    def turn_not_shown(self, table_id: int, user_id: int) -> None:
        """The front end could not show `user_id` their turn: hold their move timer."""
        table = self._copies.find(table_id)
        if table is not None and user_id in _owing_users(table):
            self._unseen.setdefault((table_id, user_id), None)

    def turn_shown(self, table_id: int, user_id: int) -> None:
        """The turn reached the player at last: their move timer runs again, in full."""
        if (table_id, user_id) in self._unseen:
            self._unseen[(table_id, user_id)] = self._clock.now()

    def move_deadlines(self, t: Table) -> dict[int, float]:
        """When each player the ranked game `t` waits for runs out of time, as a Unix time; a
        player whose turn is held (rule 4.8) has none until it is shown."""
        if not t.options.ranked:
            return {}
        out: dict[int, float] = {}
        for d in deadlines(t):
            if d.kind != "move":
                continue
            key = (t.id, d.user_id)
            if key in self._unseen:
                shown = self._unseen[key]
                if shown is None:
                    continue
                out[d.user_id] = max(d.at, shown + t.options.move_time)
            else:
                out[d.user_id] = d.at
        return out

    async def run_due(self) -> int:
        """Fire every warning and deadline that is due, and close the tables that have waited
        too long; returns how many fired."""
        now = self._clock.now()
        fired = await self._close_waiting(now)
        for timer in await self._store.due_timers(now):
            table = self._copies.find(timer.table_id)
            if table is None or not self._runs(table.id) or self._held(table, timer, now):
                continue
            if timer.deadline <= now:
                fired += await self._expire(table.id, timer)
            elif timer.warn_at is not None and timer.warn_at <= now and not timer.warned:
                async with self._store.transaction() as tx:
                    await tx.mark_warned(timer.table_id, timer.kind, timer.seat)
                await self._tell(
                    [TimerWarning(table.id, timer.user_id, Seat(timer.seat), timer.deadline - now)]
                )
                fired += 1
        return fired

    def _held(self, table: Table, timer: StoredTimer, now: float) -> bool:
        """Whether a move timer waits because its turn was shown late or not yet."""
        if timer.kind != "move" or (table.id, timer.user_id) not in self._unseen:
            return False
        shown = self._unseen[(table.id, timer.user_id)]
        return shown is None or now < shown + table.options.move_time

    async def _close_waiting(self, now: float) -> int:
        """Close the tables whose time to gather players, or to agree a rematch, has run out."""

        def build(t: Table) -> list[Event]:
            due = closes_at(t)
            return [Closed(None, Closer.TIME)] if due is not None and due <= now else []

        closed = 0
        for table in self._copies:
            due = closes_at(table)
            if due is not None and due <= now and self._runs(table.id):
                try:
                    await self._change(table.id, None, build)
                except NoSuchTable:
                    continue
                closed += int(table.id not in self._copies)
        return closed

    async def _expire(self, table_id: int, timer: StoredTimer) -> int:
        def build(t: Table) -> list[Event]:
            now = self._clock.now()
            due = [
                d for d in deadlines(t)
                if (d.kind, d.seat.value, d.user_id) == (timer.kind, timer.seat, timer.user_id)
                and d.at <= now
            ]  # fmt: skip
            if not due or self._held(t, timer, now):
                return []
            if timer.kind == "move":
                return [TimedOut(timer.user_id)]
            return [Left(timer.user_id, Departure.TIMED_OUT)]

        table = self._copies.find(table_id)
        if table is None:
            return 0
        before = table.version
        try:
            after = await self._change(table_id, None, build)
        except NoSuchTable:
            return 0
        return int(after != before)

    def _forget_shown(self, table: Table) -> None:
        """A held timer ends with the turn it was held for."""
        if not any(k[0] == table.id for k in self._unseen):
            return
        owing = _owing_users(table)
        for key in [k for k in self._unseen if k[0] == table.id and k[1] not in owing]:
            del self._unseen[key]

    def _forget(self, table_id: int) -> None:
        for key in [k for k in self._unseen if k[0] == table_id]:
            del self._unseen[key]


def _owing_users(table: Table) -> set[int]:
    """The people the table waits for now."""
    return {u for s in table.owing if (u := table.user_controlling(s)) is not None}
