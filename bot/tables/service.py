"""The table service: the one entry point through which people and robots change tables.

It knows nothing of Discord. The front end calls it with user ids and the table version the
user saw; the service checks the request under the table's lock, applies it to a copy of the
table, writes the events (with any results, deal records and timers) in one SQLite transaction,
keeps the copy, and only then tells the listeners. Robots think in an executor, outside every
lock, and their moves come back through the same path as a person's, version check included.

On a shared store (PostgreSQL, several processes) the log is the truth and memory a copy: a
write refused because another process moved the table on (`StaleLog`) reads the table again and
is refused as stale, and a table not in memory is read from its log. Each table's timers and
robots run in the one process that holds its lease, which also tells its listeners of every
change, whichever process made it (it learns of them by notification).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.games.cards import Shuffler, secure_rng
from bot.games.errors import RuleError
from bot.games.game import Action, DealDue, DealState, Game, Robot
from bot.games.seats import Seat, Side
from bot.store.base import TableStore
from bot.store.common import versions
from bot.store.errors import ChannelBusy, StaleLog
from bot.store.ratings import rate_sides
from bot.store.rows import (
    Changes,
    DealRow,
    Rating,
    RatingUpdate,
    ResultRow,
    StoredEvent,
    StoredTimer,
)
from bot.tables.clock import Clock, SystemClock, every
from bot.tables.errors import (
    ChannelHasTable,
    NoSuchTable,
    NotAllowed,
    NotHost,
    NotSeated,
    PlayingElsewhere,
    StaleVersion,
    TooManyTables,
    WrongState,
)
from bot.tables.events import (
    Acted,
    CameBack,
    Closed,
    Closer,
    Dealt,
    Event,
    Invited,
    Left,
    Opened,
    RematchAgreed,
    Sat,
    Started,
    TimedOut,
    UndoAnswered,
    UndoAsked,
    from_json,
    kind_of,
    read_log,
    to_json,
)
from bot.tables.limits import TABLES_PER_CHANNEL, TABLES_PER_HOST, TABLES_PER_SERVER
from bot.tables.notices import (
    DealFinished,
    GameFinished,
    Listener,
    Notice,
    PlayerLeft,
    SeatTimedOut,
    TableArrived,
    TableChanged,
    TableClosed,
    TableLetGo,
    TableTalk,
    TimerWarning,
    UndoToAnswer,
    YourTurn,
)
from bot.tables.options import TableOptions
from bot.tables.table import DealDone, GameDone, Points, SeatKind, Status, Table, Talk, replay

log = logging.getLogger(__name__)

#: Gives the robot for a seat at a table of `options`.
RobotFactory = Callable[[Game, TableOptions], Robot]


def simple_robots(game: Game, options: TableOptions) -> Robot:
    """The plainest legal robot for every seat (tests; a table that must only keep moving)."""
    return game.simple_robot()


def product_robots(game: Game, options: TableOptions) -> Robot:
    """The product's robots: the game's own, at the table's level."""
    return game.robot(options.level, options.rules)


#: Answers for a robot, knowing the whole deal, what the rules let it answer so (bridge: a
#: claim, whose cards are face up); None leaves the decision to the robot's own view.
Judge = Callable[[Game, DealState, Seat], Action | None]


def game_judge(game: Game, state: DealState, seat: Seat) -> Action | None:
    return game.judge(state, seat)


#: Gives the shuffler for a table's deal: (table id, game number, deal number).
ShufflerFor = Callable[[int, int, int], Shuffler]


def _secure(table_id: int, game_no: int, deal_no: int) -> Shuffler:
    return secure_rng()


#: Gives the deal text of an event's board: (the event, the game, the deal its match says is
#: due). An event's boards are dealt once and kept, so every table that plays it gets the same.
BoardSource = Callable[[str, Game, DealDue], Awaitable[str]]


@dataclass(frozen=True, slots=True)
class TableSummary:
    """What anyone may know about a table: never a hidden card."""

    id: int
    guild_id: int
    channel_id: int
    status: Status
    version: int
    host: int | None
    options: TableOptions
    #: Each seat's player name: "Robot" for a robot in a live game, None for a free seat.
    seats: dict[Seat, str | None]
    #: Who holds each seat; a free seat of a gathering table counts as a robot's.
    kinds: dict[Seat, SeatKind]
    game_no: int
    totals: dict[Side, int]
    #: The number of the deal being played (bridge: its board), 0 before the first.
    deal_number: int
    #: The channel whose thread `channel_id` is, when the table was opened in a thread.
    parent_id: int | None = None

    def robot(self, seat: Seat) -> bool:
        return self.kinds[seat] is SeatKind.ROBOT

    @property
    def human_count(self) -> int:
        return sum(1 for k in self.kinds.values() if k is not SeatKind.ROBOT)


class TableService:
    def __init__(
        self,
        store: TableStore,
        *,
        clock: Clock | None = None,
        robots: RobotFactory = simple_robots,
        judge: Judge | None = None,
        shuffler: ShufflerFor = _secure,
    ) -> None:
        self._store = store
        self._clock = clock or SystemClock()
        self._robot_factory = robots
        self._judge = judge
        self._shuffler = shuffler
        self._boards: BoardSource | None = None
        self._tables: dict[int, Table] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._drivers: dict[int, asyncio.Task[None]] = {}
        self._robots: dict[tuple[int, Seat], Robot] = {}
        self._listeners: list[Listener] = []
        self._opening = asyncio.Lock()
        self._loading = asyncio.Lock()
        #: Notifications of other processes' commits still being followed.
        self._following: set[asyncio.Task[None]] = set()
        #: Players whose turn the front end could not show them: their move timer waits. The
        #: value is when the turn was shown at last (None while it still has not been).
        self._unseen: dict[tuple[int, int], float | None] = {}

    # -- set-up ----------------------------------------------------------------------------

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def serve_events(self, boards: BoardSource) -> None:
        """Deal the tables of duplicate events (their options name the event) from `boards`."""
        self._boards = boards

    async def recover(self) -> int:
        """Rebuild every table that is not closed from its log; returns how many. Their
        timers become what the rules give now (a timer the store lacks is written)."""
        cluster = self._store.cluster
        if cluster is not None:
            await cluster.listen(self._heard)
        for table_id in await self._store.active_tables():
            self._tables[table_id] = replay(table_id, await self._logged(table_id))
            if cluster is not None:
                await cluster.take(table_id)
        stored: dict[int, set[tuple[Any, ...]]] = {}
        for timer in await self._store.timers():
            stored.setdefault(timer.table_id, set()).add(_due(timer))
        for table_id, table in list(self._tables.items()):
            timers = _timers(table)
            if {_due(t) for t in timers} != stored.get(table_id, set()):
                await self._store.write(Changes(table_id, (), timers=timers))
            if table.needs_deal and self._runs(table_id):
                await self._change(table_id, None, lambda t: [])
            self._kick(table_id)
        return len(self._tables)

    # -- several processes on one shared store ------------------------------------------------

    def _runs(self, table_id: int) -> bool:
        """Whether this process runs the table's timers and robots and tells of its changes:
        always on a store of its own, else while it holds the table's lease."""
        cluster = self._store.cluster
        return cluster is None or cluster.holds(table_id)

    async def _load(self, table_id: int) -> None:
        """Read a table this process does not hold into memory, from its log; the front end
        then reads where its messages are."""
        async with self._loading:
            if table_id in self._tables:
                return
            events = await self._logged(table_id)
            if not events:
                raise NoSuchTable()
            table = replay(table_id, events)
            if table.status is Status.CLOSED:
                raise NoSuchTable()
            self._tables[table_id] = table
        await self._tell([TableArrived(table_id)])

    async def _catch_up(
        self, table_id: int, told: tuple[StoredEvent, ...] | None = None
    ) -> tuple[Table, Table, list[Event]]:
        """Apply what other processes logged since this copy of the table (hold its lock):
        the events a notification carried, when they follow on from the copy, else those the
        log holds. Returns the copy before, after, and the events between; a table closed
        meanwhile is forgotten."""
        old = self._get(table_id)
        new = old.copy()
        events: list[Event] = []
        game = old.options.of_game
        if not told or told[0].seq != old.version + 1:
            told = tuple(await self._store.events(table_id, old.version))
        for stored in told:
            event = from_json(stored.kind, stored.payload, game)
            new.apply(event, stored.at)
            events.append(event)
        self._tables[table_id] = new
        self._forget_shown(new)
        if new.status is Status.CLOSED:
            self._forget(table_id)
            cluster = self._store.cluster
            if cluster is not None:
                await cluster.release(table_id)
        return old, new, events

    async def refresh(self, table_id: int) -> None:
        """Make this process's copy of the table current (a shared store: another process may
        have changed it, or opened it, since); before answering from the copy, for example a
        click that reached this process for a table another one runs."""
        if not self._store.shared:
            return
        if table_id not in self._tables:
            await self._load(table_id)
            return
        async with self._lock(table_id):
            old, new, events = await self._catch_up(table_id)
        if events and self._runs(table_id):
            await self._tell(self._notices(old, new, events))
            self._kick(table_id)

    def _heard(self, table_id: int, seq: int, events: tuple[StoredEvent, ...] | None) -> None:
        """Another process committed to a table: follow it (in the background)."""
        task = asyncio.create_task(self._follow(table_id, seq, events))
        self._following.add(task)
        task.add_done_callback(self._following.discard)

    async def _follow(self, table_id: int, seq: int, told: tuple[StoredEvent, ...] | None) -> None:
        try:
            if table_id not in self._tables:
                # A table opened by another process: known here, so that this process's
                # commands see it; its lease stays with whoever holds it.
                await self._load(table_id)
                return
            async with self._lock(table_id):
                if self._tables[table_id].version >= seq:
                    return
                old, new, events = await self._catch_up(table_id, told)
            if self._runs(table_id):
                await self._tell(self._notices(old, new, events))
                self._kick(table_id)
        except NoSuchTable:
            return
        except Exception:
            log.exception("following table %s failed", table_id)

    async def take_over(self) -> list[int]:
        """Share the tables' leases fairly among the live processes: up to this process's
        share (the tables not yet closed over the processes), take the leases nobody holds
        (their holder died, or gave them up), bring those tables up to date, redraw them and
        run their timers and robots from now on; past its share (after every process started
        at once, the first held every table), give up the surplus for the others to take.
        Returns the tables taken."""
        cluster = self._store.cluster
        if cluster is None:
            return []
        live, active = await cluster.standing()
        share = -(-active // max(live, 1))
        held = self.leased
        if len(held) > share:
            # Tables whose robots are not thinking first, so that no thought is wasted.
            surplus = sorted(held, key=lambda t: (t in self._drivers, -t))[: len(held) - share]
            for table_id in surplus:
                await self._tell([TableLetGo(table_id)])
                await cluster.release(table_id)
            return []
        taken: list[int] = []
        for table_id in await cluster.take_unleased(share - len(held)):
            try:
                if table_id in self._tables:
                    async with self._lock(table_id):
                        await self._catch_up(table_id)
                else:
                    await self._load(table_id)
                table = self._get(table_id)
            except NoSuchTable:
                await cluster.release(table_id)
                continue
            taken.append(table_id)
            # What changed while nobody held the table was told to no one: show it as it is,
            # where its messages are now.
            await self._tell([TableArrived(table_id), *self._notices(table, table, [])])
            if table.needs_deal:
                await self._change(table_id, None, lambda t: [])
            self._kick(table_id)
        return taken

    @property
    def clock(self) -> Clock:
        """The time the tables go by (an event's day and start times go by it too)."""
        return self._clock

    @property
    def leased(self) -> frozenset[int]:
        """The tables whose timers and robots this process runs (all, on a store of its own)."""
        cluster = self._store.cluster
        if cluster is None:
            return frozenset(self._tables)
        return frozenset(t for t in self._tables if cluster.holds(t))

    async def _logged(self, table_id: int) -> list[tuple[Event, float]]:
        """A table's log as events, read with its game's codec."""
        return read_log([(e.kind, e.payload, e.at) for e in await self._store.events(table_id)])

    async def finished_deals(self, table_id: int) -> list[DealDone]:
        """Every finished deal of a table's life, rebuilt from its log (open or closed)."""
        events = await self._logged(table_id)
        if not events:
            raise NoSuchTable()
        outputs = replay(table_id, events, keep_outbox=True).outbox
        return [o for o in outputs if isinstance(o, DealDone)]

    async def played_out(self, table_id: int) -> bool:
        """Whether the table's last game was played to its end (not left, nor closed early),
        from its log, open or closed."""
        events = await self._logged(table_id)
        if not events:
            raise NoSuchTable()
        match = replay(table_id, events).match
        return match is not None and match.is_over

    async def finishers(self, table_id: int) -> frozenset[int]:
        """The players still seated when the table's last game was played to its end (none if
        it was not), from its log, open or closed."""
        events = await self._logged(table_id)
        if not events:
            raise NoSuchTable()
        table = replay(table_id, events)
        if table.match is None or not table.match.is_over:
            return frozenset()
        return frozenset(table.humans)

    async def wait_idle(self) -> None:
        """Wait until no robot has anything left to do (tests, benchmarks, the demo)."""
        while self._drivers:
            await asyncio.gather(*list(self._drivers.values()))

    async def shutdown(self) -> None:
        """Stop the robots' work in progress; every committed change is already safe."""
        for task in [*self._drivers.values(), *self._following]:
            task.cancel()
        await asyncio.gather(*self._drivers.values(), *self._following, return_exceptions=True)
        self._drivers.clear()

    # -- reading ---------------------------------------------------------------------------

    def _get(self, table_id: int) -> Table:
        table = self._tables.get(table_id)
        if table is None or table.status is Status.CLOSED:
            raise NoSuchTable()
        return table

    def summary(self, table_id: int) -> TableSummary:
        t = self._get(table_id)
        seats: dict[Seat, str | None] = {}
        for seat in Seat:
            p = t.players.get(seat)
            seats[seat] = p.name if p else ("Robot" if t.status is Status.LIVE else None)
        number = t.game.deal_number(t.deal) if t.deal is not None else 0
        return TableSummary(
            t.id, t.guild_id, t.channel_id, t.status, t.version, t.host, t.options, seats,
            {s: t.kind(s) for s in Seat}, t.game_no, t.totals(), number, t.parent_id,
        )  # fmt: skip

    def listing(self, guild_id: int) -> list[TableSummary]:
        """The server's open and live tables that are not private."""
        return [
            self.summary(t.id)
            for t in self._tables.values()
            if t.guild_id == guild_id
            and t.status in (Status.OPEN, Status.LIVE)
            and not t.options.private
        ]

    def table_in(self, channel_id: int) -> int | None:
        for t in self._tables.values():
            if t.channel_id == channel_id and t.status in (Status.OPEN, Status.LIVE):
                return t.id
        return None

    def version(self, table_id: int) -> int:
        """The version of this process's copy of the table (cheap: to see whether it moved)."""
        return self._get(table_id).version

    def game(self, table_id: int) -> Game:
        return self._get(table_id).game

    def public_view(self, table_id: int) -> Any:
        """What everyone may see of the deal in play (the game's public view), or None."""
        t = self._get(table_id)
        return t.game.public_view(t.deal, t.rules) if t.deal is not None else None

    def seat_views(self, table_id: int, user_id: int) -> list[Any]:
        """The views `user_id` may see: their own seat's, and the hand they play for a robot."""
        t = self._get(table_id)
        if t.seat_of(user_id) is None:
            raise NotSeated()
        if t.deal is None:
            return []
        return [t.game.seat_view(t.deal, s, t.rules) for s in t.seats_controlled_by(user_id)]

    def seat_of(self, table_id: int, user_id: int) -> Seat | None:
        """The seat `user_id` holds at the table, if any."""
        return self._get(table_id).seat_of(user_id)

    def humans(self, table_id: int) -> list[int]:
        """The user ids of the people seated at the table."""
        return list(self._get(table_id).humans)

    def robot_to_act(self, table_id: int) -> bool:
        """Whether a robot makes the table's next move."""
        t = self._get(table_id)
        return any(t.user_controlling(seat) is None for seat in t.owing)

    def move_deadlines(self, table_id: int) -> dict[int, float]:
        """When each player the ranked game waits for runs out of time, as a Unix time; a
        player whose turn is held (rule 4.8) has none until it is shown."""
        t = self._get(table_id)
        if not t.options.ranked:
            return {}
        out: dict[int, float] = {}
        for d in t.deadlines():
            if d.kind != "move":
                continue
            key = (table_id, d.user_id)
            if key in self._unseen:
                shown = self._unseen[key]
                if shown is None:
                    continue
                out[d.user_id] = max(d.at, shown + t.options.move_time)
            else:
                out[d.user_id] = d.at
        return out

    def in_memory(self) -> dict[str, int]:
        """How much each of the service's maps holds (for tests, benchmarks and operators)."""
        return {
            "tables": len(self._tables), "locks": len(self._locks),
            "drivers": len(self._drivers), "robots": len(self._robots),
        }  # fmt: skip

    def snapshot(self, table_id: int) -> Table:
        """A copy of the whole table, hidden cards included: for tests and tools, not players."""
        return self._get(table_id).copy()

    # -- people's requests -----------------------------------------------------------------

    async def open_table(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        name: str,
        options: TableOptions | None = None,
        *,
        parent_id: int | None = None,
    ) -> int:
        """Open a table in `channel_id` (a thread of `parent_id`, if given); its creator sits
        South and hosts. Returns its id."""
        options = options or TableOptions()
        async with self._opening:
            at = self._clock.now()
            event = Opened(guild_id, channel_id, user_id, name, options, parent_id)
            try:
                async with self._store.transaction() as tx:
                    # The limits count every process's tables: none opens one meanwhile.
                    await tx.hold_openings()
                    if self._store.shared:
                        await self._catch_up_all()
                    if self.table_in(channel_id) is not None:
                        raise ChannelHasTable()
                    self._check_limits(guild_id, parent_id or channel_id, user_id)
                    if options.ranked:
                        self._check_one_ranked(options.game, user_id, None)
                    table_id = await tx.insert_table(
                        guild_id, channel_id, Status.OPEN.value, options.private, at, options.game
                    )
                    payload = to_json(event, options.of_game)
                    await tx.append_events(
                        table_id, [StoredEvent(1, kind_of(event), "S", user_id, at, payload)]
                    )
                    await tx.set_player_names({user_id: name})
            except ChannelBusy as exc:
                raise ChannelHasTable() from exc
            self._tables[table_id] = Table.opened(table_id, event, at)
        if self._store.cluster is not None:
            await self._store.cluster.take(table_id)
        await self._tell([TableChanged(table_id, 1)])
        return table_id

    async def _catch_up_all(self) -> None:
        """Bring this process's copy of every table not yet closed up to date, from the log:
        those other processes opened, changed or closed that it has not yet heard of."""
        current = await versions(self._store)
        behind = [t for t, seq in current.items() if t not in self._tables
                  or self._tables[t].version < seq]  # fmt: skip
        behind += [t for t in self._tables if t not in current]
        for table_id in behind:
            try:
                await self.refresh(table_id)
            except NoSuchTable:
                continue

    def _check_limits(self, guild_id: int, home: int, user_id: int) -> None:
        """Refuse a new table past a limit of tables at once (see `bot.tables.limits`)."""
        active = [t for t in self._tables.values() if t.active]
        if sum(1 for t in active if t.host == user_id) >= TABLES_PER_HOST:
            raise TooManyTables(
                f"You already host {TABLES_PER_HOST} tables that are gathering players or "
                "playing. Finish one, or close one that has not started, before opening another.",
                key="error-too-many-hosted",
                count=TABLES_PER_HOST,
            )
        if sum(1 for t in active if t.home_channel == home) >= TABLES_PER_CHANNEL:
            raise TooManyTables(
                f"This channel and its threads already have {TABLES_PER_CHANNEL} tables: join "
                "one of them (`/tables` lists them) or open yours in another channel.",
                key="error-too-many-in-channel",
                count=TABLES_PER_CHANNEL,
            )
        if sum(1 for t in active if t.guild_id == guild_id) >= TABLES_PER_SERVER:
            raise TooManyTables(
                f"This server already has {TABLES_PER_SERVER} tables gathering players or "
                "playing: join one of them (`/tables` lists them) or try again when one ends.",
                key="error-too-many-in-server",
                count=TABLES_PER_SERVER,
            )

    def _check_one_ranked(self, game: str, user_id: int, here: int | None) -> None:
        """Refuse a second ranked game of `game` to a player seated in a live one (rule 1.9)."""
        for other in self._tables.values():
            if (
                other.id != here
                and other.status is Status.LIVE
                and other.options.ranked
                and other.options.game == game
                and user_id in other.humans
            ):
                raise PlayingElsewhere(
                    f"You are playing a ranked game at {other.name} (<#{other.channel_id}>): "
                    f"finish it, or leave it there with `/{game} leave` (the leaving rules "
                    "count it), before you play another.",
                    key="error-playing-elsewhere",
                    table=other.id,
                    channel=f"<#{other.channel_id}>",
                    game=game,
                )

    def _check_all_free(self, t: Table) -> None:
        """Before a ranked game starts at `t`: none of its players is in another (rule 1.9)."""
        if t.options.ranked:
            for user_id in t.humans:
                try:
                    self._check_one_ranked(t.options.game, user_id, t.id)
                except PlayingElsewhere as busy:
                    if user_id == t.host:
                        raise
                    raise PlayingElsewhere(
                        f"<@{user_id}> is playing a ranked game at another table; the game can "
                        "start once they have finished it or left this table.",
                        key="error-player-elsewhere",
                        player=f"<@{user_id}>",
                    ) from busy

    async def invite(self, table_id: int, user_id: int, version: int, invitee: int) -> int:
        def build(t: Table) -> list[Event]:
            if user_id != t.host:
                raise NotHost("Only the host can invite players.", key="error-host-invites")
            return [Invited(invitee)]

        return await self._change(table_id, version, build)

    async def sit(self, table_id: int, user_id: int, name: str, version: int, seat: Seat) -> int:
        """Take `seat` (or move to it). Returns the table's new version."""

        def build(t: Table) -> list[Event]:
            if t.options.ranked and user_id not in t.humans:
                self._check_one_ranked(t.options.game, user_id, t.id)
            return [Sat(user_id, name, seat)]

        return await self._change(table_id, version, build)

    async def leave(self, table_id: int, user_id: int, version: int) -> int:
        return await self._change(table_id, version, lambda t: [Left(user_id)])

    async def start(self, table_id: int, user_id: int, version: int) -> int:
        def build(t: Table) -> list[Event]:
            if user_id != t.host:
                raise NotHost("Only the host can start the game.", key="error-host-starts")
            self._check_all_free(t)
            return [Started()]

        return await self._change(table_id, version, build)

    async def act(self, table_id: int, user_id: int, version: int, move: str) -> int:
        """Make a move of the game (its move text: bridge "1NT", "SA", "claim3", "accept")."""

        def build(t: Table) -> list[Event]:
            self._not_away(t, user_id)
            if t.undo_asker is not None:
                raise WrongState(
                    "An undo request is waiting for an answer.", key="error-undo-waiting"
                )
            if t.status is not Status.LIVE or t.deal is None:
                raise WrongState("No deal is being played at this table.", key="error-no-deal")
            action = t.game.read_move(t.deal, move[:40], t.seats_controlled_by(user_id))
            return [Acted(action, user_id)]

        return await self._change(table_id, version, build)

    async def come_back(self, table_id: int, user_id: int, version: int) -> int:
        """Take the seat back from the robot that played while the user was away."""
        return await self._change(table_id, version, lambda t: [CameBack(user_id)])

    async def ask_undo(self, table_id: int, user_id: int, version: int) -> int:
        return await self._change(table_id, version, lambda t: [UndoAsked(user_id)])

    async def answer_undo(self, table_id: int, user_id: int, version: int, accept: bool) -> int:
        return await self._change(table_id, version, lambda t: [UndoAnswered(user_id, accept)])

    async def rematch(self, table_id: int, user_id: int, version: int) -> int:
        """Agree to play again in the same chair; the game restarts when every human agrees."""

        def build(t: Table) -> list[Event]:
            if self.table_in(t.channel_id) not in (None, t.id):
                raise ChannelHasTable()
            if t.options.ranked:
                self._check_one_ranked(t.options.game, user_id, t.id)
            return [RematchAgreed(user_id)]

        return await self._change(table_id, version, build)

    async def close(
        self, table_id: int, user_id: int, version: int, *, moderator: bool = False
    ) -> int:
        """Close the table: its host (rule 3.3), or a server moderator whatever its stage (the
        log says that a moderator closed it, and who)."""

        return await self._change(
            table_id, version, lambda t: [Closed(user_id, _closer(t, user_id, moderator))]
        )

    def closer(self, table_id: int, user_id: int, moderator: bool) -> Closer:
        """In what right `user_id` would close the table now."""
        return _closer(self._get(table_id), user_id, moderator)

    def _not_away(self, t: Table, user_id: int) -> Seat:
        seat = t.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        if seat in t.autoplay:
            raise NotAllowed(
                "A robot is playing for you; take your seat back first.",
                key="error-robot-plays-for-you",
            )
        return seat

    # -- the one path by which a table changes ---------------------------------------------

    async def _change(
        self, table_id: int, version: int | None, build: Callable[[Table], list[Event]]
    ) -> int:
        shared = self._store.shared
        if shared and table_id not in self._tables:
            await self._load(table_id)
        async with self._lock(table_id):
            while True:
                old = self._get(table_id)
                if shared and version is not None and version > old.version:
                    # The user saw a newer table than this copy: another process changed it.
                    _, old, _ = await self._catch_up(table_id)
                    if old.status is Status.CLOSED:
                        raise NoSuchTable()
                if version is not None and version != old.version:
                    raise StaleVersion()
                new = old.copy()
                at = self._clock.now()
                events: list[Event] = []
                for event in build(old):
                    new.apply(event, at)
                    events.append(event)
                while new.needs_deal:
                    assert new.match is not None
                    due = new.match.next_deal()
                    assert due is not None
                    dealt = Dealt(await self._deal(new, due))
                    new.apply(dealt, at)
                    events.append(dealt)
                if not events:
                    return old.version
                try:
                    await self._persist(old, new, events, at)
                except StaleLog:
                    # Another process changed the table first: what this request saw is gone.
                    await self._catch_up(table_id)
                    if version is not None:
                        raise StaleVersion() from None
                    continue
                break
            self._tables[table_id] = new
            self._forget_shown(new)
            notices = self._notices(old, new, events) if self._runs(table_id) else []
            if new.status is Status.CLOSED:
                self._forget(table_id)
                if self._store.cluster is not None:
                    await self._store.cluster.release(table_id)
        await self._tell(notices)
        self._kick(table_id)
        return new.version

    async def _deal(self, table: Table, due: DealDue) -> str:
        """The deal text of the table's next deal: an event's stored board, or a new shuffle."""
        event = table.options.event
        if event is not None:
            if self._boards is None:
                raise WrongState(
                    "This table plays an event's boards, and they are not here.",
                    key="error-event-boards-missing",
                )
            return await self._boards(event, table.game, due)
        rng = self._shuffler(table.id, table.game_no, table.deals_dealt + 1)
        return table.game.deal(due, rng)

    async def _persist(self, old: Table, new: Table, events: list[Event], at: float) -> None:
        deadlines = new.deadlines()
        points = [o for o in new.outbox if isinstance(o, Points)]
        level = new.options.level.value
        game = new.game
        await self._store.write(
            Changes(
                table_id=new.id,
                events=tuple(
                    StoredEvent(
                        old.version + i + 1, kind_of(e), *self._who(old, e), at, to_json(e, game)
                    )
                    for i, e in enumerate(events)
                ),
                status=new.status.value if new.status is not old.status else None,
                at=at,
                timers=_timers(new) if deadlines != old.deadlines() else None,
                deals=tuple(
                    DealRow(new.id, o.game_no, o.deal_no, o.result, _export(game, o), at)
                    for o in new.outbox
                    if isinstance(o, DealDone)
                ),
                results=tuple(
                    ResultRow(
                        new.id,
                        new.game_no,
                        new.guild_id,
                        game.name,
                        level,
                        p.user_id,
                        p.points,
                        p.reason,
                        at,
                    )
                    for p in points
                ),
                names=tuple((e.user_id, e.name) for e in events if isinstance(e, Sat)),
                ratings=_rating_update(new, points) if points else None,
            )
        )

    @staticmethod
    def _who(table: Table, event: Event) -> tuple[str | None, int | None]:
        """The seat and user an event is about, for the log's columns."""
        if isinstance(event, Acted):
            return event.action.seat.value, event.by
        if isinstance(event, Sat):
            return event.seat.value, event.user_id
        user = getattr(event, "user_id", None)
        if not isinstance(user, int):
            return None, None
        seat = table.seat_of(user)
        return (seat.value if seat is not None else None), user

    # -- telling the front end -------------------------------------------------------------

    def _notices(self, old: Table, new: Table, events: Sequence[Event]) -> list[Notice]:
        out: list[Notice] = [TableChanged(new.id, new.version)]
        for event in events:
            if isinstance(event, TimedOut):
                seat = new.seat_of(event.user_id)
                assert seat is not None
                out.append(SeatTimedOut(new.id, event.user_id, seat))
            if isinstance(event, Left):
                seat = old.seat_of(event.user_id)
                assert seat is not None
                left = [p for p in new.outbox if isinstance(p, Points) and p.reason != "game"]
                out.append(
                    PlayerLeft(
                        new.id, event.user_id, seat, {p.user_id: p.points for p in left},
                        {p.user_id: p.reason for p in left},
                    )
                )  # fmt: skip
        for o in new.outbox:
            if isinstance(o, Talk):
                out.append(TableTalk(new.id, o.game_no, o.deal_no, o.remarks, new.spoken_names()))
            if isinstance(o, DealDone):
                out.append(
                    DealFinished(
                        new.id,
                        new.version,
                        new.game.name,
                        o.game_no,
                        o.deal_no,
                        o.deal_number,
                        o.result,
                        o.record,
                        new.match,
                        o.players,
                    )
                )
            if isinstance(o, GameDone):
                final = {
                    p.user_id: p.points
                    for p in new.outbox
                    if isinstance(p, Points) and p.reason == "game"
                }
                out.append(GameFinished(new.id, o.game_no, o.totals, o.winner, final, o.remake))
        if new.status is Status.CLOSED:
            moderators = [
                e.user_id for e in events if isinstance(e, Closed) and e.by is Closer.MODERATOR
            ]
            out.append(TableClosed(new.id, next(iter(moderators), None)))
            return out
        for seat in new.owing:
            uid = new.user_controlling(seat)
            if uid is not None:
                out.append(YourTurn(new.id, new.version, uid, seat))
        if new.undo_asker is not None:
            asker = new.seat_of(new.undo_asker)
            assert asker is not None
            for uid in sorted(new.undo_waiting):
                out.append(UndoToAnswer(new.id, new.version, uid, asker))
        return out

    async def _tell(self, notices: list[Notice]) -> None:
        for notice in notices:
            for listener in self._listeners:
                try:
                    await listener(notice)
                except Exception:
                    # The kind of notice, not the notice: a deal's record holds every hand.
                    log.exception(
                        "a table listener failed on %s at table %s",
                        type(notice).__name__, notice.table_id,
                    )  # fmt: skip

    # -- robots ----------------------------------------------------------------------------

    def _lock(self, table_id: int) -> asyncio.Lock:
        """The table's lock. Only a table in memory has one, so a closed table leaves none."""
        if table_id not in self._tables:
            raise NoSuchTable()
        return self._locks.setdefault(table_id, asyncio.Lock())

    def _kick(self, table_id: int) -> None:
        if table_id in self._tables and table_id not in self._drivers and self._runs(table_id):
            self._drivers[table_id] = asyncio.create_task(self._drive(table_id))

    def _robot_job(self, t: Table) -> Seat | None:
        for seat in t.owing:
            if t.user_controlling(seat) is None:
                return seat
        return None

    async def _drive(self, table_id: int) -> None:
        loop = asyncio.get_running_loop()
        try:
            while True:
                try:
                    lock = self._lock(table_id)
                except NoSuchTable:
                    self._drivers.pop(table_id, None)
                    return
                async with lock:
                    t = self._tables.get(table_id)
                    seat = self._robot_job(t) if t is not None else None
                    # A table given up to another process is that process's to drive.
                    if t is None or seat is None or t.deal is None or not self._runs(table_id):
                        self._drivers.pop(table_id, None)
                        return
                    version = t.version
                    game = t.game
                    # The robot sees only its seat's view; a judge (see `Judge`) gets a copy
                    # of the whole deal, and its answer never reaches a robot's play.
                    view = game.seat_view(t.deal, seat, t.rules)
                    robot = self._robot_for(t, seat)
                    judged = t.deal.copy() if self._judge is not None else None
                try:
                    action = await loop.run_in_executor(
                        None, self._robot_move, game, robot, view, judged, seat
                    )
                except Exception:
                    # A failing robot must not stall the table: the simplest robot stands in.
                    log.exception("robot at table %s, %s, failed", table_id, seat)
                    action = game.simple_robot().decide(view)
                try:
                    await self._change(table_id, version, _just(Acted(action, None)))
                except StaleVersion:
                    continue
                except NoSuchTable:
                    self._drivers.pop(table_id, None)
                    return
                except RuleError as exc:
                    # Why, by the refusal's key: its words may name the robot's cards.
                    why = getattr(exc, "key", None) or type(exc).__name__
                    log.warning("robot at table %s, %s, chose badly (%s)", table_id, seat, why)
                    fallback = game.simple_robot().decide(view)
                    await self._change(table_id, version, _just(Acted(fallback, None)))
        except BaseException:
            self._drivers.pop(table_id, None)
            raise

    def _robot_move(
        self, game: Game, robot: Robot, view: Any, judged: DealState | None, seat: Seat
    ) -> Action:
        """The robot's move (runs in an executor thread): the judge's, where it answers."""
        if judged is not None and self._judge is not None:
            answer = self._judge(game, judged, seat)
            if answer is not None:
                return answer
        return robot.decide(view)

    def _forget_shown(self, table: Table) -> None:
        """A held timer ends with the turn it was held for."""
        owing = _owing_users(table)
        for key in [k for k in self._unseen if k[0] == table.id and k[1] not in owing]:
            del self._unseen[key]

    def _forget(self, table_id: int) -> None:
        """Drop a closed table from memory; its log, results and records stay in the store.
        Requests already waiting on its lock find it gone."""
        del self._tables[table_id]
        self._locks.pop(table_id, None)
        for held in [k for k in self._unseen if k[0] == table_id]:
            del self._unseen[held]
        for key in [k for k in self._robots if k[0] == table_id]:
            del self._robots[key]

    def _robot_for(self, t: Table, seat: Seat) -> Robot:
        key = (t.id, seat)
        if key not in self._robots:
            self._robots[key] = self._robot_factory(t.game, t.options)
        return self._robots[key]

    # -- timers ----------------------------------------------------------------------------

    def turn_not_shown(self, table_id: int, user_id: int) -> None:
        """The front end could not show `user_id` their turn: hold their move timer."""
        table = self._tables.get(table_id)
        if table is not None and user_id in _owing_users(table):
            self._unseen.setdefault((table_id, user_id), None)

    def turn_shown(self, table_id: int, user_id: int) -> None:
        """The turn reached the player at last: their move timer runs again, in full."""
        if (table_id, user_id) in self._unseen:
            self._unseen[(table_id, user_id)] = self._clock.now()

    def _timer_held(self, table: Table, timer: StoredTimer, now: float) -> bool:
        """Whether a move timer waits because its turn was shown late or not yet."""
        if timer.kind != "move" or (table.id, timer.user_id) not in self._unseen:
            return False
        shown = self._unseen[(table.id, timer.user_id)]
        return shown is None or now < shown + table.options.move_time

    async def run_due_timers(self) -> int:
        """Fire every warning and deadline that is due, and close the tables that have waited
        too long; returns how many fired."""
        await self.take_over()
        now = self._clock.now()
        fired = await self._close_waiting(now)
        for timer in await self._store.timers():
            table = self._tables.get(timer.table_id)
            if table is None or not self._runs(table.id) or self._timer_held(table, timer, now):
                continue
            if timer.deadline <= now:
                fired += await self._expire(table.id, timer)
            elif timer.warn_at is not None and timer.warn_at <= now and not timer.warned:
                async with self._store.transaction() as tx:
                    await tx.mark_warned(timer.table_id, timer.kind, timer.seat)
                await self._tell(
                    [TimerWarning(table.id, timer.user_id, Seat(timer.seat), timer.deadline - now)]
                )
                fired += 1
        return fired

    async def _close_waiting(self, now: float) -> int:
        """Close the tables whose time to gather players, or to agree a rematch, has run out."""

        def build(t: Table) -> list[Event]:
            due = t.closes_at()
            return [Closed(None, Closer.TIME)] if due is not None and due <= now else []

        closed = 0
        for table in list(self._tables.values()):
            due = table.closes_at()
            if due is not None and due <= now and self._runs(table.id):
                try:
                    await self._change(table.id, None, build)
                except NoSuchTable:
                    continue
                closed += int(table.id not in self._tables)
        return closed

    async def _expire(self, table_id: int, timer: StoredTimer) -> int:
        def build(t: Table) -> list[Event]:
            due = [
                d for d in t.deadlines()
                if (d.kind, d.seat.value, d.user_id) == (timer.kind, timer.seat, timer.user_id)
                and d.at <= self._clock.now()
            ]  # fmt: skip
            if not due or self._timer_held(t, timer, self._clock.now()):
                return []
            if timer.kind == "move":
                return [TimedOut(timer.user_id)]
            return [Left(timer.user_id, "timeout")]

        table = self._tables.get(table_id)
        if table is None:
            return 0
        before = table.version
        try:
            after = await self._change(table_id, None, build)
        except NoSuchTable:
            return 0
        return int(after != before)

    async def run_timers(self, poll: float = 1.0) -> None:
        """Fire timers forever, checking every `poll` seconds (start it once at start-up)."""
        await every(poll, self.run_due_timers, "the table timers")


def _timers(table: Table) -> tuple[StoredTimer, ...]:
    """The table's deadlines as the store keeps them."""
    return tuple(
        StoredTimer(table.id, d.kind, d.seat.value, d.user_id, d.at, d.warn_at, False)
        for d in table.deadlines()
    )


def _due(timer: StoredTimer) -> tuple[Any, ...]:
    """What a timer is, its warning sent or not aside."""
    return (timer.kind, timer.seat, timer.user_id, timer.deadline, timer.warn_at)


def _owing_users(table: Table) -> set[int]:
    """The people the table waits for now."""
    return {u for s in table.owing if (u := table.user_controlling(s)) is not None}


def _export(game: Game, done: DealDone) -> str:
    """The finished deal as the store keeps it: the game's first export format."""
    return next(iter(game.exports(done.record).values()), "")


def _rating_update(table: Table, points: list[Points]) -> RatingUpdate:
    """Ratings move for the users given points: at the end of a game all together; for a
    departure, each user whose points are not zero, against the lineup they left."""
    everyone = {p.user_id for p in points} | {
        u for p in points for u in (p.partner, *p.opponents) if u is not None
    }

    def compute(current: dict[int, Rating]) -> dict[int, Rating]:
        updated: dict[int, Rating] = {}
        for p in points:
            if p.reason != "game" and p.points == 0:
                continue
            sides = [[p.user_id, p.partner], list(p.opponents)]
            ranks = {1: [1, 2], 0: [1, 1], -1: [2, 1]}[p.points]
            updated[p.user_id] = rate_sides(sides, ranks, current)[p.user_id]
        return updated

    return RatingUpdate(
        table.guild_id, table.game.name, table.options.level.value, frozenset(everyone), compute
    )


def _closer(t: Table, user_id: int, moderator: bool) -> Closer:
    """A host closing what a host may close does so as its host; otherwise a moderator may."""
    if moderator and not (user_id == t.host and t.status is not Status.LIVE):
        return Closer.MODERATOR
    return Closer.HOST


def _just(*events: Event) -> Callable[[Table], list[Event]]:
    return lambda _table: list(events)
