"""What the front end is shown of a table as a change commits: a snapshot it draws from without
asking the service again.

`TableSummary` is what anyone may know about a table, whatever its stage.

`TableShown` is public: anyone at or around the table may see all of it. `HandShown` is one
player's: the views of the hands that player may see (their own seat's, and a hand they play
once the game opens it to them), built for that one user and addressed to them alone, so no
seat's hidden cards travel in a notice meant for anyone else.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.games.seats import SEATS, Seat, Side
from bot.tables.hinting import may_hint
from bot.tables.options import TableOptions
from bot.tables.status import SeatKind, Status
from bot.tables.table import Table
from bot.tables.views import public_view, seat_view


@dataclass(frozen=True, slots=True)
class TableSummary:
    """What anyone may know about a table: never a hidden card."""

    id: int
    guild_id: int
    channel_id: int
    status: Status
    version: int
    host: int | None
    options: TableOptions
    #: Each seat's player name: "Robot" for a robot in a live game, None for a free seat.
    seats: dict[Seat, str | None]
    #: Who holds each seat; a free seat of a gathering table counts as a robot's.
    kinds: dict[Seat, SeatKind]
    match_no: int
    totals: dict[Side, int]
    #: The number of the deal being played (bridge: its board), 0 before the first.
    board_no: int
    #: The channel whose thread `channel_id` is, when the table was opened in a thread.
    parent_id: int | None = None

    def robot(self, seat: Seat) -> bool:
        return self.kinds[seat] is SeatKind.ROBOT

    @property
    def human_count(self) -> int:
        return sum(1 for k in self.kinds.values() if k is not SeatKind.ROBOT)


def summary_of(t: Table) -> TableSummary:
    seats: dict[Seat, str | None] = {}
    free = "Robot" if t.status is Status.LIVE else None
    for seat in SEATS:
        p = t.players.get(seat)
        seats[seat] = p.name if p else free
    number = t.game.board_no(t.deal) if t.deal is not None else 0
    return TableSummary(
        t.id, t.guild_id, t.channel_id, t.status, t.version, t.host, t.options, seats,
        {s: t.kind(s) for s in SEATS}, t.match_no, t.totals(), number, t.parent_id,
    )  # fmt: skip


@dataclass(frozen=True, slots=True)
class TableShown:
    """The table as everyone may see it at `summary.version`."""

    summary: TableSummary
    #: The game's public view of the deal in play (or of the last one, once the match is
    #: over); None before the first deal.
    public: Any
    #: Who sits where, for the seats people hold.
    people: Mapping[Seat, int]
    #: When each player the ranked game waits for runs out of time (Unix time), by user.
    deadlines: Mapping[int, float]
    #: A robot makes the table's next move.
    robot_next: bool

    @property
    def table_id(self) -> int:
        return self.summary.id

    @property
    def version(self) -> int:
        return self.summary.version

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(self.people.values())

    def seat_of(self, user_id: int) -> Seat | None:
        return next((s for s, u in self.people.items() if u == user_id), None)


@dataclass(frozen=True, slots=True)
class HandShown:
    """What one player may see of their hands at `table.version`."""

    table: TableShown
    user_id: int
    seat: Seat
    #: The seats the player may see and play now, their own first.
    seats: tuple[Seat, ...]
    #: The seats the table waits for this player to act for now (a move, or an answer to a
    #: claim).
    owing: tuple[Seat, ...]
    #: The player may ask for a hint now (rule 7.4: a casual game, their turn).
    hintable: bool = False
    #: The table at `table.version`, which `views` are read from. A kept copy of a table is
    #: never changed, so its views are the same whenever they are made.
    source: Table | None = field(default=None, repr=False, compare=False)
    _views: tuple[Any, ...] | None = field(default=None, repr=False, compare=False)

    @property
    def views(self) -> tuple[Any, ...]:
        """The views of `seats`, made when first asked for: every change tells each player
        their hands, and most of them (another player's card) nobody looks at."""
        if self._views is None:
            assert self.source is not None
            source = self.source
            object.__setattr__(self, "_views", tuple(seat_view(source, s) for s in self.seats))
        assert self._views is not None
        return self._views

    @property
    def version(self) -> int:
        return self.table.version

    @property
    def owes(self) -> bool:
        return bool(self.owing)

    def view_of(self, seat: Seat) -> Any:
        return next(v for v in self.views if v.seat is seat)

    @property
    def own(self) -> Any:
        return self.views[0]


def table_shown(t: Table, deadlines: Mapping[int, float]) -> TableShown:
    public = public_view(t)
    people = {s: p.user_id for s, p in t.players.items()}
    robot_next = any(t.user_controlling(s) is None for s in t.owing)
    return TableShown(summary_of(t), public, people, dict(deadlines), robot_next)


def hand_shown(t: Table, user_id: int, table: TableShown) -> HandShown | None:
    """The player's hands at `t`, or None when they hold no seat or no deal is dealt."""
    own = t.seat_of(user_id)
    if own is None or t.deal is None:
        return None
    seats = tuple(t.seats_controlled_by(user_id))
    owing = tuple(s for s in t.owing if t.user_controlling(s) == user_id)
    return HandShown(table, user_id, own, seats, owing, may_hint(t, user_id), t)
