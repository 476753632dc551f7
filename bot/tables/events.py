"""The events of a table's log. A table is the fold of its events, in order, from `Opened`.

Each event is a frozen value with a JSON form; the store keeps them append-only. Events never
carry a decision that was not made: robots' moves are logged like anyone's, and each deal's
cards are logged when dealt, as the game's deal text, so replaying the log needs no robot and
no randomness. `Opened` names the game; the rest of the log is read with that game's codec.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from bot.games.game import Action, AnyGame
from bot.games.seats import Seat
from bot.store.rows import Departure
from bot.tables.options import TableOptions


@dataclass(frozen=True, slots=True)
class Opened:
    guild_id: int
    channel_id: int
    host: int
    name: str
    options: TableOptions
    #: The channel whose thread the table was opened in (None: opened in a channel).
    parent_id: int | None = None


@dataclass(frozen=True, slots=True)
class Invited:
    user_id: int


@dataclass(frozen=True, slots=True)
class Sat:
    user_id: int
    name: str
    seat: Seat


@dataclass(frozen=True, slots=True)
class Left:
    user_id: int
    how: Departure = Departure.LEFT


@dataclass(frozen=True, slots=True)
class Started:
    """The game begins; robots take the empty seats."""


@dataclass(frozen=True, slots=True)
class Dealt:
    #: The cards as the game writes a deal (bridge: board number, dealer, vulnerability, PBN).
    deal: str


@dataclass(frozen=True, slots=True)
class Acted:
    """A move of the game (a call, a card, a claim...); `by` is the user who made it, None for
    a robot."""

    action: Action
    by: int | None


@dataclass(frozen=True, slots=True)
class TimedOut:
    user_id: int


@dataclass(frozen=True, slots=True)
class CameBack:
    user_id: int


@dataclass(frozen=True, slots=True)
class UndoAsked:
    user_id: int


@dataclass(frozen=True, slots=True)
class UndoAnswered:
    user_id: int
    accept: bool


@dataclass(frozen=True, slots=True)
class HintGiven:
    """A player took a hint (rule 7.4): the move it advised, as the game's move text, which
    they may make now. Logged before the hint is shown to them."""

    user_id: int
    move: str


@dataclass(frozen=True, slots=True)
class RematchAgreed:
    user_id: int


class Closer(Enum):
    """Who closed a table."""

    HOST = "host"
    #: A server moderator, who may close any table at any stage.
    MODERATOR = "moderator"
    #: Nobody: the table waited too long, for players or for a rematch.
    TIME = "time"


@dataclass(frozen=True, slots=True)
class Closed:
    #: Who closed it (None when it closed itself).
    user_id: int | None
    by: Closer = Closer.HOST


Event = (
    Opened | Invited | Sat | Left | Started | Dealt | Acted | TimedOut | CameBack | UndoAsked
    | UndoAnswered | RematchAgreed | Closed | HintGiven
)  # fmt: skip


def kind_of(event: Event) -> str:
    return type(event).__name__


def to_json(event: Event, game: AnyGame) -> dict[str, Any]:
    match event:
        case Opened(guild_id, channel_id, host, name, options, parent_id):
            opened = {
                "guild_id": guild_id, "channel_id": channel_id, "host": host, "name": name,
                "options": options.to_json(),
            }  # fmt: skip
            if parent_id is not None:
                opened["parent_id"] = parent_id
            return opened
        case Sat(user_id, name, seat):
            return {"user_id": user_id, "name": name, "seat": seat.value}
        case Left(user_id, how):
            return {"user_id": user_id, "reason": how.value}
        case Started():
            return {}
        case Dealt(deal):
            return {"deal": deal}
        case Acted(action, by):
            return {"action": game.action_to_json(action), "by": by}
        case UndoAnswered(user_id, accept):
            return {"user_id": user_id, "accept": accept}
        case Closed(user_id, by):
            return {"user_id": user_id, "by": by.value}
        case Invited(user_id) | TimedOut(user_id) | CameBack(user_id) | UndoAsked(user_id):
            return {"user_id": user_id}
        case RematchAgreed(user_id):
            return {"user_id": user_id}
        case HintGiven(user_id, move):
            return {"user_id": user_id, "move": move}
    raise TypeError(event)


def from_json(kind: str, data: dict[str, Any], game: AnyGame) -> Event:
    match kind:
        case "Opened":
            parent = data.get("parent_id")
            return Opened(
                int(data["guild_id"]), int(data["channel_id"]), int(data["host"]),
                str(data["name"]), TableOptions.from_json(data["options"]),
                None if parent is None else int(parent),
            )  # fmt: skip
        case "Sat":
            return Sat(int(data["user_id"]), str(data["name"]), Seat(data["seat"]))
        case "Left":
            return Left(int(data["user_id"]), Departure(str(data["reason"])))
        case "Started":
            return Started()
        case "Dealt":
            return Dealt(str(data["deal"]))
        case "Acted":
            by = data["by"]
            return Acted(game.action_from_json(data["action"]), None if by is None else int(by))
        case "UndoAnswered":
            return UndoAnswered(int(data["user_id"]), bool(data["accept"]))
        case "Closed":
            uid = data["user_id"]
            # Before tables could close in other ways, only their hosts closed them.
            by = Closer(data.get("by", Closer.HOST.value))
            return Closed(None if uid is None else int(uid), by)
        case "Invited":
            return Invited(int(data["user_id"]))
        case "TimedOut":
            return TimedOut(int(data["user_id"]))
        case "CameBack":
            return CameBack(int(data["user_id"]))
        case "UndoAsked":
            return UndoAsked(int(data["user_id"]))
        case "RematchAgreed":
            return RematchAgreed(int(data["user_id"]))
        case "HintGiven":
            return HintGiven(int(data["user_id"]), str(data["move"]))
    raise ValueError(f"unknown event kind {kind!r}")


def read_log(entries: Sequence[tuple[str, dict[str, Any], float]]) -> list[tuple[Event, float]]:
    """A table's stored log, (kind, payload, time) in order, as events: the first (`Opened`)
    names the game, whose codec reads the rest."""
    if not entries:
        return []
    kind, data, _ = entries[0]
    if kind != "Opened":
        raise ValueError("a table's log starts with Opened")
    game = TableOptions.from_json(data["options"]).of_game
    return [(from_json(k, d, game), at) for k, d, at in entries]
