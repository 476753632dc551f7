from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.client import CardTableBot, ServiceFactory
from bot.config import Settings
from bot.games.cards import seeded_rng
from bot.store.base import TableStore
from bot.tables.clock import ManualClock
from bot.tables.robots import game_judge, product_robots
from bot.tables.service import TableService
from tests.fake_discord.fixtures import fake, fast_backoff
from tests.fake_discord.harness import Harness, unfit_requests
from tests.fake_discord.server import FakeDiscord
from tests.frontend.audit import Auditor

__all__ = ["fake", "fast_backoff"]


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(
        token="test-token",
        database_path=tmp_path / "tables.sqlite3",
        dev_guild_id=4242,
        log_level="INFO",
    )


def seeded_service(store: TableStore) -> TableService:
    return TableService(store, shuffler=lambda table, game, deal: seeded_rng(table * 100 + deal))


def product_service(store: TableStore) -> TableService:
    """The product's robots (rule-table bidding, basic card play, judged claims), seeded deals."""
    return TableService(
        store,
        robots=product_robots,
        judge=game_judge,
        shuffler=lambda table, game, deal: seeded_rng(table * 100 + deal),
    )


def make_bot(settings: Settings, service: ServiceFactory = seeded_service) -> CardTableBot:
    return CardTableBot(
        settings,
        update_interval=0.02,
        update_delay=0.01,
        make_service=service,
        turn_wait=0.1,
        # The robots' own result on a daily board comes from the plainest robots: quick.
        field_robots=lambda game: game.simple_robot(),
    )


@pytest.fixture
def service_factory() -> ServiceFactory:
    """The table service the bot under test runs; a test module may override this fixture."""
    return seeded_service


@pytest.fixture
async def harness(
    fake: FakeDiscord, settings: Settings, service_factory: ServiceFactory
) -> AsyncIterator[Harness]:
    h = Harness(fake, lambda: make_bot(settings, service_factory))
    async with audited(h, lambda: h.bot):
        yield h


@asynccontextmanager
async def audited(h: Harness, bot_of: Callable[[], Any]) -> AsyncIterator[Harness]:
    """The harness started, then closed; every test through it is also a test that no hidden
    card reached anyone (by the tables `bot_of()` has), that Discord would have taken every
    message the bot sent, and that none pinged a whole server or a role."""
    auditor = Auditor(h.fake, bot_of, h.channel_id)
    await h.start()
    try:
        yield h
    finally:
        await h.close()
    assert auditor.check(h.fake.requests) == []
    assert unfit_requests(h.fake) == []


@pytest.fixture
async def timed(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[tuple[Harness, ManualClock]]:
    """A bot whose clock moves only when the test moves it, and whose timers fire only when
    the test runs them."""
    clock = ManualClock()
    settings = Settings("test-token", tmp_path / "t.sqlite3", None, "INFO")

    def service(store: TableStore) -> TableService:
        return TableService(store, clock=clock, shuffler=lambda t, g, d: seeded_rng(d))

    h = Harness(
        fake,
        lambda: CardTableBot(settings, update_interval=0.05, update_delay=0.01,
                             make_service=service, timer_poll=3600, turn_wait=0.1),
    )  # fmt: skip
    async with audited(h, lambda: h.bot):
        yield h, clock
