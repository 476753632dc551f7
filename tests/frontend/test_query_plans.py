"""Rule 9.6: every question the bot asks of the store is answered through an index.

Every statement the bot runs while a table is opened, played, listed, looked up in the history,
the leaderboard and the statistics, rebuilt after a restart and closed is recorded as SQLite ran
it, then asked for its query plan: none may scan a table that grows with the bot's history.
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.store.sqlite import SqliteStore
from tests.fake_discord.harness import Harness
from tests.frontend.table_driver import live_hand, start_game, take_turn

ANN = 1001

#: The tables that grow with every table, deal and player ever seen; the others hold only the
#: tables not yet closed, or one row a player.
GROWING = {"tables", "events", "deals", "results", "ratings", "players"}
SKIP = re.compile(r"^\s*(--|PRAGMA|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)", re.IGNORECASE)


@pytest.fixture
def statements(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every statement run by the stores opened from now on."""
    seen: list[str] = []
    opened = SqliteStore.open.__func__  # type: ignore[attr-defined]

    async def traced(cls: type[SqliteStore], path: Any) -> SqliteStore:
        store = await opened(cls, path)
        await store.trace(seen.append)
        return store

    monkeypatch.setattr(SqliteStore, "open", classmethod(traced))
    return seen


def scans(path: Path, sql: str) -> list[str]:
    """The whole-table scans in the plan of `sql`, by the table's own name."""
    with sqlite3.connect(path) as db:
        aliases = {}
        for match in re.finditer(r"\b(?:FROM|JOIN)\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?", sql, re.I):
            name, alias = match.group(1), match.group(2)
            aliases[name] = name
            if alias and alias.upper() not in {
                "WHERE",
                "ON",
                "JOIN",
                "CROSS",
                "LEFT",
                "ORDER",
                "GROUP",
                "LIMIT",
                "SET",
                "USING",
            }:
                aliases[alias] = name  # fmt: skip
        # SQLite writes an infinite bound back as a word it would not read.
        plan = db.execute("EXPLAIN QUERY PLAN " + sql.replace("-Inf", "-9e999")).fetchall()
    out = []
    for *_, detail in plan:
        scanned = re.match(r"SCAN (\w+)", detail)
        if scanned and aliases.get(scanned.group(1), scanned.group(1)) in GROWING:
            out.append(detail)
    return out


async def test_r9_6_no_question_to_the_store_reads_a_whole_table(
    harness: Harness, statements: list[str], settings: Any
):
    await harness.restart()  # so that the store's statements from its start are seen
    ann = harness.user(ANN, "Ann")
    await harness.slash(ann, "bridge new", format="single")
    await start_game(harness, ann)
    (thread,) = harness.thread_ids()
    for _ in range(3):  # a bid, then into the play
        hand = live_hand(harness, ANN)
        assert hand is not None
        await take_turn(harness, ann, hand)
        await harness.settle()
    await harness.slash(ann, "bridge claim", tricks=0, in_channel=thread)
    await harness.settle()
    for command in ("bridge history", "leaderboard", "stats", "tables", "bridge rules"):
        await harness.slash(ann, command)
        await harness.settle()
    await harness.restart()
    await harness.settle()
    await harness.slash(ann, "bridge close", in_channel=thread)
    await harness.settle()
    asked = [s for s in statements if not SKIP.match(s)]
    # The history's, the leaderboard's and the statistics' questions were among them.
    assert any("deals d" in s for s in asked)
    assert sum("FROM results r" in s for s in asked) >= 2
    path = settings.database_path
    found = {s: scans(path, s) for s in dict.fromkeys(asked)}
    assert {s: plan for s, plan in found.items() if plan} == {}
