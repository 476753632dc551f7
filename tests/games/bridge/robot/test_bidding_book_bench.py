"""bench.bidding_book: it reads the book, asks the robots, and counts agreement by area."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.bidding_book import BOOK, ask, disagreements, main, read_book, table
from bot.games.bridge.robot.bidding import System

#: A balanced 16-count opens 1NT in both systems; the second line's book call is wrong on
#: purpose, and the third accepts either of two calls.
LINES = """\
# a comment
openings | both | N | none | - | AK32.KQ2.Q32.K32 | 1NT
openings | natural | N | none | - | AK32.KQ2.Q32.K32 | 1C
answers | conventions | S | both | 1NT P | K432.Q432.32.432 | 2C/P
"""


def _book(tmp_path: Path, text: str = LINES) -> Path:
    path = tmp_path / "book.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_agreement_is_counted_by_area_and_system(tmp_path: Path) -> None:
    answers = ask(read_book(_book(tmp_path)))
    assert [(a.situation.line, a.system, a.agrees) for a in answers] == [
        (2, System.NATURAL, True), (2, System.CONVENTIONS, True),
        (3, System.NATURAL, False), (4, System.CONVENTIONS, True),
    ]  # fmt: skip
    rows = table(answers)
    assert rows[1].split() == ["openings", "1", "of", "2", "50%", "1", "of", "1", "100%"]
    assert rows[2].split() == ["answers", "-", "1", "of", "1", "100%"]
    assert rows[-1].split() == ["all", "1", "of", "2", "50%", "2", "of", "2", "100%"]


def test_a_disagreement_names_the_line_and_what_the_robots_call_shows(tmp_path: Path) -> None:
    answers = ask(read_book(_book(tmp_path)))
    shown = disagreements(answers, "all")
    assert len(shown) == 1
    assert "line 3 openings natural" in shown[0] and "book 1C, robot 1NT" in shown[0]
    assert disagreements(answers, "answers") == []


def test_a_malformed_line_is_refused_with_its_number(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match=r"book\.txt:2"):
        read_book(_book(tmp_path, "# x\nopenings | both | N | - | AK32.KQ2.Q32.K32 | 1NT\n"))
    with pytest.raises(ValueError):
        read_book(_book(tmp_path, "openings | both | N | none | - | AK32.KQ2.Q32.K32 | 1Z\n"))


def test_the_shipped_book_reads_and_the_command_prints_its_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert len(read_book(BOOK)) >= 10
    assert main([str(_book(tmp_path)), "--show", "all"]) == 0
    out = capsys.readouterr().out
    assert "3 situations, 4 answers" in out and "line 3 openings natural" in out
