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
from api import PERMISSIONS_POLICY
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
    # one worker: a request the API had to wait for would hold it
    return {
        "DATABASE_URL": url,
        "WEB_CONCURRENCY": "1",
        "TAROCK_TRUSTED_PROXIES": "1",
        "TAROCK_RATELIMIT_ENABLED": "false",
    }


@pytest.fixture(scope="module")
def single(api_env, edge, tmp_path_factory):
    """nginx in front of one gunicorn (one worker); the port of nginx."""
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


def raw(port: int, request: bytes, wait: float = 10) -> tuple[int, dict[str, list[str]], bytes]:
    """Send ``request`` as is; (status, every header's values by lower-case name, body)."""
    with socket.create_connection(("127.0.0.1", port), timeout=wait) as s:
        s.sendall(request)
        answer = b""
        while b"\r\n\r\n" not in answer or len(answer.partition(b"\r\n\r\n")[2]) < int(
            dict(_header_lines(answer)).get("content-length", ["0"])[0] or 0
        ):
            chunk = s.recv(65536)
            if not chunk:
                break
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), dict(_header_lines(answer)), body


def _header_lines(answer: bytes):
    headers: dict[str, list[str]] = {}
    for line in answer.partition(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")[1:]:
        name, _, value = line.partition(":")
        headers.setdefault(name.strip().lower(), []).append(value.strip())
    return headers.items()


EDGE_SECURITY = {
    "x-content-type-options": ["nosniff"],
    "x-frame-options": ["DENY"],
    "referrer-policy": ["no-referrer"],
    "permissions-policy": [PERMISSIONS_POLICY],  # the API's own list
}
LONG = b"a" * 9000  # beyond nginx's 8 KiB header buffers

OWN_ANSWERS = {
    "unreadable request line": (b"GARBAGE\r\n\r\n", 400),
    "no Host in HTTP/1.1": (b"GET / HTTP/1.1\r\n\r\n", 400),
    "header too large": (b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + LONG + b"\r\n\r\n", 400),
    "URI too long": (b"GET /" + LONG + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414),
    "metrics": (b"GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n", 404),
    "body too large": (
        b"POST /api/v1/settle HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000\r\n\r\n",
        413,
    ),
}


@pytest.mark.parametrize("case", OWN_ANSWERS)
def test_the_edges_own_answers_are_problems_with_the_security_headers(single, case):
    request, status = OWN_ANSWERS[case]
    got, headers, body = raw(single, request)
    assert got == status, (got, body[:200])
    assert headers["content-type"] == ["application/problem+json"]
    assert json.loads(body)["status"] == status
    assert {name: headers.get(name) for name in EDGE_SECURITY} == EDGE_SECURITY


@pytest.fixture(scope="module")
def no_replica(edge):
    """nginx whose only replica is a loopback port nobody listens on."""
    return edge([free_port()])


def test_no_replica_is_a_502_problem_with_the_security_headers(no_replica):
    status, headers, body = raw(no_replica, b"GET /livez HTTP/1.1\r\nHost: x\r\n\r\n")
    assert status == 502 and headers["content-type"] == ["application/problem+json"]
    assert json.loads(body)["status"] == 502
    assert {name: headers.get(name) for name in EDGE_SECURITY} == EDGE_SECURITY


def test_the_apis_answers_pass_with_its_own_headers_once(single):
    """The edge adds nothing to what the API answers (no second copy of a header)."""
    status, headers, body = raw(single, b"GET /livez HTTP/1.1\r\nHost: x\r\n\r\n")
    assert status == 200
    assert {name: headers.get(name) for name in EDGE_SECURITY} == EDGE_SECURITY
    status, headers, _ = raw(single, b"GET /api/v1/nothing HTTP/1.1\r\nHost: x\r\n\r\n")
    assert status == 404 and headers["x-content-type-options"] == ["nosniff"]


def _held_for(port: int, pieces: list[bytes], gap: float, limit: float = 40) -> float:
    """Send ``pieces`` ``gap`` seconds apart; seconds until the edge closed the connection."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port)) as s:
        for piece in pieces:
            try:
                s.sendall(piece)
                s.settimeout(gap)
                if s.recv(65536) == b"":
                    return time.monotonic() - started
            except TimeoutError:
                if time.monotonic() - started > limit:
                    break
            except OSError:
                return time.monotonic() - started
    raise AssertionError(f"still held after {time.monotonic() - started:.1f} s")


def test_a_body_trickled_a_byte_every_8_seconds_is_ended_by_the_edge(single):
    """client_body_timeout (5 s): the gap between two bytes ends it before the second byte (the
    edge held such a body 49 s and more)."""
    head = b"POST /api/v1/settle HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n"
    held = _held_for(single, [head + b"{"] + [b" "] * 10, gap=8)
    assert held < 8, held


def test_headers_trickled_a_byte_a_second_are_ended_by_the_edge(single):
    """client_header_timeout (5 s) counts the whole header, not the gaps."""
    request = b"GET /livez HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 30 + b"\r\n\r\n"
    held = _held_for(single, [bytes([b]) for b in request], gap=1)
    assert held < 8, held
