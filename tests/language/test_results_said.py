"""A result kept in the store as the game wrote it is said again in each reader's language: in
English exactly as kept, in French and Malay with their seat letters, no-trump and words. And
a place in a standing and a figure with a decimal are written as each language writes them."""

from __future__ import annotations

import itertools

import pytest

from bot.games.bridge.calls import ALL_BIDS, Strain
from bot.games.bridge.contract import PASSED_OUT, Contract, Doubling, result_text
from bot.games.bridge.scoring import Honours, Item, contract_items, honours_item
from bot.games.cards import hand_from_pbn
from bot.games.seats import SEATS, Seat
from bot.language import Language, Words
from bot.ui.games import adapter_for
from renderers.bridge.words import score_item_text

ENGLISH, FRENCH, MALAY = (Words(Language(code)) for code in ("en", "fr", "ms"))


def bridge_results() -> list[str]:
    out = [PASSED_OUT]
    for bid, doubling, seat in itertools.product(ALL_BIDS[::4], Doubling, SEATS):
        contract = Contract(bid.level, bid.strain, doubling, seat)
        out += [result_text(contract, tricks) for tricks in (0, contract.tricks_needed, 13)]
    return out


def test_a_kept_bridge_result_reads_in_english_as_kept_and_in_french_in_french_words():
    bridge = adapter_for("bridge")
    results = bridge_results()
    assert [bridge.said_result(text, ENGLISH) for text in results] == results
    french = {text: bridge.said_result(text, FRENCH) for text in results}
    assert french[PASSED_OUT] == "Donne passée"
    assert all("NT" not in said and " W " not in said for said in french.values())
    assert any("SA" in said for said in french.values())
    assert any(" O " in said for said in french.values())


def test_a_kept_kaiser_result_is_said_in_the_readers_words():
    kaiser = adapter_for("kaiser")
    assert kaiser.said_result("8♥ N made 9", ENGLISH) == "8♥ N made 9"
    assert kaiser.said_result("8NT W down, took 6", FRENCH) == "8SA O chuté, 6 points"
    # Read from the log's notation, said with the true minus sign.
    assert kaiser.said_result("7♠ E down, took -3", MALAY) == "7♠ T gagal, dapat −3"


@pytest.mark.parametrize("kept", ["", "4♠", "something else", "8♥ N made"])
def test_text_that_is_no_result_comes_back_as_it_is(kept: str):
    for game in ("bridge", "kaiser"):
        assert adapter_for(game).said_result(kept, FRENCH) == kept


def test_a_place_is_written_as_each_language_writes_it():
    places = (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)
    assert [ENGLISH.ordinal(n) for n in places] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
        "111th",
    ]  # fmt: skip
    assert [FRENCH.ordinal(n) for n in (1, 2, 21)] == ["1er", "2e", "21e"]
    assert [MALAY.ordinal(n) for n in (1, 2)] == ["ke-1", "ke-2"]


def test_a_figure_with_a_decimal_is_written_with_the_languages_decimal_mark():
    assert ENGLISH.decimal(62.5) == "62.5" and MALAY.decimal(62.5) == "62.5"
    assert FRENCH.decimal(62.5) == "62,5"
    assert FRENCH.decimal(2.25, signed=True) in ("+2,2", "+2,3")
    assert ENGLISH.decimal(-3.0, signed=True) == "−3.0"  # the true minus sign, as everywhere


def test_every_number_below_zero_is_said_with_the_true_minus_sign():
    for words in (ENGLISH, FRENCH, MALAY):
        text = words("hand-your-result", signed="−7", points=-7)
        assert "−7" in text and "-" not in text
    assert ENGLISH("channel-points", player="Ann", signed="+1", points=1) == "Ann: +1 point"


def test_a_score_items_details_are_facts_said_in_each_language():
    """Rule 4.10 and the doubled bonus: what an item counts is kept as facts (tricks, the
    doubling, the honours and their holder), and each language says them in its own words."""
    doubled = Contract(4, Strain.HEARTS, Doubling.DOUBLED, Seat.NORTH)
    items = {i.item: i for i in contract_items(doubled, False, 11)}
    assert items[Item.OVERTRICKS].count == 1 and items[Item.OVERTRICKS].each == 100
    assert items[Item.INSULT].doubling is Doubling.DOUBLED
    said = {w.language: score_item_text(w, items[Item.INSULT]) for w in (ENGLISH, FRENCH, MALAY)}
    assert "doubled" in said[ENGLISH.language] and "contré" in said[FRENCH.language]
    assert "digandakan" in said[MALAY.language]
    down = contract_items(doubled, False, 8)[0]
    assert (down.item, down.count) == (Item.UNDERTRICKS, 2)
    spades = Contract(4, Strain.SPADES, Doubling.UNDOUBLED, Seat.NORTH)
    hands = {Seat.NORTH: hand_from_pbn("AKQJ.432.432.432"),
             Seat.EAST: hand_from_pbn("T98.AKQ.AKQ.AKQ")}  # fmt: skip
    held = honours_item(spades, hands)
    assert held is not None and held.honours is Honours.FOUR_HONOURS and held.holder is Seat.NORTH
    assert score_item_text(FRENCH, held).endswith("quatre honneurs, Nord)")
