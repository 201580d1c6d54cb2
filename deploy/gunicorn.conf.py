"""gunicorn settings for the API + PWA: `gunicorn -c deploy/gunicorn.conf.py 'api:create_app()'`.

Environment: PORT (default 8000), METRICS_PORT (a second port, the only one that answers /metrics;
none by default), WEB_CONCURRENCY (worker processes, default 2 × cores + 1, at most 8),
GUNICORN_WORKER_CONNECTIONS (per worker, default 4000; beyond 90 % of it the oldest connection
waiting for its client is let go), GUNICORN_TIMEOUT (default 30 s),
GUNICORN_REQUEST_READ_TIMEOUT (a request's headers and body must arrive within it, default 20 s),
FORWARDED_ALLOW_IPS (proxies whose X-Forwarded-* gunicorn trusts, default 127.0.0.1),
PROMETHEUS_MULTIPROC_DIR (where the workers keep their metrics, default a fresh temporary folder).
Command-line options win over this file (the tests bind 127.0.0.1 with `-b`).
"""

import gc
import multiprocessing
import os
import resource
import shutil
import tempfile

bind = [f"0.0.0.0:{os.environ.get('PORT', '8000')}"]
# /metrics on a port of its own, which no edge routes to (api/metrics.py): METRICS_PORT.
if os.environ.get("METRICS_PORT"):
    bind.append(f"0.0.0.0:{os.environ['METRICS_PORT']}")
workers = int(os.environ.get("WEB_CONCURRENCY", min(2 * multiprocessing.cpu_count() + 1, 8)))
# Slow or stalled clients must not starve the server: with gevent every connection is a greenlet,
# so a client that trickles its body in holds only its own, never a thread that others wait for.
# Patched before the app is preloaded, so the app's locks and the database pool are cooperative too.
# gevent only: gthread gave each connection a thread while it sent its request, and 48 trickling
# clients stalled every other (0 of 9 answered within 2 s); no read deadline makes a handful of
# threads enough for them (docs: deploy/README.md). GUNICORN_WORKER_CLASS is refused otherwise.
if os.environ.get("GUNICORN_WORKER_CLASS", "gevent") != "gevent":
    raise RuntimeError(
        "GUNICORN_WORKER_CLASS: only gevent is supported (slow clients would hold threads)"
    )
# Connections per worker (gevent's pool; beyond it the worker stops accepting and newcomers wait in
# the listen queue): a connection costs a greenlet and a socket, so the pool is large, and
# trickling clients that reconnect at once do not fill it (6,000 filled the 5 × 1,000 of before:
# 3 of 8 other clients answered within 2 s). Beyond 90 % of it, each newcomer lets go of the oldest
# connection waiting for its client (api/connection_shedding.py): the rest stays free for
# newcomers. Each connection is a file descriptor: the soft open-files limit (often 1,024 in a
# container) is raised towards the hard one to hold them, with room for the rest.
worker_connections = int(os.environ.get("GUNICORN_WORKER_CONNECTIONS", "4000"))
_soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
_wanted = worker_connections + 256
if _soft != resource.RLIM_INFINITY and _soft < _wanted:
    resource.setrlimit(
        resource.RLIMIT_NOFILE,
        (_wanted if _hard == resource.RLIM_INFINITY else min(_wanted, _hard), _hard),
    )
# Seconds a request may take to arrive, headers and body, from its first byte: a client trickling
# its body in stops holding a connection after this. A 4 MiB body on a slow phone link
# (2 Mbit/s) takes about as long as the default.
request_read_timeout = float(os.environ.get("GUNICORN_REQUEST_READ_TIMEOUT", "20"))

import gevent  # noqa: E402 - only once the worker class is known to be gevent
from gevent import monkey  # noqa: E402

monkey.patch_all()
from gunicorn.workers.ggevent import GeventWorker  # noqa: E402


class StallBoundGeventWorker(GeventWorker):
    """gevent worker whose clients cannot hold a connection by sending slowly: a client that
    stops sending its body (or stops reading the answer) for GUNICORN_TIMEOUT seconds is
    dropped, one whose request (headers and body) is not all there within
    GUNICORN_REQUEST_READ_TIMEOUT seconds of its first byte is answered 408 and dropped, however
    steadily it trickles (api/read_deadline.py), and beyond 90 % of GUNICORN_WORKER_CONNECTIONS the
    connection waiting longest for its request makes room for a new one."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        from api.connection_shedding import Shedder

        self.shedder = Shedder(int(0.9 * self.worker_connections))

    def run(self):
        gevent.spawn(self._shed_every_second)
        super().run()

    def _shed_every_second(self):
        # when the pool is full nothing is accepted, so nothing sheds on accepting: this does
        while self.alive:
            gevent.sleep(1.0)
            self.shedder.shed_excess()

    def handle(self, listener, client, addr):
        # imported here, not with this file: importing the app before
        # PROMETHEUS_MULTIPROC_DIR is set below would keep each worker's metrics to itself
        from api.read_deadline import ReadDeadline

        client.settimeout(self.cfg.timeout)
        if self.cfg.is_ssl:  # TLS ends at the edge; gunicorn's own would wrap the socket
            return super(GeventWorker, self).handle(listener, client, addr)
        client = ReadDeadline(client, self.cfg.timeout, request_read_timeout)
        self.shedder.opened(client)
        try:
            super(GeventWorker, self).handle(listener, client, addr)
        finally:
            self.shedder.closed(client)

    def handle_exit(self, sig, frame):
        # SIGTERM: live-update streams (GET /sheets/{id}/events) would hold the worker until
        # graceful_timeout; they end now and their clients reconnect elsewhere. Spawned:
        # gevent work does not belong in a signal handler (gunicorn's handle_quit does so too).
        super().handle_exit(sig, frame)
        from api.events import end_streams

        gevent.spawn(end_streams)

    def handle_request(self, listener_name, req, sock, addr):
        if not hasattr(sock, "next_request"):  # not a ReadDeadline (TLS)
            return super().handle_request(listener_name, req, sock, addr)
        sock.in_app = True
        try:
            return super().handle_request(listener_name, req, sock, addr)
        finally:
            sock.in_app = False
            sock.next_request()


worker_class = StallBoundGeventWorker

# Recycle workers now and then (a leak cannot grow forever); jitter keeps them from all
# restarting at once.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "10000"))
max_requests_jitter = int(os.environ.get("GUNICORN_MAX_REQUESTS_JITTER", "1000"))

timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 30
keepalive = 5

# Logs: access log and error log on stdout, both as JSON lines (api/logging.py).
accesslog = "-"
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info").lower()
logger_class = "api.logging.GunicornLogger"

forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
# Load the app once in the master and fork workers from it: importing it (SQLAlchemy, Alembic,
# the rules engine, the OpenAPI spec) costs most of a second of CPU, which a worker recycled
# every max_requests would otherwise pay again. Database connections must not cross the fork:
# post_fork below drops any pool the master may hold (the app opens none while loading).
preload_app = True


def pre_fork(server, worker):
    # The app loaded above and everything the master made stay as they are for the worker's whole
    # life: moved to the collector's permanent generation, a worker's full collections walk only
    # what the worker itself made, not the ~140,000 objects of the app (a full collection took
    # a quarter second under load, about one per 50 batches of 200 records: bench/bench_api.py),
    # and the pages holding them are not written to by the collector (they stay shared with the
    # master, copy on write). Every fork freezes what the master made since (its own objects).
    gc.freeze()


def post_fork(server, worker):
    app = server.app.wsgi()
    for extension in getattr(app, "extensions", {}).values():
        engine = getattr(extension, "engine", None)
        if engine is not None and hasattr(engine, "dispose"):
            engine.dispose(close=False)  # SQLAlchemy: forget the parent's connections


# No runtime control socket (~/.gunicorn/gunicorn.ctl): nothing here uses it, and several servers
# on one machine (tests, benchmarks) would fight over the one path.
control_socket_disable = True

# /metrics adds up the workers' counts (api/metrics.py): each worker writes them to files in one
# folder, which prometheus_client must know before the app is imported.
_own_metrics_dir = None
if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
    _own_metrics_dir = os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="tarock-")


def on_starting(server):
    from api.metrics import clear_directory

    clear_directory()


def child_exit(server, worker):
    from api.metrics import worker_exited

    worker_exited(worker.pid)


def on_exit(server):
    if _own_metrics_dir:
        shutil.rmtree(_own_metrics_dir, ignore_errors=True)
