"""The migrations make, on each database, exactly the schema they made when each backend had its
own text: the same tables, columns and types, keys, indexes, triggers and functions. The
fixture was read from databases made by that version's migrations (up to its `version`), so a
database that version wrote upgrades onto the same schema a new one starts from."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

import asyncpg

from tests.store.backends import Backend

FIXTURE = Path(__file__).parent / "fixtures" / "schema.json"

#: What PostgreSQL's catalogue says of the schema, by kind.
_POSTGRES = {
    "columns": "SELECT table_name, column_name, ordinal_position, data_type, is_nullable,"
    " column_default, is_identity, identity_generation FROM information_schema.columns"
    " WHERE table_schema = 'public' ORDER BY table_name, ordinal_position",
    "constraints": "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid)"
    " FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2",
    "indexes": "SELECT tablename, indexname, indexdef FROM pg_indexes"
    " WHERE schemaname = 'public' ORDER BY 1, 2",
    "triggers": "SELECT tgrelid::regclass::text, tgname, pg_get_triggerdef(oid), tgenabled"
    " FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1, 2",
    "functions": "SELECT proname, pg_get_functiondef(oid) FROM pg_proc"
    " WHERE pronamespace = 'public'::regnamespace ORDER BY 1",
}


def _squash(value: Any) -> str | None:
    """A catalogue's value, its runs of white space as one space (a statement's layout in the
    source is not the schema)."""
    return None if value is None else re.sub(r"\s+", " ", str(value)).strip()


def sqlite_catalogue(path: str) -> list[list[str | None]]:
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY 1, 2")
        return [[_squash(v) for v in r] for r in rows]


async def postgres_catalogue(url: str) -> dict[str, list[list[str | None]]]:
    conn = await asyncpg.connect(url)
    try:
        return {
            kind: [[_squash(v) for v in r] for r in await conn.fetch(sql)]
            for kind, sql in _POSTGRES.items()
        }
    finally:
        await conn.close()


async def test_the_migrations_make_the_schema_they_always_made(backend: Backend) -> None:
    expected = json.loads(FIXTURE.read_text())
    await backend.at_version(expected["version"])
    if backend.name == "sqlite":
        assert sqlite_catalogue(backend.where) == expected["sqlite"]
    else:
        assert await postgres_catalogue(backend.where) == expected["postgres"]
