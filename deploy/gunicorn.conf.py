"""gunicorn settings for the API + PWA: `gunicorn -c deploy/gunicorn.conf.py 'api:create_app()'`.

Environment: PORT (default 8000), WEB_CONCURRENCY (worker processes, default 2 × cores + 1, at
most 8), GUNICORN_THREADS (threads per worker, default 4), GUNICORN_TIMEOUT (default 30 s),
FORWARDED_ALLOW_IPS (proxies whose X-Forwarded-* gunicorn trusts, default 127.0.0.1),
PROMETHEUS_MULTIPROC_DIR (where the workers keep their metrics, default a fresh temporary folder).
Command-line options win over this file (the tests bind 127.0.0.1 with `-b`).
"""

import multiprocessing
import os
import shutil
import tempfile

bind = f"0.0.0.0:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", min(2 * multiprocessing.cpu_count() + 1, 8)))
worker_class = "gthread"
threads = int(os.environ.get("GUNICORN_THREADS", "4"))

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
