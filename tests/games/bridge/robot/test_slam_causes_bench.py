"""bench.slam_causes: a failing slam is put down to the first cause that holds (a sacrifice,
aces missing, the ace and king of a suit, a bad lie, shape without values), the rule that
bid it is read from the auction, and the layouts keep declarer's and dummy's cards."""

from __future__ import annotations

from bench.slam_causes import CAUSES, _cause, _contested, _layouts, _rule
from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import Call, Strain
from bot.games.bridge.contract import Contract, Doubling
from bot.games.bridge.robot.bidding import System
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board
from bot.games.cards import hand_from_pbn
from bot.games.seats import Seat, Side

#: North and South hold three aces and 30 HCP; East and West the ace and king of clubs, where
#: North and South hold three cards each.
CLUBS_OUT = "N:AKQJ2.KQ2.K2.432 654.JT9.JT98.AKQ T987.A43.AQ3.765 3.8765.7654.JT98"
#: The same, but South's second and third clubs are hearts: a singleton club stops the second
#: trick.
CLUB_RUFFED = "N:AKQJ2.KQ2.K2.432 654.JT9.JT98.AKQ T987.A8543.AQ3.7 3.76.7654.JT9865"


def _board(deal: str) -> Board:
    return Board.from_pbn_deal(deal, 1, Seat.NORTH, Vulnerability.NONE)


def _auction(text: str) -> Auction:
    return Auction(Seat.NORTH, [Call.parse(c) for c in text.split()])


def _spades(level: int = 6) -> Contract:
    return Contract(level, Strain.SPADES, Doubling.UNDOUBLED, Seat.NORTH)


def test_the_ace_and_king_of_a_suit_both_held_by_them_is_the_cause() -> None:
    assert _cause(_board(CLUBS_OUT), _spades(), 0.0, Side.NS) == "ace and king of a suit"


def test_a_singleton_opposite_their_ace_and_king_leaves_a_bad_lie_or_too_few_values() -> None:
    # 28 HCP between North and South: a slam on fewer than half the layouts is one bid on shape.
    assert _cause(_board(CLUB_RUFFED), _spades(), 0.1, Side.NS) == "shape without values"
    assert _cause(_board(CLUB_RUFFED), _spades(), 0.6, Side.NS) == "bad lie, controls held"


def test_a_grand_slam_missing_an_ace_is_an_ace_missing() -> None:
    assert _cause(_board(CLUB_RUFFED), _spades(7), 0.6, Side.NS) == "aces missing"


def test_their_deal_makes_our_slam_a_sacrifice() -> None:
    assert _cause(_board(CLUBS_OUT), _spades(), 0.0, Side.EW) == CAUSES[0]


def test_the_rule_and_the_competition_are_read_from_the_auction() -> None:
    quiet = _auction("1S P 3S P 6S P P P")
    contested = _auction("1S 2H 3S P 6S P P P")
    board = _board(CLUBS_OUT)
    assert _rule(quiet, board, System.NATURAL) == "7.6"
    assert not _contested(quiet, _spades())
    assert _contested(contested, _spades())


def test_layouts_keep_declarer_and_dummy_and_deal_the_rest_again() -> None:
    board = _board(CLUBS_OUT)
    layouts = _layouts(board, _spades())
    assert len(set(layouts)) > 1
    for deal in layouts:
        hands = deal.split(":")[1].split()
        assert hand_from_pbn(hands[0]) == board.hands[Seat.NORTH]
        assert hand_from_pbn(hands[2]) == board.hands[Seat.SOUTH]
        assert hand_from_pbn(hands[1]) | hand_from_pbn(hands[3]) == (
            board.hands[Seat.EAST] | board.hands[Seat.WEST]
        )
