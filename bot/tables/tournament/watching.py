"""Watching a tournament's live tables (rules 10.18, 10.19): who may, and where."""

from __future__ import annotations

from bot.store import event_rows
from bot.store.base import TableStore
from bot.tables.errors import NoSuchTable, NotAllowed, WrongState
from bot.tables.service import TableService
from bot.tables.status import Status
from bot.tables.tournament.signup import SignUp
from bot.tables.tournament.tables import finished
from bot.tables.tournament.terms import NoSuchTournament, Viewer, tournament_of


class Watching:
    def __init__(self, store: TableStore, tables: TableService, signup: SignUp) -> None:
        self._store = store
        self._tables = tables
        self._signup = signup

    async def may_watch(self, guild_id: int, table_id: int, who: Viewer) -> int:
        """Rules 10.18, 10.19: anyone who may see a tournament may watch its live tables (the
        room the caller adds them to shows the table, never a hand); a player of the same
        round may not until their own table has finished it. Returns the table's room."""
        entry = await event_rows.entry_at_table(self._store, table_id)
        found = tournament_of(entry.event) if entry is not None else None
        if entry is None or found is None:
            raise NoSuchTournament()
        await self._signup.find(guild_id, found[0], who)
        try:
            summary = self._tables.reader.summary(table_id)
        except NoSuchTable:
            raise WrongState(key="tourney-table-finished") from None
        if summary.status is not Status.LIVE:
            raise WrongState(key="tourney-table-finished")
        mine = await event_rows.entry(self._store, entry.event, who.user_id)
        if mine is not None and mine.table_id == table_id:
            raise NotAllowed(key="tourney-own-table")
        if mine is not None and not finished(self._tables, mine.table_id):
            raise NotAllowed(
                key="tourney-watch-later",
            )
        return summary.channel_id
