"""What the front end may read of the tables this process keeps: summaries anyone may know,
the listing of a server's tables, and the views a player may see of their own hands.

Every answer comes from this process's copy of the table (see `bot.tables.copies`) and never
carries a hidden card, except `snapshot`, which is for tests and tools.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from bot.games.game import AnyGame, SeatView
from bot.games.seats import Seat
from bot.tables.copies import Copies
from bot.tables.errors import NotSeated
from bot.tables.events import Closer
from bot.tables.shown import (
    HandShown,
    TableShown,
    TableSummary,
    hand_shown,
    summary_of,
    table_shown,
)
from bot.tables.status import Status
from bot.tables.table import Table
from bot.tables.views import public_view, seat_view

#: When each player a table waits for runs out of time, by user (the timers know).
Deadlines = Callable[[Table], Mapping[int, float]]


class TableReader:
    def __init__(self, copies: Copies, deadlines: Deadlines) -> None:
        self._copies = copies
        self._deadlines = deadlines

    def summary(self, table_id: int) -> TableSummary:
        return summary_of(self._copies.get(table_id))

    def listing(self, guild_id: int) -> list[TableSummary]:
        """The server's open and live tables that are not private."""
        return [
            self.summary(t.id)
            for t in self._copies
            if t.guild_id == guild_id
            and t.status in (Status.OPEN, Status.LIVE)
            and not t.options.private
        ]

    def table_in(self, channel_id: int) -> int | None:
        """The table gathering players or playing in `channel_id`, if any."""
        return self._copies.in_channel(channel_id)

    def version(self, table_id: int) -> int:
        """The version of this process's copy of the table (cheap: to see whether it moved)."""
        return self._copies.get(table_id).version

    def game(self, table_id: int) -> AnyGame:
        return self._copies.get(table_id).game

    def public_view(self, table_id: int) -> object:
        """What everyone may see of the deal in play (the game's public view), or None."""
        return public_view(self._copies.get(table_id))

    def seat_views(self, table_id: int, user_id: int) -> list[SeatView]:
        """The views `user_id` may see: their own seat's, and the hand they play for a robot."""
        t = self._copies.get(table_id)
        if t.seat_of(user_id) is None:
            raise NotSeated()
        if t.deal is None:
            return []
        return [seat_view(t, s) for s in t.seats_controlled_by(user_id)]

    def shown(self, table_id: int) -> TableShown:
        """The table as everyone may see it now (as its last notice showed it, or newer)."""
        t = self._copies.get(table_id)
        return table_shown(t, self._deadlines(t))

    def hand(self, table_id: int, user_id: int) -> HandShown | None:
        """What `user_id` may see of their hands now (None before the first deal)."""
        t = self._copies.get(table_id)
        if t.seat_of(user_id) is None:
            raise NotSeated()
        return hand_shown(t, user_id, table_shown(t, self._deadlines(t)))

    def seat_of(self, table_id: int, user_id: int) -> Seat | None:
        """The seat `user_id` holds at the table, if any."""
        return self._copies.get(table_id).seat_of(user_id)

    def humans(self, table_id: int) -> list[int]:
        """The user ids of the people seated at the table."""
        return list(self._copies.get(table_id).humans)

    def robot_to_act(self, table_id: int) -> bool:
        """Whether a robot makes the table's next move."""
        t = self._copies.get(table_id)
        return any(t.user_controlling(seat) is None for seat in t.owing)

    def closer(self, table_id: int, user_id: int, moderator: bool) -> Closer:
        """In what right `user_id` would close the table now."""
        return closer(self._copies.get(table_id), user_id, moderator)

    def snapshot(self, table_id: int) -> Table:
        """A copy of the whole table, hidden cards included: for tests and tools, not players."""
        return self._copies.get(table_id).copy()


def closer(t: Table, user_id: int, moderator: bool) -> Closer:
    """A host closing what a host may close does so as its host; otherwise a moderator may."""
    if moderator and not (user_id == t.host and t.status is not Status.LIVE):
        return Closer.MODERATOR
    return Closer.HOST
