"""Shared fixtures for the robot card-play tests: one solver for the whole session."""

from collections.abc import Iterator

import pytest

from bot.games.bridge.robot.solver import Solver


@pytest.fixture(scope="session")
def solver() -> Iterator[Solver]:
    with Solver() as s:
        yield s
