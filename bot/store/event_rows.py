"""What duplicate events keep, in any store: each event's boards (dealt once), who entered it
at which table, every result on each board, and the tournaments with their players.

The SQL is written once, with `?` placeholders, and runs on SQLite and PostgreSQL alike: reads
through the store's `fetch`, writes through a transaction's `run`. Every question is asked by
a key or an index (migrations 5 and 6).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store.base import TableStore
from bot.store.writes import Writes


@dataclass(frozen=True, slots=True)
class EntryRow:
    """A player's entry in a duplicate event, and the table they play its boards at."""

    event: str
    user_id: int
    guild_id: int
    game: str
    day: str
    table_id: int
    at: float
    #: The seat they play it from (the daily challenge's player, a single, sits South).
    seat: str = "S"


@dataclass(frozen=True, slots=True)
class EventScoreRow:
    """One result on one board of an event: its score (for the entrant's side) and how it
    reads ("4♠ S +1"). The robots' own result is user 0's."""

    event: str
    number: int
    user_id: int
    score: int
    result: str
    at: float


@dataclass(frozen=True, slots=True)
class TournamentRow:
    id: int
    guild_id: int
    channel_id: int
    host: int
    name: str
    game: str
    private: bool
    #: How boards are compared: a `bot.games.field.Comparison` value.
    scoring: str
    rounds: int
    #: The round being played; 0 before the start.
    round: int
    #: "registering", "playing" or "finished".
    status: str
    created_at: float
    #: Players may enter as pairs (each naming the other), not only alone.
    pairs: bool = False
    #: Boards a round; 0 for the game's own event boards.
    boards: int = 0
    #: When it starts by itself (a time), or once this many players have registered; None
    #: and 0 when the host starts it.
    starts_at: float | None = None
    start_when_full: int = 0
    #: The language of its announcements, its tables' threads and their channel messages.
    language: str = "en"


@dataclass(frozen=True, slots=True)
class TournamentPlayerRow:
    tournament_id: int
    user_id: int
    #: Admitted to a private tournament (a public one admits everyone).
    admitted: bool
    registered: bool
    at: float
    #: Whom they name as their partner; a pair is two players who name each other.
    partner: int | None = None


class AlreadyEntered(Exception):
    """The player has an entry in the event already."""


_ENTRY = "event, user_id, guild_id, game, day, table_id, at, seat"
_SCORE = "event, number, user_id, score, result, at"
_TOURNAMENT = (
    "id, guild_id, channel_id, host, name, game, private, scoring, rounds, round, status,"
    " created_at, pairs, boards, starts_at, start_when_full, language"
)
_PLAYER = "tournament_id, user_id, admitted, registered, at, partner"


def _entry(r: Sequence[Any]) -> EntryRow:
    return EntryRow(
        str(r[0]), int(r[1]), int(r[2]), str(r[3]), str(r[4]), int(r[5]), float(r[6]), str(r[7])
    )


def _score(r: Sequence[Any]) -> EventScoreRow:
    return EventScoreRow(str(r[0]), int(r[1]), int(r[2]), int(r[3]), str(r[4]), float(r[5]))


def _tournament(r: Sequence[Any]) -> TournamentRow:
    return TournamentRow(
        int(r[0]), int(r[1]), int(r[2]), int(r[3]), str(r[4]), str(r[5]), bool(r[6]),
        str(r[7]), int(r[8]), int(r[9]), str(r[10]), float(r[11]), bool(r[12]), int(r[13]),
        float(r[14]) if r[14] is not None else None, int(r[15]), str(r[16]),
    )  # fmt: skip


def _player(r: Sequence[Any]) -> TournamentPlayerRow:
    return TournamentPlayerRow(
        int(r[0]), int(r[1]), bool(r[2]), bool(r[3]), float(r[4]),
        int(r[5]) if r[5] is not None else None,
    )  # fmt: skip


# -- boards, entries, results ------------------------------------------------------------------


async def keep_board(tx: Writes, event: str, number: int, deal: str, at: float) -> None:
    """Keep a board's deal unless the event has it already (the first one kept stays)."""
    await tx.run(
        "INSERT INTO event_boards (event, number, deal, at) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (event, number) DO NOTHING",
        event, number, deal, at,
    )  # fmt: skip


async def board(store: TableStore, event: str, number: int) -> str | None:
    rows = await store.fetch(
        "SELECT deal FROM event_boards WHERE event = ? AND number = ?", (event, number)
    )
    return next((str(r[0]) for r in rows), None)


async def board_numbers(store: TableStore, event: str) -> list[int]:
    rows = await store.fetch(
        "SELECT number FROM event_boards WHERE event = ? ORDER BY number", (event,)
    )
    return [int(r[0]) for r in rows]


async def enter(store: TableStore, row: EntryRow) -> None:
    """Enter a player in an event at their table; `AlreadyEntered` if they were already."""
    async with store.transaction() as tx:
        await enter_in(tx, row)


async def enter_in(tx: Writes, row: EntryRow) -> None:
    """`enter`, in a transaction that opens the table too: refused, it keeps neither."""
    await tx.run(
        f"INSERT INTO event_entries ({_ENTRY}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (event, user_id) DO NOTHING",
        row.event, row.user_id, row.guild_id, row.game, row.day, row.table_id, row.at,
        row.seat,
    )  # fmt: skip
    kept = await tx.fetch(
        "SELECT table_id FROM event_entries WHERE event = ? AND user_id = ?",
        (row.event, row.user_id),
    )
    if not kept or int(kept[0][0]) != row.table_id:
        raise AlreadyEntered()


async def entry(store: TableStore, event: str, user_id: int) -> EntryRow | None:
    rows = await store.fetch(
        f"SELECT {_ENTRY} FROM event_entries WHERE event = ? AND user_id = ?", (event, user_id)
    )
    return next((_entry(r) for r in rows), None)


async def entry_at_table(store: TableStore, table_id: int) -> EntryRow | None:
    return next(iter(await entries_at_table(store, table_id)), None)


async def entries_at_table(store: TableStore, table_id: int) -> list[EntryRow]:
    """Everyone entered at the table (a tournament's pairs table has four), by seat."""
    rows = await store.fetch(
        f"SELECT {_ENTRY} FROM event_entries WHERE table_id = ? ORDER BY seat, user_id",
        (table_id,),
    )
    return [_entry(r) for r in rows]


async def entries(store: TableStore, guild_id: int, game: str, first_day: str, last_day: str
                  ) -> list[EntryRow]:  # fmt: skip
    """The server's entries in the game's events on the days from `first_day` to `last_day`
    (ISO dates, both included)."""
    rows = await store.fetch(
        f"SELECT {_ENTRY} FROM event_entries"
        " WHERE guild_id = ? AND game = ? AND day BETWEEN ? AND ? ORDER BY at",
        (guild_id, game, first_day, last_day),
    )
    return [_entry(r) for r in rows]


async def keep_scores(tx: Writes, rows: Sequence[EventScoreRow]) -> None:
    """Keep results; a board's result once kept is never replaced."""
    for r in rows:
        await tx.run(
            f"INSERT INTO event_scores ({_SCORE}) VALUES (?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (event, number, user_id) DO NOTHING",
            r.event, r.number, r.user_id, r.score, r.result, r.at,
        )  # fmt: skip


async def scores(store: TableStore, event: str) -> list[EventScoreRow]:
    rows = await store.fetch(
        f"SELECT {_SCORE} FROM event_scores WHERE event = ? ORDER BY number, at", (event,)
    )
    return [_score(r) for r in rows]


async def player_names(store: TableStore, user_ids: Iterable[int]) -> dict[int, str]:
    """The names players were last seen by, for those the store knows."""
    ids = sorted(set(user_ids))
    if not ids:
        return {}
    marks = ", ".join("?" * len(ids))
    rows = await store.fetch(f"SELECT user_id, name FROM players WHERE user_id IN ({marks})", ids)
    return {int(r[0]): str(r[1]) for r in rows}


# -- tournaments -------------------------------------------------------------------------------


async def create_tournament(store: TableStore, row: TournamentRow) -> int:
    """Keep a new tournament, its host admitted to it; returns its number."""
    async with store.transaction() as tx:
        await tx.run(
            "INSERT INTO tournaments (guild_id, channel_id, host, name, game, private, scoring,"
            " rounds, round, status, created_at, pairs, boards, starts_at, start_when_full,"
            " language) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            row.guild_id, row.channel_id, row.host, row.name, row.game, int(row.private),
            row.scoring, row.rounds, row.round, row.status, row.created_at, int(row.pairs),
            row.boards, row.starts_at, row.start_when_full, row.language,
        )  # fmt: skip
    rows = await store.fetch(
        "SELECT MAX(id) FROM tournaments WHERE guild_id = ? AND host = ? AND created_at = ?",
        (row.guild_id, row.host, row.created_at),
    )
    tournament_id = int(rows[0][0])
    await put_player(store, TournamentPlayerRow(tournament_id, row.host, True, False,
                                                row.created_at))  # fmt: skip
    return tournament_id


async def set_stage(store: TableStore, tournament_id: int, round_no: int, status: str) -> None:
    async with store.transaction() as tx:
        await set_stage_in(tx, tournament_id, round_no, status)


async def set_stage_in(tx: Writes, tournament_id: int, round_no: int, status: str) -> None:
    """`set_stage`, in a transaction that keeps what the stage goes with (a round's tables,
    the final results): refused, it keeps neither."""
    await tx.run(
        "UPDATE tournaments SET round = ?, status = ? WHERE id = ?",
        round_no, status, tournament_id,
    )  # fmt: skip


async def put_player(store: TableStore, row: TournamentPlayerRow) -> None:
    async with store.transaction() as tx:
        await tx.run(
            f"INSERT INTO tournament_players ({_PLAYER}) VALUES (?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (tournament_id, user_id) DO UPDATE SET"
            " admitted = excluded.admitted, registered = excluded.registered,"
            " partner = excluded.partner",
            row.tournament_id, row.user_id, int(row.admitted), int(row.registered), row.at,
            row.partner,
        )  # fmt: skip


async def tournament(store: TableStore, tournament_id: int) -> TournamentRow | None:
    rows = await store.fetch(f"SELECT {_TOURNAMENT} FROM tournaments WHERE id = ?",
                             (tournament_id,))  # fmt: skip
    return next((_tournament(r) for r in rows), None)


async def tournaments(store: TableStore, guild_id: int) -> list[TournamentRow]:
    """The server's tournaments not finished, oldest first."""
    rows = await store.fetch(
        f"SELECT {_TOURNAMENT} FROM tournaments WHERE guild_id = ?"
        " AND status IN ('registering', 'playing') ORDER BY id",
        (guild_id,),
    )
    return [_tournament(r) for r in rows]


async def unfinished(store: TableStore) -> list[TournamentRow]:
    """Every server's tournaments still to start or to finish (start-up looks them over)."""
    rows = await store.fetch(
        f"SELECT {_TOURNAMENT} FROM tournaments WHERE status IN ('registering', 'playing')"
        " ORDER BY id",
        (),
    )
    return [_tournament(r) for r in rows]


async def players(store: TableStore, tournament_id: int) -> list[TournamentPlayerRow]:
    rows = await store.fetch(
        f"SELECT {_PLAYER} FROM tournament_players WHERE tournament_id = ? ORDER BY at, user_id",
        (tournament_id,),
    )
    return [_player(r) for r in rows]


async def set_host_role(store: TableStore, guild_id: int, role_id: int) -> None:
    async with store.transaction() as tx:
        await tx.run(
            "INSERT INTO tournament_hosts (guild_id, role_id) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET role_id = excluded.role_id",
            guild_id, role_id,
        )  # fmt: skip


async def host_role(store: TableStore, guild_id: int) -> int | None:
    """The role the server names for tournament hosts, if it has named one."""
    rows = await store.fetch("SELECT role_id FROM tournament_hosts WHERE guild_id = ?",
                             (guild_id,))  # fmt: skip
    return next((int(r[0]) for r in rows), None)
