"""Skill ratings for partnership games, from OpenSkill's Plackett–Luce team model.

Both partners of a side share the side's outcome. A robot takes part with the model's starting
rating and is never updated, so a robot partner neither gains nor gives away rating.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from openskill.models import PlackettLuce

from bot.store.rows import Rating

_MODEL = PlackettLuce()

START: Rating = (_MODEL.mu, _MODEL.sigma)


def display(rating: Rating) -> float:
    """The number shown to players: a conservative estimate, mu − 3·sigma."""
    mu, sigma = rating
    return round(mu - 3 * sigma, 2)


def rate_sides(
    sides: Sequence[Sequence[int | None]],
    ranks: Sequence[int],
    current: Mapping[int, Rating],
) -> dict[int, Rating]:
    """New ratings for the humans (ints) of `sides`; None stands for a robot seat.

    `ranks` gives each side's place (1 is first; equal places are a draw).
    """
    teams = [
        [
            _MODEL.create_rating(list(current.get(uid, START)) if uid is not None else list(START))
            for uid in side
        ]
        for side in sides
    ]
    rated = _MODEL.rate(teams, ranks=[float(r) for r in ranks])
    out: dict[int, Rating] = {}
    for side, team in zip(sides, rated, strict=True):
        for uid, rating in zip(side, team, strict=True):
            if uid is not None:
                out[uid] = (rating.mu, rating.sigma)
    return out
