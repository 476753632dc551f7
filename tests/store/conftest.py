from __future__ import annotations

from pathlib import Path

import pytest

from tests.store.backends import BACKENDS, Backend, make


@pytest.fixture(params=BACKENDS)
async def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    """Each test of the store runs once on SQLite and once on PostgreSQL."""
    server = request.getfixturevalue("postgres_server") if request.param == "postgres" else None
    return await make(request.param, tmp_path, server)
