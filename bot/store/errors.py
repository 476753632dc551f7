"""What a store refuses to write, whichever database holds it."""

from __future__ import annotations


class ChannelBusy(Exception):
    """The channel already has an open or live table."""


class StaleLog(Exception):
    """The table's log moved on since the writer read it (another process changed the table):
    nothing was written; read the table again from its log."""
