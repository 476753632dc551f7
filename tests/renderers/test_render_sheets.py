"""Score sheets agree with the game's own score, and the rubber sheet follows the line."""

from __future__ import annotations

import io

from PIL import Image

from bot.games.bridge.examples import chicago_game, rubber_game
from bot.games.bridge.formats import FormatKind, GameScore
from bot.games.bridge.scoring import BELOW_THE_LINE
from bot.games.seats import Side
from renderers.bridge.scoresheet import chicago_rows, outcome_text, render_score_sheet, rubber_sheet
from renderers.common.leaderboard import LeaderboardRow, render_leaderboard
from renderers.gallery import leaderboard_rows


def height(png: bytes) -> int:
    return Image.open(io.BytesIO(png)).height


def test_chicago_running_totals_end_at_the_game_totals() -> None:
    score = chicago_game()
    rows = chicago_rows(score)
    totals = score.totals()
    assert rows[-1][7][0] == str(totals[Side.NS])
    assert rows[-1][8][0] == str(totals[Side.EW])


def test_chicago_sheet_lists_a_passed_out_deal_without_a_number() -> None:
    score = chicago_game()
    passed = [i for i, r in enumerate(score.results) if r.passed_out]
    assert passed
    for i in passed:
        row = chicago_rows(score)[i]
        assert row[0][0] == "–"
        assert row[3][0] == "Passed out"


def test_result_column_reads_made_overtricks_and_undertricks() -> None:
    score = chicago_game()
    for result in score.results:
        if result.contract is None or result.declarer_tricks is None:
            assert outcome_text(result) == ""
            continue
        diff = result.declarer_tricks - result.contract.tricks_needed
        text = outcome_text(result)
        assert text == ("=" if diff == 0 else f"+{diff}" if diff > 0 else f"−{-diff}")


def test_rubber_sheet_keeps_contract_points_below_the_line() -> None:
    score = rubber_game()
    sheet = rubber_sheet(score)
    below = sum(e.points for game in sheet.games for e in game)
    expected = sum(
        i.points for r in score.results for i in r.score.items if i.item in BELOW_THE_LINE
    )
    assert below == expected


def test_rubber_sheet_adds_up_to_the_game_totals() -> None:
    score = rubber_game()
    sheet = rubber_sheet(score)
    for side in Side:
        above = sum(e.points for e in sheet.above[side])
        below = sum(e.points for game in sheet.games for e in game if e.side is side)
        assert above + below == score.totals()[side]


def test_rubber_sheet_draws_a_line_under_each_game_won() -> None:
    score = rubber_game()
    sheet = rubber_sheet(score)
    assert score.is_over
    won = score.games[Side.NS] + score.games[Side.EW]
    assert len(sheet.games) == won
    for game in sheet.games:
        assert max(sum(e.points for e in game if e.side is side) for side in Side) >= 100


def test_empty_sheets_render() -> None:
    for kind in FormatKind:
        assert height(render_score_sheet(GameScore(kind))) > 100
    assert height(render_leaderboard([])) > 100


def test_leaderboard_grows_with_its_rows() -> None:
    rows = leaderboard_rows()
    assert height(render_leaderboard(rows)) > height(render_leaderboard(rows[:2]))


def test_leaderboard_row_without_rating_renders() -> None:
    row = LeaderboardRow("Newcomer", 0, 0, 0, 0, 0)
    assert row.rating is None
    assert height(render_leaderboard([row])) > 100
