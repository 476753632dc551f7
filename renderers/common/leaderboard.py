"""The server's leaderboard as a picture: rank, name, points, games, wins–draws–losses, rating."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.language import Words
from renderers.common.draw import (
    draw_text,
    fit_text,
    fitting_font,
    font,
    panel_canvas,
    rounded_box,
    to_png,
)
from renderers.common.theme import CLASSIC, Theme
from renderers.common.vocabulary import ENGLISH

WIDTH = 760
ROW_H = 44
HEAD_H = 108
#: Column right edges (numbers align right) after the name column, and each one's heading.
_COLUMNS = (("picture-board-points", 470), ("picture-board-games", 560),
            ("picture-board-record", 660), ("picture-board-rating", 744))  # fmt: skip
#: The widest a column's heading may be: from the column before it to its own right edge.
_HEAD_ROOM = 86


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    name: str
    points: int
    games: int
    wins: int
    draws: int
    losses: int
    #: The skill estimate, when the server keeps one.
    rating: float | None = None


def render_leaderboard(
    rows: Sequence[LeaderboardRow],
    title: str | None = None,
    theme: Theme = CLASSIC,
    words: Words = ENGLISH,
) -> bytes:
    """The rows in the order given (the caller ranks them), numbered from 1; the title is
    "Leaderboard" in the reader's language unless one is given."""
    height = HEAD_H + max(1, len(rows)) * ROW_H + 16
    img = panel_canvas(theme, WIDTH, height)
    draw = ImageDraw.Draw(img)
    _header(img, words("picture-board-title") if title is None else title, theme, words)
    y = HEAD_H
    if not rows:
        draw_text(img, (WIDTH / 2, y + 30), words("picture-board-empty"), font(20),
                  theme.panel_muted, theme, align="center")  # fmt: skip
    number_font, name_font = font(20, True), font(21)
    for i, row in enumerate(rows):
        if i % 2 == 0:
            draw.rectangle((8, y, WIDTH - 8, y + ROW_H), fill=theme.panel_alt)
        base = y + 29
        draw_text(img, (44, base), str(i + 1), number_font, theme.panel_muted, theme,
                  align="right")  # fmt: skip
        draw_text(img, (60, base), fit_text(row.name, name_font, 330), name_font,
                  theme.panel_text, theme)  # fmt: skip
        points = f"{row.points:+d}" if row.points else "0"
        cells = (
            points,
            str(row.games),
            f"{row.wins}-{row.draws}-{row.losses}",
            "—" if row.rating is None else words.decimal(row.rating),
        )
        for (_, right), text in zip(_COLUMNS, cells, strict=True):
            bold = text is points
            draw_text(img, (right, base), text, font(20, bold), theme.panel_text, theme,
                      align="right")  # fmt: skip
        y += ROW_H
    return to_png(img)


def _header(img: Image.Image, title: str, theme: Theme, words: Words) -> None:
    rounded_box(img, (8, 8, WIDTH - 8, 60), 12, theme.felt)
    draw_text(img, (24, 45), fit_text(title, font(28, True), WIDTH - 48), font(28, True),
              theme.on_felt, theme, ground=theme.felt)  # fmt: skip
    small = font(17, True)
    draw_text(img, (60, HEAD_H - 14), words("picture-board-player"), small, theme.panel_muted,
              theme)  # fmt: skip
    for key, right in _COLUMNS:
        label = words(key)
        head = fitting_font(label, 17, _HEAD_ROOM, bold=True)
        draw_text(img, (right, HEAD_H - 14), label, head, theme.panel_muted, theme,
                  align="right")  # fmt: skip
