"""The table service: the one entry point through which people and robots change tables.

It knows nothing of Discord. The front end calls it with user ids and the table version the
user saw; the service checks the request under the table's lock, applies it to a copy of the
table, writes the events (with any results, deal records and timers) in one transaction, keeps
the copy, and only then tells the listeners. That path, `_change`, is the only one by which a
table changes; every command here and every part beside it goes through it.

The parts beside it each have one job: `copies` (this process's copy of each table and its
lock), `openings` (the limits, and opening one table or an event's round of them at once),
`reader` (what the front end may read), `robots` (the robot driver), `timers` (move
timers, warnings, closing idle tables), `following` (other processes' changes on a shared
store, and the leases), `history` (a table's life read back from its log); `announce` turns a
committed change into notices and `rows` into what the store writes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence

from bot.games.cards import Shuffler, secure_rng
from bot.games.game import AnyGame, DealDue
from bot.games.hints import Hint
from bot.games.seats import Seat
from bot.store.base import TableStore
from bot.store.errors import StaleLog, StoreInDoubt
from bot.store.rows import Changes
from bot.tables import rows
from bot.tables.announce import Listeners, notices
from bot.tables.checks import check_all_free, check_not_away, check_one_ranked
from bot.tables.clock import Clock, SystemClock, every
from bot.tables.copies import Copies
from bot.tables.errors import (
    ChannelHasTable,
    NoSuchTable,
    NotHost,
    StaleVersion,
    WrongState,
)
from bot.tables.events import (
    Acted,
    CameBack,
    Closed,
    Dealt,
    Event,
    HintGiven,
    Invited,
    Left,
    RematchAgreed,
    Sat,
    Started,
    UndoAnswered,
    UndoAsked,
)
from bot.tables.following import Following
from bot.tables.hinting import hint_seat
from bot.tables.history import History, logged
from bot.tables.notices import Listener, Notice
from bot.tables.openings import Keeping, Openings
from bot.tables.options import Opening, TableOptions
from bot.tables.reader import TableReader, closer
from bot.tables.robots import Judge, RobotDriver, RobotFactory, simple_robots
from bot.tables.status import Status
from bot.tables.table import Table, replay
from bot.tables.timers import Timers
from bot.tables.views import seat_view

#: Gives the shuffler for a table's deal: (table id, match number, deal number).
ShufflerFor = Callable[[int, int, int], Shuffler]


def _secure(table_id: int, match_no: int, deal_no: int) -> Shuffler:
    return secure_rng()


#: Gives the deal text of an event's board: (the event, the game, the deal its match says is
#: due). An event's boards are dealt once and kept, so every table that plays it gets the same.
BoardSource = Callable[[str, AnyGame, DealDue], Awaitable[str]]


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
        self._shuffler = shuffler
        self._boards: BoardSource | None = None
        self._copies = Copies()
        self._listeners = Listeners()
        tell = self._listeners.tell
        self.robots = RobotDriver(
            self._copies,
            self._change,
            lambda t: self.following.runs(t),
            robots,
            judge,
            recheck=lambda t: self.following.recheck(t),
        )
        self.following = Following(
            store, self._copies, self.robots, self._change, tell, self._notices
        )
        self.timers = Timers(
            store, self._clock, self._copies, self._change, tell, self.following.runs
        )
        self.reader = TableReader(self._copies, self.timers.move_deadlines)
        self.history = History(store)
        self.openings = Openings(
            store, self._clock, self._copies, self.following, tell, self._notices
        )

    # -- set-up and running ----------------------------------------------------------------

    @property
    def clock(self) -> Clock:
        """The time the tables go by (an event's day and start times go by it too)."""
        return self._clock

    def subscribe(self, listener: Listener) -> None:
        self._listeners.subscribe(listener)

    def serve_events(self, boards: BoardSource) -> None:
        """Deal the tables of duplicate events (their options name the event) from `boards`."""
        self._boards = boards

    async def recover(self) -> int:
        """Rebuild every table that is not closed from its log; returns how many. Their
        timers become what the rules give now (a timer the store lacks is written)."""
        cluster = self._store.cluster
        await self.following.listen()
        for table_id in await self._store.active_tables():
            self._copies.put(replay(table_id, await logged(self._store, table_id)))
            if cluster is not None:
                await cluster.take(table_id)
        stored: dict[int, set[rows.TimerKey]] = {}
        for timer in await self._store.timers():
            stored.setdefault(timer.table_id, set()).add(rows.timer_key(timer))
        for table in self._copies:
            timers = rows.timers(table)
            if {rows.timer_key(t) for t in timers} != stored.get(table.id, set()):
                await self._store.write(Changes(table.id, (), timers=timers))
            if table.needs_deal and self.following.runs(table.id):
                await self._change(table.id, None, lambda t: [])
            self.robots.kick(table.id)
        return len(self._copies)

    async def run_due_timers(self) -> int:
        """Take over the tables whose process died (a shared store), then fire every timer
        that is due; returns how many fired."""
        await self.following.take_over()
        return await self.timers.run_due()

    async def run_timers(self, poll: float = 1.0) -> None:
        """Fire timers forever, checking every `poll` seconds (start it once at start-up); on a
        shared store, take a dead process's tables over as soon as it ends."""
        watching = asyncio.create_task(self.following.watch())
        try:
            await every(poll, self.run_due_timers, "the table timers")
        finally:
            watching.cancel()
            await asyncio.gather(watching, return_exceptions=True)

    async def wait_idle(self) -> None:
        """Wait until no robot has anything left to do (tests, benchmarks, the demo)."""
        await self.robots.wait_idle()

    async def shutdown(self) -> None:
        """Stop the robots' work in progress; every committed change is already safe."""
        await self.robots.stop()
        await self.following.stop()

    def in_memory(self) -> dict[str, int]:
        """How much each of the service's maps holds (for tests, benchmarks and operators)."""
        return {
            "tables": len(self._copies), "locks": self._copies.lock_count,
            **self.robots.in_memory(), **self.timers.in_memory(),
        }  # fmt: skip

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
        keep: Keeping | None = None,
    ) -> int:
        """Open a table in `channel_id` (a thread of `parent_id`, if given); its creator sits
        South and hosts. What `keep` writes is kept with it, or the table is not opened.
        Returns its id."""
        opening = Opening(guild_id, channel_id, user_id, name, options or TableOptions(),
                          parent_id)  # fmt: skip
        return (await self.openings.open([opening], keep))[0]

    async def invite(self, table_id: int, user_id: int, version: int, invitee: int) -> int:
        def build(t: Table) -> list[Event]:
            if user_id != t.host:
                raise NotHost(key="error-host-invites")
            return [Invited(invitee)]

        return await self._change(table_id, version, build)

    async def sit(
        self, table_id: int, user_id: int, name: str, version: int | None, seat: Seat
    ) -> int:
        """Take `seat` (or move to it). Returns the table's new version."""

        def build(t: Table) -> list[Event]:
            if t.options.ranked and user_id not in t.humans:
                check_one_ranked(self._copies, t.options.game, user_id, t.id)
            return [Sat(user_id, name, seat)]

        return await self._change(table_id, version, build)

    async def leave(self, table_id: int, user_id: int, version: int | None) -> int:
        return await self._change(table_id, version, lambda t: [Left(user_id)])

    async def start(self, table_id: int, user_id: int, version: int | None) -> int:
        def build(t: Table) -> list[Event]:
            if user_id != t.host:
                raise NotHost(key="error-host-starts")
            check_all_free(self._copies, t)
            return [Started()]

        return await self._change(table_id, version, build)

    async def act(self, table_id: int, user_id: int, version: int, move: str) -> int:
        """Make a move of the game (its move text: bridge "1NT", "SA", "claim3", "accept")."""

        def build(t: Table) -> list[Event]:
            check_not_away(t, user_id)
            if t.undo_asker is not None:
                raise WrongState(key="error-undo-waiting")
            if t.status is not Status.LIVE or t.deal is None:
                raise WrongState(key="error-no-deal")
            away = t.options.away_until
            if away is not None and self._clock.now() >= away:
                # Rule 10.9: the day has closed; its table closes with the boards played.
                raise WrongState(key="error-event-day-over")
            action = t.game.read_move(t.deal, move[:40], t.seats_controlled_by(user_id))
            return [Acted(action, user_id)]

        return await self._change(table_id, version, build)

    async def hint(self, table_id: int, user_id: int, version: int) -> Hint:
        """A hint for the player whose turn it is (rule 7.4), asked at the table's `version`:
        worked out off the event loop from their seat's view alone, as a robot sees the deal,
        then logged (`HintGiven`) before it is returned to be shown. The table refuses it in
        ranked, event and tournament games, off turn, and once the table has moved on."""
        if self._store.shared and table_id not in self._copies:
            await self.following.load(table_id)
        caught: list[Notice] = []
        try:
            async with self._copies.lock(table_id):
                t = self._copies.get(table_id)
                if self._store.shared and version > t.version:
                    # The player saw a newer table than this copy: another process changed it.
                    ahead = await self.following.catch_up(table_id)
                    caught = self.following.told_of(*ahead)
                    t = ahead[1]
                if version != t.version:
                    raise StaleVersion()
                seat = hint_seat(t, user_id)
                game, level, rules = t.game, t.options.level, t.rules
                view = seat_view(t, seat)
        finally:
            if caught:
                # As in `_change`: the notification of that commit will tell nothing.
                await self._listeners.tell(caught)
                self.robots.kick(table_id)
        loop = asyncio.get_running_loop()
        advice = await loop.run_in_executor(None, game.hint, view, level, rules)
        move = game.move_text(advice.action)
        await self._change(table_id, version, _just(HintGiven(user_id, move)))
        return advice

    async def come_back(self, table_id: int, user_id: int, version: int | None) -> int:
        """Take the seat back from the robot that played while the user was away."""
        return await self._change(table_id, version, lambda t: [CameBack(user_id)])

    async def ask_undo(self, table_id: int, user_id: int, version: int) -> int:
        return await self._change(table_id, version, lambda t: [UndoAsked(user_id)])

    async def answer_undo(self, table_id: int, user_id: int, version: int, accept: bool) -> int:
        return await self._change(table_id, version, lambda t: [UndoAnswered(user_id, accept)])

    async def rematch(self, table_id: int, user_id: int, version: int) -> int:
        """Agree to play again in the same chair; the game restarts when every human agrees."""

        def build(t: Table) -> list[Event]:
            if self._copies.in_channel(t.channel_id) not in (None, t.id):
                raise ChannelHasTable()
            if t.options.ranked:
                check_one_ranked(self._copies, t.options.game, user_id, t.id)
            return [RematchAgreed(user_id)]

        return await self._change(table_id, version, build)

    async def close(
        self, table_id: int, user_id: int, version: int | None, *, moderator: bool = False
    ) -> int:
        """Close the table: its host (rule 3.3), or a server moderator whatever its stage (the
        log says that a moderator closed it, and who)."""

        return await self._change(
            table_id, version, lambda t: [Closed(user_id, closer(t, user_id, moderator))]
        )

    # -- the one path by which a table changes ---------------------------------------------

    async def _change(
        self, table_id: int, version: int | None, build: Callable[[Table], list[Event]]
    ) -> int:
        """Apply the events `build` makes of the table (at `version`, the one the user saw;
        None for the service's own work and for a command, which acts on the table as it
        stands when its turn comes), deal what the match needs next, commit, keep the new
        copy, then tell. Returns the table's new version."""
        caught: list[Notice] = []
        try:
            return await self._apply(table_id, version, build, caught)
        finally:
            if caught:
                # The change was refused or came to nothing after this copy caught up with
                # another process's commit, whose notification will now find the copy current
                # and tell nothing: tell what the catching up showed, and let the robots go on.
                await self._listeners.tell(caught)
                self.robots.kick(table_id)

    async def _apply(
        self,
        table_id: int,
        version: int | None,
        build: Callable[[Table], list[Event]],
        caught: list[Notice],
    ) -> int:
        """`_change`; what catching up with other processes' commits showed is put in
        `caught`, and told here, before the change, if the change is made."""
        shared = self._store.shared
        if shared and table_id not in self._copies:
            await self.following.load(table_id)
        async with self._copies.lock(table_id):
            while True:
                old = self._copies.get(table_id)
                if shared and version is not None and version > old.version:
                    # The user saw a newer table than this copy: another process changed it.
                    ahead = await self.following.catch_up(table_id)
                    caught += self.following.told_of(*ahead)
                    old = ahead[1]
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
                    await self._store.write(rows.changes(old, new, events, at))
                except StaleLog:
                    # Another process changed the table first: what this request saw is gone.
                    caught += self.following.told_of(*await self.following.catch_up(table_id))
                    if version is not None:
                        raise StaleVersion() from None
                    continue
                except StoreInDoubt:
                    # Committed or not, the log will say once the store answers again; until
                    # then this copy stays as it was, and nobody is told of the change.
                    self.following.recheck(table_id)
                    raise
                break
            self._copies.put(new)
            told = self._notices(old, new, events) if self.following.runs(table_id) else []
            if new.status is Status.CLOSED:
                self._copies.forget(table_id)
                if self._store.cluster is not None:
                    await self._store.cluster.release(table_id)
        told = [*caught, *told]
        caught.clear()
        await self._listeners.tell(told)
        self.robots.kick(table_id)
        return new.version

    def _notices(self, old: Table, new: Table, events: Sequence[Event]) -> list[Notice]:
        """What the listeners are told of a committed change (timers' deadlines included)."""
        return notices(old, new, events, self.timers.move_deadlines)

    async def _deal(self, table: Table, due: DealDue) -> str:
        """The deal text of the table's next deal: an event's stored board, the deal a table
        plays again, or a new shuffle."""
        if table.options.board is not None:
            return table.game.deal_board(table.options.board, due)
        event = table.options.event
        if event is not None:
            if self._boards is None:
                raise WrongState(
                    key="error-event-boards-missing",
                )
            return await self._boards(event, table.game, due)
        rng = self._shuffler(table.id, table.match_no, table.deals_dealt + 1)
        return table.game.deal(due, rng)


def _just(*events: Event) -> Callable[[Table], list[Event]]:
    return lambda _table: list(events)
