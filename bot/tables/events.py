"""The events of a table's log. A table is the fold of its events, in order, from `Opened`.

Each event is a frozen value with a JSON form; the store keeps them append-only. Events never
carry a decision that was not made: robots' calls and cards are logged like anyone's, and each
deal's cards are logged when dealt, so replaying the log needs no robot and no randomness.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.bridge.calls import Call
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Action, CallAction, CardAction, ClaimAction, ClaimReply
from bot.games.cards import Card
from bot.games.seats import Seat
from bot.tables.options import TableOptions


@dataclass(frozen=True, slots=True)
class Opened:
    guild_id: int
    channel_id: int
    host: int
    name: str
    options: TableOptions


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
    #: "left", or "timeout" when the reconnect window ran out.
    reason: str = "left"


@dataclass(frozen=True, slots=True)
class Started:
    """The game begins; robots take the empty seats."""


@dataclass(frozen=True, slots=True)
class Dealt:
    number: int
    dealer: Seat
    vulnerability: Vulnerability
    #: PBN deal string, from the dealer.
    deal: str


@dataclass(frozen=True, slots=True)
class Acted:
    """A call, card, claim or claim answer; `by` is the user who made it, None for a robot."""

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
class RematchAgreed:
    user_id: int


@dataclass(frozen=True, slots=True)
class Closed:
    user_id: int | None


Event = (
    Opened | Invited | Sat | Left | Started | Dealt | Acted | TimedOut | CameBack | UndoAsked
    | UndoAnswered | RematchAgreed | Closed
)  # fmt: skip


def _action_to_json(action: Action) -> dict[str, Any]:
    match action:
        case CallAction(seat, call):
            return {"type": "call", "seat": seat.value, "call": str(call)}
        case CardAction(seat, card):
            return {"type": "card", "seat": seat.value, "card": str(card)}
        case ClaimAction(seat, tricks):
            return {"type": "claim", "seat": seat.value, "tricks": tricks}
        case ClaimReply(seat, accept):
            return {"type": "reply", "seat": seat.value, "accept": accept}
    raise TypeError(action)


def _action_from_json(data: dict[str, Any]) -> Action:
    seat = Seat(data["seat"])
    match data["type"]:
        case "call":
            return CallAction(seat, Call.parse(data["call"]))
        case "card":
            return CardAction(seat, Card.parse(data["card"]))
        case "claim":
            return ClaimAction(seat, int(data["tricks"]))
        case "reply":
            return ClaimReply(seat, bool(data["accept"]))
    raise ValueError(f"unknown action {data!r}")


def kind_of(event: Event) -> str:
    return type(event).__name__


def to_json(event: Event) -> dict[str, Any]:
    match event:
        case Opened(guild_id, channel_id, host, name, options):
            return {
                "guild_id": guild_id, "channel_id": channel_id, "host": host, "name": name,
                "options": options.to_json(),
            }  # fmt: skip
        case Sat(user_id, name, seat):
            return {"user_id": user_id, "name": name, "seat": seat.value}
        case Left(user_id, reason):
            return {"user_id": user_id, "reason": reason}
        case Started():
            return {}
        case Dealt(number, dealer, vul, deal):
            return {"number": number, "dealer": dealer.value, "vul": vul.value, "deal": deal}
        case Acted(action, by):
            return {"action": _action_to_json(action), "by": by}
        case UndoAnswered(user_id, accept):
            return {"user_id": user_id, "accept": accept}
        case Closed(user_id):
            return {"user_id": user_id}
        case Invited(user_id) | TimedOut(user_id) | CameBack(user_id) | UndoAsked(user_id):
            return {"user_id": user_id}
        case RematchAgreed(user_id):
            return {"user_id": user_id}
    raise TypeError(event)


def from_json(kind: str, data: dict[str, Any]) -> Event:
    match kind:
        case "Opened":
            return Opened(
                int(data["guild_id"]), int(data["channel_id"]), int(data["host"]),
                str(data["name"]), TableOptions.from_json(data["options"]),
            )  # fmt: skip
        case "Sat":
            return Sat(int(data["user_id"]), str(data["name"]), Seat(data["seat"]))
        case "Left":
            return Left(int(data["user_id"]), str(data["reason"]))
        case "Started":
            return Started()
        case "Dealt":
            return Dealt(
                int(data["number"]), Seat(data["dealer"]), Vulnerability(data["vul"]),
                str(data["deal"]),
            )  # fmt: skip
        case "Acted":
            by = data["by"]
            return Acted(_action_from_json(data["action"]), None if by is None else int(by))
        case "UndoAnswered":
            return UndoAnswered(int(data["user_id"]), bool(data["accept"]))
        case "Closed":
            uid = data["user_id"]
            return Closed(None if uid is None else int(uid))
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
    raise ValueError(f"unknown event kind {kind!r}")
