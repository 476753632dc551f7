"""Where the table service gets the time, so tests can move it by hand."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from bot.store.errors import StoreInDoubt, StoreUnreachable

log = logging.getLogger(__name__)


class Clock(Protocol):
    def now(self) -> float:
        """Seconds since the epoch."""
        ...


class SystemClock:
    def now(self) -> float:
        return time.time()


class ManualClock:
    """A clock that moves only when told to."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self._now = start

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> None:
        self._now += seconds


async def every(poll: float, work: Callable[[], Awaitable[Any]], what: str) -> None:
    """Run `work` forever, every `poll` seconds; a failure is logged and tried again next time
    (the timers of tables and tournaments, started once at start-up). A database that does
    not answer is said once, and again when it answers, not at every round in between."""
    away = False
    while True:
        try:
            await work()
            if away:
                log.info("%s: the database answers again", what)
            away = False
        except (StoreUnreachable, StoreInDoubt):
            if not away:
                log.warning("%s: the database is not answering; trying again", what)
            away = True
        except Exception:
            log.exception("%s failed; trying again", what)
        await asyncio.sleep(poll)
