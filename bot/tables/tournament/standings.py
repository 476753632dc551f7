"""A tournament's standings after each round (rule 10.15), and its end: the final places to
the results and the ratings (rule 10.17).

Each round's boards are compared within each direction (North–South with North–South,
East–West with East–West), and an entrant is ranked on its average over the boards it played.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.field import Comparison
from bot.games.game import RobotLevel, find_game
from bot.games.seats import Side
from bot.store import event_rows
from bot.store.base import TableStore
from bot.store.event_rows import EntryRow, EventScoreRow, TournamentRow
from bot.store.ratings import rate_sides
from bot.store.rows import RatingUpdate, Reason, ResultRow
from bot.tables.clock import Clock
from bot.tables.daily import Standing, standings_of
from bot.tables.field_robots import RobotResults
from bot.tables.service import TableService
from bot.tables.tournament.signup import SignUp
from bot.tables.tournament.tables import round_over
from bot.tables.tournament.terms import FINISHED, Viewer, directions, round_event, side_event


class Standings:
    def __init__(
        self, store: TableStore, tables: TableService, signup: SignUp, clock: Clock,
        field: RobotResults,
    ) -> None:  # fmt: skip
        self._store = store
        self._tables = tables
        self._signup = signup
        self._clock = clock
        self._field = field

    async def show(self, guild_id: int, tournament_id: int, who: Viewer
                        ) -> tuple[TournamentRow, list[Standing]]:  # fmt: skip
        """Rule 10.15: the standings over the rounds played so far; the round in play counts
        once every table has finished it (until then nobody sees its boards' results)."""
        t = await self._signup.find(guild_id, tournament_id, who)
        return t, await self.of(t)

    async def of(self, t: TournamentRow) -> list[Standing]:
        game = find_game(t.game)
        how = Comparison(t.scoring)
        last = (
            t.round
            if t.status == FINISHED or await round_over(self._store, self._tables, t, t.round)
            else t.round - 1
        )
        fields: list[dict[int, int]] = []
        boards = 0
        for round_no in range(1, last + 1):
            event = round_event(t.id, round_no)
            # Rule 10.8: the robots' own result on each board is in the field.
            await self._field.ensure(game, directions(event))
            ns = _per_board(await event_rows.scores(self._store, side_event(event, Side.NS)))
            ew = _per_board(await event_rows.scores(self._store, side_event(event, Side.EW)))
            boards += len(ns)
            fields += ns + ew
        entrants = {unit[0] for unit in await self._signup.units(t)}
        return standings_of(game, how, fields, boards=boards, entrants=entrants) if boards else []

    async def finish(self, t: TournamentRow) -> list[Standing]:
        """Rule 10.17: the final places go to the results and the ratings: the top half of
        the field scores +1, the bottom half −1, the middle place of an odd field 0. Returns
        the final places."""
        standings = await self.of(t)
        if not standings:
            await event_rows.set_stage(self._store, t.id, t.round, FINISHED)
            return standings
        at = self._clock.now()
        n = len(standings)
        members = {unit[0]: unit for unit in await self._signup.units(t)}
        rows = []
        for s in standings:
            for user_id in members.get(s.user_id, (s.user_id,)):
                entry = await self._last_entry(t, user_id)
                if entry is None:
                    continue
                rows.append(ResultRow(
                    entry.table_id, 1, t.guild_id, t.game, RobotLevel.EXPERT.value, user_id,
                    _points(s.place, n), Reason.TOURNAMENT, at,
                ))  # fmt: skip
        # A player on their own in a pairs tournament is rated with their robot partner.
        width = 2 if t.pairs else 1
        sides: list[list[int | None]] = []
        for s in standings:
            unit: list[int | None] = list(members.get(s.user_id, (s.user_id,)))
            sides.append(unit + [None] * (width - len(unit)))
        ranks = [s.place for s in standings]
        users = frozenset(u for side in sides for u in side if u is not None)
        update = RatingUpdate(
            t.guild_id, t.game, RobotLevel.EXPERT.value, users,
            lambda current: rate_sides(sides, ranks, current),
        )  # fmt: skip
        async with self._store.transaction() as tx:
            # Finished with its results or not at all: a failure leaves it to finish again.
            await event_rows.set_stage_in(tx, t.id, t.round, FINISHED)
            await tx.insert_results(rows)
            if len(sides) > 1:
                # Rule 10.17: a field of one is ranked against nobody, so no rating moves.
                current = await tx.ratings(update.guild_id, update.game, update.level,
                                           update.users)  # fmt: skip
                await tx.set_ratings(update.guild_id, update.game, update.level,
                                     update.compute(current))  # fmt: skip
        return standings

    async def _last_entry(self, t: TournamentRow, user_id: int) -> EntryRow | None:
        for round_no in range(t.round, 0, -1):
            entry = await event_rows.entry(self._store, round_event(t.id, round_no), user_id)
            if entry is not None:
                return entry
        return None


def _per_board(rows: Sequence[EventScoreRow]) -> list[dict[int, int]]:
    boards: dict[int, dict[int, int]] = {}
    for r in rows:
        boards.setdefault(r.number, {})[r.user_id] = r.score
    return [boards[n] for n in sorted(boards)]


def _points(place: int, field: int) -> int:
    """+1 for the top half of the field, −1 for the bottom half, 0 for the middle place."""
    middle = (field + 1) / 2
    return 1 if place < middle else -1 if place > middle else 0
