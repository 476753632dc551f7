"""The expert player: score-based choice, instant forced plays, honesty and reproducibility."""

import itertools
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.bridge.robot.play_basic import BasicPlayer
from bot.games.bridge.robot.play_expert import (
    Evaluation,
    ExpertPlayer,
    most_often_best,
    textbook_stands,
)
from bot.games.bridge.robot.playinfo import declarer_scores, equivalence_groups, read_turn
from bot.games.bridge.robot.solver import Position, Solver
from bot.games.bridge.scoring import imps, parse_contract
from bot.games.bridge.state import Board, CardAction, DealState
from bot.games.bridge.views import seat_view
from bot.games.cards import Card, Suit
from bot.games.seats import SEATS, Seat

from .tools import deal_in, play, random_state

DEAL = "N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT"


class RefusingSolver:
    """Stands in for the solver where a decision must not need one."""

    def solve(self, positions: list[Position], deadline: float | None = None) -> None:
        raise AssertionError("the solver was consulted")


class ScriptedSolver:
    """Answers each position with scores from a script, in turn: a controlled experiment."""

    def __init__(self, script: list[dict[Card, int]]) -> None:
        self.script = itertools.cycle(script)

    def solve(self, positions: list[Position], deadline: float | None = None) -> list:
        return [next(self.script) for _ in positions]

    def score_leads(
        self, positions: list[Position], candidates: list[Card], deadline: float | None = None
    ) -> list:
        return [{c: row[c] for c in candidates} for row in self.solve(positions)]

    def cards_reaching(
        self, positions: list[Position], target: int, deadline: float | None = None
    ) -> list:
        return [
            frozenset(c for c, v in row.items() if v >= target) for row in self.solve(positions)
        ]


def test_imps_follow_the_scale() -> None:
    assert imps(0) == 0
    assert imps(10) == 0
    assert imps(20) == 1
    assert imps(450) == 10  # 3NT made (+400) against one down (-50)
    assert imps(500) == 11
    assert imps(-470) == -10
    assert imps(5000) == 24


def test_declarer_scores_count_the_contract_not_just_tricks() -> None:
    scores = declarer_scores(parse_contract("3NT"), vulnerable=False)
    assert scores[9] == 400
    assert scores[10] == 430
    assert scores[8] == -50


def test_a_single_legal_card_is_played_without_thinking() -> None:
    # West leads the diamond ace; East's only diamond is the seven.
    state = play(deal_in(DEAL, "4S", Seat.SOUTH), "DA D3")
    view = seat_view(state, Seat.EAST)
    assert view.legal_cards == (Card.parse("D7"),)
    player = ExpertPlayer(RefusingSolver(), seed=1)  # type: ignore[arg-type]
    assert player.choose_card(view) == Card.parse("D7")


def test_interchangeable_cards_are_played_at_once_the_lowest_when_following() -> None:
    # East's only diamonds are the queen and jack: either does the same work.
    deal = "N:974.AJ3.63.AK963 K83.K9752.QJ.875 AQJ5.T864.K94.42 T62.Q.AT8752.QJT"
    state = play(deal_in(deal, "4S", Seat.SOUTH), "DA D3")
    player = ExpertPlayer(RefusingSolver(), seed=1)  # type: ignore[arg-type]
    assert player.choose_card(seat_view(state, Seat.EAST)) == Card.parse("DJ")


def _trick_one_dummy(state: DealState) -> list[Card]:
    return list(seat_view(state, Seat.SOUTH).legal_cards)


def test_declarer_prefers_the_sure_contract_to_a_gamble_with_the_same_average() -> None:
    # 3NT by South; West leads a club and declarer plays from dummy. Two dummy cards are
    # scripted: one brings nine tricks in every layout, the other ten or eight by turns.
    state = play(deal_in(DEAL, "3NT", Seat.SOUTH), "CQ")
    legal = _trick_one_dummy(state)
    ace, king, gamble = Card.parse("CA"), Card.parse("CK"), Card.parse("C3")
    assert {ace, king, gamble} <= set(legal)
    base = dict.fromkeys(legal, 7)
    sure = {ace: 9, king: 9}
    script = [base | sure | {gamble: 10}, base | sure | {gamble: 8}]
    player = ExpertPlayer(ScriptedSolver(script), seed=1, max_samples=40)  # type: ignore[arg-type]
    assert player.choose_card(seat_view(state, Seat.SOUTH)) in (ace, king)


def test_a_defender_prefers_the_card_that_beats_the_contract_more_often() -> None:
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    view = seat_view(state, Seat.WEST)
    legal = list(view.legal_cards)
    spade, diamond = Card.parse("S2"), Card.parse("DA")
    # Both leads average three and a half defensive tricks, but the spade beats 4S in half
    # the layouts and the diamond (with an extra undertrick once) only in a quarter.
    base = dict.fromkeys(legal, 0)
    script = [
        base | {spade: 4, diamond: 5},
        base | {spade: 4, diamond: 3},
        base | {spade: 3, diamond: 3},
        base | {spade: 3, diamond: 3},
    ]
    player = ExpertPlayer(ScriptedSolver(script), seed=1, max_samples=40)  # type: ignore[arg-type]
    assert player.choose_card(view) == spade


def test_the_evaluation_gives_each_cards_paired_standard_error_against_the_best() -> None:
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    view = seat_view(state, Seat.WEST)
    legal = list(view.legal_cards)
    spade, heart, diamond = Card.parse("S2"), Card.parse("HQ"), Card.parse("DA")
    # The spade always beats 4S; the heart never does (the same loss in every layout); the
    # diamond beats it as well as the spade in one layout of two and lets it make in the other.
    base = dict.fromkeys(legal, 0)
    script = [
        base | {spade: 4, heart: 3, diamond: 4},
        base | {spade: 4, heart: 3, diamond: 2},
    ]
    player = ExpertPlayer(ScriptedSolver(script), seed=1, max_samples=40)  # type: ignore[arg-type]
    assert player.choose_card(view) == spade
    ev = player.last_evaluation
    assert ev is not None and ev.samples >= 10
    assert ev.margin[spade] == 0
    assert ev.margin[heart] == 0  # behind by the same amount in every layout
    assert ev.margin[diamond] > 0


def test_the_same_seed_gives_the_same_card(solver: Solver) -> None:
    state = random_state(21, "4S", cards=17)
    view = seat_view(state, state.to_act)  # type: ignore[arg-type]
    a = ExpertPlayer(solver, seed=5, budget_s=30, max_samples=30).choose_card(view)
    b = ExpertPlayer(solver, seed=5, budget_s=30, max_samples=30).choose_card(view)
    assert a == b


def test_a_whole_deal_played_by_expert_robots_is_legal_throughout(solver: Solver) -> None:
    state = random_state(4, "4H", cards=12)
    players = {s: ExpertPlayer(solver, seed=s.index, budget_s=0.2) for s in SEATS}
    while not state.is_finished:
        actor = state.to_act
        assert actor is not None
        card = players[actor].choose_card(seat_view(state, actor))
        assert card in state.legal_cards()
        state.apply(CardAction(state.turn, card))  # type: ignore[arg-type]


def _swap_hidden(state: DealState, viewer: Seat, rng: random.Random) -> DealState | None:
    """The same deal and play, with unplayed cards swapped between the two hands `viewer`
    cannot see: same suit for same suit, so every void shown and every count stays true."""
    contract = state.contract
    assert contract is not None
    hidden = [s for s in SEATS if s not in (viewer, contract.dummy)]
    a, b = hidden
    left_a, left_b = set(state.hand(a)), set(state.hand(b))
    pairs = [(x, y) for x in left_a for y in left_b if x.suit == y.suit]
    if not pairs:
        return None
    rng.shuffle(pairs)
    hands = {s: set(state.board.hands[s]) for s in SEATS}
    used: set[Card] = set()
    for x, y in pairs[:3]:
        if x in used or y in used:
            continue
        used |= {x, y}
        hands[a] = (hands[a] - {x}) | {y}
        hands[b] = (hands[b] - {y}) | {x}
    board = Board(state.board.number, state.board.dealer, state.board.vulnerability,
                  {s: frozenset(h) for s, h in hands.items()})  # fmt: skip
    return DealState.replay(board, state.actions)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 5000), cards=st.integers(14, 40))
def test_swapping_cards_the_robot_cannot_see_never_changes_its_choice(
    solver: Solver, seed: int, cards: int
) -> None:
    state = random_state(seed, "4S" if seed % 2 else "3NT", cards=cards)
    actor = state.to_act
    assert actor is not None
    other = _swap_hidden(state, actor, random.Random(seed))
    if other is None:
        return
    assert other.hand(actor) == state.hand(actor)
    player = ExpertPlayer(solver, seed=seed, budget_s=60, max_samples=24, min_samples=24)
    first = player.choose_card(seat_view(state, actor))
    second = player.choose_card(seat_view(other, actor))
    assert first == second


def test_views_of_swapped_deals_differ_only_in_nothing_the_robot_sees() -> None:
    state = random_state(9, "4S", cards=20)
    actor = state.to_act
    assert actor is not None
    other = _swap_hidden(state, actor, random.Random(1))
    assert other is not None
    assert seat_view(other, actor) == seat_view(state, actor)
    contract = state.contract
    assert contract is not None
    assert any(other.hand(s) != state.hand(s) for s in SEATS)


def _lead_script(legal: list[Card], spade: Card, textbook: Card, spade_ahead: int) -> list:
    """Five layouts: in `spade_ahead` of them the spade lead beats 4S and the textbook lead
    does not; in the others the other way round."""
    base = dict.fromkeys(legal, 0)
    return [
        base | ({spade: 4, textbook: 3} if i < spade_ahead else {spade: 3, textbook: 4})
        for i in range(5)
    ]


def test_the_textbook_lead_stands_unless_sampling_puts_it_clearly_behind() -> None:
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    view = seat_view(state, Seat.WEST)
    legal = list(view.legal_cards)
    spade = Card.parse("S2")
    textbook = BasicPlayer().choose_card(view)
    assert textbook.suit is not spade.suit
    # Three layouts in five favour the spade: ahead on average, but well within the noise
    # of 40 layouts. Sampling alone (k = 0) leads the spade; the robot keeps the textbook.
    close = _lead_script(legal, spade, textbook, 3)
    alone = ExpertPlayer(ScriptedSolver(close), seed=1, max_samples=40, lead_textbook_se=0)  # type: ignore[arg-type]
    assert alone.choose_card(view) == spade
    robot = ExpertPlayer(ScriptedSolver(close), seed=1, max_samples=40)  # type: ignore[arg-type]
    assert robot.choose_card(view) == textbook
    ev = robot.last_evaluation
    assert ev is not None and ev.imp_loss[spade] < ev.imp_loss[textbook]
    # Four in five: the spade is clearly ahead, and the robot leads it.
    clear = _lead_script(legal, spade, textbook, 4)
    robot = ExpertPlayer(ScriptedSolver(clear), seed=1, max_samples=40)  # type: ignore[arg-type]
    assert robot.choose_card(view) == spade


def test_textbook_stands_compares_the_gap_with_k_standard_errors() -> None:
    a, b = Card.parse("S2"), Card.parse("CQ")
    loss = {a: 1.0, b: 2.0}
    assert textbook_stands(loss, {a: 0.0, b: 0.5}, b, 2.0)
    assert not textbook_stands(loss, {a: 0.0, b: 0.5}, b, 1.5)
    assert textbook_stands(loss, {a: 0.0, b: 0.5}, a, 0.0)  # the best card always stands


def _evaluation(rows: list[dict[Card, tuple[int, int]]]) -> Evaluation:
    """An evaluation from per-layout (IMP loss, tricks) pairs, as `evaluate` builds it."""
    cards = list(rows[0])
    n = len(rows)
    return Evaluation(
        samples=n,
        imp_loss={c: sum(r[c][0] for r in rows) / n for c in cards},
        tricks={c: sum(r[c][1] for r in rows) / n for c in cards},
        exhaustive=False,
        losses={c: [r[c][0] for r in rows] for c in cards},
        best_in={c: sum(r[c][0] == 0 for r in rows) for c in cards},
        tops_in={c: sum(r[c][1] == max(v[1] for v in r.values()) for r in rows) for c in cards},
    )


def test_the_card_best_in_most_layouts_wins_unless_another_is_clearly_ahead() -> None:
    steady, swing = Card.parse("S2"), Card.parse("HA")
    # The steady card is best in three layouts of five by an overtrick; the swing card is
    # best in two, by more. The swing card averages less loss, by far less than
    # the noise of five layouts: the card best most often is played.
    rows = [{steady: (0, 5), swing: (1, 4)}] * 3 + [{steady: (4, 3), swing: (0, 4)}] * 2
    ev = _evaluation(rows)
    assert ev.imp_loss[swing] < ev.imp_loss[steady]
    assert most_often_best(ev, 1.0) == steady
    # The same pattern over two hundred layouts: the swing card is clearly ahead on average.
    ev = _evaluation(rows * 40)
    assert most_often_best(ev, 1.0) == swing
    # With no demand of clarity (0 standard errors) the mean decides at once.
    assert most_often_best(_evaluation(rows), 0.0) == swing


def test_cards_best_equally_often_are_told_apart_by_tricks_then_by_the_mean() -> None:
    a, b, c = Card.parse("S2"), Card.parse("HA"), Card.parse("D5")
    # a and b score best in the same two layouts; b takes the most tricks in a third too.
    rows = [
        {a: (0, 4), b: (0, 4), c: (3, 3)},
        {a: (0, 4), b: (0, 4), c: (5, 3)},
        {a: (1, 3), b: (1, 4), c: (0, 4)},
    ]
    assert most_often_best(_evaluation(rows), 1.0) == b


def _steady_or_swing(
    state: DealState, steady: str, swing: str, by: dict[str, list[int]], **robot: float
) -> tuple[str, dict[str, float]]:
    """Which of two cards the robot to act plays (its group's name, "steady" or "swing") when
    five scripted layouts, cycled, give each its tricks (`by`, five counts for each name) and
    every other card none; interchangeable cards share their tricks. Also each one's mean
    IMP loss as sampled."""
    view = seat_view(state, state.to_act)  # type: ignore[arg-type]
    groups = equivalence_groups(read_turn(view))
    named = {"steady": Card.parse(steady), "swing": Card.parse(swing)}
    group_of = {name: next(g for g in groups if card in g) for name, card in named.items()}
    assert group_of["steady"] is not group_of["swing"]
    script = []
    for i in range(5):
        row = dict.fromkeys(view.legal_cards, 0)
        for name, group in group_of.items():
            row.update(dict.fromkeys(group, by[name][i]))
        script.append(row)
    player = ExpertPlayer(ScriptedSolver(script), seed=1, max_samples=40, **robot)  # type: ignore[arg-type]
    card = player.choose_card(view)
    ev = player.last_evaluation
    assert ev is not None
    loss = {n: next(v for c, v in ev.imp_loss.items() if c in g) for n, g in group_of.items()}
    return next((n for n, g in group_of.items() if card in g), str(card)), loss


def test_defenders_play_the_card_most_often_best_declarer_for_the_contract_then_tricks() -> None:
    # Defence: 4S by South, West leads the club queen and dummy plays low; East chooses.
    # Defenders' tricks: the steady card holds declarer to ten (not eleven) in three layouts
    # of five, one IMP each; the swing card beats 4S by two (not one) in the other two, two
    # IMPs each. The swing card loses less on average (0.6 against 0.8 IMPs), well inside
    # the noise; the steady card is the better bet on the real cards.
    defence = play(deal_in(DEAL, "4S", Seat.SOUTH), "CQ C3")
    by = {"steady": [3, 3, 3, 4, 4], "swing": [2, 2, 2, 5, 5]}
    choice, loss = _steady_or_swing(defence, "C2", "C5", by)
    assert choice == "steady"
    assert loss["swing"] < loss["steady"]
    assert _steady_or_swing(defence, "C2", "C5", by, defence_clear_se=0)[0] == "swing"

    # Declarer: 3NT by South, West leads the club queen, dummy to play. A card that makes an
    # overtrick in three layouts of five and goes down in the other two is clearly behind
    # one that makes nine tricks in all, though it takes more on average: declarer keeps
    # the contract.
    declarer = play(deal_in(DEAL, "3NT", Seat.SOUTH), "CQ")
    by = {"steady": [9, 9, 9, 9, 9], "swing": [10, 10, 10, 8, 8]}
    assert _steady_or_swing(declarer, "CA", "C3", by)[0] == "steady"
    # Where the scores are within the noise (both go down in the same two layouts, one
    # by a trick more), the card that takes more tricks is played; with no noise allowed,
    # the least mean loss.
    by = {"steady": [9, 9, 9, 8, 8], "swing": [10, 10, 10, 7, 7]}
    choice, loss = _steady_or_swing(declarer, "CA", "C3", by)
    assert choice == "swing"
    assert loss["steady"] < loss["swing"]
    assert _steady_or_swing(declarer, "CA", "C3", by, declarer_near_se=0)[0] == "steady"


def test_the_evaluation_counts_the_layouts_solved_in_each_class() -> None:
    # 3NT by South after West's club lead: dummy is down, so East and West are hidden, and
    # every layout solved is counted once in the class of its hidden hands' suit lengths.
    state = play(deal_in(DEAL, "3NT", Seat.SOUTH), "CQ")
    legal = _trick_one_dummy(state)
    scores = [dict.fromkeys(legal, 9) | {Card.parse("CA"): 10}]
    player = ExpertPlayer(ScriptedSolver(scores), seed=1, max_samples=40)  # type: ignore[arg-type]
    player.choose_card(seat_view(state, Seat.SOUTH))
    ev = player.last_evaluation
    assert ev is not None and ev.hidden == (Seat.EAST, Seat.WEST)
    assert sum(ev.classes.values()) == ev.samples > 0
    for east, west in ev.classes:
        assert sum(east) == 13 and sum(west) == 12
        # Dummy holds five clubs, South one, and West's queen is gone: six are unseen.
        assert east[Suit.CLUBS] + west[Suit.CLUBS] == 13 - 5 - 1 - 1
