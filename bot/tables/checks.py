"""The service's checks that look beyond one table: how many tables a host, a channel and a
server may have at once, and one ranked game of a game at a time (rule 1.9 of seeds/tables.md).

Each check reads the tables this process keeps and raises the refusal a player is told; the
table's own rules (seats, turns, the host's rights) are `Table.apply`'s.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.tables.errors import NotAllowed, NotSeated, PlayingElsewhere, TooManyTables
from bot.tables.limits import TABLES_PER_CHANNEL, TABLES_PER_HOST, TABLES_PER_SERVER
from bot.tables.options import Opening
from bot.tables.status import Status
from bot.tables.table import Table


def check_limits(tables: Iterable[Table], openings: Sequence[Opening]) -> None:
    """Refuse new tables past a limit of tables at once (rule 1.8; see `bot.tables.limits`),
    the `openings` counted together, each after the ones before it.

    An event's tables (a daily challenge's, a tournament round's) live in threads the event
    makes for them: they count against the server's limit only, and neither the channel's
    nor their host's limit counts them, so a channel's casual tables never keep an event out
    of it, nor an event's tables the channel's casual ones."""
    active = [(t.guild_id, t.home_channel, t.host, t.options.event is not None)
              for t in tables if t.active]  # fmt: skip
    before = len(active)
    for o in openings:
        if o.options.event is None:
            casual = [(home, host) for _, home, host, event in active if not event]
            if sum(1 for _, host in casual if host == o.user_id) >= TABLES_PER_HOST:
                raise TooManyTables(key="error-too-many-hosted", count=TABLES_PER_HOST)
            if sum(1 for home, _ in casual if home == o.home) >= TABLES_PER_CHANNEL:
                raise TooManyTables(key="error-too-many-in-channel", count=TABLES_PER_CHANNEL)
        if sum(1 for guild, *_ in active if guild == o.guild_id) >= TABLES_PER_SERVER:
            if len(openings) == 1:
                raise TooManyTables(key="error-too-many-in-server", count=TABLES_PER_SERVER)
            busy = sum(1 for guild, *_ in active[:before] if guild == o.guild_id)
            raise TooManyTables(
                key="error-no-room-for-tables", count=TABLES_PER_SERVER,
                needed=len(openings), free=TABLES_PER_SERVER - busy,
            )  # fmt: skip
        active.append((o.guild_id, o.home, o.user_id, o.options.event is not None))


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
