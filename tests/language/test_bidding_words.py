"""The bidding system's explanations in every language: each rule title is in the catalogue,
the English said from the catalogue is the system's own text, and French and Malay say it in
their own words."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from bot.games.bridge.calls import Call
from bot.games.bridge.robot.bidding import (
    NATURAL_TITLES,
    System,
    auction_context,
    choose,
    explain_auction,
)
from bot.games.bridge.robot.bidding_rules import RULES, TITLE_IDS
from bot.games.bridge.robot.hand_eval import HandInfo, need, with_promise
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.views import Explanation
from bot.games.cards import Suit, deal_cards
from bot.games.seats import SEATS
from bot.language import Language, Words
from bot.language.catalogue import entries
from bot.ui.games.bridge import explain
from renderers.bridge.meanings import meaning_text, need_text, title_key

ENGLISH = Words(Language.ENGLISH)
OTHERS = [lang for lang in Language if lang is not Language.ENGLISH]
AUCTIONS = 2000
#: A call the robots would not make, now and then, as a human might.
WILD = 0.15

#: Words French and Malay bridge players write as English does: conventions' names, and the
#: few terms each language took over whole.
SHARED = {"stayman", "blackwood", "minimum", "maximum"}
BORROWED = {
    Language.FRENCH: {
        "forcing",
        "points",
        "invitation",
        "misfit",
        "reverse",
        "fit",
        "six",
        "grand",
        "singleton",
    },
    Language.MALAY: {"slam", "major", "minor", "spade"},
}


def _auction(seed: int) -> tuple[list[Call], System, Vulnerability]:
    """A seeded auction: the robots' calls, with now and then any legal call instead."""
    rng = random.Random(seed)
    hands = deal_cards(rng)
    dealer = SEATS[seed % 4]
    vulnerability = list(Vulnerability)[seed % len(Vulnerability)]
    system = list(System)[seed % len(System)]
    calls: list[Call] = []
    while len(calls) < 40:
        ctx = auction_context(calls, dealer, vulnerability, system)
        if ctx.is_over:
            break
        if rng.random() < WILD:
            call = rng.choice(sorted(ctx.legal, key=str))
        else:
            seat = SEATS[(SEATS.index(dealer) + len(calls)) % 4]
            call, _ = choose(ctx, HandInfo.of(hands[seat]))
        calls.append(call)
    return calls, system, vulnerability


@cache
def _explanations() -> list[Explanation]:
    out: list[Explanation] = []
    for seed in range(AUCTIONS):
        calls, system, vulnerability = _auction(seed)
        dealer = SEATS[seed % 4]
        out.extend(e for e in explain_auction(calls, dealer, vulnerability, system) if e)
    return out


def _words(text: str) -> list[str]:
    """The words of `text` of three letters or more, accented letters included."""
    return re.findall(r"[^\W\d_]{3,}", text)


def _words_of_titles() -> set[str]:
    titles = {t for _, t in TITLE_IDS} | {ENGLISH(title_key(t)) for t in NATURAL_TITLES}
    found = {w.lower() for t in titles for w in _words(t)}
    return found - {"hcp"}


def test_every_rule_title_has_its_key_in_every_language():
    for language in Language:
        keys = set(entries(language))
        missing = [
            (r.number, r.title)
            for r in RULES
            if title_key(TITLE_IDS[(r.number, r.title)]) not in keys
        ]
        missing += [t for t in NATURAL_TITLES if title_key(t) not in keys]
        assert missing == [], language.code


def test_the_english_catalogue_holds_each_title_as_the_table_writes_it():
    assert all(ENGLISH(title_key(i)) == title for (_, title), i in TITLE_IDS.items())


def test_a_rule_with_several_titles_keys_each_apart():
    ids = list(TITLE_IDS.values())
    assert len(ids) == len(set(ids))
    assert TITLE_IDS[("3.3", "Game raise over their bid: support and 13+ points")] == "3.3b"


def test_english_from_the_catalogue_is_the_systems_own_text():
    explained = _explanations()
    assert len(explained) > 5 * AUCTIONS
    differ = [(e.text, meaning_text(e, ENGLISH)) for e in explained
              if meaning_text(e, ENGLISH) != e.text]  # fmt: skip
    assert differ[:5] == []
    # The seeded auctions reach conventions, two-rule meanings and natural readings alike.
    assert any(e.alert for e in explained)
    assert any(len(e.titles) == 2 for e in explained)
    assert {t for e in explained for t in e.titles} >= set(NATURAL_TITLES)


@pytest.mark.parametrize("language", OTHERS, ids=lambda lang: lang.code)
def test_french_and_malay_explanations_hold_no_english_word_of_the_titles(language: Language):
    words = Words(language)
    english = _words_of_titles() - SHARED - BORROWED[language]
    leaks: set[str] = set()
    for e in {*_explanations()}:
        said = meaning_text(e, words)
        assert said != e.text or not e.titles
        leaks |= {w.lower() for w in _words(said)} & english
    assert sorted(leaks) == []
    # Every title the table can name, said or not in the seeded auctions.
    for title in {*TITLE_IDS.values(), *NATURAL_TITLES}:
        found = {w.lower() for w in _words(words(title_key(title)))}
        assert sorted(found & english) == [], title


def test_a_promise_is_said_in_the_readers_words():
    promise = need(lengths={Suit.SPADES: (5, 13), Suit.HEARTS: (0, 3)}, points=(12, 21),
                   balanced=True, stoppers=[Suit.CLUBS, Suit.DIAMONDS])  # fmt: skip
    assert need_text(promise, ENGLISH) == promise.describe()
    assert need_text(promise, Words(Language.FRENCH)) == (
        "5+ ♠, au plus 3 ♥, 12–21 points, régulier, arrêt à ♣ et ♦"
    )
    assert need_text(need(hcp=(15, 17)), Words(Language.MALAY)) == "15–17 mata kad tinggi"


def test_controls_are_said_in_the_readers_words():
    promise = need(controls=[Suit.CLUBS, Suit.HEARTS], no_controls=[Suit.DIAMONDS])
    assert (
        need_text(promise, ENGLISH) == promise.describe() == ("control in ♣ and ♥, no control in ♦")
    )
    assert need_text(promise, Words(Language.FRENCH)) == "contrôle à ♣ et ♥, aucun contrôle à ♦"
    assert need_text(promise, Words(Language.MALAY)) == (
        "kawalan dalam ♣ dan ♥, tiada kawalan dalam ♦"
    )


def test_an_explanation_naming_no_rule_is_shown_as_written():
    assert meaning_text(Explanation("15–17 balanced"), Words(Language.FRENCH)) == "15–17 balanced"


def test_an_alert_in_the_hand_message_is_said_in_the_readers_language():
    calls = [Call.parse(c) for c in ["1NT", "P", "2C"]]
    stayman = explain_auction(calls, SEATS[0], Vulnerability.NONE, System.CONVENTIONS)[-1]
    assert stayman is not None and stayman.alert
    assert explain(stayman, ENGLISH) == f" (alert: {stayman.text})"
    assert explain(stayman, Words(Language.FRENCH)) == (
        " (alerte : Stayman : demande une majeure quatrième (8+ H))"
    )
    assert "bertanya tentang sut major empat kad" in explain(stayman, Words(Language.MALAY))


@pytest.mark.parametrize("language", list(Language), ids=lambda lang: lang.code)
def test_no_explanation_says_in_brackets_what_its_title_says(language: Language):
    words = Words(language)
    repeated = []
    for e in {*_explanations()}:
        said = meaning_text(e, words)
        title, _, promise = said.partition(" (")
        for part in promise.rstrip(")").split(", "):
            if part and re.search(rf"(?<![\w–]){re.escape(part)}(?!\w)", title):
                repeated.append((said, part))
    assert repeated[:5] == []
    double = explain_auction([Call.parse(c) for c in ["1NT", "X"]], SEATS[0], Vulnerability.NONE,
                             System.NATURAL)[-1]  # fmt: skip
    assert double is not None and double.text == "Double of 1NT: penalty, 15+ HCP"
    # A part the title does not say, or says only inside a longer figure, stays.
    assert with_promise("Reopening double: 16+ points", ["6+ points", "4+ ♠"]) == (
        "Reopening double: 16+ points (6+ points, 4+ ♠)"
    )
