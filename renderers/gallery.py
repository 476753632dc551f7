"""Write every picture of every game in every theme from fixed examples: `python -m
renderers.gallery OUTDIR [--language ms]`, so that anyone can look at them before a change
lands, in any language the bot speaks (English unless told)."""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from bot.games.game import game_names
from bot.language import Language, Words
from renderers.common.leaderboard import LeaderboardRow, render_leaderboard
from renderers.common.theme import THEMES, Theme
from renderers.common.vocabulary import ENGLISH
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


@dataclass(frozen=True, slots=True)
class Picture:
    """A gallery picture, drawn in a theme and, unless told otherwise, in English."""

    draw: Example

    def __call__(self, theme: Theme, words: Words = ENGLISH) -> bytes:
        return self.draw(theme, words)


def _leaderboard(theme: Theme, words: Words) -> bytes:
    return render_leaderboard(leaderboard_rows(), None, theme, words)


def pictures() -> dict[str, Picture]:
    """Every gallery picture by file stem ("bridge-table-auction")."""
    out = {"leaderboard": Picture(_leaderboard)}
    for game in game_names():
        for stem, picture in pictures_for(game).gallery().items():
            out[f"{game}-{stem}"] = Picture(picture)
    return out


def write_gallery(outdir: Path, language: Language = Language.ENGLISH) -> list[Path]:
    outdir.mkdir(parents=True, exist_ok=True)
    words = Words(language)
    written = []
    for stem, picture in pictures().items():
        for theme in THEMES.values():
            path = outdir / f"{stem}-{theme.name}.png"
            path.write_bytes(picture(theme, words))
            written.append(path)
    return written


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m renderers.gallery")
    parser.add_argument("outdir", type=Path)
    parser.add_argument(
        "--language", choices=[lang.code for lang in Language], default=Language.ENGLISH.code
    )
    args = parser.parse_args(argv)
    for path in write_gallery(args.outdir, Language(args.language)):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
