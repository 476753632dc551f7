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
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

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


def _as_server_user(argv: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return argv
    runuser = shutil.which("runuser", path=f"{os.environ.get('PATH', '')}:/usr/sbin:/sbin")
    return [runuser or "runuser", "-u", "nobody", "--", *argv]


@dataclass
class PostgresServer:
    """A running server; `url(name)` is the address of one of its databases."""

    folder: Path
    process: subprocess.Popen[bytes]

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

        name = url.rsplit("/", 1)[1].split("?", 1)[0]
        conn = await asyncpg.connect(self.url())
        try:
            await conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        finally:
            await conn.close()

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


def start(bin_dir: Path, *, max_connections: int = 200) -> PostgresServer:
    """Initialise a cluster in a fresh temporary folder and start a server on it."""
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
    process = subprocess.Popen(
        _as_server_user(
            [str(bin_dir / "postgres"), "-D", str(data), "-k", str(run), "-c", "listen_addresses=",
             "-c", f"max_connections={max_connections}", "-c", "shared_buffers=64MB",
             # A throwaway server: nothing need survive the machine crashing, so no write
             # waits for the disk (the tests' crashes are of processes, not of the machine).
             "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
        ),
        stdout=subprocess.DEVNULL, stderr=open(folder / "server.log", "wb"),  # noqa: SIM115
    )  # fmt: skip
    server = PostgresServer(folder, process)
    deadline = time.monotonic() + 60
    while not (run / ".s.PGSQL.5432").exists():
        if process.poll() is not None or time.monotonic() > deadline:
            log = (folder / "server.log").read_text(errors="replace")
            server.stop()
            raise RuntimeError(f"the PostgreSQL server did not start:\n{log}")
        time.sleep(0.05)
    # The socket appears a moment before the server accepts connections.
    ready = bin_dir / "pg_isready"
    while ready.exists() and subprocess.run(
        [str(ready), "-q", "-h", str(run), "-U", "postgres"], check=False
    ).returncode != 0:
        if time.monotonic() > deadline:
            server.stop()
            raise RuntimeError("the PostgreSQL server did not become ready")
        time.sleep(0.05)
    return server
