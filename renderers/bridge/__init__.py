"""Bridge's pictures: the table, a player's hand, the record of a finished deal and the score
sheets of a Chicago or a rubber."""

from __future__ import annotations

from bot.games.bridge.formats import GameScore
from bot.games.bridge.views import HandRecord, PublicView, SeatView
from renderers.bridge.gallery import examples
from renderers.bridge.hand import render_hand
from renderers.bridge.record import render_record
from renderers.bridge.scoresheet import render_score_sheet
from renderers.bridge.table import render_table
from renderers.registry import GamePictures, register

PICTURES: GamePictures[PublicView, SeatView, HandRecord, GameScore] = GamePictures(
    render_table, render_hand, render_record, render_score_sheet, examples
)
register("bridge", PICTURES)
