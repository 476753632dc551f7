"""Pictures of the card table for Discord: view objects in, PNG bytes out.

Every function here is deterministic (the same input gives the same bytes) and safe to call
from several executor threads at once.
"""

from renderers.hand import render_hand
from renderers.leaderboard import LeaderboardRow, render_leaderboard
from renderers.record import render_record
from renderers.scoresheet import render_score_sheet
from renderers.seating import Player, Players
from renderers.table import render_table
from renderers.theme import CLASSIC, DARK, FOUR_COLOUR, HIGH_CONTRAST, THEMES, Theme, theme_named

__all__ = [
    "CLASSIC",
    "DARK",
    "FOUR_COLOUR",
    "HIGH_CONTRAST",
    "THEMES",
    "LeaderboardRow",
    "Player",
    "Players",
    "Theme",
    "render_hand",
    "render_leaderboard",
    "render_record",
    "render_score_sheet",
    "render_table",
    "theme_named",
]
