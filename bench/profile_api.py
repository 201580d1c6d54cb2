"""Where a POST /settle's microseconds go, in process: the API app and the bench's bare echo app
called as WSGI apps (no server, no sockets), the same body, N requests each.

    .venv/bin/python -m bench.profile_api            # µs per request: settle, echo, batch
    .venv/bin/python -m bench.profile_api --profile  # and cProfile's top entries for settle, echo
    .venv/bin/python -m bench.profile_api --only settle 1000  # just that (see ``only``)

Not a benchmark of its own (``python -m bench`` runs bench_* modules only): a tool to find what
to cut, and to show a cut's effect in the same period on a shared machine. The API runs as in
bench/bench_api.py (rate limiter on, a limit too high to trip, SQLite) and as in a gunicorn
worker of deploy/gunicorn.conf.py: gevent's patches applied first, the metrics kept in files
(``PROMETHEUS_MULTIPROC_DIR``, which prometheus_client reads when it is imported).
"""

from __future__ import annotations

import os
import tempfile

from gevent import monkey

monkey.patch_all()
os.environ.setdefault("PROMETHEUS_MULTIPROC_DIR", tempfile.mkdtemp(prefix="tarock-profile-"))

import cProfile  # noqa: E402 - after the patches, as in a worker
import io  # noqa: E402
import json  # noqa: E402
import pstats  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable, Iterable  # noqa: E402
from typing import Any  # noqa: E402

from bench.bench_api import RECORD, echo_app  # noqa: E402
from bench.evening import evening  # noqa: E402

REQUESTS = 18_000
#: requests under cProfile
PROFILED = 10_000
ROUNDS = 9
BATCH_RECORDS = 200


def environ(path: str, body: bytes) -> Callable[[], dict[str, Any]]:
    """A fresh WSGI environ per call, as gunicorn makes it for a keep-alive POST."""
    base = {
        "REQUEST_METHOD": "POST",
        "SCRIPT_NAME": "",
        "PATH_INFO": path,
        "QUERY_STRING": "",
        "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "8000",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "REMOTE_PORT": "40000",
        "CONTENT_TYPE": "application/json",
        "CONTENT_LENGTH": str(len(body)),
        "HTTP_HOST": "127.0.0.1:8000",
        "HTTP_ACCEPT_ENCODING": "identity",
        "HTTP_CONNECTION": "keep-alive",
        "HTTP_USER_AGENT": "Python-urllib/3",
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": "http",
        "wsgi.errors": sys.stderr,
        "wsgi.multithread": False,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
        "wsgi.input_terminated": True,  # gunicorn says so
    }

    def make() -> dict[str, Any]:
        env = dict(base)
        env["wsgi.input"] = io.BytesIO(body)
        return env

    return make


def call(app: Callable[..., Iterable[bytes]], make: Callable[[], dict[str, Any]]) -> bytes:
    status: list[str] = []

    def start_response(s: str, headers: list[tuple[str, str]], exc_info: object = None) -> None:
        status.append(s)

    result = app(make(), start_response)
    try:
        data = b"".join(result)
    finally:
        close = getattr(result, "close", None)
        if close is not None:
            close()
    if not status[0].startswith("200"):
        raise RuntimeError(f"{status[0]}: {data[:300]!r}")
    return data


def per_request(
    app: Callable[..., Iterable[bytes]], make: Callable[[], dict[str, Any]], n: int
) -> float:
    """CPU µs per request over ``n`` requests."""
    t0 = time.process_time()
    for _ in range(n):
        call(app, make)
    return (time.process_time() - t0) / n * 1e6


def apps() -> tuple[Any, Any]:
    from api import create_app

    tmp = tempfile.mkdtemp(prefix="tarock-profile-")
    api = create_app(
        {"DATABASE_URL": f"sqlite:///{tmp}/p.sqlite3", "RATELIMIT_API": "100000000 per minute"}
    )
    return api, echo_app()


def only(name: str, n: int) -> None:
    """``n`` requests of case ``name`` after a warm-up, nothing else: for an instruction count
    (``valgrind --tool=cachegrind``, the same run with ``n`` = 0 subtracted), which unlike CPU
    time does not depend on what else the machine runs."""
    api, echo = apps()
    body = json.dumps(RECORD).encode()
    cases = {
        "settle": (api.wsgi_app, environ("/api/v1/settle", body)),
        "echo": (echo.wsgi_app, environ("/echo", body)),
        "batch": (
            api.wsgi_app,
            environ(
                "/api/v1/settle/batch",
                json.dumps({"records": evening(BATCH_RECORDS)}).encode(),
            ),
        ),
    }
    for app, make in cases.values():  # every case warmed up, whichever is counted
        for _ in range(20):
            call(app, make)
    app, make = cases[name]
    for _ in range(n):
        call(app, make)


def main(argv: list[str]) -> None:
    if argv[:1] == ["--only"]:
        only(argv[1], int(argv[2]))
        return
    api, echo = apps()
    body = json.dumps(RECORD).encode()
    batch_body = json.dumps({"records": evening(BATCH_RECORDS)}).encode()
    cases = {
        "settle": (api.wsgi_app, environ("/api/v1/settle", body), REQUESTS),
        "echo": (echo.wsgi_app, environ("/echo", body), REQUESTS),
        "batch": (api.wsgi_app, environ("/api/v1/settle/batch", batch_body), 90),
    }
    for app, make, _ in cases.values():
        for _ in range(200):
            call(app, make)
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(ROUNDS):
        for name, (app, make, n) in cases.items():
            times[name].append(per_request(app, make, n // ROUNDS))
    med = {name: statistics.median(t) for name, t in times.items()}
    best = {name: min(t) for name, t in times.items()}
    for label, of in (("median", med), ("best", best)):
        print(
            f"in process, CPU µs per request ({label} of {ROUNDS} alternating rounds): "
            f"settle {of['settle']:.0f}, echo {of['echo']:.0f} (settle - echo "
            f"{of['settle'] - of['echo']:.0f}, settle / echo {of['settle'] / of['echo']:.2f}); "
            f"batch of {BATCH_RECORDS} {of['batch']:.0f} = {of['batch'] / BATCH_RECORDS:.1f} "
            "per record"
        )
    if "--profile" in argv:
        for name in ("settle", "echo"):
            app, make, _ = cases[name]
            n = PROFILED
            profiler = cProfile.Profile()
            profiler.enable()
            for _ in range(n):
                call(app, make)
            profiler.disable()
            print(f"\n== cProfile, {n} x {name} (tottime, top 35)")
            stats = pstats.Stats(profiler)
            stats.sort_stats("tottime").print_stats(35)
            print(f"== cProfile, {n} x {name} (cumulative, top 45)")
            stats.sort_stats("cumulative").print_stats(45)


if __name__ == "__main__":
    main(sys.argv[1:])
