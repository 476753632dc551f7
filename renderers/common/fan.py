"""A hand fanned out in a player's picture, the same in every game: suits alternating black and
red, each high to low; on the player's turn the cards they may play stand raised with a mark
beneath them and the others are greyed."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.cards import Card
from bot.language import Words
from renderers.common.cardart import paste_card
from renderers.common.draw import draw_text, fit_text, font, rounded_box
from renderers.common.seating import alternating_order
from renderers.common.theme import Theme
from renderers.common.vocabulary import ENGLISH

CARD_W, CARD_H = 84, 118
STEP, SUIT_GAP = 47, 18
RAISE = 20
#: From the top of a fan's row to its cards: its label sits above them.
LABEL_H = 40
#: The size of a player's own pictures' words: 24 px at 800 px wide is 12 px on a phone that
#: shows the picture 400 px wide.
TEXT_SIZE = 24
#: A fan's row: its label, its raised cards and the marks beneath them.
ROW_H = CARD_H + RAISE + 44


def card_positions(cards: Sequence[Card]) -> list[tuple[Card, int]]:
    """Each card of a hand with its x offset from the left of the fan, suits alternating."""
    order = alternating_order({c.suit for c in cards})
    out: list[tuple[Card, int]] = []
    x = 0
    for n, suit in enumerate(order):
        if n:
            x += SUIT_GAP
        for card in sorted((c for c in cards if c.suit is suit), key=lambda c: -c.rank):
            out.append((card, x))
            x += STEP
    return out


def fan_width(cards: Sequence[Card]) -> int:
    placed = card_positions(cards)
    return placed[-1][1] + CARD_W if placed else CARD_W


def draw_fan(
    img: Image.Image, cards: Sequence[Card], y: int, label: str, marking: bool,
    legal: set[Card], theme: Theme, words: Words = ENGLISH,
) -> None:  # fmt: skip
    """The fan's row at `y`, centred across the picture, with `label` above it. With
    `marking`, the cards in `legal` stand raised and the others are greyed."""
    width = img.width
    # Words at TEXT_SIZE stay 12 px tall on a phone, where the picture shows 400 px wide.
    draw_text(img, (28, y + 30), fit_text(label, font(TEXT_SIZE, True), width - 56),
              font(TEXT_SIZE, True), theme.on_felt, theme)  # fmt: skip
    placed = card_positions(cards)
    if not placed:
        draw_text(img, (28, y + 80), words("picture-no-cards-left"), font(TEXT_SIZE),
                  theme.on_felt, theme)  # fmt: skip
        return
    x0 = (width - fan_width(cards)) // 2
    top = y + LABEL_H
    for card, dx in placed:
        playable = card in legal
        raised = marking and playable
        cy = top if raised else top + RAISE
        paste_card(img, card, (x0 + dx, cy), CARD_W, CARD_H, theme, dimmed=marking and not playable,
                   words=words)  # fmt: skip
        if raised:
            bar_y = top + RAISE + CARD_H + 4
            right = x0 + dx + min(STEP, CARD_W) - 6
            rounded_box(img, (x0 + dx + 4, bar_y, right, bar_y + 6), 3, theme.legal)
