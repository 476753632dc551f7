"""Drawing primitives shared by every picture: fonts, text with suit symbols, boxes, PNG output.

Text comes from DejaVu Sans as matplotlib ships it (matplotlib arrives with endplay), falling
back to Pillow's built-in scalable font; no system font is ever consulted. Neither font is
trusted with ♠♥♦♣: those characters are cut out of the text and drawn as shapes.

Rendering runs on executor threads. FreeType faces must not be shared between threads, so each
thread loads its own; every other cache here is filled under a lock and only read afterwards.
"""

from __future__ import annotations

import importlib.util
import io
import math
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from PIL import Image, ImageDraw, ImageFont

from bot.games.cards import Suit
from renderers.common.cache import LockedCache
from renderers.common.suits import suit_mask
from renderers.common.theme import RGB, Theme, contrast_ratio

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont
Align = Literal["left", "center", "right"]

_SUIT_CHARS = {"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES}
#: A suit symbol inside text is this wide, as a fraction of the font size.
_GLYPH_ADVANCE = 0.86
_GLYPH_SIZE = 0.74


def _dejavu_dir() -> Path | None:
    spec = importlib.util.find_spec("matplotlib")
    if spec is None or spec.origin is None:
        return None
    folder = Path(spec.origin).parent / "mpl-data" / "fonts" / "ttf"
    return folder if (folder / "DejaVuSans.ttf").is_file() else None


_FONT_DIR = _dejavu_dir()
_local = threading.local()


def font(size: int, bold: bool = False) -> Font:
    """The text font at `size` pixels, loaded once per thread."""
    cache: dict[tuple[int, bool], Font] | None = getattr(_local, "fonts", None)
    if cache is None:
        cache = {}
        _local.fonts = cache
    key = (size, bold)
    found = cache.get(key)
    if found is None:
        found = _load_font(size, bold)
        cache[key] = found
    return found


def _load_font(size: int, bold: bool) -> Font:
    if _FONT_DIR is not None:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        # The basic layout engine gives the same pixels whether or not libraqm is installed.
        return ImageFont.truetype(str(_FONT_DIR / name), size, layout_engine=ImageFont.Layout.BASIC)
    return ImageFont.load_default(size)


def font_size(f: Font) -> int:
    return int(getattr(f, "size", 12))


# -- text ---------------------------------------------------------------------------------


def _pieces(text: str) -> list[str | Suit]:
    out: list[str | Suit] = []
    buf = ""
    for ch in text:
        suit = _SUIT_CHARS.get(ch)
        if suit is None:
            buf += ch
            continue
        if buf:
            out.append(buf)
            buf = ""
        out.append(suit)
    if buf:
        out.append(buf)
    return out


def _no_width() -> float:
    raise AssertionError("text widths are always measured with the font at hand")


#: Widths depend only on the text and the font file and size, so threads may share them.
_widths: LockedCache[tuple[str, str, int], float] = LockedCache(lambda _: _no_width(), 8192)


def _piece_width(piece: str, f: Font) -> float:
    key = (piece, str(getattr(f, "path", "")), font_size(f))
    return _widths.get(key, lambda: float(f.getlength(piece)))


def text_width(text: str, f: Font) -> int:
    """Width in pixels of `text` as `draw_text` draws it."""
    size = font_size(f)
    total = 0.0
    for piece in _pieces(text):
        if isinstance(piece, Suit):
            total += size * _GLYPH_ADVANCE
        else:
            total += _piece_width(piece, f)
    return round(total)


def fitting_font(
    text: str, size: int, width: float, bold: bool = False, smallest: int = 12
) -> Font:
    """The font at `size`, or the largest smaller one down to `smallest` in which `text` fits in
    `width` pixels: words in a longer language give up a little size rather than be cut."""
    for step in range(size, smallest - 1, -1):
        f = font(step, bold)
        if text_width(text, f) <= width:
            return f
    return font(smallest, bold)


def fit_lines(
    text: str, size: int, width: float, bold: bool = False, smallest: int = 12
) -> tuple[list[str], Font]:
    """`text` in one line at `size` if it fits in `width`; else on two lines a little smaller
    (a column's head, "Total / E-O"); else on one line as large as fits."""
    f = font(size, bold)
    if text_width(text, f) <= width:
        return [text], f
    smaller = font(max(smallest, size - 2), bold)
    lines = wrap_text(text, smaller, round(width))
    if len(lines) == 2 and all(not line.endswith("…") for line in lines):
        return lines, smaller
    return [text], fitting_font(text, size, width, bold, smallest)


def fit_text(text: str, f: Font, width: int) -> str:
    """`text`, shortened with an ellipsis if needed so that it fits in `width` pixels."""
    if text_width(text, f) <= width:
        return text
    # The longest prefix that fits with its ellipsis, found by halving.
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if text_width(text[:mid].rstrip() + "…", f) <= width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "…"


def wrap_text(text: str, f: Font, width: int) -> list[str]:
    """`text` broken into lines no wider than `width` (a single long word is shortened)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if text_width(trial, f) <= width:
            line = trial
            continue
        if line:
            lines.append(line)
        line = fit_text(word, f, width)
    if line:
        lines.append(line)
    return lines


def signed(n: int) -> str:
    """A change of score as players write it: "+8", "−3", "0"."""
    return f"+{n}" if n > 0 else number(n)


def number(n: int) -> str:
    """A score with a true minus sign: "12", "−2"."""
    return f"−{-n}" if n < 0 else str(n)


def draw_text(
    img: Image.Image,
    xy: tuple[float, float],
    text: str,
    f: Font,
    fill: RGB,
    theme: Theme,
    align: Align = "left",
    ground: RGB | None = None,
) -> int:
    """Draw `text` with its baseline at `xy[1]`; suit symbols become shapes in suit colours.

    `ground` is the colour behind the text when it is not a card or a panel (the felt, a
    highlight): a suit colour that would not stand out from it gives way to `fill`.
    Returns the width drawn.
    """
    x, baseline = xy
    width = text_width(text, f)
    if align == "center":
        x -= width / 2
    elif align == "right":
        x -= width
    if _recording() is not None and text.strip():
        box = _ink_box(text, f, x, baseline)
        _record(img, "text", box, text, (xy[0], (box[1] + box[3]) / 2), font_size(f))
    draw = ImageDraw.Draw(img)
    size = font_size(f)
    glyph = max(4, round(size * _GLYPH_SIZE))
    for piece in _pieces(text):
        if isinstance(piece, Suit):
            colour = theme.suit_colour(piece)
            if ground is not None and contrast_ratio(colour, ground) < 3:
                colour = fill
            gx = round(x + (size * _GLYPH_ADVANCE - glyph) / 2)
            gy = round(baseline - glyph)
            img.paste(colour, (gx, gy, gx + glyph, gy + glyph), suit_mask(piece, glyph))
            x += size * _GLYPH_ADVANCE
        else:
            _put_text(draw, (x, baseline), piece, f, fill)
            x += _piece_width(piece, f)
    return width


def _no_mask() -> tuple[Any, tuple[int, int]]:
    raise AssertionError("text masks are always made with the font at hand")


#: What FreeType draws of a piece of text (its coverage, and where that sits against the
#: baseline's start), by the text, the font and where the start falls within a pixel: a
#: picture repeats the same ranks, numbers and letters hundreds of times (a deal's record
#: about 230 texts), and drawing them again costs more than the rest of the picture.
_masks: LockedCache[tuple[str, str, int, float, float], tuple[Any, tuple[int, int]]] = LockedCache(
    lambda _: _no_mask(), 8192
)


def _put_text(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], piece: str, f: Font, fill: RGB
) -> None:
    """`piece` with its baseline's start at `xy`, pixel for pixel as `ImageDraw.text` draws
    it (the same mask, put down by the same call), its mask made once."""
    if not isinstance(f, ImageFont.FreeTypeFont):
        draw.text(xy, piece, font=f, fill=fill, anchor="ls")
        return
    x, y = xy
    start = (math.modf(x)[0], math.modf(y)[0])
    key = (piece, str(f.path), font_size(f), *start)
    mask, offset = _masks.get(
        key, lambda: f.getmask2(piece, draw.fontmode, anchor="ls", start=start)
    )
    draw.draw.draw_bitmap((int(x) + offset[0], int(y) + offset[1]), mask, draw.draw.draw_ink(fill))


def draw_suit(img: Image.Image, suit: Suit, box: tuple[int, int, int], colour: RGB) -> None:
    """A suit symbol `box[2]` pixels square with its top-left corner at `box[:2]`."""
    x, y, size = box
    img.paste(colour, (x, y, x + size, y + size), suit_mask(suit, size))


# -- measuring what is drawn ---------------------------------------------------------------
#
# The checks draw every picture with a recorder on: each text's ink box and each panel, with the
# image it was drawn on, so that a test can find text that runs out of its panel or its picture,
# or into other text. Drawing costs nothing extra when no recorder is on.

Rect = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class Drawn:
    """One text or panel as drawn: on which image, where, and (for text) what it says."""

    image: Image.Image
    kind: Literal["text", "box"]
    box: Rect
    text: str
    #: Where the text was placed (its left end, middle or right end, as it was aligned): the
    #: panel there is the one it was meant for.
    anchor: tuple[float, float] = (0, 0)
    #: The text's size in pixels (its font's em).
    size: float = 0


def _recording() -> list[Drawn] | None:
    found: list[Drawn] | None = getattr(_local, "drawn", None)
    return found


def _record(
    img: Image.Image, kind: Literal["text", "box"], box: Rect, text: str,
    anchor: tuple[float, float] = (0, 0), size: float = 0,
) -> None:  # fmt: skip
    found = _recording()
    if found is not None:
        found.append(Drawn(img, kind, box, text, anchor, size))


@contextmanager
def measuring() -> Iterator[list[Drawn]]:
    """Record every text and panel drawn on this thread until the block ends."""
    before = _recording()
    drawn: list[Drawn] = []
    _local.drawn = drawn
    try:
        yield drawn
    finally:
        _local.drawn = before


def _ink_box(text: str, f: Font, x: float, baseline: float) -> Rect:
    """The box the ink of `text` covers when drawn from `x` on `baseline`."""
    size = font_size(f)
    glyph = max(4, round(size * _GLYPH_SIZE))
    left, top, right, bottom = float("inf"), float("inf"), float("-inf"), float("-inf")
    for piece in _pieces(text):
        if isinstance(piece, Suit):
            gx = x + (size * _GLYPH_ADVANCE - glyph) / 2
            box: Rect = (gx, baseline - glyph, gx + glyph, baseline)
            x += size * _GLYPH_ADVANCE
        else:
            x0, y0, x1, y1 = f.getbbox(piece, anchor="ls")
            box = (x + x0, baseline + y0, x + x1, baseline + y1)
            x += _piece_width(piece, f)
        if box[2] > box[0]:
            left, top = min(left, box[0]), min(top, box[1])
            right, bottom = max(right, box[2]), max(bottom, box[3])
    return (left, top, right, bottom)


def _inside(inner: Rect, outer: Rect, slack: float = 1) -> bool:
    return (
        inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack
        and inner[2] <= outer[2] + slack and inner[3] <= outer[3] + slack
    )  # fmt: skip


def _meet(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def misfits(drawn: list[Drawn]) -> list[str]:
    """What does not fit: text outside its picture, text running out of the panel it was
    written in (the smallest panel already drawn where it was placed), and texts that
    overlap."""
    problems: list[str] = []
    texts: dict[int, list[Drawn]] = {}
    boxes: dict[int, list[Drawn]] = {}
    for item in drawn:
        key = id(item.image)
        if item.kind == "box":
            boxes.setdefault(key, []).append(item)
            continue
        w, h = item.image.size
        if not _inside(item.box, (0, 0, w, h), 0):
            problems.append(f"{item.text!r} runs out of the picture")
        else:
            mx, my = item.anchor
            under = [
                b.box for b in boxes.get(key, [])
                if b.box[0] <= mx <= b.box[2] and b.box[1] <= my <= b.box[3]
            ]  # fmt: skip
            if under:
                panel = min(under, key=lambda r: (r[2] - r[0]) * (r[3] - r[1]))
                if not _inside(item.box, panel):
                    problems.append(f"{item.text!r} runs out of its panel {panel}")
        for other in texts.get(key, []):
            if _meet(item.box, other.box):
                problems.append(f"{item.text!r} overlaps {other.text!r}")
        texts.setdefault(key, []).append(item)
    return problems


# -- boxes --------------------------------------------------------------------------------

_SUPERSAMPLE = 3


def _make_rounded_mask(key: tuple[int, int, int]) -> Image.Image:
    w, h, r = key
    big = Image.new("L", (w * _SUPERSAMPLE, h * _SUPERSAMPLE), 0)
    ImageDraw.Draw(big).rounded_rectangle(
        (0, 0, w * _SUPERSAMPLE - 1, h * _SUPERSAMPLE - 1), r * _SUPERSAMPLE, fill=255
    )
    return big.resize((w, h), Image.Resampling.LANCZOS)


_rounded_masks: LockedCache[tuple[int, int, int], Image.Image] = LockedCache(_make_rounded_mask)


def rounded_mask(w: int, h: int, r: int) -> Image.Image:
    """A smooth-edged mask of a `w`×`h` rounded rectangle."""
    return _rounded_masks.get((max(1, w), max(1, h), max(0, min(r, w // 2, h // 2))))


def rounded_box(
    img: Image.Image,
    box: tuple[int, int, int, int],
    radius: int,
    fill: RGB,
    outline: RGB | None = None,
    width: int = 0,
) -> None:
    """A filled rounded rectangle with an optional border, edges smoothed."""
    x0, y0, x1, y1 = box
    if _recording() is not None:
        _record(img, "box", (x0, y0, x1, y1), "")
    w, h = x1 - x0, y1 - y0
    if outline is not None and width > 0:
        img.paste(outline, (x0, y0, x1, y1), rounded_mask(w, h, radius))
        x0, y0, x1, y1 = x0 + width, y0 + width, x1 - width, y1 - width
        radius = max(0, radius - width)
        w, h = x1 - x0, y1 - y0
    img.paste(fill, (x0, y0, x1, y1), rounded_mask(w, h, radius))


def cost_badge(img: Image.Image, corner: tuple[int, int], cost: int, theme: Theme) -> int:
    """A small red mark saying what a card cost ("−1"), its top right corner at `corner`.
    Returns its width."""
    text = number(-cost)
    f = font(13, True)
    w = text_width(text, f) + 8
    x1, y0 = corner
    rounded_box(img, (x1 - w, y0, x1, y0 + 17), 8, theme.vulnerable)
    draw_text(img, (x1 - w / 2, y0 + 13), text, f, ink_on(theme.vulnerable), theme,
              align="center")  # fmt: skip
    return w


def ink_on(colour: RGB) -> RGB:
    """Black or white, whichever reads better on `colour`."""
    r, g, b = colour
    return (20, 20, 20) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (255, 255, 255)


def circle(img: Image.Image, centre: tuple[int, int], r: int, fill: RGB) -> None:
    cx, cy = centre
    _record(img, "box", (cx - r, cy - r, cx + r, cy + r), "")
    img.paste(fill, (cx - r, cy - r, cx + r, cy + r), rounded_mask(2 * r, 2 * r, r))


# -- canvas and output ---------------------------------------------------------------------


def _make_felt(key: tuple[Theme, int, int]) -> Image.Image:
    theme, w, h = key
    img = Image.new("RGB", (w, h), theme.rim or theme.felt_edge)
    # The playing surface inside a darker rim, like the cloth of a card table; a rim in the
    # colour of the table's kind is drawn wider, to be seen on a phone.
    inset = 5 if theme.rim is None else 9
    rounded_box(img, (inset, inset, w - inset, h - inset), 36, theme.felt)
    return img


_felts: LockedCache[tuple[Theme, int, int], Image.Image] = LockedCache(_make_felt, limit=64)


def felt(theme: Theme, w: int, h: int) -> Image.Image:
    """A fresh canvas showing the table's felt."""
    return _felts.get((theme, w, h)).copy()


def panel_canvas(theme: Theme, w: int, h: int) -> Image.Image:
    return Image.new("RGB", (w, h), theme.panel)


def to_png(img: Image.Image) -> bytes:
    """PNG bytes; Pillow writes no time stamp, so equal pictures give equal bytes.

    The pictures are flat colours and smooth edges, which a 256-colour palette keeps intact
    while the file shrinks to a quarter and encodes twice as fast.
    """
    out = io.BytesIO()
    rgb = img if img.mode == "RGB" else img.convert("RGB")
    palette = rgb.quantize(256, method=Image.Quantize.FASTOCTREE)
    palette.save(out, "PNG", compress_level=3)
    return out.getvalue()
