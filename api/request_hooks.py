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
quarter off what a POST /settle spends outside its view (bench/profile_api.py).
"""

from __future__ import annotations

import time
from collections.abc import Iterable

from flask import Blueprint, Flask, Response, g, request

from . import apikeys, headerlist, metrics
from . import logging as json_logging
from .config import API_PREFIX
from .ratelimit import ApiRateLimit

_REQUEST_ID_NAMES = headerlist.names_of([(json_logging.REQUEST_ID_HEADER, "")])


def install(
    app: Flask,
    blueprints: Iterable[Blueprint],
    limiter: ApiRateLimit,
    *,
    document: headerlist.Block,
    subresource: headerlist.Block,
    cors: headerlist.Block,
    preflight: headerlist.Block,
) -> None:
    """Register the one before-request and the one after-request hook on ``app``: the header
    blocks of a document (``document``) or of a page's subresource (``subresource``: a response
    whose ``document`` attribute is false), and on ``/api/`` those of ``cors``, with
    ``preflight``'s too for ``OPTIONS``."""
    api_blueprints = frozenset(b.name for b in blueprints)
    port = metrics.metrics_port(app)
    log_requests = bool(app.config.get("LOG_REQUESTS"))
    request_metrics = metrics.RequestMetrics()
    api_path = API_PREFIX + "/"
    perf_counter = time.perf_counter
    request_id = json_logging.request_id

    def before_request() -> Response | None:
        req = request._get_current_object()  # type: ignore[attr-defined]  # once, not per use
        context = g._get_current_object()
        environ = req.environ
        context.request_id = request_id(environ)
        context.request_started = perf_counter()
        if port is not None:
            metrics.guard_port(req, port)
        if req.blueprint not in api_blueprints:
            return None
        unavailable = apikeys.identify(environ, context)  # before the limit: a key has its own
        if unavailable is not None:
            return unavailable
        limiter.count(req, context)
        return apikeys.refusal(context)  # after it: a wrong key counts under its address

    def after_request(response: Response) -> Response:
        req = request._get_current_object()  # type: ignore[attr-defined]
        context = g._get_current_object()
        environ = req.environ
        status = response.status_code
        blocks = [document if getattr(response, "document", True) else subresource]
        if environ.get("PATH_INFO", "").startswith(api_path):
            # A public API for other apps, browser ones included: no cookies are ever used (sheet
            # tokens travel in the Authorization header), so any origin may call it.
            blocks.append(cors)
            if environ.get("REQUEST_METHOD", "GET").upper() == "OPTIONS":  # request.method
                blocks.append(preflight)
        limits = limiter.header_block(context, status)
        if limits is not None:
            blocks.append(limits)
        rid = context.get("request_id")
        if rid:  # sane or made here (api/logging.py): nothing to check
            blocks.append(
                headerlist.Block([(json_logging.REQUEST_ID_HEADER, rid)], _REQUEST_ID_NAMES)
            )
        headerlist.put_all(response.headers, blocks)
        apikeys.count_use(context, status)
        started = context.get("request_started")
        if started is not None:
            took = perf_counter() - started
            request_metrics.observe(req.method, req.url_rule, status, took)
            if log_requests:
                json_logging.log_request(app, req, status, took, context.get("api_key"))
        return response

    app.before_request(before_request)
    app.after_request(after_request)
