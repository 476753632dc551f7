"""The store: WAL mode, versioned migrations, the append-only log, leaderboard periods; on
SQLite and on PostgreSQL alike."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.store.errors import ChannelBusy
from bot.store.leaderboard import Period, leaderboard, player_stats
from bot.store.migrations import MIGRATIONS
from bot.store.ratings import START, rate_sides
from bot.store.rows import Changes, RatingUpdate, Reason, ResultRow, StoredEvent, StoredTimer
from bot.store.sqlite import SqliteStore
from tests.store.backends import Backend


async def test_a_new_database_is_in_wal_mode_at_the_latest_schema(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "db" / "x.sqlite3")
    assert await store.journal_mode() == "wal"
    assert await store.schema_version() == len(MIGRATIONS)
    await store.close()
    again = await SqliteStore.open(tmp_path / "db" / "x.sqlite3")
    assert await again.schema_version() == len(MIGRATIONS)
    await again.close()


async def test_a_new_database_of_either_backend_is_at_the_latest_schema(backend: Backend) -> None:
    store = await backend.open()
    assert await store.schema_version() == len(MIGRATIONS)
    await store.close()
    again = await backend.open()
    assert await again.schema_version() == len(MIGRATIONS)
    await again.close()


async def test_the_event_log_is_append_only(backend: Backend) -> None:
    store = await backend.open()
    async with store.transaction() as tx:
        tid = await tx.insert_table(1, 2, "open", False, 0.0, "bridge")
        await tx.append_events(tid, [StoredEvent(1, "Opened", "S", 7, 0.0, {"a": 1})])
    statements = ["UPDATE events SET kind = 'X'", "DELETE FROM events"]
    if backend.name == "postgres":
        statements.append("TRUNCATE events")
    for sql in statements:
        with pytest.raises(backend.integrity_error, match="append-only"):
            async with store.transaction() as tx:
                await tx.run(sql)
    assert [e.kind for e in await store.events(tid)] == ["Opened"]
    await store.close()


async def test_a_failed_transaction_leaves_nothing_behind(backend: Backend) -> None:
    store = await backend.open()
    with pytest.raises(RuntimeError):
        async with store.transaction() as tx:
            await tx.insert_table(1, 2, "open", False, 0.0, "bridge")
            raise RuntimeError("boom")
    assert await store.active_tables() == []
    await store.close()


async def test_a_channel_holds_one_table_not_closed_and_its_refusal_leaves_the_rest(
    backend: Backend,
) -> None:
    store = await backend.open()
    async with store.transaction() as tx:
        closed = await tx.insert_table(1, 2, "closed", False, 0.0, "bridge")
        first = await tx.insert_table(1, 2, "open", False, 0.0, "bridge")
        with pytest.raises(ChannelBusy):
            await tx.insert_table(1, 2, "live", False, 0.0, "bridge")
        # The refused row took nothing of the transaction with it.
        other = await tx.insert_table(1, 3, "open", False, 0.0, "bridge")
    assert len({closed, first, other}) == 3
    assert sorted(await store.active_tables()) == sorted([first, other])
    await store.close()


def _at(y: int, m: int, d: int) -> float:
    return datetime(y, m, d, 12, tzinfo=UTC).timestamp()


async def test_r8_4_leaderboards_by_period(backend: Backend) -> None:
    store = await backend.open()
    now = _at(2026, 11, 26)  # a Thursday
    rows = [
        (1, 1, _at(2026, 10, 20)),  # last month
        (1, 1, _at(2026, 11, 3)),  # this month, an earlier week
        (2, 1, _at(2026, 11, 24)),  # this week (Tuesday)
        (2, 1, _at(2026, 11, 25)),
        (1, -1, _at(2026, 11, 25)),
    ]
    async with store.transaction() as tx:
        tid = await tx.insert_table(5, 6, "finished", False, 0.0, "bridge")
        await tx.set_player_names({1: "Ann", 2: "Bob"})
        await tx.insert_results(
            [ResultRow(tid, i, 5, "bridge", "basic", uid, pts, Reason.GAME, at)
             for i, (uid, pts, at) in enumerate(rows)]
        )  # fmt: skip

    async def board(period: Period) -> list[tuple[str, int, int]]:
        return [
            (s.name, s.points, s.games)
            for s in await leaderboard(store, 5, "bridge", "basic", period, now)
        ]

    assert await board(Period.ALL_TIME) == [("Bob", 2, 2), ("Ann", 1, 3)]
    assert await board(Period.MONTH) == [("Bob", 2, 2), ("Ann", 0, 2)]
    assert await board(Period.WEEK) == [("Bob", 2, 2), ("Ann", -1, 1)]
    ann = await player_stats(store, 5, "bridge", "basic", 1, Period.ALL_TIME, now)
    assert ann is not None and (ann.wins, ann.draws, ann.losses) == (2, 0, 1)
    assert await player_stats(store, 5, "bridge", "basic", 3, Period.ALL_TIME, now) is None
    await store.close()


def test_r8_3_winners_gain_rating_and_robots_are_not_rated() -> None:
    new = rate_sides([[1, None], [2, 3]], [1, 2], {})
    assert set(new) == {1, 2, 3}
    assert new[1][0] > START[0] > new[2][0]
    assert new[2] == new[3]
    draw = rate_sides([[1, 4], [2, 3]], [1, 1], {})
    assert draw[1][0] == pytest.approx(START[0])


async def test_r8_3_two_games_ending_at_once_both_move_a_rating(backend: Backend) -> None:
    """Each rating update starts from the ratings the other one left, even when two
    processes (two stores on one database) record theirs at the same moment."""
    first, second = await backend.open(), await backend.open()

    def win(current: dict[int, tuple[float, float]]) -> dict[int, tuple[float, float]]:
        mu, sigma = current.get(7, (0.0, 1.0))
        return {7: (mu + 1.0, sigma)}

    update = RatingUpdate(1, "bridge", "basic", frozenset({7}), win)
    await asyncio.gather(
        *(s.write(Changes(1, (), ratings=update)) for s in (first, second, first, second))
    )
    assert await first.fetch("SELECT mu FROM ratings WHERE user_id = 7") == [(4.0,)]
    await first.close()
    await second.close()


async def test_the_due_timers_are_those_past_their_deadline_or_owing_a_warning(
    backend: Backend,
) -> None:
    store = await backend.open()
    async with store.transaction() as tx:
        tid = await tx.insert_table(1, 2, "live", False, 0.0, "bridge")
        await tx.append_events(tid, [StoredEvent(1, "Opened", "S", 7, 0.0, {"a": 1})])
    timers = (
        StoredTimer(tid, "move", "N", 1, 100.0, 50.0, False),  # its warning is due at 60
        StoredTimer(tid, "move", "E", 2, 55.0, None, False),  # past its deadline at 60
        StoredTimer(tid, "move", "S", 3, 100.0, 80.0, False),  # nothing due yet
        StoredTimer(tid, "idle", "W", 4, 100.0, 40.0, False),  # warned already, below
    )
    await store.write(Changes(tid, (), timers=timers))
    async with store.transaction() as tx:
        await tx.mark_warned(tid, "idle", "W")
    due = await store.due_timers(60.0)
    assert [(t.seat, t.deadline) for t in due] == [("E", 55.0), ("N", 100.0)]
    assert {t.seat for t in await store.due_timers(100.0)} == {"N", "E", "S", "W"}
    await store.close()
