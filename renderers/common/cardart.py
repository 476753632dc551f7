"""Card faces and rank chips, drawn once per size and theme and then reused.

A card face shows its rank and a small suit symbol in the top-left corner, which is all that
shows when cards overlap in a hand, and a large symbol in the middle. A chip is a small
rounded tile with only the rank, for dummy's cards laid out in rows under a suit symbol.
"""

from __future__ import annotations

from PIL import Image

from bot.games.cards import Card
from renderers.common.cache import LockedCache
from renderers.common.draw import draw_suit, draw_text, font, rounded_box, rounded_mask
from renderers.common.theme import Theme


def _make_face(key: tuple[Card, int, int, Theme, bool]) -> Image.Image:
    card, w, h, theme, dimmed = key
    img = Image.new("RGB", (w, h), theme.card_face)
    radius = max(3, w // 10)
    rounded_box(img, (0, 0, w, h), radius, theme.card_face, theme.card_edge, max(1, w // 45))
    colour = theme.suit_colour(card.suit)
    rank_size = max(10, round(w * 0.36))
    pad = max(3, round(w * 0.07))
    text = card.rank.label
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


_faces: LockedCache[tuple[Card, int, int, Theme, bool], Image.Image] = LockedCache(_make_face)


def card_face(card: Card, w: int, h: int, theme: Theme, dimmed: bool = False) -> Image.Image:
    """The face of `card` as an RGBA image `w`×`h` with rounded, transparent corners."""
    return _faces.get((card, w, h, theme, dimmed))


def paste_card(
    img: Image.Image, card: Card, xy: tuple[int, int], w: int, h: int, theme: Theme,
    dimmed: bool = False,
) -> None:  # fmt: skip
    face = card_face(card, w, h, theme, dimmed)
    img.paste(face, xy, face)


def _make_chip(key: tuple[Card, int, int, Theme]) -> Image.Image:
    card, w, h, theme = key
    img = Image.new("RGB", (w, h), theme.card_face)
    radius = max(3, w // 6)
    rounded_box(img, (0, 0, w, h), radius, theme.card_face, theme.card_edge, 1)
    text = card.rank.label
    size = round(h * 0.62) if len(text) == 1 else round(h * 0.5)
    draw_text(
        img, (w / 2, h / 2 + size * 0.37), text, font(size, bold=True),
        theme.suit_colour(card.suit), theme, align="center",
    )  # fmt: skip
    out = img.convert("RGBA")
    out.putalpha(rounded_mask(w, h, radius))
    return out


_chips: LockedCache[tuple[Card, int, int, Theme], Image.Image] = LockedCache(_make_chip)


def paste_chip(
    img: Image.Image, card: Card, xy: tuple[int, int], w: int, h: int, theme: Theme
) -> None:
    """A small tile showing the rank of `card` in its suit's colour."""
    chip = _chips.get((card, w, h, theme))
    img.paste(chip, xy, chip)
