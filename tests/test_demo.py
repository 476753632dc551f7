"""`python -m bot demo`: a whole Chicago through the service and store, with files to show."""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path

import pytest

from bot.demo import _rules, main
from bot.games.game import find_game
from bot.games.kaiser.records import read_record
from bot.games.seats import Seat


def test_the_demo_plays_a_chicago_and_writes_each_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--out", str(tmp_path), "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert len(sorted(tmp_path.glob("deal-1-*.pbn"))) == 4
    assert all(p.read_bytes().startswith(b"\x89PNG") for p in tmp_path.glob("table-*.png"))
    assert "Final score" in out and "Demo player" in out
    again = main(["--out", str(tmp_path), "--seed", "7"])
    assert again == 0 and capsys.readouterr().out == out


def test_the_demo_plays_a_whole_kaiser_game_and_writes_each_hand(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--game", "kaiser", "--out", str(tmp_path), "--seed", "3"]) == 0
    out = capsys.readouterr().out
    texts = sorted(tmp_path.glob("deal-1-*.txt"), key=lambda p: int(p.stem.split("-")[-1]))
    records = [read_record(p.read_text(encoding="utf-8")) for p in texts]
    assert len(records) > 1 and all(r.names[Seat.SOUTH] == "Demo player" for r in records)
    # Hand after hand, each starts from the score the last one left, and the last one ends it.
    for before, after in pairwise(records):
        assert after.score.before == before.score.after
    assert records[-1].score.winner is not None
    for picture in ("deal-1-1.png", "table-1-1.png", "sheet-1.png"):
        assert (tmp_path / picture).read_bytes().startswith(b"\x89PNG")
    assert "Final score" in out
    # The leaderboard's line: one game, said as one, and a score below zero with its minus sign.
    line = next(x for x in out.splitlines() if "Demo player:" in x)
    assert re.search(r"Demo player: (\+\d+|−\d+|0) points?, 1 game \(", line), line


def test_the_demo_reads_each_rule_as_its_kind_of_value() -> None:
    kaiser = find_game("kaiser")
    rules = _rules(kaiser, ["target=62", "no_trump_doubles=no", "minus_card=S3"])
    assert rules.target == 62 and rules.no_trump_doubles is False
    for wrong, said in (
        ("target=sixty", "--rule target"),
        ("target=5", "not an option of kaiser"),
        ("no_trump_doubles=perhaps", "is not yes or no"),
        ("trumps=4", "KEY one of"),
    ):
        with pytest.raises(SystemExit, match=said):
            _rules(kaiser, [wrong])
    assert _rules(find_game("bridge"), ["format=rubber"]).format.value == "rubber"
