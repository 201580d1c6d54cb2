"""Storage fixtures: every ``db_url`` test runs on SQLite and on the real PostgreSQL server."""

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from api.db.engine import make_engine
from api.db.store import Store
from api.db.testing import (
    PostgresUnavailable,
    postgres_base_url,
    postgres_database,
    sqlite_database,
)


@pytest.fixture(scope="session")
def sqlite_url(tmp_path_factory):
    with sqlite_database(tmp_path_factory.mktemp("sqlite")) as url:
        yield url


@pytest.fixture(scope="session")
def pg_base_url():
    try:
        url = postgres_base_url()
    except PostgresUnavailable as err:
        pytest.fail(str(err), pytrace=False)
    if url is None:
        pytest.skip(
            "no PostgreSQL answers at the default URL (set TEST_POSTGRES_URL to require it)"
        )
    return url


@pytest.fixture(scope="session")
def pg_url(pg_base_url):
    with postgres_database(pg_base_url) as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request):
    return request.getfixturevalue("sqlite_url" if request.param == "sqlite" else "pg_url")


@pytest.fixture
def store(db_url):
    engine = make_engine(db_url)
    yield Store(engine)
    engine.dispose()


# --- real servers --------------------------------------------------------------------------------

ROOT = Path(__file__).resolve().parents[2]
GUNICORN = Path(sys.executable).with_name("gunicorn")


class Server:
    """A gunicorn serving ``api:create_app()`` in its own process group."""

    def __init__(self, url: str, log: Path, workers: int = 2):
        self.db_url, self.log, self.workers = url, log, workers
        self.proc = None
        self.base = None

    def start(self, timeout: float = 30) -> "Server":
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        env = {
            **os.environ,
            "DATABASE_URL": self.db_url,
            "TAROCK_RATELIMIT_ENABLED": "false",
            "PYTHONPATH": str(ROOT),
            "LOG_LEVEL": "warning",
        }
        cmd = [str(GUNICORN), "-b", f"127.0.0.1:{port}", "-w", str(self.workers)]
        conf = ROOT / "deploy" / "gunicorn.conf.py"
        if conf.exists():
            cmd[1:1] = ["-c", str(conf)]
        cmd.append("api:create_app()")
        out = self.log.open("ab")
        self.proc = subprocess.Popen(
            cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
        out.close()
        self.base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"gunicorn exited: {self.log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(self.base + "/livez", timeout=1) as r:
                    if r.status == 200:
                        return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"gunicorn did not answer: {self.log.read_text()[-2000:]}")

    def kill9(self) -> None:
        """SIGKILL the master, then every worker: no shutdown code runs anywhere."""
        if self.proc is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.proc.pid, signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=10)
        self.proc = None

    def stop(self) -> None:
        if self.proc is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGINT)  # quick shutdown
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.kill9()
        self.proc = None

    def request(self, method: str, path: str, token: str | None = None, body=None, timeout=10):
        """(status, headers, parsed JSON body); raises OSError when the server is gone."""
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method)
        req.add_header("Content-Type", "application/json")
        if token:
            req.add_header("Authorization", f"Bearer {token}")
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return r.status, dict(r.headers), json.loads(r.read() or b"null")
        except urllib.error.HTTPError as err:
            return err.code, dict(err.headers), json.loads(err.read() or b"null")


@pytest.fixture
def server(tmp_path):
    """Factory: ``server(db_url)`` starts a gunicorn; all are stopped after the test."""
    started = []

    def start(url: str, workers: int = 2) -> Server:
        s = Server(url, tmp_path / "gunicorn.log", workers)
        started.append(s)
        return s.start()

    yield start
    for s in started:
        s.stop()
