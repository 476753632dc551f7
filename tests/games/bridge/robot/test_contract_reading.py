"""What the contract says about declarer's hand, read by a defender who sees dummy."""

import random

from bot.games.bridge.calls import Call
from bot.games.bridge.robot.contract_reading import contract_needs, with_contract
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.robot.sampler import Knowledge, Sampler
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board, CallAction, DealState
from bot.games.bridge.views import seat_view
from bot.games.cards import Card, Suit
from bot.games.seats import Seat

from .tools import deal_in, play

#: Four spades by South; dummy (North) has three spades and 12 high-card points.
DEAL = "N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT"


def hand(text: str) -> HandInfo:
    return HandInfo.of(Card.parse(t) for t in text.split())


def test_a_defender_reads_a_fit_and_half_the_points_in_declarers_hand() -> None:
    # Dummy's three spades leave declarer four for a seven-card fit, and dummy's 12 points
    # leave declarer 8 for half the deck.
    state = play(deal_in(DEAL, "4S", Seat.SOUTH), "HQ")
    needs = contract_needs(seat_view(state, Seat.EAST))
    assert len(needs) == 2
    fits = hand("SK ST S6 S2 HK D8 D7 D5 C8 C7 C5 C4 C2")  # four spades, 3 points
    strong = hand("SK ST S6 HK HQ D8 D7 D5 C8 C7 C5 C4 C2")  # three spades, 8 points
    assert [n.fits(fits) for n in needs] == [True, False]
    assert [n.fits(strong) for n in needs] == [False, True]


def test_the_cards_dummy_has_played_still_count_for_the_fit() -> None:
    # West cashes the diamond ace and gives declarer a diamond; dummy ruffs the next one
    # with the spade four, and its three spades still count.
    state = play(deal_in(DEAL, "4S", Seat.SOUTH), "HQ H3 H2 H4 DA D3 D7 D4 D2 D6 C2 DK")
    state = play(state, "D9 D5 S4 C5")
    needs = contract_needs(seat_view(state, Seat.EAST))
    four_spades = hand("SK ST S6 S2 HK D8 D7 D5 C8 C7 C5 C4 C2")
    assert needs[0].lengths[Suit.SPADES] == (4, 13)
    assert needs[0].fits(four_spades)


def test_a_doubled_contract_says_only_that_declarer_has_a_fit() -> None:
    board = Board.from_pbn_deal(DEAL, 1, Seat.NORTH, Vulnerability.NONE)
    state = DealState(board)
    seat = Seat.NORTH
    for call in ["P", "P", "4S", "X", "P", "P", "P"]:
        state.apply(CallAction(seat, Call.parse(call)))
        seat = seat.next
    state = play(state, "HQ")
    needs = contract_needs(seat_view(state, Seat.EAST))
    assert len(needs) == 1 and needs[0].lengths[Suit.SPADES] == (4, 13)


def test_notrump_says_only_half_the_points() -> None:
    state = play(deal_in(DEAL, "3NT", Seat.SOUTH), "HQ")
    needs = contract_needs(seat_view(state, Seat.EAST))
    assert [n.hcp for n in needs] == [(8, 37)]


def test_declarer_and_the_opening_leader_read_nothing_from_the_contract() -> None:
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    assert contract_needs(seat_view(state, Seat.WEST)) == ()  # dummy not yet seen
    state = play(state, "HQ")
    assert contract_needs(seat_view(state, Seat.SOUTH)) == ()
    assert with_contract(seat_view(state, Seat.SOUTH), None) is None


def test_the_defenders_layouts_give_declarer_the_fit_far_more_often() -> None:
    state = play(deal_in(DEAL, "4S", Seat.SOUTH), "HQ")
    view = seat_view(state, Seat.EAST)
    knowledge = Knowledge.from_view(view)

    def share_with_fit(ranges) -> float:
        sampler = Sampler(knowledge, ranges, random.Random(5))
        layouts = [sampler.sample() for _ in range(400)]
        return sum(
            sum(1 for c in lay[Seat.SOUTH] if c.suit == Suit.SPADES) >= 4 for lay in layouts
        ) / len(layouts)

    blind, read = share_with_fit(None), share_with_fit(with_contract(view, None))
    # West and South share seven hidden spades: blind, South holds four or more in about
    # half the layouts; a layout without them is ten times less likely when read.
    assert blind < 0.6
    assert read > 0.85
