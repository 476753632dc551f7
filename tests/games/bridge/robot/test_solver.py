"""The solver wrapper: positions in our own types, answers checked against bridge facts."""

import random
import time

import pytest

from bot.games.bridge.calls import Strain
from bot.games.bridge.contract import Doubling
from bot.games.bridge.robot.solver import MAX_BATCH, Position, Solver, SolverTimeout
from bot.games.bridge.scoring import Vulnerability
from bot.games.bridge.state import Board
from bot.games.cards import Card, Suit, deal_cards, hand_from_pbn
from bot.games.seats import SEATS, Seat

from .tools import deal_in, play

# A deal worth 3NT for North-South (nine tricks for either of them), little for East-West.
DEAL = "N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT"


def hands(*pbn: str) -> dict[Seat, frozenset[Card]]:
    return {s: hand_from_pbn(h) for s, h in zip(SEATS, pbn, strict=True)}


def test_the_ace_wins_the_last_trick_for_its_side(solver: Solver) -> None:
    pos = Position(hands("A...", "2...", "3...", "4..."), None, Seat.NORTH)
    assert solver.score_cards(pos) == {Card.parse("SA"): 1}
    pos = Position(hands("2...", "A...", "3...", "4..."), None, Seat.NORTH)
    assert solver.score_cards(pos) == {Card.parse("S2"): 0}


def test_a_trump_beats_the_suit_led(solver: Solver) -> None:
    pos = Position(hands("A...", "..2.", "3...", "4..."), Suit.DIAMONDS, Seat.NORTH)
    assert solver.score_cards(pos) == {Card.parse("SA"): 0}


def test_only_legal_cards_are_scored_and_equal_cards_all_appear(solver: Solver) -> None:
    # West leads a spade; North must follow with one of its touching spades.
    pos = Position(
        hands("KQ.A..", "32.2..", "54.3..", "7..2."), None, Seat.WEST, (Card.parse("SA"),)
    )
    scores = solver.score_cards(pos)
    assert set(scores) == {Card.parse("SK"), Card.parse("SQ")}
    assert scores[Card.parse("SK")] == scores[Card.parse("SQ")]


def test_a_position_whose_hands_do_not_fit_its_trick_is_refused() -> None:
    with pytest.raises(ValueError):
        Position(hands("A...", "2...", "3...", "4..."), None, Seat.NORTH, (Card.parse("S5"),))


def test_double_dummy_table_of_a_deal_where_one_side_holds_every_top_card(solver: Solver) -> None:
    table = solver.dd_table(
        hands("AKQJ.AKQ.AKQ.AKQ", "T987.JT9.JT9.JT9", "6543.876.876.876", "2.5432.5432.5432")
    )
    assert table[(Strain.NOTRUMP, Seat.NORTH)] == 13
    assert table[(Strain.NOTRUMP, Seat.EAST)] == 0


def test_double_dummy_table_matches_solving_the_opening_lead(solver: Solver) -> None:
    board = Board.from_pbn_deal(DEAL)
    table = solver.dd_table(board.hands)
    # 4S by South: West leads; the defence's best lead leaves declarer the table's tricks.
    lead = solver.score_cards(Position(board.hands, Suit.SPADES, Seat.WEST))
    assert 13 - max(lead.values()) == table[(Strain.SPADES, Seat.SOUTH)]


def test_par_of_a_game_deal_is_the_game_for_the_side_that_makes_it(solver: Solver) -> None:
    board = Board.from_pbn_deal(DEAL)
    par = solver.par(board.hands, Vulnerability.NONE, Seat.NORTH)
    assert par.ns_score == 400
    declarers = {c.declarer for c, _ in par.contracts}
    assert declarers == {Seat.NORTH, Seat.SOUTH}
    assert all(c.strain is Strain.NOTRUMP and c.level == 3 for c, _ in par.contracts)
    assert all(c.doubling is Doubling.UNDOUBLED and t == 9 for c, t in par.contracts)


def test_par_score_is_from_north_south_whoever_deals(solver: Solver) -> None:
    # The same cards turned a quarter: now East-West hold the game.
    board = Board.from_pbn_deal("E" + DEAL[1:])
    for dealer in SEATS:
        assert solver.par(board.hands, Vulnerability.NONE, dealer).ns_score == -400


def test_batches_larger_than_one_solver_call_are_split(solver: Solver) -> None:
    pos = Position(hands("A2...", "34...", "56...", "78..."), None, Seat.NORTH)
    results = solver.solve([pos] * (MAX_BATCH + 5))
    assert len(results) == MAX_BATCH + 5
    assert all(r[Card.parse("SA")] == 1 and r[Card.parse("S2")] == 1 for r in results)


def test_a_request_past_its_deadline_is_dropped(solver: Solver) -> None:
    pos = Position(hands("A...", "2...", "3...", "4..."), None, Seat.NORTH)
    with pytest.raises(SolverTimeout):
        solver.solve([pos], deadline=time.monotonic() - 1)


def test_a_big_request_stops_at_its_deadline_with_what_it_has_solved(solver: Solver) -> None:
    # Forty layouts of one opening lead with ten cards a hand: West's hand fixed, the other
    # cards shuffled. Ten cards (SLOW_CARDS in all) are enough for the solver to take them a
    # few at a time under a deadline, and quick enough that the first few finish in time on a
    # loaded machine (eleven overran the caller's wait at load 10).
    rng = random.Random(3)
    deal = deal_cards(rng)
    kept = {seat: sorted(deal[seat], reverse=True)[:10] for seat in deal}
    west = kept[Seat.WEST]
    rest = sorted(c for seat in (Seat.NORTH, Seat.EAST, Seat.SOUTH) for c in kept[seat])
    positions = []
    for _ in range(40):
        rng.shuffle(rest)
        hands = {Seat.WEST: frozenset(west)}
        for i, seat in enumerate((Seat.NORTH, Seat.EAST, Seat.SOUTH)):
            hands[seat] = frozenset(rest[10 * i : 10 * i + 10])
        positions.append(Position(hands, None, Seat.WEST))
    solver.warm_up()  # loading DDS takes about as long as the solver may overrun
    results = solver.solve(positions, deadline=time.monotonic() + 0.01)
    assert 1 <= len(results) < len(positions)
    # Near a deadline no call starts more boards than one a thread: a call cannot be cut
    # short, so eight begun at once would overrun it by several boards' time.
    assert len(results) <= 2
    assert results == solver.solve(positions[: len(results)])
    leads = sorted(west)[:3]
    some = solver.score_leads(positions, leads, deadline=time.monotonic() + 0.01)
    assert 1 <= len(some) < len(positions)
    assert some == [{c: r[c] for c in leads} for r in solver.solve(positions[: len(some)])]


def test_play_analysis_follows_the_double_dummy_value_card_by_card(solver: Solver) -> None:
    state = deal_in(DEAL, "4S", Seat.SOUTH)
    start = Position.from_state(state)
    # The heart queen is a best lead (declarer keeps 9); a diamond lead gives a trick.
    values = solver.analyse_play(start, [Card.parse("HQ")])
    assert values == [9, 9]
    assert solver.analyse_play(start, [Card.parse("DA")]) == [9, 10]


def test_play_analysis_refuses_a_revoke(solver: Solver) -> None:
    start = Position.from_state(deal_in(DEAL, "4S", Seat.SOUTH))
    # West leads a heart; North holds hearts but tries a club.
    with pytest.raises(ValueError, match="follow suit"):
        solver.analyse_play(start, [Card.parse("HQ"), Card.parse("CA")])


def test_position_from_a_deal_in_play_excludes_the_trick_in_progress() -> None:
    state = play(deal_in(DEAL, "4S", Seat.SOUTH), "HQ HA")
    pos = Position.from_state(state)
    assert pos.leader is Seat.WEST
    assert pos.trick == (Card.parse("HQ"), Card.parse("HA"))
    assert pos.to_move is Seat.EAST
    assert Card.parse("HA") not in pos.hands[Seat.NORTH]


def test_a_closed_solver_refuses_work() -> None:
    s = Solver()
    s.close()
    with pytest.raises(Exception, match="shut down"):
        s.solve([Position(hands("A...", "2...", "3...", "4..."), None, Seat.NORTH)])


def test_scoring_only_some_leads_agrees_with_scoring_every_card(solver: Solver) -> None:
    rng = random.Random(12)
    positions = []
    for _ in range(6):
        hands = deal_cards(rng)
        positions.append(
            Position({s: frozenset(hands[s]) for s in SEATS}, rng.choice([None, *Suit]), Seat.EAST)
        )
    full = solver.solve(positions)
    for pos, every in zip(positions, full, strict=True):
        leads = sorted(pos.hands[Seat.EAST], key=lambda c: (c.suit, c.rank))[::4]
        (some,) = solver.score_leads([pos], leads)
        assert some == {c: every[c] for c in leads}


def test_the_cards_reaching_a_target_are_those_scored_at_least_that(solver: Solver) -> None:
    rng = random.Random(5)
    positions = []
    for _ in range(6):
        hands = deal_cards(rng)
        positions.append(
            Position({s: frozenset(hands[s]) for s in SEATS}, rng.choice([None, *Suit]), Seat.SOUTH)
        )
    for pos, every in zip(positions, solver.solve(positions), strict=True):
        best = max(every.values())
        for target in {max(1, best - 1), best, best + 1}:
            if target > 13:
                continue
            (reaching,) = solver.cards_reaching([pos], target)
            assert reaching == {c for c, v in every.items() if v >= target}
            # The best score is reached by some card, one trick more by none.
            assert bool(reaching) == (target <= best)


def test_a_caller_stops_waiting_for_a_call_that_overruns_its_deadline(solver: Solver) -> None:
    # A call that cannot be cut short (as DDS on a pathological position): the caller gets
    # SolverTimeout soon after its deadline, and the worker goes on serving afterwards.
    start = time.monotonic()
    with pytest.raises(SolverTimeout):
        solver._call(lambda engine: time.sleep(2.5), deadline=start + 0.1)
    assert time.monotonic() - start < 1.9
    assert solver._call(lambda engine: 42) == 42
