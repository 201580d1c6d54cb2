"""The edge: deploy/nginx/tarock.conf in the real nginx (Debian's), in front of real gunicorns.

The shipped server block is used as it is; only its upstream (``api:8000``, compose's service
name) and its port are pointed at loopback.
"""

import http.client
import json
import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

import pytest

import shared_rules
from bench.instances import Client, Instance, free_port
from tests.api.sse_scenario import a_deleted_sheet_ends_every_stream, two_listeners_get_every_change

ROOT = Path(__file__).resolve().parents[2]
CONF = ROOT / "deploy" / "nginx" / "tarock.conf"
UPSTREAM = "    server api:8000 max_fails=2 fail_timeout=5s;\n"
LISTEN = "    listen 8080;\n"
RECORD = {"players": ["A", "B", "C", "D"], "game": "dreier", "declarer": "A", "won": True}

MAIN = """
worker_processes 1;
user root;
daemon off;
pid {dir}/nginx.pid;
error_log {dir}/error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log off;
    client_body_temp_path {dir}/body;
    proxy_temp_path {dir}/proxy;
    fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi;
    scgi_temp_path {dir}/scgi;
    include {dir}/tarock.conf;
}}
"""


def nginx_binary() -> str:
    found = shutil.which("nginx") or (
        "/usr/sbin/nginx" if os.path.exists("/usr/sbin/nginx") else None
    )
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("nginx is not installed (.ci/run installs Debian's nginx-light)")
        pytest.skip("nginx is not installed (apt-get install nginx-light)")
    return found


def configure(directory: Path, upstream_ports: list[int]) -> tuple[Path, int]:
    """The shipped server block, pointed at ``upstream_ports``; (main config, nginx port)."""
    text = CONF.read_text()
    assert text.count(UPSTREAM) == 1 and text.count(LISTEN) == 1
    port = free_port()
    servers = "".join(UPSTREAM.replace("api:8000", f"127.0.0.1:{p}") for p in upstream_ports)
    text = text.replace(UPSTREAM, servers).replace(LISTEN, f"    listen 127.0.0.1:{port};\n")
    (directory / "tarock.conf").write_text(text)
    main = directory / "nginx.conf"
    main.write_text(MAIN.format(dir=directory))
    return main, port


@pytest.fixture(scope="module")
def edge(tmp_path_factory):
    """Factory: ``edge(ports)`` runs nginx in front of those gunicorn ports; returns its port."""
    binary = nginx_binary()
    procs = []

    def start(ports: list[int]) -> int:
        directory = tmp_path_factory.mktemp("nginx")
        main, port = configure(directory, ports)
        check = subprocess.run(
            [binary, "-t", "-p", str(directory), "-c", str(main)], capture_output=True, text=True
        )
        assert check.returncode == 0, check.stderr
        proc = subprocess.Popen(
            [binary, "-p", str(directory), "-c", str(main)], stderr=subprocess.PIPE
        )
        procs.append(proc)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                return port
            except OSError:
                time.sleep(0.05)
        raise RuntimeError(f"nginx did not listen: {(directory / 'error.log').read_text()}")

    yield start
    for proc in procs:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.fixture(scope="module")
def api_env(tmp_path_factory):
    url = f"sqlite:///{tmp_path_factory.mktemp('api') / 'edge.sqlite3'}"
    subprocess.run(
        [str(Path(os.sys.executable).with_name("flask")), "--app", "api", "db-upgrade"],
        cwd=ROOT,
        env={**os.environ, "DATABASE_URL": url},
        check=True,
        capture_output=True,
    )
    # one worker with one thread: a request the API had to wait for would block everything
    return {
        "DATABASE_URL": url,
        "WEB_CONCURRENCY": "1",
        "GUNICORN_THREADS": "1",
        "TAROCK_TRUSTED_PROXIES": "1",
        "TAROCK_RATELIMIT_ENABLED": "false",
    }


@pytest.fixture(scope="module")
def single(api_env, edge, tmp_path_factory):
    """nginx in front of one gunicorn (one worker, one thread); the port of nginx."""
    instance = Instance(api_env, tmp_path_factory.mktemp("gunicorn") / "log", workers=1)
    yield edge([instance.start().port])
    instance.stop()


def test_the_edge_passes_answers_and_problems_through(single):
    port = single
    client = Client(port)
    status, headers, body = client.request("POST", "/api/v1/settle", RECORD)
    assert status == 200 and body == shared_rules.settle(RECORD)
    assert "nginx" not in headers.get("Server", "nginx").split("/")[1:]  # no version shown
    status, headers, body = client.request("POST", "/api/v1/settle", {**RECORD, "game": "x"})
    assert status == 422 and headers["Content-Type"] == "application/problem+json"
    assert client.request("GET", "/readyz")[0] == 200


def test_a_body_over_4_mib_is_refused_at_the_edge_as_a_problem(single):
    port = single
    big = {"records": [RECORD] * 60_000}  # about 5 MiB of JSON
    status, headers, body = Client(port).request("POST", "/api/v1/settle/batch", big)
    assert status == 413
    assert headers["Content-Type"] == "application/problem+json"
    assert body["status"] == 413 and "4 MiB" in body["detail"]


def test_a_chunked_body_over_4_mib_is_refused_at_the_edge_too(single):
    """Without a Content-Length nginx counts the chunks (as the API does behind it)."""
    body = json.dumps(RECORD).encode() + b" " * (4 * 1024 * 1024 + 35_000)
    conn = http.client.HTTPConnection("127.0.0.1", single, timeout=30)
    try:
        chunks = (body[i : i + 65536] for i in range(0, len(body), 65536))
        conn.request("POST", "/api/v1/settle", body=chunks, encode_chunked=True,
                     headers={"Content-Type": "application/json"})  # fmt: skip
        response = conn.getresponse()
        answer = response.read()
    except (BrokenPipeError, ConnectionResetError):  # nginx may close before the last chunk
        pytest.fail("nginx closed the connection instead of answering 413")
    finally:
        conn.close()
    assert response.status == 413, answer[:300]
    assert response.getheader("Content-Type") == "application/problem+json"


@pytest.mark.parametrize("path", ["/metrics", "/metrics/", "/metrics?x=1", "/metricsx"])
def test_metrics_are_not_served_through_the_edge(single, path):
    """The API behind answers /metrics here (no METRICS_PORT): the edge itself refuses it."""
    status, headers, body = Client(single).request("GET", path)
    assert status == 404 and headers["Content-Type"] == "application/problem+json"
    assert body["status"] == 404
    assert Client(single).request("GET", "/livez")[0] == 200


def test_a_stalled_upload_does_not_hold_the_only_worker(single):
    """A client that sends half its body and stops: nginx waits for it, the API never sees it, and
    the one gunicorn thread keeps answering everybody else."""
    port = single
    stalled = socket.create_connection(("127.0.0.1", port))
    head = (
        "POST /api/v1/settle HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        "Content-Length: 1000\r\n\r\n"
    )
    stalled.sendall(head.encode() + b'{"players": ')
    try:
        time.sleep(0.3)
        for _ in range(5):
            started = time.monotonic()
            status, _, _ = Client(port, timeout=5).request("POST", "/api/v1/settle", RECORD)
            assert status == 200
            assert time.monotonic() - started < 2
    finally:
        stalled.close()


def test_with_one_of_two_replicas_dead_every_request_succeeds(api_env, instances, edge):
    first, second = instances(api_env, workers=1), instances(api_env, workers=1)
    port = edge([first.port, second.port])
    second.kill9()
    for _ in range(12):  # round robin would send every other request to the dead one
        status, _, _ = Client(port).request("POST", "/api/v1/settle", RECORD)
        assert status == 200


@pytest.fixture(scope="module")
def streaming(api_env, edge, tmp_path_factory):
    """nginx in front of one gunicorn with two gevent workers (no Redis: the streams look at the
    database every second); a keep-alive every second, to see it pass the edge."""
    env = {**api_env, "TAROCK_EVENTS_HEARTBEAT": "1", "TAROCK_EVENTS_REDIS_URL": '""'}
    instance = Instance(env, tmp_path_factory.mktemp("gunicorn") / "log", workers=2)
    yield edge([instance.start().port])
    instance.stop()


def test_live_updates_pass_the_edge_unbuffered_and_resume_with_last_event_id(streaming):
    two_listeners_get_every_change(streaming)


def test_a_deleted_sheet_ends_the_stream_through_the_edge(streaming):
    a_deleted_sheet_ends_every_stream(streaming)


def test_an_idle_stream_stays_open_through_the_edge_with_keep_alive_comments(streaming):
    """Quiet for longer than a buffer would hold it back: each comment arrives as it is sent."""
    from bench.sse_client import EventStream

    status, _, created = Client(streaming).request(
        "POST", "/api/v1/sheets", {"players": ["A", "B", "C", "D"]}
    )
    assert status == 201
    stream = EventStream(streaming, created["sheet"]["id"], created["view_token"], timeout=5)
    assert stream.status == 200 and stream.headers["Content-Type"].startswith("text/event-stream")
    assert stream.next().id == "0"  # the first event, at once: not held in a buffer
    arrivals = []
    while len(arrivals) < 3:  # a socket timeout (5 s) fails the test
        if stream.response.readline().startswith(b": keep-alive"):
            arrivals.append(time.monotonic())
    stream.close()
    # one a second, each as it was sent (a buffer would deliver them together, or never)
    assert all(b - a > 0.5 for a, b in zip(arrivals, arrivals[1:], strict=False))
