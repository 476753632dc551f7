"""Card art that needs no system font, and themes that stay readable."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageDraw

from bot.games.cards import Suit
from renderers.common.draw import draw_text, font, text_width
from renderers.common.suits import suit_mask
from renderers.common.theme import CLASSIC, FOUR_COLOUR, THEMES, Theme, theme_named

RGB = tuple[int, int, int]


def luminance(c: RGB) -> float:
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = c
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: RGB, b: RGB) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_each_suit_has_its_own_shape() -> None:
    masks = [suit_mask(s, 40).tobytes() for s in Suit]
    assert len(set(masks)) == 4
    for suit in Suit:
        ink = sum(suit_mask(suit, 40).tobytes()) / (40 * 40 * 255)
        assert 0.25 < ink < 0.75, suit


def test_suit_symbols_in_text_are_drawn_as_shapes() -> None:
    f = font(30)
    img = Image.new("RGB", (80, 50), (255, 255, 255))
    draw_text(img, (5, 40), "♠", f, (0, 0, 0), CLASSIC)
    symbol = Image.new("RGB", (80, 50), (255, 255, 255))
    symbol.paste((20, 20, 20), (5 + 2, 40 - 22, 5 + 2 + 22, 40), suit_mask(Suit.SPADES, 22))
    assert ImageChops.difference(img, symbol).getbbox() is None
    assert text_width("♠", f) > 0


@pytest.mark.parametrize("x", [5, 5.25, 5.5, 5.75, -0.5])
@pytest.mark.parametrize("bold", [False, True])
def test_text_drawn_from_its_kept_mask_is_pixel_for_pixel_pillows(x: float, bold: bool) -> None:
    # Each piece of text is drawn by FreeType once and its mask kept: drawn again, anywhere
    # within a pixel, on any ground, in any ink, it is what Pillow itself draws.
    f = font(19, bold)
    for ground, ink in (((255, 255, 255), (0, 0, 0)), ((20, 90, 60), (250, 240, 200))):
        for _ in range(2):
            ours = Image.new("RGB", (120, 40), ground)
            draw_text(ours, (x, 27.5), "10 K Won", f, ink, CLASSIC)
            pillows = Image.new("RGB", (120, 40), ground)
            ImageDraw.Draw(pillows).text((x, 27.5), "10 K Won", font=f, fill=ink, anchor="ls")
            assert ImageChops.difference(ours, pillows).getbbox() is None
            assert ours.getcolors(4096) is not None and len(ours.getcolors(4096) or []) > 2


def test_text_font_is_a_file_shipped_with_a_python_package() -> None:
    f = font(20)
    path = getattr(f, "path", None)
    assert path is not None
    assert "site-packages" in str(path) or "dist-packages" in str(path)
    assert Path(str(path)).name.startswith("DejaVuSans")


@pytest.mark.parametrize("theme", list(THEMES.values()), ids=list(THEMES))
def test_every_suit_reads_clearly_on_the_card_face(theme: Theme) -> None:
    for suit in Suit:
        assert contrast(theme.suit_colour(suit), theme.card_face) >= 3.0, suit


@pytest.mark.parametrize("theme", list(THEMES.values()), ids=list(THEMES))
def test_panel_text_reads_clearly(theme: Theme) -> None:
    assert contrast(theme.panel_text, theme.panel) >= 7.0
    assert contrast(theme.on_felt, theme.felt) >= 4.5
    assert contrast(theme.plate_text, theme.plate) >= 7.0


def test_four_colour_deck_gives_each_suit_its_own_colour() -> None:
    assert len(set(FOUR_COLOUR.suit_colours)) == 4
    assert len(set(CLASSIC.suit_colours)) == 2


def test_a_player_setting_names_a_theme() -> None:
    for name, theme in THEMES.items():
        assert theme_named(name.upper()) is theme
    assert theme_named("no such theme") is CLASSIC
