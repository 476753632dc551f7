"""bench.bidding: the penalty-double tally counts the doubles and what they won or lost."""

from __future__ import annotations

from bench.bidding import Doubles
from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import Call
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board
from bot.games.seats import SEATS, Seat

DEAL = "N:AKQ2.AK2.AK2.432 JT98.QJT9.QJT.65 7654.876.987.987 3.543.6543.AKQJT"


def _auction(text: str) -> Auction:
    auction = Auction(Seat.NORTH)
    for call in text.split():
        auction.call(Call.parse(call), auction.turn)  # type: ignore[arg-type]
    return auction


def _tricks(taken: int) -> dict[str, list[int]]:
    """Every seat takes `taken` tricks in every strain (all the tally reads is declarer's)."""
    return {str(s): [taken] * 5 for s in SEATS}


def test_a_doubled_contract_beaten_two_tricks_is_counted_with_its_gain() -> None:
    board = Board.from_pbn_deal(DEAL, 1, Seat.NORTH, Vulnerability.NONE)
    tally = Doubles()
    # East's 2H doubled by South, two down: 300 instead of 100, +5 IMPs to the doublers.
    tally.add(_auction("1C 2H X P P P"), board, _tricks(6))
    assert (tally.doubled, tally.beaten, tally.undertricks, tally.gain) == (1, 1, 2, 5)
    assert tally.missed == 0


def test_a_doubled_contract_that_makes_costs_the_doublers() -> None:
    board = Board.from_pbn_deal(DEAL, 1, Seat.NORTH, Vulnerability.NONE)
    tally = Doubles()
    # 2H doubled and made: 470 instead of 110, -8 IMPs to the doublers.
    tally.add(_auction("1C 2H X P P P"), board, _tricks(8))
    assert (tally.doubled, tally.beaten, tally.gain) == (1, 0, -8)


def test_an_undoubled_contract_two_down_is_a_double_let_go() -> None:
    board = Board.from_pbn_deal(DEAL, 1, Seat.NORTH, Vulnerability.NONE)
    tally = Doubles()
    tally.add(_auction("1C 2H P P P"), board, _tricks(6))
    tally.add(_auction("1C 2H P P P"), board, _tricks(7))
    assert (tally.doubled, tally.missed) == (0, 1)
