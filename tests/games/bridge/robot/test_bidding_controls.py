"""Rules 7.17–7.19 of seeds/bidding.md: the natural system's control bids before a slam in our
major. North opens a strong 2♠ and South raises to 3♠ (forcing) unless a test says otherwise.
"""

from bot.games.bridge.robot.hand_eval import HandInfo, need
from bot.games.cards import Suit, hand_from_pbn
from bot.games.seats import Seat
from tests.games.bridge.robot.helpers import bid, explain, ranges

RAISED = "2S P 3S P"
#: Slam values, the ace or king in clubs and hearts, nothing in diamonds.
NO_DIAMOND = "AKQJ54.AK3.Q2.A2"


def test_a_control_is_an_ace_king_singleton_or_void() -> None:
    hand = HandInfo.of(hand_from_pbn("AK54.K32.5.Q5432"))
    assert [hand.controls(s) for s in Suit] == [False, True, True, True]
    void = HandInfo.of(hand_from_pbn("AK54.QJ2..Q65432"))
    assert void.controls(Suit.DIAMONDS) and not void.controls(Suit.HEARTS)
    shows = need(controls=[Suit.HEARTS], no_controls=[Suit.CLUBS])
    assert shows.fits(hand)
    assert not shows.fits(HandInfo.of(hand_from_pbn("AK54.Q32.5.K5432")))


def test_r7_17_slam_values_and_a_suit_without_control_make_a_control_bid() -> None:
    assert bid(NO_DIAMOND, RAISED) == "4C"
    meaning = explain(f"{RAISED} 4C")
    assert meaning is not None and meaning.alert
    assert "control in ♣" in meaning.text and "no control" not in meaning.text


def test_r7_17_a_control_bid_passes_over_the_suits_it_does_not_control() -> None:
    assert bid("AKQJ54.AK3.A2.32", RAISED) == "4D"
    meaning = explain(f"{RAISED} 4D")
    assert meaning is not None and "control in ♦" in meaning.text
    assert "no control in ♣" in meaning.text
    north = ranges(f"{RAISED} 4D")[Seat.NORTH]
    assert "no control in ♣" in north.notes and "control in ♦" in north.notes


def test_r7_17_every_side_suit_controlled_needs_no_asking() -> None:
    # A singleton heart, the aces of diamonds and clubs: rule 7.6 bids the slam at once.
    assert bid("AQJ74.T.AQ.AT987", "1S P 3S P") == "6S"


def test_r7_17_without_slam_values_game() -> None:
    assert bid("AKJ54.AK3.Q2.Q32", RAISED) == "4S"


def test_r7_17_the_conventions_system_has_no_control_bids() -> None:
    assert bid(NO_DIAMOND, RAISED, system="conventions") != "4C"
    meaning = explain(f"{RAISED} 4C", system="conventions")
    assert meaning is None or "Control bid" not in meaning.text


def test_r7_18_answer_with_the_cheapest_control_above_partners() -> None:
    assert bid("9872.Q54.AK3.K43", f"{RAISED} 4C P") == "4D"
    assert bid("9872.K54.743.K43", f"{RAISED} 4C P") == "4H"
    meaning = explain(f"{RAISED} 4C P 4H")
    assert meaning is not None and meaning.alert
    assert "control in ♥" in meaning.text and "no control in ♦" in meaning.text


def test_r7_18_an_answer_above_a_passed_over_suit_promises_a_control_there() -> None:
    # North's 4♦ passed over clubs: South's 4♥ says it holds the club control too.
    assert bid("9872.K54.743.K43", f"{RAISED} 4D P") == "4H"
    meaning = explain(f"{RAISED} 4D P 4H")
    assert meaning is not None and "control in ♣ and ♥" in meaning.text


def test_r7_18_five_of_the_major_controls_the_passed_over_suit_and_nothing_more() -> None:
    assert bid("9872.Q54.743.A43", f"{RAISED} 4D P") == "5S"
    meaning = explain(f"{RAISED} 4D P 5S")
    assert meaning is not None and meaning.alert
    assert "control in ♣" in meaning.text and "no control in ♥" in meaning.text


def test_r7_19_no_control_in_the_suit_partner_passed_over_stops_in_game() -> None:
    assert bid("9872.K54.743.Q43", f"{RAISED} 4D P") == "4S"
    assert bid("9872.Q54.743.Q43", f"{RAISED} 4C P") == "4S"


def test_r7_19_every_suit_controlled_between_us_the_asker_bids_the_slam() -> None:
    assert bid(NO_DIAMOND, f"{RAISED} 4C P 4D P") == "6S"


def test_r7_19_a_suit_partner_passed_over_and_i_lack_stops_in_game() -> None:
    # South's 4♥ passed over diamonds, which North lacks too.
    assert bid(NO_DIAMOND, f"{RAISED} 4C P 4H P") == "4S"


def test_r7_19_after_game_in_the_exchange_both_pass() -> None:
    assert bid(NO_DIAMOND, f"{RAISED} 4C P 4S P") == "P"
    assert bid("9872.K54.743.K43", f"{RAISED} 4C P 4H P 4S P") == "P"
    # Five of the major over a passed-over suit: the asker who lacks nothing else bids six.
    assert bid("AKQJ54.AK3.A2.32", f"{RAISED} 4D P 5S P") == "6S"
