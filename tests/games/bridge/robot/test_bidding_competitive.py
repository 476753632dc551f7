"""Section 6 of seeds/bidding.md: overcalls, takeout doubles, balancing and penalty doubles.

East deals and opens unless the test says otherwise, so South makes the direct overcall.
"""

import pytest

from bot.games.cards import Suit
from tests.games.bridge.robot.helpers import bid, explain


@pytest.mark.parametrize(("hand", "dealer", "auction", "call"), [
    ("AQJ32.32.K32.432", "E", "1H", "1S"),
    ("32.432.AKJ32.K32", "E", "1S", "2D"),
    ("32.32.AKJ432.KQ2", "E", "1S P 2S", "3D"),
])  # fmt: skip
def test_r6_1_simple_overcall_with_five_cards(hand, dealer, auction, call):
    assert bid(hand, auction, dealer=dealer) == call


def test_r6_1_a_long_major_overcalls_at_the_two_level_though_it_is_an_unbid_major():
    # Six hearts over 1S: hearts is the suit it names, not another major to look for.
    assert bid("32.AKJ852.K32.Q3", "1S", dealer="E") == "2H"


def test_r6_1_with_the_other_major_too_a_two_level_overcall_gives_way_to_the_double():
    # Four spades beside five diamonds over 1H: the takeout double looks for the spade fit.
    assert bid("KJ42.3.AKJ85.K32", "1H", dealer="E") == "X"


def test_r6_1_a_major_the_double_cannot_show_leaves_the_overcall_standing():
    # Four hearts and five clubs over 1D, but only two spades: no takeout double, so 2C.
    assert bid("KT.QT92.85.AKJ95", "1D", dealer="E") == "2C"
    # A void in their spades, four hearts and seven clubs: 2C, not a pass.
    assert bid(".A543.KT.AJT9875", "1S", dealer="E") == "2C"


@pytest.mark.parametrize(("hand", "call"), [
    ("Q84.T9753.96.AJ4", "P"),  # 8 points, a poor suit: no lead to ask for
    ("K4.J9653.Q83.Q94", "P"),
    ("Q84.KQ753.96.J43", "1H"),  # two of the top three honours
    ("Q84.QJT53.96.K43", "1H"),  # three of the top five
    ("AQ4.T9753.96.AJ4", "1H"),  # 12 points: the values make up for the suit
])  # fmt: skip
def test_r6_1_a_light_one_level_overcall_needs_a_good_suit(hand, call):
    assert bid(hand, "1D", dealer="E") == call


def test_r6_1_no_two_level_overcall_with_a_weak_hand():
    assert bid("32.432.QJ432.K32", "1S", dealer="E") == "P"


@pytest.mark.parametrize(("hand", "call"), [
    ("32.KJ984.A32.Q32", "P"),    # 11 points, a poor suit: no two-level overcall
    ("32.AQT98.K32.J32", "2H"),   # the same values, two of the top three honours
    ("32.KJ984.A32.KQ2", "2H"),   # 14 points make up for it
])  # fmt: skip
def test_r6_1_a_two_level_overcall_below_13_points_needs_a_good_suit(hand, call):
    assert bid(hand, "1S", dealer="E") == call


def test_r6_1_six_cards_make_up_for_the_suit_at_the_two_level():
    # Over their opening and answer (no weak jump there), six hearts and 12 points.
    assert bid("32.KJ9843.A32.Q2", "1C P 1S", dealer="E") == "2H"
    assert bid("32.KJ984.A32.Q32", "1C P 1S", dealer="E") == "P"


def test_r6_2_weak_jump_overcall():
    assert bid("KQJ432.32.432.32", "1C", dealer="E") == "2S"


def test_r6_3_one_notrump_overcall_with_a_stopper():
    assert bid("AQ2.KJ2.KJ32.Q32", "1H", dealer="E") == "1NT"


def test_r6_3_no_one_notrump_overcall_without_a_stopper():
    assert bid("AQ2.432.AKJ2.KQ2", "1H", dealer="E") != "1NT"


@pytest.mark.parametrize(("hand", "auction"), [
    ("AQ32.2.KJ32.KJ32", "1H"),
    ("AKQ2.A2.AQ32.K32", "1H"),  # too strong to overcall
    ("AQ32.2.KJ32.KJ32", "1H P 2H"),
])  # fmt: skip
def test_r6_4_takeout_double(hand, auction):
    assert bid(hand, auction, dealer="E") == "X"


def test_r6_4_no_strong_double_with_length_in_their_suit():
    # 15 HCP and six of their clubs (17 points): partner would answer in a suit this hand
    # cannot support. It waits.
    assert bid("A65.Q8.A2.KQ9432", "1C") == "P"
    # Four of their clubs and six diamonds: too strong to overcall, so the double still starts.
    assert bid("K.K9.AKT852.QJ84", "1C") == "X"


def test_r6_4_takeout_double_is_forcing_and_partner_answers():
    assert bid("J432.432.432.432", "1H X P", dealer="E") == "1S"


def test_r6_5_double_of_one_notrump_is_for_penalty():
    assert bid("AQ2.KJ2.KJ32.KQ2", "1NT", dealer="E") == "X"
    meaning = explain("1NT X", dealer="E")
    assert meaning is not None and "penalty" in meaning.text


def test_r6_6_balancing_overcall_with_seven_points():
    assert bid("KJ432.32.Q32.432", "1H P P", dealer="W") == "1S"


def test_r6_7_balancing_one_notrump():
    assert bid("KQ2.K32.QJ32.K32", "1H P P", dealer="W") == "1NT"


def test_r6_8_balancing_double():
    assert bid("KQ32.2.QJ32.K432", "1H P P", dealer="W") == "X"


def test_r6_9_pass_partners_takeout_double_with_long_trumps():
    assert bid("2.AQJ32.K32.5432", "1H X P", dealer="E") == "P"


def test_r6_9_length_alone_is_no_reason_to_pass_a_one_level_double():
    # Five spades to the jack and 8 HCP take no tricks in 1S doubled: answer instead.
    assert bid("J9753.8765.K.KJ2", "1S P P X P", dealer="N") != "P"


@pytest.mark.parametrize(("hand", "call"), [
    ("2.QJ432.T9.K5432", "P"),   # five hearts, nothing in spades or diamonds: no answer is true
    ("32.8642.32.QJ432", "P"),   # four hearts and their clubs: no suit of three either
    ("2.Q5432.T92.J543", "2D"),  # three diamonds: an answer with a fit
])  # fmt: skip
def test_r6_9_pass_with_their_suit_and_no_suit_to_answer_in(hand, call):
    # 1C P 1H X P: the double asks for spades and diamonds.
    assert bid(hand, "1C P 1H X P") == call


def test_r6_28_cue_bid_after_a_takeout_double_with_values_and_no_clear_answer():
    # 14 HCP, four small spades and three of everything else: no suit to jump in, no stopper
    # for notrump, too strong for a simple answer.
    hand = "8642.KQ2.AQ3.KJ2"
    assert bid(hand, "1S X P") == "2S"
    meaning = explain("1S X P 2S")
    assert meaning is not None and "forcing" in meaning.text
    assert bid("K3.AJ54.KT76.Q92", "1S X P 2S P", dealer="N") != "P"  # the doubler bids on
    assert bid(hand, "1S X P 2S P 2NT P") == "3NT"  # and game is reached


def test_r6_10_game_in_a_major_after_a_takeout_double():
    assert bid("AQ432.32.K32.Q32", "1H X P", dealer="E") == "4S"


@pytest.mark.parametrize(("hand", "call"), [
    ("KJ32.432.A32.Q32", "4S"),   # 10 points opposite a double of their pre-empt: game
    ("KJ32.432.A32.K32", "4S"),
    ("K432.432.K32.Q32", "3S"),   # 8 points: the cheapest answer
])  # fmt: skip
def test_r6_10_over_a_double_of_their_three_level_bid_game_takes_nine_points(hand, call):
    assert bid(hand, "3H X P", dealer="E") == call


def test_r6_10_the_game_answer_reads_nine_points_over_a_three_level_double_only():
    assert "9+ points" in explain("3H X P 4S", dealer="E").text
    assert "12+ points" in explain("1H X P 4S", dealer="E").text


def test_r6_11_three_notrump_after_a_takeout_double():
    assert bid("A32.KQ2.K32.Q432", "1H X P", dealer="E") == "3NT"


def test_r6_12_two_notrump_after_a_takeout_double():
    assert bid("A32.K32.Q32.Q432", "1H X P", dealer="E") == "2NT"


def test_r6_13_jump_in_the_best_suit_with_9_to_11():
    assert bid("KJ32.32.Q32.K432", "1H X P", dealer="E") == "2S"


def test_r6_14_one_notrump_after_a_takeout_double():
    assert bid("432.KJ2.Q32.Q432", "1H X P", dealer="E") == "1NT"


@pytest.mark.parametrize(("hand", "call"), [
    ("J432.432.432.432", "1S"),
    ("432.432.J5432.43", "2D"),
    ("432.32.Q32.J5432", "2C"),
])  # fmt: skip
def test_r6_15_answer_a_takeout_double_in_the_best_unbid_suit(hand, call):
    assert bid(hand, "1H X P", dealer="E") == call


def test_r6_15_never_pass_partners_takeout_double_with_a_weak_hand():
    assert bid("432.5432.432.432", "1H X P", dealer="E") != "P"


def test_r6_16_game_raise_of_an_overcall():
    assert bid("K432.A32.K32.K32", "1C 1S P", dealer="E") == "4S"


def test_r6_17_jump_raise_of_an_overcall():
    # Over their raise the cue bid is not a raise (rule 6.28): the jump invites game.
    assert bid("K32.A432.432.KJ2", "1H 1S 2H", dealer="E") == "3S"
    assert "invites game" in explain("1H 1S 2H 3S", dealer="E").text


@pytest.mark.parametrize("auction", ["1C 1S P", "1D 1S X"])
def test_r6_17_the_jump_raise_is_pre_emptive_where_the_cue_bid_raises(auction):
    # Four trumps and 5 HCP: nine trumps together, and their room taken away.
    assert bid("K432.32.Q8432.32", auction, dealer="E") == "3S"
    assert "pre-emptive" in explain(f"{auction} 3S", dealer="E").text
    # Eleven points go through the cue bid instead.
    assert bid("K432.A32.Q32.Q32", auction, dealer="E") != "3S"


def test_r6_17_the_overcaller_passes_the_pre_emptive_jump_with_a_minimum():
    # 1D 1S X 3S P: 12 points opposite at most 8 is no game.
    assert bid("KQ984.A32.32.Q32", "1D 1S X 3S P", dealer="E") == "P"


def test_r6_18_single_raise_of_an_overcall():
    assert bid("K432.Q2.Q432.J32", "1C 1S P", dealer="E") == "2S"


@pytest.mark.parametrize(("hand", "call"), [
    ("Q8.A98.T872.J983", "3C"),   # four trumps and 7 points: nine trumps compete at three
    ("Q8.AQ8.T872.KT83", "3C"),   # four trumps and 11: no room left for the jump raise
    ("Q8.A982.T872.J93", "P"),    # three trumps and 7: eight trumps stop at two
])  # fmt: skip
def test_r6_18_over_their_raise_four_trumps_raise_partners_overcall(hand, call):
    # South opened 1S, West overcalled 2C, North raised to 2S; East advances.
    assert bid(hand, "P P 1S 2C 2S", dealer="S") == call


def test_r6_18_the_raise_over_their_bid_is_read_with_its_wider_range():
    meaning = explain("P P 1S 2C 2S 3C", dealer="S")
    assert meaning is not None and "6–12 points" in meaning.text


def test_r6_18_an_invitational_raise_where_the_jump_would_pass_three():
    # Over 1D (2C) 2D: a jump raise would be 4C, past 3NT, so 3C carries 11-12 too.
    assert bid("Q82.AQ8.T872.KT8", "1D 2C 2D", dealer="E") == "3C"
    assert bid("Q82.A98.T872.KT8", "1D 2C 2D", dealer="E") == "3C"  # 9 points, the plain raise
    assert "11–12" not in explain("1C 1S P 2S", dealer="E").text  # room for the jump: 8–10


def test_r6_17_r6_28_a_raise_of_an_overcall_counts_shortness():
    # Nine HCP and a singleton: eleven support points, the cue bid raise; with a void, game.
    assert bid("K432.A432.Q543.2", "1C 1S P", dealer="E") == "2C"
    assert bid("K432.A432.Q5432.", "1C 1S P", dealer="E") == "4S"


@pytest.mark.parametrize(("hand", "auction", "call"), [
    ("K32.A432.432.KJ2", "1D 1S P", "2D"),   # 11 HCP, three trumps: a limit raise
    ("KJ32.A32.432.K32", "1D 1S X", "2D"),   # over their negative double too
    ("K32.A32.Q432.Q32", "1D 2C P", "2D"),   # a minor overcall is raised the same way
    ("K32.A432.432.KJ2", "1H 1S 2H", "3S"),  # not over their raise: the jump invites
])  # fmt: skip
def test_r6_28_the_cue_bid_raise_of_an_overcall(hand, auction, call):
    assert bid(hand, auction, dealer="E") == call


def test_r6_28_the_cue_bid_raise_is_read_as_forcing_values():
    meaning = explain("1D 1S P 2D", dealer="E")
    assert meaning is not None and "a raise, 11+ points" in meaning.text


@pytest.mark.parametrize(("hand", "auction", "call"), [
    ("KQ984.K32.32.432", "1D 1S P 2D P", "2S"),   # a minimum: the suit again
    ("KQ984.K32.32.432", "1D 1S P 2D X", "2S"),   # not left to play 2D doubled
    ("AKJ84.K32.32.AQ2", "1D 1S P 2D P", "4S"),   # 15 points and the cue's 11: game
    ("AKJ84.K32.32.AQ2", "1D 1S P 2D 3D", "4S"),  # whatever the next player did
])  # fmt: skip
def test_r6_28_the_overcaller_over_the_cue_bid_raise(hand, auction, call):
    assert bid(hand, auction, dealer="E") == call


def test_r6_19_one_notrump_after_an_overcall():
    assert bid("32.KJ2.Q432.KJ32", "1C 1S P", dealer="E") == "1NT"


def test_r6_20_two_notrump_after_an_overcall():
    assert bid("32.KJ2.AQ32.KJ32", "1C 1S P", dealer="E") == "2NT"


def test_r1_4_partner_s_notrump_overcall_has_stopped_their_suit():
    # 8 HCP and five hearts opposite a 15-18 1NT overcall of 1D: 2NT invites, though the
    # diamonds are stopped in partner's hand only.
    assert bid("Q43.AJ942.83.J43", "P P 1D 1NT P", dealer="W") == "2NT"


def test_r6_21_new_suit_after_an_overcall():
    assert bid("2.KQJ432.Q32.432", "1C 1S P", dealer="E") == "2H"


def test_r6_22_penalty_double_of_a_contract_we_will_defeat():
    assert bid("A2.AK2.AK32.5432", "1S P 4S", dealer="E") == "X"


def test_r6_22_no_penalty_double_without_the_tricks():
    assert bid("32.AK2.5432.5432", "1S P 4S", dealer="E") == "P"


def test_r6_22_half_a_trick_to_spare_against_a_three_level_part_score():
    # Three aces and a king opposite partner's response: 4 quick tricks and about 1.9 from
    # partner against the five 3D needs; a trick to spare is not there, half a trick is.
    assert bid("AK2.A8643.2.A874", "1H P 1S 2D P 3D P P", dealer="W") == "X"
    # Without the king of spades, a quick trick less: no double.
    assert bid("A32.A8643.2.A874", "1H P 1S 2D P 3D P P", dealer="W") == "P"


def test_r6_9_pass_a_two_level_takeout_double_with_long_trumps():
    assert bid("2.AQJ32.K32.5432", "1H P 2H X P", dealer="E") == "P"


def test_r6_9_the_trumps_are_in_the_doubled_suit_only():
    # Five spades are not needed to pass partner's double of 2♦, nor five diamonds at the two
    # level: four good ones over the bidder, with values, and every call is true to its meaning.
    hand = "KQ432.AJ.KJ93.32"
    assert bid(hand, "1S P 1NT P 2D P P X P", dealer="N") == "P"


def test_r6_9_four_trumps_are_not_enough_at_the_one_level():
    assert bid("2.AJ32.K532.5432", "1H X P", dealer="E") != "P"


def test_r6_15_a_redouble_does_not_release_the_answer():
    assert bid("5432.5432.432.32", "1H X XX", dealer="E") == "1S"


# --- the doubler's second call (East opened 1H, South doubled, North answered) -------------


def test_r6_23_game_in_partners_major_after_a_strong_double():
    assert bid("AQ32.2.AKJ2.AK32", "1H X P 1S P", dealer="E") == "4S"


def test_r6_24_notrump_after_a_strong_double():
    # Partner's 1S may hold nothing: 19-21 balanced, too strong for a 1NT overcall, invites
    # with the cheapest notrump; only 22+ bids game alone.
    assert bid("AQ2.K32.AJ2.AK32", "1H X P 1S P", dealer="E") == "1NT"
    assert bid("AQ2.K2.AKJ2.AK32", "1H X P 1S P", dealer="E") == "3NT"
    # Over a 2D answer the invitation is 2NT.
    assert bid("AQ2.KQ2.KJ2.AJ32", "1S X P 2D P", dealer="E") == "2NT"
    # A jump answer shows 9-11: 19 balanced is game.
    assert bid("AQ2.K32.AJ2.AK32", "1H X P 2S P", dealer="E") == "3NT"
    # Partner accepts with some values and passes with none.
    assert bid("T9863.A876.Q54.5", "1H X P 1S P 1NT P", dealer="E") == "3NT"
    assert bid("T9863.8762.654.5", "1H X P 1S P 1NT P", dealer="E") == "P"


@pytest.mark.parametrize(("hand", "call"), [
    ("AKQJ32.2.AK2.K32", "4S"),
    ("AKQJ3.32.AK2.K32", "2S"),
])  # fmt: skip
def test_r6_25_own_long_suit_after_a_strong_double(hand, call):
    assert bid(hand, "1H X P 2C P", dealer="E") == call


def test_r6_14_r6_25_a_strong_doubler_bids_on_over_partner_s_notrump_answer():
    # 13 HCP and nine hearts, 18 points: a strong double; partner's 1NT answer after the
    # redouble does not end the auction for a hand that plays in hearts on its own.
    assert bid("Q.AQJ986542.A3.5", "P P 1C X XX 1NT P", dealer="E") == "2H"
    # 20 HCP balanced with clubs stopped by partner's 1NT: game.
    assert bid("AK.AQ54.KQ32.J32", "1C X P 1NT P") == "3NT"


def test_r6_25_a_strong_doubler_shows_the_suit_over_their_bid_too():
    # East opened 1D, South doubled with 21 HCP and six hearts, West passed, North answered
    # 1S and East rebid 2D: the double was too strong to stop now.
    auction = "1D X P 1S 2D"
    assert bid("Q.AKQ976.K97.AK4", auction, dealer="E") == "2H"
    # Over their bid the suit is not forcing: a bare answer passes it.
    assert bid("J8642.32.J3.T852", f"{auction} 2H P", dealer="E") == "P"
    # A plain double (15 HCP) has said it all.
    assert bid("Q.AJ9876.K97.A43", auction, dealer="E") == "P"


def test_r6_26_raise_partners_answer_with_17_to_19():
    assert bid("AQ32.2.KJ32.AK32", "1H X P 1S P", dealer="E") == "2S"


def test_r6_27_a_strong_doubler_acts_again_when_partner_could_not_answer():
    # East opened 1C, South doubled, West bid 1S, North passed and so did East.
    assert bid("A2.AKQJ32.AQ2.32", "1C X 1S P P", dealer="E") == "2H"


def test_r6_28_the_advancers_cue_bid_after_their_raise():
    # West opened 1C, North overcalled 1D, East raised to 2C: 13 points, three diamonds and
    # no club stopper show themselves with the cue bid, not a pass.
    assert bid("Q873.KQT6.AQ7.97", "1C 1D 2C", dealer="W") == "3C"
    assert "Cue bid" in explain("1C 1D 2C 3C", dealer="W").text
    # Partner, forced, bids on.
    assert bid("K42.A987.KT652.5", "1C 1D 2C 3C P", dealer="W") != "P"


def test_r6_28_a_cue_bid_of_their_suit_is_read_as_strong_and_forcing():
    meaning = explain("1H 2H", dealer="N")
    assert meaning is not None and "Cue bid" in meaning.text
    # The robots do not make it, and answer it when partner does.
    assert bid("AK32.A2.AKQ2.K32", "1H", dealer="N") != "2H"
    assert bid("Q432.32.J432.432", "1H 2H P", dealer="N") != "P"


@pytest.mark.parametrize(("hand", "auction", "call"), [
    ("AQ84.2.AQ42.AQ32", "1H X P 1S 3H", "3S"),  # 18 points, four spades: compete
    ("AKQ4.2.AQ42.AK32", "1H X P 1S 2H", "4S"),  # 23 points: game opposite a bare answer
    ("AQ84.2.AJ42.KJ32", "1H X P 1S 3H", "P"),  # 16 points: the double said it all
])  # fmt: skip
def test_r6_29_a_strong_doubler_raises_partners_answer_over_their_bid(hand, auction, call):
    assert bid(hand, auction, dealer="E") == call


def test_r6_29_the_raise_shows_four_trumps_and_a_strong_double():
    meaning = explain("1H X P 1S 3H 3S", dealer="E")
    assert meaning is not None and meaning.need is not None
    assert "4+ ♠" in meaning.text and "17+ points" in meaning.text


def test_r6_9_the_pass_with_no_suit_to_answer_in_stands_after_a_redouble():
    assert bid("QJ98743.32.32.32", "1S X XX", dealer="N") == "P"


def test_r6_15_two_cards_answer_in_openers_five_card_suit():
    # Partner opened 1H and doubled their spades: hearts, not three clubs of two cards.
    assert bid("Q32.J2.KJ8632.32", "1H 2D P 2S X P") == "3H"


@pytest.mark.parametrize(("hand", "call"), [
    ("AQJ63.5.AKJ2.AQ2", "4S"),   # five good spades and 20 points: game over their game
    ("KQJ632.5.AK2.432", "4S"),   # six spades, 13 points
    ("KQJ63.5.AK32.432", "P"),    # five spades and 14: neither game nor a penalty double
])  # fmt: skip
def test_r6_1_overcall_at_the_four_level(hand, call):
    assert bid(hand, "3H P 4H", dealer="S") == call


def test_r6_9_pass_a_three_level_takeout_double_with_four_trumps():
    # Their pre-empt doubled: four good hearts and 12 HCP defend better than a four-level
    # answer in a suit of three cards.
    assert bid("K32.QJ98.AJ2.Q32", "3H X P", dealer="S") == "P"


def test_r6_30_a_balance_at_the_three_level_needs_more_when_vulnerable():
    # Five hearts and 9 points over their 2S: not vulnerable it balances; vulnerable, where a
    # double of a misjudged balance costs most, it lets them play two spades.
    hand, auction = "32.AQJ32.J432.32", "1S P 2S P P"
    assert bid(hand, auction, dealer="E", vul="none") == "3H"
    assert bid(hand, auction, dealer="E", vul="all") == "P"


def test_r6_30_the_balancing_double_is_read_as_short_in_their_suit_with_8_hcp():
    shown = explain("1H P 2H P P X")
    assert shown is not None and shown.need is not None
    assert shown.need.hcp[0] == 8
    assert shown.need.lengths[Suit.HEARTS] == (0, 2)
    assert all(shown.need.lengths[s][0] >= 3 for s in (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS))


def test_r6_30_partner_of_the_balancer_does_not_jump():
    # 12 points and four spades bid game after a direct takeout double (rule 6.10); after the
    # balancing double over their fit, which counted on those values, it answers at the
    # cheapest level.
    hand = "KQ32.432.AJ32.Q2"
    assert bid(hand, "1H X P", dealer="N") == "4S"
    assert bid(hand, "1H P 2H P P X P", dealer="N") == "2S"


@pytest.mark.parametrize(("hand", "auction", "call"), [
    ("AQ2.KQ2.KJ32.A32", "3H", "3NT"),
    ("AQ2.KQ2.KJ32.A32", "3H P P", "3NT"),
    ("AQ2.32.KJ32.AK32", "3H", "X"),  # no heart stopper: the takeout double
    ("AQ2.KQ2.K432.Q32", "3H", "3NT"),
    ("AQ2.KQ2.K432.Q32", "1H", "1NT"),  # over a one-level opening, rule 6.3
    ("AQ4.K2.AKJ873.63", "3S", "3NT"),  # a running minor and their suit stopped
    ("AQ4.K2.QJT873.A3", "3S", "X"),    # the minor has one top honour: no 3NT
    ("AQ4.2.AKJ873.763", "3S", "P"),    # a singleton: no 3NT
])  # fmt: skip
def test_r6_31_3nt_over_their_pre_empt_with_their_suit_stopped(hand, auction, call):
    assert bid(hand, auction, dealer="N") == call


@pytest.mark.parametrize(("hand", "auction", "call"), [
    ("K43.432.Q432.432", "1C 2S P", "3S"),   # three trumps, 5 points: nine trumps at three
    ("K432.32.Q432.432", "1C 2S X", "3S"),   # four, over their double
    ("32.J32.Q432.K542", "1C 2H P", "3H"),   # 4 points
    ("K4.432.Q432.5432", "1C 2S P", "P"),    # two trumps: no raise
])  # fmt: skip
def test_r6_18_a_weak_jump_overcall_is_raised_to_three_with_three_trumps(hand, auction, call):
    assert bid(hand, auction, dealer="N") == call


@pytest.mark.parametrize(("hand", "auction", "call"), [
    ("KJ84.6.AQ73.K982", "3H", "X"),    # 13 HCP and a singleton heart
    ("5.AKJ75.Q963.K82", "3S", "X"),    # 13 HCP and a singleton spade
    ("KJ84.64.AQ73.K98", "3H", "P"),    # 13 HCP and two hearts: not enough
    ("AQ73.5.KJ84.Q962", "3H P P", "X"),  # after two passes, 12 HCP and the shape
    ("6.KQ84.AJ73.Q962", "3S P P", "X"),
    ("AQ73.5.KJ84.Q962", "3H", "P"),    # directly, 12 HCP pass
    ("Q73.5.KJ84.Q9632", "3H P P", "P"),  # 9 HCP: too light even there
])  # fmt: skip
def test_r6_4_takeout_double_of_their_pre_empt(hand, auction, call):
    assert bid(hand, auction, dealer="N") == call


def test_r6_4_the_double_of_a_pre_empt_explains_its_shortness():
    meaning = explain("3H X", dealer="N")
    assert meaning is not None and "takeout" in meaning.text.lower()


@pytest.mark.parametrize(("hand", "auction", "call"), [
    ("AKJ975.K4.83.A72", "3D", "3S"),   # 17 points and six spades: the overcall
    ("73.AKJ964.K4.A72", "3S", "4H"),   # 17 points and six hearts: game
    ("AKJ975.K4.83.AK2", "3D", "X"),    # 20 points: too strong, the double first
    ("AKJ84.Q73.5.K942", "3D P P", "X"),  # balancing, the takeout shape: the double
    ("AKJ84.Q7.52.K943", "3D P P", "3S"),  # balancing, a good five-card suit
    ("AKJ84.Q7.52.K943", "3D", "P"),    # directly, five cards do not overcall at three
    ("J9842.AQ.52.KQ43", "3D P P", "P"),  # balancing, a poor suit
])  # fmt: skip
def test_r6_35_overcalls_of_their_pre_empt(hand, auction, call):
    assert bid(hand, auction, dealer="N") == call


def test_r6_32_takeout_double_of_their_four_heart_pre_empt():
    # Short hearts, four spades, 16 HCP: the double asks for spades, directly or balancing.
    assert bid("AQ32.2.KQ32.AJ32", "4H", dealer="N") == "X"
    assert bid("AQ32.2.KQ32.AJ32", "4H P P", dealer="N") == "X"
    meaning = explain("4H X", dealer="N")
    assert meaning is not None and "4+ ♠" in meaning.text and "14+ HCP" in meaning.text
    # Too few spades, or too many hearts, and no double; six spades bid game (rule 6.1).
    assert bid("A32.2.KQ32.AJ432", "4H", dealer="N") == "P"
    assert bid("AQ32.32.KQ2.AJ32", "4H", dealer="N") == "P"
    assert bid("AQJ932.2.KQ2.A32", "4H", dealer="N") == "4S"


@pytest.mark.parametrize(("hand", "call"), [
    ("KJ432.32.432.Q32", "4S"),   # four spades and more: the eight-card fit
    ("8432.432.432.432", "4S"),   # at any strength: the doubler counted on them
    ("32.2.KQJ432.Q532", "5D"),   # six diamonds, short hearts, no four spades
    ("432.K32.432.Q432", "P"),    # nothing to bid: defend 4H doubled
])  # fmt: skip
def test_r6_33_answers_to_the_double_of_four_hearts(hand, call):
    assert bid(hand, "4H X P", dealer="N") == call


def test_r6_33_four_trumps_in_their_suit_defend_rather_than_bid_spades():
    assert bid("KJ32.QT93.432.32", "4H X P", dealer="N") == "P"


def test_r6_13_a_jump_in_a_minor_does_not_pass_3nt():
    # 9 points and four clubs after 1H X 2H: the jump to 4C would pass 3NT on a hand that has
    # found no fit; the free 3C shows the suit and the values.
    assert bid("Q65.854.Q54.KQT2", "1H X 2H", dealer="N") == "3C"
    # With the next player silent the jump stays at the three level, and stands.
    assert bid("Q65.854.Q54.KQT2", "1H X P", dealer="N") == "3C"


@pytest.mark.parametrize(("hand", "call"), [
    ("Q6.QJ42.75.Q8632", "P"),  # 7 points: 5C would be a contract on nothing
    ("Q6.J42.75.KQJ632", "5C"),  # 9 HCP and six clubs
    ("Q6.KJ4.7532.KJ63", "P"),  # 10 points, but four-card minors make no eleven tricks
])  # fmt: skip
def test_r6_15_a_free_answer_at_the_five_level_needs_values_and_five_cards(hand, call):
    assert bid(hand, "1S X 4S", dealer="N") == call


def test_r6_15_the_free_answer_above_the_three_level_is_read_as_9_points():
    shown = explain("1S X 4S 5C", dealer="N")
    assert shown is not None and shown.need is not None
    assert shown.need.points[0] == 9
    assert shown.need.lengths[Suit.CLUBS][0] == 5


@pytest.mark.parametrize(("hand", "call"), [
    ("QT62.5.AT964.987", "1S"),  # four spades before five diamonds
    ("Q962.5.AT964.K87", "2S"),  # and with 9+ points the jump is in spades too
    ("QT62.5.AT9643.98", "2D"),  # six diamonds are two cards longer: diamonds
    ("QT6.52.AT964.987", "2D"),  # no four-card major: the longest suit
])  # fmt: skip
def test_r6_15_a_four_card_major_before_a_five_card_minor(hand, call):
    assert bid(hand, "1H X P", dealer="N") == call


@pytest.mark.parametrize(("hand", "call"), [
    ("32.A2.AK76543.32", "5D"),  # 11 HCP and seven diamonds, no spade stopper: game
    ("32.32.KQ76543.32", "4D"),  # 5 HCP: the cheapest answer, which partner's double forces
    ("K2.Q2.A876543.Q2", "3NT"),  # a stopper and 11 HCP: 3NT comes first (rule 6.11)
])  # fmt: skip
def test_r6_13_over_a_three_level_bid_the_jump_in_a_minor_goes_to_game(hand, call):
    # After 3S X P the cheapest diamond answer is already past 3NT: a hand worth game jumps to
    # five, where 4D would say at most 11 points.
    assert bid(hand, "3S X P", dealer="N") == call


@pytest.mark.parametrize("system", ["natural", "conventions"])
def test_r3_15_their_1nt_overcall_doubled_for_penalty_and_their_escape_too(system):
    # 9+ HCP over their 1NT overcall doubles for penalty; opener then passes...
    assert bid("K432.JT92.K764.Q", "1C 1NT", system=system) == "X"
    assert bid("AQ7.K54.T3.AT874", "1C 1NT X P", system=system) == "P"
    # ...and, when they run, doubles the escape with four cards in it.
    assert bid("AQ7.K54.AT83.T87", "1C 1NT X 2D", system=system) == "X"
    assert bid("AQ7.K54.T3.AT874", "1C 1NT X 2D", system=system) == "P"
    meaning = explain("1C 1NT X", system=system)
    assert meaning is not None and "penalty" in meaning.text.lower()


@pytest.mark.parametrize("system", ["natural", "conventions"])
def test_r3_16_game_hand_with_no_other_answer_cue_bids_their_overcall(system):
    # Five trumps and 14 HCP over 1H 2D: no four-card side suit at the two level to start a
    # forcing raise, no diamond stopper, too strong to raise; not a pass.
    assert bid("QJT.AKQT9.3.QT72", "1H 2D", system=system) == "3D"
    meaning = explain("1H 2D 3D", system=system)
    assert meaning is not None and "cue bid" in meaning.text.lower()
    # Partner describes: notrump with their suit stopped.
    assert bid("K2.J7653.AKJT.K3", "1H 2D 3D P", system=system) == "3NT"
    # Not with five of their suit: that hand waits for partner's reopening double.
    assert bid("K8532.A4.T76.AJ4", "1C 1S", system=system) == "P"
    # A hand that another answer describes makes that answer.
    assert bid("KQ3.J4.KJ93.Q932", "1H 2D", system=system) == "2NT"
    # Forcing to game: a minimum opener with no stopper bids on, and so does the cue bidder.
    assert bid("K2.J7653.AK42.K3", "1H 2D 3D P", system=system) != "P"
    assert bid("QJT.AKQT9.3.QT72", "1H 2D 3D P 3H P", system=system) == "4H"


@pytest.mark.parametrize("system", ["natural", "conventions"])
def test_r5_36_their_two_level_bid_over_our_1nt_doubled_with_four_trumps(system):
    assert bid("K864.643.A8.9432", "1NT 2S", system=system) == "X"
    assert bid("85.KJ92.Q32.JT53", "1NT 2H", system=system) == "X"
    # Two small spades: no double for penalty.
    assert bid("86.K643.A84.9432", "1NT 2S", system=system) != "X"


@pytest.mark.parametrize("system", ["natural", "conventions"])
def test_r5_37_game_values_over_their_bid_on_our_1nt_cue_bid_their_suit(system):
    # 14 HCP, four hearts, their clubs unstopped: no five-card suit, no 3NT, no penalty
    # double with three small clubs; not a pass.
    assert bid("KJ3.AKQ6.JT7.752", "1NT 2C", system=system) == "3C"
    # With their suit stopped, 3NT (rule 5.32) as before.
    assert bid("KJ3.AQ76.JT7.K52", "1NT 2C", system=system) == "3NT"
    # Partner shows a four-card major first, as over Stayman...
    assert bid("AQ5.K932.KJ4.Q95", "1NT 2C 3C P", system=system) == "3H"
    assert bid("J2.AT52.AK2.K875", "1NT 2S 3S P", system=system) == "4H"
    # ...else bids 3NT, but only with their suit stopped (rule 8.2 would go on points alone).
    assert bid("AQ5.K93.KJ42.Q95", "1NT 2C 3C P", system=system) == "3NT"
    assert bid("AQ5.K93.KQJ4.954", "1NT 2C 3C P", system=system) != "3NT"


@pytest.mark.parametrize("system", ["natural", "conventions"])
def test_r6_34_their_lone_two_level_bid_after_our_opening_and_answer(system):
    assert bid("A9843.8.T65.KQ93", "1D P 1S 2C P P", system=system) == "X"
    assert bid("K4.Q9432.KJ75.T7", "1S P 1NT 2D P P", system=system) == "X"
    # No major left for a negative double over 1S 2H: four hearts and 8+ HCP double.
    assert bid("Q.KT932.KT72.853", "1S 2H", system=system) == "X"
    assert bid("Q.T932.KT72.8532", "1S 2H", system=system) != "X"


@pytest.mark.parametrize("system", ["natural", "conventions"])
def test_r6_36_their_sacrifice_over_our_game_doubled(system):
    # 1H 2S 4H 4S, opener passes: 12 HCP opposite an opening are the values for game.
    assert bid("A73.KQ84.K962.73", "1H 2S 4H 4S P P", system=system) == "X"
    meaning = explain("1H 2S 4H 4S P P X", system=system)
    assert meaning is not None and "sacrifice" in meaning.text
    # 7 HCP opposite the opening: our game was not ours by values; no double.
    assert bid("973.KQ84.Q962.73", "1H 2S 4H 4S P P", system=system) != "X"
