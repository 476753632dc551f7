"""The writes of one transaction, each statement written once for both databases.

A store hands a `Writes` to the code inside its `transaction()`; its link (`bot.store.link`)
runs the statements as the store's database reads them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from bot.store.errors import ChannelBusy
from bot.store.link import Guard, Link
from bot.store.rows import (
    Changes,
    ChoiceRow,
    DealRow,
    FrontEndChanges,
    Rating,
    ResultRow,
    StoredEvent,
)

INSERT_EVENT = (
    "INSERT INTO events (table_id, seq, kind, seat, user_id, at, payload)"
    " VALUES (?, ?, ?, ?, ?, ?, ?)"
)

#: Rows are kept only for tables that are not closed; the check rides in each upsert. The
#: values are cast because PostgreSQL cannot tell their types from a bare `SELECT ?`.
_OPEN = "WHERE EXISTS (SELECT 1 FROM tables WHERE id = ? AND status != 'closed')"
_UPSERT_ROOM = (
    "INSERT INTO table_rooms (table_id, thread_id, may_thread)"
    " SELECT CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS INTEGER) " + _OPEN
    + " ON CONFLICT (table_id) DO UPDATE SET"
    " thread_id = excluded.thread_id, may_thread = excluded.may_thread"
)  # fmt: skip
_NEW_MESSAGE = (
    " ON CONFLICT ({key}) DO UPDATE SET channel_id = excluded.channel_id,"
    " message_id = excluded.message_id, game_no = excluded.game_no,"
    " board_no = excluded.board_no"
)
_UPSERT_TABLE_MESSAGE = (
    "INSERT INTO table_messages (table_id, channel_id, message_id, game_no, board_no)"
    " SELECT CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS INTEGER),"
    " CAST(? AS INTEGER) " + _OPEN + _NEW_MESSAGE.format(key="table_id")
)
_UPSERT_HAND_MESSAGE = (
    "INSERT INTO hand_messages (table_id, user_id, channel_id, message_id, game_no, board_no)"
    " SELECT CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT),"
    " CAST(? AS INTEGER), CAST(? AS INTEGER) " + _OPEN
    + _NEW_MESSAGE.format(key="table_id, user_id")
)  # fmt: skip
#: The front end's rows, by table.
FRONT_END_TABLES = ("table_rooms", "table_messages", "hand_messages")


def event_values(table_id: int, events: Iterable[StoredEvent]) -> list[tuple[Any, ...]]:
    """The values of `INSERT_EVENT` for each of `events`."""
    return [
        (table_id, e.seq, e.kind, e.seat, e.user_id, e.at, json.dumps(e.payload)) for e in events
    ]


class Writes:
    """The writes of one transaction; only valid inside the store's `transaction()`."""

    def __init__(self, link: Link) -> None:
        self._link = link

    async def run(self, sql: str, *args: Any) -> None:
        """Run one statement written with `?` placeholders (the SQL every store shares)."""
        await self._link.execute(sql, args)

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A query, seeing what this transaction wrote so far."""
        return await self._link.fetch(sql, args)

    async def hold_openings(self) -> None:
        """Keep every other process from opening a table until this transaction ends."""
        await self._link.hold(Guard.OPENINGS)

    async def insert_table(
        self, guild_id: int, channel_id: int, status: str, private: bool, at: float, game: str
    ) -> int:
        # A channel's table still open refuses the row without an error, so the rest of the
        # transaction stands with no savepoint around the insert (two round trips fewer on
        # PostgreSQL, under the openings' lock).
        rows = await self._link.fetch(
            "INSERT INTO tables"
            " (guild_id, channel_id, status, private, created_at, updated_at, game)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id",
            (guild_id, channel_id, status, int(private), at, at, game),
        )
        if not rows:
            raise ChannelBusy()
        return int(rows[0][0])

    async def append_events(self, table_id: int, events: Iterable[StoredEvent]) -> None:
        await self._link.execute_many(INSERT_EVENT, event_values(table_id, events))

    async def mark_warned(self, table_id: int, kind: str, seat: str) -> None:
        await self._link.execute(
            "UPDATE timers SET warned = 1 WHERE table_id = ? AND kind = ? AND seat = ?",
            (table_id, kind, seat),
        )

    async def insert_deal(self, row: DealRow) -> None:
        await self._link.execute(
            "INSERT INTO deals (table_id, game_no, deal_no, result, export, at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (row.table_id, row.match_no, row.deal_no, row.result, row.export, row.at),
        )

    async def insert_results(self, rows: Sequence[ResultRow]) -> None:
        await self._link.execute_many(
            "INSERT INTO results"
            " (table_id, game_no, guild_id, game, level, user_id, points, reason, at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (r.table_id, r.match_no, r.guild_id, r.game, r.level, r.user_id, r.points,
                 r.reason.value, r.at)
                for r in rows
            ],
        )  # fmt: skip

    async def ratings(
        self, guild_id: int, game: str, level: str, user_ids: Iterable[int]
    ) -> dict[int, Rating]:
        ids = list(user_ids)
        if not ids:
            return {}
        await self._link.hold(Guard.RATINGS, f"{guild_id} {game} {level}")
        marks = ", ".join("?" * len(ids))
        rows = await self._link.fetch(
            "SELECT user_id, mu, sigma FROM ratings WHERE guild_id = ? AND game = ? AND level = ?"
            f" AND user_id IN ({marks})",
            (guild_id, game, level, *ids),
        )
        return {int(r[0]): (float(r[1]), float(r[2])) for r in rows}

    async def set_ratings(
        self, guild_id: int, game: str, level: str, ratings: dict[int, Rating]
    ) -> None:
        await self._link.execute_many(
            "INSERT INTO ratings (guild_id, game, level, user_id, mu, sigma)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, game, level, user_id)"
            " DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
            [(guild_id, game, level, uid, mu, sigma) for uid, (mu, sigma) in ratings.items()],
        )

    async def set_player_names(self, names: dict[int, str]) -> None:
        # In the order of the key, so that two transactions naming the same players cannot
        # wait for each other's rows.
        await self._link.execute_many(
            "INSERT INTO players (user_id, name) VALUES (?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET name = excluded.name",
            sorted(names.items()),
        )

    async def record(self, group: Sequence[Changes]) -> None:
        """What actions bring about beside their events, status and timers: the deals
        recorded, the results, the players' names and the ratings moved."""
        for deal in (d for c in group for d in c.deals):
            await self.insert_deal(deal)
        results = [r for c in group for r in c.results]
        if results:
            await self.insert_results(results)
        names = {uid: name for c in group for uid, name in c.names}
        if names:
            await self.set_player_names(names)
        for u in (c.ratings for c in group if c.ratings is not None):
            current = await self.ratings(u.guild_id, u.game, u.level, u.users)
            await self.set_ratings(u.guild_id, u.game, u.level, u.compute(current))

    async def save_front_end(self, changes: FrontEndChanges) -> None:
        """Upsert the front end's rows; rows of closed tables are deleted, never written."""
        link = self._link
        await link.execute_many(
            _UPSERT_ROOM,
            [(r.table_id, r.thread_id, int(r.may_thread), r.table_id) for r in changes.rooms],
        )
        await link.execute_many(
            _UPSERT_TABLE_MESSAGE,
            [
                (m.table_id, m.channel_id, m.message_id, m.match_no, m.board_no, m.table_id)
                for m in changes.messages
                if m.user_id is None
            ],
        )
        await link.execute_many(
            _UPSERT_HAND_MESSAGE,
            [
                (m.table_id, m.user_id, m.channel_id, m.message_id, m.match_no, m.board_no,
                 m.table_id)
                for m in changes.messages
                if m.user_id is not None
            ],
        )  # fmt: skip
        await link.execute_many(
            "DELETE FROM table_messages WHERE table_id = ?", [(t,) for t in changes.dropped]
        )
        await link.execute_many(
            "INSERT INTO player_choices (user_id, confirm) VALUES (?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET confirm = excluded.confirm",
            [(uid, int(on)) for uid, on in changes.confirm],
        )
        for name in FRONT_END_TABLES:
            await link.execute_many(
                f"DELETE FROM {name} WHERE table_id = ?", [(t,) for t in changes.closed]
            )

    async def forget_closed(self) -> None:
        """Delete the front end's rows that closed tables left behind (the process stopped
        before it could forget them), so that they do not pile up."""
        for name in FRONT_END_TABLES:
            # Each row's table is looked up: the rows are few, closed tables many.
            await self._link.execute(
                f"DELETE FROM {name} WHERE"
                f" (SELECT status FROM tables WHERE id = {name}.table_id) = 'closed'"
            )

    async def set_choices(self, row: ChoiceRow) -> None:
        await self._link.execute(
            "INSERT INTO player_choices"
            " (user_id, theme, contrast, grain, warmth, warnings, language)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET"
            " theme = excluded.theme, contrast = excluded.contrast, grain = excluded.grain,"
            " warmth = excluded.warmth, warnings = excluded.warnings, language = excluded.language",
            (
                row.user_id, row.theme, row.contrast, row.grain, row.warmth,
                int(row.warnings), row.language,
            ),
        )  # fmt: skip
