"""Sections 7 and 8 of seeds/bidding.md: slams, Blackwood, and placing the contract later on.

North deals; in the Blackwood auctions North opened 1♠ and South made a limit raise.
"""

import pytest

from tests.games.bridge.robot.helpers import bid, explain

CONV = "conventions"
LIMIT = "1S P 3S P"


def test_r7_1_blackwood_with_slam_values_and_a_fit():
    assert bid("AKQJ2.A2.AK2.K32", LIMIT, system=CONV) == "4NT"
    meaning = explain(f"{LIMIT} 4NT", system=CONV)
    assert meaning is not None and meaning.alert and "aces" in meaning.text


def test_r7_1_no_blackwood_without_enough_points():
    assert bid("AKJ32.A2.K32.K32", LIMIT, system=CONV) == "4S"


def test_r7_1_a_human_four_notrump_after_a_raise_reads_as_blackwood():
    meaning = explain("1H P 2H P 4NT", system=CONV)
    assert meaning is not None and meaning.alert and "Blackwood" in meaning.text


@pytest.mark.parametrize(("hand", "call"), [
    ("K432.KQ2.KJ2.Q32", "5C"),
    ("K432.K32.Q32.A32", "5D"),
    ("A432.A32.Q32.J32", "5H"),
    ("A432.A32.A32.432", "5S"),
])  # fmt: skip
def test_r7_2_answers_to_blackwood(hand, call):
    assert bid(hand, f"{LIMIT} 4NT P", system=CONV) == call
    meaning = explain(f"{LIMIT} 4NT P {call}", system=CONV)
    assert meaning is not None and meaning.alert


def test_r7_3_grand_slam_with_every_ace_and_37_points():
    assert bid("AKQJ32.KQ2.KQJ.K", f"{LIMIT} 4NT P 5S P", system=CONV) == "7S"


def test_r7_4_small_slam_with_one_ace_missing():
    assert bid("KQJ32.KQ2.AK2.KQ", f"{LIMIT} 4NT P 5H P", system=CONV) == "6S"


def test_r7_5_sign_off_with_two_aces_missing():
    assert bid("KQJ32.KQ2.AK2.KQ", f"{LIMIT} 4NT P 5D P", system=CONV) == "5S"


def test_r7_5_pass_when_the_answer_is_already_five_of_our_suit():
    assert bid("K2.KQ2.AKQJ2.KQ2", "1D P 3D P 4NT P 5D P", system=CONV) == "P"


def test_r7_6_natural_small_slam_without_blackwood():
    assert bid("AKQJ2.A2.K32.K32", LIMIT) == "6S"


def test_r7_7_grand_slam_with_37_points_together():
    assert bid("AKQJ32.KQ2.KQJ.A", LIMIT) == "7S"


def test_r7_8_six_notrump_without_a_fit():
    assert bid("AK2.Q32.AKQ32.K2", "1D P 2NT P") == "6NT"


def test_r7_9_seven_notrump_without_a_fit():
    assert bid("AK2.KQ2.AKQJ2.K2", "1D P 2NT P") == "7NT"


def test_r7_10_four_notrump_is_natural_in_the_natural_option():
    meaning = explain("1H P 2H P 4NT")
    assert meaning is not None and not meaning.alert and "invites slam" in meaning.text


# --- 8. Placing the contract ---------------------------------------------------------------


@pytest.mark.parametrize(("hand", "auction", "call"), [
    ("AK2.KQ2.Q32.K432", "1NT P 2NT P", "3NT"),
    ("AJ2.KQ2.Q32.K432", "1NT P 2NT P", "P"),
    ("K32.Q32.K432.J32", "1S P 2S P 3S P", "4S"),
    ("K32.Q32.J432.J32", "1S P 2S P 3S P", "P"),
])  # fmt: skip
def test_r8_1_accept_an_invitation_with_the_upper_half(hand, auction, call):
    assert bid(hand, auction) == call


def test_r8_2_game_with_25_points_together():
    assert bid("AQJ32.K32.K32.32", "1C P 1S P 1NT P") == "3NT"


def test_r8_2_game_in_a_major_fit():
    assert bid("AQJ32.K32.K32.32", "1C P 1S P 2S P") == "4S"


def test_r8_3_invite_when_game_is_possible():
    assert bid("AQ32.K32.Q32.432", "1C P 1S P 1NT P") == "2NT"


def test_r8_4_back_to_partners_first_suit():
    assert bid("KJ32.Q32.J32.432", "1H P 1S P 2C P") == "2H"


def test_r8_5_sign_off_in_a_long_suit_opposite_notrump():
    assert bid("2.QJ5432.432.432", "1C P 1H P 1NT P") == "2H"


def test_r8_6_compete_to_the_level_of_our_trumps():
    assert bid("2.AKJ432.K32.432", "1H P 2H 3C") == "3H"


def test_r8_6_no_competing_beyond_the_level_of_our_trumps():
    assert bid("2.AKJ32.K32.5432", "1H P 2H 3S") == "P"


def test_r8_7_never_pass_a_forcing_bid():
    assert bid("32.5432.5432.432", "2S P") == "2NT"


@pytest.mark.parametrize(("hand", "call"), [("KJ32.432.Q32.432", "4S"), ("J432.432.432.432", "P")])
def test_r8_1_accept_an_invitation_after_answering_a_takeout_double(hand, call):
    assert bid(hand, "1H X P 1S P 2S P", dealer="E") == call


@pytest.mark.parametrize(("hand", "call"), [
    ("32.KJ432.Q32.432", "1NT"),
    ("32.KJ5432.Q32.32", "2H"),
])  # fmt: skip
def test_r8_8_no_pass_in_partners_short_suit_after_a_misfit(hand, call):
    assert bid(hand, "1C P 1H P 1S P") == call
