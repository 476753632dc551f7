"""Why the table service refused a request: each refusal names its message in the catalogue,
which the front end shows the user privately, in their language.

They extend the engine's `RuleError`, so the front end answers every refusal the same way. A
refused request has changed nothing.
"""

from __future__ import annotations

from bot.games.errors import RuleError


class TableError(RuleError):
    """A request the table does not allow right now."""


class NoSuchTable(TableError):
    key = "error-no-such-table"


class StaleVersion(TableError):
    key = "error-stale"


class NotSeated(TableError):
    key = "error-not-seated"


class SeatTaken(TableError):
    pass


class NotHost(TableError):
    pass


class NotInvited(TableError):
    key = "error-not-invited"


class WrongState(TableError):
    """The request belongs to another stage of the table's life."""


class ChannelHasTable(TableError):
    key = "error-channel-has-table"


class BadOption(TableError):
    pass


class NotAllowed(TableError):
    """The table's mode or rules forbid this request."""


class TooManyTables(TableError):
    """A limit on tables at once (see `bot.tables.limits`) would be passed."""


class PlayingElsewhere(TableError):
    """A player already in a live ranked game asks to play a second one of that game."""
