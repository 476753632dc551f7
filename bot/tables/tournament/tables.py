"""Where a tournament's round is played: the table each entrant has in it, whether every table
of the round is over, and which still play. Rounds, standings and watchers all ask this.
"""

from __future__ import annotations

from bot.store import event_rows
from bot.store.base import TableStore
from bot.store.event_rows import TournamentRow
from bot.tables.errors import NoSuchTable
from bot.tables.service import TableService
from bot.tables.status import Status
from bot.tables.tournament.terms import round_event


def finished(tables: TableService, table_id: int) -> bool:
    """Whether a table no longer plays (closed, or its match over)."""
    try:
        return tables.reader.summary(table_id).status is not Status.LIVE
    except NoSuchTable:
        return True


async def round_over(store: TableStore, tables: TableService, t: TournamentRow,
                     round_no: int) -> bool:  # fmt: skip
    """Whether every table of the round has finished it."""
    event = round_event(t.id, round_no)
    for p in await event_rows.players(store, t.id):
        entry = await event_rows.entry(store, event, p.user_id)
        if entry is not None and not finished(tables, entry.table_id):
            return False
    return True


async def live_tables(store: TableStore, tables: TableService, t: TournamentRow) -> list[int]:
    """The tables of the round in play that are still playing."""
    out = set()
    for p in await event_rows.players(store, t.id):
        entry = await event_rows.entry(store, round_event(t.id, t.round), p.user_id)
        if entry is not None and not finished(tables, entry.table_id):
            out.add(entry.table_id)
    return sorted(out)
