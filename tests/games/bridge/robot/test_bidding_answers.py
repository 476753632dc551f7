"""Sections 10 and 11 of seeds/bidding.md: answering strong twos and pre-empts, and game
forces. North deals and opens."""

import pytest

from tests.games.bridge.robot.helpers import bid, explain


def test_r11_1_raise_of_a_strong_two_shows_support_and_values():
    assert bid("K32.Q432.K432.32", "2S P") == "3S"


def test_r11_2_jump_to_game_in_the_strong_suit_is_weak():
    assert bid("K32.5432.5432.32", "2S P") == "4S"


def test_r11_3_new_suit_over_a_strong_two_shows_values():
    assert bid("32.KQJ32.Q432.32", "2S P") == "3H"
    meaning = explain("2S P 3H")
    assert meaning is not None and "4+ ♥" in meaning.text


@pytest.mark.parametrize(("hand", "call"), [
    ("32.5432.5432.432", "2NT"),  # nothing to show: the weak answer
    ("Q2.KJ2.K432.J432", "3NT"),  # balanced values, no fit
])  # fmt: skip
def test_r11_4_notrump_answers_to_a_strong_two(hand, call):
    assert bid(hand, "2S P") == call


@pytest.mark.parametrize(("hand", "call"), [
    ("A32.AK2.5432.432", "4S"),  # three quick tricks: to make
    ("Q32.K32.5432.432", "4S"),  # three trumps, no defence: a further pre-empt
    ("K2.Q32.K5432.Q32", "P"),   # neither
    ("K32.K432.A2.Q432", "4S"),  # three trumps and two quick tricks: the ten trumps go to four
])  # fmt: skip
def test_r11_5_raise_of_partners_preempted_major(hand, call):
    assert bid(hand, "3S P") == call


def test_r11_5_three_trumps_raise_over_their_double_or_bid_too():
    assert bid("K32.K432.A2.Q432", "3H X") == "4H"
    assert bid("K32.K432.A2.Q432", "3H 3S") == "4H"


def test_r11_6_three_notrump_over_a_preempt_with_the_other_suits_stopped():
    # Three aces and the rest stopped: partner's diamonds will run.
    assert bid("A32.A2.K432.AK32", "3D P") == "3NT"


@pytest.mark.parametrize(("hand", "call"), [
    ("A32.AK2.KQ2.5432", "5D"),  # four quick tricks
    ("5432.5432.Q32.32", "4D"),  # a further pre-empt
])  # fmt: skip
def test_r11_7_raise_of_partners_preempted_minor(hand, call):
    assert bid(hand, "3D P") == call


def test_r11_8_new_suit_over_a_preempt_is_forcing():
    assert bid("AKQJ32.AK2.32.32", "3D P") == "3S"
    meaning = explain("3D P 3S")
    assert meaning is not None and "forcing" in meaning.text


@pytest.mark.parametrize(("hand", "auction", "call"), [
    ("AKQJ3.AKQ4.K2.A2", "2S P 2NT P", "3H"),    # a second suit
    ("AKQJ32.AKQ4.K2.A", "2S P 2NT P", "3S"),    # six spades come before four hearts
    ("AKQJ3.AKQ52.K2.A", "2S P 2NT P", "3H"),    # five and five: the second suit
    ("AKQJ3.AK4.KQ2.A2", "2S P 2NT P", "3NT"),   # balanced
    ("A2.AK2.K2.AKQJ32", "2C P 2NT P", "3C"),    # a minor rebid too
])  # fmt: skip
def test_r11_9_opener_describes_the_strong_two_over_the_weak_answer(hand, auction, call):
    assert bid(hand, auction) == call
    meaning = explain(f"{auction} {call}")
    assert meaning is not None and "weak answer" in meaning.text
    if call != "3NT":
        # The game force stands: the weakest answer still bids on.
        assert bid("32.5432.5432.432", f"{auction} {call} P") != "P"


def test_r11_9_responder_raises_the_second_suit_to_game():
    assert bid("32.J432.5432.Q32", "2S P 2NT P 3H P") == "4H"


def test_r10_2_a_game_force_is_not_passed_below_game():
    # 2S forced to game: after the weak 2NT and opener's 3S, responder may not pass.
    assert bid("32.5432.5432.432", "2S P 2NT P 3S P") != "P"


def test_r10_2_a_jump_shift_forces_opener_on_to_game():
    assert bid("AQ432.K32.Q32.32", "1S P 3D P 3S P 3NT P") == "P"
    assert bid("AQ432.K32.Q32.32", "1S P 3D P") != "P"


@pytest.mark.parametrize(("hand", "vul", "call"), [
    ("5.J842.Q974.Q852", "none", "5D"),  # four trumps, weak: eleven trumps at five
    ("5.J842.Q974.Q852", "ew", "5D"),    # favourable
    ("5.J842.Q974.Q852", "ns", "4D"),    # vulnerable against not: four only
    ("5.J842.Q97.QT852", "none", "4D"),  # three trumps: four
])  # fmt: skip
def test_r11_7_four_trumps_raise_partners_pre_empted_minor_to_five(hand, vul, call):
    assert bid(hand, "3D P", vul=vul) == call
