"""The part of a store that is the same SQL on both databases: every read, and the front end's
writes, through the backend's own `fetch` and `transaction`; and the questions asked of any
store through its `fetch` (the tables not yet closed, one table's front-end rows)."""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

from bot.store.base import TableStore
from bot.store.rows import (
    ChoiceRow,
    DealRow,
    FrontEnd,
    FrontEndChanges,
    MessageRow,
    Reason,
    ResultRow,
    RoomRow,
    StoredEvent,
    StoredTimer,
)
from bot.store.writes import Writes

#: The statuses of a table not yet closed.
ACTIVE = ("open", "live", "finished")
#: A table not yet closed, as a condition on the `tables` table.
IS_ACTIVE = "status IN (" + ", ".join(f"'{s}'" for s in ACTIVE) + ")"

_ROOMS = "SELECT table_id, thread_id, may_thread FROM table_rooms"
#: The table messages and the hand messages, as `MessageRow`s (a table message has no user).
_TABLE_MESSAGES = (
    "SELECT table_id, CAST(NULL AS BIGINT), channel_id, message_id, game_no, board_no"
    " FROM table_messages"
)
_HAND_MESSAGES = (
    "SELECT table_id, user_id, channel_id, message_id, game_no, board_no FROM hand_messages"
)
_CHOICE = "user_id, theme, contrast, grain, warmth, warnings, language"


def _room(r: Sequence[Any]) -> RoomRow:
    return RoomRow(int(r[0]), None if r[1] is None else int(r[1]), bool(r[2]))


def _message(r: Sequence[Any]) -> MessageRow:
    user_id = None if r[1] is None else int(r[1])
    return MessageRow(int(r[0]), user_id, int(r[2]), int(r[3]), int(r[4]), int(r[5]))


def _choice(r: Sequence[Any]) -> ChoiceRow:
    return ChoiceRow(int(r[0]), str(r[1]), int(r[2]), int(r[3]), int(r[4]), bool(r[5]), str(r[6]))


class CommonStore(ABC):
    """What both stores do with the same statements; each adds how it connects, commits and
    migrates."""

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Writes]: ...

    @abstractmethod
    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A read-only query, written with `?` placeholders as for SQLite."""

    async def save_front_end(self, changes: FrontEndChanges) -> None:
        """Remember where the front end's messages are; returns once that is committed.

        These rows are small and not part of any table's log, so they take the plain write
        path rather than a table's.
        """
        async with self.transaction() as tx:
            await tx.save_front_end(changes)

    async def set_choices(self, row: ChoiceRow) -> None:
        """Remember a player's settings; returns once they are committed."""
        async with self.transaction() as tx:
            await tx.set_choices(row)

    async def front_end(self) -> FrontEnd:
        """The front end's rows for the tables not yet closed, and its players' choices.

        Rows a closed table left behind are deleted first, in the same transaction.
        """
        async with self.transaction() as tx:
            await tx.forget_closed()
            rooms = await tx.fetch(_ROOMS + " ORDER BY table_id")
            tables = await tx.fetch(_TABLE_MESSAGES + " ORDER BY table_id")
            hands = await tx.fetch(_HAND_MESSAGES + " ORDER BY table_id, user_id")
            confirm = await tx.fetch("SELECT user_id FROM player_choices WHERE confirm != 0")
            choices = await tx.fetch(
                f"SELECT {_CHOICE} FROM player_choices WHERE theme != 'classic' OR contrast != 50"
                " OR grain != 50 OR warmth != 50 OR warnings = 0 OR language != ''"
                " ORDER BY user_id"
            )
        return FrontEnd(
            rooms=tuple(_room(r) for r in rooms),
            messages=tuple(_message(r) for r in [*tables, *hands]),
            confirm=frozenset(int(r[0]) for r in confirm),
            choices=tuple(_choice(r) for r in choices),
        )

    async def active_tables(self) -> list[int]:
        """Tables not yet closed, oldest first: the ones to rebuild on start-up."""
        rows = await self.fetch(f"SELECT id FROM tables WHERE {IS_ACTIVE} ORDER BY id")
        return [int(r[0]) for r in rows]

    async def table_status(self, table_id: int) -> str | None:
        rows = await self.fetch("SELECT status FROM tables WHERE id = ?", (table_id,))
        return str(rows[0][0]) if rows else None

    async def events(self, table_id: int, after: int = 0) -> list[StoredEvent]:
        """The table's log, from the event after number `after` on."""
        rows = await self.fetch(
            "SELECT seq, kind, seat, user_id, at, payload FROM events WHERE table_id = ?"
            " AND seq > ? ORDER BY seq",
            (table_id, after),
        )
        return [
            StoredEvent(int(r[0]), str(r[1]), r[2], r[3], float(r[4]), json.loads(r[5]))
            for r in rows
        ]

    async def timers(self, table_id: int | None = None) -> list[StoredTimer]:
        if table_id is None:
            return await self._timers("", ())
        return await self._timers(" WHERE table_id = ?", (table_id,))

    async def due_timers(self, now: float) -> list[StoredTimer]:
        """The timers with something to do at `now`: a deadline passed, or a warning due and
        not yet given (the rest of every table's timers are not read)."""
        return await self._timers(
            " WHERE deadline <= ? OR (warn_at <= ? AND warned = 0)", (now, now)
        )

    async def _timers(self, where: str, args: tuple[float, ...]) -> list[StoredTimer]:
        sql = "SELECT table_id, kind, seat, user_id, deadline, warn_at, warned FROM timers"
        rows = await self.fetch(sql + where + " ORDER BY deadline", args)
        return [
            StoredTimer(int(r[0]), str(r[1]), str(r[2]), int(r[3]), float(r[4]), r[5], bool(r[6]))
            for r in rows
        ]

    async def deals(self, table_id: int) -> list[DealRow]:
        rows = await self.fetch(
            "SELECT table_id, game_no, deal_no, result, export, at FROM deals"
            " WHERE table_id = ? ORDER BY game_no, deal_no",
            (table_id,),
        )
        return [DealRow(int(r[0]), int(r[1]), int(r[2]), str(r[3]), str(r[4]), r[5]) for r in rows]

    async def results(self, table_id: int | None = None) -> list[ResultRow]:
        sql = (
            "SELECT table_id, game_no, guild_id, game, level, user_id, points, reason, at"
            " FROM results"
        )
        args: tuple[int, ...] = ()
        if table_id is not None:
            sql += " WHERE table_id = ?"
            args = (table_id,)
        rows = await self.fetch(sql + " ORDER BY id", args)
        return [_result(r) for r in rows]


def _result(r: Sequence[Any]) -> ResultRow:
    reason = Reason.read(str(r[7]))
    return ResultRow(int(r[0]), int(r[1]), int(r[2]), str(r[3]), str(r[4]), int(r[5]), int(r[6]),
                     reason, float(r[8]))  # fmt: skip


async def versions(store: TableStore) -> dict[int, int]:
    """Every table not yet closed, with the number of its log's last event."""
    rows = await store.fetch(
        "SELECT id, (SELECT MAX(seq) FROM events WHERE table_id = tables.id) FROM tables"
        f" WHERE {IS_ACTIVE}"
    )
    return {int(r[0]): int(r[1] or 0) for r in rows}


async def opened_after(store: TableStore, table_id: int) -> tuple[int, list[int]]:
    """The tables opened after `table_id` that are not yet closed, and the last table's id
    (`table_id` when none was opened since). A table's id is drawn as it is opened, under the
    openings' guard, so one read under that guard sees every table with a smaller id."""
    rows = await store.fetch(
        f"SELECT id, {IS_ACTIVE} FROM tables WHERE id > ? ORDER BY id", (table_id,)
    )
    last = max((int(r[0]) for r in rows), default=table_id)
    return last, [int(r[0]) for r in rows if r[1]]


async def last_table(store: TableStore) -> int:
    """The id of the last table opened (0 before the first)."""
    rows = await store.fetch("SELECT MAX(id) FROM tables")
    return int(rows[0][0] or 0)


async def front_end_of(store: TableStore, table_id: int, users: Iterable[int]) -> FrontEnd:
    """The front end's rows of one table, and the choices of `users` (its players): what
    another process may have written since this one read them all at its start."""
    rooms = await store.fetch(_ROOMS + " WHERE table_id = ?", (table_id,))
    tables = await store.fetch(_TABLE_MESSAGES + " WHERE table_id = ?", (table_id,))
    hands = await store.fetch(_HAND_MESSAGES + " WHERE table_id = ? ORDER BY user_id", (table_id,))
    ids = sorted(set(users))
    choices: list[tuple[Any, ...]] = []
    if ids:
        marks = ", ".join("?" for _ in ids)
        choices = await store.fetch(
            f"SELECT {_CHOICE}, confirm FROM player_choices WHERE user_id IN ({marks})"
            " ORDER BY user_id",
            ids,
        )
    return FrontEnd(
        rooms=tuple(_room(r) for r in rooms),
        messages=tuple(_message(r) for r in [*tables, *hands]),
        confirm=frozenset(int(r[0]) for r in choices if r[7]),
        choices=tuple(_choice(r) for r in choices),
    )
