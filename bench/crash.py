"""Benchmark: a real process killed at random moments loses nothing (rule 9.2 of seeds/tables.md).

A child process plays a fixed script on one SQLite file through the real table service: three
ranked Chicagos at once, each with two people (who play as the basic robot would, through the
service, with the version they saw) and two basic robots; at one table the people agree a
rematch and play a second Chicago; then each host closes their table. Deals come from a seeded
shuffler and the clock stands still, so the script always writes the same log.

The parent first runs the child twice, untouched, for the expected outcome (both must agree).
Then, for every run, it starts the child on a fresh file and kills it with SIGKILL at a random
moment (a quarter of the kills during start-up and recovery), starts it again on the same file,
and so on for the given number of kills; then lets it finish. Every run must end with the same
tables, log, results, deal records, ratings and timers.

    python -m bench.crash [--runs 10] [--kills 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.games.bridge.game import BRIDGE
from bot.games.bridge.robot.players import BasicRobot
from bot.games.bridge.views import SeatView
from bot.games.seats import Seat
from bot.store.sqlite import SqliteStore
from bot.tables.clock import ManualClock
from bot.tables.errors import StaleVersion
from bot.tables.options import TableOptions
from bot.tables.service import TableService
from bot.tables.status import Status

ROOT = Path(__file__).resolve().parents[1]
GUILD = 100
CHANNEL = 200
TABLES = 3
#: The table whose players play a second match.
REMATCH = 1
#: The share of kills that come while the child starts and recovers, rather than in play.
START_UP_KILLS = 0.25


def _shuffler(table_id: int, match_no: int, deal_no: int) -> random.Random:
    return random.Random(table_id * 10_000 + match_no * 100 + deal_no)


def _people(k: int) -> tuple[int, int]:
    """The host (South) and their partner (North) at the table in channel CHANNEL + k."""
    return 1000 + 2 * k, 1001 + 2 * k


async def _person_moves(service: TableService, tid: int) -> bool:
    """One person's owed move at the table, if any; False when none is owed."""
    t = service.reader.snapshot(tid)
    for seat in t.owing:
        uid = t.user_controlling(seat)
        if uid is None:
            continue
        view = next(v for v in service.reader.seat_views(tid, uid) if v.seat is seat)
        assert isinstance(view, SeatView)  # these tables are bridge's
        move = BRIDGE.move_text(BasicRobot().decide(view))
        with contextlib.suppress(StaleVersion):  # a robot moved first: look again
            await service.act(tid, uid, t.version, move)
        return True
    return False


async def _play_table(service: TableService, store: SqliteStore, tid: int, k: int) -> None:
    """Take the table from wherever the log left it to its close, step by step."""
    host, partner = _people(k)
    while await store.table_status(tid) != "closed":
        t = service.reader.snapshot(tid)
        try:
            if t.status is Status.OPEN:
                if t.seat_of(partner) is None:
                    await service.sit(tid, partner, f"P{partner}", t.version, Seat.NORTH)
                else:
                    await service.start(tid, host, t.version)
            elif t.status is Status.LIVE:
                if not await _person_moves(service, tid):
                    await asyncio.sleep(0.001)  # the robots are thinking
            elif k == REMATCH and t.match_no == 1:
                waiting = sorted(set(t.humans) - t.rematch)
                await service.rematch(tid, waiting[0], t.version)
            else:
                await service.close(tid, host, t.version)
        except StaleVersion:
            continue


async def play(path: Path) -> None:
    """The child: recover what the file holds, then play the script to its end."""
    store = await SqliteStore.open(path)
    service = TableService(store, clock=ManualClock(), shuffler=_shuffler)
    await service.recover()
    print("ready", flush=True)
    for k in range(TABLES):
        # Tables are opened one by one, so table k + 1 is always the one in channel k.
        if await store.table_status(k + 1) is None:
            host, _ = _people(k)
            opened = await service.open_table(GUILD, CHANNEL + k, host, f"P{host}", TableOptions())
            assert opened == k + 1
    await asyncio.gather(*(_play_table(service, store, k + 1, k) for k in range(TABLES)))
    await service.wait_idle()
    await service.shutdown()
    await store.close()


def outcome(path: Path) -> tuple[Any, ...]:
    """Everything the script leaves in the file, times aside."""
    with sqlite3.connect(path) as db:
        return tuple(
            db.execute(sql).fetchall()
            for sql in (
                "SELECT id, guild_id, channel_id, status FROM tables ORDER BY id",
                "SELECT table_id, seq, kind, seat, user_id, payload FROM events"
                " ORDER BY table_id, seq",
                "SELECT table_id, game_no, user_id, points, reason FROM results"
                " ORDER BY table_id, game_no, user_id",
                "SELECT table_id, game_no, deal_no, result, export FROM deals"
                " ORDER BY table_id, game_no, deal_no",
                "SELECT guild_id, game, level, user_id, mu, sigma FROM ratings ORDER BY user_id",
                "SELECT * FROM timers",
            )
        )


def events_in(path: Path) -> int:
    if not path.exists():
        return 0
    try:
        with sqlite3.connect(path) as db:
            return int(db.execute("SELECT COUNT(*) FROM events").fetchone()[0])
    except sqlite3.OperationalError:
        return 0  # killed before the first migration


def child(path: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "bench.crash", "--play", str(path)],
        cwd=ROOT, stdout=subprocess.PIPE, env={**os.environ, "PYTHONHASHSEED": "0"},
    )  # fmt: skip


def ready(proc: subprocess.Popen[bytes]) -> None:
    """Wait until the child has recovered the file and begins to play."""
    assert proc.stdout is not None
    proc.stdout.readline()


def run_through(path: Path) -> tuple[float, float]:
    """Run the child to the end: (seconds to start and recover, seconds to play)."""
    started = time.perf_counter()
    proc = child(path)
    ready(proc)
    playing = time.perf_counter()
    if proc.wait() != 0:
        raise SystemExit(f"the child failed (exit {proc.returncode})")
    return playing - started, time.perf_counter() - playing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--kills", type=int, default=3, help="kills per run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--play", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play is not None:
        asyncio.run(play(args.play))
        return 0
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        # Two untouched runs: the script is deterministic, and how long a run takes (the
        # faster, since the first pays for cold caches) bounds when a kill may come.
        times = [run_through(folder / f"untouched{n}.sqlite3") for n in (1, 2)]
        expected = outcome(folder / "untouched1.sqlite3")
        if outcome(folder / "untouched2.sqlite3") != expected:
            raise SystemExit("two untouched runs differ: the script is not deterministic")
        start_up, playing = min(t[0] for t in times), min(t[1] for t in times)
        total = len(expected[1])
        print(f"untouched runs: start-up {start_up:.1f} s, play {playing:.1f} s; each "
              f"{total} events, {len(expected[2])} results, {len(expected[3])} deals")  # fmt: skip
        landed: list[int] = []
        identical = in_start_up = 0
        for run in range(1, args.runs + 1):
            path = folder / f"run{run}.sqlite3"
            at_kills = []
            for _ in range(args.kills):
                done = events_in(path) / total
                proc = child(path)
                early = rng.random() < START_UP_KILLS
                if early:
                    time.sleep(rng.uniform(0.0, start_up))
                else:
                    ready(proc)
                    time.sleep(rng.uniform(0.0, playing * (1.0 - done)))
                if proc.poll() is not None:
                    break  # the script ended before the kill came: nothing left to kill
                proc.send_signal(signal.SIGKILL)
                proc.wait()
                at_kills.append(events_in(path))
                in_start_up += early
            finished_in = sum(run_through(path))
            same = outcome(path) == expected
            identical += same
            landed += at_kills
            print(f"run {run}: killed after {at_kills} of {total} events, finished in "
                  f"{finished_in:.1f} s, {'identical' if same else 'DIFFERENT'}")  # fmt: skip
        middle = [n for n in landed if 0 < n < total]
        print(
            f"{args.runs} runs, {len(landed)} kills (SIGKILL; {in_start_up} timed within the "
            f"start-up and recovery), {len(middle)} of them with the "
            f"script part done (events committed at the kill: min {min(landed, default=0)}, median "
            f"{statistics.median(landed) if landed else 0:.0f}, max {max(landed, default=0)} of "
            f"{total}); {identical} of {args.runs} runs finished identical"
        )
    return 0 if identical == args.runs else 1


if __name__ == "__main__":
    raise SystemExit(main())
