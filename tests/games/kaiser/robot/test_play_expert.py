"""The expert: the objective a player would choose, legal play, and honesty (it decides from
its own seat's view alone)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.cards import Card
from bot.games.game import RobotLevel
from bot.games.kaiser.bids import Bid
from bot.games.kaiser.match import KaiserMatch
from bot.games.kaiser.robot.knowledge import Knowledge
from bot.games.kaiser.robot.objective import GAME_BONUS, Objective
from bot.games.kaiser.robot.play_expert import ExpertPlayer, distinct_cards
from bot.games.kaiser.robot.players import KaiserRobot, Level
from bot.games.kaiser.rules import DEFAULT_RULES
from bot.games.kaiser.state import CardAction, Deal, DealState, Phase
from bot.games.kaiser.views import seat_view
from bot.games.seats import SEATS, Seat, Side
from tests.games.kaiser.helpers import calls


def played_to(seed: int, cards: int) -> DealState:
    """A random auction, then `cards` random cards played."""
    rng = random.Random(seed)
    state = DealState(Deal.deal(1, rng.choice(SEATS), rng=rng))
    while state.phase is not Phase.PLAY:
        state.apply(rng.choice(state.legal_actions()))
    for _ in range(cards):
        seat = state.turn
        assert seat is not None
        state.apply(CardAction(seat, rng.choice(state.legal_cards())))
    return state


def test_r10_4_making_the_bid_is_worth_more_than_any_point_after_it() -> None:
    zero = dict.fromkeys(Side, 0)
    worth = Objective.of(Side.NS, Side.NS, Bid(8), zero, DEFAULT_RULES).worth
    assert worth[8] - worth[7] > 2 * (worth[9] - worth[8])
    assert all(worth[p + 1] > worth[p] for p in range(-2, 12))
    nt = Objective.of(Side.NS, Side.NS, Bid(8, True), zero, DEFAULT_RULES).worth
    assert nt[8] - nt[7] > worth[8] - worth[7]


def test_the_defenders_objective_sets_the_bid_first() -> None:
    zero = dict.fromkeys(Side, 0)
    worth = Objective.of(Side.EW, Side.NS, Bid(8), zero, DEFAULT_RULES).worth
    # EW's points p leave NS 10 - p: setting the 8 bid needs 3.
    assert worth[3] - worth[2] > 2 * (worth[4] - worth[3])


def test_r10_4_a_frozen_defender_values_only_what_it_costs_the_bidders_and_its_own_losses() -> None:
    scores = {Side.NS: 0, Side.EW: 48}
    worth = Objective.of(Side.EW, Side.NS, Bid(7), scores, DEFAULT_RULES).worth
    frozen_gain = worth[5] - worth[4]  # NS 5 -> 6 points: both down; only NS's loss counts
    assert frozen_gain == 0
    assert worth[4] - worth[3] > 0  # NS from 7 to 6: set


def test_r10_4_winning_the_game_on_the_hand_counts_the_game_bonus() -> None:
    scores = {Side.NS: 44, Side.EW: 0}
    worth = Objective.of(Side.NS, Side.NS, Bid(8), scores, DEFAULT_RULES).worth
    assert worth[8] - worth[7] >= GAME_BONUS


def test_cards_that_play_alike_are_judged_once() -> None:
    state = played_to(3, 0)
    seat = state.turn
    assert seat is not None
    view = seat_view(state, seat)
    know = Knowledge.of(view)
    groups = distinct_cards(know, list(view.legal_cards), DEFAULT_RULES)
    assert set(groups) <= set(view.legal_cards) and groups
    for card in view.legal_cards:
        if card not in groups:
            above = [c for c in groups if c.suit is card.suit and c.rank > card.rank]
            assert above and not any(
                card.rank < u.rank < min(above, key=lambda c: c.rank).rank
                for u in know.unseen if u.suit is card.suit
            )  # fmt: skip
    for point_card in (Card.parse("H5"), Card.parse("S3")):
        if point_card in view.legal_cards:
            assert point_card in groups


def test_robots_of_both_levels_play_a_whole_game_legally() -> None:
    rng = random.Random(6)
    game = KaiserMatch.new(rng=rng)
    robots = {s: KaiserRobot(Level.EXPERT if s.side is Side.NS else Level.BASIC, seed=1,
                             budget_s=0.05) for s in SEATS}  # fmt: skip
    hands = 0
    while not game.is_over and hands < 3:
        state = game.start(game.next_deal(rng))
        while not state.is_finished:
            seat = state.turn
            assert seat is not None
            action = robots[seat].choose_action(seat_view(state, seat, game.standing))
            assert action in state.legal_actions()
            state.apply(action)
        game.record(state)
        hands += 1


def _swap_hidden(state: DealState, viewer: Seat, rng: random.Random) -> DealState | None:
    """The same hand and play with unplayed cards swapped, suit for suit, between two hands
    `viewer` cannot see: every void shown and every count stays true."""
    a, b = [s for s in SEATS if s is not viewer][:2]
    pairs = [(x, y) for x in state.hand(a) for y in state.hand(b) if x.suit is y.suit]
    if not pairs:
        return None
    rng.shuffle(pairs)
    hands = {s: set(state.deal.hands[s]) for s in SEATS}
    used: set[Card] = set()
    for x, y in pairs[:3]:
        if x in used or y in used:
            continue
        used |= {x, y}
        hands[a] = (hands[a] - {x}) | {y}
        hands[b] = (hands[b] - {y}) | {x}
    deal = Deal(state.deal.number, state.deal.dealer, {s: frozenset(h) for s, h in hands.items()})
    return DealState.replay(deal, state.actions)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), cards=st.integers(0, 26))
def test_swapping_cards_the_robot_cannot_see_never_changes_its_choice(
    seed: int, cards: int
) -> None:
    state = played_to(seed, cards)
    actor = state.turn
    assert actor is not None
    other = _swap_hidden(state, actor, random.Random(seed))
    if other is None or other.deal == state.deal:
        return
    assert seat_view(other, actor) == seat_view(state, actor)
    expert = ExpertPlayer(seed=seed, budget_s=60, min_layouts=6, max_layouts=6)
    assert expert.choose_card(seat_view(state, actor)) == expert.choose_card(
        seat_view(other, actor)
    )
    basic = KaiserRobot(Level.BASIC)
    assert basic.choose_card(seat_view(state, actor)) == basic.choose_card(seat_view(other, actor))


def test_the_swapped_deals_really_differ_in_hidden_cards() -> None:
    state = played_to(9, 10)
    actor = state.turn
    assert actor is not None
    other = _swap_hidden(state, actor, random.Random(1))
    assert other is not None
    assert any(other.hand(s) != state.hand(s) for s in SEATS)
    assert other.hand(actor) == state.hand(actor)


def test_the_expert_names_trump_from_its_view_alone() -> None:
    rng = random.Random(2)
    state = DealState(Deal.deal(1, Seat.NORTH, rng=rng))
    calls(state, "9", "p", "p", "p")
    bidder = state.turn
    assert state.phase is Phase.TRUMP and bidder is Seat.EAST
    other = _swap_hidden(state, bidder, random.Random(3))
    assert other is not None
    expert = ExpertPlayer(seed=4, budget_s=60, min_layouts=4, max_layouts=4)
    assert expert.choose_trump(seat_view(state, bidder)) == expert.choose_trump(
        seat_view(other, bidder)
    )


def test_the_former_expert_is_a_level_for_the_bench_only() -> None:
    offered = {level.value for level in RobotLevel}
    assert Level.FORMER_EXPERT.value not in offered
    assert {Level.BASIC.value, Level.EXPERT.value} <= offered
