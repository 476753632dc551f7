"""Card faces and rank chips, drawn once per size and theme and then reused.

A card face shows its rank and a small suit symbol in the top-left corner, which is all that
shows when cards overlap in a hand, and a large symbol in the middle. A chip is a small
rounded tile with only the rank, for dummy's cards laid out in rows under a suit symbol.

The rank is written as the reader's language writes it (a French reader's king is an R), as the
corner index of the cards in their own hand would be: a picture whose faces said K while its
text said R would make the reader translate.
"""

from __future__ import annotations

from PIL import Image

from bot.games.cards import Card
from bot.language import Words
from renderers.common.cache import LockedCache
from renderers.common.draw import draw_suit, draw_text, font, rounded_box, rounded_mask
from renderers.common.theme import Theme
from renderers.common.vocabulary import ENGLISH, rank_label

FaceKey = tuple[Card, int, int, Theme, bool, str]


def _make_face(key: FaceKey) -> Image.Image:
    card, w, h, theme, dimmed, text = key
    img = Image.new("RGB", (w, h), theme.card_face)
    radius = max(3, w // 10)
    rounded_box(img, (0, 0, w, h), radius, theme.card_face, theme.card_edge, max(1, w // 45))
    colour = theme.suit_colour(card.suit)
    rank_size = max(10, round(w * 0.36))
    pad = max(3, round(w * 0.07))
    f = font(rank_size if len(text) == 1 else round(rank_size * 0.9), bold=True)
    draw_text(img, (pad, pad + rank_size * 0.92), text, f, colour, theme)
    corner = max(6, round(w * 0.26))
    draw_suit(img, card.suit, (pad + 1, round(pad + rank_size * 1.12), corner), colour)
    big = round(w * 0.5)
    draw_suit(img, card.suit, (w - big - pad, h - big - pad - round(h * 0.04), big), colour)
    if dimmed:
        shade = Image.new("RGBA", (w, h), theme.card_dim)
        base = img.convert("RGBA")
        base.alpha_composite(shade)
        img = base.convert("RGB")
    out = img.convert("RGBA")
    out.putalpha(rounded_mask(w, h, radius))
    return out


_faces: LockedCache[FaceKey, Image.Image] = LockedCache(_make_face)


def card_face(
    card: Card, w: int, h: int, theme: Theme, dimmed: bool = False, words: Words = ENGLISH
) -> Image.Image:
    """The face of `card` as an RGBA image `w`×`h` with rounded, transparent corners."""
    return _faces.get((card, w, h, theme, dimmed, rank_label(words, card.rank)))


def paste_card(
    img: Image.Image, card: Card, xy: tuple[int, int], w: int, h: int, theme: Theme,
    dimmed: bool = False, words: Words = ENGLISH,
) -> None:  # fmt: skip
    face = card_face(card, w, h, theme, dimmed, words)
    img.paste(face, xy, face)


def _make_chip(key: tuple[Card, int, int, Theme, str]) -> Image.Image:
    card, w, h, theme, text = key
    img = Image.new("RGB", (w, h), theme.card_face)
    radius = max(3, w // 6)
    rounded_box(img, (0, 0, w, h), radius, theme.card_face, theme.card_edge, 1)
    size = round(h * 0.62) if len(text) == 1 else round(h * 0.5)
    draw_text(
        img, (w / 2, h / 2 + size * 0.37), text, font(size, bold=True),
        theme.suit_colour(card.suit), theme, align="center",
    )  # fmt: skip
    out = img.convert("RGBA")
    out.putalpha(rounded_mask(w, h, radius))
    return out


_chips: LockedCache[tuple[Card, int, int, Theme, str], Image.Image] = LockedCache(_make_chip)


def paste_chip(
    img: Image.Image, card: Card, xy: tuple[int, int], w: int, h: int, theme: Theme,
    words: Words = ENGLISH,
) -> None:  # fmt: skip
    """A small tile showing the rank of `card` in its suit's colour."""
    chip = _chips.get((card, w, h, theme, rank_label(words, card.rank)))
    img.paste(chip, xy, chip)
