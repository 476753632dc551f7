"""bench.bidding: the penalty-double tally counts the doubles and what they won or lost; the
compare mode bids the same deals with a rule and without it, and scores the changed boards."""

from __future__ import annotations

import pytest

from bench.bidding import Doubles, changes, report_changes
from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import Call
from bot.games.bridge.robot.bidding import System, without_rules
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board
from bot.games.seats import SEATS, Seat, Side
from tests.games.bridge.robot.helpers import bid

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


#: West holds slam values and two aces in spades; rule 7.14's five of the major asks East for
#: a third ace, and East's singleton ace of hearts accepts.
ASK = "N:8.KQT7543.K3.Q62 9753.A.AJT852.JT 42.9.9764.K97543 AKQJT6.J862.Q.A8"


def _calls(auction: Auction) -> str:
    return " ".join(str(c) for c in auction.calls)


def test_compare_finds_the_board_a_rule_changes_and_who_changed_it() -> None:
    ask = Board.from_pbn_deal(ASK, 21, Seat.NORTH, Vulnerability.NS)
    quiet = Board.from_pbn_deal(DEAL, 1, Seat.NORTH, Vulnerability.NONE)
    found = changes(System.NATURAL, [quiet, ask], frozenset({"7.14"}))
    assert [c.index for c in found] == [1]
    assert _calls(found[0].before).endswith("4S P P P")
    assert "4S P 5S P 6S" in _calls(found[0].after)
    assert found[0].side is Side.EW


def test_without_rules_puts_the_rule_back_afterwards() -> None:
    ask = Board.from_pbn_deal(ASK, 21, Seat.NORTH, Vulnerability.NS)
    with without_rules({"7.14"}):
        assert not changes(System.NATURAL, [ask], frozenset())
    assert changes(System.NATURAL, [ask], frozenset({"7.14"}))


def test_compare_scores_both_auctions_for_the_side_that_changed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    ask = Board.from_pbn_deal(ASK, 21, Seat.NORTH, Vulnerability.NS)
    found = changes(System.NATURAL, [ask], frozenset({"7.14"}))
    # West takes twelve tricks in spades: 6S scores 1010 to 4S's 510, +11 IMPs to East-West;
    # against a par of -1510 the board was 14 IMPs from par before and 11 after.
    tricks = {str(s): [12] * 5 for s in SEATS}
    report_changes(System.NATURAL, found, [{"tricks": tricks, "par": -1510}], 1,
                   frozenset({"7.14"}))  # fmt: skip
    out = capsys.readouterr().out
    assert "1 boards changed" in out
    assert "+11 IMPs (+11 on 1 boards, -0 on 0)" in out
    assert "14 before, 11 after" in out
    assert "before 0 bid, 0 fail; after 1 bid, 0 fail" in out


def test_a_titles_id_leaves_out_that_title_of_the_rule_alone() -> None:
    # Rule 7.18's second title (five of the major over a passed-over suit) left out, its
    # first (the control bid in answer) stays.
    hand, auction = "9872.Q54.743.A43", "2S P 3S P 4D P"
    assert bid(hand, auction) == "5S"
    with without_rules({"7.18b"}):
        assert bid(hand, auction) == "4S"
        assert bid("9872.K54.743.K43", auction) == "4H"
