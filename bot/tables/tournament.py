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
everyone else every command answers as if there were no such tournament). Each round is an
event of its own ("tournament/<id>/<round>"), dealt, kept and scored like the daily challenge
(see `bot.tables.daily`); when every table of a round is over, the standings are updated and
the next round starts, and after the last the final places go to the results and ratings.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from bot.games.field import Comparison
from bot.games.game import RobotLevel, find_game, game_names
from bot.games.seats import Seat, Side
from bot.language import DEFAULT, Language
from bot.store import event_rows
from bot.store.base import TableStore
from bot.store.event_rows import EntryRow, EventScoreRow, TournamentPlayerRow, TournamentRow
from bot.store.ratings import rate_sides
from bot.store.rows import RatingUpdate, ResultRow
from bot.tables.clock import Clock, every
from bot.tables.daily import Standing, standings_of, stored_boards
from bot.tables.errors import NoSuchTable, NotAllowed, NotHost, WrongState
from bot.tables.limits import TABLES_PER_CHANNEL
from bot.tables.notices import DealFinished, GameFinished, Notice, PlayerLeft, TableClosed
from bot.tables.options import Mode, TableOptions
from bot.tables.service import TableService
from bot.tables.start_time import start_time
from bot.tables.table import Status

#: The most rounds a tournament may have, and the longest name it may be given.
MAX_ROUNDS = 6
NAME_LIMIT = 60
#: The most players one tournament seats at once: each has a table of their own, a thread of
#: the tournament's channel, and a channel holds only so many tables.
MAX_PLAYERS = TABLES_PER_CHANNEL

REGISTERING, PLAYING, FINISHED = "registering", "playing", "finished"

#: Makes the room (a thread of the tournament's channel) a round's table opens in, for the
#: given tournament, round and players; returns its channel id.
RoomMaker = Callable[[TournamentRow, int, Sequence[int]], Awaitable[int]]

#: Takes a player out of a table's room (the room, the player): one who left a tournament's
#: table is no longer shown the boards the robot plays there for them.
RoomLeaver = Callable[[int, int], Awaitable[None]]

#: A round's entrant: a player on their own (with a robot partner), or a pair. Its results
#: are kept under its first player's id, the one who sits South (or East).
Unit = tuple[int, ...]

#: Where the seats of a unit are: its first player, then the partner.
SEATS_OF = {Side.NS: (Seat.SOUTH, Seat.NORTH), Side.EW: (Seat.EAST, Seat.WEST)}


#: What the names of tournaments' rounds begin with.
TOURNAMENT = "tournament/"


def round_event(tournament_id: int, round_no: int) -> str:
    return f"{TOURNAMENT}{tournament_id}/{round_no}"


def side_event(event: str, side: Side) -> str:
    """Where a round's results from `side`'s direction are kept: North–South's under the
    round's own name, East–West's beside it."""
    return event if side is Side.NS else f"{event}/EW"


def stand_in(table_id: int) -> int:
    """Rule 10.16: whose name a table's results go under once its entrant has gone (a robot
    plays on for them): the table's number, negated, so that no player's standing has them."""
    return -table_id


def pairings(pairs: Sequence[Unit], round_no: int) -> list[tuple[Unit, Unit | None]]:
    """Rule 10.21: the round's tables of pairs, North–South first: each pair meets a different
    pair each round while there are new ones to meet (a round robin), the odd one out plays
    the robots."""
    field: list[Unit | None] = list(pairs)
    if len(field) % 2:
        field.append(None)
    n = len(field)
    if n == 0:
        return []
    turn = (round_no - 1) % (n - 1) if n > 2 else 0
    rest = field[1:]
    order = [field[0], *rest[len(rest) - turn:], *rest[: len(rest) - turn]]
    out: list[tuple[Unit, Unit | None]] = []
    for i in range(n // 2):
        a, b = order[i], order[n - 1 - i]
        if a is None or (b is not None and round_no % 2 == 0):
            a, b = b, a
        assert a is not None
        out.append((a, b))
    return out


def _tournament_of(event: str) -> tuple[int, int] | None:
    parts = event.split("/")
    if len(parts) != 3 or parts[0] != "tournament":
        return None
    return int(parts[1]), int(parts[2])


class NoSuchTournament(NotAllowed):
    """Said alike whether the tournament does not exist or is private to others."""

    def __init__(self) -> None:
        super().__init__("There is no such tournament here.", key="tourney-no-such")


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who asks: their user id, and whether they are the server's staff (Manage Server)."""

    user_id: int
    staff: bool = False


class Tournaments:
    """Creating, registering for, running and showing tournaments, over the table service."""

    def __init__(
        self, store: TableStore, tables: TableService, rooms: RoomMaker, *,
        clock: Clock | None = None, leave_room: RoomLeaver | None = None,
    ) -> None:
        self._store = store
        self._tables = tables
        self._rooms = rooms
        self._leave_room = leave_room
        self._clock = clock or tables.clock
        self._locks: dict[int, asyncio.Lock] = {}
        self._work: set[asyncio.Task[None]] = set()
        #: The tournaments in play that this process has looked over for a stalled round.
        self._resumed: set[int] = set()
        tables.serve_events(stored_boards(store, self._clock))
        tables.subscribe(self._on_notice)

    # -- seeing ----------------------------------------------------------------------------

    async def _players(self, tournament_id: int) -> list[TournamentPlayerRow]:
        return await event_rows.players(self._store, tournament_id)

    async def visible(self, t: TournamentRow, who: Viewer) -> bool:
        """Rule 10.14: a private tournament is seen only by its host, the players admitted to
        it and the staff."""
        if not t.private or who.staff or who.user_id == t.host:
            return True
        return any(p.user_id == who.user_id and p.admitted for p in await self._players(t.id))

    async def find(self, guild_id: int, tournament_id: int, who: Viewer) -> TournamentRow:
        t = await event_rows.tournament(self._store, tournament_id)
        if t is None or t.guild_id != guild_id or not await self.visible(t, who):
            raise NoSuchTournament()
        return t

    async def listing(self, guild_id: int, who: Viewer) -> list[TournamentRow]:
        """The server's tournaments not finished that `who` may see."""
        running = await event_rows.tournaments(self._store, guild_id)
        return [t for t in running if await self.visible(t, who)]

    # -- the host's requests ---------------------------------------------------------------

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        host: int,
        name: str,
        game_name: str,
        *,
        private: bool = False,
        scoring: str | None = None,
        rounds: int = 1,
        pairs: bool = False,
        starts_at: float | None = None,
        when_full: int = 0,
        boards: int | None = None,
        language: str = DEFAULT.code,
    ) -> int:
        """Rule 10.12: a tournament of `rounds` rounds of the game's event boards. The caller
        has checked that `host` may host (Manage Server, or the role the server names).
        Rule 10.22: it may start by itself, at `starts_at` or once `when_full` players have
        registered. Rule 10.24: bridge's host may choose the boards a round has (1 to 12).
        """
        if game_name not in game_names():
            raise NotAllowed("That is not a game I know.", key="server-unknown-game")
        game = find_game(game_name)
        if boards is not None:
            allowed = game.event_boards
            if allowed is None:
                raise NotAllowed(
                    f"A {game.title} tournament plays one whole game a round.",
                    key="tourney-whole-game", game=game.title,
                )  # fmt: skip
            _, fewest, most = allowed
            if not isinstance(boards, int) or not fewest <= boards <= most:
                raise NotAllowed(
                    f"A round has {fewest} to {most} boards.",
                    key="tourney-boards-range", fewest=fewest, most=most,
                )  # fmt: skip
        ways = {c.value: c for c in game.field_scoring.comparisons}
        how = ways.get(scoring or game.field_scoring.comparisons[0].value)
        if how is None:
            named = " / ".join(ways)
            raise NotAllowed(
                f"{game.title} tournaments are scored by {named}.",
                key="tourney-scored-by", game=game.title, ways=named,
            )  # fmt: skip
        if not isinstance(rounds, int) or not 1 <= rounds <= MAX_ROUNDS:
            raise NotAllowed(
                f"A tournament has 1 to {MAX_ROUNDS} rounds.",
                key="tourney-rounds-range", most=MAX_ROUNDS,
            )  # fmt: skip
        if starts_at is not None and when_full:
            raise NotAllowed(
                "A tournament starts at a time or when full, not both.", key="tourney-time-or-full"
            )
        if starts_at is not None and starts_at <= self._clock.now():
            raise NotAllowed(
                "That time has passed: give one still to come.", key="tourney-time-passed"
            )
        if when_full and not (isinstance(when_full, int) and 2 <= when_full <= MAX_PLAYERS):
            raise NotAllowed(
                f"A tournament starts when 2 to {MAX_PLAYERS} players have come.",
                key="tourney-full-range", most=MAX_PLAYERS,
            )  # fmt: skip
        name = " ".join(name.split())[:NAME_LIMIT] or "Tournament"
        row = TournamentRow(
            0, guild_id, channel_id, host, name, game.name, private, how.value, rounds, 0,
            REGISTERING, self._clock.now(), pairs=bool(pairs), boards=boards or 0,
            starts_at=starts_at, start_when_full=when_full,
            language=(Language.parse(language) or DEFAULT).code,
        )  # fmt: skip
        return await event_rows.create_tournament(self._store, row)

    def start_at(self, text: str) -> float:
        """The start time a host gave (rule 10.22), read against this clock."""
        return start_time(text, self._clock.now())

    async def admit(self, guild_id: int, tournament_id: int, by: Viewer, user_id: int) -> None:
        """The host (or staff) admits a player to a private tournament."""
        t = await self.find(guild_id, tournament_id, by)
        if by.user_id != t.host and not by.staff:
            raise NotHost("Only the tournament's host admits players.", key="tourney-host-admits")
        mine = await self._entry(t.id, user_id)
        await self._put(t.id, user_id, admitted=True, registered=bool(mine and mine.registered),
                        partner=mine.partner if mine else None)  # fmt: skip

    async def _entry(self, tournament_id: int, user_id: int) -> TournamentPlayerRow | None:
        return next((p for p in await self._players(tournament_id) if p.user_id == user_id), None)

    async def _put(self, tournament_id: int, user_id: int, *, admitted: bool,
                   registered: bool, partner: int | None) -> None:  # fmt: skip
        row = TournamentPlayerRow(
            tournament_id, user_id, admitted, registered, self._clock.now(), partner
        )
        await event_rows.put_player(self._store, row)

    async def register(
        self, guild_id: int, tournament_id: int, who: Viewer, partner: int | None = None
    ) -> int | None:
        """Rule 10.13: register before the start (a private tournament: once admitted).
        Rule 10.21: in a pairs tournament a player may name a partner; the two are a pair
        once each has named the other. Returns the partner when the pair is made."""
        t = await self.find(guild_id, tournament_id, who)
        if t.status != REGISTERING:
            raise WrongState(
                "This tournament has started: registration is closed.",
                key="tourney-registration-closed",
            )
        if partner is not None and not t.pairs:
            raise NotAllowed(
                "This tournament is for players on their own, each with a robot partner: "
                "register without one.",
                key="tourney-solo",
            )
        if partner == who.user_id:
            raise NotAllowed("Your partner is someone else.", key="tourney-partner-is-another")
        players = await self._players(t.id)
        mine = next((p for p in players if p.user_id == who.user_id), None)
        if mine is not None and mine.registered and (partner is None or partner == mine.partner):
            raise NotAllowed("You are registered already.", key="tourney-registered-already")
        if (mine is None or not mine.registered) and sum(
            1 for p in players if p.registered
        ) >= MAX_PLAYERS:
            raise NotAllowed(
                f"This tournament is full ({MAX_PLAYERS} players).",
                key="tourney-full", most=MAX_PLAYERS,
            )  # fmt: skip
        await self._put(t.id, who.user_id, admitted=True, registered=True, partner=partner)
        registered = sum(1 for p in players if p.registered and p.user_id != who.user_id) + 1
        if t.start_when_full and registered >= t.start_when_full:
            # The player who fills it is answered at once; the tables open apart.
            self._spawn(self._begin(t.id))
        theirs = next((p for p in players if p.user_id == partner), None)
        paired = theirs is not None and theirs.registered and theirs.partner == who.user_id
        return partner if paired else None

    async def withdraw(self, guild_id: int, tournament_id: int, who: Viewer) -> None:
        """Rule 10.13: withdraw before the start; once it has started, leaving your table is
        how you leave."""
        t = await self.find(guild_id, tournament_id, who)
        mine = await self._entry(t.id, who.user_id)
        if mine is None or not mine.registered:
            raise NotAllowed(
                "You are not registered for this tournament.", key="tourney-not-registered"
            )
        if t.status != REGISTERING:
            raise WrongState(
                "The tournament has started: leave your table to leave it (the boards you "
                "have not played score nothing).",
                key="tourney-leave-your-table",
            )
        await self._put(t.id, who.user_id, admitted=mine.admitted, registered=False,
                        partner=None)  # fmt: skip

    async def start(self, guild_id: int, tournament_id: int, by: Viewer) -> None:
        """The host starts the first round: a table for each registered player."""
        t = await self.find(guild_id, tournament_id, by)
        if by.user_id != t.host and not by.staff:
            raise NotHost("Only the tournament's host starts it.", key="tourney-host-starts")
        if t.status != REGISTERING:
            raise WrongState("This tournament has started already.", key="tourney-started-already")
        if not any(p.registered for p in await self._players(t.id)):
            raise WrongState("Nobody has registered yet.", key="tourney-nobody-registered")
        await self._begin(t.id)

    async def _begin(self, tournament_id: int) -> None:
        """Open the first round, unless it has started meanwhile (a timer and the host at
        once); a tournament that starts by itself with nobody registered is called off."""
        async with self._lock(tournament_id):
            t = await event_rows.tournament(self._store, tournament_id)
            if t is None or t.status != REGISTERING:
                return
            if not await self.units(t):
                await event_rows.set_stage(self._store, t.id, 0, FINISHED)
                return
            await self._start_round(t, 1)

    # -- what happens by itself ------------------------------------------------------------

    async def run_due(self) -> int:
        """Rule 10.22: start the tournaments whose time has come, or that are full; rule
        10.23: open the next round of a tournament whose round is over but whose next one
        never opened (the process stopped between the two), and the tables of a round that
        did not all open. Everything it goes by is in the store, so a restarted process
        picks up where the last one stopped. Returns how many it moved on."""
        now = self._clock.now()
        moved = 0
        for t in await event_rows.unfinished(self._store):
            if t.status == REGISTERING:
                full = t.start_when_full and len(
                    [p for p in await self._players(t.id) if p.registered]
                ) >= t.start_when_full
                if (t.starts_at is not None and t.starts_at <= now) or full:
                    await self._begin(t.id)
                    moved += 1
            elif t.status == PLAYING and t.id not in self._resumed:
                self._resumed.add(t.id)
                moved += await self._resume(t.id)
        return moved

    async def _resume(self, tournament_id: int) -> int:
        async with self._lock(tournament_id):
            t = await event_rows.tournament(self._store, tournament_id)
            if t is None or t.status != PLAYING:
                return 0
            opened = await self._start_round(t, t.round)
            await self._keep_logged(t)
        if await self._round_over(t, t.round):
            await self._advance(t.id, t.round)
            return 1
        return int(opened > 0)

    async def run_timers(self, poll: float = 1.0) -> None:
        """Run `run_due` forever, every `poll` seconds (start it once at start-up)."""
        await every(poll, self.run_due, "the tournaments' timers")

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(work)
        self._work.add(task)
        task.add_done_callback(self._work.discard)

    def _lock(self, tournament_id: int) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

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
        table_id = await self._tables.open_table(
            t.guild_id, room, first, names.get(first, "Player"), options, parent_id=t.channel_id
        )
        for user, seat in seating[1:]:
            version = self._tables.reader.summary(table_id).version
            await self._tables.sit(table_id, user, names.get(user, "Player"), version, seat)
        at = self._clock.now()
        for user, seat in seating:
            row = EntryRow(event, user, t.guild_id, game.name, day, table_id, at, seat.value)
            await event_rows.enter(self._store, row)
        await self._tables.start(table_id, first, self._tables.reader.summary(table_id).version)

    async def units(self, t: TournamentRow) -> list[Unit]:
        """The registered entrants in the order they registered: pairs (two players who name
        each other, both registered) and players on their own."""
        rows = [p for p in await self._players(t.id) if p.registered]
        partner_of = {p.user_id: p.partner for p in rows}
        out: list[Unit] = []
        placed: set[int] = set()
        for p in rows:
            if p.user_id in placed:
                continue
            mate = p.partner
            if t.pairs and mate is not None and partner_of.get(mate) == p.user_id:
                out.append((p.user_id, mate))
                placed |= {p.user_id, mate}
            else:
                out.append((p.user_id,))
                placed.add(p.user_id)
        return out

    async def _playing(self, t: TournamentRow, round_no: int) -> list[Unit]:
        """Who plays the round: the registered entrants, less (after the first round) those
        of whom a player left a table of an earlier round before its end (rule 10.16)."""
        units = await self.units(t)
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
        found = _tournament_of(entry.event) if entry is not None else None
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
        if _tournament_of(mine[0].event) is None:
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
            for p in await self._players(t.id)
            if (e := await event_rows.entry(self._store, round_event(t.id, t.round), p.user_id))
        }
        for table_id in sorted(tables):
            for d in await self._tables.history.finished_deals(table_id):
                await self._keep(DealFinished(
                    table_id, 0, t.game, d.game_no, d.deal_no, d.deal_number, d.result,
                    d.record, None, d.players,
                ))  # fmt: skip

    async def _keep(self, notice: DealFinished) -> None:
        """Keep a finished board's result at a tournament's table from each direction: under
        the entrant who sits there if all its players were still seated as it finished, else
        under the table's stand-in (rule 10.16), so that the field has it either way."""
        entries = await event_rows.entries_at_table(self._store, notice.table_id)
        if not entries or _tournament_of(entries[0].event) is None:
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
                side_event(event, side), notice.deal_number, entrant,
                game.board_score(notice.record, side), notice.result, self._clock.now(),
            ))  # fmt: skip
        async with self._store.transaction() as tx:
            await event_rows.keep_scores(tx, rows)

    async def settled(self) -> None:
        """Wait until rounds being started or finished are (tests, benchmarks)."""
        while self._work:
            await asyncio.gather(*list(self._work))

    async def shutdown(self) -> None:
        for task in list(self._work):
            task.cancel()
        await asyncio.gather(*self._work, return_exceptions=True)

    async def _advance(self, tournament_id: int, round_no: int) -> None:
        async with self._lock(tournament_id):
            t = await event_rows.tournament(self._store, tournament_id)
            if t is None or t.status != PLAYING or t.round != round_no:
                return
            if not await self._round_over(t, round_no):
                return
            if round_no < t.rounds and await self._playing(t, round_no + 1):
                await self._start_round(t, round_no + 1)
            else:
                await self._finish(t)

    async def _round_over(self, t: TournamentRow, round_no: int) -> bool:
        event = round_event(t.id, round_no)
        for p in await self._players(t.id):
            entry = await event_rows.entry(self._store, event, p.user_id)
            if entry is None:
                continue
            try:
                if self._tables.reader.summary(entry.table_id).status is Status.LIVE:
                    return False
            except NoSuchTable:
                continue
        return True

    # -- standings and the end -------------------------------------------------------------

    async def standings(self, guild_id: int, tournament_id: int, who: Viewer
                        ) -> tuple[TournamentRow, list[Standing]]:  # fmt: skip
        """Rule 10.15: the standings over the rounds played so far; the round in play counts
        once every table has finished it (until then nobody sees its boards' results)."""
        t = await self.find(guild_id, tournament_id, who)
        return t, await self._standings(t)

    async def _standings(self, t: TournamentRow) -> list[Standing]:
        game = find_game(t.game)
        how = Comparison(t.scoring)
        last = (
            t.round if t.status == FINISHED or await self._round_over(t, t.round) else (t.round - 1)
        )
        fields: list[dict[int, int]] = []
        boards = 0
        for round_no in range(1, last + 1):
            event = round_event(t.id, round_no)
            ns = _per_board(await event_rows.scores(self._store, side_event(event, Side.NS)))
            ew = _per_board(await event_rows.scores(self._store, side_event(event, Side.EW)))
            boards += len(ns)
            fields += ns + ew
        entrants = {unit[0] for unit in await self.units(t)}
        return standings_of(game, how, fields, boards=boards, entrants=entrants) if boards else []

    async def _finish(self, t: TournamentRow) -> None:
        """Rule 10.17: the final places go to the results and the ratings: the top half of
        the field scores +1, the bottom half −1, the middle place of an odd field 0."""
        standings = await self._standings(t)
        await event_rows.set_stage(self._store, t.id, t.round, FINISHED)
        if not standings:
            return
        at = self._clock.now()
        n = len(standings)
        members = {unit[0]: unit for unit in await self.units(t)}
        rows = []
        for s in standings:
            for user_id in members.get(s.user_id, (s.user_id,)):
                entry = await self._last_entry(t, user_id)
                if entry is None:
                    continue
                rows.append(ResultRow(
                    entry.table_id, 1, t.guild_id, t.game, RobotLevel.EXPERT.value, user_id,
                    _points(s.place, n), f"tournament {t.id}: place {s.place} of {n}", at,
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
            await tx.insert_results(rows)
            current = await tx.ratings(update.guild_id, update.game, update.level, update.users)
            await tx.set_ratings(update.guild_id, update.game, update.level,
                                 update.compute(current))  # fmt: skip

    async def _last_entry(self, t: TournamentRow, user_id: int) -> EntryRow | None:
        for round_no in range(t.round, 0, -1):
            entry = await event_rows.entry(self._store, round_event(t.id, round_no), user_id)
            if entry is not None:
                return entry
        return None

    async def live_tables(self, t: TournamentRow) -> list[int]:
        """The tables of the round in play that are still playing."""
        out = set()
        for p in await self._players(t.id):
            entry = await event_rows.entry(self._store, round_event(t.id, t.round), p.user_id)
            if entry is not None and not await self._done(entry.table_id):
                out.add(entry.table_id)
        return sorted(out)

    # -- watching --------------------------------------------------------------------------

    async def may_watch(self, guild_id: int, table_id: int, who: Viewer) -> int:
        """Rules 10.18, 10.19: anyone who may see a tournament may watch its live tables (the
        room the caller adds them to shows the table, never a hand); a player of the same
        round may not until their own table has finished it. Returns the table's room."""
        entry = await event_rows.entry_at_table(self._store, table_id)
        found = _tournament_of(entry.event) if entry is not None else None
        if entry is None or found is None:
            raise NoSuchTournament()
        await self.find(guild_id, found[0], who)
        try:
            summary = self._tables.reader.summary(table_id)
        except NoSuchTable:
            raise WrongState("That table has finished.", key="tourney-table-finished") from None
        if summary.status is not Status.LIVE:
            raise WrongState("That table has finished.", key="tourney-table-finished")
        mine = await event_rows.entry(self._store, entry.event, who.user_id)
        if mine is not None and mine.table_id == table_id:
            raise NotAllowed("That is your own table.", key="tourney-own-table")
        if mine is not None and not await self._done(mine.table_id):
            raise NotAllowed(
                "That table plays the boards you are playing: you may watch it once your own "
                "table has finished them.",
                key="tourney-watch-later",
            )
        return summary.channel_id

    async def _done(self, table_id: int) -> bool:
        try:
            return self._tables.reader.summary(table_id).status is not Status.LIVE
        except NoSuchTable:
            return True

    def tournament_of_table(self, options: TableOptions) -> int | None:
        """The tournament a table plays for, if any (listings hide private ones' tables)."""
        found = _tournament_of(options.event) if options.event is not None else None
        return found[0] if found is not None else None


def _per_board(rows: Sequence[EventScoreRow]) -> list[dict[int, int]]:
    boards: dict[int, dict[int, int]] = {}
    for r in rows:
        boards.setdefault(r.number, {})[r.user_id] = r.score
    return [boards[n] for n in sorted(boards)]


def _points(place: int, field: int) -> int:
    """+1 for the top half of the field, −1 for the bottom half, 0 for the middle place."""
    middle = (field + 1) / 2
    return 1 if place < middle else -1 if place > middle else 0
