"""The opening leader reads each hidden hand's calls as the rule table makes them."""

import time

from bot.games.bridge.calls import Call
from bot.games.bridge.robot.bidding import System, auction_ranges, choose_call
from bot.games.bridge.robot.calls_read import heeding_calls
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.robot.sampler import Knowledge
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board, CallAction, DealState
from bot.games.bridge.views import seat_view
from bot.games.cards import hand_from_pbn
from bot.games.seats import Seat

from .helpers import ranges

# South opens 1NT (15 HCP, balanced), North raises to 3NT (13 HCP, balanced), West leads.
DEAL = "N:Q43.AJ2.K54.QJ54 765.8765.876.A76 AK2.Q43.QJ32.K32 JT98.KT9.AT9.T98"
AUCTION = "1NT P 3NT P P P"


class Halfway:
    """A random source that always draws one half: a layout breaking any call is dropped."""

    def random(self) -> float:
        return 0.5


def test_a_pass_over_an_opening_denies_the_overcall_the_rules_would_make() -> None:
    assert choose_call("AKQJ5.32.K32.432", ["1H"], dealer="N", vulnerable="none",
                       system="natural") == "1S"  # fmt: skip
    (passed,) = ranges("1H P")[Seat.EAST].rules_calls
    assert not passed.fits(HandInfo.of(hand_from_pbn("AKQJ5.32.K32.432")))
    assert passed.fits(HandInfo.of(hand_from_pbn("5432.432.5432.32")))
    # What the pass promises says nothing of the overcall it denies.
    assert ranges("1H P")[Seat.EAST].max_hcp >= 14


def test_each_call_as_the_rules_make_it_is_kept_by_the_robot_that_made_it() -> None:
    pbn = dict(zip((Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST), DEAL[2:].split(), strict=True))
    calls: list[str] = []
    seat = Seat.SOUTH
    while len(calls) < 4 or calls[-3:] != ["P", "P", "P"]:
        calls.append(choose_call(pbn[seat], calls, dealer="S", vulnerable="none", system="natural"))
        seat = seat.next
    assert " ".join(calls) == AUCTION
    board = Board.from_pbn_deal(DEAL, 1, Seat.SOUTH, Vulnerability.NONE)
    shown = auction_ranges([Call.parse(c) for c in calls], Seat.SOUTH, Vulnerability.NONE,
                           System.NATURAL)  # fmt: skip
    for seat in Seat:
        hand = HandInfo.of(board.hands[seat])
        assert len(shown[seat].rules_calls) == 2 if seat in (Seat.SOUTH, Seat.WEST) else 1
        assert all(call.fits(hand) for call in shown[seat].rules_calls)


def _leader_knowledge() -> tuple[DealState, Knowledge]:
    state = DealState(Board.from_pbn_deal(DEAL, 1, Seat.SOUTH, Vulnerability.NONE))
    seat = Seat.SOUTH
    for text in AUCTION.split():
        state.apply(CallAction(seat, Call.parse(text)))
        seat = seat.next
    return state, Knowledge.from_view(seat_view(state, Seat.WEST))


def test_layouts_whose_hands_would_have_bid_otherwise_are_thinned_out() -> None:
    state, k = _leader_knowledge()
    shown = auction_ranges([Call.parse(c) for c in AUCTION.split()], Seat.SOUTH,
                           Vulnerability.NONE, System.NATURAL)  # fmt: skip
    real = {s: frozenset(state.hand(s)) for s in k.hidden}
    # South and East swapped: a 3-count opens 1NT, a 15-count passes it.
    swapped = dict(real) | {Seat.SOUTH: real[Seat.EAST], Seat.EAST: real[Seat.SOUTH]}
    later = time.monotonic() + 60
    kept = list(heeding_calls(iter([swapped, real]), shown, k, Halfway(), later))  # type: ignore[arg-type]
    assert kept == [real]
    # The thinning stops at its deadline, whatever it has kept.
    assert list(heeding_calls(iter([swapped, real]), shown, k, Halfway(), 0.0)) == []  # type: ignore[arg-type]
