"""The robots' bidding (seeds/kaiser.md, section 10): the evaluator, reading the calls, bidding
by value, the dealer's equal and forced bid, the score, and the expert's sampling."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.games.cards import Card, Suit
from bot.games.kaiser.auction import Auction
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.robot.bidding import (
    LEAST_NEED,
    NEED,
    OVER_PARTNER,
    PROTECTION,
    SCORE_STEP,
    THREAT,
    Turn,
    choose_bid,
    choose_for,
    choose_trump,
    declaring,
    defending,
    need,
    protection,
    value,
    value_bid,
)
from bot.games.kaiser.robot.bidding_expert import ExpertBidder, is_clear
from bot.games.kaiser.robot.clock import BEFORE_PLAY_SHARE, HARD_LIMIT, Share
from bot.games.kaiser.robot.evaluate import (
    SUIT_FEATURES,
    SUIT_WEIGHTS,
    Outlook,
    best_trump,
    runs_at_no_trump,
    suit_estimate,
    suit_features,
)
from bot.games.kaiser.robot.play_expert import TRUMP_NEAR, ExpertPlayer, trump_candidates
from bot.games.kaiser.robot.players import KaiserRobot, Level
from bot.games.kaiser.robot.sampler import _would_call, deal_for_calls
from bot.games.kaiser.robot.search import COMPILED
from bot.games.kaiser.rules import DEFAULT_RULES
from bot.games.kaiser.state import Deal, DealState, Phase, TrumpAction
from bot.games.kaiser.views import SeatView, seat_view
from bot.games.seats import SEATS, Seat, Side
from tests.games.kaiser.helpers import calls, cards, deal_of

#: North deals with the weakest hand of the sample deal; East holds the top spades and hearts.
WEAK_DEALER = "1 N:.T985.QJT9. AKQJ.AKQJ.. T983..AK.AK ..87.QJT987"
#: South holds two low cards in each suit.
BALANCED = "1 N:AKQJ.AKQJ.. T3.T5.AK.AK 98.98.87.87 ..QJT9.QJT9"


def view_after(text: str, *auction: str, scores: dict[Side, int] | None = None) -> SeatView:
    state = DealState(deal_of(text))
    calls(state, *auction)
    assert state.turn is not None
    return seat_view(state, state.turn, scores)


def random_views(seed: int, n: int, made: int = 0) -> list[SeatView]:
    """`n` views of the seat to call after `made` random legal calls on random deals."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        state = DealState(Deal.deal(1, rng.choice(SEATS), DEFAULT_RULES, rng))
        for _ in range(made):
            assert state.turn is not None
            state.apply(rng.choice(state.legal_actions()))
        assert state.turn is not None
        out.append(seat_view(state, state.turn))
    return out


# -- 10.1 the evaluator ---------------------------------------------------------------------


def test_r10_1_trump_length_and_top_trumps_raise_a_suits_estimate() -> None:
    long_top = frozenset(cards("SA SK SQ SJ ST HA D8 C8"))
    short = frozenset(cards("SA HK HQ HJ HT DA D8 C8"))
    assert suit_estimate(long_top, Suit.SPADES, DEFAULT_RULES) > suit_estimate(
        short, Suit.SPADES, DEFAULT_RULES
    )
    assert best_trump(long_top, DEFAULT_RULES)[0] is Suit.SPADES
    assert best_trump(short, DEFAULT_RULES)[0] is Suit.HEARTS


def test_r10_1_the_five_and_the_three_in_hand_raise_the_estimate() -> None:
    base = cards("SA SK SQ S9 HA D8 D9 C8")
    with_three = [*base[:-1], Card.parse("S3")]
    with_five = [*base[:-1], Card.parse("H5")]
    for other in (with_three, with_five):
        assert suit_estimate(other, Suit.SPADES, DEFAULT_RULES) > suit_estimate(
            base, Suit.SPADES, DEFAULT_RULES
        )


def test_r10_1_with_spades_trump_and_the_three_out_top_spades_count_against_it() -> None:
    """The hand of the 7♠ that went down to 3 double dummy: top spades draw the outstanding
    3♠ into the team's own trick, so the fit weighs them down."""
    hand = cards("SK SQ SJ ST HA DK DJ D7")
    features = dict(
        zip(SUIT_FEATURES, suit_features(hand, Suit.SPADES, DEFAULT_RULES), strict=True)
    )
    weights = dict(zip(SUIT_FEATURES, SUIT_WEIGHTS, strict=True))
    assert features["three out, spades trump"] == 1
    assert features["three out, spades trump, top spades"] == 2
    assert weights["three out, spades trump, top spades"] < 0
    held = [*hand[:-1], Card.parse("S3")]  # the same hand with the three in place of a low card
    assert (
        dict(zip(SUIT_FEATURES, suit_features(held, Suit.SPADES, DEFAULT_RULES), strict=True))[
            "three out, spades trump, top spades"
        ]
        == 0
    )


def test_r10_5_a_hand_runs_at_no_trump_with_a_long_suit_headed_by_ace_king_or_three_aces() -> None:
    assert runs_at_no_trump(cards("SA SK S9 S8 HA D8 D9 C8"))
    assert runs_at_no_trump(cards("SA SQ S9 S8 ST H8 D8 C8"))
    assert runs_at_no_trump(cards("SA HA DA S9 H8 H9 D8 C8"))
    assert not runs_at_no_trump(cards("SA SK S9 HA HK DK D8 C8"))


# -- 10.2, 10.3 reading the calls, the outlook ------------------------------------------------


def test_r10_2_partners_pass_lowers_and_partners_bid_raises_the_teams_estimate() -> None:
    text = deal_of().to_text()  # North deals; East calls first; West is East's partner
    after_pass = value(Turn.of(view_after(text, "p", "p")))  # East and South passed
    after_bid = value(Turn.of(view_after(text, "8", "p")))  # East bid 8
    after_opponent = value(Turn.of(view_after(text, "p", "8")))  # East passed, South bid 8
    assert after_bid.suit > after_pass.suit > after_opponent.suit
    assert after_bid.no_trump > after_pass.no_trump > after_opponent.no_trump


def test_r10_3_an_outlook_is_a_spread_of_chances_that_moves_with_the_estimate() -> None:
    for estimate in (4.0, 7.5, 9.0, 11.0):
        outlook = Outlook.around(estimate)
        assert abs(sum(outlook.chances.values()) - 1) < 0.01
        assert all(outlook.at_least(b) >= outlook.at_least(b + 1) for b in range(-2, 12))
    assert Outlook.around(9.0).at_least(9) > Outlook.around(7.0).at_least(9)
    nine = Outlook.around(9.0).at_least(9)
    assert 0.55 < nine < 0.8  # a hand alone misses about three points either way


# -- 10.5 to 10.7 bidding by value -------------------------------------------------------------


def test_r10_5_a_weak_hand_passes() -> None:
    south = view_after(BALANCED, "p")
    assert south.seat is Seat.SOUTH
    assert choose_bid(south) is None


#: East, first to call, holds the hand that bid 7 and was outbid by a dealer who equalled
#: with five spades and little else: ♥AK8 ♦AKJ ♣AQ against North's ♠QJT83.
OUTBID = "1 N:QJT83.9.9.9 .AK8.AKJ.AQ K.T.Q87.JT7 A9.QJ5.T.K8"


def test_r10_5_a_strong_hand_that_runs_bids_no_trump_which_doubles() -> None:
    view = seat_view(DealState(deal_of(OUTBID)), Seat.EAST)
    assert choose_bid(view) == Bid(7, no_trump=True)


def test_r10_9_the_dealer_does_not_equal_a_bid_its_hand_cannot_make() -> None:
    view = view_after(OUTBID, "7", "p", "p")
    assert view.seat is Seat.NORTH and Bid(7) in view.legal_bids
    assert choose_bid(view) is None


@pytest.mark.parametrize("made", [0, 1, 2])
def test_r10_5_a_bid_is_made_often_enough_and_raised_while_a_raise_is_cheap(made: int) -> None:
    raised = 0
    for view in random_views(20 + made, 150, made):
        turn = Turn.of(view)
        high = turn.auction.high
        if high is not None and high[0].side is turn.side:
            continue  # over partner: rule 10.7
        bid = choose_bid(view)
        hand = value(turn)
        needed = need(turn)
        for nt in (False, True):
            lowest = min((b for b in view.legal_bids if b.no_trump == nt), default=None)
            if bid is None and lowest is not None and (hand.plays_no_trump or not nt):
                assert hand.outlook(nt).at_least(lowest.number) < needed
        if bid is None:
            continue
        lowest = min(b for b in view.legal_bids if b.no_trump == bid.no_trump)
        assert hand.outlook(bid.no_trump).at_least(lowest.number) >= needed
        assert not bid.no_trump or runs_at_no_trump(view.hand)
        guard = protection(turn)
        outlook = hand.outlook(bid.no_trump)
        for n in range(lowest.number, bid.number):
            cost = declaring(turn, hand, Bid(n, bid.no_trump)) - declaring(
                turn, hand, Bid(n + 1, bid.no_trump)
            )
            assert cost <= guard and outlook.at_least(n + 1) >= needed
        if bid.number < 12:
            higher = Bid(bid.number + 1, bid.no_trump)
            assert (
                declaring(turn, hand, bid) - declaring(turn, hand, higher) > guard
                or outlook.at_least(higher.number) < needed
            )
        raised += bid.number > lowest.number
    assert raised > 0 or made > 0  # after random calls the bid is often already high


def test_r10_6_the_score_moves_the_need_to_make_a_bid() -> None:
    text = deal_of().to_text()

    def need_at(us: int, them: int, *auction: str) -> float:
        view = view_after(text, *auction, scores={Side.EW: us, Side.NS: them})
        assert view.seat.side is Side.EW
        return need(Turn.of(view))

    assert need_at(0, 0) == NEED
    assert need_at(47, 0) == pytest.approx(NEED - 2 * SCORE_STEP)  # frozen, and 7 would win
    assert need_at(30, 0) == NEED
    assert need_at(46, 0) == pytest.approx(NEED - SCORE_STEP)  # making 7 wins the game
    assert need_at(0, 47) == pytest.approx(NEED - SCORE_STEP)  # they need the bid
    assert need_at(-40, 0) == pytest.approx(NEED + SCORE_STEP)  # going down could lose it
    assert need_at(47, 47) >= LEAST_NEED


def test_r10_6_against_opponents_who_need_the_bid_a_raise_protects_more() -> None:
    text = deal_of().to_text()
    calm = Turn.of(view_after(text, scores={Side.NS: 0, Side.EW: 0}))
    danger = Turn.of(view_after(text, scores={Side.NS: 48, Side.EW: 0}))
    assert protection(calm) == PROTECTION
    assert protection(danger) == PROTECTION * THREAT


def test_r10_6_against_opponents_who_need_the_bid_a_robot_bids_no_more_than_its_value() -> None:
    """The raise protects, but never past the highest bid the hand makes often enough: with
    the opponents at the freeze a raise costs little (they cannot gain from a set bid), and
    once raising to 12 on hands worth 6."""
    bids = 0
    for view in random_views(14, 300):
        if view.public.dealer is view.seat:
            continue
        scores = {view.seat.side: 20, view.seat.side.other: 50}
        threatened = replace(view, public=replace(view.public, scores=scores))
        turn = Turn.of(threatened)
        assert protection(turn) == PROTECTION * THREAT
        bid = choose_bid(threatened)
        if bid is None:
            continue
        bids += 1
        assert value(turn).outlook(bid.no_trump).at_least(bid.number) >= need(turn)
        assert bid.number < 12
    assert bids > 20


def test_r10_6_a_team_at_the_freeze_bids_more_freely_to_get_out() -> None:
    found = 0
    for view in random_views(12, 300):
        if view.public.dealer is view.seat:
            continue
        scores = {view.seat.side: 48, view.seat.side.other: 0}
        frozen = replace(view, public=replace(view.public, scores=scores))
        if choose_bid(view) is None and choose_bid(frozen) is not None:
            found += 1
        if choose_bid(view) is not None:
            assert choose_bid(frozen) is not None
    assert found > 0


def test_r10_7_a_robot_does_not_overbid_its_partner_without_a_clearly_better_hand() -> None:
    rng = random.Random(9)
    for _ in range(300):
        state = DealState(Deal.deal(1, Seat.NORTH, DEFAULT_RULES, rng))
        calls(state, "7", "p")  # East bids 7; West is East's partner
        bid = choose_bid(seat_view(state, Seat.WEST))
        assert bid is None or bid.number >= 7 + OVER_PARTNER


# -- 10.8 to 10.10 the dealer ------------------------------------------------------------------


def test_r10_8_the_dealer_passed_to_bids_the_lowest_bid_even_with_a_strong_hand() -> None:
    rng = random.Random(5)
    for _ in range(200):
        state = DealState(Deal.deal(1, Seat.NORTH, DEFAULT_RULES, rng))
        calls(state, "p", "p", "p")
        view = seat_view(state, Seat.NORTH)
        assert not view.may_pass
        bid = choose_bid(view)
        assert bid is not None and bid.number == DEFAULT_RULES.min_bid
        assert not bid.no_trump or runs_at_no_trump(view.hand)


def test_r10_9_the_dealer_equals_an_opponents_bid_its_hand_is_worth() -> None:
    view = view_after(deal_of().to_text(), "8", "p", "p")  # North deals, holding the tops
    assert view.seat is Seat.NORTH
    assert choose_bid(view) == Bid(8)


def test_r10_9_the_dealer_takes_an_opponents_bid_only_when_taking_it_is_worth_more() -> None:
    taken = let_go = 0
    for view in random_views(31, 400, 3):
        turn = Turn.of(view)
        high = turn.auction.high
        if view.public.dealer is not view.seat or high is None or high[0].side is turn.side:
            continue
        bid = choose_bid(view)
        hand = value(turn)
        letting = defending(turn, hand, high[0], high[1])
        cheapest = [
            b
            for nt in (False, True)
            for b in [min((b for b in view.legal_bids if b.no_trump == nt), default=None)]
            if b is not None and (hand.plays_no_trump or not nt)
        ]
        if bid is None:
            let_go += 1
            assert all(declaring(turn, hand, b) <= letting for b in cheapest)
        else:
            taken += 1
            assert bid in cheapest  # never more than it must
            assert declaring(turn, hand, bid) > letting
    assert taken > 0 and let_go > 0


def test_r10_10_the_dealer_leaves_its_partners_bid_without_a_much_better_hand() -> None:
    rng = random.Random(8)
    left = 0
    for _ in range(300):
        state = DealState(Deal.deal(1, Seat.NORTH, DEFAULT_RULES, rng))
        calls(state, "p", "8", "p")  # South, North's partner, bids 8
        view = seat_view(state, Seat.NORTH)
        turn = Turn.of(view)
        bid = choose_bid(view)
        worth_more = value_bid(turn, value(turn), view.legal_bids, 8 + OVER_PARTNER)
        if bid is None:
            left += 1
            assert worth_more is None
        else:
            assert worth_more is not None and bid.no_trump == worth_more.no_trump
            assert bid == min(b for b in view.legal_bids if b.no_trump == bid.no_trump)
    assert left > 0


# -- every bid legal, the score anywhere ------------------------------------------------------


@pytest.mark.parametrize("level", list(Level))
def test_r10_5_r10_11_bids_are_always_legal(level: Level) -> None:
    rng = random.Random(3)
    robot = KaiserRobot(level, seed=1, budget_s=0.05)
    sampling = level in (Level.EXPERT, Level.FORMER_EXPERT)
    for _ in range(40 if sampling else 200):
        state = DealState(Deal.deal(1, rng.choice(SEATS), DEFAULT_RULES, rng))
        scores = {Side.NS: rng.randrange(-51, 52), Side.EW: rng.randrange(-51, 52)}
        while state.auction.turn is not None:
            seat = state.turn
            assert seat is not None
            view = seat_view(state, seat, scores)
            bid = robot.choose_bid(view)
            assert (bid is None and view.may_pass) or bid in view.legal_bids
            calls(state, "p" if bid is None else str(bid))
        assert state.turn is not None
        assert robot.choose_trump(seat_view(state, state.turn, scores)) in Suit


# -- 10.11, 10.12 the expert ---------------------------------------------------------------------


def test_r10_11_the_expert_passes_a_hopeless_hand_without_sampling() -> None:
    south = view_after(BALANCED, "p")
    assert is_clear(Turn.of(south), value(Turn.of(south)))
    assert ExpertBidder(seed=1).choose_bid(south) is None


def test_r10_11_the_expert_dealer_facing_a_bid_decides_by_the_estimate() -> None:
    checked = 0
    for view in random_views(47, 400, 3):
        turn = Turn.of(view)
        if not turn.is_dealer or turn.auction.high is None:
            continue
        checked += 1
        assert is_clear(turn, value(turn))
        expert = ExpertBidder(seed=1, budget_s=100, min_layouts=4, max_layouts=4)
        assert expert.choose_bid(view) == choose_bid(view)
    assert checked > 50


def test_r10_11_without_the_compiled_search_the_expert_bids_as_the_basic_robot() -> None:
    for view in random_views(41, 60, 1):
        assert ExpertBidder(seed=1, compiled=False).choose_bid(view) == choose_bid(view)


def _swap_hidden(state: DealState, seat: Seat, rng: random.Random) -> DealState:
    """The same hand for `seat` and the same calls, the other three hands dealt again."""
    hands = dict(state.deal.hands)
    others = [s for s in SEATS if s is not seat]
    pool = [c for s in others for c in hands[s]]
    rng.shuffle(pool)
    for i, s in enumerate(others):
        hands[s] = frozenset(pool[8 * i : 8 * i + 8])
    new = DealState(Deal(state.deal.number, state.deal.dealer, hands), state.rules)
    for action in state.actions:
        new.apply(action)
    return new


@pytest.mark.skipif(not COMPILED, reason="the expert samples only with the compiled search")
def test_r10_11_r8_2_the_experts_bid_does_not_depend_on_the_hidden_hands() -> None:
    checked = 0
    for view in random_views(43, 12, 2):
        turn = Turn.of(view)
        hand = value(turn)
        if is_clear(turn, hand):
            continue
        checked += 1
        bidder = ExpertBidder(seed=5, budget_s=100, min_layouts=6, max_layouts=6)
        first = bidder.choose_bid(view)
        again = bidder.choose_bid(view)
        assert first == again  # reproducible for a seed with fixed layouts
        assert first is None or first in view.legal_bids
    assert checked > 0


@pytest.mark.skipif(not COMPILED, reason="the expert samples only with the compiled search")
def test_r10_11_r8_2_the_experts_call_and_trump_ignore_the_cards_it_cannot_see() -> None:
    rng = random.Random(23)
    compared = 0
    for seed in range(40):
        deal_rng = random.Random(seed)
        state = DealState(Deal.deal(1, Seat.NORTH, DEFAULT_RULES, deal_rng))
        calls(state, "p")
        seat = state.turn
        assert seat is not None
        view = seat_view(state, seat)
        if is_clear(Turn.of(view), value(Turn.of(view))):
            continue
        other = _swap_hidden(state, seat, rng)
        bidder = ExpertBidder(seed=2, budget_s=100, min_layouts=5, max_layouts=5)
        assert bidder.choose_bid(view) == bidder.choose_bid(seat_view(other, seat))
        compared += 1
        if compared >= 4:
            break
    assert compared > 0


@pytest.mark.skipif(not COMPILED, reason="the expert samples only with the compiled search")
def test_r10_12_the_expert_names_trump_from_layouts_that_agree_with_the_calls() -> None:
    state = DealState(deal_of(WEAK_DEALER))
    calls(state, "9", "p", "p", "p")  # East bids 9 with the top spades and hearts
    assert state.phase is Phase.TRUMP and state.turn is Seat.EAST
    robot = KaiserRobot(Level.EXPERT, seed=3, budget_s=0.3)
    view = seat_view(state, Seat.EAST)
    suit = robot.choose_trump(view)
    assert suit in (Suit.SPADES, Suit.HEARTS)
    assert set(trump_candidates(view.hand, DEFAULT_RULES)) == {Suit.SPADES, Suit.HEARTS}
    state.apply(TrumpAction(Seat.EAST, suit))
    basic = KaiserRobot(Level.BASIC)
    view = seat_view(DealState(deal_of(WEAK_DEALER)), Seat.EAST)
    assert basic.choose_trump(view) is choose_trump(view) is best_trump(view.hand, DEFAULT_RULES)[0]


def test_r10_11_a_layout_agrees_with_a_bid_when_the_seat_would_bid_at_least_as_much() -> None:
    # East bid 7 and South passed; North deals. East's hand in a layout agrees with the 7
    # when the basic robot would bid 7 or more with it, and South's with the pass when it
    # would pass.
    state = DealState(deal_of(OUTBID))
    calls(state, "7", "p", "p")
    turn = Turn.of(seat_view(state, Seat.NORTH))
    history = turn.auction.history()
    strong = deal_of(OUTBID).hands[Seat.EAST]  # it would bid 7NT, more than 7
    assert choose_for(Turn(Seat.EAST, strong, Auction(Seat.NORTH, DEFAULT_RULES), turn.scores,
                           DEFAULT_RULES)) == Bid(7, no_trump=True)  # fmt: skip
    assert _would_call(turn, strong, [], Bid(7))
    assert _would_call(turn, strong, [], Bid(7, no_trump=True))
    assert not _would_call(turn, strong, [], Bid(8))  # it would not bid 8
    weak = frozenset(cards("S9 S8 H9 H8 D9 D8 C9 C8"))
    assert not _would_call(turn, weak, [], Bid(7))
    assert _would_call(turn, weak, history[:1], None)
    rng = random.Random(2)
    agreeing = 0
    for _ in range(40):
        hands = deal_for_calls(turn, rng)
        assert hands[Seat.NORTH] == turn.hand
        agreeing += _would_call(turn, hands[Seat.EAST], [], Bid(7))
    assert agreeing >= 30


def test_r10_12_the_expert_solves_only_suits_near_the_best_and_names_a_lone_one_at_once() -> None:
    rng = random.Random(6)
    lone = 0
    for _ in range(200):
        hand = frozenset(rng.sample(DEFAULT_RULES.deck, 8))
        suits = trump_candidates(hand, DEFAULT_RULES)
        best, estimate = best_trump(hand, DEFAULT_RULES)
        estimates = [suit_estimate(hand, s, DEFAULT_RULES) for s in suits]
        assert best in suits and estimates == sorted(estimates, reverse=True)
        for s in Suit:
            near = suit_estimate(hand, s, DEFAULT_RULES) >= estimate - TRUMP_NEAR
            assert (s in suits) is near
        lone += len(suits) == 1
    assert 0 < lone < 200
    state = DealState(deal_of("1 N:83.KQJ.KQJ. AKQJT9.A.A. .T985.T987. ...AKQJT987"))
    calls(state, "8", "p", "p", "p")
    view = seat_view(state, Seat.EAST)
    (only,) = trump_candidates(view.hand, DEFAULT_RULES)
    assert only is Suit.SPADES
    # A robot with no time at all still names the lone suit: it does not sample.
    assert ExpertPlayer(seed=1, budget_s=0.0, min_layouts=0).choose_trump(view) is only


def test_r10_11_r10_12_the_bid_and_trump_think_for_a_share_of_the_plays_budget() -> None:
    robot = KaiserRobot(Level.EXPERT)  # the tables' budget
    player = ExpertPlayer()
    assert robot._bidder is not None
    assert robot._bidder.budget_s == pytest.approx(player.budget_s * BEFORE_PLAY_SHARE)
    assert Share.of(player).budget_s == pytest.approx(player.budget_s * BEFORE_PLAY_SHARE)
    # Even past its fewest layouts' time, such a decision stops within a second.
    assert HARD_LIMIT * Share.of(player).budget_s < 1.0 < HARD_LIMIT * player.budget_s


def test_r10_5_no_trump_is_bid_only_with_a_hand_that_runs() -> None:
    rng = random.Random(4)
    seen_nt = 0
    for _ in range(400):
        state = DealState(Deal.deal(1, Seat.NORTH, DEFAULT_RULES, rng))
        view = seat_view(state, Seat.EAST)
        bid = choose_bid(view)
        if bid is not None and bid.no_trump:
            seen_nt += 1
            assert runs_at_no_trump(view.hand)
    assert seen_nt > 0
