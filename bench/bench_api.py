"""POST /settle against a bare Flask endpoint echoing the same JSON, both under gunicorn; and
POST /settle/batch per record against settling the same records in process.

Both servers run with deploy/gunicorn.conf.py as shipped (bound to 127.0.0.1 on free ports), the
API with its rate limiter on (a limit too high to trip) so its cost is measured too: counting in
this machine's table (``machine://``, the default), or where ``BENCH_RATELIMIT_STORAGE_URI`` names
one, in that store (``redis://…``, as the compose and Kubernetes deployments count). One load
generator for both: Python processes × threads, each thread with one keep-alive connection
(http.client), requests back to back, at 1, 32 and 128 connections. Echo and settle are measured
in alternating rounds and the median round counts, so a drift of the machine hits both alike.
Beside requests per second, the servers' own CPU time per request (master and workers, from
/proc): the load generator shares the machine, and that figure does not depend on it.

Prints per number of connections: requests per second, latency percentiles and server CPU per
request of each, and the ratio settle/echo (target ≥ 0.8 at 32 connections) by requests per
second and by server CPU. Then /settle/batch (an evening of BATCH_RECORDS records per request):
server CPU per record against the same records decoded, settled and encoded in this process
(``json.loads``, ``shared_rules.settle``, ``json.dumps``), in alternating rounds (target ≤ 2×).
"""

import http.client
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from flask import Flask, jsonify, request

import shared_rules
from api.schemas.record import EXAMPLE_RECORD
from bench.clients import client_load, percentile_ms
from bench.evening import evening
from bench.instances import free_port, terminate

ROOT = Path(__file__).resolve().parents[1]
#: numbers of keep-alive connections; the target holds at TARGET_AT
CONNECTIONS = (1, 32, 128)
TARGET_AT = 32
PROCESSES = 4
ROUNDS = 5
ROUND_SECONDS = 2.0
WARMUP_SECONDS = 1.0
TARGET = 0.8
#: /settle/batch: records per request, connections (one per core), the target per record
BATCH_RECORDS = 200
BATCH_CONNECTIONS = 2
BATCH_TARGET = 2.0

# the record of docs/design.md §3 as an app sends it: the documented example with every field spelt out
RECORD = {
    **EXAMPLE_RECORD,
    "house_rules": {},
    "valat": None,
    "bird": None,
    "king_in_talon": False,
    "conceded": False,
    "trischaken": None,
    "renonce": None,
}


def echo_app() -> Flask:
    """The baseline: Flask, one route, parse the JSON body and send it back."""
    app = Flask("echo")

    @app.post("/echo")
    def echo():
        return jsonify(request.get_json())

    return app


# --- servers ------------------------------------------------------------------------------------


def _start(app_spec: str, env: dict) -> tuple[subprocess.Popen, int]:
    port = free_port()
    gunicorn = Path(sys.executable).with_name("gunicorn")
    cmd = [str(gunicorn), "-c", "deploy/gunicorn.conf.py", "-b", f"127.0.0.1:{port}", app_spec]
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/livez" if "api" in app_spec else "/")
            conn.getresponse().read()
            conn.close()
            return proc, port
        except OSError:
            if proc.poll() is not None:
                break
            time.sleep(0.1)
    _stop(proc)
    raise RuntimeError(f"gunicorn for {app_spec} did not start")


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        terminate(proc)


# --- load generator -----------------------------------------------------------------------------


def _client_process(port, path, body, threads, start_at, stop_at, queue):
    results = []
    lock = threading.Lock()
    headers = {"Content-Type": "application/json"}

    def run():
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        latencies, errors = [], 0
        while time.time() < start_at:
            time.sleep(0.0005)
        while time.time() < stop_at:
            t0 = time.perf_counter()
            try:
                conn.request("POST", path, body=body, headers=headers)
                response = conn.getresponse()
                response.read()
                ok = response.status == 200
            except (OSError, http.client.HTTPException):
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
                ok = False
            latencies.append(time.perf_counter() - t0)
            errors += not ok
        conn.close()
        with lock:
            results.append((latencies, errors))

    workers = [threading.Thread(target=run) for _ in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    latencies = [x for lat, _ in results for x in lat]
    queue.put((latencies, sum(e for _, e in results)))


def load(port: int, path: str, body: bytes, seconds: float, connections: int) -> dict:
    """Requests per second and latencies with ``connections`` keep-alive connections."""
    processes = min(PROCESSES, connections)
    work = [(port, path, body, connections // processes)] * processes
    return client_load(_client_process, work, seconds, grace=60)


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time a gunicorn master and all its workers have spent so far (Linux
    /proc), workers that have exited included.

    gunicorn replaces a worker every ``max_requests`` (10,000 ± 1,000): at 128 connections that
    is several times a round. Summing the live processes alone lost the time of every worker
    that exited in a round (the figure once came out negative); the kernel adds a reaped
    child's time to its parent's ``cutime``/``cstime``, so the master's own times plus those
    plus the live workers' count each worker once. A worker reaped while this reads would be
    counted twice or not at all: the master's ``cutime`` read before and after tells, and the
    reading is then taken again.
    """
    tick = os.sysconf("SC_CLK_TCK")
    for _ in range(10):
        try:
            master = _stat_fields(pid)
            children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        except OSError:
            return float("nan")
        total = sum(int(master[i]) for i in (11, 12, 13, 14))  # utime stime cutime cstime
        for child in children:
            try:
                fields = _stat_fields(int(child))
            except OSError:  # gone (and reaped: the master's cutime below differs)
                continue
            total += int(fields[11]) + int(fields[12])
        try:
            again = _stat_fields(pid)
        except OSError:
            return float("nan")
        if again[13:15] == master[13:15]:  # no worker reaped meanwhile
            return total / tick
    return float("nan")


def _stat_fields(pid: int) -> list[str]:
    """The fields of /proc/<pid>/stat after the command name (field 3 on: ``[11]`` is utime)."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


# --- main ---------------------------------------------------------------------------------------


#: name → (gunicorn app, extra environment): the echo, and the API as shipped (its rate limiter on)
SERVERS = {
    "echo": ("bench.bench_api:echo_app()", {}),
    "settle": (
        "api:create_app()",
        {
            "TAROCK_RATELIMIT_API": "100000000 per minute",
            "RATELIMIT_STORAGE_URI": os.environ.get("BENCH_RATELIMIT_STORAGE_URI") or "machine://",
        },
    ),
}
PATHS = {"echo": "/echo", "settle": "/api/v1/settle"}


def main() -> None:
    body = json.dumps(RECORD).encode()
    records = evening(BATCH_RECORDS)
    batch_body = json.dumps({"records": records}).encode()
    procs = {}
    with tempfile.TemporaryDirectory() as tmp:
        env = {
            **os.environ,
            "DATABASE_URL": f"sqlite:///{tmp}/bench.sqlite3",
            "PYTHONDONTWRITEBYTECODE": "1",
        }
        env.pop("PORT", None)
        try:
            ports = {}
            for name, (spec, extra) in SERVERS.items():
                procs[name], ports[name] = _start(spec, {**env, **extra})
            _check(ports["settle"], body, batch_body, records)
            for name, port in ports.items():
                load(port, PATHS[name], body, WARMUP_SECONDS, CONNECTIONS[-1])
            rounds = {}
            for connections in CONNECTIONS:
                rounds[connections] = {name: [] for name in SERVERS}
                for i in range(ROUNDS):
                    order = list(SERVERS) if i % 2 == 0 else list(reversed(SERVERS))
                    for name in order:
                        result = _measured(procs[name], ports[name], PATHS[name], body, connections)
                        rounds[connections][name].append(result)
            batch, floor = [], []
            for _ in range(ROUNDS):
                batch.append(
                    _measured(
                        procs["settle"],
                        ports["settle"],
                        "/api/v1/settle/batch",
                        batch_body,
                        BATCH_CONNECTIONS,
                    )
                )
                floor.append(_in_process_floor(records))
        finally:
            for proc in procs.values():
                _stop(proc)
    _report(rounds)
    _report_batch(batch, floor)


def _measured(proc, port: int, path: str, body: bytes, connections: int) -> dict:
    """One round of load, with the server's CPU time spent in it."""
    before = _cpu_seconds(proc.pid)
    result = load(port, path, body, ROUND_SECONDS, connections)
    result["cpu"] = _cpu_seconds(proc.pid) - before
    return result


def _in_process_floor(records: list) -> float:
    """CPU seconds per record to decode, settle and encode ``records`` here (best of three)."""
    texts = [json.dumps(r) for r in records]
    best = float("inf")
    for _ in range(3):
        t0 = time.process_time()
        for text in texts:
            json.dumps(shared_rules.settle(json.loads(text)))
        best = min(best, time.process_time() - t0)
    return best / len(records)


def _check(port: int, body: bytes, batch_body: bytes, records: list) -> None:
    """The API answers what the engine says (a benchmark of wrong answers measures nothing)."""
    for path, data, expected in (
        ("/api/v1/settle", body, shared_rules.settle(RECORD)),
        ("/api/v1/settle/batch", batch_body, len(records)),
    ):
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        conn.request("POST", path, body=data, headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        got = json.loads(response.read())
        conn.close()
        if path.endswith("batch"):
            ok = got.get("settled") == expected
        else:
            ok = got == json.loads(json.dumps(expected))
        if response.status != 200 or not ok:
            raise RuntimeError(f"POST {path} answered {response.status}: {str(got)[:500]}")


def _report(rounds: dict) -> None:
    workers = os.environ.get("WEB_CONCURRENCY") or f"min(2×{os.cpu_count()}+1, 8)"
    store = SERVERS["settle"][1]["RATELIMIT_STORAGE_URI"].split(":", 1)[0]  # no password shown
    print(
        f"gunicorn deploy/gunicorn.conf.py ({os.environ.get('GUNICORN_WORKER_CLASS', 'gevent')}, "
        f"workers {workers}) on 127.0.0.1, the rate limit counted in "
        f"{store}://; load: up to {PROCESSES} processes of threads, one "
        f"keep-alive connection each; {ROUNDS} rounds of {ROUND_SECONDS:.0f} s per server, "
        "alternating (medians)"
    )
    for connections, by_server in rounds.items():
        print(f"  {connections} connection{'s' if connections > 1 else ''}:")
        for name, results in by_server.items():
            rps = statistics.median(r["rps"] for r in results)
            lat = sorted(x for r in results for x in r["latencies"])
            errors = sum(r["errors"] for r in results)
            print(
                f"    {name:7s} {rps:7.0f} req/s   p50 {percentile_ms(lat, 0.50):6.2f} ms   "
                f"p99 {percentile_ms(lat, 0.99):6.2f} ms   "
                f"server CPU {_cpu_per_request(results):5.0f} µs/req   errors {errors}"
            )
        # Ratio per round (its runs were back to back), median over the rounds: other processes
        # on a shared machine shift both alike.
        pairs = list(zip(by_server["settle"], by_server["echo"], strict=True))
        ratio = statistics.median(s["rps"] / e["rps"] for s, e in pairs)
        cpu_ratio = statistics.median(
            _cpu_per_request([e]) / _cpu_per_request([s]) for s, e in pairs
        )
        verdict = ""
        if connections == TARGET_AT:
            verdict = f" (target ≥ {TARGET}: {'ok' if ratio >= TARGET else 'BELOW TARGET'})"
        print(
            f"    ratio POST /settle / echo at {connections}: {ratio:.2f} by req/s{verdict}; "
            f"{cpu_ratio:.2f} by server CPU per request (echo's ÷ settle's)"
        )


def _report_batch(batch: list, floor: list) -> None:
    per_record = [_cpu_per_request([b]) / BATCH_RECORDS for b in batch]
    ratios = [b / (f * 1e6) for b, f in zip(per_record, floor, strict=True)]
    ratio = statistics.median(ratios)
    verdict = "ok" if ratio <= BATCH_TARGET else "ABOVE TARGET"
    errors = sum(b["errors"] for b in batch)
    print(
        f"  POST /settle/batch ({BATCH_RECORDS} records, {BATCH_CONNECTIONS} connections): "
        f"{statistics.median(b['rps'] for b in batch) * BATCH_RECORDS:.0f} records/s, "
        f"server CPU {statistics.median(per_record):.1f} µs/record, errors {errors}; "
        f"in process (decode, settle, encode): {statistics.median(floor) * 1e6:.1f} µs/record"
    )
    print(
        f"    ratio batch per record / in-process settle + JSON = {ratio:.2f}x "
        f"(target ≤ {BATCH_TARGET:.0f}x: {verdict})"
    )


def _cpu_per_request(results: list) -> float:
    return 1e6 * sum(r["cpu"] for r in results) / max(1, sum(len(r["latencies"]) for r in results))


if __name__ == "__main__":
    main()
