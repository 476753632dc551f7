"""The SQLite store's writes on the event loop's thread: a change is committed before its caller
lets the loop go, and so before anyone is told of it; a change waits for an open transaction and
goes on once it ends; the checkpoints copy the log into the database file without losing a change
and keep the log from growing."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.games.seats import Seat
from bot.store import sqlite_writer
from bot.store.rows import Changes, StoredEvent
from bot.store.sqlite import SqliteStore
from bot.tables.notices import Notice
from bot.tables.service import TableService
from tests.tables.helpers import ANN, BOB, CHANNEL, GUILD, bridge_table, play_out, seeded


def _event(seq: int) -> Changes:
    return Changes(1, (StoredEvent(seq, "Noted", None, None, 0.0, {"n": seq}),))


async def _one_table(store: SqliteStore) -> None:
    async with store.transaction() as tx:
        await tx.insert_table(1, 2, "live", False, 0.0, "bridge")


def _logged(path: Path) -> list[int]:
    """The event numbers of table 1, as another connection reads them now."""
    with closing(sqlite3.connect(path)) as db:
        return [int(r[0]) for r in db.execute("SELECT seq FROM events WHERE table_id = 1")]


def _log_pages(path: Path) -> int | None:
    """The pages in the database's log now; None once there is no log file."""
    if not Path(f"{path}-wal").exists():
        return None
    with closing(sqlite3.connect(path)) as db:
        return int(db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()[1])


async def test_a_write_is_committed_before_its_caller_lets_the_loop_go(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "x.sqlite3")
    await _one_table(store)
    write = store.write(_event(1))
    # Run the coroutine one step: it must finish at once, not wait for a turn of the loop.
    with pytest.raises(StopIteration):
        write.send(None)
    assert _logged(tmp_path / "x.sqlite3") == [1]
    await store.close()


async def test_every_change_is_in_the_log_before_its_notices_are_told(tmp_path: Path) -> None:
    path = tmp_path / "tables.sqlite3"
    store = await SqliteStore.open(path)
    service = TableService(store, shuffler=seeded)
    reader = sqlite3.connect(path)
    behind: list[tuple[str, int, int]] = []
    told = 0

    async def check(notice: Notice) -> None:
        nonlocal told
        version = getattr(notice, "version", None)
        if version is None:
            return
        told += 1
        row = reader.execute(
            "SELECT MAX(seq) FROM events WHERE table_id = ?", (notice.table_id,)
        ).fetchone()
        if row[0] is None or row[0] < version:
            behind.append((type(notice).__name__, version, row[0]))

    service.subscribe(check)
    tid = await service.open_table(GUILD, CHANNEL, ANN, "Ann", bridge_table())
    await service.sit(tid, BOB, "Bob", service.reader.summary(tid).version, Seat.NORTH)
    await service.start(tid, ANN, service.reader.summary(tid).version)
    await play_out(service, tid)
    await service.shutdown()
    reader.close()
    await store.close()
    assert told > 100
    assert behind == []


async def test_a_change_waits_for_an_open_transaction_and_all_go_on_when_it_ends(
    tmp_path: Path,
) -> None:
    path = tmp_path / "x.sqlite3"
    store = await SqliteStore.open(path)
    await _one_table(store)
    async with store.transaction() as tx:
        await tx.insert_table(1, 3, "live", False, 0.0, "bridge")
        writes = [asyncio.create_task(store.write(_event(seq))) for seq in range(1, 51)]
        await asyncio.sleep(0.01)
        assert not any(w.done() for w in writes)
        assert _logged(path) == []
    # One turn of the loop lets every waiting change commit, not one a turn.
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    assert all(w.done() for w in writes)
    assert sorted(_logged(path)) == list(range(1, 51))
    await store.close()


async def test_a_failed_write_leaves_nothing_and_the_next_one_commits(tmp_path: Path) -> None:
    path = tmp_path / "x.sqlite3"
    store = await SqliteStore.open(path)
    await _one_table(store)
    await store.write(_event(1))
    with pytest.raises(sqlite3.IntegrityError):
        await store.write(_event(1))  # the same number twice: the log refuses it
    await store.write(_event(2))
    assert _logged(path) == [1, 2]
    await store.close()


async def test_checkpoints_lose_no_change_and_start_the_log_afresh(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sqlite_writer, "CHECKPOINT_EVERY", 50)
    path = tmp_path / "x.sqlite3"
    store = await SqliteStore.open(path)
    await _one_table(store)
    seq = during = 0
    for _ in range(4):
        while store._checkpoint is None or store._checkpoint.done():
            seq += 1
            await store.write(_event(seq))
        # Changes go on being committed while the checkpoint copies the log on its thread.
        running = store._checkpoint
        while not running.done():
            seq += 1
            during += 1
            await store.write(_event(seq))
            await asyncio.sleep(0)
    assert during >= 4
    # All of the log was copied, the tail committed meanwhile too: the next change starts the
    # log from its beginning, which then holds that change's few pages alone.
    seq += 1
    await store.write(_event(seq))
    pages = _log_pages(path)
    assert pages is not None and 0 < pages < 20
    assert _logged(path) == list(range(1, seq + 1))
    await store.close()
    # Closed, the log is copied in and gone: the database file alone holds every change.
    assert _log_pages(path) is None
    assert _logged(path) == list(range(1, seq + 1))


async def test_a_memory_database_is_one_database_for_both_connections() -> None:
    store = await SqliteStore.open(":memory:")
    await _one_table(store)
    await store.write(_event(1))
    assert [e.seq for e in await store.events(1)] == [1]
    await store.close()
