"""Section 13 of seeds/bidding.md: the expert robot weighs its honest calls by simulation."""

import random

import pytest

from bot.games.bridge.auction import Auction
from bot.games.bridge.calls import PASS, Call
from bot.games.bridge.robot import bidding, judgement
from bot.games.bridge.robot.bidding import Standing, System
from bot.games.bridge.robot.hand_eval import HandInfo
from bot.games.bridge.robot.players import StandardRobot
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board, CallAction, DealState
from bot.games.bridge.views import seat_view
from bot.games.cards import DECK, Suit, hand_from_pbn, seeded_rng
from bot.games.game import RobotLevel
from bot.games.seats import SEATS, Seat


def _positions(seed: int, system: System):
    """Four table robots bid a seeded deal; yields each context and the hand to call."""
    board = Board.deal(1, SEATS[seed % 4], list(Vulnerability)[seed // 4 % 4], seeded_rng(seed))
    auction = Auction(board.dealer)
    while not auction.is_complete:
        seat = auction.turn
        ctx = bidding.auction_context(auction.calls, board.dealer, board.vulnerability, system)
        yield ctx, board.hands[seat]
        auction.call(bidding.choose(ctx, HandInfo.of(board.hands[seat]))[0], seat)


def _ctx(auction: str, dealer: str = "N", system: System = System.NATURAL, vul: str = "none"):
    calls = [Call.parse(c) for c in auction.split()]
    return bidding.auction_context(calls, Seat.parse(dealer), Vulnerability.parse(vul), system)


@pytest.mark.parametrize("system", list(System))
def test_r13_1_candidates_are_honest_legal_and_never_pass_a_force(system):
    seen_forced = seen_choice = 0
    for seed in range(60):
        for ctx, cards in _positions(seed, system):
            hand = HandInfo.of(cards)
            candidates = bidding.honest_calls(ctx, hand)
            assert len(set(candidates)) == len(candidates)
            for call in candidates:
                assert ctx.is_legal(call), (ctx.key, str(call))
                meaning = bidding.call_meanings(
                    [*ctx.calls, call], ctx.dealer, ctx.vulnerability, system
                )[-1]
                if meaning is not None and meaning.need is not None:
                    assert meaning.need.fits(hand), (ctx.key, str(call))
            if ctx.must_bid:
                seen_forced += 1
                rule = bidding.choose(ctx, hand)[1]
                if rule is None or "penalty_pass" not in rule.tags:
                    assert PASS not in candidates, ctx.key
            table_call = bidding.choose(ctx, hand)[0]
            reading = bidding.call_meanings(
                [*ctx.calls, table_call], ctx.dealer, ctx.vulnerability, system
            )[-1]
            if reading is None or reading.need is None or reading.need.fits(hand):
                seen_choice += 1
                assert table_call in candidates, (ctx.key, str(table_call))
    assert seen_forced and seen_choice


def test_r13_1_a_hand_between_invitation_and_game_has_a_choice_and_a_forced_one_no_pass():
    # Responder with 12 points hears opener's minimum rebid: game, an invitation, or a pass.
    responder = HandInfo.of(hand_from_pbn("KQT84.J3.A762.Q5"))
    choice = {str(c) for c in bidding.honest_calls(_ctx("1H P 1S P 2H P"), responder)}
    assert {"4H", "2NT", "P"} <= choice
    assert "7NT" not in choice
    # Partner's new suit forces: opener may not pass it, however it weighs the deal.
    opener = HandInfo.of(hand_from_pbn("AKJ84.K72.Q5.J93"))
    forced = _ctx("1S P 2C P")
    assert forced.must_bid
    assert PASS not in bidding.honest_calls(forced, opener)


def test_r13_1_the_deals_kept_agree_with_the_auction():
    ctx = _ctx("1H P 1S P 2H P")
    cards = frozenset(hand_from_pbn("KQT84.J3.A762.Q5"))
    deals = judgement.deals_for(ctx, cards, random.Random(7), 20, deadline=float("inf"))
    assert len(deals) == 20
    for deal in deals:
        assert deal[ctx.seat] == cards
        assert sorted(c for hand in deal.values() for c in hand) == sorted(DECK)
        hands = {s: HandInfo.of(deal[s]) for s in SEATS}
        # Each other seat's calls are the table's for the hand it holds in the deal.
        for i, call in enumerate(ctx.calls):
            seat = ctx.seat_of(i)
            before = bidding.auction_context(ctx.calls[:i], ctx.dealer, ctx.vulnerability,
                                             ctx.system)  # fmt: skip
            assert bidding.choose(before, hands[seat])[0] == call
        # Opener rebid two of the five-card major: a minimum, 12-15 points in the table.
        assert hands[Seat.NORTH].length(Suit.HEARTS) >= 5


def test_r13_1_bidding_out_reaches_the_table_contract():
    board = Board.deal(3, Seat.EAST, Vulnerability.NS, seeded_rng(3))
    hands = {s: HandInfo.of(board.hands[s]) for s in SEATS}
    auction = Auction(board.dealer)
    for _ in range(2):
        seat = auction.turn
        ctx = bidding.auction_context(auction.calls, board.dealer, board.vulnerability,
                                      System.NATURAL)  # fmt: skip
        auction.call(bidding.choose(ctx, hands[seat])[0], seat)
    ctx = bidding.auction_context(auction.calls, board.dealer, board.vulnerability,
                                  System.NATURAL)  # fmt: skip
    first = bidding.choose(ctx, hands[ctx.seat])[0]
    reached = judgement.bid_out(ctx, first, hands)
    whole = Auction(board.dealer, auction.calls)
    whole.call(first, ctx.seat)
    while not whole.is_complete:
        now = bidding.auction_context(whole.calls, board.dealer, board.vulnerability,
                                      System.NATURAL)  # fmt: skip
        whole.call(bidding.choose(now, hands[now.seat])[0], now.seat)
    assert reached == whole.contract()


def test_r13_2_openings_and_first_calls_are_the_tables(solver):
    cards = frozenset(hand_from_pbn("AKQJ84.K72.Q5.J3"))
    for auction in ("", "P", "1C"):
        ctx = _ctx(auction)
        verdict = judgement.weigh(ctx, cards, solver)
        assert verdict.deals == 0 and not verdict.overruled
        assert verdict.call == bidding.choose(ctx, HandInfo.of(cards))[0]


def test_r13_2_an_auction_the_table_never_makes_leaves_the_tables_call(solver):
    # Partner's jump to 6NT over a one-level opening is no call of the table's: no deal
    # agrees with it, so nothing is weighed.
    ctx = _ctx("1C P 6NT P")
    cards = frozenset(hand_from_pbn("KQ84.A72.Q5.AJ93"))
    verdict = judgement.weigh(ctx, cards, solver, budget_s=60)
    assert verdict.deals == 0
    assert verdict.call == bidding.choose(ctx, HandInfo.of(cards))[0]


def _state(deal: str, auction: str, dealer: Seat = Seat.NORTH) -> DealState:
    state = DealState(Board.from_pbn_deal(deal, 1, dealer, Vulnerability.NONE))
    for text in auction.split():
        state.apply(CallAction(state.turn, Call.parse(text)))
    return state


def test_r13_3_the_call_depends_on_the_robots_own_hand_and_the_auction_alone(solver):
    # South holds the same cards in both deals; the other hands differ, and so (for the
    # table) would everything the robot cannot see.
    south = "AJ5.KQT83.K4.Q62"
    auction = "1S P 2H P 3H P"
    one = _state(f"N:KQ943.A5.QJ73.K8 T62.J974.A862.74 {south} 87.62.T95.AJT953", auction)
    two = _state(f"N:KQ974.A76.AQJ3.8 T862.J9.T9862.74 {south} 3.542.75.AKJT953", auction)
    assert one.hand(Seat.SOUTH) == two.hand(Seat.SOUTH)
    assert one.board.hands[Seat.NORTH] != two.board.hands[Seat.NORTH]
    calls = [
        judgement.judged_call(seat_view(state, Seat.SOUTH), System.NATURAL, solver, budget_s=120)
        for state in (one, two)
    ]
    assert calls[0] == calls[1]
    verdict = judgement.weigh(_ctx(auction), frozenset(one.hand(Seat.SOUTH)), solver, budget_s=120)
    assert verdict.deals >= judgement.MIN_DEALS
    assert calls[0] == verdict.call


def test_r13_3_the_expert_robot_bids_by_judgement_and_the_basic_by_the_table(monkeypatch):
    state = _state("N:KQ943.A5.QJ73.K8 T62.J974.A862.74 AJ5.KQT83.K4.Q62 87.62.T95.AJT953",
                   "1S P 2H P 3H P")  # fmt: skip
    view = seat_view(state, Seat.SOUTH)
    asked = []

    def judged(view, system, solver, standing=None):
        asked.append((view.seat, system, standing))
        return PASS

    monkeypatch.setattr("bot.games.bridge.robot.players.judged_call", judged)
    expert = StandardRobot(RobotLevel.EXPERT, System.CONVENTIONS, solver=lambda: None)
    assert expert.choose_call(view) == PASS
    assert asked == [(Seat.SOUTH, System.CONVENTIONS, None)]
    basic = StandardRobot(RobotLevel.BASIC, System.NATURAL, solver=lambda: None)
    assert basic.choose_call(view) == bidding.robot_call(view, System.NATURAL)
    assert len(asked) == 1


def test_r13_1_a_rubber_part_score_leaves_the_call_to_section_12(solver):
    cards = frozenset(hand_from_pbn("AQJ32.KQ32.K2.32"))
    calls = [Call.parse(c) for c in ["1S", "P", "2S", "P"]]
    for standing, weighed in ((Standing(ns_below=60, rubber=True), False),
                              (Standing(rubber=True), True), (None, True)):  # fmt: skip
        ctx = bidding.auction_context(calls, Seat.NORTH, Vulnerability.NONE, System.NATURAL,
                                      standing)  # fmt: skip
        assert judgement.weighs(ctx) is weighed
    ctx = bidding.auction_context(calls, Seat.NORTH, Vulnerability.NONE, System.NATURAL,
                                  Standing(ns_below=60, rubber=True))  # fmt: skip
    verdict = judgement.weigh(ctx, cards, solver)
    assert verdict.deals == 0 and verdict.call == PASS


def test_r13_2_a_slam_the_deals_show_overrules_the_tables_game(solver):
    # East: 17 HCP, four hearts and a singleton spade opposite West's 1C-1H. The table counts
    # points for game; bid out on deals that agree with the auction, the slam gains: most of
    # all by five hearts, which asks partner for a third ace (rule 7.14), and six beats game.
    ctx = _ctx("P 1C P 1D P 1H P", dealer="S", vul="ns")
    cards = frozenset(hand_from_pbn("5.Q982.AKQ7.AQ72"))
    verdict = judgement.weigh(ctx, cards, solver, budget_s=120)
    assert str(verdict.table_call) == "4H"
    assert verdict.overruled and str(verdict.call) == "5H"
    assert verdict.gains[Call.parse("6H")] > 0
    assert verdict.call in bidding.honest_calls(ctx, HandInfo.of(cards))
    assert verdict.gains[verdict.call] >= judgement.MARGIN_IMPS
    assert verdict.deals == judgement.CHOOSE_ON + judgement.CONFIRM_ON
