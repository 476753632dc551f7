"""A tournament's rounds: the start, a table for every entrant of each round, the round's
results kept as its boards finish, and the next round (or the end) once every table is over.

Each round is an event of its own ("tournament/<id>/<round>"), dealt, kept and scored like the
daily challenge (see `bot.tables.daily`): every table of a round plays the same boards. All it
goes by is in the store, so a restarted process picks up where the last one stopped.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from datetime import UTC, datetime
from typing import Any

from bot.games.game import RobotLevel, find_game
from bot.games.seats import Seat, Side
from bot.store import event_rows
from bot.store.base import TableStore
from bot.store.event_rows import EntryRow, EventScoreRow, TournamentRow
from bot.tables.clock import Clock, every
from bot.tables.errors import NoSuchTable, NotHost, WrongState
from bot.tables.field_robots import RobotResults
from bot.tables.notices import DealFinished, GameFinished, Notice, PlayerLeft, TableClosed
from bot.tables.options import Mode, TableOptions
from bot.tables.service import TableService
from bot.tables.status import Status
from bot.tables.tournament.signup import SignUp
from bot.tables.tournament.tables import round_over
from bot.tables.tournament.terms import (
    FINISHED,
    PLAYING,
    REGISTERING,
    SEATS_OF,
    Unit,
    Viewer,
    directions,
    pairings,
    round_event,
    side_event,
    stand_in,
    tournament_of,
)

#: Makes the room (a thread of the tournament's channel) a round's table opens in, for the
#: given tournament, round and players; returns its channel id.
RoomMaker = Callable[[TournamentRow, int, Sequence[int]], Awaitable[int]]

#: Takes a player out of a table's room (the room, the player): one who left a tournament's
#: table is no longer shown the boards the robot plays there for them.
RoomLeaver = Callable[[int, int], Awaitable[None]]

#: Ends a tournament whose last round is over: its final places to the results.
Finish = Callable[[TournamentRow], Awaitable[None]]


class Rounds:
    def __init__(
        self,
        store: TableStore,
        tables: TableService,
        signup: SignUp,
        rooms: RoomMaker,
        finish: Finish,
        clock: Clock,
        field: RobotResults,
        leave_room: RoomLeaver | None = None,
    ) -> None:
        self._store = store
        self._tables = tables
        self._signup = signup
        self._rooms = rooms
        self._finish = finish
        self._clock = clock
        self._field = field
        self._leave_room = leave_room
        self._locks: dict[int, asyncio.Lock] = {}
        self._work: set[asyncio.Task[None]] = set()
        #: The tournaments in play that this process has looked over for a stalled round.
        self._resumed: set[int] = set()
        tables.subscribe(self._on_notice)

    # -- starting --------------------------------------------------------------------------

    async def start(self, guild_id: int, tournament_id: int, by: Viewer) -> None:
        """The host starts the first round: a table for each registered player."""
        t = await self._signup.find(guild_id, tournament_id, by)
        if by.user_id != t.host and not by.staff:
            raise NotHost(key="tourney-host-starts")
        if t.status != REGISTERING:
            raise WrongState(key="tourney-started-already")
        if not any(p.registered for p in await self._signup.players(t.id)):
            raise WrongState(key="tourney-nobody-registered")
        await self._begin(t.id)

    def begin_soon(self, tournament_id: int) -> None:
        """Start the tournament apart from the request that filled it (rule 10.22)."""
        self._spawn(self._begin(tournament_id))

    async def _begin(self, tournament_id: int) -> None:
        """Open the first round, unless it has started meanwhile (a timer and the host at
        once); a tournament that starts by itself with nobody registered is called off."""
        async with self._lock(tournament_id):
            t = await event_rows.tournament(self._store, tournament_id)
            if t is None or t.status != REGISTERING:
                return
            if not await self._signup.units(t):
                await event_rows.set_stage(self._store, t.id, 0, FINISHED)
                return
            await self._start_round(t, 1)

    # -- what happens by itself ------------------------------------------------------------

    async def run_due(self) -> int:
        """Rule 10.22: start the tournaments whose time has come, or that are full; rule
        10.23: open the next round of a tournament whose round is over but whose next one
        never opened (the process stopped between the two), and the tables of a round that
        did not all open. Returns how many it moved on."""
        now = self._clock.now()
        moved = 0
        for t in await event_rows.unfinished(self._store):
            if t.status == REGISTERING:
                full = t.start_when_full and len(
                    [p for p in await self._signup.players(t.id) if p.registered]
                ) >= t.start_when_full
                if (t.starts_at is not None and t.starts_at <= now) or full:
                    await self._begin(t.id)
                    moved += 1
            elif t.status == PLAYING and t.id not in self._resumed:
                self._resumed.add(t.id)
                moved += await self._resume(t.id)
        return moved

    async def run_timers(self, poll: float = 1.0) -> None:
        """Run `run_due` forever, every `poll` seconds (start it once at start-up)."""
        await every(poll, self.run_due, "the tournaments' timers")

    async def settled(self) -> None:
        """Wait until rounds being started or finished are, and the robots' results under
        way (tests, benchmarks)."""
        while self._work:
            await asyncio.gather(*list(self._work))
        await self._field.done()

    async def shutdown(self) -> None:
        for task in list(self._work):
            task.cancel()
        await asyncio.gather(*self._work, return_exceptions=True)
        await self._field.shutdown()

    async def _resume(self, tournament_id: int) -> int:
        async with self._lock(tournament_id):
            t = await event_rows.tournament(self._store, tournament_id)
            if t is None or t.status != PLAYING:
                return 0
            opened = await self._start_round(t, t.round)
            await self._keep_logged(t)
        if await round_over(self._store, self._tables, t, t.round):
            await self._advance(t.id, t.round)
            return 1
        return int(opened > 0)

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(work)
        self._work.add(task)
        task.add_done_callback(self._work.discard)

    def _lock(self, tournament_id: int) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    # -- a round's tables ------------------------------------------------------------------

    async def _start_round(self, t: TournamentRow, round_no: int) -> int:
        """Rule 10.12: every entrant of the round gets a table, all dealt the round's boards
        (the first table to reach a board deals it for all); rule 10.21: two pairs to a table
        where there are two, the robots in every other seat. A table already open for the
        round is left as it is (rule 10.23: a round whose opening stopped halfway is opened
        again). Returns how many tables it opened."""
        await event_rows.set_stage(self._store, t.id, round_no, PLAYING)
        units = await self._playing(t, round_no)
        everyone = [u for unit in units for u in unit]
        names = await event_rows.player_names(self._store, everyone)
        pairs = [u for u in units if len(u) == 2]
        tables = pairings(pairs, round_no) + [(u, None) for u in units if len(u) == 1]
        event = round_event(t.id, round_no)
        opened = 0
        for ns, ew in tables:
            entry = await event_rows.entry(self._store, event, ns[0])
            if entry is None:
                await self._open_table(t, round_no, ns, ew, names)
                opened += 1
            elif self._waiting(entry.table_id):
                # Opened and seated, but the process stopped before the start.
                version = self._tables.reader.summary(entry.table_id).version
                await self._tables.start(entry.table_id, ns[0], version)
                opened += 1
        return opened

    def _waiting(self, table_id: int) -> bool:
        try:
            return self._tables.reader.summary(table_id).status is Status.OPEN
        except NoSuchTable:
            return False

    async def _open_table(self, t: TournamentRow, round_no: int, ns: Unit, ew: Unit | None,
                          names: dict[int, str]) -> None:  # fmt: skip
        game = find_game(t.game)
        event = round_event(t.id, round_no)
        day = datetime.fromtimestamp(self._clock.now(), UTC).date().isoformat()
        seating = [(u, seat) for side, unit in ((Side.NS, ns), (Side.EW, ew or ()))
                   for u, seat in zip(unit, SEATS_OF[side], strict=False)]  # fmt: skip
        humans = [u for u, _ in seating]
        room = await self._rooms(t, round_no, humans)
        options = TableOptions(
            game=game.name, rules=game.event_rules(t.boards or None), mode=Mode.CASUAL,
            private=True, level=RobotLevel.EXPERT, event=event, players=tuple(humans[1:]),
            plays_on=True, language=t.language,
        )  # fmt: skip
        first = humans[0]
        tables = self._tables
        table_id = await tables.open_table(
            t.guild_id, room, first, names.get(first, "Player"), options, parent_id=t.channel_id
        )
        for user, seat in seating[1:]:
            version = tables.reader.summary(table_id).version
            await tables.sit(table_id, user, names.get(user, "Player"), version, seat)
        at = self._clock.now()
        for user, seat in seating:
            row = EntryRow(event, user, t.guild_id, game.name, day, table_id, at, seat.value)
            await event_rows.enter(self._store, row)
        await tables.start(table_id, first, tables.reader.summary(table_id).version)

    async def _playing(self, t: TournamentRow, round_no: int) -> list[Unit]:
        """Who plays the round: the registered entrants, less (after the first round) those
        of whom a player left a table of an earlier round before its end (rule 10.16)."""
        units = await self._signup.units(t)
        if round_no == 1:
            return units
        finishers: dict[int, frozenset[int]] = {}
        stayed = []
        for unit in units:
            kept = True
            for earlier in range(1, round_no):
                for user_id in unit:
                    entry = await event_rows.entry(self._store, round_event(t.id, earlier),
                                                   user_id)  # fmt: skip
                    if entry is None:
                        kept = False
                        continue
                    if entry.table_id not in finishers:
                        history = self._tables.history
                        finishers[entry.table_id] = await history.finishers(entry.table_id)
                    kept = kept and user_id in finishers[entry.table_id]
            if kept:
                stayed.append(unit)
        return stayed

    # -- rounds moving on ------------------------------------------------------------------

    async def _on_notice(self, notice: Notice) -> None:
        if isinstance(notice, DealFinished):
            await self._keep(notice)
        if isinstance(notice, PlayerLeft):
            await self._gone(notice)
        if not isinstance(notice, GameFinished | TableClosed):
            return
        entry = await event_rows.entry_at_table(self._store, notice.table_id)
        found = tournament_of(entry.event) if entry is not None else None
        if found is None:
            return
        # The next round's tables open apart from the request that ended this one: that
        # player's click is answered at once.
        self._spawn(self._advance(*found))

    async def _gone(self, notice: PlayerLeft) -> None:
        """Rule 10.16: a player who leaves a tournament's table leaves its room too: the boards
        the robot plays on for them are boards others are playing, and they may watch them
        only as anyone may, once their own table is over (rule 10.19)."""
        mine = await event_rows.entries_at_table(self._store, notice.table_id)
        if self._leave_room is None or not any(e.user_id == notice.user_id for e in mine):
            return
        if tournament_of(mine[0].event) is None:
            return
        try:
            room = self._tables.reader.summary(notice.table_id).channel_id
        except NoSuchTable:
            return
        await self._leave_room(room, notice.user_id)

    async def _keep_logged(self, t: TournamentRow) -> None:
        """Keep the round's results from its tables' logs: a board that finished as the
        process stopped was never told of (keeping one again changes nothing)."""
        tables = {
            e.table_id
            for p in await self._signup.players(t.id)
            if (e := await event_rows.entry(self._store, round_event(t.id, t.round), p.user_id))
        }
        for table_id in sorted(tables):
            for d in await self._tables.history.finished_deals(table_id):
                await self._keep(DealFinished(
                    table_id, 0, t.game, d.match_no, d.deal_no, d.board_no, d.result,
                    d.record, None, d.players,
                ))  # fmt: skip

    async def _keep(self, notice: DealFinished) -> None:
        """Keep a finished board's result at a tournament's table from each direction: under
        the entrant who sits there if all its players were still seated as it finished, else
        under the table's stand-in (rule 10.16), so that the field has it either way."""
        entries = await event_rows.entries_at_table(self._store, notice.table_id)
        if not entries or tournament_of(entries[0].event) is None:
            return
        event = entries[0].event
        game = find_game(entries[0].game)
        rows = []
        for side in Side:
            mine = [e for e in entries if Seat(e.seat).side is side]
            there = all(notice.players.get(Seat(e.seat)) == e.user_id for e in mine)
            first = next((e.user_id for e in mine if Seat(e.seat) is SEATS_OF[side][0]), None)
            entrant = first if first is not None and there else stand_in(notice.table_id)
            rows.append(EventScoreRow(
                side_event(event, side), notice.board_no, entrant,
                game.board_score(notice.record, side), notice.result, self._clock.now(),
            ))  # fmt: skip
        async with self._store.transaction() as tx:
            await event_rows.keep_scores(tx, rows)
        self._field.kick(game, notice.board_no, directions(event))

    async def _advance(self, tournament_id: int, round_no: int) -> None:
        async with self._lock(tournament_id):
            t = await event_rows.tournament(self._store, tournament_id)
            if t is None or t.status != PLAYING or t.round != round_no:
                return
            if not await round_over(self._store, self._tables, t, round_no):
                return
            if round_no < t.rounds and await self._playing(t, round_no + 1):
                await self._start_round(t, round_no + 1)
            else:
                await self._finish(t)
