"""Faults under load against a live gunicorn (deploy/gunicorn.conf.py, gevent).

- PostgreSQL (a private server) is killed (``pg_ctl stop -m immediate``) while writers put
  entries, and started again; then the rate limit's Redis (private too) is killed and started
  again. Every answer is a success or a 503 problem with ``Retry-After`` — never a 500, never a
  dropped connection — every acknowledged write is in the sheet afterwards, and the service
  answers normally again without a restart. The log holds one line per 503 and no stack trace.
- PostgreSQL frozen (SIGSTOP: its kernel still accepts and acknowledges, nothing answers) while
  the worker's pool holds connections to it: every request is a 503 problem with Retry-After
  within the database deadline (api/db/engine.py), /livez answers meanwhile, and writes go on
  once it runs again. Redis frozen: every request is answered, none waits past the Redis budget
  (api/redis_budget.py) once for the rate limit and once for the write's publish.
- SQLite: while another process holds the writer lock, a write waits for it without stopping
  the worker — /livez and reads on the same (single) worker answer meanwhile.

Bounded: every loop has a deadline; only loopback ports.
"""

from __future__ import annotations

import json
import random
import sqlite3
import threading
import time
import uuid
from collections import Counter

import pytest

from api.db import upgrade
from api.db.engine import PG_DEADLINE
from api.redis_budget import BUDGET as REDIS_BUDGET
from bench.instances import GONE, Client
from tests.support.databases import sqlite_database
from tests.support.records import sample_record

from .private_servers import PrivatePostgres, PrivateRedis, postgres_bin

FOUR = ["Anna", "Bernd", "Clara", "David"]
WRITERS = 12
SHEETS = 4
OUTAGE_SECONDS = 3.0
DEADLINE = 60.0  # seconds for each phase: the test stops by itself whatever happens
RETRY_PAUSE = 0.2  # a writer's pause after a 503 (the test does not wait the full Retry-After)


class Writer:
    """One client connection putting new entries into one sheet; a 503 is retried (same id)."""

    def __init__(self, k: int, port: int, sheet: dict):
        self.rng = random.Random(k)
        self.client = Client(port, timeout=30)
        self.sheet = sheet
        self.auth = {"Authorization": f"Bearer {sheet['token']}"}
        self.acks: dict[str, dict] = {}  # entry id -> record, acknowledged with a 2xx
        self.statuses: Counter = Counter()
        self.bad: list[str] = []  # 503s without Retry-After or problem body, other statuses

    def run(self, stop: threading.Event) -> None:
        while not stop.is_set():
            eid = str(uuid.uuid4())
            body = {"revision": 1, "record": sample_record(self.rng, FOUR)}
            path = f"/api/v1/sheets/{self.sheet['id']}/entries/{eid}"
            while not stop.is_set():
                try:
                    status, headers, got = self.client.request("PUT", path, body, self.auth)
                except GONE as error:
                    self.statuses["gone"] += 1
                    self.bad.append(f"PUT {eid}: {error!r}")
                    time.sleep(RETRY_PAUSE)
                    continue
                self.statuses[status] += 1
                if status in (200, 201):
                    self.acks[eid] = body["record"]
                    break
                if status == 503:
                    problem = (got or {}).get("type", "")
                    if not headers.get("Retry-After", "").isdigit() or not problem.endswith(
                        "/database-unavailable"
                    ):
                        self.bad.append(f"503 without Retry-After/problem: {headers} {got}")
                    time.sleep(RETRY_PAUSE)
                    continue
                self.bad.append(f"PUT {eid} → {status} {got}")
                break
        self.client.close()


def _acked(writers: list[Writer]) -> int:
    return sum(len(w.acks) for w in writers)


def _wait_for_acks(writers: list[Writer], more: int) -> int:
    """Wait (bounded) until ``more`` further writes were acknowledged; the number reached."""
    goal = _acked(writers) + more
    deadline = time.monotonic() + DEADLINE
    while _acked(writers) < goal and time.monotonic() < deadline:
        time.sleep(0.05)
    return _acked(writers) - goal + more


def _status(port: int, path: str) -> int:
    """GET over a new connection (a kept-alive one may have been closed while idle)."""
    client = Client(port)
    try:
        return client.request("GET", path)[0]
    finally:
        client.close()


def _all_entries(client: Client, sheet: dict) -> dict[str, dict]:
    """Every live entry of the sheet (through the changes feed, page by page)."""
    auth, since, out = {"Authorization": f"Bearer {sheet['token']}"}, 0, {}
    for _ in range(1000):
        status, _, got = client.request(
            "GET", f"/api/v1/sheets/{sheet['id']}/changes?since={since}", None, auth
        )
        assert status == 200, got
        out.update({e["id"]: e for e in got["entries"]})
        if not got["more"]:
            return out
        since = got["next_since"]
    raise AssertionError("changes feed did not end")


@pytest.fixture
def private_servers():
    if postgres_bin() is None:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    try:
        with PrivatePostgres() as pg, PrivateRedis() as rd:
            yield pg, rd
    except FileNotFoundError as missing:
        pytest.skip(str(missing))


def test_postgres_and_redis_killed_under_load_answer_503_or_success_and_lose_nothing(
    private_servers, instances
):
    pg, rd = private_servers
    upgrade(pg.url)
    env = {
        "DATABASE_URL": pg.url,
        "RATELIMIT_STORAGE_URI": rd.url,
        "TAROCK_RATELIMIT_API": "100000 per minute",
    }
    server = instances(env)
    setup = Client(server.port)
    sheets = []
    for _ in range(SHEETS):
        status, _, got = setup.request("POST", "/api/v1/sheets", {"players": FOUR})
        assert status == 201, got
        sheets.append({"id": got["sheet"]["id"], "token": got["edit_token"]})
    setup.close()
    writers = [Writer(k, server.port, sheets[k % SHEETS]) for k in range(WRITERS)]
    stop = threading.Event()
    threads = [threading.Thread(target=w.run, args=(stop,), daemon=True) for w in writers]
    for t in threads:
        t.start()
    try:
        assert _wait_for_acks(writers, 30) >= 30, "no load before the fault"

        pg.stop_immediately()  # mid-load: transactions are cut off
        time.sleep(OUTAGE_SECONDS)
        during = sum(w.statuses[503] for w in writers)
        assert _status(server.port, "/livez") == 200
        assert _status(server.port, "/readyz") == 503
        pg.start()
        assert _wait_for_acks(writers, 30) >= 30, "writes did not resume after PostgreSQL"
        assert _status(server.port, "/readyz") == 200

        rd.stop()
        assert _wait_for_acks(writers, 30) >= 30, "writes stopped while Redis was down"
        rd.start()
        assert _wait_for_acks(writers, 30) >= 30, "writes did not go on after Redis"
    finally:
        stop.set()
        for t in threads:
            t.join(timeout=40)
    assert not any(t.is_alive() for t in threads)

    statuses = sum((w.statuses for w in writers), Counter())
    assert during > 0, f"the outage was not seen: {statuses}"
    assert set(statuses) <= {200, 201, 503}, statuses  # 0 × 500, no dropped connection
    assert [b for w in writers for b in w.bad] == []
    # 0 acknowledged writes lost: every one is there with the record that was acknowledged
    setup = Client(server.port)
    for sheet in sheets:
        stored = _all_entries(setup, sheet)
        acked = {eid: rec for w in writers if w.sheet is sheet for eid, rec in w.acks.items()}
        assert set(acked) <= set(stored)
        assert all(stored[eid]["record"] == rec for eid, rec in acked.items())
    log = server.log.read_text(errors="replace")
    lines = [json.loads(line) for line in log.splitlines() if line.startswith("{")]
    unavailable = [line for line in lines if line["msg"].startswith("database unavailable")]
    assert len(unavailable) >= statuses[503] > 0  # one line per 503 (readyz adds its own)
    assert [line["msg"] for line in lines if "exc" in line] == []  # no stack trace logged
    assert "Traceback" not in log
    assert not [line for line in lines if line["level"] in ("error", "critical")]


def _timed(port: int, method: str, path: str, body=None, headers=None) -> tuple:
    """(status, headers, body, seconds) of one request on a new connection."""
    started = time.monotonic()
    client = Client(port, timeout=60)
    try:
        return (*client.request(method, path, body, headers), time.monotonic() - started)
    finally:
        client.close()


def _at_once(port: int, sheet: dict, reads: int, writes: int) -> list[tuple]:
    """``reads`` GETs of the sheet and ``writes`` PUTs of new entries, all at the same time."""
    auth = {"Authorization": f"Bearer {sheet['token']}"}
    base = f"/api/v1/sheets/{sheet['id']}"
    calls = [("GET", base, None)] * reads + [
        ("PUT", f"{base}/entries/{uuid.uuid4()}",
         {"revision": 1, "record": sample_record(random.Random(k), FOUR)})
        for k in range(writes)
    ]  # fmt: skip
    results: list[tuple] = []
    threads = [
        threading.Thread(target=lambda c=c: results.append(_timed(port, *c, auth))) for c in calls
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=DEADLINE)
    assert len(results) == len(calls), "a request never came back"
    return results


def _new_sheet(port: int) -> dict:
    status, _, got = Client(port).request("POST", "/api/v1/sheets", {"players": FOUR})
    assert status == 201, got
    return {"id": got["sheet"]["id"], "token": got["edit_token"]}


def test_a_frozen_postgres_answers_503_within_the_deadline_on_pooled_connections(
    private_servers, instances
):
    pg, _ = private_servers
    upgrade(pg.url)
    env = {"DATABASE_URL": pg.url, "TAROCK_RATELIMIT_API": "100000 per minute"}
    server = instances(env, workers=1)
    sheet = _new_sheet(server.port)
    warm = _at_once(server.port, sheet, 6, 2)  # the worker's pool now holds several connections
    assert {r[0] for r in warm} <= {200, 201}
    idle = max(r[3] for r in warm)
    with pg.frozen():
        frozen = _at_once(server.port, sheet, 6, 2)
        assert _status(server.port, "/livez") == 200
    for status, headers, got, _ in frozen:
        assert status == 503, (status, got)
        assert headers.get("Retry-After", "").isdigit()
        assert got["type"].endswith("/database-unavailable")
    worst = max(r[3] for r in frozen)
    print(f"frozen PostgreSQL: worst {worst:.2f} s (deadline {PG_DEADLINE} s, idle {idle:.3f} s)")
    assert worst <= PG_DEADLINE + 2.5, worst  # 15 s and more before: a pooled connection hung
    after = _at_once(server.port, sheet, 1, 2)  # running again: no restart needed
    assert {r[0] for r in after} <= {200, 201}, after


def test_a_frozen_redis_holds_no_request_past_its_budget(private_servers, instances, tmp_path):
    _, rd = private_servers
    with sqlite_database(tmp_path) as url:
        env = {
            "DATABASE_URL": url,
            "RATELIMIT_STORAGE_URI": rd.url,
            "TAROCK_RATELIMIT_API": "100000 per minute",
        }
        server = instances(env, workers=1)
        sheet = _new_sheet(server.port)
        warm = _at_once(server.port, sheet, 4, 2)  # counted in Redis, writes published there
        assert {r[0] for r in warm} <= {200, 201}
        idle = max(r[3] for r in warm)
        with rd.frozen():
            frozen = _at_once(server.port, sheet, 6, 3) + _at_once(server.port, sheet, 2, 2)
        statuses = Counter(r[0] for r in frozen)
        assert set(statuses) <= {200, 201}, statuses  # answered: Redis is not needed for that
        worst = max(r[3] for r in frozen)
        print(f"frozen Redis: worst {worst:.2f} s (budget {REDIS_BUDGET} s, idle {idle:.3f} s)")
        # at most one attempt for the count and one for the publish (10 s before: a retry)
        assert worst <= 2 * REDIS_BUDGET + 1.5, worst


def test_a_sqlite_write_waiting_for_the_lock_does_not_stop_its_worker(tmp_path, instances):
    with sqlite_database(tmp_path) as url:
        server = instances({"DATABASE_URL": url}, workers=1)  # everything on one gevent worker
        client = Client(server.port, timeout=5)
        status, _, created = client.request("POST", "/api/v1/sheets", {"players": FOUR})
        assert status == 201
        auth = {"Authorization": f"Bearer {created['edit_token']}"}
        sheet_path = f"/api/v1/sheets/{created['sheet']['id']}"
        holder = sqlite3.connect(url.removeprefix("sqlite:///"), isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")  # another process holds SQLite's writer lock
        answers: list = []

        def put(seed: int) -> None:
            body = {"revision": 1, "record": sample_record(random.Random(seed), FOUR)}
            path = f"{sheet_path}/entries/{uuid.uuid4()}"
            answers.append(Client(server.port, timeout=30).request("PUT", path, body, auth)[0])

        # three writes on the one worker: one asks SQLite, two queue behind it in the worker
        writers = [threading.Thread(target=put, args=(seed,)) for seed in range(3)]
        try:
            for writer in writers:
                writer.start()
            # for 2 s the worker still serves its other connections (a C-level wait stopped it)
            for _ in range(10):
                time.sleep(0.2)
                assert client.request("GET", "/livez")[0] == 200
                assert client.request("GET", sheet_path, None, auth)[0] == 200
            # the writes are still waiting for the lock
            assert all(w.is_alive() for w in writers) and answers == []
        finally:
            holder.execute("ROLLBACK")
            holder.close()
        for writer in writers:
            writer.join(timeout=20)
        assert answers == [201, 201, 201]
