"""Live updates (GET /sheets/{id}/events): 200 clients on one sheet of one instance, a writer.

One gunicorn instance (deploy/gunicorn.conf.py, 2 gevent workers) on a SQLite file; 200 streams of
one sheet (a tournament hall's displays), read by one selector loop in a child process; one writer
PUTting entries. Twice: with Redis (the machine's, as the rate limiter would use it) carrying the
writes between the workers, and without (the streams look at the database every second).

* alone: 30 writes with no stream open, for comparison.
* paced: 10 writes a second. Per write and client, the latency from the write's start to the
  first event that carries it (an event's id is the version it brings the client to), p50/p99,
  and its ratio to the write's own latency (start to answer).
* flat out: the writer as fast as it goes. Events delivered per second to all clients, and the
  sheet versions per second those carried (several writes may come in one event).

On a 2-core machine the writer, the 200 readers and the server share the CPU: the numbers are
for the record (and for comparing the two modes), not against a target.
"""

from __future__ import annotations

import os
import re
import secrets
import selectors
import socket
import tempfile
import threading
import time
import uuid
from pathlib import Path

import redis

from bench.clients import percentile_ms
from bench.instances import Client, Instance

CLIENTS = 200
PACED_PER_SECOND = 10
PACED_SECONDS = 6.0
FLAT_SECONDS = 6.0
PLAYERS = ["Anna", "Bernd", "Clara", "David"]
EVENT_ID = re.compile(rb"id: (\d+)\nevent: change\n")


class Listeners:
    """``n`` streams of one sheet on raw sockets, read by one thread: (version, time) per client."""

    def __init__(self, port: int, sheet_id: str, token: str, n: int):
        self.selector = selectors.DefaultSelector()
        self.got: list[list[tuple[int, float]]] = [[] for _ in range(n)]
        self.buffers = [b""] * n
        self.running = True
        request = (
            f"GET /api/v1/sheets/{sheet_id}/events HTTP/1.1\r\nHost: bench\r\n"
            f"Authorization: Bearer {token}\r\nAccept: text/event-stream\r\n\r\n"
        ).encode()
        self.sockets = []
        for i in range(n):
            sock = socket.create_connection(("127.0.0.1", port), timeout=10)
            sock.sendall(request)
            sock.setblocking(False)
            self.selector.register(sock, selectors.EVENT_READ, i)
            self.sockets.append(sock)
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        while self.running:
            for key, _ in self.selector.select(timeout=0.1):
                i = key.data
                try:
                    data = key.fileobj.recv(65536)  # type: ignore[union-attr]
                except BlockingIOError:
                    continue
                if not data:
                    self.selector.unregister(key.fileobj)
                    continue
                now = time.monotonic()
                buffer = self.buffers[i] + data
                end = 0
                for match in EVENT_ID.finditer(buffer):
                    self.got[i].append((int(match.group(1)), now))
                    end = match.end()
                self.buffers[i] = buffer[end:][-4096:]

    def events(self) -> int:
        return sum(len(g) for g in self.got)

    def wait_first(self, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while any(not g for g in self.got):
            if time.monotonic() > deadline:
                missing = sum(1 for g in self.got if not g)
                raise RuntimeError(f"{missing} of {len(self.got)} streams got no first event")
            time.sleep(0.05)

    def close(self) -> None:
        self.running = False
        self.thread.join(timeout=5)
        for sock in self.sockets:
            sock.close()


def _listen(port: int, sheet_id: str, token: str, n: int, conn) -> None:
    """In a process of its own (the readers' parsing must not hold the writer's GIL): open the
    streams, say when each has its first event, hand over what they got when asked."""
    listeners = Listeners(port, sheet_id, token, n)
    listeners.wait_first()
    conn.send("ready")
    while True:
        until, timeout = conn.recv()
        if until is None:
            listeners.close()
            conn.send(listeners.got)
            return
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and any(not g or g[-1][0] < until for g in listeners.got):
            time.sleep(0.02)
        conn.send("reached")


class Readers:
    """``Listeners`` in a child process; ``got`` once closed."""

    def __init__(self, port: int, sheet_id: str, token: str, n: int):
        import multiprocessing

        context = multiprocessing.get_context("fork")
        self.conn, child = context.Pipe()
        self.proc = context.Process(target=_listen, args=(port, sheet_id, token, n, child))
        self.proc.start()
        if not self.conn.poll(60) or self.conn.recv() != "ready":
            raise RuntimeError("the streams did not all get their first event")

    def wait_for(self, version: int, timeout: float) -> None:
        self.conn.send((version, timeout))
        self.conn.recv()

    def close(self) -> list[list[tuple[int, float]]]:
        self.conn.send((None, 0))
        got = self.conn.recv()
        self.proc.join(timeout=10)
        return got


def _write(client: Client, sheet: dict, n: int) -> tuple[int, float, float]:
    record = {"game": "dreier", "declarer": PLAYERS[n % 4], "won": n % 3 != 0}
    path = f"/api/v1/sheets/{sheet['id']}/entries/{uuid.uuid4()}"
    started = time.monotonic()
    status, _, body = client.request(
        "PUT", path, {"revision": 1, "record": record}, {"Authorization": f"Bearer {sheet['edit']}"}
    )
    done = time.monotonic()
    assert status == 201, (status, body)
    return body["sheet"]["version"], started, done


def _delivery(
    got_all: list[list[tuple[int, float]]], writes: list[tuple[int, float, float]]
) -> list[float]:
    """Per write and client: the first event with an id ≥ the write's version, minus its start."""
    latencies = []
    for got in got_all:
        j = 0
        for version, started, _ in writes:  # versions ascending, events too
            while j < len(got) and got[j][0] < version:
                j += 1
            if j == len(got):
                break
            latencies.append(got[j][1] - started)
    return sorted(latencies)


def _round(mode: str, env: dict, directory: Path) -> None:
    instance = Instance(env, directory / f"gunicorn-{mode}.log", workers=2)
    instance.start()
    try:
        client = Client(instance.port, timeout=30)
        status, _, body = client.request("POST", "/api/v1/sheets", {"players": PLAYERS})
        assert status == 201
        sheet = {"id": body["sheet"]["id"], "edit": body["edit_token"], "view": body["view_token"]}
        # the same writes with nobody listening: what 200 streams cost a write
        alone = sorted(done - started for _, started, done in (
            _write(client, sheet, -k) for k in range(1, 31)))  # fmt: skip
        readers = Readers(instance.port, sheet["id"], sheet["view"], CLIENTS)
        client.close()  # idle past gunicorn's keep-alive meanwhile: a fresh connection

        # paced writes: the delivery latency
        writes, n = [], 0
        start = time.monotonic()
        while time.monotonic() - start < PACED_SECONDS:
            n += 1
            writes.append(_write(client, sheet, n))
            time.sleep(max(0.0, start + n / PACED_PER_SECOND - time.monotonic()))
        readers.wait_for(writes[-1][0], 5)

        # flat out: events per second
        first_version = writes[-1][0]
        flat_start = time.monotonic()
        last = first_version
        while time.monotonic() - flat_start < FLAT_SECONDS:
            n += 1
            last = _write(client, sheet, n)[0]
        written = time.monotonic() - flat_start
        readers.wait_for(last, 10)
        got = readers.close()
        client.close()
    finally:
        instance.stop()

    delivered = _delivery(got, writes)
    own = sorted(done - started for _, started, done in writes)
    missing = len(writes) * CLIENTS - len(delivered)
    flat = [t for g in got for version, t in g if version > first_version]
    events = len(flat)
    elapsed = max(flat) - flat_start if flat else float("nan")
    complete = sum(1 for g in got if g and g[-1][0] == last)
    p50, p99 = percentile_ms(delivered, 0.5), percentile_ms(delivered, 0.99)
    w50, w99 = percentile_ms(own, 0.5), percentile_ms(own, 0.99)
    print(f"{mode}: {CLIENTS} clients, paced {len(writes)} writes at {PACED_PER_SECOND}/s")
    a50, a99 = percentile_ms(alone, 0.5), percentile_ms(alone, 0.99)
    print(f"  write latency, no stream p50 {a50:8.1f} ms   p99 {a99:8.1f} ms")
    print(f"  write latency            p50 {w50:8.1f} ms   p99 {w99:8.1f} ms")
    print(f"  write → event (each client) p50 {p50:8.1f} ms   p99 {p99:8.1f} ms")
    print(f"  ratio event ÷ write      p50 {p50 / w50:8.2f}      p99 {p99 / w99:8.2f}")
    print(f"  deliveries missing: {missing} of {len(writes) * CLIENTS}")
    versions = last - first_version
    print(
        f"  flat out: {versions} writes in {written:.1f} s ({versions / written:.0f}/s); "
        f"{events} events delivered in {elapsed:.1f} s = {events / elapsed:.0f} events/s "
        f"({versions * CLIENTS / elapsed:.0f} client-versions/s); "
        f"{complete}/{CLIENTS} clients reached the last version"
    )


def main() -> None:
    url = os.environ.get("TEST_REDIS_URL") or "redis://127.0.0.1:6379/14"
    redis.Redis.from_url(url, socket_connect_timeout=2).ping()
    prefix = f"tarock-bench-{secrets.token_hex(4)}"
    print(f"cores: {os.cpu_count()}")
    with tempfile.TemporaryDirectory(prefix="tarock-events-") as tmp:
        directory = Path(tmp)
        for mode, extra in (
            ("redis", {"RATELIMIT_STORAGE_URI": url, "TAROCK_RATELIMIT_KEY_PREFIX": prefix}),
            ("polling (no Redis)", {"TAROCK_EVENTS_REDIS_URL": '""'}),
        ):
            db = directory / f"{mode.split()[0]}.sqlite3"
            env = {
                "DATABASE_URL": f"sqlite:///{db}",
                "TAROCK_RATELIMIT_ENABLED": "false",
                # the 200 displays all come from this one address (each its own client in life)
                "TAROCK_EVENTS_MAX_STREAMS_PER_CLIENT": str(CLIENTS),
                "LOG_LEVEL": "warning",
                **extra,
            }
            _migrate(env)
            _round(mode, env, directory)


def _migrate(env: dict) -> None:
    import subprocess
    import sys

    flask = Path(sys.executable).with_name("flask")
    root = Path(__file__).resolve().parents[1]
    subprocess.run([str(flask), "--app", "api", "db-upgrade"], cwd=root, check=True,
                   env={**os.environ, **env}, capture_output=True)  # fmt: skip


if __name__ == "__main__":
    main()
