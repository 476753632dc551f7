"""What every store does with the same SQL: the questions asked of any store through its
`fetch` (the tables not yet closed with their logs' ends, one table's front-end rows)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.store.base import TableStore
from bot.store.rows import ChoiceRow, FrontEnd, MessageRow, RoomRow

#: The statuses of a table not yet closed.
ACTIVE = ("open", "live", "finished")


async def versions(store: TableStore) -> dict[int, int]:
    """Every table not yet closed, with the number of its log's last event."""
    marks = ", ".join("?" for _ in ACTIVE)
    rows = await store.fetch(
        "SELECT id, (SELECT MAX(seq) FROM events WHERE table_id = tables.id) FROM tables"
        f" WHERE status IN ({marks})",
        ACTIVE,
    )
    return {int(r[0]): int(r[1] or 0) for r in rows}


async def front_end_of(store: TableStore, table_id: int, users: Iterable[int]) -> FrontEnd:
    """The front end's rows of one table, and the choices of `users` (its players): what
    another process may have written since this one read them all at its start."""
    rooms = await store.fetch(
        "SELECT table_id, thread_id, may_thread FROM table_rooms WHERE table_id = ?", (table_id,)
    )
    tables = await store.fetch(
        "SELECT table_id, NULL, channel_id, message_id, game_no, board_no FROM table_messages"
        " WHERE table_id = ?",
        (table_id,),
    )
    hands = await store.fetch(
        "SELECT table_id, user_id, channel_id, message_id, game_no, board_no FROM hand_messages"
        " WHERE table_id = ? ORDER BY user_id",
        (table_id,),
    )
    ids = sorted(set(users))
    choices: list[tuple[Any, ...]] = []
    if ids:
        marks = ", ".join("?" for _ in ids)
        choices = await store.fetch(
            "SELECT user_id, theme, contrast, grain, warmth, warnings, language, confirm"
            f" FROM player_choices WHERE user_id IN ({marks}) ORDER BY user_id",
            ids,
        )
    return FrontEnd(
        rooms=tuple(
            RoomRow(int(r[0]), None if r[1] is None else int(r[1]), bool(r[2])) for r in rooms
        ),
        messages=tuple(
            MessageRow(
                int(r[0]), None if r[1] is None else int(r[1]), int(r[2]), int(r[3]), int(r[4]),
                int(r[5]),
            )
            for r in [*tables, *hands]
        ),
        confirm=frozenset(int(r[0]) for r in choices if r[7]),
        choices=tuple(
            ChoiceRow(int(r[0]), str(r[1]), int(r[2]), int(r[3]), int(r[4]), bool(r[5]), str(r[6]))
            for r in choices
        ),
    )  # fmt: skip
