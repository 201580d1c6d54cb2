"""The request read deadline (GUNICORN_REQUEST_READ_TIMEOUT, api/read_deadline.py) in a live gunicorn.

Real sockets against deploy/gunicorn.conf.py as shipped, with a deadline of 4 s (20 shipped) and a
socket idle timeout of 30 s (as shipped): a client trickling its body one byte a second never
trips the idle timeout, only the deadline lets go of it.
"""

import doctest
import http.client
import json
import selectors
import socket
import time
from pathlib import Path

import pytest
from swagger_ui_bundle import swagger_ui_path

import api.read_deadline
from tests.api.live import live_gunicorn

DEADLINE = 4.0
KEEPALIVE = 5  # deploy/gunicorn.conf.py
RECORD = {"players": ["Anna", "Bernd", "Clara", "David"], "game": "dreier", "declarer": "Anna",
          "won": True}  # fmt: skip
BODY = json.dumps(RECORD).encode()
JSON = {"Content-Type": "application/json"}


def head(length: int, path: str = "/api/v1/settle") -> bytes:
    return (
        f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        f"Content-Length: {length}\r\n\r\n"
    ).encode()


def trickled_until_closed(s: socket.socket, pieces) -> bool:
    """Send ``pieces`` about a second apart; True once the server has closed the connection."""
    for piece in pieces:
        try:
            s.sendall(piece)
            s.settimeout(1.0)
            if s.recv(65536) == b"":
                return True
        except TimeoutError:
            continue
        except OSError:
            return True
    return False


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    with live_gunicorn(
        tmp_path_factory.mktemp("deadline"),
        GUNICORN_REQUEST_READ_TIMEOUT=str(DEADLINE),
        GUNICORN_TIMEOUT="30",
        TAROCK_RATELIMIT_ENABLED="false",
    ) as server:
        yield server
        log = server.log_text()
        assert '"status": 5' not in log and "Traceback" not in log, log[-3000:]


def test_the_wrapper_bounds_reads_by_the_deadline_and_then_closes_quietly():
    result = doctest.testmod(api.read_deadline, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0 and result.attempted > 0


def test_a_body_trickled_a_byte_a_second_is_cut_off_at_the_deadline(live):
    s = live.connect()
    s.sendall(head(len(BODY)))
    started = time.monotonic()
    answer = b""
    for byte in BODY:  # one byte a second: never idle for 30 s, never done in 4
        try:
            s.sendall(bytes([byte]))
        except OSError:  # the server let go and reset the connection
            break
        s.settimeout(1.0)
        try:
            answer = s.recv(65536)
        except TimeoutError:
            continue
        break
    elapsed = time.monotonic() - started
    s.close()
    assert answer.startswith(b"HTTP/1.1 408"), answer[:300]
    assert b"application/problem+json" in answer
    assert DEADLINE - 0.5 <= elapsed <= DEADLINE + 6, elapsed  # not the 80 s it trickles for


def test_headers_trickled_a_byte_a_second_are_cut_off_too(live):
    s = live.connect()
    started = time.monotonic()
    closed = trickled_until_closed(
        s, (bytes([b]) for b in b"GET /livez HTTP/1.1\r\nX-Slow: " + b"a" * 60)
    )
    elapsed = time.monotonic() - started
    s.close()
    assert closed and elapsed <= DEADLINE + 6, elapsed


def test_a_body_the_app_never_reads_is_on_the_same_clock(live):
    """/livez answers without reading the body; the rest of it, trickled in later, is no way around
    the deadline: gunicorn drops it before the next request, within its keep-alive wait (5 s), and
    closes the connection when it does not end by then."""
    s = live.connect()
    s.settimeout(10)
    started = time.monotonic()
    s.sendall(b"GET /livez HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n")
    assert s.recv(65536).startswith(b"HTTP/1.1 200")
    time.sleep(DEADLINE - 1)
    closed = trickled_until_closed(s, [b"x"] * 20)  # then a byte a second
    elapsed = time.monotonic() - started
    s.close()
    assert closed and elapsed <= max(DEADLINE, KEEPALIVE) + 1.5, elapsed


def test_a_slow_but_steady_client_within_the_deadline_is_answered(live):
    s = live.connect()
    s.settimeout(10)
    s.sendall(head(len(BODY)))
    pieces = [BODY[i : i + len(BODY) // 3 + 1] for i in range(0, len(BODY), len(BODY) // 3 + 1)]
    for piece in pieces:  # three pieces over one and a half seconds
        time.sleep(0.5)
        s.sendall(piece)
    answer = s.recv(65536)
    s.close()
    assert answer.startswith(b"HTTP/1.1 200"), answer[:300]


def test_a_large_answer_read_slowly_is_not_cut_by_the_read_deadline(live):
    """Writing the answer is not reading the request: a client taking longer than the deadline
    to read 1 MB (Swagger UI's bundle) gets all of it."""
    want = (Path(swagger_ui_path) / "swagger-ui-bundle.js").read_bytes()
    s = live.connect()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 16384)  # the answer waits on the server
    s.settimeout(10)
    s.sendall(b"GET /api/v1/docs/assets/swagger-ui-bundle.js HTTP/1.1\r\nHost: x\r\n\r\n")
    started, answer = time.monotonic(), b""
    while len(answer) < len(want) + 200 and (chunk := s.recv(16384)):
        answer += chunk
        time.sleep(0.1 * len(chunk) / 16384)  # about 160 KB a second: 6 s
    elapsed = time.monotonic() - started
    s.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200") and body == want
    assert elapsed > DEADLINE + 1, elapsed  # it really took longer than the deadline


def test_the_deadline_does_not_count_the_wait_between_keep_alive_requests(live):
    conn = http.client.HTTPConnection("127.0.0.1", live.port, timeout=10)
    for _ in range(4):  # 4 × 1.5 s on one connection: more than the deadline in all
        conn.request("POST", "/api/v1/settle", body=BODY, headers=JSON)
        response = conn.getresponse()
        assert response.status == 200 and response.getheader("Connection") != "close"
        response.read()
        time.sleep(1.5)
    conn.close()


def test_many_trickling_clients_are_let_go_and_never_starve_livez_or_settle(live):
    """400 connections each trickle their body a byte a second; meanwhile /livez and /settle
    answer at once, and after the deadline the server has let go of every one of them."""
    n = 400
    selector = selectors.DefaultSelector()
    conns = []
    try:
        for _ in range(n):
            s = live.connect()
            s.sendall(head(1000) + b'{"players":')
            s.setblocking(False)
            selector.register(s, selectors.EVENT_READ)
            conns.append(s)
        started = time.monotonic()
        open_ = set(conns)
        while open_ and time.monotonic() - started < DEADLINE + 10:
            tick = time.monotonic()
            for s in list(open_):  # one more byte each
                try:
                    s.send(b" ")
                except OSError:
                    open_.discard(s)
            assert live.request("GET", "/livez", timeout=5)[0] == 200  # answered meanwhile
            status, _, body = live.request("POST", "/api/v1/settle", RECORD, timeout=5)
            assert status == 200, body[:300]
            for key, _ in selector.select(timeout=max(0.0, 1.0 - (time.monotonic() - tick))):
                try:
                    data = key.fileobj.recv(65536)
                except OSError:
                    data = b""
                if data == b"" or data.startswith(b"HTTP/1.1 408"):
                    open_.discard(key.fileobj)
                    selector.unregister(key.fileobj)
        assert not open_, f"{len(open_)} of {n} trickling clients still held after the deadline"
        assert time.monotonic() - started <= DEADLINE + 10
    finally:
        for s in conns:
            s.close()
        selector.close()
    assert live.request("GET", "/livez")[0] == 200
