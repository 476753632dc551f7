"""The catalogue holds every message in every language, each with the source's placeables, and
every message can be said."""

from __future__ import annotations

import pytest

from bot.language import Language, Words, choose, say
from bot.language.catalogue import MissingMessage, entries

SOURCE = Language.ENGLISH
OTHERS = [lang for lang in Language if lang is not SOURCE]
#: The slash commands' translations: English is written in the commands themselves, and
#: tests/language/test_commands.py holds these to the command tree.
COMMANDS = "cmd-"


def expected_keys(language: Language) -> set[str]:
    return set(entries(SOURCE))


@pytest.mark.parametrize("language", OTHERS, ids=lambda lang: lang.code)
def test_every_language_has_the_sources_keys_and_no_others(language: Language):
    have = {k for k in entries(language) if not k.startswith(COMMANDS)}
    assert sorted(expected_keys(language) - have) == []
    assert sorted(have - expected_keys(language)) == []


@pytest.mark.parametrize("language", OTHERS, ids=lambda lang: lang.code)
def test_each_message_uses_the_sources_placeables(language: Language):
    source = entries(SOURCE)
    differ = [
        (key, sorted(source[key].placeables), sorted(entry.placeables))
        for key, entry in entries(language).items()
        if key in source and entry.placeables != source[key].placeables
    ]
    assert differ == []


@pytest.mark.parametrize("language", list(Language), ids=lambda lang: lang.code)
def test_every_message_can_be_said(language: Language):
    for key, entry in entries(language).items():
        for count in (0, 1, 2, 5):
            text = say(language, key, **dict.fromkeys(entry.placeables, count))
            assert text.strip(), key
            assert "{" not in text and "$" not in text, (key, text)


def test_a_missing_key_is_an_error_not_a_blank():
    with pytest.raises(MissingMessage):
        say(Language.FRENCH, "no-such-message")


def test_numbers_are_written_as_bridge_players_write_them():
    # Fluent's French would group 1430 as "1 430"; a score is written whole everywhere.
    assert "1430" in say(Language.FRENCH, "settings-look", contrast=1430, grain=0, warmth=0)


def test_words_say_in_their_language():
    assert Words(Language.MALAY)("seat-north") == "Utara"
    assert Words(Language.FRENCH)("seat-west") == "Ouest"
    assert Words()("seat-east") == "East"


def test_a_players_choice_comes_before_their_client_and_the_server():
    assert choose("ms", "fr", "en-US") is Language.MALAY
    assert choose("", "fr", "en-US") is Language.FRENCH
    assert choose(None, "de", "fr") is Language.FRENCH
    assert choose(None, "en-GB") is Language.ENGLISH
    assert choose(None, "de", "ja") is Language.ENGLISH
    assert choose("xx") is Language.ENGLISH


def test_each_language_names_itself():
    assert {lang.title for lang in Language} == {"English", "Bahasa Melayu", "Français"}
    for lang in Language:
        assert say(lang, "language-name") == lang.title
