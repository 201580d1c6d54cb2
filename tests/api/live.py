"""A live gunicorn (deploy/gunicorn.conf.py as shipped) on a free loopback port, for the tests that
need a real server: slow clients, body sizes, raw sockets, several workers."""

import contextlib
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GUNICORN = Path(sys.executable).with_name("gunicorn")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Live:
    def __init__(self, port: int, proc: subprocess.Popen, log: Path):
        self.port, self.proc, self.log = port, proc, log

    def request(self, method, path, body=None, headers=None, timeout=10, raw: bytes | None = None):
        """(status, headers, body bytes) over a fresh connection."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            data = raw if raw is not None else None if body is None else json.dumps(body).encode()
            hdrs = {"Content-Type": "application/json"} if data is not None else {}
            hdrs.update(headers or {})
            conn.request(method, path, body=data, headers=hdrs)
            response = conn.getresponse()
            return response.status, dict(response.getheaders()), response.read()
        finally:
            conn.close()

    def connect(self) -> socket.socket:
        return socket.create_connection(("127.0.0.1", self.port), timeout=10)

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")


@contextlib.contextmanager
def live_gunicorn(tmp_path: Path, **env: str):
    """gunicorn -c deploy/gunicorn.conf.py on 127.0.0.1:<free port>, in its own process group."""
    port = free_port()
    log = tmp_path / f"gunicorn-{port}.log"
    environ = {
        **os.environ,
        "WEB_CONCURRENCY": "2",
        "DATABASE_URL": f"sqlite:///{tmp_path / f'live-{port}.sqlite3'}",
        "PYTHONDONTWRITEBYTECODE": "1",
        "LOG_LEVEL": "warning",
        **env,
    }
    flask = Path(sys.executable).with_name("flask")
    subprocess.run([str(flask), "--app", "api", "db-upgrade"], cwd=ROOT, env=environ, check=True,
                   capture_output=True)  # fmt: skip
    cmd = [str(GUNICORN), "-c", "deploy/gunicorn.conf.py", "-b", f"127.0.0.1:{port}"]
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [*cmd, "api:create_app()"],
            cwd=ROOT,
            env=environ,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    live = Live(port, proc, log)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if live.request("GET", "/livez", timeout=2)[0] == 200:
                    break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"gunicorn did not come up:\n{live.log_text()[-3000:]}")
            time.sleep(0.1)
        yield live
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
