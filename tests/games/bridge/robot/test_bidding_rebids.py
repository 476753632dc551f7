"""Section 4 of seeds/bidding.md: opener's second bid (North opened, South responded)."""

import pytest

from bot.games.cards import Suit
from bot.games.seats import Seat
from tests.games.bridge.robot.helpers import bid, explain, ranges


@pytest.mark.parametrize(("hand", "call"), [
    ("AJ32.K2.KJ32.J32", "2S"),
    ("AJ32.K.AQ432.J32", "3S"),
    ("AKJ2.K.AKJ32.J32", "4S"),
])  # fmt: skip
def test_r4_1_raise_partners_major_with_four_cards(hand, call):
    assert bid(hand, "1D P 1S P") == call


def test_r4_2_new_suit_at_the_one_level_cheaper_first():
    assert bid("AJ32.KJ32.2.AJ32", "1C P 1D P") == "1H"


def test_r4_3_one_notrump_rebid_12_to_14_balanced():
    assert bid("KJ2.Q32.K32.AJ32", "1C P 1H P") == "1NT"


@pytest.mark.parametrize("auction", ["1C P 1H P", "1C P 1NT P"])
def test_r4_4_two_notrump_rebid_18_to_19_balanced(auction):
    assert bid("KJ2.Q32.AK2.AJ32", auction) == "2NT"


def test_r4_5_jump_rebid_of_a_six_card_suit():
    assert bid("2.AKQ432.AK2.432", "1H P 1S P") == "3H"


@pytest.mark.parametrize("auction", ["1H P 1S P", "1H P 1NT P"])
def test_r4_6_simple_rebid_of_a_six_card_suit(auction):
    assert bid("32.AKQ432.K32.32", auction) == "2H"


def test_r4_7_reverse_with_16_points():
    assert bid("2.AK32.AKJ32.432", "1D P 1S P") == "2H"


def test_r4_7_no_reverse_with_a_minimum():
    assert bid("2.AK32.KJ432.432", "1D P 1S P") != "2H"


def test_r4_8_second_suit_below_the_first():
    assert bid("2.AK432.432.AQ32", "1H P 1S P") == "2C"


def test_r4_8_one_diamond_then_two_clubs_shows_four_diamonds():
    shown = ranges("1D P 1S P 2C")[Seat.NORTH]
    assert shown.length_range(Suit.DIAMONDS)[0] == 4
    assert shown.length_range(Suit.CLUBS)[0] == 4


def test_r4_8_a_minimum_six_four_rebids_the_major():
    # Six spades and four clubs, 13 points: 2S, which partner may pass, not 2C, to which
    # partner would give preference with a doubleton spade.
    assert bid("AQJ754..T74.A732", "P P P 1S P 1NT P", dealer="W") == "2S"
    # With 16 points the second suit is shown.
    assert bid("AQJ754..K74.A732", "P P P 1S P 1NT P", dealer="W") == "2C"


def test_r4_9_pass_one_notrump_with_a_minimum():
    assert bid("K2.AQ432.K32.432", "1H P 1NT P") == "P"


def test_r4_10_raise_a_two_level_heart_response_with_three():
    assert bid("AQ432.K32.K32.32", "1S P 2H P") == "3H"


def test_r4_11_two_notrump_after_two_over_one_12_to_14():
    assert bid("AQ432.K32.Q32.Q2", "1S P 2C P") == "2NT"


def test_r4_12_three_notrump_after_two_over_one_15_to_19():
    assert bid("AQ432.K32.AQ2.Q2", "1S P 2C P") == "3NT"


def test_r4_13_new_suit_after_two_over_one():
    assert bid("AQ432.KJ32.2.K32", "1S P 2C P") == "2H"


def test_r4_14_invite_after_a_single_raise():
    # No side suit of three or more cards that needs help: the plain invitation.
    assert bid("AQJ32.KQ32.K2.32", "1S P 2S P") == "3S"


def test_r4_26_game_try_in_the_side_suit_that_needs_help():
    assert bid("AKJ32.K32.AJ2.32", "1S P 2S P") == "3H"


@pytest.mark.parametrize(("hand", "call"), [
    ("Q654.32.K8765.32", "4S"),  # a doubleton heart: help
    ("Q654.K32.Q8765.2", "4S"),  # the king of hearts
    ("Q654.Q32.J8765.2", "3S"),  # a minimum, no help in hearts
])  # fmt: skip
def test_r4_28_answer_to_a_game_try(hand, call):
    assert bid(hand, "1S P 2S P 3H P") == call


def test_r4_15_game_after_a_single_raise():
    assert bid("AKJ32.AK2.AJ2.32", "1S P 2S P") == "4S"


def test_r4_16_three_notrump_after_a_minor_raise():
    assert bid("KQ2.AJ2.KJ32.AQ2", "1D P 2D P") == "3NT"


def test_r4_17_pass_a_single_raise_with_a_minimum():
    assert bid("AKJ32.32.K32.Q32", "1S P 2S P") == "P"


@pytest.mark.parametrize(("hand", "auction", "call"), [
    ("AKJ32.Q2.K32.J32", "1S P 3S P", "4S"),
    ("KJ2.A2.KQ32.QJ32", "1D P 3D P", "3NT"),
])  # fmt: skip
def test_r4_18_accept_a_limit_raise_with_14(hand, auction, call):
    assert bid(hand, auction) == call


def test_r4_19_decline_a_limit_raise_with_a_minimum():
    assert bid("AQ432.32.K32.Q32", "1S P 3S P") == "P"


def test_r4_20_three_notrump_over_two_notrump_with_14():
    assert bid("K2.AQJ32.K32.Q32", "1H P 2NT P") == "3NT"


def test_r4_20_game_in_a_six_card_major_over_two_notrump():
    # 2NT holds two or three hearts: eight or nine together, and a void besides.
    assert bid("AKT9.QJT953..AJ2", "P P 1H P 2NT P") == "4H"


def test_r4_21_minimum_six_card_suit_over_two_notrump():
    assert bid("2.AQJ432.K32.432", "1H P 2NT P") == "3H"


def test_r4_22_pass_two_notrump_with_a_minimum():
    assert bid("K2.AJ432.K32.432", "1H P 2NT P") == "P"


# --- in competition (North opened, East overcalled, South passed) ---------------------------


def test_r4_23_reopening_double_with_sixteen():
    assert bid("AKJ3.A53.AQJ62.5", "1D 2H P P") == "X"


def test_r4_23_partner_answers_the_reopening_double():
    assert bid("J432.432.432.432", "1D 2H P P X P") == "2S"


def test_r4_24_rebid_a_six_card_suit_in_competition():
    assert bid("32.AKJ432.K32.32", "1H 2C P P") == "2H"


def test_r4_24_pass_a_minimum_without_a_six_card_suit():
    assert bid("32.AKJ32.K32.432", "1H 2C P P") == "P"


def test_r4_25_opener_jump_shift_is_forcing_to_game():
    assert bid("AKJ2.2.AKJ32.K32", "1D P 1H P") == "2S"
    meaning = explain("1D P 1H P 2S")
    assert meaning is not None and "forcing to game" in meaning.text


def test_r4_27_new_suit_after_a_minor_raise():
    assert bid("AK32.32.AKJ32.32", "1D P 2D P") == "2S"


def test_r4_29_game_in_my_own_six_card_major():
    assert bid("AKQJ32.K2.AQ2.32", "1S P 1NT P") == "4S"


def test_r4_30_after_a_jump_shift_show_a_four_card_major_below_game():
    # 1♥ 3♦: with four spades, 3♠ finds the spade fit that 3NT would bury.
    assert bid("AT82.AJT97.KJ.KT", "1H P 3D P") == "3S"
    meaning = explain("1H P 3D P 3S")
    assert meaning is not None and meaning.need is not None
    assert "4+ ♠" in meaning.text
    # The jump shifter, hearing the fit, asks for a third ace with five of the major
    # (rule 7.14), and partner, holding two, bids the slam. Opener's 3S may be a minimum, and
    # counts 12 (rule 7.6): 21 points and the club doubleton make 34 slam points.
    assert bid("KQ43.K8.AQT74.AQ", "1H P 3D P 3S P") == "5S"
    assert bid("AT82.AJT97.KJ.KT", "1H P 3D P 3S P 5S P") == "6S"


def test_r4_30_after_a_jump_shift_raise_partners_minor_below_game():
    assert bid("A2.K3.KJ32.Q5432", "1C P 2D P") == "3D"


def test_r4_30_without_support_or_a_major_no_cheap_call():
    assert bid("32.AK2.KQ32.KJ32", "1C P 2S P") == "3NT"


# --- their bid over partner's response (North opened, South responded, West bid) ------------


def test_r4_31_free_rebid_of_a_six_card_suit():
    assert bid("32.Q2.AKJ643.J32", "1D P 1H 2C") == "2D"
    meaning = explain("1D P 1H 2C 2D")
    assert meaning is not None and "6+ ♦" in meaning.text


def test_r4_31_free_rebids_after_a_one_notrump_response_too():
    # 1H P 1NT (2C): six hearts rebid them, and a four-card second suit is still shown.
    assert bid("K4.AKJT86.974.82", "1H P 1NT 2C") == "2H"
    assert explain("1H P 1NT 2C 2H").text.startswith("Rebid of the opened suit")
    assert bid("K4.AKQT8.Q742.82", "1H P 1NT 2C") == "2D"
    # 2NT still shows 18-19 balanced, now with their clubs stopped: partner's 1NT came before
    # their bid and promised nothing in clubs.
    shown = explain("1H P 1NT 2C 2NT")
    assert shown is not None and "stopper in ♣" in shown.text
    assert bid("AK4.KQJ86.KQ7.82", "1H P 1NT 2C") != "2NT"


def test_r4_31_free_rebids_after_a_two_over_one_too():
    # 1S P 2D (2H): six spades rebid them; 1D P 2C (2S): a balanced minimum with their
    # spades stopped bids 2NT; and four diamonds raise partner's.
    assert bid("KT9863.3.K73.KJ8", "1S P 2D 2H") == "2S"
    assert bid("Q82.A754.KJ53.Q3", "1D P 2C 2S") == "2NT"
    assert "stopper in ♠" in explain("1D P 2C 2S 2NT").text
    assert bid("KQ863.3.KJ73.Q82", "1S P 2D 2H") == "3D"


def test_r4_31_game_tries_and_new_suits_after_a_single_raise_too():
    # 1H X 2H (2S): the game try in the suit that needs help keeps its meaning...
    assert bid("7.AKJ43.Q86.AT82", "1H X 2H 2S") == "3D"
    assert "Game try" in explain("1H X 2H 2S 3D").text
    # ...and so does the strong new suit after partner's minor raise, 1C (1D) 2C (3D).
    assert bid("T2.AQ86.K9.AQT94", "1C 1D 2C 3D") == "3H"
    # Three of our suit over their bid competes: it is not read as a game invitation.
    assert "invites" not in explain("1H P 2H 3C 3H").text


def test_r4_31_a_five_card_suit_is_not_rebid_freely():
    assert bid("K32.K2.AKJ64.432", "1D P 1H 2C") == "P"


def test_r4_31_raise_partners_major_over_their_bid():
    assert bid("K32.KJ32.KJ42.Q2", "1D P 1H 1S") == "2H"


def test_r4_31_one_notrump_shows_their_suit_stopped():
    assert bid("KJ2.Q2.AQ54.Q432", "1D P 1H 1S") == "1NT"
    assert bid("432.Q2.AQ54.KQ32", "1D P 1H 1S") != "1NT"


def test_r4_31_a_reverse_over_their_bid_still_shows_sixteen():
    assert bid("AK32.2.AKJ32.432", "1D P 1H 2C") == "2S"
    assert bid("KQ32.2.KJ432.K32", "1D P 1H 2C") != "2S"


def test_r4_15_opener_counts_shortness_after_a_major_raise():
    # Seventeen points and a singleton: with the fit known, game rather than a try.
    assert bid("AK2.AKJ32.2.Q432", "1H P 2H P") == "4H"
    assert bid("AK2.AKJ32.32.Q32", "1H P 2H P") != "4H"


def test_r4_3_forced_over_their_overcall_1nt_without_the_stopper():
    # Four small hearts, three spades: no raise, no suit to rebid, and partner's 1S forces.
    assert bid("KQ2.8642.AJ2.K32", "1C 1H 1S P") == "1NT"
    meaning = explain("1C 1H 1S P 1NT")
    assert meaning is not None and "not stopped" in meaning.text


@pytest.mark.parametrize(("hand", "call"), [
    ("AT.A52.KQJ9.KJT7", "3NT"),   # balanced, their hearts stopped: nine tricks, not eleven
    ("AT.852.AKQJ9.KJ7", "5D"),    # no heart stopper: five of the minor
])  # fmt: skip
def test_r4_16_three_notrump_before_five_of_the_minor(hand, call):
    assert bid(hand, "1D 2H 3D P") == call


def test_r4_24_a_strong_six_card_suit_jumps_over_their_overcall():
    assert bid("A7.AT.K97.AQT763", "1C 1S P P") == "3C"
    meaning = explain("1C 1S P P 3C")
    assert meaning is not None and "16–21 points" in meaning.text
    assert bid("A7.T2.K97.AQT763", "1C 1S P P") == "2C"  # 13 HCP: the simple rebid


@pytest.mark.parametrize(("hand", "auction", "call"), [
    ("A92.AT84.KJ93.Q9", "1D 1S X P", "2H"),    # four hearts, a minimum
    ("A9.AK84.KJ93.Q92", "1D 1S X P", "3H"),    # four hearts, 16-18
    ("A92.AT8.KJ932.Q9", "1D 1S X P", "1NT"),   # 11-14 balanced, spades stopped
    ("AQ2.KJ8.KQ93.A92", "1D 1S X P", "2NT"),   # 18-19 balanced
    ("A74.63.AQ.AQJ986", "1C 1S X P", "3NT"),   # 19 points, spades stopped
    ("AQ.T82.KJ9632.A9", "1D 1S X P", "3D"),    # six diamonds, 16+
    ("92.KT8.AJ93.AQ92", "1D 1S X P", "2D"),    # no heart fit, no stopper: the minor
    ("AQ92.QT.KQ.KT876", "1C 1S X P", "2C"),    # nothing better: the minor again
])  # fmt: skip
def test_r4_32_opener_answers_the_negative_double(hand, auction, call):
    assert bid(hand, auction, dealer="N") == call


def test_r4_32_over_their_raise_opener_need_not_answer():
    # The next player raised: a minimum without four hearts passes; six clubs and extras bid.
    assert bid("A92.A84.KJ93.Q92", "1C 1S X 2S", dealer="N") == "P"
    assert bid("A74.K9.QJ.KJT876", "1C 1H X 2H", dealer="N") == "3C"
    # Their raise to three has taken the cue bid's three level: with 20 points and none of
    # the answers, the cue at four, below four of partner's spades; partner then bids them.
    assert bid("KQ6.Q.AKQJ7.K653", "1D 2H X 3H", dealer="N") == "4H"
    assert bid("AJ74.K8.Q6.J9842", "1D 2H X 3H 4H P", dealer="N") == "4S"


def test_r4_33_notrump_in_competition_with_18_to_19_balanced():
    # 1C (1S) P (3S): 19 HCP balanced with four spades cannot double; 3NT with the stopper.
    assert bid("AK93.KT7.AT8.KQ4", "1C 1S P 3S") == "3NT"
    # Over their 2S raise, 2NT shows the same 18-19.
    assert bid("AK93.KT7.AT8.KQ4", "1C 1S P 2S") == "2NT"
    # Without a spade stopper no notrump.
    assert bid("732.AKT.AQ8.AKQ4", "1C 1S P 2S") != "2NT"


@pytest.mark.parametrize("system", ["natural", "conventions"])
def test_r8_12_responders_five_card_major_over_the_2nt_rebid(system):
    # 1D-1S-2NT: five spades and game values bid 3S, forcing, rather than 3NT at once...
    assert bid("KJ954.Q82.43.J52", "1D P 1S P 2NT P", system=system) == "3S"
    meaning = explain("1D P 1S P 2NT P 3S", system=system)
    assert meaning is not None and "exactly 5 ♠" in meaning.text
    # ...and the same over a major opening; six spades bid the game (rule 8.1), four 3NT.
    assert bid("K4.KJ954.Q82.J52", "1C P 1H P 2NT P", system=system) == "3H"
    assert bid("KJ9543.Q82.43.J5", "1D P 1S P 2NT P", system=system) == "4S"
    assert bid("KJ54.Q82.Q43.952", "1D P 1S P 2NT P", system=system) == "3NT"


@pytest.mark.parametrize("system", ["natural", "conventions"])
def test_r8_12_opener_chooses_between_the_major_and_3nt(system):
    # Three spades raise to 4S; a doubleton bids 3NT. Neither passes the forcing 3S.
    assert bid("AQ5.KJ4.KQ52.J52", "1D P 1S P 2NT P 3S P", system=system) == "4S"
    assert bid("AQ.KJ4.KQ752.J52", "1D P 1S P 2NT P 3S P", system=system) == "3NT"


@pytest.mark.parametrize("system", ["natural", "conventions"])
def test_r8_13_a_minimum_answers_the_reverse_in_its_own_suit(system):
    # 1D-1S-2H: seven HCP and five spades say "minimum" with 2S, not an invitational 2NT...
    assert bid("KJ752.84.J63.Q52", "1D P 1S P 2H P", system=system) == "2S"
    meaning = explain("1D P 1S P 2H P 2S", system=system)
    assert meaning is not None and "6–8 points" in meaning.text
    assert bid("84.KJ763.Q5.J952", "1C P 1H P 2D P", system=system) == "2H"
    # ...while game values bid game, and a four-card suit has no rebid of its own.
    assert bid("KQ752.84.63.AQ52", "1D P 1S P 2H P", system=system) == "3NT"
    assert bid("KJ75.Q84.J63.Q52", "1D P 1S P 2H P", system=system) != "2S"
    # No five-card suit and clubs unguarded: the preference to 3D, not 2NT; guarded, 2NT.
    assert bid("KQ75.J42.963.952", "1D P 1S P 2H P", system=system) == "3D"
    meaning = explain("1D P 1S P 2H P 3D", system=system)
    assert meaning is not None and "6–8 HCP" in meaning.text
    assert bid("KQ75.J42.963.Q52", "1D P 1S P 2H P", system=system) == "2NT"
    # Opener with a minimum reverse and a singleton spade passes the 2S.
    assert bid("5.AQ76.KQJ85.A43", "1D P 1S P 2H P 2S P", system=system) == "P"
    # Four cards in the reverse's suit raise it before the preference for the first suit.
    assert bid("KJ75.Q842.J85.95", "1D P 1S P 2H P", system=system) == "3H"
    meaning = explain("1D P 1S P 2H P 3H", system=system)
    assert meaning is not None and "4+ ♥" in meaning.text
