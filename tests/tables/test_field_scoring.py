"""Rules 10.1-10.5 of seeds/tables.md: scoring a board against the field, checked on boards
worked by hand and against a second computation written differently."""

from bisect import bisect_left, bisect_right
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from bot.games.bridge.scoring import imps
from bot.games.field import (
    Comparison,
    against_average,
    compare,
    cross_imps,
    frequencies,
    matchpoints,
    rank,
    totals,
)

#: Five tables' North-South scores on one board: two 4S making, 4S+1, a part-score, 3NT -1.
BOARD = {"a": 420, "b": 420, "c": 170, "d": -50, "e": 450}

scores = st.dictionaries(
    st.integers(0, 30), st.integers(-40, 40).map(lambda n: n * 10), min_size=1, max_size=12
)


def test_r10_1_results_are_compared_only_within_their_board():
    other_board = {"a": -100, "b": 600}
    alone = matchpoints(BOARD)
    assert totals([BOARD, other_board], Comparison.MATCHPOINTS)["c"] == alone["c"]
    assert compare(BOARD, Comparison.MATCHPOINTS) == alone


def test_r10_2_matchpoints_two_for_a_result_beaten_one_for_a_tie():
    # Out of 8 (twice the four other results): 450 beats all, 420 beats two and ties one.
    assert matchpoints(BOARD) == {
        "e": Fraction(8, 8), "a": Fraction(5, 8), "b": Fraction(5, 8),
        "c": Fraction(2, 8), "d": Fraction(0, 8),
    }  # fmt: skip


def test_r10_2_a_board_played_once_scores_the_average():
    assert matchpoints({"a": 620}) == {"a": Fraction(1, 2)}


def test_r10_2_everyone_level_scores_the_average():
    assert set(matchpoints({"a": 0, "b": 0, "c": 0}).values()) == {Fraction(1, 2)}


@given(scores)
def test_r10_2_matchpoints_agree_with_a_count_over_the_sorted_scores(board):
    ordered = sorted(board.values())
    n = len(board)
    for entrant, share in matchpoints(board).items():
        below = bisect_left(ordered, board[entrant])
        level = bisect_right(ordered, board[entrant]) - below - 1
        expected = Fraction(2 * below + level, 2 * (n - 1)) if n > 1 else Fraction(1, 2)
        assert share == expected
    assert sum(matchpoints(board).values()) == Fraction(n, 2)


def test_r10_3_cross_imps_average_the_swing_against_each_other_result():
    # a (420) against 420, 170, -50, 450: 0, +6 (250), +10 (470), -1 (30).
    got = cross_imps(BOARD, imps)
    assert got["a"] == Fraction(0 + 6 + 10 - 1, 4)
    # e (450): +1, +1, +7 (280), +11 (500).
    assert got["e"] == Fraction(1 + 1 + 7 + 11, 4)
    # d (-50): -10, -10, -6 (220), -11 (500).
    assert got["d"] == Fraction(-37, 4)


def test_r10_3_two_results_differ_by_the_plain_imp_swing():
    assert cross_imps({"me": 620, "robots": 170}, imps) == {"me": 10, "robots": -10}


def test_r10_3_a_board_played_once_scores_no_imps():
    assert cross_imps({"a": -1100}, imps) == {"a": 0}


@given(scores)
def test_r10_3_cross_imps_agree_with_the_table_of_every_pair(board):
    keys = list(board)
    swings = [[imps(board[i] - board[j]) for j in keys] for i in keys]
    got = cross_imps(board, imps)
    for row, k in zip(swings, keys, strict=True):
        expected = Fraction(sum(row), len(keys) - 1) if len(keys) > 1 else 0
        assert got[k] == expected
    assert sum(got.values()) == 0


def test_r10_4_kaiser_points_against_the_average_of_the_others():
    got = against_average({"a": 8, "b": 3, "c": -2})
    assert got == {"a": Fraction(15, 2), "b": 0, "c": Fraction(-15, 2)}
    assert against_average({"a": 9}) == {"a": 0}


@given(scores)
def test_r10_4_points_against_the_average_sum_to_nothing(board):
    got = against_average(board)
    for k, v in got.items():
        others = [s for j, s in board.items() if j != k]
        assert v == (board[k] - Fraction(sum(others), len(others)) if others else 0)
    assert sum(got.values()) == 0


def test_r10_5_matchpoints_are_averaged_over_the_boards_played():
    lone = {"a": 100}  # board 2: only a played it
    got = totals([BOARD, lone], Comparison.MATCHPOINTS)
    assert got["a"] == (Fraction(5, 8) + Fraction(1, 2)) / 2
    assert got["e"] == 1


def test_r10_5_imps_and_points_are_summed_over_the_boards():
    second = {"a": 100, "e": -100}
    got = totals([BOARD, second], Comparison.CROSS_IMPS, imps)
    assert got["a"] == Fraction(15, 4) + imps(200)
    assert totals([{"a": 5, "b": 1}, {"a": 2, "b": 2}], Comparison.AVERAGE) == {"a": 4, "b": -4}


def test_r10_5_places_share_the_higher_rank_when_level():
    assert rank(matchpoints(BOARD)) == {"e": 1, "a": 2, "b": 2, "c": 4, "d": 5}


def test_r10_5_frequencies_count_each_result_most_common_first():
    assert frequencies(["4S=", "3NT-1", "4S=", "4S+1"]) == [("4S=", 2), ("3NT-1", 1), ("4S+1", 1)]
