"""Where a robot's thinking may wait: never on the event loop, for a worker other tables share.

A quick robot thinks on the event loop (the robot driver's choice: a thread hop costs more than
its move). A few of its moves ask a worker that every table shares, bridge's double-dummy solver
above all, whose queue may hold seconds of other tables' searches and deal records; waiting
there on the loop would stop the whole bot. So the driver makes a move on the loop inside
`on_the_loop()`, a shared worker calls `may_wait()` before making its caller wait, and there
that raises `NeedsThread`: the driver makes the move again in a thread. Nothing is lost by
the first try, because a robot keeps what it found only once its move is made.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_ON_THE_LOOP: ContextVar[bool] = ContextVar("robot_move_on_the_loop", default=False)


class NeedsThread(Exception):
    """The move would wait for a shared worker: make it again in a thread."""


@contextmanager
def on_the_loop() -> Iterator[None]:
    """A robot's move made on the event loop, where nothing may wait for a shared worker."""
    token = _ON_THE_LOOP.set(True)
    try:
        yield
    finally:
        _ON_THE_LOOP.reset(token)


def may_wait() -> None:
    """Called by a shared worker before its caller waits; refuses a move on the loop."""
    if _ON_THE_LOOP.get():
        raise NeedsThread
