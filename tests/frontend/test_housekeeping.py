"""Tables that wait too long close themselves, and closed tables leave the bot's memory, as the
players see it through Discord."""

from __future__ import annotations

import asyncio

import pytest

from bot.client import ServiceFactory
from bot.games.cards import seeded_rng
from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.limits import OPEN_TABLE_WAIT
from bot.tables.service import TableService
from bot.ui.custom_ids import Act
from tests.fake_discord.harness import Harness, custom_ids_of
from tests.fake_discord.mentions import texts
from tests.frontend.table_driver import control, live_hand, start_game, take_turn

ANN, BOB, MOD = 1001, 1002, 1009


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def service_factory(clock: ManualClock) -> ServiceFactory:
    """Seeded deals, and a clock the test moves."""

    def make(store: SqliteStore) -> TableService:
        return TableService(
            store, clock=clock, shuffler=lambda table, game, deal: seeded_rng(table * 100 + deal)
        )

    return make


async def test_r3_7_a_table_nobody_starts_closes_itself(harness: Harness, clock: ManualClock):
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new")
    (lobby,) = harness.channel_messages()
    assert control(lobby, Act.START) is not None
    clock.advance(OPEN_TABLE_WAIT)
    await harness.bot.service.run_due_timers()
    await harness.settle()
    lobby = harness.fake.messages[int(lobby["id"])]
    assert "closed" in texts(lobby) and custom_ids_of(lobby["components"]) == []
    listing = await harness.slash(ann, "tables")
    assert "No tables" in listing.text


def maps(h: Harness) -> dict[str, int]:
    bot = h.bot
    return {**bot.service.in_memory(), **bot.presenter.in_memory()}


async def test_r9_5_closed_tables_leave_the_bots_maps(harness: Harness, clock: ManualClock):
    ann, bob = harness.user(ANN, "Ann"), harness.user(BOB, "Bob")
    mod = harness.moderator(MOD, "Mo", manage_messages=True)
    await harness.settle()
    empty = maps(harness)
    assert set(empty.values()) == {0}
    rooms = [harness.channel_elsewhere(harness.guild_id) for _ in range(2)]
    # One closed by its host before it starts; one that closes itself.
    await harness.slash(ann, "bridge new", in_channel=rooms[0])
    await harness.slash(ann, "bridge close", in_channel=rooms[0])
    await harness.slash(bob, "bridge new", in_channel=rooms[1])
    # One played with a hand and a thread, closed by a moderator mid-deal.
    await harness.slash(ann, "bridge new")
    await harness.slash(bob, "bridge join", seat="N")
    await start_game(harness, ann)
    hand = live_hand(harness, ANN)
    assert hand is not None
    await take_turn(harness, ann, hand)
    await harness.settle()
    busy = maps(harness)
    assert busy["tables"] == 2 and busy["hand messages"] == 2 and busy["threads"] == 1
    (thread,) = harness.thread_ids()
    await harness.slash(mod, "bridge close", in_channel=thread)
    clock.advance(OPEN_TABLE_WAIT)
    await harness.bot.service.run_due_timers()
    await harness.settle()
    await asyncio.sleep(0.05)  # past the spacing of the message updates
    assert maps(harness) == empty
