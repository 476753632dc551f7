"""The service's checks that look beyond one table: how many tables a host, a channel and a
server may have at once, and one ranked game of a game at a time (rule 1.9 of seeds/tables.md).

Each check reads the tables this process keeps and raises the refusal a player is told; the
table's own rules (seats, turns, the host's rights) are `Table.apply`'s.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.tables.errors import NotAllowed, NotSeated, PlayingElsewhere, TooManyTables
from bot.tables.limits import TABLES_PER_CHANNEL, TABLES_PER_HOST, TABLES_PER_SERVER
from bot.tables.status import Status
from bot.tables.table import Table


def check_limits(tables: Iterable[Table], guild_id: int, home: int, user_id: int) -> None:
    """Refuse a new table past a limit of tables at once (see `bot.tables.limits`)."""
    active = [t for t in tables if t.active]
    if sum(1 for t in active if t.host == user_id) >= TABLES_PER_HOST:
        raise TooManyTables(
            key="error-too-many-hosted",
            count=TABLES_PER_HOST,
        )
    if sum(1 for t in active if t.home_channel == home) >= TABLES_PER_CHANNEL:
        raise TooManyTables(
            key="error-too-many-in-channel",
            count=TABLES_PER_CHANNEL,
        )
    if sum(1 for t in active if t.guild_id == guild_id) >= TABLES_PER_SERVER:
        raise TooManyTables(
            key="error-too-many-in-server",
            count=TABLES_PER_SERVER,
        )


def check_one_ranked(tables: Iterable[Table], game: str, user_id: int, here: int | None) -> None:
    """Refuse a second ranked game of `game` to a player seated in a live one (rule 1.9)."""
    for other in tables:
        if (
            other.id != here
            and other.status is Status.LIVE
            and other.options.ranked
            and other.options.game == game
            and user_id in other.humans
        ):
            raise PlayingElsewhere(
                key="error-playing-elsewhere",
                table=other.id,
                channel=f"<#{other.channel_id}>",
                game=game,
            )


def check_all_free(tables: Iterable[Table], t: Table) -> None:
    """Before a ranked game starts at `t`: none of its players is in another (rule 1.9)."""
    if not t.options.ranked:
        return
    others = list(tables)
    for user_id in t.humans:
        try:
            check_one_ranked(others, t.options.game, user_id, t.id)
        except PlayingElsewhere as busy:
            if user_id == t.host:
                raise
            raise PlayingElsewhere(
                key="error-player-elsewhere",
                player=f"<@{user_id}>",
            ) from busy


def check_not_away(t: Table, user_id: int) -> None:
    """Refuse a move from a player who is not seated, or whose seat a robot plays while they
    are away (they take it back first)."""
    seat = t.seat_of(user_id)
    if seat is None:
        raise NotSeated()
    if seat in t.autoplay:
        raise NotAllowed(
            key="error-robot-plays-for-you",
        )
