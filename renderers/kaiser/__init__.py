"""Kaiser's pictures: the table, a player's hand, the record of a finished hand and the
running score sheet of the game."""

from __future__ import annotations

from bot.games.kaiser.game import KaiserGame
from bot.games.kaiser.views import HandRecord, PublicView, SeatView
from renderers.kaiser import gallery
from renderers.kaiser.hand import render_hand
from renderers.kaiser.record import render_record
from renderers.kaiser.scoresheet import render_score_sheet
from renderers.kaiser.table import render_table
from renderers.registry import GamePictures, register

PICTURES: GamePictures[PublicView, SeatView, HandRecord, KaiserGame] = GamePictures(
    render_table, render_hand, render_record, render_score_sheet, gallery.examples
)
register("kaiser", PICTURES)
