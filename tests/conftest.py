"""Fixtures every test folder may use: the throwaway PostgreSQL server."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tests.pg_server import HOW_TO_GET, PostgresServer, binaries, start

#: Set (CI sets it) to make a missing PostgreSQL fail its tests instead of skipping them.
REQUIRE = "CARDTABLE_REQUIRE_POSTGRES"


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the whole run, started on first use."""
    bin_dir = binaries()
    if bin_dir is None:
        if os.environ.get(REQUIRE):
            pytest.fail(f"{REQUIRE} is set but there is no PostgreSQL server. {HOW_TO_GET}")
        pytest.skip(HOW_TO_GET)
    server = start(bin_dir)
    yield server
    server.stop()
