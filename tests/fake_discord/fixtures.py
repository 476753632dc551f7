"""pytest fixtures: a fresh fake Discord per test, with discord.py pointed at it."""

from __future__ import annotations

from collections.abc import AsyncIterator

import discord
import pytest

from tests.fake_discord.server import FakeDiscord


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    await server.start()
    saved = discord.http.Route.BASE
    discord.http.Route.BASE = server.base_url
    try:
        yield server
    finally:
        discord.http.Route.BASE = saved
        await server.close()


@pytest.fixture
def fast_backoff(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """discord.py waits 1, 3, 5 s between 5xx retries; record those waits instead of sleeping.

    Only discord.py's HTTP modules see the stand-in, so the fake server and pytest sleep as usual.
    """
    import asyncio
    import types

    import discord.webhook.async_ as webhook_module

    waits: list[float] = []

    async def quick_sleep(delay: float, result: object = None) -> object:
        waits.append(delay)
        await asyncio.sleep(0)
        return result

    for module in (discord.http, webhook_module):
        proxy = types.SimpleNamespace(**vars(asyncio))
        proxy.sleep = quick_sleep
        monkeypatch.setattr(module, "asyncio", proxy)
    return waits
