"""Section 1 of seeds/bidding.md: how a hand is valued."""

import pytest

from bot.games.bridge.robot.hand_eval import HandInfo, need
from bot.games.cards import Suit, hand_from_pbn


def info(hand: str) -> HandInfo:
    return HandInfo.of(hand_from_pbn(hand))


@pytest.mark.parametrize(
    ("hand", "hcp"),
    [("AKQJ.432.432.432", 10), ("A432.K432.Q32.J2", 10), ("T98.T987.T987.T9", 0),
     ("AKQJ.AKQ.AKQ.AKQ", 37)],
)  # fmt: skip
def test_r1_1_high_card_points_count_four_three_two_one(hand, hcp):
    assert info(hand).hcp == hcp


@pytest.mark.parametrize(
    ("hand", "points"),
    [("AKQJ2.432.432.43", 11), ("AKQJ32.432.432.4", 12), ("AKQJ2.Q5432.2.32", 14),
     ("AKQJ.432.432.432", 10)],
)  # fmt: skip
def test_r1_2_points_add_one_for_each_card_past_the_fourth(hand, points):
    assert info(hand).points == points


@pytest.mark.parametrize(
    ("hand", "balanced"),
    [("A432.K32.Q32.J32", True), ("A432.K432.Q32.J2", True), ("A5432.K32.Q32.J2", True),
     ("A5432.K432.Q2.J2", False), ("A432.K432.Q432.2", False), ("A65432.K32.Q2.J2", False)],
)  # fmt: skip
def test_r1_3_balanced_means_4333_4432_or_5332(hand, balanced):
    assert info(hand).balanced is balanced


@pytest.mark.parametrize(
    ("hand", "stopped"),
    [("A.5432.5432.5432", True), ("K2.5432.5432.543", True), ("K.5432.5432.5432", False),
     ("Q32.5432.5432.54", True), ("Q2.5432.5432.543", False), ("J432.5432.5432.5", True),
     ("J32.5432.5432.54", False)],
)  # fmt: skip
def test_r1_4_stoppers(hand, stopped):
    assert info(hand).stoppers[Suit.SPADES] is stopped


@pytest.mark.parametrize(
    ("hand", "tricks"),
    [("AK2.5432.5432.54", 2.0), ("AQ2.5432.5432.54", 1.5), ("A32.5432.5432.54", 1.0),
     ("KQ2.5432.5432.54", 1.0), ("K32.5432.5432.54", 0.5), ("Q32.5432.5432.54", 0.0)],
)  # fmt: skip
def test_r1_5_quick_tricks(hand, tricks):
    assert info(hand).quick_tricks == tricks


@pytest.mark.parametrize(
    ("hand", "trumps", "extra"),
    [("AK32.5432.5432.5", Suit.SPADES, 2), ("AK32.65432.5432.", Suit.SPADES, 3),
     ("AK3.5432.5432.54", Suit.SPADES, 1), ("AK.65432.5432.54", Suit.SPADES, 0),
     ("AK32.5432.543.54", Suit.HEARTS, 1)],
)  # fmt: skip
def test_r1_6_shortness_counts_only_with_three_trumps(hand, trumps, extra):
    assert info(hand).shortness(trumps) == extra


@pytest.mark.parametrize(("hand", "suit", "solid"), [
    ("AKJ8765.2.32.432", Suit.SPADES, True),   # seven cards, two top honours
    ("AKQ876.2.432.432", Suit.SPADES, True),   # six cards, all three
    ("AKJ876.2.432.432", Suit.SPADES, False),  # six cards, two top honours
    ("AJT8765.2.32.432", Suit.SPADES, False),  # seven cards, one top honour
])  # fmt: skip
def test_r1_7_a_self_sufficient_suit(hand, suit, solid):
    assert HandInfo.of(hand_from_pbn(hand)).is_solid_enough(suit) is solid


def test_r1_6_support_points_count_shortness_not_the_trumps_length():
    h = HandInfo.of(hand_from_pbn("KJ432.7543.A9.Q9"))
    # 10 HCP, two doubletons; the fifth spade is not counted again.
    assert h.support_points(Suit.SPADES) == 12


def test_r1_6_no_shortness_counted_in_partners_side_suit():
    h = info("3.KT32.J.AKQJ852")
    # With hearts as trumps the singletons count two each...
    assert h.shortness(Suit.HEARTS) == 4
    # ...but not the one facing partner's spades.
    assert h.shortness(Suit.HEARTS, [Suit.SPADES]) == 2


@pytest.mark.parametrize(
    ("hand", "support", "dummy"),
    [("K32.KJ32.Q432.32", 10, 11), ("K32.KJ3.Q432.432", 9, 9), ("A6.J9854.JT8.K83", 10, 11)],
)  # fmt: skip
def test_r3_4_a_fourth_trump_in_partners_major_counts_a_point(hand, support, dummy):
    assert info(hand).support_points(Suit.HEARTS) == support
    assert info(hand).dummy_points(Suit.HEARTS) == dummy


def test_r3_4_a_call_read_with_and_without_the_fourth_trump_allows_a_point_fewer():
    with_fourth = need(points=(11, 12), trumps=Suit.HEARTS, fourth_trump=True)
    without = need(points=(11, 12), trumps=Suit.HEARTS)
    both = with_fourth.union(without)
    assert both.points == (10, 12) and not both.fourth_trump
    assert with_fourth.fits(info("K32.KJ32.Q432.32")) and not without.fits(info("K32.KJ32.Q432.32"))
