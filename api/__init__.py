"""The Flask app: a factory wiring configuration, logging, problems, the API and the PWA.

>>> app = create_app({"TESTING": True, "DATABASE_URL": "sqlite://"})
>>> app.test_client().get("/livez").json
{'status': 'ok'}
"""

from collections.abc import Callable, Mapping
from typing import Any

from apispec.ext.marshmallow import MarshmallowPlugin
from flask import Flask, Request
from werkzeug.exceptions import UnsupportedMediaType
from werkzeug.middleware.proxy_fix import ProxyFix
from werkzeug.routing import PathConverter

from . import apikeys, db, docs, headerlist, health, jsonbody, problems, pwa
from . import logging as json_logging
from .answer import Answer
from .config import load_config
from .extensions import Api
from .ratelimit import ApiRateLimit
from .request_hooks import RequestHooks
from .resources import (
    count,
    cups,
    deals,
    profiles,
    rounds,
    settle,
    sheet_events,  # noqa: F401 - its route joins sheets.blp before registering
    sheets,
    tournaments,
)
from .schemas.families import schema_resolver
from .shortcut import Shortcut

#: Every API resource (a flask-smorest Blueprint), in the order of the docs. Add new ones here.
BLUEPRINTS = [
    profiles.blp,
    settle.blp,
    count.blp,
    sheets.blp,  # with sheet_events' route
    rounds.blp,  # Die Runde: a round of sheets, its season
    tournaments.blp,  # turnier23: Turnier, its draw, tables and ranking
    cups.blp,  # turnier23: the cup season of tournaments
    deals.blp,
]

CORS_EXPOSE = (
    "ETag, Location, Retry-After, X-Request-ID, "
    "RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy"
)
CORS_ALLOW = (
    "Authorization, Content-Type, If-Match, If-None-Match, Last-Event-ID, X-Api-Key, X-Request-ID,"
    " X-Round-Token"
)
#: Powerful browser features nothing here uses, off for every answer (and any frame): the score
#: sheet shares links (Web Share, clipboard), which stay allowed. Only features chromium knows,
#: or it warns on every page.
PERMISSIONS_POLICY = ", ".join(
    f"{feature}=()"
    for feature in (
        "accelerometer", "browsing-topics", "camera", "display-capture",
        "geolocation", "gyroscope", "hid", "magnetometer", "microphone", "midi", "payment",
        "serial", "usb", "xr-spatial-tracking",
    )
)  # fmt: skip
SECURITY_HEADERS = headerlist.checked(
    [
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Permissions-Policy", PERMISSIONS_POLICY),
        ("X-Frame-Options", "DENY"),  # with CSP frame-ancestors 'none' on the pages
    ]
)
#: a subresource of the app's page (pwa.SubresourceResponse): what a document alone heeds left off
SUBRESOURCE_HEADERS = headerlist.checked(
    [("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer")]
)
CORS_HEADERS = headerlist.checked(
    [("Access-Control-Allow-Origin", "*"), ("Access-Control-Expose-Headers", CORS_EXPOSE)]
)
PREFLIGHT_HEADERS = headerlist.checked(
    [
        ("Access-Control-Allow-Methods", "GET, HEAD, POST, PUT, DELETE, OPTIONS"),
        ("Access-Control-Allow-Headers", CORS_ALLOW),
        ("Access-Control-Max-Age", "86400"),
    ]
)


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the app: defaults < environment (TAROCK_*, RATELIMIT_STORAGE_URI, …) < ``config``."""
    app = App(__name__, static_folder=None)
    app.request_class = GuardedRequest
    load_config(app, config)
    app.json.sort_keys = False  # type: ignore[attr-defined]  # the DefaultJSONProvider's
    json_logging.configure(app)
    health.init_app(app)
    # request ids, metrics, API keys, the rate limit and the headers of every answer
    hooks = RequestHooks(
        app,
        BLUEPRINTS,
        ApiRateLimit(app),
        document=SECURITY_HEADERS,
        subresource=SUBRESOURCE_HEADERS,
        cors=CORS_HEADERS,
        preflight=PREFLIGHT_HEADERS,
    )
    hooks.install()
    api = Api(app, spec_kwargs=_spec_kwargs())
    api.spec.components.security_scheme("apiKey", apikeys.SECURITY_SCHEME)
    problems.init_app(app)  # after Api: ours replace flask-smorest's JSON error handler
    for blp in BLUEPRINTS:
        api.register_blueprint(blp)
    db.init_app(app)
    apikeys.init_cli(app)
    docs.init_app(app)  # the docs page (Swagger UI) under its own CSP
    _serve_pwa(app)
    # the stateless POST routes below Flask where they can be (its routes are registered now)
    app.wsgi_app = Shortcut(app, hooks)  # type: ignore[method-assign]  # Flask's own idiom
    if app.config["TRUSTED_PROXIES"]:  # outside it: the shortcut counts the client's address
        n = int(app.config["TRUSTED_PROXIES"])
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=n, x_proto=n, x_host=n
        )

    return app


class App(Flask):
    """Flask, asking once per function whether it is a coroutine.

    Flask calls ``ensure_sync`` on every hook and view of every request (a dozen here), and
    ``inspect.iscoroutinefunction`` unwraps each one anew: a tenth of a settlement's time. The
    answer never changes for a function, so it is remembered (for at most ``SYNC_CACHE``
    functions: one made per request, as ``after_this_request`` makes, is then just asked).
    """

    SYNC_CACHE = 1024
    response_class = Answer  # headers out without a copy (api/answer.py)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._sync: dict[Callable[..., Any], Callable[..., Any]] = {}

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        try:
            return self._sync[func]
        except KeyError:
            sync = super().ensure_sync(func)
        except TypeError:  # not hashable
            return super().ensure_sync(func)
        if len(self._sync) < self.SYNC_CACHE:
            self._sync[func] = sync
        return sync


class GuardedRequest(Request):
    """``request.get_json()`` goes through the JSON guard too (api/jsonbody.py)."""

    def get_json(self, force: bool = False, silent: bool = False, cache: bool = True) -> Any:
        try:
            body = jsonbody.read(self)
        except (jsonbody.BodyError, UnsupportedMediaType):
            if silent:
                return None
            raise
        return None if body is jsonbody.NO_BODY else body


def _spec_kwargs() -> dict[str, Any]:
    return {
        "info": {
            "description": (
                "Scoring for Tarock Königrufen: settle deals by the rules "
                "of a profile (OÖ 2023, Tirol 2026, KTC 2023, cardgames.zone) with every line "
                "explained and its clause cited; count cards in thirds and P/B.\n\n"
                "Errors are RFC 9457 `application/problem+json`; validation errors (422) carry "
                "`errors` by field path (`premiums.0.name`) and a `kind`: `malformed`, "
                "`not-allowed` or `inconsistent`. The stateless endpoints are rate-limited per "
                "client (`RateLimit-*` headers, 429 problem): per address and route, or, with an "
                "API key (`X-Api-Key` or `Authorization: ApiKey`, see the `apiKey` scheme), "
                "under the key's own limit."
            ),
            "license": {"name": "Proprietary"},
        },
        "servers": [{"url": "/", "description": "This server"}],
        # anonymous, or with an API key (api/apikeys.py; the sheet routes say their own)
        "security": [{}, {"apiKey": []}],
        # component names that a generated client keeps apart (api/schemas/families.py)
        "marshmallow_plugin": MarshmallowPlugin(schema_name_resolver=schema_resolver),
    }


class PwaPath(PathConverter):
    """Any path outside /api/ (so an unknown API URL is a 404, not a 405 from this GET route)."""

    regex = r"(?!api/|api$)[^/].*?"


def _serve_pwa(app: Flask) -> None:
    """The offline score sheet (pwa/) at "/": see api.pwa."""
    app.url_map.converters["pwa"] = PwaPath
    pwa.init_app(app)
