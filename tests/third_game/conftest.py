"""Topper is offered only to the tests in this folder: installed before each, removed after."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot import plugins
from tests.fake_discord.fixtures import fake, fast_backoff
from tests.frontend.conftest import harness, service_factory, settings

__all__ = ["fake", "fast_backoff", "harness", "service_factory", "settings"]


@pytest.fixture(autouse=True)
def topper() -> Iterator[None]:
    plugins.install("topper", "tests.third_game")
    yield
    plugins.remove("topper")
