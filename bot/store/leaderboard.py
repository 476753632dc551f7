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


_STANDINGS = """
    SELECT r.user_id, COALESCE(p.name, CAST(r.user_id AS TEXT)),
           SUM(r.points), COUNT(*),
           SUM(CASE WHEN r.points = 1 OR r.reason = '{forfeit}' THEN 1 ELSE 0 END),
           SUM(CASE WHEN r.points = 0 AND r.reason <> '{forfeit}' THEN 1 ELSE 0 END),
           SUM(CASE WHEN r.points = -1 THEN 1 ELSE 0 END),
           g.mu, g.sigma
    FROM results r
    LEFT JOIN players p ON p.user_id = r.user_id
    LEFT JOIN ratings g ON g.guild_id = r.guild_id AND g.game = r.game AND g.level = r.level
                       AND g.user_id = r.user_id
    WHERE r.guild_id = ? AND r.game = ? AND r.level = ? AND r.at >= ? {extra}
    GROUP BY r.user_id, p.name, g.mu, g.sigma
"""


def _standing(row: tuple[object, ...]) -> Standing:
    uid, name, points, games, wins, draws, losses, mu, sigma = row
    rating = (float(mu), float(sigma)) if mu is not None and sigma is not None else START  # type: ignore[arg-type]
    return Standing(
        int(uid), str(name), int(points), int(games), int(wins), int(draws), int(losses),  # type: ignore[call-overload]
        display(rating),
    )  # fmt: skip


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
        _STANDINGS.format(extra="", forfeit=Reason.FORFEIT_WIN.value)
        + " ORDER BY SUM(r.points) DESC, COALESCE(g.mu - 3 * g.sigma, 0) DESC,"
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
        _STANDINGS.format(extra="AND r.user_id = ?", forfeit=Reason.FORFEIT_WIN.value),
        (guild_id, game, level, period.since(now), user_id),
    )
    return _standing(rows[0]) if rows else None
