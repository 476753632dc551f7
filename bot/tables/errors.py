"""Why the table service refused a request. Each message is fit to show the user privately.

They extend the engine's `RuleError`, so the front end answers every refusal the same way. A
refused request has changed nothing.
"""

from __future__ import annotations

from bot.games.errors import RuleError


class TableError(RuleError):
    """A request the table does not allow right now."""


class NoSuchTable(TableError):
    key = "error-no-such-table"

    def __init__(self) -> None:
        super().__init__("That table no longer exists.")


class StaleVersion(TableError):
    key = "error-stale"

    def __init__(self) -> None:
        super().__init__("The table has moved on since you looked; here is the current state.")


class NotSeated(TableError):
    key = "error-not-seated"

    def __init__(self) -> None:
        super().__init__("You are not seated at this table.")


class SeatTaken(TableError):
    pass


class NotHost(TableError):
    pass


class NotInvited(TableError):
    key = "error-not-invited"

    def __init__(self) -> None:
        super().__init__("This table is private; only invited players may sit.")


class WrongState(TableError):
    """The request belongs to another stage of the table's life."""


class ChannelHasTable(TableError):
    key = "error-channel-has-table"

    def __init__(self) -> None:
        super().__init__("This channel already has a table; join it or wait until it ends.")


class BadOption(TableError):
    pass


class NotAllowed(TableError):
    """The table's mode or rules forbid this request."""


class TooManyTables(TableError):
    """A limit on tables at once (see `bot.tables.limits`) would be passed."""


class PlayingElsewhere(TableError):
    """A player already in a live ranked game asks to play a second one of that game."""
