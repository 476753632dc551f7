"""The trick in the middle of the table picture, the same in every game: each card on its
player's side, the winner's card on a bright ground once the trick is complete, an outline
where the player to play will put theirs, and a dot beside the card that was led."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.games.seats import Seat
from bot.games.tricks import TrickView
from bot.language import Words
from renderers.common.cardart import paste_card
from renderers.common.draw import circle, rounded_box
from renderers.common.theme import Theme
from renderers.common.vocabulary import ENGLISH

CARD_W, CARD_H = 74, 104


def trick_slots(centre: tuple[int, int]) -> dict[Seat, tuple[int, int]]:
    """Top-left corners of the four cards of a trick, each on its player's side."""
    cx, cy = centre
    return {
        Seat.NORTH: (cx - CARD_W // 2, cy - CARD_H - 6),
        Seat.SOUTH: (cx - CARD_W // 2, cy + 6),
        Seat.WEST: (cx - CARD_W // 2 - CARD_W - 14, cy - CARD_H // 2),
        Seat.EAST: (cx + CARD_W // 2 + 14, cy - CARD_H // 2),
    }


def draw_trick(
    img: Image.Image,
    trick: TrickView | None,
    centre: tuple[int, int],
    waiting: Seat | None,
    theme: Theme,
    words: Words = ENGLISH,
) -> None:
    """`trick` around `centre`; `waiting` is the seat whose card is awaited, if any."""
    slots = trick_slots(centre)
    draw = ImageDraw.Draw(img)
    for seat, (x, y) in slots.items():
        card = trick.card_of(seat) if trick is not None else None
        if card is None:
            colour = theme.highlight if waiting is seat else theme.felt_edge
            draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), 8, outline=colour,
                                   width=3 if waiting is seat else 2)  # fmt: skip
            continue
        if trick is not None and trick.winner is seat:
            rounded_box(img, (x - 7, y - 7, x + CARD_W + 7, y + CARD_H + 7), 12, theme.winner)
        paste_card(img, card, (x, y), CARD_W, CARD_H, theme, words=words)
    if trick is not None and trick.plays:
        lead_mark(img, trick.leader, slots[trick.leader], theme)


def lead_mark(img: Image.Image, leader: Seat, slot: tuple[int, int], theme: Theme) -> None:
    """A dot on the outer side of the led card, so the order of the trick can be read."""
    x, y = slot
    centre = {
        Seat.NORTH: (x + CARD_W // 2, y - 12),
        Seat.SOUTH: (x + CARD_W // 2, y + CARD_H + 12),
        Seat.WEST: (x - 12, y + CARD_H // 2),
        Seat.EAST: (x + CARD_W + 12, y + CARD_H // 2),
    }[leader]
    circle(img, centre, 5, theme.on_felt)
