"""Configuration: defaults here, then the environment, then the mapping given to create_app().

Environment variables: the few that deployments conventionally set by their plain name
(``RATELIMIT_STORAGE_URI``, ``DATABASE_URL``, ``LOG_LEVEL``, ``METRICS_PORT``,
``METRICS_TOKEN``), and any setting prefixed with ``TAROCK_`` (``TAROCK_MAX_CONTENT_LENGTH=1048576``,
``TAROCK_RATELIMIT_API="60 per minute"``); values are parsed as JSON where they can be, so numbers
and booleans arrive typed.
"""

import os
from collections.abc import Mapping
from typing import Any

from flask import Flask
from swagger_ui_bundle import swagger_ui_path

API_PREFIX = "/api/v1"

#: Environment variables read by their plain name (everything else: TAROCK_<NAME>).
PLAIN_ENV = ("RATELIMIT_STORAGE_URI", "DATABASE_URL", "LOG_LEVEL", "METRICS_PORT", "METRICS_TOKEN")


class Config:
    # --- flask-smorest / OpenAPI -------------------------------------------------------------
    API_TITLE = "Tarock Königrufen API"
    API_VERSION = "1.0.0"
    OPENAPI_VERSION = "3.0.3"
    OPENAPI_URL_PREFIX = API_PREFIX
    OPENAPI_JSON_PATH = "openapi.json"
    # The docs page (Swagger UI) is api/docs.py's, under its own CSP: flask-smorest's has an
    # inline script. Its assets come from the swagger-ui-bundle package (no CDN).
    OPENAPI_SWAGGER_UI_PATH = None
    OPENAPI_SWAGGER_UI_CONFIG = {"deepLinking": True, "tryItOutEnabled": True}
    SWAGGER_UI_ASSETS = str(swagger_ui_path)

    # --- requests ----------------------------------------------------------------------------
    #: Bodies above this many bytes get 413 (a 2,000-record batch is about 1 MB).
    MAX_CONTENT_LENGTH = 4 * 1024 * 1024
    #: The most records one POST /settle/batch may carry.
    BATCH_MAX_RECORDS = 2000
    #: Number of reverse proxies in front of the app whose X-Forwarded-* headers are trusted.
    TRUSTED_PROXIES = 0

    # --- rate limiting (limits) ---------------------------------------------------------------
    #: Anonymous limit applied to every API resource, per client address and endpoint.
    RATELIMIT_API = "300 per minute"
    RATELIMIT_ENABLED = True
    #: machine:// = shared by this machine's workers (api/ratelimit_machine.py); redis://host:6379/0
    #: shared by every machine; memory:// per process.
    RATELIMIT_STORAGE_URI = "machine://"
    RATELIMIT_STRATEGY = "fixed-window"
    #: RateLimit-Limit/-Remaining/-Reset/-Policy on limited responses, Retry-After on a 429.
    RATELIMIT_HEADERS_ENABLED = True

    # --- live updates (GET /sheets/{id}/events, api/events.py) ---------------------------------
    #: Redis that carries "sheet S is at version V" between workers and instances; None: the rate
    #: limiter's RATELIMIT_STORAGE_URI when that is redis://, "" never (streams poll the database).
    EVENTS_REDIS_URL = None
    #: Seconds between keep-alive comments on an idle stream (proxies drop silent connections).
    EVENTS_HEARTBEAT = 15
    #: Seconds a stream lasts; then the client reconnects with Last-Event-ID.
    EVENTS_LIFETIME = 300
    #: Seconds between looks at the sheet's version when no Redis tells of other workers' writes.
    EVENTS_POLL = 1.0
    #: Streams open at once per server process (gevent: worker_connections is 1000); more: 503.
    EVENTS_MAX_STREAMS = 400
    #: Streams one client (address, or API key) holds at once, counted where the rate limit
    #: counts (RATELIMIT_STORAGE_URI: every worker of the machine, or every machine); more: 429.
    EVENTS_MAX_STREAMS_PER_CLIENT = 40
    #: Catch-ups (a stream more than one page behind) running at once per process, per client and
    #: per sheet; the others wait their turn (api/events_catchup.py).
    EVENTS_CATCHUPS_PER_CLIENT = 2
    EVENTS_CATCHUPS_PER_SHEET = 4

    # --- sheet exports (GET /sheets/{id}/export.json, export.csv: api/exports.py) ---------------
    #: Exports streamed at once per server process, of one sheet, and by one client (its API key,
    #: else its address); beyond: 503, 503, 429 with Retry-After. Each is read in pages of 50.
    EXPORTS_AT_ONCE = 4
    EXPORTS_PER_SHEET = 1
    EXPORTS_PER_CLIENT = 2

    # --- tournaments (api/tournament_draw.py) -------------------------------------------------
    #: The work a draw's search may do (swaps weighed): about a second of one core for 287
    #: players after 19 rounds; the same seed and steps give the same draw on any machine.
    TOURNAMENT_DRAW_STEPS = 10_000_000
    #: CPU seconds of the search itself after which a draw stops with its best seating whatever
    #: the steps say (a backstop for a slow machine; the draw then depends on it).
    TOURNAMENT_DRAW_SECONDS = 2.0

    # --- logging -----------------------------------------------------------------------------
    LOG_LEVEL = "INFO"
    #: One JSON line per request from the app itself (gunicorn's access log already has one).
    LOG_REQUESTS = False

    # --- metrics (api/metrics.py) -------------------------------------------------------------
    #: When set, /metrics answers only on this port (gunicorn listens on it too, see
    #: deploy/gunicorn.conf.py), which no edge routes to; that port answers nothing else.
    METRICS_PORT = None
    #: When set, /metrics asks for ``Authorization: Bearer <METRICS_TOKEN>``.
    METRICS_TOKEN = None

    # --- misc --------------------------------------------------------------------------------
    #: Directory served at "/" (the offline score sheet).
    PWA_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "pwa")


def _typed(text: str) -> Any:
    import json

    try:
        return json.loads(text)
    except ValueError:
        return text


def load_config(app: Flask, config: Mapping[str, Any] | None = None) -> None:
    """Fill app.config: class defaults < environment < the given mapping."""
    app.config.from_object(Config)
    for name in PLAIN_ENV:
        if name in os.environ:
            app.config[name] = os.environ[name]
    app.config.from_prefixed_env("TAROCK", loads=_typed)
    if config:
        app.config.update(config)
