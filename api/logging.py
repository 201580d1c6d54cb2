"""Structured JSON logs: one JSON object per line, every record tagged with the request id.

The request id comes from the ``X-Request-ID`` header when it looks sane (1–128 characters of
``A-Z a-z 0-9 . _ : -``), else it is generated; it is echoed back on every response and quoted in
problem bodies. Under gunicorn, :class:`GunicornLogger` writes the access log in the same format.
"""

import json
import logging
import re
import secrets
import sys
import time
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any, TextIO

from flask import Flask, Request, g, has_request_context

REQUEST_ID_HEADER = "X-Request-ID"
_SANE_ID = re.compile(r"^[A-Za-z0-9._:\-]{1,128}$")
_STD_ATTRS = set(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message", "asctime"}


def _now(created: float | None = None) -> str:
    moment = datetime.fromtimestamp(created if created is not None else time.time(), UTC)
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


class JSONFormatter(logging.Formatter):
    """``{"ts", "level", "logger", "msg", "request_id", ...extra, "exc"}`` on one line."""

    def format(self, record: logging.LogRecord) -> str:
        out = {
            "ts": _now(record.created),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
        }
        request_id = getattr(record, "request_id", None)
        if request_id is None and has_request_context():
            request_id = g.get("request_id")
        if request_id:
            out["request_id"] = request_id
        for key, value in vars(record).items():
            if key not in _STD_ATTRS and key not in out and not key.startswith("_"):
                out[key] = value
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        return json.dumps(out, default=str, ensure_ascii=False)


class StdoutHandler(logging.StreamHandler[TextIO]):
    """Writes to whatever sys.stdout is at the time (test runners swap it)."""

    def __init__(self) -> None:
        super().__init__(sys.stdout)

    @property
    def stream(self) -> TextIO:
        return sys.stdout

    @stream.setter
    def stream(self, value: TextIO) -> None:
        pass


def _handler() -> logging.Handler:
    handler = StdoutHandler()
    handler.setFormatter(JSONFormatter())
    return handler


def configure(app: Flask) -> None:
    """JSON lines on stdout for the app's logger (the request id in and out: ``request_id``)."""
    logger = app.logger
    if not any(isinstance(h, StdoutHandler) for h in logger.handlers):  # once per logger
        from flask.logging import default_handler

        logger.removeHandler(default_handler)
        logger.addHandler(_handler())
    logger.setLevel(str(app.config.get("LOG_LEVEL", "INFO")).upper())
    logger.propagate = False


def request_id(environ: Mapping[str, Any]) -> str:
    """The request's id: its ``X-Request-ID`` when sane, else a new one. The one before-request
    hook (api/request_hooks.py) keeps it in ``g.request_id``; the after-request hook echoes it."""
    given = environ.get("HTTP_X_REQUEST_ID")
    return given if given and _SANE_ID.match(given) else secrets.token_hex(16)


def log_request(
    app: Flask, req: Request, status: int, duration: float, api_key: Any | None
) -> None:
    """The request's line in the log (``LOG_REQUESTS``): method, path, status, duration and the
    API key by its name, never the key (api/apikeys.py)."""
    app.logger.info(
        "request",
        extra={
            "method": req.method,
            "path": req.path,
            "status": status,
            "duration_ms": round(1000 * duration, 2),
            "api_key": getattr(api_key, "name", None),
        },
    )


try:  # gunicorn is a deployment dependency; the app itself runs without it (flask, tests)
    from gunicorn.glogging import Logger as _GunicornLogger
except ImportError:  # pragma: no cover
    _GunicornLogger = object


class GunicornLogger(_GunicornLogger):  # type: ignore[misc]  # gunicorn has no types: an Any base
    """gunicorn's logger with JSON lines: the access log and gunicorn's own messages."""

    def setup(self, cfg: Any) -> None:
        super().setup(cfg)
        for logger in (self.error_log, self.access_log):
            for handler in logger.handlers:
                handler.setFormatter(JSONFormatter())

    def exception(self, msg: object, *args: object, **kwargs: Any) -> None:
        # A client that stalls past the socket timeout is dropped by design (gunicorn.conf.py):
        # one line, not an error with a stack trace.
        if isinstance(sys.exc_info()[1], TimeoutError):
            self.info("client stalled past the timeout, connection dropped")
            return
        super().exception(msg, *args, **kwargs)

    def access(
        self, resp: Any, req: Any, environ: Mapping[str, Any], request_time: timedelta
    ) -> None:
        if not self.access_log_enabled:
            return
        headers = resp.headers.items() if hasattr(resp.headers, "items") else resp.headers
        request_id = next((v for k, v in headers if k.lower() == "x-request-id"), None)
        status = resp.status
        if isinstance(status, str):
            status = status.split(None, 1)[0]
        self.access_log.info(
            "access",
            extra={
                "request_id": request_id,
                "remote": environ.get("REMOTE_ADDR"),
                "method": environ.get("REQUEST_METHOD"),
                "path": environ.get("PATH_INFO"),
                "query": environ.get("QUERY_STRING") or None,
                "status": int(status) if str(status).isdigit() else status,
                "bytes": getattr(resp, "sent", None),
                "duration_ms": round(request_time.total_seconds() * 1000, 2),
                "user_agent": environ.get("HTTP_USER_AGENT"),
            },
        )
