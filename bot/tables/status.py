"""Where a table stands and who holds its seats: the values the table, the service and the
front end all speak of."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Status(Enum):
    OPEN = "open"
    LIVE = "live"
    FINISHED = "finished"
    CLOSED = "closed"


class SeatKind(Enum):
    """Who holds a seat. A robot is known by its seat's kind, never by a name."""

    HUMAN = "human"
    #: A robot plays the seat (it is empty in a live game).
    ROBOT = "robot"
    #: The seat's player ran out of time; a robot plays for them until they come back.
    AWAY = "away"


@dataclass(frozen=True, slots=True)
class Player:
    user_id: int
    name: str
    #: The version at which they sat: the earliest seated human inherits the host.
    since: int
