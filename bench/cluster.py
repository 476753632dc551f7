"""Benchmark: several bot processes on one PostgreSQL, one of them killed in the middle.

Starts a throwaway PostgreSQL server and two to four service processes (the table service
without Discord) on one database. Each process opens its share of N bridge tables (one deal
each; South and North people, East and West the plainest legal robots, so that the figures
are the platform's, not the robots' thinking). The people live in this process, not in the
service processes, as they live on Discord: the process running a table tells them their
turn as its front end would (the hand notice, with the move its button carries); a person
thinks for a random time around `--think` seconds, then clicks, and the click reaches a
process chosen at random, as DM clicks reach whichever shard gets them, with the version the
message showed. After `--kill-after` seconds one process is killed with SIGKILL; the others
take its tables' leases over (its robots and timers) and tell the people their turn again,
and a click sent to it gets no answer and is sent again elsewhere, as a player clicks again.

Prints the actions per second (people's and robots'), the latency of the people's actions
(p50, p95, max; in the process from the click read, and from the click sent; before and after
the kill), how long the killed process's tables took to be taken over, and the check of every
table's log: each acknowledged action in the log at its place, no gap, no duplicate, every
log replaying to a finished deal.

    python -m bench.cluster [--processes 2] [--tables 200] [--think 2.0] [--kill-after 10]
        [--poll 1.0] [--seconds S] [--profile DIR]

With `--seconds` the people stop after that long (deals left unfinished are not counted
against the run); `--profile` has each service process write its profile into DIR. Also
printed: the processor seconds each process, the PostgreSQL server and this process (the
people) spent over the play, which says which of them is the limit.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import signal
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.games.bridge.formats import FormatKind
from bot.games.seats import Seat
from bot.tables.errors import StaleVersion, TableError

ROOT = Path(__file__).resolve().parents[1]
#: Tables per server stay under the per-server limit.
PER_GUILD = 100
#: How long a table's people may wait to be told their turn (the robots' moves, or the
#: takeover) before the table is counted as stuck, rather than waited for forever.
STUCK_AFTER = 30.0


def _people(k: int) -> tuple[int, int]:
    return 10_000 + 2 * k, 10_001 + 2 * k


# -- a service process -------------------------------------------------------------------


async def serve(url: str, poll: float) -> None:
    """One process: a table service on the shared store, answering the parent's requests.

    Its front end is the bench's: told that a person's turn has come (the hand notice the
    real front end turns into their hand message), it passes the turn to the people (the
    parent), with the move the message's button would carry. The people think, and click,
    elsewhere: this process only answers the clicks."""
    from bot.store.postgres import PostgresStore
    from bot.tables import collector
    from bot.tables.notices import DealFinished, HandChanged, Notice
    from bot.tables.options import TableOptions
    from bot.tables.robots import simple_robots
    from bot.tables.service import TableService
    from tests.tables.helpers import bridge_table

    store = await PostgresStore.open(url, connections=4)
    service = TableService(store, robots=simple_robots)
    loop = asyncio.get_running_loop()
    out: list[str] = []

    def flush() -> None:
        data = "".join(out).encode()
        out.clear()
        while data:
            data = data[os.write(1, data) :]

    def say(*words: Any) -> None:
        # One write to the pipe per turn of the event loop, however many lines.
        if not out:
            loop.call_soon(flush)
        out.append(" ".join(str(w) for w in words) + "\n")

    async def front(notice: Notice) -> None:
        if isinstance(notice, HandChanged) and notice.hand.owing:
            hand = notice.hand
            view = hand.view_of(hand.owing[0])
            game = hand.table.summary.options.of_game
            text = game.move_text(game.simple_robot().decide(view))
            say("turn", notice.table_id, notice.version, notice.user_id, text)
        elif isinstance(notice, DealFinished):
            say("over", notice.table_id, notice.version)

    service.subscribe(front)
    await service.recover()
    # As the bot does once start-up has loaded what stays (bot.client).
    collector.settle()
    # The collector's processor time, told with the process's (`cpu`).
    collecting = [0.0, 0.0]

    def collected(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collecting[1] = time.process_time()
        else:
            collecting[0] += time.process_time() - collecting[1]

    gc.callbacks.append(collected)
    timers = asyncio.create_task(service.run_timers(poll=poll))
    options: TableOptions = bridge_table(format=FormatKind.SINGLE)

    async def report_leases() -> None:
        # The leases as the cluster holds them: asking the service which of its copies it runs
        # looks at every table fifty times a second (about 6% of a process's processor time,
        # the bench's, not the bot's).
        cluster = store.cluster
        held: frozenset[int] = frozenset()
        while True:
            now = cluster.held
            if now != held:
                held = now
                say("held", time.time(), ",".join(str(t) for t in sorted(held)) or "-")
            await asyncio.sleep(0.02)

    async def open_one(request: str, k: int) -> None:
        host, partner = _people(k)
        tid = await service.open_table(1 + k // PER_GUILD, 1_000 + k, host, f"P{host}", options)
        await service.sit(tid, partner, f"P{partner}", 1, Seat.NORTH)
        await service.start(tid, host, 2)
        say(request, "opened", tid)

    async def act(request: str, args: list[str], read: float) -> None:
        # The click as it arrives: the table, the user, the version their message showed and
        # the button's move. The time counted is the bot's, from the click read to the move
        # checked, committed and announced; and from the click sent (the wait for this
        # process's event loop included).
        tid, uid, version, text, sent = int(args[0]), int(args[1]), int(args[2]), args[3], args[4]
        try:
            await service.act(tid, uid, version, text)
        except StaleVersion:
            say(request, "stale")
            return
        except TableError as exc:
            say(request, "refused", type(exc).__name__)
            return
        done = time.perf_counter()
        say(request, "ok", 1000 * (done - read), 1000 * (time.time() - float(sent)))

    async def answer(line: str, read: float) -> None:
        request, what, *args = line.split()
        try:
            if what == "cpu":
                say(request, "cpu", time.process_time(), collecting[0])
            elif what == "open":
                await open_one(request, int(args[0]))
            else:
                await act(request, args, read)
        except Exception as exc:
            say(request, "error", json.dumps(repr(exc)).replace(" ", "_"))

    leases = asyncio.create_task(report_leases())
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    say("ready")
    pending: set[asyncio.Task[None]] = set()
    while line := (await reader.readline()).decode().strip():
        if line == "quit":
            break
        task = asyncio.create_task(answer(line, time.perf_counter()))
        pending.add(task)
        task.add_done_callback(pending.discard)
    await asyncio.gather(*pending, return_exceptions=True)
    timers.cancel()
    leases.cancel()
    await service.shutdown()
    await store.close()
    flush()


# -- the parent --------------------------------------------------------------------------


@dataclass
class Worker:
    number: int
    process: asyncio.subprocess.Process
    waiting: dict[str, asyncio.Future[list[str]]] = field(default_factory=dict)
    held: set[int] = field(default_factory=set)
    alive: bool = True


@dataclass
class Figures:
    #: The people's actions' latency in the process, from the click read (ms).
    latencies: list[float] = field(default_factory=list)
    #: The same from the click sent: the wait for the process's event loop included.
    clicks: list[float] = field(default_factory=list)
    #: How many of each came after the kill (the last ones).
    after_kill: int = 0
    #: (table, version the move was made at, user, move text) of every acknowledged move.
    acked: list[tuple[int, int, int, str]] = field(default_factory=list)
    stale: int = 0
    #: Of those, the clicks sent again after the killed process lost them: the move was made
    #: and committed there before it died (the people were not told), as it should be.
    stale_again: int = 0
    lost_requests: int = 0
    errors: list[str] = field(default_factory=list)
    #: Tables whose people waited for their turn longer than `STUCK_AFTER`.
    stuck: list[int] = field(default_factory=list)
    taken: dict[int, float] = field(default_factory=dict)


@dataclass
class Turn:
    """What a table's people were last told: whose turn, at which version, and the move their
    hand message's button carries; or that the deal is over."""

    version: int = -1
    user: int = 0
    move: str = ""
    over: bool = False
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    def tell(self, version: int, user: int, move: str) -> None:
        if version > self.version:
            self.version, self.user, self.move = version, user, move
            self.changed.set()

    def end(self) -> None:
        self.over = True
        self.changed.set()

    async def newer(self, than: int) -> bool:
        """Wait until the people are told of a turn after version `than`, or that the deal is
        over; False when nothing came within `STUCK_AFTER` seconds."""
        while not self.over and self.version <= than:
            self.changed.clear()
            try:
                await asyncio.wait_for(self.changed.wait(), STUCK_AFTER)
            except TimeoutError:
                return False
        return True


class Cluster:
    def __init__(self, url: str, count: int, poll: float, profile: str | None = None) -> None:
        self.url = url
        self.count = count
        self.poll = poll
        self.profile = profile
        self.workers: list[Worker] = []
        self.readers: list[asyncio.Task[None]] = []
        self.figures = Figures()
        self.requests = 0
        self.killed_at: float | None = None
        self.victim: Worker | None = None
        self.orphans: set[int] = set()
        #: What each table's people were last told (by the process running it).
        self.turns: dict[int, Turn] = {}
        #: Each process's processor seconds in the garbage collector, as `cpu` last asked.
        self.collected: dict[int, float] = {}

    async def start(self) -> None:
        for n in range(self.count):
            proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bench.cluster", "--serve", self.url,
                "--poll", str(self.poll), *(["--profile", self.profile] if self.profile else []),
                cwd=ROOT, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
                env={**os.environ, "PYTHONHASHSEED": "0"},
            )  # fmt: skip
            worker = Worker(n, proc)
            assert proc.stdout is not None
            await proc.stdout.readline()  # ready
            self.readers.append(asyncio.create_task(self._read(worker)))
            self.workers.append(worker)

    async def _read(self, worker: Worker) -> None:
        assert worker.process.stdout is not None
        while line := (await worker.process.stdout.readline()).decode():
            words = line.split()
            if words[0] == "turn":
                self.turn(int(words[1])).tell(int(words[2]), int(words[3]), words[4])
                continue
            if words[0] == "over":
                self.turn(int(words[1])).end()
                continue
            if words[0] == "held":
                at = float(words[1])
                tables = set() if words[2] == "-" else {int(t) for t in words[2].split(",")}
                for t in tables - worker.held:
                    if t in self.orphans and t not in self.figures.taken:
                        assert self.killed_at is not None
                        self.figures.taken[t] = at - self.killed_at
                worker.held = tables
                continue
            future = worker.waiting.pop(words[0], None)
            if future is not None and not future.done():
                future.set_result(words[1:])
        worker.alive = False
        for future in worker.waiting.values():
            if not future.done():
                future.set_result(["lost"])
        worker.waiting.clear()

    def turn(self, tid: int) -> Turn:
        turn = self.turns.get(tid)
        if turn is None:
            turn = self.turns[tid] = Turn()
        return turn

    async def ask(self, worker: Worker, what: str, *args: object) -> list[str]:
        self.requests += 1
        request = f"r{self.requests}"
        future: asyncio.Future[list[str]] = asyncio.get_running_loop().create_future()
        worker.waiting[request] = future
        assert worker.process.stdin is not None
        try:
            worker.process.stdin.write((" ".join(map(str, (request, what, *args))) + "\n").encode())
            await worker.process.stdin.drain()
        except (BrokenPipeError, ConnectionResetError):
            worker.waiting.pop(request, None)
            return ["lost"]
        return await future

    def any_worker(self, rng: random.Random) -> Worker:
        return rng.choice([w for w in self.workers if w.alive])

    async def play(
        self, tid: int, rng: random.Random, think: float, until: float | None = None
    ) -> None:
        """One table's people: told their turn, they think, then click the move, sent to a
        random process; until the deal is over (or the clock reaches `until`: the people go
        home)."""
        turn = self.turn(tid)
        figures = self.figures
        acted = -1
        while True:
            if not await turn.newer(acted):
                figures.stuck.append(tid)
                return
            if turn.over:
                return
            if until is not None and time.perf_counter() >= until:
                return
            await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
            if until is not None and time.perf_counter() >= until:
                return
            # The hand message as it stands when they click.
            version, user, move = turn.version, turn.user, turn.move
            again = False
            while True:
                answer = await self.ask(
                    self.any_worker(rng), "act", tid, user, version, move, repr(time.time())
                )
                if answer[0] != "lost":
                    break
                # No answer: the process died; the player clicks again.
                figures.lost_requests += 1
                again = True
            acted = version
            if answer[0] == "ok":
                figures.latencies.append(float(answer[1]))
                figures.clicks.append(float(answer[2]))
                figures.after_kill += self.killed_at is not None
                figures.acked.append((tid, version, user, move))
            elif answer[0] == "stale":
                figures.stale += 1
                figures.stale_again += again
            else:
                figures.errors.append(" ".join(answer))

    async def cpu(self) -> dict[int, float]:
        """Each live process's processor seconds so far (and, in `collected`, its garbage
        collector's)."""
        answers = {w.number: await self.ask(w, "cpu") for w in self.workers if w.alive}
        self.collected = {n: float(a[2]) for n, a in answers.items() if a[0] == "cpu"}
        return {n: float(a[1]) for n, a in answers.items() if a[0] == "cpu"}

    def kill(self, rng: random.Random) -> None:
        victim = rng.choice([w for w in self.workers if w.alive])
        self.victim = victim
        self.orphans = set(victim.held)
        self.killed_at = time.time()
        victim.process.send_signal(signal.SIGKILL)

    async def stop(self) -> None:
        for w in self.workers:
            if w.alive and w.process.stdin is not None:
                w.process.stdin.write(b"quit\n")
        for w in self.workers:
            await w.process.wait()


async def check(
    url: str, tables: list[int], acked: list[tuple[int, int, int, str]], since: float | None
) -> dict[str, Any]:
    """Every log: contiguous, replays to a finished deal, holds each acknowledged move; and
    how many actions were made from `since` (the kill) on."""
    import asyncpg

    from bot.tables.events import read_log
    from bot.tables.table import replay

    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch(
            "SELECT table_id, seq, kind, user_id, payload, at FROM events ORDER BY table_id, seq"
        )
    finally:
        await conn.close()
    logs: dict[int, list[Any]] = {}
    for r in rows:
        logs.setdefault(int(r["table_id"]), []).append(r)
    gaps = finished = 0
    for tid in tables:
        log = logs.get(tid, [])
        gaps += [r["seq"] for r in log] != list(range(1, len(log) + 1))
        table = replay(tid, read_log([(r["kind"], json.loads(r["payload"]), r["at"]) for r in log]))
        finished += table.match is not None and table.match.is_over
    lost = 0
    seen: dict[tuple[int, int], int] = {}
    for tid, version, user, _text in acked:
        log = logs.get(tid, [])
        event = log[version] if version < len(log) else None  # seq version + 1
        if event is None or event["kind"] != "Acted" or event["user_id"] != user:
            lost += 1
        seen[(tid, version)] = seen.get((tid, version), 0) + 1
    doubled = sum(n - 1 for n in seen.values() if n > 1)
    people = sum(
        1 for log in logs.values() for r in log if r["kind"] == "Acted" and r["user_id"] is not None
    )
    robots = sum(
        1 for log in logs.values() for r in log if r["kind"] == "Acted" and r["user_id"] is None
    )
    later = sum(
        1 for log in logs.values() for r in log
        if r["kind"] == "Acted" and since is not None and r["at"] >= since
    )  # fmt: skip
    return {
        "events": len(rows), "gaps": gaps, "finished": finished, "lost": lost,
        "doubled": doubled, "people": people, "robots": robots, "after_kill": later,
    }  # fmt: skip


def _tree_cpu(root: int) -> float:
    """Processor seconds of a process and all its descendants, the ended ones included (the
    PostgreSQL server: its postmaster reaps every backend that ends)."""
    tick = os.sysconf("SC_CLK_TCK")
    parents: dict[int, int] = {}
    times: dict[int, float] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        pid = int(entry.name)
        parents[pid] = int(fields[1])
        times[pid] = sum(int(f) for f in fields[11:15]) / tick
    total, wanted = 0.0, {root}
    while wanted:
        pid = wanted.pop()
        total += times.get(pid, 0.0)
        wanted |= {child for child, parent in parents.items() if parent == pid}
    return total


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def bench(args: argparse.Namespace) -> int:
    from tests.pg_server import binaries, start

    bin_dir = binaries()
    if bin_dir is None:
        raise SystemExit("no PostgreSQL server: apt-get install -y postgresql")
    server = start(bin_dir)
    rng = random.Random(args.seed)
    load_before = os.getloadavg()[0]
    try:
        url = await server.new_database()
        # The schema first, so that the processes do not wait on each other's migration.
        from bot.store.postgres import PostgresStore

        await (await PostgresStore.open(url, connections=1)).close()
        cluster = Cluster(url, args.processes, args.poll, args.profile)
        await cluster.start()
        began = time.perf_counter()
        cpu_opening = (await cluster.cpu(), _tree_cpu(server.process.pid))
        opened = await asyncio.gather(
            *(cluster.ask(cluster.workers[k % args.processes], "open", k)
              for k in range(args.tables))
        )  # fmt: skip
        tables = [int(a[1]) for a in opened if a[0] == "opened"]
        if len(tables) != args.tables:
            raise SystemExit(f"could not open every table: {opened[:3]}")
        took = time.perf_counter() - began
        cpu_before = (await cluster.cpu(), _tree_cpu(server.process.pid), time.process_time())
        # The processor time of the openings (the clock's counts the waits for a core).
        spent = [f"process {n} {cpu_before[0][n] - cpu_opening[0][n]:.1f}"
                 for n in sorted(cpu_before[0])]  # fmt: skip
        print(f"{args.tables} tables opened on {args.processes} processes in {took:.1f} s; "
              f"processor seconds: {', '.join(spent)}, "
              f"PostgreSQL {cpu_before[1] - cpu_opening[1]:.1f}")  # fmt: skip
        playing = time.perf_counter()
        until = playing + args.seconds if args.seconds > 0 else None
        players = [asyncio.create_task(cluster.play(t, rng, args.think, until)) for t in tables]
        if args.kill_after > 0:
            await asyncio.sleep(args.kill_after)
            cluster.kill(rng)
            assert cluster.victim is not None
            cpu_kill = (await cluster.cpu(), _tree_cpu(server.process.pid))
            collected_kill = cluster.collected
            print(f"killed process {cluster.victim.number} (SIGKILL) after {args.kill_after} s,"
                  f" holding {len(cluster.orphans)} tables")  # fmt: skip
        await asyncio.gather(*players)
        elapsed = time.perf_counter() - playing
        cpu_after = (await cluster.cpu(), _tree_cpu(server.process.pid), time.process_time())
        await cluster.stop()
        figures = cluster.figures
        result = await check(url, tables, figures.acked, cluster.killed_at)
    finally:
        server.stop()
    actions = result["people"] + result["robots"]
    print(f"{args.processes} processes, {len(tables)} tables, think {args.think} s; load average "
          f"{load_before:.2f} before, {os.getloadavg()[0]:.2f} after, "
          f"{os.cpu_count()} cores")  # fmt: skip
    print(f"played {len(tables)} deals in {elapsed:.1f} s: {actions} actions "
          f"({result['people']} people's, {result['robots']} robots'), "
          f"{actions / elapsed:.0f} actions/s, {result['events']} events in all")  # fmt: skip
    lat, clicks = figures.latencies, figures.clicks
    print(f"people's action latency in the process (the click read, the move checked, committed "
          f"and announced): p50 {_pct(lat, 0.5):.1f} ms, p95 {_pct(lat, 0.95):.1f} ms, "
          f"max {max(lat, default=0):.1f} ms")  # fmt: skip
    print(f"  from the click sent (the wait for the process's event loop included): p50 "
          f"{_pct(clicks, 0.5):.1f} ms, p95 {_pct(clicks, 0.95):.1f} ms, "
          f"max {max(clicks, default=0):.1f} ms")  # fmt: skip
    if figures.after_kill:
        cut = len(lat) - figures.after_kill
        before, after = lat[:cut], lat[cut:]
        print(f"  in the process, before the kill ({len(before)} actions): p50 "
              f"{_pct(before, 0.5):.1f} ms, p95 {_pct(before, 0.95):.1f} ms; after "
              f"({len(after)}, on the processes left): p50 {_pct(after, 0.5):.1f} ms, p95 "
              f"{_pct(after, 0.95):.1f} ms")  # fmt: skip
    # Where the processor time went over the play: which of them is the limit.
    spent = [f"process {n} {cpu_after[0][n] - cpu_before[0][n]:.1f}"
             for n in sorted(cpu_after[0]) if n in cpu_before[0]]  # fmt: skip
    spent += [f"PostgreSQL {cpu_after[1] - cpu_before[1]:.1f}",
              f"the people (this process) {cpu_after[2] - cpu_before[2]:.1f}"]  # fmt: skip
    print(f"processor seconds over the play's {elapsed:.1f} s (the killed process not counted): "
          + ", ".join(spent))  # fmt: skip
    if args.kill_after > 0:
        # The survivors alone, running every table: their processor time per action is the
        # service's cost of an action, the following of another process's commits left out.
        alone = elapsed - args.kill_after
        survivors = [n for n in sorted(cpu_after[0]) if n in cpu_kill[0]]
        own = sum(cpu_after[0][n] - cpu_kill[0][n] for n in survivors)
        collecting = sum(cluster.collected[n] - collected_kill[n] for n in survivors)
        server_cpu = cpu_after[1] - cpu_kill[1]
        done = max(result["after_kill"], 1)
        print(f"after the kill, {result['after_kill']} actions in {alone:.1f} s "
              f"({result['after_kill'] / alone:.0f}/s); processor time an action: the "
              f"process{'es' if len(survivors) > 1 else ''} left {1000 * own / done:.2f} ms "
              f"({own:.1f} s; the garbage collector {1000 * collecting / done:.2f} ms of it), "
              f"PostgreSQL {1000 * server_cpu / done:.2f} ms")  # fmt: skip
    print(f"refused as stale: {figures.stale} ({figures.stale_again} of them clicks sent again "
          f"after the killed process lost them); requests lost with the killed process: "
          f"{figures.lost_requests}; errors: {len(figures.errors)} "
          f"{figures.errors[:3]}; tables whose people waited for their turn over "
          f"{STUCK_AFTER:.0f} s: {len(figures.stuck)} {sorted(figures.stuck)[:5]}")  # fmt: skip
    if cluster.orphans:
        taken = list(figures.taken.values())
        print(f"takeover of the killed process's {len(cluster.orphans)} tables: "
              f"{len(taken)} taken over, median {statistics.median(taken) if taken else 0:.2f} s,"
              f" max {max(taken, default=float('nan')):.2f} s after the kill")  # fmt: skip
    print(f"logs: {result['gaps']} with a gap or duplicate, {result['finished']} of "
          f"{len(tables)} deals finished; acknowledged actions lost: {result['lost']}, "
          f"applied twice: {result['doubled']}")  # fmt: skip
    good = (
        result["gaps"] == 0 and result["lost"] == 0 and result["doubled"] == 0
        and (result["finished"] == len(tables) or args.seconds > 0) and not figures.errors
        and not figures.stuck
        and len(figures.taken) == len(cluster.orphans)
    )  # fmt: skip
    return 0 if good else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--think", type=float, default=2.0, help="seconds a person thinks")
    parser.add_argument("--kill-after", type=float, default=10.0, help="0: kill nobody")
    parser.add_argument(
        "--poll", type=float, default=1.0, help="seconds between timer rounds (the bot's: 1)"
    )
    parser.add_argument(
        "--seconds", type=float, default=0, help="the people stop after this long (0: at the end)"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--profile", help="a folder: each service process writes its profile there on quitting"
    )
    parser.add_argument("--serve", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        if args.profile:
            import cProfile

            # Processor time, not the clock's: on a shared machine the clock counts the
            # waits for a core.
            with cProfile.Profile(time.process_time) as profile:
                asyncio.run(serve(args.serve, args.poll))
            profile.dump_stats(Path(args.profile) / f"serve-{os.getpid()}.prof")
            return 0
        asyncio.run(serve(args.serve, args.poll))
        return 0
    return asyncio.run(bench(args))


if __name__ == "__main__":
    raise SystemExit(main())
