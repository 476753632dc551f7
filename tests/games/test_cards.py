import random
from collections import Counter

import pytest

from bot.games.cards import (
    DECK,
    Card,
    Rank,
    Suit,
    deal_cards,
    hand_from_pbn,
    hand_to_pbn,
    hcp,
    seeded_rng,
    sort_hand,
)
from bot.games.seats import SEATS, Seat, Side


def test_r1_1_deck_has_52_distinct_cards_of_four_suits_and_thirteen_ranks():
    assert len(DECK) == 52
    assert len(set(DECK)) == 52
    assert Counter(c.suit for c in DECK) == dict.fromkeys(Suit, 13)
    assert Counter(c.rank for c in DECK) == dict.fromkeys(Rank, 4)


def test_r1_1_ace_is_high_and_two_low():
    ranks = sorted(Rank)
    assert ranks[0] is Rank.TWO
    assert ranks[-1] is Rank.ACE
    assert Rank.KING > Rank.QUEEN > Rank.JACK > Rank.TEN > Rank.NINE


def test_r1_2_partners_sit_opposite():
    assert Seat.NORTH.partner is Seat.SOUTH
    assert Seat.EAST.partner is Seat.WEST
    assert Seat.NORTH.side is Seat.SOUTH.side is Side.NS
    assert Seat.EAST.side is Seat.WEST.side is Side.EW


def test_r1_2_turn_passes_clockwise():
    assert [s.next for s in SEATS] == [Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH]
    assert Seat.SOUTH.clockwise_from() == (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)


def test_r1_3_each_seat_gets_thirteen_and_every_card_is_dealt_once():
    hands = deal_cards()
    assert all(len(hands[s]) == 13 for s in SEATS)
    assert set().union(*hands.values()) == set(DECK)


def test_r1_3_the_same_seed_gives_the_same_deal_and_another_seed_another():
    assert deal_cards(seeded_rng(7)) == deal_cards(seeded_rng(7))
    assert deal_cards(seeded_rng(7)) != deal_cards(seeded_rng(8))


def test_r1_3_default_dealing_uses_the_secure_source(monkeypatch):
    used = []

    class Spy(random.Random):
        def shuffle(self, x):  # type: ignore[override]
            used.append(True)
            super().shuffle(x)

    monkeypatch.setattr("bot.games.cards.secrets.SystemRandom", Spy)
    deal_cards()
    assert used == [True]


@pytest.mark.parametrize("card", DECK)
def test_card_text_round_trips(card):
    assert Card.parse(str(card)) == card


@pytest.mark.parametrize(
    ("text", "expected"),
    [("SA", "SA"), ("h10", "HT"), ("♥Q", "HQ"), ("AS", "SA"), ("10D", "DT"), ("c2", "C2")],
)
def test_card_parse_accepts_common_spellings(text, expected):
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize("bad", ["", "S", "SX", "ZA", "S11", "1"])
def test_card_parse_refuses_nonsense(bad):
    with pytest.raises(ValueError):
        Card.parse(bad)


def test_pbn_hand_round_trips_and_writes_ranks_high_first():
    hand = hand_from_pbn("K32A.QK2.Q32.K32")
    assert hand_to_pbn(hand) == "AK32.KQ2.Q32.K32"
    assert hand_from_pbn(hand_to_pbn(hand)) == hand
    assert hand_to_pbn(hand_from_pbn("AKQJT98765432...")) == "AKQJT98765432..."


def test_pbn_hand_refuses_a_repeated_card():
    with pytest.raises(ValueError):
        hand_from_pbn("AA.K.Q.J")


def test_high_card_points_count_4_3_2_1():
    assert hcp(hand_from_pbn("AKQJ.AKQ.AKQ.AKQ")) == 37
    assert hcp(hand_from_pbn("T98765432.T98.2.")) == 0


def test_sort_hand_puts_spades_first_and_high_cards_first():
    cards = sort_hand(hand_from_pbn("2A.3K..4Q"))
    assert [str(c) for c in cards] == ["SA", "S2", "HK", "H3", "CQ", "C4"]
