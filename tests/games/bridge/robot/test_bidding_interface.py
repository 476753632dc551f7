"""Section 9 of seeds/bidding.md, and the entry points the rest of the product calls."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import Call
from bot.games.bridge.robot import bidding
from bot.games.bridge.robot.bidding import (
    System,
    choose_call,
    explain_auction,
    robot_call,
)
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board, CallAction, DealState, Phase
from bot.games.bridge.views import seat_view
from bot.games.cards import Suit, hand_from_pbn, seeded_rng
from bot.games.errors import IllegalCall, WrongPhase
from bot.games.seats import SEATS, Seat
from tests.games.bridge.robot.helpers import bid, explain, ranges

CONV = "conventions"


def test_r9_1_a_call_no_rule_explains_reads_naturally():
    meaning = explain("1NT P 4C", system=CONV)
    assert meaning is not None and meaning.text.startswith("Natural") and not meaning.alert
    assert ranges("1NT P 4C", system=CONV)[Seat.SOUTH].min_len[Suit.CLUBS] >= 4


def test_r9_1_a_pass_that_no_rule_explains_says_nothing():
    assert explain("1NT P") is None


def test_r9_2_with_no_rule_for_the_hand_the_robot_passes():
    # Partner's natural 4C over 1NT belongs to no rule of the Conventions option, and no rule
    # answers it: opener passes.
    assert bid("AK2.Q32.KQ32.A32", "1NT P 4C P", system=CONV) == "P"


def test_r9_3_a_call_that_belongs_to_a_convention_is_not_borrowed():
    # The same hand in the Natural option signs off in clubs; under Conventions 2C is Stayman.
    assert bid("32.432.32.QJ5432", "1NT P") == "2C"
    meaning = explain("1NT P 2C", system=CONV)
    assert meaning is not None and "Stayman" in meaning.text


# --- explanations ------------------------------------------------------------------------


def test_explanations_have_one_entry_per_call_and_alert_the_conventions():
    calls = [Call.parse(c) for c in ["1NT", "P", "2C", "P", "2H", "P", "4H", "P", "P", "P"]]
    out = explain_auction(calls, Seat.NORTH, Vulnerability.NONE, System.CONVENTIONS)
    assert len(out) == len(calls)
    alerts = [e is not None and e.alert for e in out]
    assert alerts == [False, False, True, False, True, False, False, False, False, False]


def test_stayman_explanation_names_the_convention_and_its_points():
    e = explain("1NT P 2C", system=CONV)
    assert e is not None and e.alert
    assert "Stayman" in e.text and "8+" in e.text


@pytest.mark.parametrize("auction", ["1NT P 2D", "1NT P 2D P 2H", "1NT P 2H P 2S"])
def test_transfers_and_their_completions_are_alerted(auction):
    e = explain(auction, system=CONV)
    assert e is not None and e.alert


def test_the_same_calls_are_natural_and_unalerted_in_the_natural_option():
    calls = [Call.parse(c) for c in ["1NT", "P", "2D", "P", "2H"]]
    out = explain_auction(calls, Seat.NORTH, Vulnerability.NONE, System.NATURAL)
    assert all(e is None or not e.alert for e in out)


def test_a_human_call_outside_the_system_never_crashes_the_explainer():
    calls = [Call.parse(c) for c in ["7NT", "X", "XX"]]
    out = explain_auction(calls, Seat.EAST, Vulnerability.BOTH, System.CONVENTIONS)
    assert len(out) == 3


# --- hand ranges for the card-play sampler -------------------------------------------------


def test_ranges_of_a_one_notrump_opening():
    r = ranges("1NT P 2D P", system=CONV)
    assert (r[Seat.NORTH].min_hcp, r[Seat.NORTH].max_hcp) == (15, 17)
    assert "balanced" in r[Seat.NORTH].notes
    assert r[Seat.SOUTH].min_len[Suit.HEARTS] == 5
    assert r[Seat.EAST].min_hcp == 0 and r[Seat.EAST].max_hcp == 37


def test_ranges_narrow_with_each_call():
    r = ranges("1H P 2H P")
    assert r[Seat.NORTH].min_len[Suit.HEARTS] == 5
    assert r[Seat.SOUTH].min_len[Suit.HEARTS] == 3
    assert r[Seat.SOUTH].max_hcp == 10


def test_blackwood_answer_records_the_aces():
    r = ranges("1S P 3S P 4NT P 5D", system=CONV)
    assert "aces: 1" in r[Seat.SOUTH].notes


# --- entry points ---------------------------------------------------------------------------


def test_choose_call_reads_every_argument():
    assert choose_call("AK32.KQ2.Q32.K32", [], dealer="S", vulnerable="both",
                       system="natural") == "1NT"  # fmt: skip
    assert choose_call("KJ32.Q32.K32.432", ["1NT", "P"], dealer="n", vulnerable="NS",
                       system="Conventions") == "2C"  # fmt: skip


@pytest.mark.parametrize(("kwargs", "error"), [
    ({"hand": "AK32.KQ2.Q32"}, ValueError),
    ({"hand": "AK32.KQ2.Q32.K3"}, ValueError),
    ({"system": "acol"}, ValueError),
    ({"dealer": "X"}, ValueError),
    ({"vulnerable": "sometimes"}, ValueError),
    ({"auction": ["1NT", "1C"]}, IllegalCall),
    ({"auction": ["P", "P", "P", "P"]}, WrongPhase),
    ({"auction": ["9Z"]}, ValueError),
])  # fmt: skip
def test_choose_call_refuses_bad_input_clearly(kwargs, error):
    args = {"hand": "AK32.KQ2.Q32.K32", "auction": [], "dealer": "N", "vulnerable": "none",
            "system": "natural", **kwargs}  # fmt: skip
    with pytest.raises(error):
        choose_call(args.pop("hand"), args.pop("auction"), **args)


def test_command_line_prints_the_call_and_its_meaning(capsys):
    assert bidding.main(["KJ32.Q32.K32.432", "1NT", "P", "--system", "conventions"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2♣:") and "Stayman" in out and "alert" in out


def test_command_line_reports_a_bad_hand(capsys):
    assert bidding.main(["AK32"]) == 2
    assert "error" in capsys.readouterr().err


def _state(seed: int) -> DealState:
    board = Board.deal(1, SEATS[seed % 4], Vulnerability.NONE, seeded_rng(seed))
    return DealState(board)


def test_robot_call_is_legal_for_the_seat_to_act():
    state = _state(3)
    view = seat_view(state, state.turn)
    assert robot_call(view, System.CONVENTIONS) in view.legal_calls


def test_robot_call_refuses_a_seat_that_is_not_to_call():
    state = _state(3)
    other = state.turn.next
    with pytest.raises(WrongPhase):
        robot_call(seat_view(state, other), System.NATURAL)


# --- properties ------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), system=st.sampled_from(list(System)))
def test_r9_2_four_robots_always_finish_a_legal_auction(seed, system):
    state = _state(seed)
    while state.phase is Phase.AUCTION:
        view = seat_view(state, state.turn)
        call = robot_call(view, system)
        assert call in view.legal_calls
        state.apply(CallAction(state.turn, call))
    assert len(state.auction) <= 40
    assert state.phase is not Phase.AUCTION


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), system=st.sampled_from(list(System)))
def test_r9_3_a_robot_call_shows_what_its_hand_holds(seed, system):
    """Each robot call's explanation (and so its hand range) fits the hand that made it,
    save the last-resort call of rule 8.7, which may borrow another rule's call."""
    board = _state(seed).board
    auction = Auction(board.dealer)
    while not auction.is_complete:
        seat = auction.turn
        ctx = bidding.auction_context(auction.calls, board.dealer, board.vulnerability, system)
        hand = HandInfo.of(board.hands[seat])
        call, rule = bidding.choose(ctx, hand)
        auction.call(call, seat)
        meanings = bidding.call_meanings(auction.calls, board.dealer, board.vulnerability, system)
        shown = meanings[-1]
        if rule is not None and not rule.last_resort and shown is not None and shown.need:
            assert shown.need.fits(hand), (str(auction), seat, rule.number)


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    choices=st.lists(st.integers(0, 40), max_size=24),
    system=st.sampled_from(list(System)),
)
def test_r9_2_any_human_auction_is_explained_and_answered_legally(seed, choices, system):
    """Humans may call anything legal; the table still explains every call and the robot
    still finds a legal call of its own."""
    board = _state(seed).board
    auction = Auction(board.dealer)
    for choice in choices:
        if auction.is_complete:
            break
        legal = auction.legal_calls()
        # Mostly passes and cheap bids, so auctions look like play rather than noise.
        auction.call(legal[0] if choice < 20 else legal[min(choice - 19, len(legal) - 1)])
    explained = explain_auction(auction.calls, board.dealer, board.vulnerability, system)
    assert len(explained) == len(auction.calls)
    if not auction.is_complete:
        ctx = bidding.auction_context(auction.calls, board.dealer, board.vulnerability, system)
        call, _ = bidding.choose(ctx, HandInfo.of(board.hands[auction.turn]))
        assert call in auction.legal_calls()


def _fits_its_explanation(hand: str, auction: str, dealer: str) -> bool:
    calls = [Call.parse(c) for c in auction.split()]
    call = Call.parse(bid(hand, auction, dealer=dealer))
    meaning = bidding.call_meanings(
        [*calls, call], Seat.parse(dealer), Vulnerability.NONE, System.NATURAL
    )[-1]
    cards = HandInfo.of(hand_from_pbn(hand))
    return meaning is None or meaning.need is None or meaning.need.fits(cards)


@pytest.mark.parametrize(
    "hand, auction, dealer",
    [
        # Opener's minimum after partner's forcing 2H, without a spade stopper or three hearts:
        # 3C would claim 15-21 points, so the robot finds a call that keeps its promise.
        ("952.K6.AKT2.QT65", "P 1D 1S 2H P", "N"),
        ("J976.4.AQ98.AJ62", "1D 1S 2H P", "E"),
    ],
)
def test_r9_4_forced_with_no_rule_the_robot_bids_what_its_hand_keeps(hand, auction, dealer):
    assert bid(hand, auction, dealer=dealer) != "P"
    assert _fits_its_explanation(hand, auction, dealer)


def test_r9_4_a_pass_that_would_be_misread_is_not_made():
    # Partner opened 2NT: a pass would show a hand too weak for game, and this one has 10 HCP
    # and six-five in the majors.
    auction = "P 2NT P"
    assert bid("JT832.KQ9852.Q.Q", auction, dealer="W") != "P"
    assert _fits_its_explanation("JT832.KQ9852.Q.Q", auction, "W")


def test_r9_4_a_forced_weak_hand_never_jumps_to_game_or_slam():
    # Two HCP, forced by partner's double of their 1♥ with length in both their suits (three
    # hearts, too few to pass for penalty): the loose natural meaning of 5NT would fit, but a
    # fallback stays below game.
    call = Call.parse(bid("Q8.T87.T97432.87", "P 1C 1D P 1H X P", dealer="W"))
    assert call.bid is not None and call.bid.level < 3
