"""The two Flask extensions the factory wires up, adapted to this API.

- :class:`Api`: flask-smorest, with every error response documented as RFC 9457
  ``application/problem+json`` (the handlers themselves live in api/problems.py).
- :func:`make_limiter`: flask-limiter, one instance per app, in memory unless
  ``RATELIMIT_STORAGE_URI`` names a shared store (``redis://…``), with ``RateLimit-*`` headers.
"""

import http
import math
import time

import flask_smorest
from flask import Flask
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_smorest.utils import prepare_response
from limits.storage import MemoryStorage

from .problems import PROBLEM_MIMETYPE
from .schemas.settlement import ProblemSchema


class Api(flask_smorest.Api):
    ERROR_SCHEMA = ProblemSchema

    def _register_responses(self):
        for status in http.HTTPStatus:
            response = {"description": status.phrase}
            content_type = self.DEFAULT_RESPONSE_CONTENT_TYPE
            if status >= 400:
                response["schema"] = self.ERROR_SCHEMA
                content_type = PROBLEM_MIMETYPE
            prepare_response(response, self.spec, content_type)
            self.spec.components.response(status.name, response, lazy=True)
        response = {"description": "Error (RFC 9457 problem)", "schema": self.ERROR_SCHEMA}
        prepare_response(response, self.spec, PROBLEM_MIMETYPE)
        self.spec.components.response(self.DEFAULT_ERROR_RESPONSE_NAME, response, lazy=True)

    def handle_http_exception(self, error):  # replaced by api.problems handlers
        raise error  # pragma: no cover


class SweepingMemoryStorage(MemoryStorage):
    """limits' in-memory storage without its timer thread per 10 ms.

    ``MemoryStorage`` starts a new ``threading.Timer`` whenever the last one has run out, which
    under load means a thread start (milliseconds, under the GIL) every few requests; it was the
    largest single cost of POST /settle. Counters already check their expiry when read, so the
    timer only collects garbage: here that sweep runs inline, at most once a second.
    """

    STORAGE_SCHEME = ["tarock-memory"]
    SWEEP_SECONDS = 1.0

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False, **options):
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)
        self._next_sweep = 0.0

    def _MemoryStorage__schedule_expiry(self) -> None:  # overrides the name-mangled method
        now = time.monotonic()
        if now >= self._next_sweep:
            self._next_sweep = now + self.SWEEP_SECONDS
            self._MemoryStorage__expire_events()


def make_limiter(app: Flask) -> Limiter:
    """A per-app limiter; limits are attached per blueprint by the factory.

    The ``RateLimit-Limit``, ``-Remaining``, ``-Reset`` (delta-seconds) and ``-Policy`` fields
    (IETF draft "RateLimit header fields for HTTP") and ``Retry-After`` on a 429 are written here
    from the limit the request was counted against: flask-limiter's own header writer reads the
    counters again and cost more than the check itself.
    """
    if app.config.get("RATELIMIT_STORAGE_URI", "memory://") == "memory://":
        app.config["RATELIMIT_STORAGE_URI"] = "tarock-memory://"
    limiter = Limiter(get_remote_address, headers_enabled=False)
    headers_wanted = bool(app.config.get("RATELIMIT_HEADERS_ENABLED", True))

    @app.after_request
    def _ratelimit_headers(response):
        current = limiter.current_limit if headers_wanted and limiter.enabled else None
        if current is None:
            return response
        try:
            reset_at, remaining = current.window
        except Exception:  # noqa: BLE001 - storage unreachable: no headers, never a 500
            return response
        item = current.limit
        reset = max(0, math.ceil(reset_at - time.time()))
        headers = response.headers
        headers["RateLimit-Limit"] = str(item.amount)
        headers["RateLimit-Remaining"] = str(max(0, remaining))
        headers["RateLimit-Reset"] = str(reset)
        headers["RateLimit-Policy"] = f"{item.amount};w={item.get_expiry()}"
        if response.status_code == 429:
            headers["Retry-After"] = str(max(1, reset))
        return response

    limiter.init_app(app)
    return limiter
