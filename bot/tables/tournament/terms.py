"""A tournament's vocabulary: its stages and limits, who may see it, its entrants (players on
their own, or pairs), the names its rounds' events go by, and the pairing of pairs (rule 10.21).

Pure: the store and the tables are the other modules' business.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.seats import Seat, Side
from bot.store.event_rows import TournamentPlayerRow
from bot.tables.errors import NotAllowed

#: The most rounds a tournament may have, and the longest name it may be given.
MAX_ROUNDS = 6
NAME_LIMIT = 60
#: The most players one tournament seats at once. Its tables, each in a thread of its own,
#: count against the server's limit only (rule 1.8), so a full tournament fits beside its
#: channel's casual tables; a round needing more tables than the server has room for waits.
MAX_PLAYERS = 25

REGISTERING, PLAYING, FINISHED = "registering", "playing", "finished"

#: A round's entrant: a player on their own (with a robot partner), or a pair. Its results
#: are kept under its first player's id, the one who sits South (or East).
Unit = tuple[int, ...]

#: Who sits where at one table of a round: its first player (its host) first.
Seating = tuple[tuple[int, Seat], ...]

#: Where the seats of a unit are: its first player, then the partner.
SEATS_OF = {Side.NS: (Seat.SOUTH, Seat.NORTH), Side.EW: (Seat.EAST, Seat.WEST)}

#: What the names of tournaments' rounds begin with.
TOURNAMENT = "tournament/"


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who asks: their user id, and whether they are the server's staff (Manage Server)."""

    user_id: int
    staff: bool = False


class NoSuchTournament(NotAllowed):
    """Said alike whether the tournament does not exist or is private to others."""

    key = "tourney-no-such"


def round_event(tournament_id: int, round_no: int) -> str:
    return f"{TOURNAMENT}{tournament_id}/{round_no}"


def side_event(event: str, side: Side) -> str:
    """Where a round's results from `side`'s direction are kept: North–South's under the
    round's own name, East–West's beside it."""
    return event if side is Side.NS else f"{event}/EW"


def directions(event: str) -> list[tuple[str, Side]]:
    """Where a round's results are kept, each with the direction it is scored for."""
    return [(side_event(event, side), side) for side in (Side.NS, Side.EW)]


def tournament_of(event: str) -> tuple[int, int] | None:
    """The tournament and round an event's name says, if it is a tournament's round."""
    parts = event.split("/")
    if len(parts) != 3 or parts[0] != "tournament":
        return None
    return int(parts[1]), int(parts[2])


def stand_in(table_id: int) -> int:
    """Rule 10.16: whose name a table's results go under once its entrant has gone (a robot
    plays on for them): the table's number, negated, so that no player's standing has them."""
    return -table_id


def units(rows: Sequence[TournamentPlayerRow], pairs: bool) -> list[Unit]:
    """The registered entrants in the order they registered: pairs (two players who name
    each other, both registered, in a tournament for pairs) and players on their own."""
    registered = [p for p in rows if p.registered]
    partner_of = {p.user_id: p.partner for p in registered}
    out: list[Unit] = []
    placed: set[int] = set()
    for p in registered:
        if p.user_id in placed:
            continue
        mate = p.partner
        if pairs and mate is not None and partner_of.get(mate) == p.user_id:
            out.append((p.user_id, mate))
            placed |= {p.user_id, mate}
        else:
            out.append((p.user_id,))
            placed.add(p.user_id)
    return out


def seating_of(ns: Unit, ew: Unit | None) -> Seating:
    """Where a table's entrants sit: North–South's first player South, its partner North,
    East–West's East and West; the robots take the other seats."""
    return tuple((u, seat) for side, unit in ((Side.NS, ns), (Side.EW, ew or ()))
                 for u, seat in zip(unit, SEATS_OF[side], strict=False))  # fmt: skip


def pairings(pairs: Sequence[Unit], round_no: int) -> list[tuple[Unit, Unit | None]]:
    """Rule 10.21: the round's tables of pairs, North–South first: each pair meets a different
    pair each round while there are new ones to meet (a round robin), the odd one out plays
    the robots."""
    field: list[Unit | None] = list(pairs)
    if len(field) % 2:
        field.append(None)
    n = len(field)
    if n == 0:
        return []
    turn = (round_no - 1) % (n - 1) if n > 2 else 0
    rest = field[1:]
    order = [field[0], *rest[len(rest) - turn :], *rest[: len(rest) - turn]]
    out: list[tuple[Unit, Unit | None]] = []
    for i in range(n // 2):
        a, b = order[i], order[n - 1 - i]
        if a is None or (b is not None and round_no % 2 == 0):
            a, b = b, a
        assert a is not None
        out.append((a, b))
    return out
