from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.notices import Notice
from bot.tables.service import TableService
from tests.tables.helpers import seeded


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "tables.sqlite3"


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[SqliteStore]:
    s = await SqliteStore.open(db_path)
    yield s
    await s.close()


@pytest.fixture
def notices() -> list[Notice]:
    return []


@pytest.fixture
async def service(
    store: SqliteStore, clock: ManualClock, notices: list[Notice]
) -> AsyncIterator[TableService]:
    svc = TableService(store, clock=clock, shuffler=seeded)

    async def record(notice: Notice) -> None:
        notices.append(notice)

    svc.subscribe(record)
    yield svc
    await svc.shutdown()
