"""Write every picture of every game in every theme from fixed examples: `python -m
renderers.gallery OUTDIR`, so that anyone can look at them before a change lands."""

from __future__ import annotations

import sys
from pathlib import Path

from bot.games.game import game_names
from renderers.common.leaderboard import LeaderboardRow, render_leaderboard
from renderers.common.theme import THEMES
from renderers.registry import Example, pictures_for


def leaderboard_rows() -> list[LeaderboardRow]:
    return [
        LeaderboardRow("Margaret", 14, 30, 19, 3, 8, 31.4),
        LeaderboardRow("Kwame", 9, 25, 14, 5, 6, 28.9),
        LeaderboardRow("Ana Lucía Fernández-Castillo", 6, 18, 10, 2, 6, 26.2),
        LeaderboardRow("Tobias", 0, 12, 5, 2, 5, 24.0),
        LeaderboardRow("Priya", -3, 9, 3, 0, 6, 21.7),
        LeaderboardRow("Sven", -5, 11, 3, 0, 8, None),
    ]



def pictures() -> dict[str, Example]:
    """Every gallery picture by file stem ("bridge-table-auction"); each takes a theme."""
    out: dict[str, Example] = {
        "leaderboard": lambda t: render_leaderboard(leaderboard_rows(), "Bridge · this server", t)
    }
    for game in game_names():
        for stem, picture in pictures_for(game).gallery().items():
            out[f"{game}-{stem}"] = picture
    return out


def write_gallery(outdir: Path) -> list[Path]:
    outdir.mkdir(parents=True, exist_ok=True)
    written = []
    for stem, picture in pictures().items():
        for theme in THEMES.values():
            path = outdir / f"{stem}-{theme.name}.png"
            path.write_bytes(picture(theme))
            written.append(path)
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m renderers.gallery OUTDIR", file=sys.stderr)
        return 2
    for path in write_gallery(Path(argv[0])):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
