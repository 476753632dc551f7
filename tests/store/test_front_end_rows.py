"""The front end's rows: where each table's messages are, and players' choices; on SQLite and on
PostgreSQL alike."""

from __future__ import annotations

import asyncio

from bot.store.base import TableStore
from bot.store.common import front_end_of
from bot.store.migrations import MIGRATIONS
from bot.store.rows import Changes, ChoiceRow, FrontEndChanges, MessageRow, RoomRow, StoredEvent
from tests.store.backends import Backend


async def _tables(store: TableStore, count: int) -> list[int]:
    ids = []
    async with store.transaction() as tx:
        for channel in range(count):
            ids.append(await tx.insert_table(1, 100 + channel, "live", False, 0.0, "bridge"))
    return ids


async def _close(store: TableStore, table_id: int) -> None:
    await store.write(Changes(table_id, (), status="closed", at=1.0))


async def test_a_database_from_before_is_migrated_and_keeps_its_tables(backend: Backend) -> None:
    await backend.at_first_version(
        "INSERT INTO tables (guild_id, channel_id, status, private, created_at, updated_at)"
        " VALUES (1, 2, 'live', 0, 0, 0)"
    )
    store = await backend.open()
    assert await store.schema_version() == len(MIGRATIONS) >= 2
    assert await store.active_tables() == [1]
    empty = await store.front_end()
    assert empty.rooms == () and empty.messages == () and empty.confirm == frozenset()
    await store.close()


async def test_rows_are_upserted_and_read_back_after_reopening(backend: Backend) -> None:
    store = await backend.open()
    one, two = await _tables(store, 2)
    await store.save_front_end(
        FrontEndChanges(
            rooms=(RoomRow(one, None, True), RoomRow(two, None, True)),
            messages=(
                MessageRow(one, None, 100, 5000, 0, 0),
                MessageRow(one, 7, 70, 7001, 1, 1),
                MessageRow(two, 8, 80, 8001, 1, 1),
            ),
            confirm=((7, True), (8, True)),
        )
    )
    # Later: table one's game moved into a thread, with new messages; player 8 changed mind.
    await store.save_front_end(
        FrontEndChanges(
            rooms=(RoomRow(one, 555, False),),
            messages=(MessageRow(one, None, 555, 5001, 1, 1), MessageRow(one, 7, 70, 7002, 1, 2)),
            confirm=((8, False),),
        )
    )
    await store.close()

    store = await backend.open()
    state = await store.front_end()
    assert set(state.rooms) == {RoomRow(one, 555, False), RoomRow(two, None, True)}
    assert set(state.messages) == {
        MessageRow(one, None, 555, 5001, 1, 1),
        MessageRow(one, 7, 70, 7002, 1, 2),
        MessageRow(two, 8, 80, 8001, 1, 1),
    }
    assert state.confirm == frozenset({7})

    await store.save_front_end(FrontEndChanges(dropped=(one,)))
    state = await store.front_end()
    assert [m for m in state.messages if m.user_id is None] == []
    assert MessageRow(one, 7, 70, 7002, 1, 2) in state.messages
    await store.close()


async def test_a_closed_table_is_forgotten_and_cannot_come_back(backend: Backend) -> None:
    store = await backend.open()
    one, two, three = await _tables(store, 3)
    rows = FrontEndChanges(
        rooms=tuple(RoomRow(t, 900 + t, False) for t in (one, two, three)),
        messages=tuple(MessageRow(t, 7, 70, 7000 + t, 1, 1) for t in (one, two, three)),
        confirm=((7, True),),
    )
    await store.save_front_end(rows)

    await _close(store, one)
    await store.save_front_end(FrontEndChanges(closed=(one,)))
    # A late write for the closed table is not kept.
    await store.save_front_end(
        FrontEndChanges(rooms=(RoomRow(one, 1, False),), messages=(rows.messages[0],))
    )
    # Table two closed but its rows were never forgotten (the process stopped first).
    await _close(store, two)

    state = await store.front_end()
    assert state.rooms == (RoomRow(three, 903, False),)
    assert state.messages == (MessageRow(three, 7, 70, 7003, 1, 1),)
    assert state.confirm == frozenset({7})  # a player's choice outlasts their tables
    for name in ("table_rooms", "table_messages", "hand_messages"):
        left = await store.fetch(f"SELECT DISTINCT table_id FROM {name}")
        assert left in ([], [(three,)])
    await store.close()


async def test_front_end_writes_do_not_race_the_tables_writes(backend: Backend) -> None:
    store = await backend.open()
    (table,) = await _tables(store, 1)

    async def event(seq: int) -> None:
        await store.write(Changes(table, (StoredEvent(seq, "Noted", None, None, 0.0, {}),)))

    async def message(n: int) -> None:
        await store.save_front_end(FrontEndChanges(messages=(MessageRow(table, n, 1, n, 1, 1),)))

    writes = asyncio.gather(*(f(n) for n in range(1, 41) for f in (event, message)))
    await asyncio.wait_for(writes, timeout=10)
    assert [e.seq for e in await store.events(table)] == list(range(1, 41))
    assert len((await store.front_end()).messages) == 40
    await store.close()


async def test_a_players_settings_are_kept_beside_their_confirm_choice(backend: Backend) -> None:
    store = await backend.open()
    await store.save_front_end(FrontEndChanges(confirm=((7, True),)))
    await store.set_choices(ChoiceRow(7, "dark", 30, 80, 65, False))
    await store.set_choices(ChoiceRow(8, "four-colour"))
    await store.set_choices(ChoiceRow(9))  # back to the defaults: nothing to load
    await store.close()
    store = await backend.open()
    state = await store.front_end()
    assert state.confirm == frozenset({7})
    assert state.choices == (ChoiceRow(7, "dark", 30, 80, 65, False), ChoiceRow(8, "four-colour"))
    await store.close()


async def test_one_tables_rows_and_its_players_choices_are_read_as_the_store_has_them_now(
    backend: Backend,
) -> None:
    store = await backend.open()
    one, two = await _tables(store, 2)
    await store.save_front_end(
        FrontEndChanges(
            rooms=(RoomRow(one, 900, False), RoomRow(two, None, True)),
            messages=(
                MessageRow(one, None, 900, 5000, 1, 2),
                MessageRow(one, 7, 70, 7001, 1, 2),
                MessageRow(two, 8, 80, 8001, 1, 1),
            ),
            confirm=((7, True), (8, True)),
        )
    )
    await store.set_choices(ChoiceRow(9, "dark", 60, 50, 50, False, "fr"))
    rows = await front_end_of(store, one, [7, 9])
    assert rows.rooms == (RoomRow(one, 900, False),)
    assert rows.messages == (
        MessageRow(one, None, 900, 5000, 1, 2),
        MessageRow(one, 7, 70, 7001, 1, 2),
    )
    assert rows.confirm == frozenset({7})
    assert [c.user_id for c in rows.choices] == [7, 9]
    assert rows.choices[1] == ChoiceRow(9, "dark", 60, 50, 50, False, "fr")
    await store.close()
