"""A player's look: 50 % leaves a picture as drawn; each setting moves it the way it says."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageFilter, ImageStat

from renderers.common.look import DEFAULT_LOOK, Look, adjust
from renderers.common.theme import CLASSIC
from renderers.gallery import pictures


@pytest.fixture(scope="module")
def table() -> bytes:
    return pictures()["bridge-table-trick"](CLASSIC)


def _img(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def _spread(png: bytes) -> float:
    return ImageStat.Stat(_img(png).convert("L")).stddev[0]


def _red_minus_blue(png: bytes) -> float:
    r, _, b = ImageStat.Stat(_img(png)).mean
    return r - b


def _detail(png: bytes) -> float:
    """How much fine detail (edges, grain) the picture holds."""
    return ImageStat.Stat(_img(png).convert("L").filter(ImageFilter.FIND_EDGES)).mean[0]


def test_the_default_look_leaves_the_picture_exactly_as_drawn(table: bytes) -> None:
    assert adjust(table, DEFAULT_LOOK) is table
    assert adjust(table, Look("dark")) is table  # the theme is the renderer's business


def test_contrast_softens_below_half_and_sharpens_above(table: bytes) -> None:
    assert (
        _spread(adjust(table, Look(contrast=0)))
        < _spread(table)
        < _spread(adjust(table, Look(contrast=100)))
    )


def test_colour_temperature_cools_below_half_and_warms_above(table: bytes) -> None:
    cool, warm = adjust(table, Look(warmth=0)), adjust(table, Look(warmth=100))
    assert _red_minus_blue(cool) < _red_minus_blue(table) < _red_minus_blue(warm)


def test_grain_smooths_below_half_and_adds_grain_above(table: bytes) -> None:
    smooth, grainy = adjust(table, Look(grain=0)), adjust(table, Look(grain=100))
    assert _detail(smooth) < _detail(table) < _detail(grainy)
    # The same look gives the same picture: nothing random between two draws.
    assert adjust(table, Look(grain=100)) == grainy
    assert _img(grainy).size == _img(table).size


@pytest.mark.parametrize(
    "bad", [{"contrast": 101}, {"grain": -1}, {"warmth": 250}, {"theme": "neon"}]
)
def test_a_look_outside_the_settings_is_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Look(**bad)  # type: ignore[arg-type]
