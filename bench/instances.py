"""gunicorn instances of the API on loopback ports, for the scale-out tests and benchmark.

Each instance is ``gunicorn -c deploy/gunicorn.conf.py 'api:create_app()'`` in a process group of
its own (so master and workers can be killed at once), optionally pinned to CPU cores with
``taskset``. :class:`Client` is one keep-alive HTTP/1.1 connection speaking JSON.
"""

from __future__ import annotations

import contextlib
import http.client
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

ROOT = Path(__file__).resolve().parents[1]
GUNICORN = Path(sys.executable).with_name("gunicorn")
#: What a client sees when an instance is gone (refused, reset, closed mid-answer).
GONE = (OSError, http.client.HTTPException)


def json_call(base: str, method: str, path: str, token: str | None = None, body=None, timeout=10):
    """(status, headers, parsed JSON body) of one API call over real HTTP; an HTTP error status is
    an answer, not an exception (OSError when nothing answers). The test servers all call this."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, dict(r.headers), json.loads(r.read() or b"null")
    except urllib.error.HTTPError as err:
        return err.code, dict(err.headers), json.loads(err.read() or b"null")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Instance:
    """One gunicorn master with ``workers`` workers, environment ``env`` on top of this one's."""

    def __init__(self, env: dict, log: Path, workers: int = 2, cpus: str | None = None):
        self.env, self.log, self.workers, self.cpus = env, log, workers, cpus
        self.proc: subprocess.Popen | None = None
        self.port = 0

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, ready: str = "/readyz", timeout: float = 30) -> Instance:
        self.port = free_port()
        env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1", **self.env}
        env.pop("PORT", None)
        cmd = [str(GUNICORN), "-c", "deploy/gunicorn.conf.py", "-b", f"127.0.0.1:{self.port}"]
        cmd += ["-w", str(self.workers), "api:create_app()"]
        if self.cpus is not None:
            cmd = ["taskset", "-c", self.cpus, *cmd]
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(
                cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"gunicorn exited: {self.log.read_text()[-2000:]}")
            probe = Client(self.port, timeout=2)
            with contextlib.suppress(*GONE):
                if probe.request("GET", ready)[0] == 200:
                    probe.close()
                    return self
            probe.close()
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"gunicorn did not get ready: {self.log.read_text()[-2000:]}")

    def worker_pids(self) -> list[int]:
        if self.proc is None:
            return []
        path = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children")
        with contextlib.suppress(OSError):
            return [int(pid) for pid in path.read_text().split()]
        return []

    def cpu_seconds(self) -> float:
        """User + system CPU time of the master and its workers so far (Linux /proc)."""
        tick = os.sysconf("SC_CLK_TCK")
        total = 0.0
        for pid in [self.proc.pid, *self.worker_pids()] if self.proc else []:
            with contextlib.suppress(OSError):
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                total += (int(fields[11]) + int(fields[12])) / tick
        return total

    def kill9(self) -> None:
        """SIGKILL the master and every worker at once: no shutdown code runs anywhere. Returns
        when all of them are gone (their sockets closed: nothing more is accepted)."""
        if self.proc is None:
            return
        pids = [self.proc.pid, *self.worker_pids()]
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=10)
        deadline = time.monotonic() + 10
        while any(_running(pid) for pid in pids) and time.monotonic() < deadline:
            time.sleep(0.01)
        self.proc = None

    def stop(self) -> None:
        if self.proc is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGINT)  # quick shutdown
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.kill9()
        self.proc = None


def terminate(proc: subprocess.Popen) -> None:
    """Stop a server started without a process group of its own: SIGTERM (gunicorn's graceful
    shutdown), SIGKILL after 20 s. The benchmarks' and the tests' single gunicorns stop here."""
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _running(pid: int) -> bool:
    """The process exists and is not a zombie (a zombie has closed all its files)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status


class Client:
    """One keep-alive connection to 127.0.0.1:``port``; reconnects after an error."""

    def __init__(self, port: int, timeout: float = 10):
        self.port, self.timeout = port, timeout
        self.conn: http.client.HTTPConnection | None = None

    def request(self, method: str, path: str, body=None, headers: dict | None = None):
        """(status, headers, parsed JSON body or None); raises one of ``GONE`` on failure."""
        if self.conn is None:
            self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
        data = None if body is None else json.dumps(body).encode()
        hdrs = {"Content-Type": "application/json"} if data is not None else {}
        hdrs.update(headers or {})
        try:
            self.conn.request(method, path, body=data, headers=hdrs)
            response = self.conn.getresponse()
            raw = response.read()
        except GONE:
            self.close()
            raise
        ctype = response.getheader("Content-Type", "")
        parsed = json.loads(raw) if raw and "json" in ctype else None
        return response.status, dict(response.getheaders()), parsed

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None
