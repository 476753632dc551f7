"""A database written before games were named opens, migrates, and replays every table to the
state it was in (the fixture was written by that version, with the states it replayed to). On
PostgreSQL the same rows are copied into a database at that version first."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.games.bridge.game import BRIDGE
from bot.games.bridge.state import DealState
from bot.store.base import TableStore
from bot.tables.clock import ManualClock
from bot.tables.deadlines import deadlines
from bot.tables.events import read_log
from bot.tables.service import TableService
from bot.tables.table import Table, replay
from tests.store.backends import Backend

FIXTURES = Path(__file__).parent / "fixtures"
BEFORE = FIXTURES / "v2_tables.sqlite3"


def fingerprint(t: Table) -> dict[str, Any]:
    """Everything about a table that the log decides, in plain values."""
    d = t.deal
    match = t.match
    deal: dict[str, Any] | None = None
    if d is not None:
        assert isinstance(d, DealState)
        b = d.board
        claim = d.pending_claim
        deal = {
            "board": [b.number, b.dealer.value, b.vulnerability.value, b.to_pbn_deal()],
            "actions": [BRIDGE.action_to_json(a) for a in d.actions],
            "phase": d.phase.value,
            "turn": d.turn.value if d.turn else None,
            "to_act": d.to_act.value if d.to_act else None,
            "declarer_tricks": d.declarer_tricks,
            "claim": None if claim is None else [
                claim.seat.value, claim.tricks, sorted(s.value for s in claim.accepted_by)
            ],
        }  # fmt: skip
    players = sorted(t.players.items(), key=lambda kv: kv[0].index)
    return {
        "status": t.status.value, "version": t.version, "host": t.host,
        "players": {s.value: [p.user_id, p.name, p.since] for s, p in players},
        "invited": sorted(t.invited), "game_no": t.match_no, "deals_dealt": t.deals_dealt,
        "totals": {str(k): v for k, v in (match.totals().items() if match else [])},
        "standing": {str(k): v for k, v in (match.standing().items() if match else [])},
        "over": match.is_over if match else None,
        "deal": deal,
        "acting_seat": t.acting_seat.value if t.acting_seat else None,
        "autoplay": {s.value: at for s, at in t.autoplay.items()},
        "fixed": {str(k): v for k, v in t.fixed.items()},
        "rematch": sorted(t.rematch), "undo_asker": t.undo_asker,
        "undo_waiting": sorted(t.undo_waiting), "since": t.since,
        "deadlines": [[x.kind, x.seat.value, x.user_id, x.at, x.warn_at] for x in deadlines(t)],
    }  # fmt: skip


@pytest.fixture
async def migrated(backend: Backend) -> AsyncIterator[TableStore]:
    await backend.copy_of(BEFORE)
    store = await backend.open()
    yield store
    await store.close()


async def test_an_old_database_migrates_to_the_current_schema(migrated: TableStore) -> None:
    async with aiosqlite.connect(BEFORE) as db:
        old = int((await (await db.execute("PRAGMA user_version")).fetchone())[0])
    assert old < await migrated.schema_version()
    assert await migrated.fetch("SELECT DISTINCT game FROM tables") == [("bridge",)]


async def test_every_table_of_an_old_database_replays_to_the_state_it_had(
    migrated: TableStore,
) -> None:
    expected = json.loads((FIXTURES / "v2_tables.json").read_text())
    for table_id, state in expected.items():
        stored = await migrated.events(int(table_id))
        table = replay(int(table_id), read_log([(e.kind, e.payload, e.at) for e in stored]))
        # Deadlines follow today's timer rules (rule 4.7 gave casual games one), not the log.
        now, then = fingerprint(table), dict(state)
        now.pop("deadlines"), then.pop("deadlines")
        assert now == then, f"table {table_id}"


async def test_an_old_database_serves_its_tables_after_the_migration(
    migrated: TableStore,
) -> None:
    """The service takes every table that is not closed back, and each plays on."""
    expected = json.loads((FIXTURES / "v2_tables.json").read_text())
    service = TableService(migrated, clock=ManualClock(1_900_000_000.0))
    try:
        assert await service.recover() == sum(
            1 for s in expected.values() if s["status"] != "closed"
        )
        for table_id, state in expected.items():
            now = fingerprint(service.reader.snapshot(int(table_id)))
            assert now["version"] >= state["version"]
        # The deal records kept their PBN.
        rows = await migrated.deals(1)
        assert rows and all(r.export.startswith("% PBN 2.1") for r in rows)
    finally:
        await service.shutdown()


async def test_the_migrated_log_is_still_append_only(
    backend: Backend, migrated: TableStore
) -> None:
    with pytest.raises(backend.integrity_error, match="append-only"):
        async with migrated.transaction() as tx:
            await tx.run("UPDATE events SET kind = 'Closed' WHERE seq = 1")
