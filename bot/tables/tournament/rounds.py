"""A tournament's rounds: the start, a table for every entrant of each round, the round's
results kept as its boards finish, and the next round (or the end) once every table is over.

Each round is an event of its own ("tournament/<id>/<round>"), dealt, kept and scored like the
daily challenge (see `bot.tables.daily`): every table of a round plays the same boards. All it
goes by is in the store, so a restarted process picks up where the last one stopped.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from bot.games.errors import RuleError
from bot.games.game import RobotLevel, find_game
from bot.games.seats import Seat, Side
from bot.store import event_rows
from bot.store.base import TableStore
from bot.store.event_rows import EntryRow, EventScoreRow, TournamentRow
from bot.store.writes import Writes
from bot.tables.clock import Clock, every
from bot.tables.daily import Standing
from bot.tables.errors import NoSuchTable, NotAllowed, NotHost, TableError, WrongState
from bot.tables.field_robots import RobotResults
from bot.tables.notices import DealFinished, GameFinished, Notice, PlayerLeft, TableClosed
from bot.tables.options import Mode, Opening, TableOptions
from bot.tables.service import TableService
from bot.tables.status import Status
from bot.tables.tournament.news import Announce, News, Stage
from bot.tables.tournament.signup import SignUp
from bot.tables.tournament.tables import round_over
from bot.tables.tournament.terms import (
    FINISHED,
    PLAYING,
    REGISTERING,
    SEATS_OF,
    Seating,
    Unit,
    Viewer,
    directions,
    pairings,
    round_event,
    seating_of,
    side_event,
    stand_in,
    tournament_of,
)

log = logging.getLogger(__name__)

#: How long a round that could not open waits before it is tried again, in seconds.
RETRY = 60.0

#: Makes the room (a thread of the tournament's channel) a round's table opens in, for the
#: given tournament, round and players; returns its channel id.
RoomMaker = Callable[[TournamentRow, int, Sequence[int]], Awaitable[int]]

#: Takes a player out of a table's room (the room, the player): one who left a tournament's
#: table is no longer shown the boards the robot plays there for them.
RoomLeaver = Callable[[int, int], Awaitable[None]]

#: Takes away the room made for a table that did not open after all (the room, its players).
RoomDropper = Callable[[int, Sequence[int]], Awaitable[None]]

#: Ends a tournament whose last round is over: its final places to the results; returns them.
Finish = Callable[[TournamentRow], Awaitable[Sequence[Standing]]]

#: The standings over the rounds every table has finished.
StandingsOf = Callable[[TournamentRow], Awaitable[Sequence[Standing]]]


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
        drop_room: RoomDropper | None = None,
        standings: StandingsOf | None = None,
        announce: Announce | None = None,
    ) -> None:
        self._store = store
        self._tables = tables
        self._signup = signup
        self._rooms = rooms
        self._finish = finish
        self._clock = clock
        self._field = field
        self._leave_room = leave_room
        self._drop_room = drop_room
        self._standings = standings
        self._announce = announce
        #: The rounds whose wait the channel has been told of, so that it is told once.
        self._told_waiting: set[tuple[int, int]] = set()
        self._locks: dict[int, asyncio.Lock] = {}
        self._work: set[asyncio.Task[None]] = set()
        #: The tournaments in play that this process has looked over for a stalled round.
        self._resumed: set[int] = set()
        #: When each tournament whose round could not open tries it again.
        self._retry_at: dict[int, float] = {}
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
        await self._begin(t.id, asked=True)

    def begin_soon(self, tournament_id: int) -> None:
        """Start the tournament apart from the request that filled it (rule 10.22)."""
        self._spawn(self._begin(tournament_id))

    async def _begin(self, tournament_id: int, *, asked: bool = False) -> None:
        """Open the first round, unless it has started meanwhile (a timer and the host at
        once); a tournament that starts by itself with nobody registered is called off.
        A first round that cannot open is refused to the host who `asked`; one starting by
        itself waits and tries again (rule 10.25)."""
        async with self._lock(tournament_id):
            t = await event_rows.tournament(self._store, tournament_id)
            if t is None or t.status != REGISTERING:
                return
            if not await self._signup.units(t):
                await event_rows.set_stage(self._store, t.id, 0, FINISHED)
                return
            try:
                await self._start_round(t, 1)
            except Exception as exc:
                if asked:
                    raise
                await self._held(t, 1, exc)
                return
            self._retry_at.pop(t.id, None)
        await self._tell(News(t, Stage.STARTED, 1))

    async def _held(self, t: TournamentRow, round_no: int, why: Exception) -> None:
        """A round that could not open (no room for its tables, Discord refusing a room)
        waits: `run_due` tries it again after `RETRY` seconds, and the channel is told once."""
        log.warning("tournament %s: round %s could not open (%r); trying again in %ss",
                    t.id, round_no, why, RETRY)  # fmt: skip
        self._retry_at[t.id] = self._clock.now() + RETRY
        if (t.id, round_no) not in self._told_waiting:
            self._told_waiting.add((t.id, round_no))
            said = why if isinstance(why, RuleError) else None
            await self._tell(News(t, Stage.WAITING, round_no, why=said))

    async def _tell(self, news: News) -> None:
        if self._announce is None:
            return
        try:
            await self._announce(news)
        except Exception:
            # The tournament goes on whether or not its channel heard of it.
            log.exception("tournament %s: could not tell its channel", news.tournament.id)

    def _due_again(self, tournament_id: int, now: float) -> bool:
        at = self._retry_at.get(tournament_id)
        return at is not None and at <= now

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
                full = (
                    t.start_when_full
                    and len([p for p in await self._signup.players(t.id) if p.registered])
                    >= t.start_when_full
                )
                waits = t.id in self._retry_at and not self._due_again(t.id, now)
                if ((t.starts_at is not None and t.starts_at <= now) or full) and not waits:
                    await self._begin(t.id)
                    moved += 1
            elif t.status == PLAYING and (t.id not in self._resumed or self._due_again(t.id, now)):
                self._resumed.add(t.id)
                self._retry_at.pop(t.id, None)
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
            try:
                opened = await self._start_round(t, t.round)
            except Exception as exc:
                await self._held(t, t.round, exc)
                return 0
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
        where there are two, the robots in every other seat. The round's tables open all
        together or none does (rule 10.25): a round that cannot open is refused, saying why,
        and the tournament stays where it was. A table already open for the round is left as
        it is (rule 10.23: a round whose opening stopped halfway is opened again). Returns how
        many tables it opened or started."""
        units = await self._playing(t, round_no)
        everyone = [u for unit in units for u in unit]
        names = await event_rows.player_names(self._store, everyone)
        pairs = [u for u in units if len(u) == 2]
        tables = pairings(pairs, round_no) + [(u, None) for u in units if len(u) == 1]
        event = round_event(t.id, round_no)
        to_open: list[Seating] = []
        waiting: list[tuple[int, Seating]] = []
        for ns, ew in tables:
            seating = seating_of(ns, ew)
            entry = await event_rows.entry(self._store, event, ns[0])
            if entry is None:
                to_open.append(seating)
            elif self._waiting(entry.table_id):
                # Opened, but the process stopped before the start.
                waiting.append((entry.table_id, seating))
        if to_open:
            ids = await self._open_tables(t, round_no, to_open, names)
            waiting += zip(ids, to_open, strict=True)
        elif (t.round, t.status) != (round_no, PLAYING):
            await event_rows.set_stage(self._store, t.id, round_no, PLAYING)
        for table_id, seating in waiting:
            await self._seat_and_start(table_id, seating, names)
        return len(waiting)

    def _waiting(self, table_id: int) -> bool:
        try:
            return self._tables.reader.summary(table_id).status is Status.OPEN
        except NoSuchTable:
            return False

    async def _open_tables(
        self, t: TournamentRow, round_no: int, seatings: Sequence[Seating],
        names: dict[int, str],
    ) -> list[int]:  # fmt: skip
        """Open the round's tables, each in a room of its own, with the round's entries and
        its stage, all at once or not at all: every limit is checked before any room is made,
        and the rooms made for a round refused after all are taken away again."""
        game = find_game(t.game)
        event = round_event(t.id, round_no)
        openings = []
        for seating in seatings:
            humans = [u for u, _ in seating]
            options = TableOptions(
                game=game.name, rules=game.event_rules(t.boards or None), mode=Mode.CASUAL,
                private=True, level=RobotLevel.EXPERT, event=event, players=tuple(humans[1:]),
                plays_on=True, language=t.language,
            )  # fmt: skip
            first = humans[0]
            openings.append(Opening(t.guild_id, t.channel_id, first, names.get(first, "Player"),
                                    options, t.channel_id))  # fmt: skip
        self._tables.openings.check(openings)
        rooms: list[int] = []
        day = datetime.fromtimestamp(self._clock.now(), UTC).date().isoformat()

        async def entered(tx: Writes, ids: Sequence[int]) -> None:
            at = self._clock.now()
            for table_id, seating in zip(ids, seatings, strict=True):
                for user, seat in seating:
                    row = EntryRow(event, user, t.guild_id, game.name, day, table_id, at,
                                   seat.value)  # fmt: skip
                    await event_rows.enter_in(tx, row)
            await event_rows.set_stage_in(tx, t.id, round_no, PLAYING)

        try:
            for seating in seatings:
                try:
                    rooms.append(await self._rooms(t, round_no, [u for u, _ in seating]))
                except TableError:
                    raise
                except Exception as exc:
                    log.warning("tournament %s round %s: a room could not be made: %r",
                                t.id, round_no, exc)  # fmt: skip
                    raise NotAllowed(key="tourney-rooms-failed") from exc
            return await self._tables.openings.open(
                [replace(o, channel_id=room) for o, room in zip(openings, rooms, strict=False)],
                entered,
            )
        except Exception:
            for room, seating in zip(rooms, seatings, strict=False):
                if self._drop_room is not None:
                    await self._drop_room(room, [u for u, _ in seating])
            raise

    async def _seat_and_start(self, table_id: int, seating: Seating, names: dict[int, str]) -> None:
        """Seat a table's other players where the round puts them, and start it."""
        tables = self._tables
        for user, seat in seating[1:]:
            if tables.reader.seat_of(table_id, user) is None:
                version = tables.reader.summary(table_id).version
                await tables.sit(table_id, user, names.get(user, "Player"), version, seat)
        await tables.start(table_id, seating[0][0], tables.reader.summary(table_id).version)

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
                if self._standings is not None:
                    standings = tuple(await self._standings(t))
                    await self._tell(News(t, Stage.ROUND_OVER, round_no, standings))
                try:
                    await self._start_round(t, round_no + 1)
                except Exception as exc:
                    await self._held(t, round_no + 1, exc)
            else:
                final = tuple(await self._finish(t))
                await self._tell(News(t, Stage.FINISHED, round_no, final))
