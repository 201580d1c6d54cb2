"""A PostgreSQL and a Redis of a test's own, on free loopback ports, that the test may stop and
start again (the machine's shared servers are never touched).

PostgreSQL: ``initdb`` + ``pg_ctl`` from /usr/lib/postgresql/<newest>/bin in a fresh temporary
folder, run as the ``postgres`` user when the tests run as root (PostgreSQL refuses root), trust
authentication, listening on 127.0.0.1 only. Redis: ``redis-server`` without persistence.

Both can be frozen (``frozen()``: SIGSTOP to every process of the server, SIGCONT on leaving) as a
hung server is: its kernel still accepts connections and acknowledges what is sent, nothing answers.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import redis

from bench.instances import free_port

START_TIMEOUT = 60  # seconds


def _children(pid: int) -> list[int]:
    """``pid``'s child processes (from /proc: each one's parent in its ``stat``)."""
    found = []
    for stat in glob.glob("/proc/[0-9]*/stat"):
        with contextlib.suppress(OSError):
            fields = Path(stat).read_text().rsplit(")", 1)[1].split()
            if int(fields[1]) == pid:
                found.append(int(Path(stat).parent.name))
    return found


@contextlib.contextmanager
def _stopped(pids: list[int]) -> Iterator[None]:
    for pid in pids:
        os.kill(pid, signal.SIGSTOP)
    try:
        yield
    finally:
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)


def postgres_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return Path(found[-1]).parent if found else None


class PrivatePostgres:
    """``with PrivatePostgres() as pg``: a running server; ``pg.url`` (SQLAlchemy, psycopg)."""

    def __init__(self) -> None:
        self.bin = postgres_bin()
        if self.bin is None:
            raise FileNotFoundError("initdb (PostgreSQL server binaries) not found")
        self.port = free_port()
        self.dir = Path(tempfile.mkdtemp(prefix="tarock-pg-"))
        self.data = self.dir / "data"
        self.url = f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/tarock"

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        cmd = [str(self.bin / args[0]), *args[1:]]
        if os.geteuid() == 0:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        return subprocess.run(
            cmd, capture_output=True, text=True, timeout=START_TIMEOUT, check=check, cwd=self.dir
        )

    def __enter__(self) -> PrivatePostgres:
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres", "--no-sync")
        self.start()
        with psycopg.connect(self.dsn("postgres"), autocommit=True) as conn:
            conn.execute("CREATE DATABASE tarock")
        return self

    def dsn(self, database: str = "tarock") -> str:
        return f"host=127.0.0.1 port={self.port} user=postgres dbname={database} connect_timeout=3"

    def start(self) -> None:
        options = f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1"
        log = str(self.dir / "server.log")
        self._run("pg_ctl", "-D", str(self.data), "-l", log, "-o", options, "-w", "start")

    def frozen(self) -> contextlib.AbstractContextManager[None]:
        """The postmaster and every backend stopped (SIGSTOP) inside the ``with``."""
        postmaster = int((self.data / "postmaster.pid").read_text().split()[0])
        return _stopped([postmaster, *_children(postmaster)])

    def stop_immediately(self) -> None:
        """As a crash: no shutdown checkpoint, clients cut off (recovery runs at the next start)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")

    def __exit__(self, *_exc) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop", check=False)
        shutil.rmtree(self.dir, ignore_errors=True)


class PrivateRedis:
    """``with PrivateRedis() as r``: ``redis-server`` on a free port; ``r.url``."""

    def __init__(self) -> None:
        self.exe = shutil.which("redis-server")
        if self.exe is None:
            raise FileNotFoundError("redis-server not found")
        self.port = free_port()
        self.dir = Path(tempfile.mkdtemp(prefix="tarock-redis-"))
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        cmd = [self.exe, "--port", str(self.port), "--bind", "127.0.0.1", "--save", ""]
        cmd += ["--appendonly", "no", "--dir", str(self.dir)]
        with (self.dir / "server.log").open("ab") as log:
            self.proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
        client = redis.Redis.from_url(self.url, socket_connect_timeout=1)
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            with contextlib.suppress(redis.RedisError):
                if client.ping():
                    break
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError((self.dir / "server.log").read_text()[-2000:])
            time.sleep(0.05)
        client.close()

    def frozen(self) -> contextlib.AbstractContextManager[None]:
        """``redis-server`` stopped (SIGSTOP) inside the ``with``."""
        assert self.proc is not None
        return _stopped([self.proc.pid])

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()  # as a crash (nothing is persisted anyway)
            self.proc.wait(timeout=10)
            self.proc = None

    def __enter__(self) -> PrivateRedis:
        self.start()
        return self

    def __exit__(self, *_exc) -> None:
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)
