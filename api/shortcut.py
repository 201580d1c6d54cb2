"""The stateless POST routes answered below Flask, where nothing but the rules engine is needed.

POST /api/v1/settle, /settle/batch, /count and /deals/verify read a JSON body, call the engine and
send its document: no database, no session, no URL variables. Around such a request Flask pushes
its request and app contexts, matches the URL map, calls the hooks through ``ensure_sync``, builds
a response object and wraps its body in werkzeug's iterator: under gunicorn that cost as much as
the settlement itself (``make bench``: POST /settle at 0.73 of a bare Flask echo by requests per
second). This WSGI middleware answers such a request itself when it needs nothing else (an
anonymous client within its rate limit, a body that reads, loads and settles), with the same
pieces as the Flask path: the route's :class:`~api.jsonview.Direct` does what its view does, and
the hooks' own :class:`~api.request_hooks.RequestHooks` what they do (request id, rate limit, the
headers, the request's metrics and log line).

Everything else goes to Flask as it always did: another route or method, a request with an API
key, the metrics port, a client beyond its limit, and every refusal (a body that is not JSON, a
record the engine refuses). Such a request is still counted once and its body read once: the
verdict of the rate limit (``ratelimit.COUNTED``), the body or why it could not be read
(api/jsonbody.py) and the view's error (``jsonview.FAILED``) travel in the environ, so the answer
is the one Flask always gave (tests/api/test_shortcut.py sends every kind of request both ways).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from flask import Flask

from . import apikeys
from . import logging as json_logging
from .jsonview import DIRECT, FAILED, Direct, encode
from .ratelimit import COUNTED
from .request_hooks import RequestHooks

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment


class Shortcut:
    """``app``'s WSGI app, answering its directly served routes (``jsonview.serve_directly``)
    without Flask where it can; install it after every blueprint is registered:
    ``app.wsgi_app = Shortcut(app, hooks)``."""

    def __init__(self, app: Flask, hooks: RequestHooks) -> None:
        self.flask: WSGIApplication = app.wsgi_app
        self.routes: dict[str, Direct] = app.extensions.get(DIRECT, {})
        self.hooks = hooks
        self.request_class = app.request_class
        self.config = app.config
        self.provider = app.json

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Any:
        direct = self.routes.get(environ.get("PATH_INFO", ""))
        if (
            direct is None
            or environ.get("REQUEST_METHOD") != "POST"
            or self.hooks.port is not None  # the metrics port's guard is Flask's
            or _keyed(environ)  # a key is looked up in the database, in Flask's context
        ):
            return self.flask(environ, start_response)
        started = time.perf_counter()
        req = self.request_class(environ)
        # what Flask's request reads from the app's config, which needs Flask's context
        req.max_content_length = self.config.get("MAX_CONTENT_LENGTH")
        limiter = self.hooks.limiter
        state = None
        if limiter.enabled:
            verdict = environ[COUNTED] = limiter.verdict(
                None, req.remote_addr, direct.rule.endpoint
            )
            if not verdict[1]:
                return self.flask(environ, start_response)  # the 429, as Flask answers it
            state = (verdict[0], verdict[2])
        try:
            args = direct.load(req)
        except Exception:  # noqa: BLE001 - refused: webargs says why, in Flask (the body is kept)
            return self.flask(environ, start_response)
        try:
            document = direct.dump(direct.function(args))
        except Exception as error:  # noqa: BLE001 - Flask's handlers answer it, the view not run again
            environ[FAILED] = error
            return self.flask(environ, start_response)
        data = encode(document, self.provider)
        headers = [("Content-Type", "application/json"), ("Content-Length", str(len(data)))]
        for block in self.hooks.blocks(environ, 200, state, json_logging.request_id(environ)):
            headers.extend(block.pairs)
        start_response("200 OK", headers)
        self.hooks.finished(req, direct.rule, 200, started, None)
        return [data]


def _keyed(environ: WSGIEnvironment) -> bool:
    """Whether the request carries an API key (two different ones included)."""
    try:
        return apikeys.sent_key(environ) is not None
    except apikeys.TwoKeys:
        return True
