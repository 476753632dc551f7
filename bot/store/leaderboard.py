"""Leaderboards and one player's statistics, read from the results table.

Points are +1 for a win, 0 for a draw and −1 for a loss, counted per server, game and robot
level, over all time, this calendar month or this week (weeks start on Monday, UTC).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from enum import Enum

from bot.store.base import TableStore
from bot.store.ratings import START, display
from bot.store.rows import Reason


class Period(Enum):
    ALL_TIME = "all"
    MONTH = "month"
    WEEK = "week"

    def since(self, now: float) -> float:
        """The first moment (epoch seconds) that counts for this period."""
        if self is Period.ALL_TIME:
            return float("-inf")
        day = datetime.fromtimestamp(now, UTC).replace(hour=0, minute=0, second=0, microsecond=0)
        if self is Period.MONTH:
            return day.replace(day=1).timestamp()
        return (day - timedelta(days=day.weekday())).timestamp()


@dataclass(frozen=True, slots=True)
class Standing:
    user_id: int
    name: str
    points: int
    games: int
    #: Forfeit wins count as wins (rule 5.7 of seeds/tables.md), though they carry no points.
    wins: int
    draws: int
    losses: int
    #: mu − 3·sigma, the current rating at this server, game and level (not per period).
    rating: float
    #: How many of the games were tournaments' final places (rule 10.17).
    tournaments: int = 0


@dataclass(frozen=True, slots=True)
class Kind:
    """What results are kept apart by (rule 8.2): a game and a robot level, with how many
    results it has."""

    game: str
    level: str
    results: int


_STANDINGS = """
    SELECT r.user_id, COALESCE(p.name, CAST(r.user_id AS TEXT)),
           SUM(r.points), COUNT(*),
           SUM(CASE WHEN r.points = 1 OR r.reason = '{forfeit}' THEN 1 ELSE 0 END),
           SUM(CASE WHEN r.points = 0 AND r.reason <> '{forfeit}' THEN 1 ELSE 0 END),
           SUM(CASE WHEN r.points = -1 THEN 1 ELSE 0 END),
           g.mu, g.sigma,
           SUM(CASE WHEN r.reason LIKE '{tournament}%' THEN 1 ELSE 0 END)
    FROM results r
    LEFT JOIN players p ON p.user_id = r.user_id
    LEFT JOIN ratings g ON g.guild_id = r.guild_id AND g.game = r.game AND g.level = r.level
                       AND g.user_id = r.user_id
    WHERE r.guild_id = ? AND r.game = ? AND r.level = ? AND r.at >= ? {extra}
    GROUP BY r.user_id, p.name, g.mu, g.sigma
"""


def _standing(row: tuple[object, ...]) -> Standing:
    uid, name, points, games, wins, draws, losses, mu, sigma, tournaments = row
    rating = (float(mu), float(sigma)) if mu is not None and sigma is not None else START  # type: ignore[arg-type]
    return Standing(
        int(uid), str(name), int(points), int(games), int(wins), int(draws), int(losses),  # type: ignore[call-overload]
        display(rating), int(tournaments),  # type: ignore[call-overload]
    )  # fmt: skip


def _query(extra: str) -> str:
    return _STANDINGS.format(extra=extra, forfeit=Reason.FORFEIT_WIN.value,
                             tournament=Reason.TOURNAMENT.value)  # fmt: skip


async def leaderboard(
    store: TableStore,
    guild_id: int,
    game: str,
    level: str,
    period: Period,
    now: float,
    limit: int = 10,
) -> list[Standing]:
    """The best players by points, then rating, then fewest games."""
    rows = await store.fetch(
        _query("") + " ORDER BY SUM(r.points) DESC, COALESCE(g.mu - 3 * g.sigma, 0) DESC,"
        " COUNT(*) ASC, r.user_id LIMIT ?",
        (guild_id, game, level, period.since(now), limit),
    )
    return [_standing(r) for r in rows]


async def player_stats(
    store: TableStore,
    guild_id: int,
    game: str,
    level: str,
    user_id: int,
    period: Period,
    now: float,
) -> Standing | None:
    rows = await store.fetch(
        _query("AND r.user_id = ?"),
        (guild_id, game, level, period.since(now), user_id),
    )
    return _standing(rows[0]) if rows else None


async def kinds(store: TableStore, guild_id: int, user_id: int | None = None) -> list[Kind]:
    """The games and levels this server has results in (one player's, if `user_id` is given),
    the most results first: what `/leaderboard` offers and `/stats` shows."""
    if user_id is None:
        rows = await store.fetch(
            "SELECT game, level, COUNT(*) FROM results WHERE guild_id = ? GROUP BY game, level",
            (guild_id,),
        )
    else:
        rows = await store.fetch(
            "SELECT game, level, COUNT(*) FROM results WHERE user_id = ? AND guild_id = ?"
            " GROUP BY game, level",
            (user_id, guild_id),
        )
    found = [Kind(str(game), str(level), int(n)) for game, level, n in rows]
    return sorted(found, key=lambda k: (-k.results, k.game, k.level))
