"""The collector's pace once a process serving tables has started."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from bot.tables import collector


@pytest.fixture
def restored() -> Iterator[None]:
    threshold = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.set_threshold(*threshold)


def test_settling_freezes_what_start_up_loaded_and_slows_the_young_rounds(restored):
    kept = [{"loaded at start-up": n} for n in range(100)]
    gc.unfreeze()
    before = gc.get_threshold()
    collector.settle()
    assert gc.get_freeze_count() >= len(kept)
    assert gc.get_threshold() == (collector.YOUNG_ROUND, before[1], before[2])
    # What is made afterwards is the collector's again, and a cycle of it is collected.
    cycle: list[object] = []
    cycle.append(cycle)
    del cycle
    assert gc.collect() >= 1
