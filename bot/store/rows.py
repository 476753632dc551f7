"""The rows a store keeps and gives back: a table's log and timers, its deal records, results
and ratings, and the front end's memory of its messages and players.

Plain values, the same whichever database holds them; the table service and the front end map
their own types to and from these.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any


@dataclass(frozen=True, slots=True)
class StoredEvent:
    seq: int
    kind: str
    seat: str | None
    user_id: int | None
    at: float
    payload: dict[str, Any]


@dataclass(frozen=True, slots=True)
class StoredTimer:
    table_id: int
    kind: str
    seat: str
    user_id: int
    deadline: float
    warn_at: float | None
    warned: bool


@dataclass(frozen=True, slots=True)
class ResultRow:
    table_id: int
    match_no: int
    guild_id: int
    game: str
    level: str
    user_id: int
    points: int
    reason: Reason
    at: float


class Departure(Enum):
    """How a player left a table (the log's `Left` event keeps the value)."""

    LEFT = "left"
    #: The reconnect window ran out.
    TIMED_OUT = "timeout"
    #: The host or a moderator closed the table from their seat.
    CLOSED = "closed the table"


class Reason(Enum):
    """Why a player has the result they have in a match: the value the results keep."""

    #: The match was played to its end.
    GAME = "game"
    LEFT = "left"
    TIMED_OUT = "timeout"
    CLOSED = "closed the table"
    #: Leaving in the first deal, or in a single deal, costs a loss (rule 5.2).
    LEFT_FIRST_DEAL = "left in the first deal"
    TIMED_OUT_FIRST_DEAL = "timeout in the first deal"
    CLOSED_FIRST_DEAL = "closed the table in the first deal"
    PARTNER_LEFT = "partner left"
    #: When another leaves under `Leaving.LEAVER_ALONE` (no points, no rating moved): the
    #: leaver's opponents win by forfeit, which the leaderboard counts as a win (rule 5.7 of
    #: seeds/tables.md); the leaver's partner keeps a protected result.
    FORFEIT_WIN = "forfeit win"
    PROTECTED = "protected result"
    #: A tournament's final place (rule 10.17).
    TOURNAMENT = "tournament"

    @classmethod
    def of(cls, departure: Departure, *, first_deal: bool = False) -> Reason:
        """The result of a player who left so."""
        if not first_deal:
            return cls(departure.value)
        return cls(f"{departure.value} in the first deal")

    @classmethod
    def read(cls, text: str) -> Reason:
        """A stored reason; results kept before reasons were values wrote a tournament's as
        "tournament 5: place 2 of 8"."""
        return cls.TOURNAMENT if text.startswith("tournament") else cls(text)


@dataclass(frozen=True, slots=True)
class DealRow:
    table_id: int
    match_no: int
    deal_no: int
    result: str
    #: The deal in the game's own file format (bridge: PBN).
    export: str
    at: float


#: A rating as stored: (mu, sigma).
Rating = tuple[float, float]


@dataclass(frozen=True, slots=True)
class RatingUpdate:
    """New ratings computed from the current ones, inside the transaction that records them."""

    guild_id: int
    game: str
    level: str
    users: frozenset[int]
    compute: Callable[[dict[int, Rating]], dict[int, Rating]]


@dataclass(frozen=True, slots=True)
class Changes:
    """Everything one accepted action writes: its events and what they bring about."""

    table_id: int
    events: tuple[StoredEvent, ...]
    status: str | None = None
    at: float = 0.0
    #: The table's whole set of deadlines now, or None when they did not change.
    timers: tuple[StoredTimer, ...] | None = None
    #: `timers` are the ones the table had (each kind and seat), only their times moved: no
    #: other timer of the table needs deleting.
    timers_moved: bool = False
    deals: tuple[DealRow, ...] = ()
    results: tuple[ResultRow, ...] = ()
    names: tuple[tuple[int, str], ...] = ()
    ratings: RatingUpdate | None = None


@dataclass(frozen=True, slots=True)
class RoomRow:
    """Where a table's messages go: its thread once it has one (`thread_id`), and whether it
    may get one when its game starts."""

    table_id: int
    thread_id: int | None
    may_thread: bool


@dataclass(frozen=True, slots=True)
class MessageRow:
    """A message the front end keeps current: the table message (`user_id` None) or a player's
    hand. `match_no` and `board_no` (the columns game_no and board_no) say which deal it shows; a
    new deal gets a new message."""

    table_id: int
    user_id: int | None
    channel_id: int
    message_id: int
    match_no: int
    board_no: int


@dataclass(frozen=True, slots=True)
class FrontEndChanges:
    """What the front end remembers about its messages and players; not part of the log."""

    rooms: tuple[RoomRow, ...] = ()
    messages: tuple[MessageRow, ...] = ()
    #: Tables whose table message is no longer kept current.
    dropped: tuple[int, ...] = ()
    #: (user, asks to confirm each call and card first).
    confirm: tuple[tuple[int, bool], ...] = ()
    #: Closed tables, whose rows are forgotten.
    closed: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ChoiceRow:
    """A player's settings: how their pictures look, whether timer warnings ping them, and
    the language they chose ('' until they choose one)."""

    user_id: int
    theme: str = "classic"
    contrast: int = 50
    grain: int = 50
    warmth: int = 50
    warnings: bool = True
    language: str = ""


@dataclass(frozen=True, slots=True)
class FrontEnd:
    """The front end's memory of the tables not yet closed, and its players' choices."""

    rooms: tuple[RoomRow, ...]
    messages: tuple[MessageRow, ...]
    confirm: frozenset[int]
    #: Players whose settings differ from the defaults.
    choices: tuple[ChoiceRow, ...] = ()
