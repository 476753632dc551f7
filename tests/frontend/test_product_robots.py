"""A Chicago through the fake Discord against the robots the product seats."""

from __future__ import annotations

import re

import pytest

from bot.client import ServiceFactory
from tests.fake_discord.harness import Harness
from tests.fake_discord.mentions import texts
from tests.frontend.conftest import product_service
from tests.frontend.table_driver import live_hand, start_game, take_turn

ANN = 1001


@pytest.fixture
def service_factory() -> ServiceFactory:
    return product_service


async def test_one_human_plays_a_chicago_against_the_products_robots(harness: Harness):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", system="conventions")
    await start_game(harness, ann)
    turns = 0
    while "game 1 is over" not in " ".join(texts(m) for m in harness.channel_messages()):
        hand = live_hand(harness, ANN)
        assert hand is not None, "the game stalled without asking Ann for anything"
        await take_turn(harness, ann, hand)
        await harness.settle()
        turns += 1
        assert turns < 200
    records = [m for m in harness.channel_messages() if "finished:" in texts(m)]
    assert len(records) == 4
    # The robots bid for real: some deal was declared by a robot, not by Ann (South).
    results = [re.search(r"finished: (\S+) ([NESW]) ", texts(r)) for r in records]
    declarers = {m.group(2) for m in results if m is not None}
    assert declarers - {"S"}, [texts(r)[:80] for r in records]
