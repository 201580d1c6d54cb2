"""POST /settle against a bare Flask endpoint echoing the same JSON, both under gunicorn.

Both servers run with deploy/gunicorn.conf.py as shipped (bound to 127.0.0.1 on free ports), the
API with its rate limiter on (a limit too high to trip) so its cost is measured too. One load
generator for both: Python processes × threads, each thread with one keep-alive connection
(http.client), 32 connections in all, requests back to back. Echo and settle are measured in
alternating rounds and the median round counts, so a drift of the machine hits both alike.

Prints requests per second of each, the ratio settle/echo (target ≥ 0.6), and latency
percentiles (p99 at 32 concurrent connections).
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

from api.schemas.record import EXAMPLE_RECORD
from bench.clients import client_load, percentile_ms
from bench.instances import free_port, terminate

ROOT = Path(__file__).resolve().parents[1]
CONNECTIONS = 32
PROCESSES = 4
ROUNDS = 6
ROUND_SECONDS = 2.0
WARMUP_SECONDS = 1.0
TARGET = 0.6

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


def load(port: int, path: str, body: bytes, seconds: float) -> dict:
    """Requests per second and latencies with CONNECTIONS keep-alive connections."""
    work = [(port, path, body, CONNECTIONS // PROCESSES)] * PROCESSES
    return client_load(_client_process, work, seconds, grace=60)


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a gunicorn master and its workers (Linux /proc)."""
    total = 0.0
    tick = os.sysconf("SC_CLK_TCK")
    pids = [pid]
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        pids += [int(c) for c in children]
    except OSError:
        return float("nan")
    for p in pids:
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick
    return total


# --- main ---------------------------------------------------------------------------------------


#: name → (gunicorn app, extra environment, path). "settle" is the API as shipped; "settle-nolimit"
#: the same with the in-app rate limiter off (as behind an ingress that limits), for comparison.
SERVERS = {
    "echo": ("bench.bench_api:echo_app()", {}, "/echo"),
    "settle": (
        "api:create_app()",
        {"TAROCK_RATELIMIT_API": "100000000 per minute"},
        "/api/v1/settle",
    ),
    "settle-nolimit": ("api:create_app()", {"TAROCK_RATELIMIT_ENABLED": "false"}, "/api/v1/settle"),
}


def main() -> None:
    body = json.dumps(RECORD).encode()
    procs = {}
    with tempfile.TemporaryDirectory() as tmp:
        env = {
            **os.environ,
            "DATABASE_URL": f"sqlite:///{tmp}/bench.sqlite3",
            "PYTHONDONTWRITEBYTECODE": "1",
        }
        env.pop("PORT", None)
        try:
            targets = {}
            for name, (spec, extra, path) in SERVERS.items():
                procs[name], port = _start(spec, {**env, **extra})
                targets[name] = (port, path)
            _check(targets["settle"][0], body)
            for port, path in targets.values():
                load(port, path, body, WARMUP_SECONDS)
            rounds = {name: [] for name in targets}
            for i in range(ROUNDS):
                order = list(targets) if i % 2 == 0 else list(reversed(targets))
                for name in order:
                    port, path = targets[name]
                    before = _cpu_seconds(procs[name].pid)
                    result = load(port, path, body, ROUND_SECONDS)
                    result["cpu"] = _cpu_seconds(procs[name].pid) - before
                    rounds[name].append(result)
        finally:
            for proc in procs.values():
                _stop(proc)
    _report(rounds)


def _check(port: int, body: bytes) -> None:
    import shared_rules

    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("POST", "/api/v1/settle", body=body, headers={"Content-Type": "application/json"})
    response = conn.getresponse()
    got = json.loads(response.read())
    conn.close()
    if response.status != 200 or got != json.loads(json.dumps(shared_rules.settle(RECORD))):
        raise RuntimeError(f"POST /settle answered {response.status}: {got}")


def _report(rounds: dict) -> None:
    workers = os.environ.get("WEB_CONCURRENCY") or f"min(2×{os.cpu_count()}+1, 8)"
    print(
        f"gunicorn deploy/gunicorn.conf.py ({os.environ.get('GUNICORN_WORKER_CLASS', 'gevent')}, "
        f"workers {workers}) on 127.0.0.1; "
        f"load: {PROCESSES} processes × {CONNECTIONS // PROCESSES} threads = {CONNECTIONS} "
        f"keep-alive connections; {ROUNDS} rounds of {ROUND_SECONDS:.0f} s per server, "
        "alternating (medians)"
    )
    for name, results in rounds.items():
        rps = statistics.median(r["rps"] for r in results)
        lat = sorted(x for r in results for x in r["latencies"])
        errors = sum(r["errors"] for r in results)
        print(
            f"  {name:14s} {rps:7.0f} req/s   p50 {percentile_ms(lat, 0.50):6.2f} ms   "
            f"p99 {percentile_ms(lat, 0.99):6.2f} ms   server CPU {_cpu_per_request(results):5.0f} µs/req"
            f"   errors {errors}"
        )
    for name in ("settle", "settle-nolimit"):
        # Ratio per round (its runs were back to back), median over the rounds: other processes
        # on a shared machine shift both alike.
        pairs = list(zip(rounds[name], rounds["echo"], strict=True))
        ratio = statistics.median(s["rps"] / e["rps"] for s, e in pairs)
        cpu_ratio = _cpu_per_request(rounds["echo"]) / _cpu_per_request(rounds[name])
        label = "POST /settle" if name == "settle" else "POST /settle, limiter off"
        verdict = "ok" if ratio >= TARGET else "BELOW TARGET"
        print(
            f"  ratio {label} / echo = {ratio:.2f} req/s (target ≥ {TARGET}: {verdict}); "
            f"by server CPU per request {cpu_ratio:.2f}"
        )
    settle_lat = sorted(x for r in rounds["settle"] for x in r["latencies"])
    print(
        f"  POST /settle p99 at {CONNECTIONS} concurrent connections: "
        f"{percentile_ms(settle_lat, 0.99):.2f} ms"
    )


def _cpu_per_request(results: list) -> float:
    return 1e6 * sum(r["cpu"] for r in results) / max(1, sum(len(r["latencies"]) for r in results))


if __name__ == "__main__":
    main()
