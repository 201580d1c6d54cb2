"""Prometheus metrics that add up across gunicorn workers: ``/metrics`` (text format 0.0.4).

- ``tarock_http_requests_total{method, route, status}``: requests answered.
- ``tarock_http_request_duration_seconds{route}``: a latency histogram.
- ``tarock_settlements_total{profile, game}``: deals settled (``/settle``, each settled record of a
  batch, every sheet entry written or recomputed).
- ``tarock_api_key_requests_total{key, status}``: requests made with an API key, by the key's name
  (api/apikeys.py; never the key itself).
- ``tarock_build_info{version}``.

Who may read them: with ``METRICS_PORT`` set (the image sets 9100), gunicorn listens on that port
too and ``/metrics`` answers there only (404 on the public port, whatever a proxy's
``X-Forwarded-Host`` says); the metrics port answers nothing but ``/metrics`` and the probes, and no
edge routes to it (compose's nginx proxies to port 8000 and refuses ``/metrics`` itself; the
Kubernetes Service and Ingress carry port 8000 only, Prometheus scrapes the pod's 9100). With
``METRICS_TOKEN`` set, ``/metrics`` also asks for ``Authorization: Bearer <token>`` (401 without).

Under gunicorn every worker is a process of its own and a scrape is answered by one of them, so
the counts must be shared: with ``PROMETHEUS_MULTIPROC_DIR`` set (``deploy/gunicorn.conf.py`` sets
it before the app is loaded) prometheus_client keeps each worker's values in memory-mapped files in
that directory and ``/metrics`` adds up every file. Without it (tests, ``flask run``) the values
live in this process.

A worker that exits leaves its files behind (its counts must not vanish: counters only grow), and
gunicorn replaces workers every ``max_requests``. So that the directory does not grow without end,
the master folds a dead worker's counts into one archive file per type and deletes its files
(:func:`worker_exited`); a scrape reads the directory under a shared lock, so it never sees a
worker's counts twice or not at all.

>>> SETTLEMENTS.labels("ooe-2023", "dreier").inc()
>>> b'tarock_settlements_total{game="dreier",profile="ooe-2023"}' in render("1.0.0")[0]
True
"""

from __future__ import annotations

import fcntl
import glob
import hmac
import os
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from flask import Flask, Request, Response, request
from flask.typing import ResponseReturnValue
from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.mmap_dict import MmapedDict
from prometheus_client.multiprocess import MultiProcessCollector, mark_process_dead
from werkzeug.exceptions import NotFound
from werkzeug.routing import Rule

from .problems import problem_response

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
ARCHIVED = ("counter", "histogram")  # the types whose counts outlive their process
LOCK_FILE = ".lock"

# registry=None: collected by the registry below (one process) or from the files (several).
REQUESTS = Counter(
    "tarock_http_requests", "HTTP requests answered.", ["method", "route", "status"], registry=None
)
LATENCY = Histogram(
    "tarock_http_request_duration_seconds",
    "Time to answer a request.",
    ["route"],
    buckets=BUCKETS,
    registry=None,
)
SETTLEMENTS = Counter(
    "tarock_settlements", "Deals settled, by profile and game.", ["profile", "game"], registry=None
)
API_KEY_REQUESTS = Counter(
    "tarock_api_key_requests",
    "Requests made with an API key, by the key's name and status.",
    ["key", "status"],
    registry=None,
)


def multiproc_dir() -> str | None:
    return os.environ.get(MULTIPROC_ENV) or None


class BuildInfo:
    """``tarock_build_info{version} 1``: a constant, written by whichever process answers."""

    version = "?"

    def collect(self) -> Iterator[Metric]:
        family = GaugeMetricFamily("tarock_build_info", "Build information.", labels=["version"])
        family.add_metric([self.version], 1)
        yield family


BUILD_INFO = BuildInfo()


def _registry() -> CollectorRegistry:
    registry = CollectorRegistry(auto_describe=True)
    path = multiproc_dir()
    if path:
        os.makedirs(path, exist_ok=True)  # /tmp may be a fresh mount (Kubernetes emptyDir)
        MultiProcessCollector(registry, path)
    else:
        for metric in (REQUESTS, LATENCY, SETTLEMENTS, API_KEY_REQUESTS):
            registry.register(metric)
    registry.register(BUILD_INFO)
    return registry


REGISTRY = _registry()


_settled: dict[tuple[str, str], Any] = {}  # (profile, game) -> counter child


def settled(settlement: Mapping[str, Any]) -> None:
    """Count one settlement (the engine's result) under its profile and game."""
    key = (settlement["profile"]["id"], settlement["game"])
    child = _settled.get(key)
    if child is None:
        child = _settled[key] = SETTLEMENTS.labels(*key)
    child.inc()


@contextmanager
def settling() -> Iterator[Callable[[Mapping[str, Any]], None]]:
    """``settled`` for many settlements (a batch): counted together when the block ends, however
    it ends, one write per profile and game instead of one per settlement."""
    counts: dict[tuple[str, str], int] = {}

    def count(settlement: Mapping[str, Any]) -> None:
        key = (settlement["profile"]["id"], settlement["game"])
        counts[key] = counts.get(key, 0) + 1

    try:
        yield count
    finally:
        for key, n in counts.items():
            child = _settled.get(key)
            if child is None:
                child = _settled[key] = SETTLEMENTS.labels(*key)
            child.inc(n)


def api_key_used(name: str, status: int) -> None:
    """Count one request made with the key named ``name``."""
    API_KEY_REQUESTS.labels(name, str(status)).inc()


def render(version: str) -> tuple[bytes, int, dict[str, str]]:
    BUILD_INFO.version = version
    with _directory_lock(fcntl.LOCK_SH):
        body = generate_latest(REGISTRY)
    return body, 200, {"Content-Type": CONTENT_TYPE}


# --- gunicorn master side -----------------------------------------------------------------------


def clear_directory() -> None:
    """Empty the metrics directory when the server starts (counts of an earlier run are gone)."""
    path = multiproc_dir()
    if path:
        for name in glob.glob(os.path.join(path, "*.db")):
            os.remove(name)


def worker_exited(pid: int) -> None:
    """Fold the counts of a dead worker into the archive files and delete its files."""
    path = multiproc_dir()
    if not path:
        return
    with _directory_lock(fcntl.LOCK_EX):
        for typ in ARCHIVED:
            dead = os.path.join(path, f"{typ}_{pid}.db")
            if not os.path.exists(dead):
                continue
            archive = MmapedDict(os.path.join(path, f"{typ}_archive.db"))
            try:
                for key, value, _timestamp, _ in MmapedDict.read_all_values_from_file(dead):
                    archived, _ = archive.read_value(key)
                    archive.write_value(key, archived + value, time.time())
            finally:
                archive.close()
            os.remove(dead)
        mark_process_dead(pid, path)  # live gauges, should any be added


@contextmanager
def _directory_lock(kind: int) -> Iterator[None]:
    path = multiproc_dir()
    if not path:
        yield
        return
    with open(os.path.join(path, LOCK_FILE), "a") as lock:
        fcntl.flock(lock, kind)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


# --- the app ------------------------------------------------------------------------------------


class RequestMetrics:
    """Every request counted by method, route and status and timed by route; the one
    after-request hook (api/request_hooks.py) calls ``observe``."""

    def __init__(self) -> None:
        # (method, route, status) -> (counter, histogram) children
        self.children: dict[tuple[str, str | None, int], tuple[Counter, Histogram]] = {}

    def observe(self, method: str, rule: Rule | None, status: int, seconds: float) -> None:
        """Count a request (``rule``: the URL rule it matched, if any) that took ``seconds``."""
        key = (method, rule.rule if rule is not None else None, status)
        pair = self.children.get(key)
        if pair is None:
            route = key[1] if key[1] is not None else "(unmatched)"
            pair = self.children[key] = (
                REQUESTS.labels(method, route, str(status)),
                LATENCY.labels(route),
            )
        pair[0].inc()
        pair[1].observe(seconds)


def metrics_port(app: Flask) -> str | None:
    """``METRICS_PORT`` (the one port that answers ``/metrics``), if set."""
    port = app.config.get("METRICS_PORT")
    return str(port) if port not in (None, "") else None


def guard_port(req: Request, port: str) -> None:
    """With ``METRICS_PORT``: 404 for ``/metrics`` on any other port and for anything but
    ``METRICS_PORT_PATHS`` on that one (called by the one before-request hook)."""
    if _listener_port(req) == port:
        if req.path not in METRICS_PORT_PATHS:
            raise NotFound()  # the metrics port is not a way around the edge
    elif req.path == "/metrics":
        raise NotFound()


def init_app(app: Flask) -> None:
    """Serve ``/metrics`` (requests are counted and timed by ``RequestMetrics``)."""
    token = app.config.get("METRICS_TOKEN") or None

    @app.get("/metrics")
    def metrics_text() -> ResponseReturnValue:
        if token is not None:
            sent = request.headers.get("Authorization", "")
            if not hmac.compare_digest(sent.encode(), f"Bearer {token}".encode()):
                refused: Response = problem_response(  # (api/problems.py: untyped)
                    401,
                    detail="/metrics needs Authorization: Bearer <METRICS_TOKEN>.",
                    headers={"WWW-Authenticate": 'Bearer realm="metrics"'},
                )
                return refused
        return render(app.config.get("API_VERSION", "?"))


#: With METRICS_PORT: all that port answers (the probes too, for a scraper's health checks).
METRICS_PORT_PATHS = ("/metrics", "/livez", "/readyz")


def _listener_port(req: Request) -> str:
    """The port the request came in on, as the server saw it: not one a proxy's
    X-Forwarded-Host could claim (ProxyFix keeps the original)."""
    environ = req.environ
    original = environ.get("werkzeug.proxy_fix.orig", environ)
    return str(original.get("SERVER_PORT", ""))
