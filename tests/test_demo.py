"""`python -m bot demo`: a whole Chicago through the service and store, with files to show."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.demo import main


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
