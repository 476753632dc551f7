"""Keeps each table's channel message current without flooding Discord.

Each table has at most one worker. A request to update while the worker is busy, or sooner
than `interval` after the last update, only replaces the pending job, so a burst of robot cards
becomes one edit showing the latest state. A short `delay` before the first run lets a burst
that has just begun (robots answering a person's card) land in that first edit. Jobs read the
state when they run, not when asked.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Hashable

log = logging.getLogger(__name__)

Job = Callable[[], Awaitable[None]]


class MessageUpdater:
    def __init__(self, interval: float = 1.0, delay: float = 0.0) -> None:
        self.interval = interval
        self.delay = delay
        self._pending: dict[Hashable, Job] = {}
        self._workers: dict[Hashable, asyncio.Task[None]] = {}
        self._last_run: dict[Hashable, float] = {}

    def request(self, key: Hashable, job: Job) -> None:
        """Run `job` for `key` soon; a later request before it runs replaces it."""
        self._pending[key] = job
        if key not in self._workers:
            self._workers[key] = asyncio.create_task(self._work(key), name=f"update-{key}")

    async def _work(self, key: Hashable) -> None:
        try:
            if self.delay > 0:
                await asyncio.sleep(self.delay)
            while key in self._pending:
                wait = self._last_run.get(key, -1e9) + self.interval - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                job = self._pending.pop(key)
                self._last_run[key] = time.monotonic()
                try:
                    await job()
                except Exception:
                    log.exception("updating the message of %s", key)
        finally:
            self._workers.pop(key, None)
            self._forget_later(key)

    def _forget_later(self, key: Hashable) -> None:
        """Forget when `key` last ran once that no longer spaces anything, so that nothing
        about a key (a closed table's) outlives the interval."""
        stamp = self._last_run.get(key)
        if stamp is None:
            return

        def forget() -> None:
            if key not in self._workers and self._last_run.get(key) == stamp:
                del self._last_run[key]

        rest = max(0.0, stamp + self.interval - time.monotonic())
        asyncio.get_running_loop().call_later(rest, forget)

    def in_memory(self) -> dict[str, int]:
        """How many keys have an update waiting, a worker, and a last run that still counts."""
        return {
            "pending": len(self._pending), "workers": len(self._workers),
            "last runs": len(self._last_run),
        }  # fmt: skip

    async def flush(self) -> None:
        """Wait until every pending update has been made."""
        while self._workers:
            await asyncio.gather(*self._workers.values(), return_exceptions=True)

    async def close(self) -> None:
        self._pending.clear()
        for task in list(self._workers.values()):
            task.cancel()
        await asyncio.gather(*self._workers.values(), return_exceptions=True)
        self._workers.clear()
