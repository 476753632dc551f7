"""Opening the store the settings name: PostgreSQL for a `postgresql://` address, else SQLite."""

from __future__ import annotations

from pathlib import Path

from bot.store.base import TableStore


async def open_store(where: str | Path) -> TableStore:
    """The store at `where`: a `postgresql://` address, or else a SQLite file."""
    text = str(where)
    if text.startswith(("postgresql://", "postgres://")):
        from bot.store.postgres import PostgresStore

        return await PostgresStore.open(text)
    from bot.store.sqlite import SqliteStore

    return await SqliteStore.open(where)
