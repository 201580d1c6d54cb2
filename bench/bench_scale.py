"""Scale-out: a mixed load against one API instance, then against two, with the same client.

Two gunicorn instances (deploy/gunicorn.conf.py, one worker each), each pinned to a core of its own
with taskset, share one PostgreSQL (a fresh schema) and one Redis (the rate limit, set too high to
trip, so its cost counts). One load generator — Python processes × threads, one keep-alive
connection each — sends a bounded mix: POST /settle, POST /settle/batch (20 records), PUT of a new
sheet entry and GET of the sheet's latest changes, each connection on a sheet of its own. In the
"one" rounds every connection goes to the first instance, in the "two" rounds half go to each.
Rounds alternate so a drift of the machine hits both alike; medians count.

Prints requests per second, error rate and latency percentiles of both, and the ratio two ÷ one,
with the number of cores: on a 2-core machine the load generator takes CPU from the servers, so
the ratio is for the record, not against a target.
"""

import os
import random
import secrets
import shutil
import statistics
import tempfile
import time
import uuid
from contextlib import ExitStack
from pathlib import Path

import redis

from bench.clients import client_load, percentile_ms
from bench.instances import GONE, Client, Instance
from tests.support.databases import postgres_base_url, postgres_database
from tests.support.records import sample_record

PLAYERS = ["Anna", "Bernd", "Clara", "David"]
PROCESSES = 2
THREADS = 8  # per process: 16 connections in all
ROUNDS = 3
ROUND_SECONDS = 5.0
WARMUP_SECONDS = 1.5
MAX_REQUESTS = 20_000  # per connection and round: the load is bounded whatever the speed
BATCH = 20
MIX = {"settle": 40, "batch": 10, "write": 30, "read": 20}  # percent of requests


def _request(kind: str, rng: random.Random, sheet: dict) -> tuple[str, str, dict | None]:
    if kind == "settle":
        return "POST", "/api/v1/settle", {"players": PLAYERS, **sample_record(rng, PLAYERS)}
    if kind == "batch":
        records = [{"players": PLAYERS, **sample_record(rng, PLAYERS)} for _ in range(BATCH)]
        return "POST", "/api/v1/settle/batch", {"records": records}
    if kind == "write":
        path = f"/api/v1/sheets/{sheet['id']}/entries/{uuid.uuid4()}"
        return "PUT", path, {"revision": 1, "record": sample_record(rng, PLAYERS)}
    since = max(0, sheet["version"] - 5)
    return "GET", f"/api/v1/sheets/{sheet['id']}/changes?since={since}", None


def _connection(port: int, sheet: dict, seed: int, start_at: float, stop_at: float) -> tuple:
    rng = random.Random(seed)
    kinds, weights = list(MIX), list(MIX.values())
    client = Client(port, timeout=30)
    auth = {"Authorization": f"Bearer {sheet['token']}"}
    latencies, errors = [], 0
    while time.time() < start_at:
        time.sleep(0.001)
    while time.time() < stop_at and len(latencies) < MAX_REQUESTS:
        kind = rng.choices(kinds, weights)[0]
        method, path, body = _request(kind, rng, sheet)
        started = time.perf_counter()
        try:
            status, _, got = client.request(method, path, body, auth)
            ok = 200 <= status < 300
            if ok and kind == "write":
                sheet["version"] = got["sheet"]["version"]
        except GONE:
            ok = False
        latencies.append(time.perf_counter() - started)
        errors += not ok
    client.close()
    return latencies, errors


def _client_process(work: list, start_at: float, stop_at: float, queue) -> None:
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(len(work)) as pool:
        futures = [pool.submit(_connection, *w, start_at, stop_at) for w in work]
        done = [f.result() for f in futures]
    queue.put(([x for lat, _ in done for x in lat], sum(e for _, e in done)))


def load(ports: list[int], sheets: list[dict], seconds: float, seed: int) -> dict:
    """Every connection k on ``ports[k % len(ports)]`` and ``sheets[k]`` for ``seconds``."""
    work = []
    for p in range(PROCESSES):
        connections = []
        for t in range(THREADS):
            k = p * THREADS + t
            connections.append((ports[k % len(ports)], sheets[k], seed * 1000 + k))
        work.append((connections,))
    return client_load(_client_process, work, seconds, grace=120)


def _sheets(port: int, n: int) -> list[dict]:
    client = Client(port)
    out = []
    for _ in range(n):
        status, _, got = client.request("POST", "/api/v1/sheets", {"players": PLAYERS})
        if status != 201:
            raise RuntimeError(f"POST /sheets answered {status}: {got}")
        out.append({"id": got["sheet"]["id"], "token": got["edit_token"], "version": 0})
    return out


def _check(port: int, sheet: dict) -> None:
    """One request of each kind answers 2xx before anything is measured."""
    client, rng = Client(port), random.Random(0)
    for kind in MIX:
        method, path, body = _request(kind, rng, sheet)
        status, _, got = client.request(
            method, path, body, {"Authorization": f"Bearer {sheet['token']}"}
        )
        if not 200 <= status < 300:
            raise RuntimeError(f"{method} {path} answered {status}: {got}")


def _redis_url() -> str | None:
    url = os.environ.get("TEST_REDIS_URL") or "redis://127.0.0.1:6379/0"
    try:
        redis.Redis.from_url(url, socket_connect_timeout=2).ping()
    except redis.RedisError:
        return None
    return url


def main() -> None:
    base = postgres_base_url()
    if base is None:
        print("scale-out: skipped (no PostgreSQL answers; set TEST_POSTGRES_URL)")
        return
    cores = os.cpu_count() or 1
    pinned = shutil.which("taskset") is not None and cores >= 2
    redis_url = _redis_url()
    prefix = f"bench-{secrets.token_hex(4)}"
    connections = PROCESSES * THREADS
    with ExitStack() as stack:
        url = stack.enter_context(postgres_database(base))
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        env = {"DATABASE_URL": url, "LOG_LEVEL": "warning", "GUNICORN_MAX_REQUESTS": "0"}
        if redis_url:
            env |= {
                "RATELIMIT_STORAGE_URI": redis_url,
                "TAROCK_RATELIMIT_KEY_PREFIX": prefix,
                "TAROCK_RATELIMIT_API": "100000000 per minute",
            }
        else:
            env["TAROCK_RATELIMIT_ENABLED"] = "false"
        instances = []
        for core in ("0", "1"):
            instance = Instance(
                env, tmp / f"gunicorn-{core}.log", workers=1, cpus=core if pinned else None
            )
            stack.callback(instance.stop)
            instances.append(instance.start())
        ports = [i.port for i in instances]
        sheets = _sheets(ports[0], connections)
        _check(ports[0], sheets[0])
        _check(ports[1], sheets[1])
        modes = {"one": ports[:1], "two": ports}
        for targets in modes.values():
            load(targets, sheets, WARMUP_SECONDS, seed=99)
        rounds = {name: [] for name in modes}
        for r in range(ROUNDS):
            order = list(modes) if r % 2 == 0 else list(reversed(modes))
            for name in order:
                before = sum(i.cpu_seconds() for i in instances)
                result = load(modes[name], sheets, ROUND_SECONDS, seed=r)
                result["cpu"] = sum(i.cpu_seconds() for i in instances) - before
                rounds[name].append(result)
        if redis_url:
            client = redis.Redis.from_url(redis_url)
            for key in client.scan_iter(match=f"*{prefix}*"):
                client.delete(key)
    _report(rounds, cores, pinned, redis_url is not None, connections)


def _report(rounds: dict, cores: int, pinned: bool, shared_limit: bool, connections: int) -> None:
    mix = ", ".join(f"{k} {v}%" for k, v in MIX.items())
    print(
        f"scale-out: {cores} cores; instances: gunicorn deploy/gunicorn.conf.py, 1 worker each"
        f"{', pinned to cores 0 and 1 (taskset)' if pinned else ' (not pinned)'}; PostgreSQL"
        f"{' + Redis rate limit' if shared_limit else ''}; load: {PROCESSES} processes × {THREADS}"
        f" threads = {connections} keep-alive connections; mix {mix} (batch = {BATCH} records);"
        f" {ROUNDS} rounds of {ROUND_SECONDS:.0f} s per mode, alternating (medians)"
    )
    for name, results in rounds.items():
        rps = statistics.median(r["rps"] for r in results)
        lat = sorted(x for r in results for x in r["latencies"])
        errors = sum(r["errors"] for r in results)
        cpu = 1e6 * sum(r["cpu"] for r in results) / max(1, len(lat))
        print(
            f"  {name} instance{'s' if name == 'two' else ' '} {rps:7.0f} req/s   "
            f"p50 {percentile_ms(lat, 0.50):6.2f} ms   p99 {percentile_ms(lat, 0.99):7.2f} ms   "
            f"errors {errors}/{len(lat)} ({100 * errors / max(1, len(lat)):.2f} %)   "
            f"server CPU {cpu:5.0f} µs/req"
        )
    pairs = zip(rounds["two"], rounds["one"], strict=True)
    ratio = statistics.median(two["rps"] / one["rps"] for two, one in pairs)
    note = (
        "no target: the load generator shares the 2 cores with the servers"
        if cores <= 2
        else "ideal 2.0"
    )
    print(f"  ratio two ÷ one = {ratio:.2f} req/s ({note})")


if __name__ == "__main__":
    main()
