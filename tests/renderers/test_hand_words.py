"""A player's hand picture reads on a phone: Discord shows it about 400 px wide there, and every
word on it stays at least 12 px tall (issue 46)."""

from __future__ import annotations

import pytest

from bot.language import Language, Words
from renderers.common.draw import measuring
from renderers.common.theme import CLASSIC
from renderers.gallery import pictures

PICTURES = pictures()
HANDS = [stem for stem in PICTURES if "-hand" in stem]
PHONE_WIDTH = 400
SMALLEST = 12


@pytest.mark.parametrize("language", list(Language), ids=lambda lang: lang.code)
@pytest.mark.parametrize("stem", HANDS)
def test_every_word_of_a_hand_picture_is_12_px_tall_at_400_px_wide(
    stem: str, language: Language
) -> None:
    with measuring() as drawn:
        PICTURES[stem](CLASSIC, Words(language))
    texts = [d for d in drawn if d.kind == "text"]
    # The words drawn on the picture itself (a card's own art is drawn apart, and larger).
    width = max(d.image.width for d in texts)
    on_picture = [d for d in texts if d.image.width == width]
    assert len(on_picture) >= 4
    small = [(d.text, d.size * PHONE_WIDTH / width) for d in on_picture
             if d.size * PHONE_WIDTH / width < SMALLEST]  # fmt: skip
    assert small == []
