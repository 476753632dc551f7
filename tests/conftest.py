"""Fixtures every test folder may use: the throwaway PostgreSQL server."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.pg_server import HOW_TO_GET, PostgresServer, binaries, start

#: Set (CI sets it) to make a missing PostgreSQL fail its tests instead of skipping them.
REQUIRE = "CARDTABLE_REQUIRE_POSTGRES"
_skipped: list[str] = []


def _binaries() -> Path:
    """The server's binaries; the test is skipped without them (fails, where CI says so)."""
    bin_dir = binaries()
    if bin_dir is None:
        if os.environ.get(REQUIRE):
            pytest.fail(f"{REQUIRE} is set, but {HOW_TO_GET}")
        _skipped.append(HOW_TO_GET)
        pytest.skip(HOW_TO_GET)
    return bin_dir


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the whole run, started on first use."""
    server = start(_binaries())
    yield server
    server.stop()


@pytest.fixture
def restartable_postgres() -> Iterator[PostgresServer]:
    """A PostgreSQL server of the test's own, which it may shut down and start again. Each
    commit reaches the disk before the server answers, so that what was committed survives
    even an immediate shutdown."""
    server = start(_binaries(), max_connections=60, durable=True)
    yield server
    server.stop()


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if _skipped:
        terminalreporter.write_line(f"PostgreSQL tests skipped: {HOW_TO_GET}.")
