"""Kaiser's table talk in every language: the catalogue's English says exactly what the rule
book's remarks say (so the two cannot drift), and the other languages name the same players."""

from __future__ import annotations

from bot.games.kaiser.talk import remarks
from bot.games.seats import SEATS
from bot.language import Language, Words
from renderers.common.vocabulary import remark_text
from tests.games.kaiser.helpers import random_hand

NAMES = {seat: f"P{seat.value}" for seat in SEATS}


def played_hands(count: int):
    """Whole Kaiser hands of random legal play, from seeds."""
    for seed in range(count):
        state, _ = random_hand(seed)
        yield state


def test_the_catalogues_english_is_the_rule_books_talk():
    said = 0
    for state in played_hands(60):
        for remark in remarks(state):
            assert remark.key is not None
            assert remark_text(remark, NAMES, Words(Language.ENGLISH)) == remark.said(NAMES)
            said += 1
    assert said >= 24


def test_the_talk_in_french_and_malay_names_the_same_players():
    for state in played_hands(20):
        for remark in remarks(state):
            for language in (Language.FRENCH, Language.MALAY):
                text = remark_text(remark, NAMES, Words(language))
                assert text != remark.said(NAMES)
                assert all(NAMES[s] in text for s in remark.seats)
