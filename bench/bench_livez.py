"""/livez under SQLite writes: its latency while 50 clients write sheet entries, ÷ idle.

One gunicorn as shipped (deploy/gunicorn.conf.py, gevent, its default worker count for this
machine) on the embedded default, a SQLite file. A prober process asks ``GET /livez`` over one
keep-alive connection every few milliseconds: first alone (idle), then while ``WRITERS`` client
connections (threads in ``PROCESSES`` processes) each PUT new entries into one of a few sheets as
fast as answers come. SQLite has one writer lock for the whole database, so the writers queue for
it; /livez touches no database and must not wait behind them (target: p99 ≤ 50 ms on a quiet
machine). Prints idle and loaded percentiles, their ratio, the writes per second and the writers'
answers by status (a 503 is a write that did not get the lock within the deadline).
"""

from __future__ import annotations

import multiprocessing
import os
import random
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from bench.clients import percentile_ms
from bench.instances import GONE, ROOT, Client, Instance
from tests.support.records import sample_record

PLAYERS = ["Anna", "Bernd", "Clara", "David"]
WRITERS = 50
PROCESSES = 2
SHEETS = 5
IDLE_SECONDS = 4.0
LOAD_SECONDS = 8.0
PROBE_EVERY = 0.005  # seconds between /livez probes
MAX_PROBES = 10_000  # the probing is bounded whatever the speed
MAX_WRITES = 5_000  # per writer connection


def _probe(port: int, start_at: float, stop_at: float, queue) -> None:
    """/livez latencies (s) between start_at and stop_at; failures count as errors."""
    client = Client(port, timeout=30)
    latencies, errors = [], 0
    while time.time() < start_at:
        time.sleep(0.001)
    while time.time() < stop_at and len(latencies) < MAX_PROBES:
        started = time.perf_counter()
        try:
            ok = client.request("GET", "/livez")[0] == 200
        except GONE:
            ok = False
        latencies.append(time.perf_counter() - started)
        errors += not ok
        time.sleep(PROBE_EVERY)
    client.close()
    queue.put((sorted(latencies), errors))


def _writer(port: int, sheet: dict, seed: int, start_at: float, stop_at: float) -> Counter:
    rng = random.Random(seed)
    client = Client(port, timeout=60)
    auth = {"Authorization": f"Bearer {sheet['token']}"}
    statuses: Counter = Counter()
    while time.time() < start_at:
        time.sleep(0.001)
    while time.time() < stop_at and sum(statuses.values()) < MAX_WRITES:
        path = f"/api/v1/sheets/{sheet['id']}/entries/{uuid.uuid4()}"
        body = {"revision": 1, "record": sample_record(rng, PLAYERS)}
        try:
            statuses[client.request("PUT", path, body, auth)[0]] += 1
        except GONE:
            statuses["gone"] += 1
    client.close()
    return statuses


def _writers(port: int, sheets: list, first: int, n: int, start_at, stop_at, queue) -> None:
    with ThreadPoolExecutor(n) as pool:
        futures = [
            pool.submit(_writer, port, sheets[k % len(sheets)], k, start_at, stop_at)
            for k in range(first, first + n)
        ]
        total: Counter = Counter()
        for future in futures:
            total.update(future.result())
    queue.put(dict(total))


def _round(port: int, sheets: list, writers: int, seconds: float) -> tuple[list, int, Counter]:
    ctx = multiprocessing.get_context("fork")
    queue = ctx.Queue()
    start_at = time.time() + 0.5
    stop_at = start_at + seconds
    procs = [ctx.Process(target=_probe, args=(port, start_at, stop_at, queue))]
    per = writers // PROCESSES if writers else 0
    for p in range(PROCESSES if writers else 0):
        args = (port, sheets, p * per, per, start_at, stop_at, queue)
        procs.append(ctx.Process(target=_writers, args=args))
    for proc in procs:
        proc.start()
    results = [queue.get(timeout=seconds + 120) for _ in procs]
    for proc in procs:
        proc.join()
    probe = next(r for r in results if isinstance(r, tuple))
    statuses: Counter = Counter()
    for r in results:
        if isinstance(r, dict):
            statuses.update(r)
    return probe[0], probe[1], statuses


def _line(name: str, latencies: list, errors: int) -> str:
    p50, p99 = percentile_ms(latencies, 0.5), percentile_ms(latencies, 0.99)
    top = max(latencies) * 1000 if latencies else float("nan")
    return (
        f"  {name:<22} n={len(latencies):5d}  p50 {p50:7.1f} ms  p99 {p99:7.1f} ms  "
        f"max {top:7.1f} ms  errors {errors}"
    )


def main() -> None:
    cores = os.cpu_count() or 1
    workers = min(2 * cores + 1, 8)  # deploy/gunicorn.conf.py's default
    with tempfile.TemporaryDirectory(prefix="tarock-livez-") as tmp:
        url = f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        env = {"DATABASE_URL": url, "LOG_LEVEL": "warning", "TAROCK_RATELIMIT_ENABLED": "false"}
        flask = Path(sys.executable).with_name("flask")
        subprocess.run(
            [str(flask), "--app", "api", "db-upgrade"],
            cwd=ROOT,
            env={**os.environ, **env},
            check=True,
            capture_output=True,
        )
        instance = Instance(env, Path(tmp) / "gunicorn.log", workers=workers)
        instance.start()
        try:
            client = Client(instance.port)
            sheets = []
            for _ in range(SHEETS):
                status, _, got = client.request("POST", "/api/v1/sheets", {"players": PLAYERS})
                if status != 201:
                    raise RuntimeError(f"POST /sheets answered {status}: {got}")
                sheets.append({"id": got["sheet"]["id"], "token": got["edit_token"]})
            client.close()
            idle, idle_errors, _ = _round(instance.port, sheets, 0, IDLE_SECONDS)
            cpu = instance.cpu_seconds()
            loaded, loaded_errors, statuses = _round(instance.port, sheets, WRITERS, LOAD_SECONDS)
            cpu = instance.cpu_seconds() - cpu
        finally:
            instance.stop()
    print(f"/livez on SQLite, gunicorn gevent × {workers} workers, {cores} cores")
    print(_line("idle", idle, idle_errors))
    print(_line(f"{WRITERS} writers", loaded, loaded_errors))
    done = sum(v for k, v in statuses.items() if isinstance(k, int) and 200 <= k < 300)
    answers = ", ".join(f"{k}: {v}" for k, v in sorted(statuses.items(), key=str))
    per_write = 1000 * cpu / max(1, done)
    print(
        f"  writes {done / LOAD_SECONDS:.0f}/s, server CPU {per_write:.1f} ms each (answers {answers})"
    )
    ratio = percentile_ms(loaded, 0.99) / percentile_ms(idle, 0.99)
    print(f"  /livez p99 with writers ÷ idle: {ratio:.1f}×  (target p99 ≤ 50 ms)")
