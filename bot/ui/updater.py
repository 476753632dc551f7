"""Keeps each message the bot shows converging on the state it should show, without flooding
Discord.

Each key (a table's message, a player's hand) has at most one worker. A request to update while
the worker is busy, or sooner than `interval` after the last update, only replaces the pending
job, so a burst of robot cards becomes one edit showing the latest state. A short wait before
the run (`delay`, or the request's own) lets a burst that has just begun (robots answering a
person's card) land in that run; a later request that cannot wait (the person's turn has come)
brings the run forward. Jobs read the state when they run, not when asked, so running a job
again is how a message catches up.

A job that fails for a passing reason (Discord rate-limiting or failing the request after
discord.py's own retries, or the connection dropping) runs again after a growing pause, until it
lands or a newer request replaces it; the job that finally lands shows the state as it then is.
Any other failure is the job's to handle (a message deleted is posted anew, say); if it reaches
here it is logged and the key waits for its next request.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Hashable

import aiohttp
import discord

log = logging.getLogger(__name__)

Job = Callable[[], Awaitable[None]]

#: The first pause before a failed job runs again, and the longest.
RETRY_FIRST = 0.5
RETRY_LONGEST = 30.0

#: How many keys' last run times are kept before the quiet ones are dropped.
_KEEP = 256


def passing(exc: BaseException) -> bool:
    """Whether a failure may well go away if the same request is made again later."""
    if isinstance(exc, discord.HTTPException):
        return exc.status == 429 or exc.status >= 500
    return isinstance(exc, aiohttp.ClientError | TimeoutError | OSError)


class MessageUpdater:
    def __init__(
        self,
        interval: float = 1.0,
        delay: float = 0.0,
        retry_first: float = RETRY_FIRST,
        retry_longest: float = RETRY_LONGEST,
    ) -> None:
        self.interval = interval
        self.delay = delay
        self.retry_first = retry_first
        self.retry_longest = retry_longest
        self._pending: dict[Hashable, Job] = {}
        #: When each pending job may run at the earliest, and what wakes its worker sooner.
        self._due: dict[Hashable, float] = {}
        self._wakes: dict[Hashable, asyncio.Event] = {}
        self._workers: dict[Hashable, asyncio.Task[None]] = {}
        self._last_run: dict[Hashable, float] = {}
        #: Keys whose last job failed for a passing reason, with how many times in a row.
        self._failing: dict[Hashable, int] = {}

    def request(self, key: Hashable, job: Job, wait: float | None = None) -> None:
        """Run `job` for `key` soon: after `wait` seconds (the updater's `delay` if None), or
        sooner if a later request asks for sooner. A later request before it runs replaces it."""
        self._pending[key] = job
        due = time.monotonic() + (self.delay if wait is None else wait)
        if key in self._due and self._due[key] <= due:
            return
        self._due[key] = due
        wake = self._wakes.get(key)
        if wake is not None:
            wake.set()
        if key not in self._workers:
            self._forget_idle()
            self._wakes[key] = asyncio.Event()
            self._workers[key] = asyncio.create_task(self._work(key), name=f"update-{key}")

    async def _work(self, key: Hashable) -> None:
        wake = self._wakes[key]
        try:
            while key in self._pending:
                ready = max(self._due.get(key, 0.0), self._last_run.get(key, -1e9) + self.interval)
                pause = ready - time.monotonic()
                if pause > 0:
                    wake.clear()
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(wake.wait(), pause)
                    continue
                job = self._pending.pop(key)
                self._due.pop(key, None)
                self._last_run[key] = time.monotonic()
                try:
                    await job()
                except Exception as exc:
                    if not passing(exc):
                        self._failing.pop(key, None)
                        log.exception("updating the message of %s", key)
                        continue
                    tries = self._failing.get(key, 0) + 1
                    self._failing[key] = tries
                    pause = min(self.retry_longest, self.retry_first * 2 ** (tries - 1))
                    log.warning(
                        "updating the message of %s failed (%s); again in %.1f s", key, exc, pause
                    )
                    # A newer request, if one came meanwhile, replaces the failed job.
                    self._pending.setdefault(key, job)
                    self._due.setdefault(key, 0.0)
                    await asyncio.sleep(pause)
                else:
                    self._failing.pop(key, None)
        finally:
            self._workers.pop(key, None)
            self._wakes.pop(key, None)
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

    def _forget_idle(self) -> None:
        """Drop what is kept about keys that have been quiet for longer than the spacing."""
        if len(self._last_run) < _KEEP:
            return
        now = time.monotonic()
        for key in [k for k, at in self._last_run.items() if now - at > self.interval]:
            if key not in self._workers:
                del self._last_run[key]

    async def settled(self, belongs: Callable[[Hashable], bool]) -> None:
        """Wait until every pending update of the keys that `belongs` picks has been made."""
        while mine := [task for key, task in self._workers.items() if belongs(key)]:
            await asyncio.gather(*mine, return_exceptions=True)

    async def flush(self) -> None:
        """Wait until every pending update has been made."""
        while self._workers:
            await asyncio.gather(*self._workers.values(), return_exceptions=True)

    async def close(self) -> None:
        self._pending.clear()
        self._due.clear()
        for task in list(self._workers.values()):
            task.cancel()
        await asyncio.gather(*self._workers.values(), return_exceptions=True)
        self._workers.clear()
