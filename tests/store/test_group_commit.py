"""PostgreSQL's group commit: the actions of several tables that arrive together are written in
one statement, each written or refused on its own, each caller told only once it is durable."""

from __future__ import annotations

import asyncio
import itertools
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import asyncpg
import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.store import postgres
from bot.store.cluster import CHANNEL, NEWS_ROOM, SILENT
from bot.store.errors import StaleLog
from bot.store.postgres import PostgresStore, batches
from bot.store.rows import Changes, StoredEvent, StoredTimer
from tests.pg_server import PostgresServer


class CountedStore(PostgresStore):
    """Counts the connections its writes took: one a statement."""

    taken: int = 0

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[asyncpg.Connection]:
        self.taken += 1
        async with super()._connection() as conn:
            yield conn


async def _tables(store: PostgresStore, count: int) -> list[int]:
    ids = []
    for n in range(count):
        async with store.transaction() as tx:
            tid = await tx.insert_table(1, 100 + n, "live", False, 0.0, "bridge")
            await tx.append_events(tid, [StoredEvent(1, "Opened", "S", 7, 0.0, {"n": n})])
        ids.append(tid)
    return ids


def _move(tid: int, seq: int, n: int) -> Changes:
    """An action of table `tid`: an event after `seq - 1`, its timer, a user id past 2^53."""
    event = StoredEvent(seq, "Acted", "N", 2**62 + n, 1.1 + n / 3, {"m": f"S{n}", "q": '"'})
    timer = StoredTimer(tid, "move", "E", 2**62 + n, 60.25 + n, None, False)
    return Changes(tid, (event,), status="live", at=2.5, timers=(timer,))


@pytest.fixture
async def store(postgres_server: PostgresServer) -> AsyncIterator[CountedStore]:
    made = await CountedStore.open(await postgres_server.new_database())
    assert isinstance(made, CountedStore)
    yield made
    await made.close()


async def test_actions_of_many_tables_at_once_are_written_together_each_as_it_was(
    store: CountedStore,
) -> None:
    ids = await _tables(store, 12)
    store.taken = 0
    await asyncio.gather(*(store.write(_move(tid, 2, n)) for n, tid in enumerate(ids)))
    # Fewer statements than actions: those that arrived during a commit went in the next.
    assert store.taken < len(ids)
    for n, tid in enumerate(ids):
        (_, event) = await store.events(tid)
        assert event == _move(tid, 2, n).events[0]
        assert await store.timers(tid) == list(_move(tid, 2, n).timers or ())
        assert await store.table_status(tid) == "live"


async def test_an_action_whose_log_moved_on_is_refused_alone(store: CountedStore) -> None:
    ids = await _tables(store, 6)
    stale = ids[3]
    writes = [store.write(_move(tid, 3 if tid == stale else 2, n)) for n, tid in enumerate(ids)]
    outcomes = await asyncio.gather(*writes, return_exceptions=True)
    assert [isinstance(o, StaleLog) for o in outcomes] == [tid == stale for tid in ids]
    assert [len(await store.events(tid)) for tid in ids] == [1 if t == stale else 2 for t in ids]


async def test_an_action_the_server_refuses_fails_only_its_own_caller(
    store: CountedStore,
) -> None:
    ids = await _tables(store, 5)
    broken = ids[1]
    async with store.transaction() as tx:
        await tx.run(
            "ALTER TABLE tables ADD CONSTRAINT known_status"
            " CHECK (status IN ('open', 'live', 'finished', 'closed'))"
        )
    # The server refuses one action's status, so the whole statement: the group is written
    # again one action at a time, and only that one fails.
    changes = [_move(tid, 2, n) for n, tid in enumerate(ids)]
    bad = changes[1]
    changes[1] = Changes(broken, bad.events, status="lost", at=bad.at, timers=bad.timers)
    outcomes = await asyncio.gather(*(store.write(c) for c in changes), return_exceptions=True)
    assert [isinstance(o, Exception) for o in outcomes] == [tid == broken for tid in ids]
    assert [len(await store.events(tid)) for tid in ids] == [1 if t == broken else 2 for t in ids]


async def test_a_commit_is_heard_by_the_other_processes_with_its_events_not_by_its_own(
    postgres_server: PostgresServer,
) -> None:
    url = await postgres_server.new_database()
    mine, other = await PostgresStore.open(url), await PostgresStore.open(url)
    heard: dict[str, list[tuple[int, int, tuple[StoredEvent, ...] | None]]] = {
        "mine": [], "other": []
    }  # fmt: skip
    try:
        (tid,) = await _tables(mine, 1)
        await mine.cluster.listen(lambda *told: heard["mine"].append(told))
        await other.cluster.listen(lambda *told: heard["other"].append(told))
        move = _move(tid, 2, 5)
        await mine.write(move)
        # Each hears its own fence after every commit made before it.
        assert await other.cluster.heard_all() is not None
        assert await mine.cluster.heard_all() is not None
    finally:
        await other.close()
        await mine.close()
    assert heard == {"mine": [], "other": [(tid, 2, move.events)]}


async def test_a_commit_close_behind_another_waits_a_moment_for_more_and_one_alone_does_not(
    store: CountedStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A long moment, so that the machine's own delays cannot decide the outcome.
    monkeypatch.setattr(postgres, "GATHER_WHEN_WITHIN", 5.0)
    monkeypatch.setattr(postgres, "GATHER_FOR", 1.0)
    ids = await _tables(store, 3)
    store.taken = 0
    began = time.perf_counter()
    await store.write(_move(ids[0], 2, 0))
    # Alone (no commit just before): sent at once.
    assert time.perf_counter() - began < 1.0
    assert store.taken == 1

    async def later(tid: int, delay: float) -> None:
        await asyncio.sleep(delay)
        await store.write(_move(tid, 2, 1))

    # Close behind it: the second waits, and the third, arriving meanwhile, goes with it.
    began = time.perf_counter()
    await asyncio.gather(later(ids[1], 0.0), later(ids[2], 0.3))
    assert time.perf_counter() - began >= 1.0
    assert store.taken == 2
    assert [len(await store.events(tid)) for tid in ids] == [2, 2, 2]


async def test_a_group_commit_is_announced_together_and_heard_action_by_action(
    postgres_server: PostgresServer,
) -> None:
    url = await postgres_server.new_database()
    mine, other = await CountedStore.open(url), await PostgresStore.open(url)
    heard: list[tuple[int, int, tuple[StoredEvent, ...] | None]] = []
    notifications: dict[str, list[str]] = {CHANNEL: [], SILENT: []}
    raw = await asyncpg.connect(url)
    try:
        ids = await _tables(mine, 12)
        await other.cluster.listen(lambda *told: heard.append(told))
        for channel in notifications:
            await raw.add_listener(channel, lambda *n: notifications[n[2]].append(n[3]))
        stale = ids[5]
        moves = [_move(tid, 3 if tid == stale else 2, n) for n, tid in enumerate(ids)]
        mine.taken = 0
        await asyncio.gather(*(mine.write(m) for m in moves), return_exceptions=True)
        assert await other.cluster.heard_all() is not None
        await raw.execute("SELECT 1")  # its notifications are in before the answer
    finally:
        await raw.close()
        await other.close()
        await mine.close()
    # Every written action heard once, the refused one not at all, in one notification a
    # statement; the actions' own went to the silent channel, one a statement at most.
    told = [(m.table_id, 2, m.events) for m in moves if m.table_id != stale]
    assert sorted(heard) == sorted(told)
    assert mine.taken < len(ids)
    assert len(notifications[CHANNEL]) == mine.taken
    assert notifications[SILENT] == [""] * len(notifications[SILENT])
    assert len(notifications[SILENT]) <= mine.taken


@given(st.lists(st.integers(0, NEWS_ROOM - 2), max_size=40))
def test_a_group_s_news_are_cut_in_batches_each_fitting_in_a_notification(
    sizes: list[int],
) -> None:
    found = batches([{"news": "x" * size} for size in sizes])
    assert found == sorted(found)
    assert found[:1] in ([], [0])
    assert all(b - a in (0, 1) for a, b in itertools.pairwise(found))
    for batch in set(found):
        news = ["x" * s for s, b in zip(sizes, found, strict=True) if b == batch]
        assert len("[" + ", ".join(news) + "]") <= NEWS_ROOM
    for i in range(1, len(found)):
        if found[i] != found[i - 1]:
            # The next one would not have fitted.
            before = [s for s, b in zip(sizes, found, strict=True) if b == found[i - 1]]
            assert len("[" + ", ".join("x" * s for s in [*before, sizes[i]]) + "]") > NEWS_ROOM
