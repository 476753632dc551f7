"""The real bot against the fake Discord of tests/fake_discord, for the benchmarks that drive it
as players would."""

from __future__ import annotations

import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import discord

from bot.client import CardTableBot, ServiceFactory
from bot.config import Settings
from tests.fake_discord.harness import Harness
from tests.fake_discord.server import FakeDiscord


@asynccontextmanager
async def bot_on_fake(make_service: ServiceFactory, **bot: Any) -> AsyncIterator[Harness]:
    """A started bot on a fresh database, its tables made by `make_service`; `bot` holds the
    client's own settings (update interval and delay, turn wait)."""
    fake = FakeDiscord()
    await fake.start()
    discord.http.Route.BASE = fake.base_url
    try:
        with tempfile.TemporaryDirectory() as tmp:
            settings = Settings("bench-token", Path(tmp) / "bench.sqlite3", None, "WARNING")
            h = Harness(fake, lambda: CardTableBot(settings, make_service=make_service, **bot))
            await h.start()
            try:
                yield h
            finally:
                await h.close()
    finally:
        await fake.close()
