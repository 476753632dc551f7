"""A throwaway PostgreSQL server for the tests and benchmarks that need one.

The server runs from the binaries of Debian's `postgresql` package (or any found through
`PG_BIN` or `pg_config`), in a temporary directory, listening only on a unix socket there. A
server refuses to run as root, so as root it runs as the unprivileged `nobody`.
"""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

#: How to get the server where it is missing; said in one line when its tests cannot run.
HOW_TO_GET = (
    "no PostgreSQL server binaries; to run these tests: apt-get install -y postgresql "
    "(or set PG_BIN to the folder holding initdb and postgres)"
)


_names = itertools.count(1)


def binaries() -> Path | None:
    """The folder holding initdb and postgres, or None when there is none."""
    wanted = [os.environ.get("PG_BIN", "")]
    wanted += sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True)
    config = shutil.which("pg_config")
    if config:
        out = subprocess.run([config, "--bindir"], capture_output=True, text=True, check=False)
        wanted.append(out.stdout.strip())
    for folder in wanted:
        if folder and (Path(folder) / "initdb").exists() and (Path(folder) / "postgres").exists():
            return Path(folder)
    return None


def _database(url: str) -> str:
    """The database an address names (its path; the socket folder is in its query)."""
    return urlsplit(url).path.lstrip("/")


def _as_server_user(argv: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return argv
    runuser = shutil.which("runuser", path=f"{os.environ.get('PATH', '')}:/usr/sbin:/sbin")
    return [runuser or "runuser", "-u", "nobody", "--", *argv]


#: How a server may be asked to stop, by the signal each of PostgreSQL's shutdown modes takes:
#: smart waits until every session has ended (and meanwhile refuses new ones), fast ends the
#: sessions at once (what they had not committed is rolled back), immediate stops as a crash
#: would (the next start recovers from the write-ahead log).
SHUTDOWN = {"smart": signal.SIGTERM, "fast": signal.SIGINT, "immediate": signal.SIGQUIT}


@dataclass
class PostgresServer:
    """A running server; `url(name)` is the address of one of its databases."""

    folder: Path
    process: subprocess.Popen[bytes]
    #: How the server was started, to start it again on the same data (`start_again`).
    argv: tuple[str, ...] = ()
    bin_dir: Path | None = None

    @property
    def socket_dir(self) -> Path:
        return self.folder / "run"

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@/{database}?host={self.socket_dir}"

    async def new_database(self) -> str:
        """Create a fresh, empty database; returns its address."""
        import asyncpg

        name = f"db_{os.getpid()}_{next(_names)}"
        conn = await asyncpg.connect(self.url())
        try:
            await conn.execute(f"CREATE DATABASE {name}")
        finally:
            await conn.close()
        return self.url(name)

    async def drop_database(self, url: str) -> None:
        """Drop a database `new_database` made, once nothing uses it: a run that makes
        hundreds keeps the server's folder small."""
        import asyncpg

        name = _database(url)
        conn = await asyncpg.connect(self.url())
        try:
            await conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        finally:
            await conn.close()

    async def drop_connections(self, url: str) -> int:
        """End every session on the database of `url` at once, as a broken network would
        (the server stays up); returns how many were ended."""
        import asyncpg

        name = _database(url)
        conn = await asyncpg.connect(self.url())
        try:
            return int(
                await conn.fetchval(
                    "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))"
                    " FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
                    name,
                )
            )
        finally:
            await conn.close()

    def shut_down(self, mode: str = "fast", within: float = 30.0) -> bool:
        """Ask the server to stop in one of PostgreSQL's shutdown modes (see `SHUTDOWN`); True
        once it has stopped, False if it was still running after `within` seconds (a smart
        shutdown waits for the sessions still open)."""
        pid = int((self.folder / "data" / "postmaster.pid").read_text().split()[0])
        os.kill(pid, SHUTDOWN[mode])
        try:
            self.process.wait(timeout=within)
        except subprocess.TimeoutExpired:
            return False
        return True

    def start_again(self) -> None:
        """Start the stopped server again on the same data and socket."""
        assert self.process.poll() is not None, "the server is still running"
        assert self.bin_dir is not None and self.argv
        self.process = _launch(self.folder, self.argv)
        _wait_ready(self, self.bin_dir)

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


def start(bin_dir: Path, *, max_connections: int = 200, durable: bool = False) -> PostgresServer:
    """Initialise a cluster in a fresh temporary folder and start a server on it. A durable one
    flushes each commit to disk before it answers, so that a commit survives even an immediate
    shutdown; the others need not (the tests' crashes are of processes, not of the server)."""
    folder = Path(tempfile.mkdtemp(prefix="cardtable-pg-"))
    data, run = folder / "data", folder / "run"
    run.mkdir()
    os.chmod(folder, 0o755)
    if os.geteuid() == 0:
        shutil.chown(run, "nobody")
        data.mkdir()
        shutil.chown(data, "nobody")
    subprocess.run(
        _as_server_user(
            [str(bin_dir / "initdb"), "-D", str(data), "-U", "postgres", "-A", "trust",
             "-E", "UTF8", "--no-locale"]
        ),
        check=True, capture_output=True,
    )  # fmt: skip
    argv = [
        str(bin_dir / "postgres"), "-D", str(data), "-k", str(run), "-c", "listen_addresses=",
        "-c", f"max_connections={max_connections}", "-c", "shared_buffers=64MB",
    ]  # fmt: skip
    if not durable:
        # A throwaway server: nothing need survive the machine crashing, so no write waits
        # for the disk (the tests' crashes are of processes, not of the machine).
        argv += ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
    server = PostgresServer(folder, _launch(folder, argv), tuple(argv), bin_dir)
    _wait_ready(server, bin_dir)
    return server


def _launch(folder: Path, argv: Sequence[str]) -> subprocess.Popen[bytes]:
    with open(folder / "server.log", "ab") as log:
        return subprocess.Popen(_as_server_user(list(argv)), stdout=subprocess.DEVNULL, stderr=log)


def _wait_ready(server: PostgresServer, bin_dir: Path) -> None:
    run, process = server.socket_dir, server.process
    deadline = time.monotonic() + 60
    while not (run / ".s.PGSQL.5432").exists():
        if process.poll() is not None or time.monotonic() > deadline:
            log = (server.folder / "server.log").read_text(errors="replace")
            server.stop()
            raise RuntimeError(f"the PostgreSQL server did not start:\n{log}")
        time.sleep(0.05)
    # The socket appears a moment before the server accepts connections.
    ready = bin_dir / "pg_isready"
    while (
        ready.exists()
        and subprocess.run(
            [str(ready), "-q", "-h", str(run), "-U", "postgres"], check=False
        ).returncode
        != 0
    ):
        if time.monotonic() > deadline:
            server.stop()
            raise RuntimeError("the PostgreSQL server did not become ready")
        time.sleep(0.05)
