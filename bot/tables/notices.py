"""What the table service tells the front end after each committed change.

Listeners are async callables receiving one `Notice` at a time. They are called only after the
change is committed to the database, so a notice never announces something a restart could lose.
Each notice carries what the front end needs to show the change (see `bot.tables.shown`), so it
never has to ask the service again. Only `HandChanged` carries a hidden card, and only that
player's own: it is addressed to the one player who may see it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field

from bot.games.game import AnyMatch, Record, Remark
from bot.games.seats import Seat, Side
from bot.store.rows import Reason
from bot.tables.shown import HandShown, TableShown


@dataclass(frozen=True, slots=True)
class TableChanged:
    """The table is now at `version`, as `shown` shows it to everyone."""

    table_id: int
    version: int
    shown: TableShown


@dataclass(frozen=True, slots=True)
class HandChanged:
    """What `user_id` may see of their hands now, for their eyes alone: told to every player
    seated at a table with a deal, at every change. `hand.owes` says whether they must act now
    (the move whose turn it is, or an answer the table asks of them: a claim's)."""

    table_id: int
    version: int
    user_id: int
    hand: HandShown
    #: The player made a move in this change.
    acted: bool = False


@dataclass(frozen=True, slots=True)
class UndoToAnswer:
    table_id: int
    version: int
    user_id: int
    asker: Seat


@dataclass(frozen=True, slots=True)
class DealFinished:
    table_id: int
    #: The table's version once the deal was over.
    version: int
    #: The game played (its registry name), which the record belongs to.
    game: str
    match_no: int
    deal_no: int
    #: The number players know the deal by (bridge: its board number).
    board_no: int
    result: str
    #: The finished deal's record, in full: every hand is public once the deal is over.
    record: Record
    #: The match as it stands with this deal scored, for its score sheet. The table records
    #: each deal into a copy of its match, so this one stays as it was.
    match: AnyMatch | None = None
    #: Who sat where as the deal finished (an event scores it only for those still there).
    players: Mapping[Seat, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class TableTalk:
    """What the last action made true, said at the table: the game's remarks, and the names
    of the people they speak of as they were when it was said (a seat without a name is a
    robot's)."""

    table_id: int
    match_no: int
    deal_no: int
    remarks: tuple[Remark, ...]
    names: dict[Seat, str]


@dataclass(frozen=True, slots=True)
class GameFinished:
    table_id: int
    match_no: int
    totals: dict[Side, int]
    winner: Side | None
    #: Points recorded for each human at the end (ranked games only; empty when casual).
    points: dict[int, int]
    #: Someone left before any card was shown: the game ended there and nothing counts.
    remake: bool = False


@dataclass(frozen=True, slots=True)
class TimerWarning:
    table_id: int
    user_id: int
    seat: Seat
    seconds_left: float


@dataclass(frozen=True, slots=True)
class SeatTimedOut:
    """A robot now plays for `user_id` until they come back or the reconnect window ends."""

    table_id: int
    user_id: int
    seat: Seat


@dataclass(frozen=True, slots=True)
class PlayerLeft:
    table_id: int
    user_id: int
    seat: Seat
    #: Points the leaving rule recorded, by user (empty when nothing was recorded).
    points: dict[int, int]
    #: Why the leaving rule recorded each of them ("left", "forfeit win"...), by user.
    reasons: dict[int, Reason] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class TableClosed:
    table_id: int
    #: The server moderator who closed it, when one did.
    moderator: int | None = None


@dataclass(frozen=True, slots=True)
class TableArrived:
    """This process has just taken the table over, or read it from its log (a shared store):
    another process may have moved its messages since this one last looked, so the front end
    reads again where they are before it shows the table."""

    table_id: int


@dataclass(frozen=True, slots=True)
class TableLetGo:
    """This process is about to hand the table to another one (see `TableService.take_over`):
    the front end finishes what it is showing of it, and writes down where, first."""

    table_id: int


Notice = (
    TableChanged | HandChanged | UndoToAnswer | TableTalk | DealFinished | GameFinished
    | TimerWarning | SeatTimedOut | PlayerLeft | TableClosed | TableArrived | TableLetGo
)  # fmt: skip

Listener = Callable[[Notice], Awaitable[None]]
