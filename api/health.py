"""/livez, /readyz and /metrics (outside /api/v1, not rate-limited, not in the OpenAPI document).

- ``/livez``: the process answers.
- ``/readyz``: the rules engine has its profiles, and the database answers (when ``api.db`` offers a
  ``ping()``); 503 problem with the failing ``checks`` otherwise.
- ``/metrics``: Prometheus text format 0.0.4, written by hand (no extra dependency): request counts
  by method, route and status, a latency histogram by route, and build info. Each gunicorn worker
  keeps its own counters; Prometheus sums the series of the pods it scrapes, and a scrape is
  answered by one worker, so rates stay right while absolute counts are per worker.
"""

import threading
import time
from bisect import bisect_left
from collections import defaultdict
from itertools import accumulate

from flask import Flask, g, request

import shared_rules

from . import db
from .problems import problem_response

BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)


class Metrics:
    def __init__(self):
        self.lock = threading.Lock()
        self.requests = defaultdict(int)  # (method, route, status) -> n
        self.buckets: defaultdict[str, list[int]] = defaultdict(
            lambda: [0] * (len(BUCKETS) + 1)
        )  # route -> counts per bucket
        self.sums = defaultdict(float)  # route -> seconds
        self.counts = defaultdict(int)  # route -> n
        self.started = time.time()

    def observe(self, method: str, route: str, status: int, seconds: float) -> None:
        index = bisect_left(BUCKETS, seconds)
        with self.lock:
            self.requests[(method, route, status)] += 1
            self.buckets[route][index] += 1
            self.sums[route] += seconds
            self.counts[route] += 1

    def render(self, version: str) -> str:
        out = [
            "# HELP tarock_build_info Build information.",
            "# TYPE tarock_build_info gauge",
            f'tarock_build_info{{version="{_esc(version)}"}} 1',
            "# HELP tarock_process_start_time_seconds When the app was created (unix epoch).",
            "# TYPE tarock_process_start_time_seconds gauge",
            f"tarock_process_start_time_seconds {self.started:.3f}",
            "# HELP tarock_http_requests_total HTTP requests answered.",
            "# TYPE tarock_http_requests_total counter",
        ]
        with self.lock:
            for (method, route, status), n in sorted(self.requests.items()):
                labels = f'method="{method}",route="{_esc(route)}",status="{status}"'
                out.append(f"tarock_http_requests_total{{{labels}}} {n}")
            out += [
                "# HELP tarock_http_request_duration_seconds Time to answer a request.",
                "# TYPE tarock_http_request_duration_seconds histogram",
            ]
            for route in sorted(self.counts):
                r = _esc(route)
                cumulative = list(accumulate(self.buckets[route]))
                for bound, n in zip(BUCKETS, cumulative, strict=False):
                    out.append(
                        f'tarock_http_request_duration_seconds_bucket{{route="{r}",le="{bound}"}} {n}'
                    )
                count = self.counts[route]
                out.append(
                    f'tarock_http_request_duration_seconds_bucket{{route="{r}",le="+Inf"}} {count}'
                )
                out.append(
                    f'tarock_http_request_duration_seconds_sum{{route="{r}"}} '
                    f"{self.sums[route]:.6f}"
                )
                out.append(f'tarock_http_request_duration_seconds_count{{route="{r}"}} {count}')
        return "\n".join(out) + "\n"


def _esc(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def init_app(app: Flask) -> None:
    metrics = app.extensions["tarock_metrics"] = Metrics()

    @app.before_request
    def _start_timer():
        g.metrics_started = time.perf_counter()

    @app.after_request
    def _observe(response):
        started = g.get("metrics_started")
        if started is not None:
            route = request.url_rule.rule if request.url_rule is not None else "(unmatched)"
            metrics.observe(
                request.method, route, response.status_code, time.perf_counter() - started
            )
        return response

    @app.get("/livez")
    def livez():
        return {"status": "ok"}

    @app.get("/readyz")
    def readyz():
        checks = {}
        try:
            checks["engine"] = "ok" if shared_rules.profile_ids() else "no profiles"
        except Exception as error:  # noqa: BLE001 - reported, not raised
            app.logger.warning("readyz: engine check failed", exc_info=error)
            checks["engine"] = "failed"
        ping = getattr(db, "ping", None)
        if callable(ping):
            try:
                ping()
                checks["database"] = "ok"
            except Exception as error:  # noqa: BLE001
                app.logger.warning("readyz: database check failed", exc_info=error)
                checks["database"] = "failed"
        if all(v == "ok" for v in checks.values()):
            return {"status": "ok", "checks": checks}
        failing = ", ".join(k for k, v in checks.items() if v != "ok")
        return problem_response(503, detail=f"Not ready: {failing}.", checks=checks)

    @app.get("/metrics")
    def metrics_text():
        body = metrics.render(app.config.get("API_VERSION", "?"))
        return body, 200, {"Content-Type": "text/plain; version=0.0.4; charset=utf-8"}
