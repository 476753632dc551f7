"""The four suit symbols drawn as shapes, so that no font needs ♠♥♦♣ glyphs.

Each symbol is drawn four times too large from circles and polygons and then reduced, which
gives smooth edges at any size. The result is a greyscale mask to paste any colour through.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.games.cards import Suit
from renderers.common.cache import LockedCache

_SCALE = 4

Point = tuple[float, float]


def _circle(draw: ImageDraw.ImageDraw, s: float, cx: float, cy: float, r: float) -> None:
    draw.ellipse(((cx - r) * s, (cy - r) * s, (cx + r) * s, (cy + r) * s), fill=255)


def _polygon(draw: ImageDraw.ImageDraw, s: float, points: list[Point]) -> None:
    draw.polygon([(x * s, y * s) for x, y in points], fill=255)


def _heart(draw: ImageDraw.ImageDraw, s: float) -> None:
    _circle(draw, s, 0.285, 0.32, 0.235)
    _circle(draw, s, 0.715, 0.32, 0.235)
    _polygon(draw, s, [(0.06, 0.4), (0.5, 0.22), (0.94, 0.4), (0.5, 0.96)])


def _spade(draw: ImageDraw.ImageDraw, s: float) -> None:
    # An upside-down heart on a flared stem.
    _circle(draw, s, 0.29, 0.56, 0.215)
    _circle(draw, s, 0.71, 0.56, 0.215)
    _polygon(draw, s, [(0.08, 0.5), (0.5, 0.02), (0.92, 0.5), (0.5, 0.7)])
    _polygon(draw, s, [(0.5, 0.6), (0.3, 0.99), (0.7, 0.99)])


def _diamond(draw: ImageDraw.ImageDraw, s: float) -> None:
    _polygon(draw, s, [(0.5, 0.01), (0.88, 0.5), (0.5, 0.99), (0.12, 0.5)])


def _club(draw: ImageDraw.ImageDraw, s: float) -> None:
    _circle(draw, s, 0.5, 0.25, 0.215)
    _circle(draw, s, 0.25, 0.58, 0.215)
    _circle(draw, s, 0.75, 0.58, 0.215)
    _circle(draw, s, 0.5, 0.5, 0.12)
    _polygon(draw, s, [(0.5, 0.5), (0.31, 0.99), (0.69, 0.99)])


_SHAPES = {Suit.HEARTS: _heart, Suit.SPADES: _spade, Suit.DIAMONDS: _diamond, Suit.CLUBS: _club}


def _make_mask(key: tuple[Suit, int]) -> Image.Image:
    suit, size = key
    big = Image.new("L", (size * _SCALE, size * _SCALE), 0)
    _SHAPES[suit](ImageDraw.Draw(big), size * _SCALE)
    return big.resize((size, size), Image.Resampling.LANCZOS)


_masks: LockedCache[tuple[Suit, int], Image.Image] = LockedCache(_make_mask)


def suit_mask(suit: Suit, size: int) -> Image.Image:
    """A `size`×`size` mask of the suit's symbol (255 inside the shape)."""
    return _masks.get((suit, size))
