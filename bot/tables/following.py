"""Following the other processes on a shared store (PostgreSQL): their changes to the tables,
and the leases that say which process runs each table's timers and robots.

On a shared store the log is the truth and this process's copies may be behind: a table
another process opened is read from its log on first use (`load`), and one it changed is
brought up to date by applying the events it logged since (`catch_up`), whether a notification
told of them or a refused write showed this copy was stale. The process that holds a table's
lease tells its listeners of every change, whichever process made it; `take_over` shares the
leases fairly among the live processes and takes those whose holder died.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence

from bot.store.base import TableStore
from bot.store.common import last_table, opened_after, versions
from bot.store.errors import StoreInDoubt, StoreUnreachable
from bot.store.rows import StoredEvent
from bot.tables.copies import Copies
from bot.tables.errors import NoSuchTable
from bot.tables.events import Event, from_json
from bot.tables.history import logged
from bot.tables.notices import Notice, TableArrived, TableLetGo
from bot.tables.robots import Change, RobotDriver
from bot.tables.status import Status
from bot.tables.table import Table, replay

log = logging.getLogger(__name__)

#: How often a table whose change the database left in doubt asks it again (see `recheck`).
RECHECK_EVERY = 0.5
#: How often the watch on the other processes (see `watch`) looks again for those that
#: joined; and how long it waits after the database stopped answering.
WATCH_AGAIN = 5.0


class Following:
    def __init__(
        self,
        store: TableStore,
        copies: Copies,
        robots: RobotDriver,
        change: Change,
        tell: Callable[[Sequence[Notice]], Awaitable[None]],
        notices: Callable[[Table, Table, Sequence[Event]], list[Notice]],
    ) -> None:
        self._store = store
        #: What a committed change is told as (see `bot.tables.announce`).
        self._notices = notices
        self._copies = copies
        self._robots = robots
        self._change = change
        self._tell = tell
        self._loading = asyncio.Lock()
        #: Notifications of other processes' commits still being followed.
        self._following: set[asyncio.Task[None]] = set()
        #: Those whose copy is not yet brought up to date (each done once it is).
        self._applying: set[asyncio.Future[None]] = set()
        #: Since when this process knows every table without reading them all again: the
        #: cluster's connection on which it has heard every commit since it last read them
        #: all, and the last table opened then (see `catch_up_all`). None: read them all.
        self._whole: tuple[int, int] | None = None
        #: One take-over at a time: the timer round's, or the watch's (see `watch`).
        self._taking = asyncio.Lock()

    def runs(self, table_id: int) -> bool:
        """Whether this process runs the table's timers and robots and tells of its changes:
        always on a store of its own, else while it holds the table's lease."""
        cluster = self._store.cluster
        return cluster is None or cluster.holds(table_id)

    @property
    def leased(self) -> frozenset[int]:
        """The tables whose timers and robots this process runs (all, on a store of its own)."""
        return frozenset(t for t in self._copies.ids if self.runs(t))

    async def listen(self) -> None:
        """Hear of the other processes' commits from now on (a shared store only)."""
        cluster = self._store.cluster
        if cluster is not None:
            await cluster.listen(self._heard)

    async def stop(self) -> None:
        for task in self._following:
            task.cancel()
        await asyncio.gather(*self._following, return_exceptions=True)

    async def load(self, table_id: int) -> None:
        """Read a table this process does not hold into memory, from its log; the front end
        then reads where its messages are."""
        if await self._read(table_id):
            await self._tell([TableArrived(table_id)])

    async def _read(self, table_id: int) -> bool:
        """Read a table into memory from its log unless it is there; True when read now."""
        async with self._loading:
            if table_id in self._copies:
                return False
            events = await logged(self._store, table_id)
            if not events:
                raise NoSuchTable()
            table = replay(table_id, events)
            if table.status is Status.CLOSED:
                raise NoSuchTable()
            self._copies.put(table)
        return True

    async def catch_up(
        self, table_id: int, told: tuple[StoredEvent, ...] | None = None
    ) -> tuple[Table, Table, list[Event]]:
        """Apply what other processes logged since this copy of the table (hold its lock):
        the events a notification carried, when they follow on from the copy, else those the
        log holds. Returns the copy before, after, and the events between; a table closed
        meanwhile is forgotten."""
        old = self._copies.get(table_id)
        new = old.copy()
        events: list[Event] = []
        game = old.options.of_game
        if not told or told[0].seq != old.version + 1:
            told = tuple(await self._store.events(table_id, old.version))
        for stored in told:
            event = from_json(stored.kind, stored.payload, game)
            new.apply(event, stored.at)
            events.append(event)
        self._copies.put(new)
        if new.status is Status.CLOSED:
            self._copies.forget(table_id)
            cluster = self._store.cluster
            if cluster is not None:
                await cluster.release(table_id)
        return old, new, events

    def told_of(self, old: Table, new: Table, events: Sequence[Event]) -> list[Notice]:
        """What catching a table up (`catch_up`) is told as: by the process that runs it."""
        return self._notices(old, new, events) if events and self.runs(new.id) else []

    async def catch_up_all(self) -> None:
        """Bring this process's copy of every table not yet closed up to date: those other
        processes opened, changed or closed that it has not yet heard of. Called while no
        process can open a table (the openings' guard).

        Every commit to a table notifies the cluster's connection, so once this process has
        read every table on a connection that still listens, it need not read them all
        again: it waits until it has heard every commit made so far and brought its copies
        up to date (`Cluster.heard_all`), then reads the tables opened since, which no commit
        announced. That costs the same whatever the number of tables. A lost connection, a
        slow notification or a failure to follow one reads every table again."""
        cluster = self._store.cluster
        if cluster is not None and self._whole is not None:
            generation, last = self._whole
            if await cluster.heard_all() == generation:
                await asyncio.gather(*self._applying)
                last, opened = await opened_after(self._store, last)
                for table_id in opened:
                    try:
                        await self.load(table_id)
                    except NoSuchTable:
                        continue
                if self._whole is not None:
                    self._whole = (generation, last)
                    return
        self._whole = None
        if cluster is None:
            await self._read_all()
            return
        listening = await cluster.listening()
        last = await last_table(self._store)
        await self._read_all()
        if cluster.generation == listening:
            self._whole = (listening, last)

    async def _read_all(self) -> None:
        """Bring every table's copy up to date from the log, reading every table's version."""
        current = await versions(self._store)
        behind = [t for t, seq in current.items()
                  if (copy := self._copies.find(t)) is None or copy.version < seq]  # fmt: skip
        behind += [t for t in self._copies.ids if t not in current]
        for table_id in behind:
            try:
                await self.refresh(table_id)
            except NoSuchTable:
                continue

    async def refresh(self, table_id: int) -> None:
        """Make this process's copy of the table current (a shared store: another process may
        have changed it, or opened it, since); before answering from the copy, for example a
        click that reached this process for a table another one runs."""
        if not self._store.shared:
            return
        if table_id not in self._copies:
            await self.load(table_id)
            return
        async with self._copies.lock(table_id):
            old, new, events = await self.catch_up(table_id)
        if events and self.runs(table_id):
            await self._tell(self._notices(old, new, events))
            self._robots.kick(table_id)

    def recheck(self, table_id: int) -> None:
        """The database stopped answering during a change of the table: once it answers again,
        read the table from its log (the change is there or it is not), tell what it says, and
        let the robots go on (in the background)."""
        name = f"recheck table {table_id}"
        if any(task.get_name() == name for task in self._following):
            return
        task = asyncio.create_task(self._recheck_when_answered(table_id), name=name)
        self._following.add(task)
        task.add_done_callback(self._following.discard)

    async def _recheck_when_answered(self, table_id: int) -> None:
        while True:
            try:
                await self.refresh(table_id)
                break
            except (StoreUnreachable, StoreInDoubt):
                await asyncio.sleep(RECHECK_EVERY)
            except NoSuchTable:
                return
        self._robots.kick(table_id)

    def _heard(self, table_id: int, seq: int, events: tuple[StoredEvent, ...] | None) -> None:
        """Another process committed to a table: follow it (in the background)."""
        applied: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._applying.add(applied)
        applied.add_done_callback(self._applying.discard)
        task = asyncio.create_task(self._follow(table_id, seq, events, applied))
        self._following.add(task)
        task.add_done_callback(self._following.discard)
        # A task cancelled before it ran applies nothing, and is waited for no longer.
        task.add_done_callback(lambda _: _settle(applied))

    async def _follow(
        self,
        table_id: int,
        seq: int,
        told: tuple[StoredEvent, ...] | None,
        applied: asyncio.Future[None],
    ) -> None:
        told_of: list[Notice] = []
        moved = False
        try:
            if table_id not in self._copies:
                # A table opened by another process: known here, so that this process's
                # commands see it; its lease stays with whoever holds it.
                if await self._read(table_id):
                    told_of = [TableArrived(table_id)]
            else:
                async with self._copies.lock(table_id):
                    if self._copies.get(table_id).version >= seq:
                        return
                    old, new, events = await self.catch_up(table_id, told)
                moved = self.runs(table_id)
                if moved:
                    told_of = self._notices(old, new, events)
        except NoSuchTable:
            return
        except Exception:
            # This copy may stay behind: the next opening reads every table again.
            self._whole = None
            log.exception("following table %s failed", table_id)
            return
        finally:
            # The copy is as current as this notification makes it (`catch_up_all`).
            _settle(applied)
        try:
            if told_of:
                await self._tell(told_of)
            if moved:
                self._robots.kick(table_id)
        except Exception:
            log.exception("telling of table %s failed", table_id)

    async def watch(self) -> None:
        """Take the tables of a process that ends over the moment it ends (a shared store),
        rather than at the next timer round; forever (cancel it to stop)."""
        cluster = self._store.cluster
        if cluster is None:
            return
        while True:
            try:
                if await cluster.ended(WATCH_AGAIN):
                    await self.take_over()
            except (StoreUnreachable, StoreInDoubt):
                await asyncio.sleep(WATCH_AGAIN)
            except Exception:
                log.exception("watching the other processes failed")
                await asyncio.sleep(WATCH_AGAIN)

    async def take_over(self) -> list[int]:
        """Share the tables' leases fairly among the live processes: up to this process's
        share (the tables not yet closed over the processes), take the leases nobody holds
        (their holder died, or gave them up), bring those tables up to date, redraw them and
        run their timers and robots from now on; past its share (after every process started
        at once, the first held every table), give up the surplus for the others to take.
        Returns the tables taken."""
        async with self._taking:
            return await self._take_over()

    async def _take_over(self) -> list[int]:
        """`take_over`, while no other runs."""
        cluster = self._store.cluster
        if cluster is None:
            return []
        live, active = await cluster.standing()
        share = -(-active // max(live, 1))
        held = self.leased
        if len(held) > share:
            # Tables whose robots are not thinking first, so that no thought is wasted.
            busy = self._robots.busy
            surplus = sorted(held, key=lambda t: (t in busy, -t))[: len(held) - share]
            for table_id in surplus:
                await self._tell([TableLetGo(table_id)])
                await cluster.release(table_id)
            return []
        taken: list[int] = []
        for table_id in await cluster.take_unleased(share - len(held)):
            try:
                if table_id in self._copies:
                    async with self._copies.lock(table_id):
                        await self.catch_up(table_id)
                else:
                    await self.load(table_id)
                table = self._copies.get(table_id)
            except NoSuchTable:
                await cluster.release(table_id)
                continue
            taken.append(table_id)
            # What changed while nobody held the table was told to no one: show it as it is,
            # where its messages are now.
            await self._tell([TableArrived(table_id), *self._notices(table, table, [])])
            if table.needs_deal:
                await self._change(table_id, None, lambda t: [])
            self._robots.kick(table_id)
        return taken


def _settle(applied: asyncio.Future[None]) -> None:
    if not applied.done():
        applied.set_result(None)
