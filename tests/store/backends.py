"""Each store backend, made the same way for the tests: a fresh, empty database per test."""

from __future__ import annotations

import shutil
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite
import asyncpg

from bot.store.base import TableStore
from bot.store.migrations import POSTGRES, SQLITE
from bot.store.opening import open_store
from tests.pg_server import PostgresServer

BACKENDS = ("sqlite", "postgres")


@dataclass
class Backend:
    """One database of one backend; `open()` opens it again and again, as restarts would."""

    name: str
    where: str
    #: What a write the database refuses raises (the append-only log's triggers).
    integrity_error: type[Exception]

    async def open(self) -> TableStore:
        return await open_store(self.where)

    async def at_first_version(self, *statements: str) -> None:
        """Make the database as the first migration left it, then run `statements`."""
        await self.at_version(1, *statements)

    async def at_version(self, version: int, *statements: str) -> None:
        """Make the database as the first `version` migrations left it, then run
        `statements`."""
        if self.name == "sqlite":
            async with aiosqlite.connect(self.where) as db:
                for script in SQLITE[:version]:
                    await db.executescript(script)
                for sql in statements:
                    await db.execute(sql)
                await db.execute(f"PRAGMA user_version = {version}")
                await db.commit()
            return
        conn = await asyncpg.connect(self.where)
        try:
            for script in POSTGRES[:version]:
                await conn.execute(script)
            for sql in statements:
                await conn.execute(sql)
            await conn.execute("UPDATE schema_version SET version = $1", version)
        finally:
            await conn.close()

    async def copy_of(self, sqlite_file: Path) -> None:
        """Make the database a copy of a SQLite file of this project's schema, at its version."""
        if self.name == "sqlite":
            shutil.copy(sqlite_file, self.where)
            return
        with sqlite3.connect(sqlite_file) as old:
            version = int(old.execute("PRAGMA user_version").fetchone()[0])
            names = [
                r[0]
                for r in old.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid"
                )
            ]
            rows: dict[str, tuple[list[str], list[Any]]] = {}
            for name in names:
                cur = old.execute(f"SELECT * FROM {name}")
                rows[name] = ([d[0] for d in cur.description], cur.fetchall())
        await self.at_version(version)
        conn = await asyncpg.connect(self.where)
        try:
            for name in names:
                columns, values = rows[name]
                marks = ", ".join(f"${i + 1}" for i in range(len(columns)))
                await conn.executemany(
                    f"INSERT INTO {name} ({', '.join(columns)}) VALUES ({marks})", values
                )
            for name in ("tables", "results"):
                await conn.execute(
                    f"SELECT setval(pg_get_serial_sequence('{name}', 'id'),"
                    f" (SELECT COALESCE(MAX(id), 0) + 1 FROM {name}), false)"
                )
        finally:
            await conn.close()


async def make(name: str, folder: Path, server: PostgresServer | None) -> Backend:
    if name == "sqlite":
        return Backend(name, str(folder / "test.sqlite3"), aiosqlite.IntegrityError)
    assert server is not None
    url = await server.new_database()
    return Backend(name, url, asyncpg.IntegrityConstraintViolationError)
