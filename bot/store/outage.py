"""What a lost database looks like from here: the failures that mean the server went away (it
is shutting down, restarting, or the way to it broke), as against a statement it refused.

The server says it is going (a fast shutdown ends every session with 57P01, a crash with
57P02), or refuses to talk while it starts or stops (57P03); a connection cut without a word
shows as a closed connection, and a server that is not there at all as an operating-system
error on connecting. A query cancelled by a timeout (57014) is none of these: it is the
statement's own failure.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import asyncpg

from bot.store.errors import StoreUnreachable

#: The server's own words for "I am going away" or "not now".
_GOING = (
    asyncpg.AdminShutdownError,
    asyncpg.CrashShutdownError,
    asyncpg.CannotConnectNowError,
    asyncpg.PostgresConnectionError,
)


def lost(exc: BaseException) -> bool:
    """Whether `exc` says that the connection to the server is gone (or none can be had)."""
    if isinstance(exc, (StoreUnreachable, OSError, *_GOING)):
        return True
    if isinstance(exc, asyncpg.InternalClientError):
        # The connection's protocol is in a state it cannot leave: the server ended the
        # session (its last word arrived) and the socket has not been seen closing yet.
        return True
    # What asyncpg raises when a statement is sent on a connection already found closed.
    return isinstance(exc, asyncpg.InterfaceError) and "connection is closed" in str(exc)


@asynccontextmanager
async def unreachable_when_lost() -> AsyncIterator[None]:
    """Say a lost server as `StoreUnreachable` (for work that writes nothing, or that had not
    begun to commit)."""
    try:
        yield
    except StoreUnreachable:
        raise
    except Exception as exc:
        if lost(exc):
            raise StoreUnreachable() from exc
        raise
