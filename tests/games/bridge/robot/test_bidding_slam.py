"""Sections 7 and 8 of seeds/bidding.md: slams, Blackwood, and placing the contract later on.

North deals; in the Blackwood auctions North opened 1♠ and South made a limit raise.
"""

import pytest

from bot.games.cards import Suit
from bot.games.seats import Seat
from tests.games.bridge.robot.helpers import bid, explain, ranges

CONV = "conventions"
LIMIT = "1S P 3S P"


def test_r7_1_blackwood_with_slam_values_and_a_fit():
    assert bid("AKQJ2.A2.AK2.K32", LIMIT, system=CONV) == "4NT"
    meaning = explain(f"{LIMIT} 4NT", system=CONV)
    assert meaning is not None and meaning.alert and "aces" in meaning.text


def test_r7_1_two_aces_ask_though_a_side_suit_is_unguarded():
    # Q32 of clubs keeps the ordinary ask away; with two aces the ask still finds a third.
    hand = "A3.K4.AKJ974.Q32"
    assert bid(hand, "1D P 3D P", system=CONV) == "4NT"
    assert bid(hand, "1D P 3D P 4NT P 5C P", system=CONV) == "5D"
    assert bid(hand, "1D P 3D P 4NT P 5D P", system=CONV) == "6D"
    meaning = explain("1D P 3D P 4NT", system=CONV)
    assert meaning is not None and meaning.alert and "aces" in meaning.text


def test_r7_1_no_blackwood_without_enough_points():
    assert bid("AKJ32.A2.K32.Q32", LIMIT, system=CONV) == "4S"


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
    # Diamonds agreed: kings cannot be asked below seven, so the asker bids the grand on
    # points once every ace is known.
    assert bid("K2.KQ2.AKQJ32.KQ", "1D P 3D P 4NT P 5S P", system=CONV) == "7D"


def test_r7_11_with_every_ace_and_a_grand_in_view_ask_for_kings():
    assert bid("AKQJ32.KQ2.KQJ.K", f"{LIMIT} 4NT P 5S P", system=CONV) == "5NT"
    meaning = explain(f"{LIMIT} 4NT P 5S P 5NT", system=CONV)
    assert meaning is not None and meaning.alert and "kings" in meaning.text


@pytest.mark.parametrize(("hand", "call"), [
    ("T654.A54.A54.A54", "6C"),
    ("T654.A54.A54.K54", "6D"),
    ("T654.K54.A54.K54", "6H"),
])  # fmt: skip
def test_r7_12_answers_to_the_king_ask(hand, call):
    assert bid(hand, f"{LIMIT} 4NT P 5S P 5NT P", system=CONV) == call


@pytest.mark.parametrize(("answer", "call"), [("6H", "7S"), ("6D", "6S")])
def test_r7_13_grand_slam_only_with_every_king(answer, call):
    # The asker holds two kings; 6H shows the other two.
    hand = "AKQJ32.KQ2.QJ2.Q"
    assert bid(hand, f"{LIMIT} 4NT P 5S P 5NT P {answer} P", system=CONV) == call


def test_r7_4_small_slam_with_one_ace_missing():
    assert bid("KQJ32.KQ2.AK2.KQ", f"{LIMIT} 4NT P 5H P", system=CONV) == "6S"


def test_r7_5_sign_off_with_two_aces_missing():
    assert bid("KQJ32.KQ2.AK2.KQ", f"{LIMIT} 4NT P 5D P", system=CONV) == "5S"


def test_r7_5_pass_when_the_answer_is_already_five_of_our_suit():
    assert bid("K2.KQ2.AKQJ2.KQ2", "1D P 3D P 4NT P 5D P", system=CONV) == "P"


def test_r7_6_small_slam_with_three_aces():
    assert bid("AKQJ2.A2.A32.K32", LIMIT) == "6S"


@pytest.mark.parametrize(("system", "slam"), [("natural", "6S"), (CONV, "4NT")])
def test_r1_6_slam_points_count_no_shortness_for_a_singleton_honour(system, slam):
    # Three aces and a small singleton: 20 points and 2 for the singleton, 33 slam points
    # opposite the limit raise (Blackwood first under conventions). The singleton queen's
    # 2 HCP count the card once, not twice: 32, game only.
    assert bid("AKQ32.AQ32.A32.2", LIMIT, system=system) == slam
    assert bid("AKJ32.AQ32.A32.Q", LIMIT, system=system) == "4S"


@pytest.mark.parametrize("system", ["natural", CONV])
def test_r7_6_slam_points_count_a_jump_shifter_at_its_minimum(system):
    # 14 HCP, four trumps and a doubleton opposite a jump shift: with 17 and two more for the
    # range (17-40) it made 33 slam points; the jump shift counts 17 and no more: 32, so a
    # cheap raise that leaves partner room (rule 4.30), not five or six spades.
    assert bid("AK76.987.K2.A864", "1C P 2S P", system=system) == "3S"
    # The jump shifter counts opener's 12-21 at 12 too: game, not a slam try or a slam.
    assert bid("A9.K973.42.AKQ96", "1H P 3C P 3NT P", system=system) == "4H"


@pytest.mark.parametrize("system", ["natural", CONV])
def test_r7_8_opposite_a_wide_notrump_invite_rather_than_bid_six(system):
    # 9 HCP opposite a 3NT opening (22-27): 33 only if partner holds two more than the
    # minimum, which the quantitative 4NT asks (rule 7.10); 6NT needs 33 with the minimum.
    assert bid("A654.QJT.Q654.84", "P 3NT P", system=system) == "4NT"


@pytest.mark.parametrize("system", ["natural", CONV])
def test_r8_1_a_notrump_slam_is_accepted_on_high_cards(system):
    # The 2NT rebid shows 18-19: with 18 HCP (19 points with the fifth diamond) decline the
    # quantitative 4NT; with 19 HCP accept.
    auction = "1D P 1H P 2NT P 4NT P"
    assert bid("KJ3.A97.AJ762.AJ", auction, system=system) == "P"
    assert bid("KJ3.A97.AJ762.AQ", auction, system=system) == "6NT"


def test_r7_14_natural_two_aces_ask_for_a_third_with_five_of_the_major():
    # Slam values and two aces opposite a limit raise that may hold none: five spades asks,
    # and partner bids six with an ace, passes without one (two aces would be missing).
    assert bid("AKQJ2.A2.K32.K32", LIMIT) == "5S"
    meaning = explain(f"{LIMIT} 5S")
    assert meaning is not None and meaning.need is not None and meaning.need.aces == {2}
    assert bid("Q654.K32.A54.J54", f"{LIMIT} 5S P") == "6S"
    assert bid("Q654.K32.K54.QJ4", f"{LIMIT} 5S P") == "P"
    # Blackwood asks the same question under conventions.
    assert bid("AKQJ2.A2.K32.K32", LIMIT, system=CONV) == "4NT"


#: North's strong 2D raised: five of diamonds is the game, so four asks for an ace.
RAISED_MINOR = "2D P 3D P"
#: Slam values in diamonds and two aces (spades and diamonds).
TWO_ACES = "A.KJ.AKT65.KQ653"


def test_r7_20_natural_two_aces_ask_for_a_third_with_four_of_the_minor():
    # Six diamonds directly went three down doubled when partner held no ace (fresh deals,
    # seed 7, board 989); four diamonds asks, and the pair stops in five without one.
    assert bid(TWO_ACES, RAISED_MINOR) == "4D"
    meaning = explain(f"{RAISED_MINOR} 4D")
    assert meaning is not None and meaning.need is not None and meaning.need.aces == {2}
    assert bid("K98542.T2.J93.J8", f"{RAISED_MINOR} 4D P") == "5D"
    assert bid("K98542.T2.J93.A8", f"{RAISED_MINOR} 4D P") == "6D"
    assert bid(TWO_ACES, f"{RAISED_MINOR} 4D P 5D P") == "P"
    # Three aces need no asking; Blackwood asks under conventions.
    assert bid("A.KJ.AKT65.AQ653", RAISED_MINOR) == "6D"
    assert bid(TWO_ACES, RAISED_MINOR, system=CONV) == "4NT"


def test_r7_20_four_of_partners_own_minor_stays_a_raise():
    # Partner raised my clubs: four asks. Four of partner's own minor is a raise; after a
    # jump shift it agrees the suit below game (asking there cost a game on fresh deals, seed
    # 7, board 283: 3NT went down where 5D made).
    assert bid("AQ2.A2.KQJ3.KJ32", "1D P 2C P 3C P") == "4C"
    meaning = explain("1D P 2C P 3C P 4C")
    assert meaning is not None and "asks partner" in meaning.text
    meaning = explain("1D P 2C P 4C")
    assert meaning is not None and "asks partner" not in meaning.text
    meaning = explain("1H P 3D P 4D")
    assert meaning is not None and "asks partner" not in meaning.text


@pytest.mark.parametrize("hand", ["AKQJ2.KQJ.KQ2.32", "AKQJ2.KQ2.KJ2.Q2"])
def test_r7_6_no_slam_on_points_alone_with_one_ace(hand):
    # Slam points, but with one ace and no club control the opponents may take the ace of
    # clubs and a club, or two aces. Conventions: no Blackwood without the club control
    # (rule 7.1), so game. Natural: a control bid asks for it (rule 7.17) and the pair stops
    # in game when partner has none (rule 7.19).
    assert bid(hand, LIMIT, system=CONV) == "4S"
    assert bid(hand, LIMIT) == "4D"
    assert bid(hand, f"{LIMIT} 4D P 4S P") == "P"


@pytest.mark.parametrize("hand", ["AKQJ2.KQ2.K32.K2", "AKQJ32.KQ2.K3.K2"])
def test_r7_6_small_slam_with_one_ace_a_point_to_spare_and_every_side_suit_controlled(hand):
    # A king (or shortness) in every side suit: only two aces in their hands beat the slam.
    assert bid(hand, LIMIT) == "6S"


@pytest.mark.parametrize("system", ["natural", CONV])
def test_r7_6_a_first_response_over_their_overcall_bids_the_slam_it_knows(system):
    # 16 HCP, a void in their spades, three trumps and two aces opposite an opening: no room
    # is left to show the hand first, so six at once (4H would stop a trick or two short).
    assert bid(".A84.KQJ85.AKT42", "1H 2S", system=system) == "6H"
    # With one ace, two may be missing: the hand describes itself below game instead.
    assert bid("Q84.KQJ85.AKT42.", "1H 2C", system=system) != "6H"


def test_r7_6_a_first_response_after_a_pass_shows_the_hand_first():
    assert bid(".A84.KQJ85.AKT42", "1H P") == "3D"
    assert bid("AKQ32.K32.AK2.32", "1H P") == "2S"


def test_r7_14_slam_try_with_two_aces_two_points_short():
    # Conventions: two points short of slam, a ninth trump and every side suit controlled:
    # five of the major asks for an ace and extras. The natural system's five of the major
    # promises slam values, so this hand settles for game there.
    assert bid("AKJ932.A2.K432.2", LIMIT, system=CONV) == "5S"
    assert bid("AKJ932.A2.K432.2", LIMIT) == "4S"


@pytest.mark.parametrize("hand", [
    "AKQJ2.A2.K32.Q32",  # only eight trumps: the five level may fail
    "AKJ932.A2.KJ3.32",  # clubs uncontrolled: they may cash two
])  # fmt: skip
def test_r7_14_no_slam_try_without_a_safe_five_level(hand):
    assert bid(hand, LIMIT) == "4S"


@pytest.mark.parametrize(("hand", "call"), [
    ("Q654.K32.A54.QJ4", "6S"),  # an ace, and a maximum for the limit raise
    ("Q654.K32.Q54.QJ4", "P"),  # no ace
])  # fmt: skip
def test_r7_14_answer_to_the_slam_try(hand, call):
    assert bid(hand, f"{LIMIT} 5S P") == call


@pytest.mark.parametrize(("hand", "call"), [
    ("AKJ963.QJT76.7.Q", "6S"),  # one ace, a minimum, but the ace and king of trumps
    ("QT9863.AKJ76.7.Q", "P"),  # one ace, a minimum, and a trump loser likely
])  # fmt: skip
def test_r7_14_good_trumps_accept_the_slam_try(hand, call):
    assert bid(hand, "P 1S P 3C P 3H P 5S P", dealer="W", system=CONV) == call
    # The natural system's try holds slam values and two aces: any ace accepts.
    assert bid(hand, "P 1S P 3C P 3H P 5S P", dealer="W") == "6S"


def test_r7_7_natural_grand_slam_only_with_every_ace_in_hand():
    assert bid("AKQJ32.A2.AQJ2.A", LIMIT) == "7S"
    # Points enough, but the opponents may hold an ace.
    assert bid("AKQJ32.KQ2.KQJ.A", LIMIT) == "6S"


def test_r7_8_six_notrump_without_a_fit():
    assert bid("AK2.Q32.AKQ32.A2", "1D P 2NT P") == "6NT"


def test_r7_8_no_notrump_slam_with_a_singleton_in_partners_suit():
    assert bid("A.AKQJ32.AKQ2.K2", "1S P 2D P", system=CONV) != "6NT"
    assert bid("A.AKQJ32.AKQ2.K2", "1S P 2D P") != "6NT"


def test_r7_9_seven_notrump_with_37_high_card_points_together():
    assert bid("AK2.KQ2.AKQJ2.A2", "1D P 2NT P") == "7NT"


def test_r7_9_no_grand_slam_on_length_points():
    # 25 HCP opposite 11-12: the opponents may hold an ace; partner decides.
    assert bid("AK2.KQ2.AKQJ2.K2", "1D P 2NT P") == "5NT"


def test_r7_10_quantitative_four_notrump_after_partners_notrump():
    assert bid("AK2.Q32.AKJ32.K2", "1D P 2NT P") == "4NT"
    meaning = explain("1D P 2NT P 4NT")
    assert meaning is not None and "quantitative" in meaning.text


@pytest.mark.parametrize("system", ["natural", CONV])
def test_r7_10_partner_counted_at_half_the_width_of_a_notrump_rebid(system):
    # Opener's 1NT rebid shows 12-14: 19 HCP opposite it make 31-33, so responder invites
    # and opener accepts with the upper half; 17 is game only.
    rebid = "1C P 1H P 1NT P"
    assert bid("QJ32.A943.AKJ.A4", rebid, system=system) == "4NT"
    assert bid("QJ32.A943.KQJ.A4", rebid, system=system) == "3NT"
    assert bid("AK8.KT5.T98.KJ63", f"{rebid} 4NT P", system=system) == "6NT"
    assert bid("AQ8.KT5.T98.QJ63", f"{rebid} 4NT P", system=system) == "P"


def test_r7_15_five_notrump_asks_for_seven_with_a_maximum():
    assert bid("AK2.KQ2.AKQJ2.Q2", "1D P 2NT P") == "5NT"


def test_r7_16_pass_partners_slam_in_our_best_fit():
    # Partner placed 6C with ten clubs between us; 6H would be worse.
    assert bid("2.KQJ32.K32.AQ32", "1H P 2C P 3C P 6C P") == "P"


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


@pytest.mark.parametrize(("hand", "call"), [
    ("A86.K874.J852.97", "3NT"),  # 8 HCP facing 18-19: game, though low in a passed hand's range
    ("986.K874.J852.97", "P"),  # 4 HCP: 22-23 together
])  # fmt: skip
def test_r8_1_a_strong_invitation_is_accepted_from_the_bottom_of_my_range(hand, call):
    # West, East and South passed; North opened 1C and rebid 2NT over South's 1H.
    assert bid(hand, "P P P 1C P 1H P 2NT P", dealer="E") == call


@pytest.mark.parametrize(("hand", "auction", "call"), [
    # Partner opened 1C and passed their 1S: 12 HCP with spades held invites in notrump...
    ("AJ86.QT96.K7.Q98", "1C P 1H 1S P P", "2NT"),
    # ...and partner, with 14 of the opening's 12-21, accepts.
    ("KJ5.K87.AQ65.J43", "1C P 1H 1S P P 2NT P", "3NT"),
    # Not without their suit held, nor unbalanced, nor after a redouble that showed the values.
    ("865.QT96.AK7.Q98", "1C P 1H 1S P P", "!2NT"),
    ("K632.QJ43.J.KJ54", "1C P 1H 1S P P", "!2NT"),
    ("AKQT.T7.J962.J83", "1D X XX 1S P P", "!2NT"),
])  # fmt: skip
def test_r8_3_an_invitation_in_notrump_after_partner_passes_their_overcall(hand, auction, call):
    got = bid(hand, auction, dealer="S")
    assert got != call[1:] if call.startswith("!") else got == call


@pytest.mark.parametrize(("hand", "call"), [
    ("AQJ8.A76.KJ86.97", "2NT"),  # 16 HCP opposite 6-10: game is near, and hearts are held
    ("AQJ8.A76.AQJ6.97", "3NT"),  # 18 HCP: rule 4.16's 3NT, which their bid leaves standing
    ("AQJ8.765.AQJ6.A7", "!2NT"),  # no heart stopper
    ("AQJ8.A76.J876.97", "!2NT"),  # 12 HCP: no game opposite a single raise
])  # fmt: skip
def test_r8_3_an_invitation_in_notrump_over_their_bid_after_partners_raise(hand, call):
    got = bid(hand, "1D P 2D 2H")
    assert got != call[1:] if call.startswith("!") else got == call


@pytest.mark.parametrize(("hand", "auction", "call"), [
    # Opener rebid clubs, which I hold three of: 11 HCP with the red suits guarded invite in
    # notrump, not a pass (with hearts unguarded, three clubs invites instead).
    ("AQ73.K53.Q52.975", "1C P 1S P 2C P", "2NT"),
    ("AQ73.J3.QJ5.J975", "1C P 1S P 2C P", "3C"),
    # With a singleton the minor stays the place to play: no 2NT.
    ("AQ73.J.QJ52.J975", "1C P 1S P 2C P", "!2NT"),
    # Not without their suit stopped, minor fit or not.
    ("AQ73.QJ3.J5.J975", "1C 1D 1S P 2C P", "!2NT"),
])  # fmt: skip
def test_r8_3_an_invitation_in_notrump_beside_partners_rebid_minor(hand, auction, call):
    got = bid(hand, auction)
    assert got != call[1:] if call.startswith("!") else got == call


def test_r8_2_game_with_25_points_together():
    assert bid("AQJ32.K32.K32.32", "1C P 1S P 1NT P") == "3NT"


def test_r8_2_game_in_a_major_fit():
    assert bid("AQJ32.K32.K32.32", "1C P 1S P 2S P") == "4S"


def test_r8_3_invite_when_game_is_possible():
    assert bid("AQ32.K32.Q32.432", "1C P 1S P 1NT P") == "2NT"


@pytest.mark.parametrize(("hand", "call"), [
    ("942.QT64.AJT7.K6", "3H"),
    ("942.QT64.AJ87.96", "P"),
])  # fmt: skip
def test_r8_3_a_major_invitation_counts_shortness(hand, call):
    # Ten HCP and a doubleton opposite a single raise: eleven support points invite.
    assert bid(hand, "1C P 1H P 2H P") == call


def test_r8_4_back_to_partners_first_suit():
    assert bid("KJ32.Q32.J32.432", "1H P 1S P 2C P") == "2H"


def test_r8_4_preference_to_opener_s_first_minor():
    # 1D then 2C shows four diamonds at least (three diamonds and four clubs open 1C): three
    # diamonds and a singleton club prefer 2D rather than pass partner into a 4-1 fit.
    assert bid("QJ976.K964.975.K", "1D P 1S P 2C P") == "2D"


def test_r8_5_sign_off_in_a_long_suit_opposite_notrump():
    assert bid("2.QJ5432.432.432", "1C P 1H P 1NT P") == "2H"


def test_r8_5_no_sign_off_in_their_suit():
    # Opposite partner's 1NT overcall of their 1C, 2C would be a cue bid (rule 6.28), not six
    # clubs to play: the weak hand passes; six diamonds sign off.
    assert bid("J.J62.Q87.Q97643", "1C 1NT P") == "P"
    assert bid("J.J62.Q97643.Q87", "1C 1NT P") == "2D"
    meaning = explain("1C 1NT P 2C")
    assert meaning is not None and "forcing" in meaning.text


def test_r8_6_compete_to_the_level_of_our_trumps():
    assert bid("2.AKJ432.K32.432", "1H P 2H 3C") == "3H"


def test_r8_6_no_competing_beyond_the_level_of_our_trumps():
    assert bid("2.AKJ32.K32.5432", "1H P 2H 3S") == "P"


def test_r8_6_compete_in_my_own_long_suit():
    # Eight spades after a strong double and partner's diamonds, outbid at 2C: 2S, not a pass.
    assert bid("AKQT8742.Q8.A85.", "P P 1C X XX 1D P 1S 2C P P", dealer="E") == "2S"
    # A five-card suit does not compete alone.
    assert bid("AKQT8.Q82.A85.43", "P P 1C X XX 1D P 1S 2C P P", dealer="E") == "P"


def test_r8_6_a_six_card_suit_with_extra_values_competes_at_three():
    # 1H-1S-2D, then 3C comes round: six hearts and 17 points compete with 3H, where 15
    # points would leave them in 3C.
    assert bid("2.AKJ432.AQ32.Q2", "1H P 1S 2C 2D 3C P P") == "3H"
    assert bid("2.AKJ432.Q432.32", "1H P 1S 2C 2D 3C P P") == "P"
    # Five hearts do not compete alone, whatever the points: with four quick tricks and the
    # clubs held, 18 points defend 3C doubled instead (rule 6.22, half a trick to spare).
    assert bid("2.AKJ43.AQ32.KJ2", "1H P 1S 2C 2D 3C P P") == "X"
    assert bid("2.AKJ43.KQ32.Q32", "1H P 1S 2C 2D 3C P P") == "P"


def test_r8_7_never_pass_a_forcing_bid():
    assert bid("32.5432.5432.432", "2S P") == "2NT"


def test_r8_11_two_notrump_after_a_two_over_one_invites():
    # 1S-2C-2D forces responder: 10 HCP without support bids 2NT, which shows 10-12...
    assert bid("A5.KQJ7.97.T8765", "1S P 2C P 2D P") == "2NT"
    meaning = explain("1S P 2C P 2D P 2NT")
    assert meaning is not None and "10–12 HCP" in meaning.text
    # ...so opener with 15 HCP and 25 points together goes on to 3NT, and passes with 12.
    assert bid("KJT96.A4.KJ42.K4", "1S P 2C P 2D P 2NT P") == "3NT"
    assert bid("KJT96.A4.KJ42.54", "1S P 2C P 2D P 2NT P") == "P"


def test_r8_7_a_six_card_suit_again_before_notrump():
    # 1S-2C-2D forces responder: seven clubs and a singleton spade rebid 3C, not 2NT.
    assert bid("3.KJ8.J2.QJ97642", "1S P 2C P 2D P") == "3C"
    # With support for partner's five-card major, the support comes first.
    assert bid("J83.K8.J2.QJ9764", "1S P 2C P 2D P") == "2S"


def test_r8_7_last_a_preference_with_two_cards():
    # Partner's new suit after the takeout double (rule 6.25) forces; their suits are clubs
    # and hearts and my diamonds are three: two spades are the only true call.
    assert bid("32.8765.432.8765", "1C P 1H X P 2D P 2S P") == "3S"
    meaning = explain("1C P 1H X P 2D P 2S P 3S")
    assert meaning is not None and "2+ ♠" in meaning.text


@pytest.mark.parametrize(("hand", "call"), [("KJ32.432.Q32.432", "4S"), ("J432.432.432.432", "P")])
def test_r8_1_accept_an_invitation_after_answering_a_takeout_double(hand, call):
    assert bid(hand, "1H X P 1S P 2S P", dealer="E") == call


@pytest.mark.parametrize(("hand", "call"), [
    ("32.KJ432.Q32.432", "1NT"),
    ("32.KJ5432.Q32.32", "2H"),
])  # fmt: skip
def test_r8_8_no_pass_in_partners_short_suit_after_a_misfit(hand, call):
    assert bid(hand, "1C P 1H P 1S P") == call


def test_r8_8_my_six_card_suit_at_three_over_partners_invitation_in_my_void():
    # 1C-1S-3C invites; six spades, five diamonds and a club void do not pass it: 3S.
    assert bid("K97432.J6.JT943.", "1C P 1S P 3C P") == "3S"
    # With a doubleton club the invitation is declined by passing, as before.
    assert bid("K97432.J6.JT9.43", "1C P 1S P 3C P") == "P"


def test_r8_2_no_3nt_without_a_fit_when_short_in_their_unstopped_suit():
    # Over partner's 2NT and their 3S, a doubleton spade still bids the notrump game; a
    # singleton does not: they would run the suit.
    assert bid("T3.Q98.976.K5432", "P 2NT 3S", dealer="E") == "3NT"
    assert bid("T.Q982.976.K5432", "P 2NT 3S", dealer="E") == "P"
    # After a negative double, a heart void and seven diamonds do not bid 3NT over their 3H:
    # with game values (14 points and partner's opening), five of the long minor instead.
    assert bid("AQJT..AT98632.93", "P 1C 1H X 2H P 3H", dealer="W") == "5D"
    # Without a singleton there, 3NT keeps its place.
    assert bid("AQJ.T2.AT9863.93", "P 1C 1H X 2H P 3H", dealer="W") != "5D"


def test_r8_2_a_suit_game_shows_the_trumps_it_counts_on():
    # Over a jump shift in spades, opener's 4♠ shows at least three of them...
    r = ranges("1C P 2S P 4S")
    assert r[Seat.NORTH].min_len[Suit.SPADES] == 3
    # ...and four of opener's own major, unsupported, shows six.
    r = ranges("1S P 3H P 4S")
    assert r[Seat.NORTH].min_len[Suit.SPADES] == 6


def test_r8_2_the_jump_shifter_hears_the_fit_and_bids_the_slam():
    # 21 points, three aces, and partner's 4♠ promised a fit: slam, not a pass. Opener is
    # counted at the minimum after a jump shift (rule 7.6): with 19 points, game is enough.
    assert bid("AQ765.Q9.A2.AKT3", "1C P 2S P 4S P", dealer="E") == "6S"
    assert bid("AQ765.Q9.A2.AJT3", "1C P 2S P 4S P", dealer="E") == "P"


def test_r8_2_no_three_notrump_without_a_stopper_in_their_minor_opening():
    # Their 1♣ may hold only three clubs, but it is still a suit they can run against 3NT:
    # with diamonds raised and nothing in clubs, no 3NT.
    auction = "1C 1D P 2D P"
    assert bid("AK96.73.AK973.T5", auction) != "3NT"
    assert bid("AK96.73.AK973.K5", auction) == "3NT"


def test_r8_2_five_of_my_long_minor_when_their_suit_is_not_stopped():
    # West opened 1D, North jumped to 2S, East bid clubs and West rebid diamonds: no fit, a
    # singleton queen of spades, and seven clubs. 3NT would lose the first six spade tricks.
    auction = "P 1D 2S 3C P 3D P"
    assert bid("Q.A32.QT.KQT9532", auction, dealer="S") == "5C"
    # With spades stopped, 3NT is the game.
    assert bid("KQ.A3.QT.KQT9532", auction, dealer="S") == "3NT"
    # A singleton in their suit keeps the hand out of 3NT, so five of the minor takes game
    # values (25 points together), not 28: 14 points bid it, 11 do not, nor 3NT.
    assert bid("Q.A32.QT.QJT9532", auction, dealer="S") == "5C"
    assert bid("Q.J32.QT.QJT9532", auction, dealer="S") not in ("5C", "3NT")


def test_r8_2_no_game_in_their_major_on_my_own_length():
    # East dealt and passed, South opened 1D and West overcalled 1S: North's six spades sit
    # under the overcaller's five, and partner's diamonds say nothing about spades.
    assert bid("AQJ652.T7.QJ2.Q7", "P 1D 1S", dealer="E") != "4S"
    # Without their spades, over opener's minimum rebid, the same six spades are game.
    assert bid("AQJ652.T7.QJ2.Q7", "P 1D P 1S P 2D P", dealer="E") == "4S"


def test_r8_2_three_notrump_counts_no_shortness_beside_a_minor_fit():
    # 1D-1S-2C: ten HCP, five spades, four clubs and a singleton diamond. The singleton would
    # ruff in clubs, but 3NT ruffs nothing: 22-23 together is no game in notrump.
    assert bid("KQ874.K32.2.Q432", "1D P 1S P 2C P") != "3NT"
    # With three more points, 3NT.
    assert bid("KQ874.K32.2.AQ43", "1D P 1S P 2C P") == "3NT"


def test_r8_2_no_game_after_partner_declines_my_invitation():
    # 2NT invited with five hearts; opener's 3H is the minimum with support. The doubletons
    # were part of the invitation: pass, not 4H.
    auction = "1NT P 2D P 2H P 2NT P 3H P"
    assert bid("92.AT643.T2.KQ98", auction, system=CONV) == "P"


@pytest.mark.parametrize("hand", ["AQJ8.K.9752.AK52", "Q876.K2.Q9752.32"])
def test_r8_9_responder_shows_four_spades_at_the_one_level(hand):
    assert bid(hand, "1C P 1D P 1H P") == "1S"
    meaning = explain("1C P 1D P 1H P 1S")
    assert meaning is not None and "forcing" in meaning.text


def test_r8_9_opener_raises_the_second_suit_or_bids_on():
    assert bid("KJ32.AQ32.Q2.KJ3", "1C P 1D P 1H P 1S P") == "2S"
    assert bid("K32.AQ32.Q2.KJ32", "1C P 1D P 1H P 1S P") != "P"


@pytest.mark.parametrize(("hand", "call"), [
    ("Q876.K432.Q972.2", "2H"),
    ("Q87.KJ32.AJ72.32", "3H"),
    ("Q876.K432.AQ72.2", "4H"),
])  # fmt: skip
def test_r8_10_responder_raises_the_second_major_with_four(hand, call):
    assert bid(hand, "1C P 1D P 1H P") == call


@pytest.mark.parametrize(("hand", "call"), [
    ("QJ87.KQJ8743.T.A", "4H"),
    ("QJ87.KQJ87.T2.A2", "3NT"),
])  # fmt: skip
def test_r8_1_accept_a_minor_invitation_in_my_own_six_card_major(hand, call):
    assert bid(hand, "1C P 1H P 3C P") == call


def test_r8_1_accept_a_two_notrump_invitation_in_my_own_six_card_major():
    # The upper half of a 2H rebid, and six hearts: four hearts, not 3NT on two small clubs.
    assert bid("K4.AKJ985.Q32.32", "1H P 1S P 2H P 2NT P") == "4H"


@pytest.mark.parametrize(("hand", "call"), [
    ("T75.AK98.5.AT542", "4H"),
    ("T75.AK98.52.AT54", "P"),
])  # fmt: skip
def test_r8_1_accepting_in_our_major_counts_support_points(hand, call):
    # The single raise counted shortness, so the answer to the invitation does too.
    assert bid(hand, "1C P 1H P 2H P 3H P") == call


def test_r8_3_no_notrump_invitation_with_a_void_in_partners_suit():
    # East overcalled 1♥, West bid 2♣: a seven-card heart suit rebids, it does not bid 2NT.
    assert bid("KJT.AT98652.K95.", "1D 1H P 2C P", dealer="W") == "2H"
    assert bid("KJT.AT98.K952.Q3", "1D 1H P 2C P", dealer="W") == "2NT"


def test_r8_2_my_six_card_major_before_five_of_a_minor_fit():
    # Clubs fit too, but game in the solid six-card major needs a trick fewer.
    assert bid("AKQ985.84.95.QJ4", "1C 1D 1S P 2C P") == "4S"
    assert bid("AKQ98.843.95.QJ4", "1C 1D 1S P 2C P") != "4S"


def test_r7_8_a_five_card_suit_counts_opposite_partners_notrump():
    # 17 HCP and five diamonds opposite 1NT and its Stayman answer: 33 with the suit's trick.
    assert bid("AJ95.J97.AQJ82.A", "1NT P 2C P 2D P", system="conventions") == "6NT"
    # Responder's jump shift and opener's 3NT (10-21 HCP): 20 HCP and a five-card suit make
    # 31 with opener's minimum, 33 only if opener holds more: the quantitative 4NT asks.
    assert bid("AKQT2.KJ85.AK8.7", "1C P 2S P 3NT P", dealer="E") == "4NT"


def test_r8_7_last_of_all_my_suit_again():
    # Forced by the doubler's spades with one spade, their clubs and hearts, three diamonds
    # already shown: 3D repeats them and promises no more.
    assert bid("4.T874.K62.98752", "1C P 1H X P 2D P 2S P") == "3D"
    meaning = explain("1C P 1H X P 2D P 2S P 3D")
    assert meaning is not None and "3+ ♦" in meaning.text


def test_r9_3_a_forced_rebid_of_my_suit_is_read_with_all_of_rule_8_7():
    # Forced by the doubler's diamonds after their redouble, with six of their clubs and three
    # spades already shown: 2S, which a misfit rebid (rule 8.8) would otherwise own, also
    # carries rule 8.7's last clause, so it promises no more than three spades.
    auction = "1C X XX 1S P 2D P"
    assert bid("J52.Q76.9.T97432", auction) == "2S"
    meaning = explain(f"{auction} 2S")
    assert meaning is not None and "3+ ♠" in meaning.text


def test_r7_6_r7_7_a_suit_slam_shows_the_trumps_it_counts_on():
    # Partner has shown three spades (4S over my 3H): six spades from me shows five of them;
    # six of a suit partner has not shown shows a long suit of my own.
    assert ranges("1S P 2H P 3H P 4S P 6S")[Seat.NORTH].min_len[Suit.SPADES] == 5
    assert ranges("1S P 2H P 3H P 4S P 6C")[Seat.NORTH].min_len[Suit.CLUBS] == 6
    assert ranges("1S P 2H P 3H P 4S P 7S")[Seat.NORTH].min_len[Suit.SPADES] == 5
    said = explain("1S P 2H P 3H P 4S P 6S")
    assert said is not None and "5+ ♠" in said.text


def test_r7_14_the_slam_try_shows_nine_trumps_together():
    # Partner's raise showed three hearts: five hearts asking for slam shows six (the
    # natural system's five, asking for an ace with slam values, five: eight together).
    assert ranges("1H P 3H P 5H", system=CONV)[Seat.NORTH].min_len[Suit.HEARTS] >= 6
    assert ranges("1H P 3H P 5H")[Seat.NORTH].min_len[Suit.HEARTS] >= 5


def test_r8_1_a_game_accepted_is_explained_without_the_slam_title():
    # The slam title of rule 8.1 gives notrump slams alone; a game accepted does not name it.
    game = explain("1S P 1NT P 3S P 4S")
    slam = explain("2D P 3D P 3NT P 4NT P 6NT")
    assert game is not None and "slam" not in game.text
    assert slam is not None and "slam invitation" in slam.text


@pytest.mark.parametrize("system", ["natural", "conventions"])
def test_r8_3_a_jump_in_my_own_six_card_suit_invites(system):
    # 1D-1S-2D: six spades and 10 HCP, clubs unguarded: 3S invites, not 2NT...
    assert bid("KQT854.A63.J4.52", "1D P 1S P 2D P", system=system) == "3S"
    meaning = explain("1D P 1S P 2D P 3S", system=system)
    assert meaning is not None and "6+ ♠" in meaning.text
    assert bid("63.KQT854.A4.J52", "1C P 1H P 1S P", system=system) == "3H"
    # ...game values bid game, and opener raises the invitation with a maximum.
    assert bid("AKT854.A63.J4.52", "1D P 1S P 2D P", system=system) == "4S"
    assert bid("A5.K3.KQJ85.A432", "1D P 1S P 2D P 3S P", system=system) == "4S"
    assert bid("A5.K3.KJ985.Q432", "1D P 1S P 2D P 3S P", system=system) == "P"


@pytest.mark.parametrize("system", ["natural", "conventions"])
def test_r8_3_a_raise_of_partners_minor_invites_when_2nt_leaves_a_suit_unguarded(system):
    # 1C-1S-2C: 11 HCP, four clubs, diamonds unguarded: 3C invites; with them guarded, 2NT.
    assert bid("AJ85.Q63.T4.KJ52", "1C P 1S P 2C P", system=system) == "3C"
    meaning = explain("1C P 1S P 2C P 3C", system=system)
    assert meaning is not None and "9–12 HCP" in meaning.text and "3+ ♣" in meaning.text
    assert bid("AJ85.Q63.K4.J852", "1C P 1S P 2C P", system=system) == "2NT"
    # Opener bids 3NT with the upper half of its rebid and passes a minimum.
    assert bid("K5.KJ4.A9852.AQ3", "1C P 1S P 2C P 3C P", system=system) == "3NT"
    assert bid("K5.KJ4.A9852.Q43", "1C P 1S P 2C P 3C P", system=system) == "P"
    # A singleton guards nothing in notrump either: the three-level part-score stands.
    assert bid("3.KQ87.QJ875.KQ8", "1D P 1S P 2D P 3D P", system=system) == "P"
