"""What a store refuses to write, whichever database holds it, and what it says when the
database does not answer."""

from __future__ import annotations


class ChannelBusy(Exception):
    """The channel already has an open or live table."""


class StaleLog(Exception):
    """The table's log moved on since the writer read it (another process changed the table):
    nothing was written; read the table again from its log."""


class StoreUnreachable(Exception):
    """The database did not answer (it is restarting, or the way to it is down): nothing of
    what was asked was written."""


class StoreInDoubt(Exception):
    """The database stopped answering while a write was being committed, and did not answer
    again in time to say whether the write was committed: the table's log will say, once it
    answers."""
