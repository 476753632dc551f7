"""Every picture is drawn in the reader's language, and its words fit in every language: no text
runs out of its picture or its panel or into other text, and no language has to cut more words
short than English does."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from bot.games.cards import Card
from bot.games.kaiser import examples as ex
from bot.games.kaiser.views import public_view
from bot.language import Language, Words
from renderers.common.cardart import card_face
from renderers.common.draw import draw_text, font, measuring, misfits, rounded_box
from renderers.common.theme import CLASSIC
from renderers.gallery import main, pictures
from renderers.kaiser.gallery import PLAYERS
from renderers.kaiser.table import talk_lines

PICTURES = pictures()
LANGUAGES = list(Language)
OTHERS = [lang for lang in Language if lang is not Language.ENGLISH]


def drawn_texts(stem: str, language: Language) -> tuple[list[str], list[str]]:
    """What does not fit in the gallery picture `stem`, and the texts it had to shorten."""
    with measuring() as drawn:
        PICTURES[stem](CLASSIC, Words(language))
    shortened = [d.text for d in drawn if d.kind == "text" and "…" in d.text]
    return misfits(drawn), shortened


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda lang: lang.code)
@pytest.mark.parametrize("stem", list(PICTURES))
def test_no_text_runs_out_of_its_panel_or_into_other_text_in_any_language(
    stem: str, language: Language
) -> None:
    problems, _ = drawn_texts(stem, language)
    assert problems == []


@pytest.mark.parametrize("language", OTHERS, ids=lambda lang: lang.code)
@pytest.mark.parametrize("stem", list(PICTURES))
def test_no_language_cuts_more_words_short_than_english(stem: str, language: Language) -> None:
    # Long player names are shortened in every language; the catalogue's words must not be.
    _, english = drawn_texts(stem, Language.ENGLISH)
    _, other = drawn_texts(stem, language)
    assert len(other) <= len(english), other


@pytest.mark.parametrize("language", OTHERS, ids=lambda lang: lang.code)
@pytest.mark.parametrize("stem", list(PICTURES))
def test_a_french_or_malay_picture_differs_from_the_english_one(
    stem: str, language: Language
) -> None:
    # Every gallery picture draws words (a seat's name or letter at the least).
    english = PICTURES[stem](CLASSIC)
    assert PICTURES[stem](CLASSIC, Words(language)) != english
    assert PICTURES[stem](CLASSIC, Words(Language.ENGLISH)) == english


def test_the_check_finds_text_that_runs_out_of_its_panel_or_into_other_text() -> None:
    img = Image.new("RGB", (300, 120), CLASSIC.felt)
    with measuring() as drawn:
        rounded_box(img, (10, 10, 110, 50), 8, CLASSIC.panel)
        draw_text(img, (16, 38), "Fits", font(18), CLASSIC.panel_text, CLASSIC)
    assert misfits(drawn) == []
    with measuring() as drawn:
        rounded_box(img, (10, 10, 110, 50), 8, CLASSIC.panel)
        draw_text(img, (16, 38), "Far too long for its panel", font(18), CLASSIC.panel_text,
                  CLASSIC)  # fmt: skip
    assert [p for p in misfits(drawn) if "runs out of its panel" in p]
    with measuring() as drawn:
        draw_text(img, (20, 90), "One", font(20), CLASSIC.on_felt, CLASSIC)
        draw_text(img, (40, 95), "Two", font(20), CLASSIC.on_felt, CLASSIC)
        draw_text(img, (250, 90), "Outside", font(20), CLASSIC.on_felt, CLASSIC)
    found = misfits(drawn)
    assert "'Two' overlaps 'One'" in found
    assert "'Outside' runs out of the picture" in found


def test_nothing_is_measured_outside_a_measuring_block() -> None:
    with measuring() as drawn:
        pass
    PICTURES["bridge-table-trick"](CLASSIC)
    assert drawn == []


def test_card_faces_carry_the_readers_rank_letters() -> None:
    # A French reader's king is an R, as on the cards in their hand; Malay players write K.
    king = Card.parse("SK")
    english = card_face(king, 84, 118, CLASSIC).tobytes()
    assert card_face(king, 84, 118, CLASSIC, words=Words(Language.FRENCH)).tobytes() != english
    assert card_face(king, 84, 118, CLASSIC, words=Words(Language.MALAY)).tobytes() == english
    # The ranks that are numbers are the same everywhere.
    nine = Card.parse("S9")
    assert (
        card_face(nine, 84, 118, CLASSIC, words=Words(Language.FRENCH)).tobytes()
        == card_face(nine, 84, 118, CLASSIC).tobytes()
    )


def test_the_gallery_writes_every_picture_in_the_language_asked(tmp_path: Path) -> None:
    assert main([str(tmp_path / "ms"), "--language", "ms"]) == 0
    assert main([str(tmp_path / "en")]) == 0
    malay = sorted((tmp_path / "ms").iterdir())
    english = sorted((tmp_path / "en").iterdir())
    assert [p.name for p in malay] == [p.name for p in english]
    assert len(malay) >= len(PICTURES)
    same = [p.name for p, q in zip(malay, english, strict=True) if p.read_bytes() == q.read_bytes()]
    assert same == []


def test_the_kaiser_table_talk_drawn_in_a_picture_is_said_in_the_readers_language() -> None:
    """The talk of the Kaiser table and record pictures comes from the catalogue, as the
    channel's talk does: the French pictures draw none of the English pictures' talk."""

    def record_talk(language: Language) -> set[str]:
        with measuring() as drawn:
            PICTURES["kaiser-record"](CLASSIC, Words(language))
        return {d.text for d in drawn if d.kind == "text" and "“" in d.text}

    def table_talk(language: Language) -> set[str]:
        view = public_view(ex.hand(ex.TAKEN_AT_EIGHT, 15))
        lines = talk_lines(view, PLAYERS, Words(language))
        return {line[line.index("“") :] for line in lines if "“" in line}

    for talk in (record_talk, table_talk):
        english, french = talk(Language.ENGLISH), talk(Language.FRENCH)
        assert english and french
        assert english.isdisjoint(french), (english, french)
