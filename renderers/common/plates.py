"""A seat's plate at the edge of the table picture, the same in every game: the seat's letter on
a disc, the player's name (shortened to fit), a BOT tag for a robot and a word under the name
when the game has one for the seat (bridge: "dummy"), the dealer's disc on the corner, and a
bright border round the seat whose turn it is."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from bot.games.seats import Seat
from bot.language import Words
from renderers.common.draw import (
    circle,
    draw_text,
    fit_text,
    fitting_font,
    font,
    ink_on,
    rounded_box,
    text_width,
)
from renderers.common.seating import Player
from renderers.common.theme import RGB, Theme
from renderers.common.vocabulary import ENGLISH, seat_letter

PLATE_W, PLATE_H = 220, 54

Box = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Plate:
    seat: Seat
    player: Player
    #: The colour of the seat's disc (bridge: red on a vulnerable side).
    badge: RGB
    turn: bool = False
    dealer: bool = False
    #: A word under the name, beside any BOT tag (bridge: "dummy").
    note: str | None = None


def draw_plate(
    img: Image.Image, box: Box, plate: Plate, theme: Theme, words: Words = ENGLISH
) -> None:
    x0, y0, x1, y1 = box
    if plate.turn:
        rounded_box(img, box, 16, theme.plate, theme.highlight, 5)
    else:
        rounded_box(img, box, 16, theme.plate, theme.panel_line, 1)
    cy = (y0 + y1) // 2
    circle(img, (x0 + 28, cy), 18, plate.badge)
    draw_text(img, (x0 + 28, cy + 8), seat_letter(words, plate.seat), font(22, True),
              theme.badge_text, theme, align="center")  # fmt: skip
    who = plate.player
    name_x = x0 + 54
    # The dealer's disc sits on the top-right corner: names stop short of it.
    room = x1 - (30 if plate.dealer else 10) - name_x
    label_font = font(22, True)
    if text_width(who.name, label_font) > room:
        label_font = font(18, True)
    name = fit_text(who.name, label_font, room)
    if not (who.is_robot or plate.note):
        draw_text(img, (name_x, cy + 8), name, label_font, theme.plate_text, theme)
    else:
        # A second line says who plays this seat: a robot, and the game's word for it.
        draw_text(img, (name_x, cy - 1), name, label_font, theme.plate_text, theme)
        x = name_x
        if who.is_robot:
            tag = words("picture-robot-tag")
            tag_w = max(40, text_width(tag, font(13, True)) + 10)
            rounded_box(img, (x, cy + 4, x + tag_w, cy + 22), 6, theme.robot_tag)
            draw_text(img, (x + tag_w / 2, cy + 18), tag, font(13, True), theme.robot_text, theme,
                      align="center")  # fmt: skip
            x += tag_w + 6
        if plate.note:
            note_font = fitting_font(plate.note, 17, x1 - 10 - x, smallest=13)
            note = fit_text(plate.note, note_font, x1 - 10 - x)
            draw_text(img, (x, cy + 20), note, note_font, theme.panel_muted, theme)
    if plate.dealer:
        dealer_disc(img, box, theme, words)


def dealer_disc(img: Image.Image, box: Box, theme: Theme, words: Words = ENGLISH) -> None:
    _, y0, x1, _ = box
    centre = (x1 - 14, y0 + 3)
    circle(img, centre, 14, theme.panel_line)
    circle(img, centre, 12, theme.highlight)
    draw_text(img, (centre[0], centre[1] + 6), words("picture-dealer-letter"), font(16, True),
              ink_on(theme.highlight), theme, align="center")  # fmt: skip
