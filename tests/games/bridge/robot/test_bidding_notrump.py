"""Section 5 of seeds/bidding.md: notrump openings, Stayman and transfers (North opened)."""

import pytest

from tests.games.bridge.robot.helpers import bid, explain

BOTH = ["natural", "conventions"]
CONV = "conventions"


@pytest.mark.parametrize("system", BOTH)
def test_r5_1_pass_a_weak_balanced_hand(system):
    assert bid("432.432.J432.Q32", "1NT P", system=system) == "P"


@pytest.mark.parametrize("system", BOTH)
def test_r5_2_two_notrump_invites_with_8_or_9(system):
    assert bid("K32.Q32.J432.Q32", "1NT P", system=system) == "2NT"


@pytest.mark.parametrize("system", BOTH)
def test_r5_3_three_notrump_with_game_values(system):
    assert bid("K32.Q32.KJ32.Q32", "1NT P", system=system) == "3NT"


@pytest.mark.parametrize("system", BOTH)
def test_r5_3_three_notrump_opposite_two_notrump_with_5_to_10(system):
    assert bid("K32.Q32.J432.432", "2NT P", system=system) == "3NT"


@pytest.mark.parametrize("system", BOTH)
def test_r5_4_four_notrump_over_one_notrump_is_quantitative(system):
    assert bid("KQ2.AQ2.KJ32.Q32", "1NT P", system=system) == "4NT"
    meaning = explain("1NT P 4NT", system=system)
    assert meaning is not None and "quantitative" in meaning.text and not meaning.alert


@pytest.mark.parametrize("system", BOTH)
def test_r5_4_no_notrump_slam_ladder_with_a_void(system):
    # 15 HCP and a five-card suit would invite with 4NT, but not with a void in spades:
    # partner may hold five of them, and they would run against 6NT.
    assert bid(".K63.AJ952.AK754", "1NT P", system=system) not in ("4NT", "5NT", "6NT", "7NT")
    assert bid("2.K63.AJ952.AK75", "1NT P", system=system) == "4NT"


@pytest.mark.parametrize("system", BOTH)
def test_r5_5_six_notrump_with_18_to_19(system):
    assert bid("KQ2.AQ2.KJ32.KJ2", "1NT P", system=system) == "6NT"


@pytest.mark.parametrize("system", BOTH)
def test_r5_29_five_notrump_with_20_to_21(system):
    assert bid("KQ2.AQ2.KJ32.KQ2", "1NT P", system=system) == "5NT"
    meaning = explain("1NT P 5NT", system=system)
    assert meaning is not None and "quantitative" in meaning.text


@pytest.mark.parametrize(
    ("hand", "call"), [("AJ2.KJ2.AQ32.J32", "7NT"), ("QJ2.KJ2.AQ32.J32", "6NT")]
)
def test_r8_1_r7_15_opener_bids_seven_over_5nt_with_a_maximum(hand, call):
    assert bid(hand, "1NT P 5NT P") == call


@pytest.mark.parametrize("system", BOTH)
def test_r5_6_seven_notrump_with_22(system):
    assert bid("AQ2.AK2.KQJ2.KQ2", "1NT P", system=system) == "7NT"


@pytest.mark.parametrize(("hand", "call"), [
    ("32.QJ5432.432.32", "2H"),
    ("QJ5432.32.432.32", "2S"),
    ("32.32.432.QJ5432", "2C"),
])  # fmt: skip
def test_r5_7_natural_weak_takeout_over_one_notrump(hand, call):
    assert bid(hand, "1NT P") == call


def test_r5_8_natural_three_of_a_major_is_forcing_with_five():
    assert bid("K2.AQ432.K32.432", "1NT P") == "3H"


def test_r5_9_natural_four_of_a_major_with_six():
    assert bid("2.AQJ432.K32.432", "1NT P") == "4H"


@pytest.mark.parametrize(("hand", "auction"), [
    ("KJ32.Q32.K32.432", "1NT P"),
    ("32.KJ32.K32.Q432", "1NT P"),
    ("KJ32.Q32.432.432", "2NT P"),
])  # fmt: skip
def test_r5_10_stayman_with_a_four_card_major(hand, auction):
    assert bid(hand, auction, system=CONV) == ("2C" if auction == "1NT P" else "3C")


def test_r5_10_stayman_needs_eight_points():
    assert bid("KJ32.432.J32.432", "1NT P", system=CONV) == "P"


def test_r5_10_no_stayman_after_interference():
    assert bid("KJ32.Q32.K32.432", "1NT 2D", system=CONV) != "2C"


def test_r5_10_two_clubs_is_natural_in_the_natural_option():
    assert bid("KJ32.Q32.K32.432", "1NT P") == "2NT"
    meaning = explain("1NT P 2C")
    assert meaning is not None and not meaning.alert and "♣" in meaning.text


@pytest.mark.parametrize(("hand", "auction", "call"), [
    ("32.QJ432.432.432", "1NT P", "2D"),
    ("QJ432.32.432.432", "1NT P", "2H"),
    ("QJ432.QJ432.32.2", "1NT P", "2H"),  # five-five: spades
    ("32.KQ5432.K32.32", "1NT P", "2D"),  # game values transfer too
    ("32.QJ432.432.432", "2NT P", "3D"),
])  # fmt: skip
def test_r5_11_transfers(hand, auction, call):
    assert bid(hand, auction, system=CONV) == call


@pytest.mark.parametrize(("hand", "call"), [
    ("AK32.KQ2.Q32.K32", "2S"),
    ("AK2.KQ32.Q32.K32", "2H"),
    ("AK32.KQ32.Q2.K32", "2H"),  # both majors: hearts first
    ("AK2.KQ2.Q432.K32", "2D"),
])  # fmt: skip
def test_r5_12_opener_answers_stayman(hand, call):
    assert bid(hand, "1NT P 2C P", system=CONV) == call


@pytest.mark.parametrize(("hand", "auction", "call"), [
    ("AK2.K2.Q5432.K32", "1NT P 2D P", "2H"),
    ("K2.AK2.Q5432.K32", "1NT P 2H P", "2S"),
    ("AK2.KQ2.Q432.K32", "2NT P 3D P", "3H"),
])  # fmt: skip
def test_r5_13_opener_completes_the_transfer(hand, auction, call):
    assert bid(hand, auction, system=CONV) == call


def test_r5_14_game_in_the_fit_after_stayman():
    assert bid("32.KJ32.K32.A432", "1NT P 2C P 2H P", system=CONV) == "4H"


@pytest.mark.parametrize(("hand", "auction", "call"), [
    # Quantitative values with the fit found: game at least, never a pass of the answer.
    ("AQ32.KQ32.K32.Q2", "1NT P 2C P 2H P", "4H"),  # 16 HCP: 31-33 together
    ("632.QJ62.AJ6.K53", "2NT P 3C P 3H P", "4H"),  # 11 HCP opposite 20-21
    ("AQ32.KQ32.AK2.Q2", "1NT P 2C P 2H P", "6H"),  # 18 HCP: the slam
])  # fmt: skip
def test_r5_14_game_or_more_in_the_fit_with_values_beyond_game(hand, auction, call):
    assert bid(hand, auction, system=CONV) == call


def test_r5_15_invite_in_the_fit_after_stayman():
    assert bid("32.KJ32.K32.J432", "1NT P 2C P 2H P", system=CONV) == "3H"


def test_r5_16_three_notrump_without_a_fit_after_stayman():
    assert bid("KJ32.32.K32.A432", "1NT P 2C P 2D P", system=CONV) == "3NT"


def test_r5_17_two_notrump_without_a_fit_after_stayman():
    assert bid("KJ32.32.K32.J432", "1NT P 2C P 2D P", system=CONV) == "2NT"


def test_r5_18_pass_the_completed_transfer_when_weak():
    assert bid("32.QJ432.432.432", "1NT P 2D P 2H P", system=CONV) == "P"


def test_r5_19_three_notrump_with_five_cards_after_a_transfer():
    assert bid("32.KQ432.K32.Q32", "1NT P 2D P 2H P", system=CONV) == "3NT"


def test_r5_20_game_with_six_cards_after_a_transfer():
    assert bid("2.KQ5432.K32.Q32", "1NT P 2D P 2H P", system=CONV) == "4H"


def test_r5_21_two_notrump_with_five_cards_and_an_invitation():
    assert bid("32.KQ432.Q32.J32", "1NT P 2D P 2H P", system=CONV) == "2NT"


def test_r5_22_raise_to_three_with_six_cards_and_an_invitation():
    assert bid("2.KQ5432.Q32.432", "1NT P 2D P 2H P", system=CONV) == "3H"


def test_r5_23_opener_shows_four_spades_over_three_notrump():
    assert bid("AK32.KQ32.Q2.K32", "1NT P 2C P 2H P 3NT P", system=CONV) == "4S"


@pytest.mark.parametrize(("hand", "call"), [("AK2.KQ2.Q32.K432", "4H"), ("AK32.K2.Q32.K432", "P")])
def test_r5_24_opener_picks_the_game_after_a_transfer_and_three_notrump(hand, call):
    assert bid(hand, "1NT P 2D P 2H P 3NT P", system=CONV) == call


def test_r5_25_natural_opener_raises_a_forcing_major():
    assert bid("AK2.KQ2.Q32.K432", "1NT P 3H P") == "4H"


def test_r5_26_natural_opener_without_support_bids_three_notrump():
    assert bid("AK32.K2.Q32.K432", "1NT P 3H P") == "3NT"


@pytest.mark.parametrize(("hand", "call"), [("AK32.KQ32.Q2.K32", "4S"), ("AJ32.KQ32.Q2.K32", "3S")])
def test_r5_27_opener_with_both_majors_shows_spades_over_two_notrump(hand, call):
    assert bid(hand, "1NT P 2C P 2H P 2NT P", system=CONV) == call


@pytest.mark.parametrize(("hand", "call"), [
    ("AK2.KQ2.Q32.K432", "4H"),
    ("AK32.K2.QJ2.K432", "3NT"),
    ("AJ2.KQ2.Q32.K432", "3H"),
    ("AJ32.K2.Q32.KJ32", "P"),
])  # fmt: skip
def test_r5_28_opener_answers_two_notrump_after_a_transfer(hand, call):
    assert bid(hand, "1NT P 2D P 2H P 2NT P", system=CONV) == call


# --- the same conventions opposite 2NT (five points lower) ----------------------------------


def test_r5_14_game_in_the_fit_after_stayman_over_two_notrump():
    assert bid("32.KJ32.Q32.5432", "2NT P 3C P 3H P", system=CONV) == "4H"


def test_r5_16_three_notrump_without_a_fit_after_stayman_over_two_notrump():
    assert bid("KJ32.32.Q32.5432", "2NT P 3C P 3D P", system=CONV) == "3NT"


def test_r5_18_pass_the_completed_transfer_over_two_notrump_when_weak():
    assert bid("32.J5432.432.432", "2NT P 3D P 3H P", system=CONV) == "P"


def test_r5_19_three_notrump_with_five_cards_over_two_notrump():
    assert bid("32.KJ432.Q32.432", "2NT P 3D P 3H P", system=CONV) == "3NT"


def test_r5_20_game_with_six_cards_over_two_notrump():
    assert bid("2.KJ5432.Q32.432", "2NT P 3D P 3H P", system=CONV) == "4H"


@pytest.mark.parametrize("system", BOTH)
def test_r5_30_runout_from_1nt_doubled(system):
    assert bid("32.QJ432.432.432", "1NT X", system=system) == "2H"
    # With values, leave partner in 1NT doubled.
    assert bid("K32.QJ432.K32.32", "1NT X", system=system) == "P"


@pytest.mark.parametrize("system", BOTH)
def test_r5_30_runout_from_1nt_doubled_to_a_four_card_suit(system):
    # 0-4 HCP and no five-card suit: the longest suit, the cheapest of four-card suits.
    assert bid("9765.QT75.9.T753", "1NT X", system=system) == "2C"
    assert bid("J765.Q975.92.T75", "1NT X", system=system) == "2H"
    # With 5+ HCP 1NT doubled goes down little: pass.
    assert bid("Q765.Q975.92.J75", "1NT X", system=system) == "P"


@pytest.mark.parametrize("system", BOTH)
def test_r5_31_over_their_bid_a_five_card_suit_to_play(system):
    assert bid("32.KJ432.Q432.32", "1NT 2C", system=system) == "2H"


@pytest.mark.parametrize("system", BOTH)
def test_r5_31_two_five_card_suits_play_in_the_higher(system):
    assert bid("K8754.Q94.QJ763.", "P P 1NT 2C", dealer="E", system=system) == "2S"


@pytest.mark.parametrize("system", BOTH)
def test_r5_32_over_their_bid_3nt_with_their_suit_stopped(system):
    assert bid("K32.Q32.KJ32.QJ2", "1NT 2H", system=system) == "3NT"


@pytest.mark.parametrize("system", BOTH)
def test_r5_33_over_their_bid_a_jump_in_a_five_card_suit_is_forcing(system):
    assert bid("32.AKJ32.KQ32.32", "1NT 2C", system=system) == "3H"


@pytest.mark.parametrize(("hand", "call"), [("43.52.94.KJ98743", "3C"), ("43.52.KJ9874.943", "3D")])
def test_r5_34_a_weak_hand_signs_off_in_three_of_its_long_minor(hand, call):
    assert bid(hand, "1NT P", system=CONV) == call
    # Opener passes the sign-off, and with game values responder bids no weak three.
    assert bid("AK2.Q32.KQ32.A32", f"1NT P {call} P", system=CONV) == "P"
    assert bid("A3.52.94.KQJ9874", "1NT P", system=CONV) != "3C"


def test_r5_35_five_five_in_the_majors_shows_the_hearts_after_the_spade_transfer():
    assert bid("KQ943.AJ852.4.K3", "1NT P", system=CONV) == "2H"
    assert bid("KQ943.AJ852.4.K3", "1NT P 2H P 2S P", system=CONV) == "3H"
    # With only five spades it is still 3NT (rule 5.19); with a weak hand, pass (5.18).
    assert bid("KQ943.A52.4.K932", "1NT P 2H P 2S P", system=CONV) == "3NT"
    assert bid("Q9843.J8652.4.32", "1NT P 2H P 2S P", system=CONV) == "P"


@pytest.mark.parametrize(
    ("hand", "call"),
    [("A2.Q32.KQ32.A432", "4H"), ("AK2.Q32.KQ32.A32", "4S"), ("AK.Q2.KQ432.A432", "3NT")],
)
def test_r5_35_opener_picks_the_major_game_over_the_two_suits(hand, call):
    assert bid(hand, "1NT P 2H P 2S P 3H P", system=CONV) == call


def test_r5_8_r5_25_r5_26_three_of_a_major_over_1nt_is_read_the_same_under_conventions():
    # A robot transfers with the hand (rule 5.11)...
    assert bid("KQJ85.A4.832.J52", "1NT P", system="conventions") == "2H"
    # ...but a player's 3S is the forcing five-card major, and opener chooses the game.
    meaning = explain("1NT P 3S", system="conventions")
    assert meaning is not None and "5+ ♠" in meaning.text and "10+ HCP" in meaning.text
    assert bid("AQ5.KJ4.K852.QJ2", "1NT P 3S P", system="conventions") == "4S"
    assert bid("Q5.KJ4.AK852.QJ2", "1NT P 3S P", system="conventions") == "3NT"
    # Over 2NT three hearts stays a transfer.
    assert bid("5.KJ4.AK852.QJ32", "2NT P 3H P", system="conventions") == "3S"
