"""Tournaments: a host's event over several rounds, in which every entrant plays the same
boards (duplicate) at a table of their own with robot partner and opponents, and is ranked
against all the others after each round.

A tournament for pairs also seats pairs, two players who each name the other as partner: two
pairs share a table (North–South against East–West), the odd pair out plays the robots, and
a player without a partner plays with a robot one. Results are compared within each direction
(North–South with North–South, East–West with East–West), and a pair is ranked on its
average over both, so the pairs of both directions make one list.

A tournament is public (anyone in the server may see it, register and watch its tables) or
private (only the players its host admits, and the server's staff, know it is there: to
everyone else every command answers as if there were no such tournament).

Its parts: `signup` (creating, admitting, registering, who may see it), `rounds` (starting,
each round's tables, moving on), `standings` (after each round, and the final places),
`watching` (who may watch which table); `news` is what its channel is told as it goes, and
`terms` holds the vocabulary they share.
"""

from __future__ import annotations

from bot.store.base import TableStore
from bot.store.event_rows import TournamentRow
from bot.tables.boards import stored_boards
from bot.tables.clock import Clock
from bot.tables.field_robots import FieldRobots, RobotResults, expert_robots
from bot.tables.service import TableService
from bot.tables.tournament.news import Announce, News, Stage
from bot.tables.tournament.rounds import RoomDropper, RoomLeaver, RoomMaker, Rounds
from bot.tables.tournament.signup import SignUp
from bot.tables.tournament.standings import Standings
from bot.tables.tournament.tables import live_tables
from bot.tables.tournament.terms import NoSuchTournament, Viewer, pairings, round_event
from bot.tables.tournament.watching import Watching

__all__ = [
    "Announce",
    "News",
    "NoSuchTournament",
    "RoomDropper",
    "RoomLeaver",
    "RoomMaker",
    "Stage",
    "Tournaments",
    "Viewer",
    "pairings",
    "round_event",
]


class Tournaments:
    """A server's tournaments, over the table service: the parts, built and wired once."""

    def __init__(
        self, store: TableStore, tables: TableService, rooms: RoomMaker, *,
        clock: Clock | None = None, leave_room: RoomLeaver | None = None,
        drop_room: RoomDropper | None = None, announce: Announce | None = None,
        robots: FieldRobots = expert_robots,
    ) -> None:  # fmt: skip
        self._store = store
        self._tables = tables
        clock = clock or tables.clock
        #: The robots' own result on each board of each round, in the field (rule 10.8).
        self.field = RobotResults(store, clock, robots)
        self.signup = SignUp(store, clock, lambda t: self.rounds.begin_soon(t))
        self.standings = Standings(store, tables, self.signup, clock, self.field)
        self.rounds = Rounds(
            store, tables, self.signup, rooms, self.standings.finish, clock, self.field,
            leave_room, drop_room, self.standings.of, announce,
        )  # fmt: skip
        self.watching = Watching(store, tables, self.signup)
        tables.serve_events(stored_boards(store, clock))

    async def live_tables(self, t: TournamentRow) -> list[int]:
        """The tables of the round in play that are still playing."""
        return await live_tables(self._store, self._tables, t)
