"""A real server for browser tests and benchmarks: the Flask app on a free loopback port, in a
thread (real HTTP, a migrated SQLite file), and Debian's Chromium driven by Playwright."""

from __future__ import annotations

import logging
import os
import threading
from contextlib import contextmanager
from pathlib import Path

from werkzeug.serving import make_server

from api import create_app
from bench.instances import json_call
from tests.support.databases import sqlite_database

CHROMIUM = "/usr/bin/chromium"
logging.getLogger("werkzeug").setLevel(logging.WARNING)  # no line per request
ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "pwa" / "node_modules" / "axe-core" / "axe.min.js"
PHONE = {"width": 360, "height": 740}


class LiveServer:
    def __init__(self, app):
        self.app = app
        self.bytes_sent = 0  # response bytes (status line, headers, body as sent: compressed)
        self.server = make_server("127.0.0.1", 0, self._counting, threaded=True)
        self.base = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def _counting(self, environ, start_response):
        def start(status, headers, exc_info=None):
            self.bytes_sent += len(status) + 11 + sum(len(k) + len(v) + 4 for k, v in headers)
            return start_response(status, headers, exc_info)

        for chunk in self.app(environ, start):
            self.bytes_sent += len(chunk)
            yield chunk

    def api(self, method: str, path: str, token: str | None = None, body=None):
        """(status, parsed JSON) of one API call over HTTP."""
        status, _headers, answer = json_call(self.base, method, path, token, body)
        return status, answer


@contextmanager
def live_server(directory, setup=None, **config):
    """The whole app (API + PWA) on http://127.0.0.1:<free port> until the block ends;
    ``setup(app)`` may add routes before it serves."""
    with sqlite_database(directory) as url:
        app = create_app({"DATABASE_URL": url, "RATELIMIT_ENABLED": False, **config})
        if setup:
            setup(app)
        server = LiveServer(app)
        server.thread.start()
        try:
            yield server
        finally:
            server.server.shutdown()
            server.thread.join(timeout=10)


def require_chromium() -> str:
    """Debian's chromium: a missing browser is a failure (CI installs it), never a skip."""
    if not os.access(CHROMIUM, os.X_OK):
        raise RuntimeError(
            f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium); "
            ".ci/run does this on a fresh machine"
        )
    return CHROMIUM


def launch(playwright):
    return playwright.chromium.launch(executable_path=require_chromium(), headless=True)
