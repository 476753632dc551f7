"""Rules 10.6, 10.7 and 10.13 of seeds/tables.md in the store: an event's boards, entries,
results and tournaments kept alike on SQLite and on PostgreSQL."""

from __future__ import annotations

import pytest

from bot.store import event_rows
from bot.store.event_rows import (
    AlreadyEntered,
    EntryRow,
    EventScoreRow,
    TournamentPlayerRow,
    TournamentRow,
)
from tests.store.backends import Backend

EVENT = "daily/7/bridge/2027-01-15"


async def a_table(store, channel_id: int) -> int:
    async with store.transaction() as tx:
        return await tx.insert_table(7, channel_id, "live", True, 1.0, "bridge")


async def test_r10_6_the_first_deal_kept_for_a_board_stays(backend: Backend) -> None:
    store = await backend.open()
    try:
        async with store.transaction() as tx:
            await event_rows.keep_board(tx, EVENT, 1, "first", 1.0)
        async with store.transaction() as tx:
            await event_rows.keep_board(tx, EVENT, 1, "second", 2.0)
            await event_rows.keep_board(tx, EVENT, 2, "two", 2.0)
        assert await event_rows.board(store, EVENT, 1) == "first"
        assert await event_rows.board_numbers(store, EVENT) == [1, 2]
        assert await event_rows.board(store, "daily/other", 1) is None
    finally:
        await store.close()


async def test_r10_7_a_player_enters_an_event_once(backend: Backend) -> None:
    store = await backend.open()
    try:
        first, second = await a_table(store, 70), await a_table(store, 71)
        row = EntryRow(EVENT, 5, 7, "bridge", "2027-01-15", first, 1.5)
        await event_rows.enter(store, row)
        with pytest.raises(AlreadyEntered):
            await event_rows.enter(
                store, EntryRow(EVENT, 5, 7, "bridge", "2027-01-15", second, 2.0)
            )
        assert await event_rows.entry(store, EVENT, 5) == row
        assert await event_rows.entry_at_table(store, first) == row
        assert await event_rows.entry_at_table(store, second) is None
        assert await event_rows.entries(store, 7, "bridge", "2027-01-01", "2027-01-31") == [row]
        assert await event_rows.entries(store, 7, "bridge", "2027-02-01", "2027-02-28") == []
        scores = [
            EventScoreRow(EVENT, 1, 5, 420, "4♠ S =", 3.0),
            EventScoreRow(EVENT, 1, 0, -50, "3NT S -1", 3.5),
        ]
        async with store.transaction() as tx:
            await event_rows.keep_scores(tx, scores)
            await event_rows.keep_scores(tx, [EventScoreRow(EVENT, 1, 5, 0, "changed", 4.0)])
        assert await event_rows.scores(store, EVENT) == scores
    finally:
        await store.close()


async def test_r10_13_a_tournament_and_its_players(backend: Backend) -> None:
    store = await backend.open()
    try:
        row = TournamentRow(0, 7, 70, 9, "Club night", "bridge", True, "matchpoints", 2, 0,
                            "registering", 10.0)  # fmt: skip
        tid = await event_rows.create_tournament(store, row)
        assert await event_rows.tournament(store, tid) == TournamentRow(
            tid, 7, 70, 9, "Club night", "bridge", True, "matchpoints", 2, 0, "registering", 10.0
        )
        await event_rows.put_player(store, TournamentPlayerRow(tid, 5, True, True, 11.0))
        await event_rows.put_player(store, TournamentPlayerRow(tid, 5, True, False, 12.0))
        assert [(p.user_id, p.registered) for p in await event_rows.players(store, tid)] == [
            (9, False),
            (5, False),
        ]
        await event_rows.set_stage(store, tid, 1, "playing")
        assert [t.round for t in await event_rows.tournaments(store, 7)] == [1]
        await event_rows.set_stage(store, tid, 2, "finished")
        assert await event_rows.tournaments(store, 7) == []
        await event_rows.set_host_role(store, 7, 123)
        await event_rows.set_host_role(store, 7, 456)
        assert (
            await event_rows.host_role(store, 7) == 456
            and await event_rows.host_role(store, 8) is None
        )
    finally:
        await store.close()
