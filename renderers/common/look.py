"""A reader's look for their pictures: a theme, three display settings laid over any picture,
and the language the picture's words are written in.

Contrast, grain and colour temperature each run from 0 to 100 %, and 50 % is the picture exactly
as its theme draws it, so the default costs nothing. Contrast and temperature move both ways
(softer or crisper; cooler or warmer); grain above 50 % lays a fine film grain over the picture,
and below 50 % softens it towards a smooth finish. Every renderer draws as before; `adjust`
works on the finished PNG.
"""

from __future__ import annotations

import io
import random
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageChops, ImageEnhance, ImageFilter

from bot.language import DEFAULT, Language, Words
from renderers.common.draw import to_png
from renderers.common.theme import THEMES, Theme, theme_named

#: At 0 % or 100 % contrast the picture's contrast is scaled by 1 ∓ this.
CONTRAST_REACH = 0.4
#: At 0 % or 100 % temperature, red and blue move apart by this share of their level.
WARMTH_REACH = 0.14
#: At 100 % grain each pixel moves by up to this many levels (of 255).
GRAIN_LEVELS = 22
#: The grain repeats every this many pixels: a repeating grain keeps the PNG small, since the
#: compressor finds each flat row's pattern again, where fresh noise would make it ten times larger.
GRAIN_TILE = 40
#: At 0 % grain this share of a gentle blur is blended in.
SMOOTH_REACH = 0.45


@dataclass(frozen=True, slots=True)
class Look:
    theme: str = "classic"
    contrast: int = 50
    grain: int = 50
    warmth: int = 50
    #: The reader's language: a player's own for their hand and deal pictures, the table's for
    #: the pictures in its channel.
    language: Language = DEFAULT

    def __post_init__(self) -> None:
        if self.theme not in THEMES:
            raise ValueError(f"there is no theme called {self.theme!r}")
        for name in ("contrast", "grain", "warmth"):
            value = getattr(self, name)
            if not 0 <= value <= 100:
                raise ValueError(f"{name} is a percentage from 0 to 100, not {value}")

    @property
    def palette(self) -> Theme:
        return theme_named(self.theme)

    @property
    def words(self) -> Words:
        return Words(self.language)

    @property
    def as_drawn(self) -> bool:
        """The display settings leave the picture as the theme draws it."""
        return self.contrast == self.grain == self.warmth == 50


DEFAULT_LOOK = Look()


def adjust(png: bytes, look: Look) -> bytes:
    """The picture with `look`'s display settings applied (the same bytes when they are all at
    50 %). Deterministic: the same picture and look give the same bytes."""
    if look.as_drawn:
        return png
    with Image.open(io.BytesIO(png)) as opened:
        img = opened.convert("RGB")
    if look.contrast != 50:
        img = ImageEnhance.Contrast(img).enhance(1 + CONTRAST_REACH * _pull(look.contrast))
    if look.warmth != 50:
        img = _warm(img, _pull(look.warmth))
    if look.grain > 50:
        img = _grain(img, _pull(look.grain))
    elif look.grain < 50:
        soft = img.filter(ImageFilter.GaussianBlur(1.2))
        img = Image.blend(img, soft, SMOOTH_REACH * -_pull(look.grain))
    return to_png(img)


@lru_cache(maxsize=16)
def _grain_tile(levels: int) -> Image.Image:
    rng = random.Random(levels)  # the same grain every time: a picture drawn twice is the same
    noise = Image.frombytes("L", (GRAIN_TILE, GRAIN_TILE), rng.randbytes(GRAIN_TILE * GRAIN_TILE))
    return noise.point(lambda v: 128 - levels + v * (2 * levels + 1) // 256).convert("RGB")


def _pull(percent: int) -> float:
    """A setting as a pull from -1 (0 %) through 0 (50 %) to 1 (100 %)."""
    return (percent - 50) / 50


def _warm(img: Image.Image, pull: float) -> Image.Image:
    r, g, b = img.split()
    up, down = 1 + WARMTH_REACH * pull, 1 - WARMTH_REACH * pull
    r = r.point(lambda v: min(255, round(v * up)))
    b = b.point(lambda v: min(255, round(v * down)))
    return Image.merge("RGB", (r, g, b))


def _grain(img: Image.Image, pull: float) -> Image.Image:
    grain = Image.new("RGB", img.size)
    tile = _grain_tile(round(GRAIN_LEVELS * pull))
    for y in range(0, img.height, GRAIN_TILE):
        for x in range(0, img.width, GRAIN_TILE):
            grain.paste(tile, (x, y))
    # add(img, grain - 128): mid-grey adds nothing, so the grain darkens and lightens alike.
    lighter = ImageChops.subtract(grain, Image.new("RGB", img.size, (128, 128, 128)))
    darker = ImageChops.subtract(Image.new("RGB", img.size, (128, 128, 128)), grain)
    return ImageChops.subtract(ImageChops.add(img, lighter), darker)
