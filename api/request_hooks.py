"""What every request gets before and after its view, in one hook each.

Before the view, in this order (the first answer or error ends it):

1. its request id (api/logging.py) in ``g.request_id``, and its start time;
2. with ``METRICS_PORT``: ``/metrics`` only there, and nothing else there (api/metrics.py);
3. for a request of an API blueprint: its API key looked up (api/apikeys.py; a 503 problem when
   the keys cannot be checked), the request counted under its rate limit (api/ratelimit.py; 429
   beyond it), then a refused key answered 401 (counted first, so guessing keys is limited too).

After the view (for every answer, errors and problems included): the security headers, CORS on
``/api/`` (and the preflight's on ``OPTIONS``), the RateLimit-* headers and ``X-Request-ID``
added in one pass over the header list (api/headerlist.py); the use of an API key counted, the
request counted and timed (``/metrics``), and with ``LOG_REQUESTS`` its line in the log.

Each of these was once a hook of its own module. Flask calls a hook through ``ensure_sync``, and
each looked up ``request`` and ``g`` through their context-local proxies and asked the same
questions again (the blueprint, the path, the status, the time): two hooks instead of ten take a
quarter off what a POST /settle spends outside its view (bench/profile_api.py). The shortcut
below Flask (api/shortcut.py) does the same for the requests it answers, with the same pieces
(``RequestHooks.blocks`` and ``finished``).
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from flask import Blueprint, Flask, Request, Response, g, request
from werkzeug.routing import Rule

from . import apikeys, headerlist, metrics
from . import logging as json_logging
from .config import API_PREFIX
from .ratelimit import ApiRateLimit, RateLimitState

if TYPE_CHECKING:
    from _typeshed.wsgi import WSGIEnvironment

_REQUEST_ID_NAMES = headerlist.names_of([(json_logging.REQUEST_ID_HEADER, "")])
_API_PATH = API_PREFIX + "/"


class RequestHooks:
    """The one before-request and the one after-request hook, and the pieces of them that the
    shortcut (api/shortcut.py) shares: the headers of an answer and what is done once it is
    made."""

    def __init__(
        self,
        app: Flask,
        blueprints: Iterable[Blueprint],
        limiter: ApiRateLimit,
        *,
        document: headerlist.Block,
        subresource: headerlist.Block,
        cors: headerlist.Block,
        preflight: headerlist.Block,
    ) -> None:
        """Hooks with the header blocks of a document (``document``) or of a page's subresource
        (``subresource``: a response whose ``document`` attribute is false), and on ``/api/``
        those of ``cors``, with ``preflight``'s too for ``OPTIONS``."""
        self.app = app
        self.api_blueprints = frozenset(b.name for b in blueprints)
        self.limiter = limiter
        self.port = metrics.metrics_port(app)
        self.log_requests = bool(app.config.get("LOG_REQUESTS"))
        self.request_metrics = metrics.RequestMetrics()
        self.document, self.subresource = document, subresource
        self.cors, self.preflight = cors, preflight

    def install(self) -> None:
        self.app.before_request(self.before_request)
        self.app.after_request(self.after_request)

    def before_request(self) -> Response | None:
        req = request._get_current_object()  # type: ignore[attr-defined]  # once, not per use
        context = g._get_current_object()
        environ = req.environ
        context.request_id = json_logging.request_id(environ)
        context.request_started = time.perf_counter()
        if self.port is not None:
            metrics.guard_port(req, self.port)
        if req.blueprint not in self.api_blueprints:
            return None
        unavailable = apikeys.identify(environ, context)  # before the limit: a key has its own
        if unavailable is not None:
            return unavailable
        self.limiter.count(req, context)
        return apikeys.refusal(context)  # after it: a wrong key counts under its address

    def after_request(self, response: Response) -> Response:
        req = request._get_current_object()  # type: ignore[attr-defined]
        context = g._get_current_object()
        environ = req.environ
        status = response.status_code
        blocks = self.blocks(
            environ,
            status,
            context.get("rate_limit"),
            context.get("request_id"),
            document=getattr(response, "document", True),
        )
        headerlist.put_all(response.headers, blocks)
        apikeys.count_use(context, status)
        started = context.get("request_started")
        if started is not None:
            self.finished(req, req.url_rule, status, started, context.get("api_key"))
        return response

    def blocks(
        self,
        environ: WSGIEnvironment,
        status: int,
        rate_limit: RateLimitState | None,
        rid: str | None,
        *,
        document: bool = True,
    ) -> list[headerlist.Block]:
        """The headers every answer gets: the security headers, CORS on ``/api/`` (and the
        preflight's on ``OPTIONS``), the RateLimit-* headers of a counted request and its
        ``X-Request-ID``."""
        blocks = [self.document if document else self.subresource]
        if environ.get("PATH_INFO", "").startswith(_API_PATH):
            # A public API for other apps, browser ones included: no cookies are ever used (sheet
            # tokens travel in the Authorization header), so any origin may call it.
            blocks.append(self.cors)
            if environ.get("REQUEST_METHOD", "GET").upper() == "OPTIONS":  # request.method
                blocks.append(self.preflight)
        limits = self.limiter.header_block(rate_limit, status)
        if limits is not None:
            blocks.append(limits)
        if rid:  # sane or made here (api/logging.py): nothing to check
            blocks.append(
                headerlist.Block([(json_logging.REQUEST_ID_HEADER, rid)], _REQUEST_ID_NAMES)
            )
        return blocks

    def finished(
        self, req: Request, rule: Rule | None, status: int, started: float, api_key: Any
    ) -> None:
        """The request counted and timed (``/metrics``), and with ``LOG_REQUESTS`` its line in
        the log."""
        took = time.perf_counter() - started
        self.request_metrics.observe(req.method, rule, status, took)
        if self.log_requests:
            json_logging.log_request(self.app, req, status, took, api_key)
