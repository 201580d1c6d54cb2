"""The real server: gunicorn with deploy/gunicorn.conf.py on a free port on 127.0.0.1."""

import http.client
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import shared_rules
from api.schemas.record import EXAMPLE_RECORD
from bench.instances import free_port, terminate

ROOT = Path(__file__).resolve().parents[2]
GUNICORN = Path(sys.executable).with_name("gunicorn")


def request(port, method, path, body=None, headers=None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        data = json.dumps(body).encode() if body is not None else None
        hdrs = {"Content-Type": "application/json", **(headers or {})} if data else headers or {}
        conn.request(method, path, body=data, headers=hdrs)
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


@pytest.fixture
def server(tmp_path):
    if not GUNICORN.exists():
        pytest.skip("gunicorn is not installed in this environment")
    port = free_port()
    env = {
        **os.environ,
        "WEB_CONCURRENCY": "1",
        "GUNICORN_THREADS": "2",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'g.sqlite3'}",
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    log = open(tmp_path / "gunicorn.log", "w+")  # noqa: SIM115 - closed below
    cmd = [
        str(GUNICORN),
        "-c",
        "deploy/gunicorn.conf.py",
        "-b",
        f"127.0.0.1:{port}",
        "api:create_app()",
    ]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if request(port, "GET", "/livez")[0] == 200:
                    break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                log.seek(0)
                pytest.fail(f"gunicorn did not come up:\n{log.read()}")
            time.sleep(0.1)
        yield port, log
    finally:
        terminate(proc)
        log.close()


def test_gunicorn_settles_over_real_http(server):
    port, log = server
    status, headers, body = request(
        port, "POST", "/api/v1/settle", EXAMPLE_RECORD, {"X-Request-ID": "gunicorn-test-1"}
    )
    assert status == 200, body
    assert json.loads(body) == shared_rules.settle(EXAMPLE_RECORD)
    points = json.loads(body)["points"]  # the won Rufer: Anna and her partner Clara gain
    assert points["Anna"] == points["Clara"] > 0 > points["Bernd"] == points["David"]
    assert headers["X-Request-ID"] == "gunicorn-test-1"
    assert headers["RateLimit-Limit"]
    status, headers, body = request(port, "POST", "/api/v1/settle", {"players": []})
    assert status == 422 and headers["Content-Type"] == "application/problem+json"
    # the access log is JSON lines, with the request id
    time.sleep(0.2)
    log.seek(0)
    access = [json.loads(x) for x in log.read().splitlines() if '"access"' in x]
    line = next(a for a in access if a.get("request_id") == "gunicorn-test-1")
    assert line["status"] == 200 and line["method"] == "POST" and line["path"] == "/api/v1/settle"
