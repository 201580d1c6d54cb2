"""The stateless POST routes answered below Flask (api/shortcut.py) answer what Flask answers:
every kind of request is sent to an app with the shortcut and to one without it, and the status,
the body and the headers (names in order, values but the request id's) are the same; the
request is counted once under its rate limit, its body read once, and only what the shortcut can
answer alone stays out of Flask."""

import json
import logging

import pytest
from werkzeug.middleware.proxy_fix import ProxyFix

from api import shortcut
from api.resources.deals import EXAMPLE_DEAL
from api.schemas.record import EXAMPLE_RECORD

from .conftest import make_app

BAVARIAN = {
    "profile": "bayerisch",
    "players": ["Anna", "Bernd", "Clara"],
    "game": "stockspiel",
    "declarer": "Anna",
    "declarer_augen": 75,
}

#: (name, path, body bytes, content type): requests of every kind to the directly served routes
REQUESTS = [
    ("a settled deal", "/api/v1/settle", json.dumps(EXAMPLE_RECORD), "application/json"),
    ("a refused deal", "/api/v1/settle", json.dumps({**EXAMPLE_RECORD, "game": "bettel"}), None),
    ("an unknown field", "/api/v1/settle", json.dumps({**EXAMPLE_RECORD, "x": 1}), None),
    ("not JSON", "/api/v1/settle", '{"players": [', None),
    ("JSON of another type", "/api/v1/settle", json.dumps(EXAMPLE_RECORD), "text/plain"),
    ("no body", "/api/v1/settle", "", None),
    ("a list", "/api/v1/settle", "[1, 2]", None),
    ("deep nesting", "/api/v1/settle", "[" * 5000 + "]" * 5000, None),
    (
        "a lone surrogate",
        "/api/v1/settle",
        json.dumps({**EXAMPLE_RECORD, "declarer": "\ud800"}),
        None,
    ),
    ("a NUL", "/api/v1/settle", json.dumps({**EXAMPLE_RECORD, "declarer": "A\x00"}), None),
    ("a huge number", "/api/v1/settle", json.dumps({**EXAMPLE_RECORD, "kontra": 10**40}), None),
    ("too large", "/api/v1/settle", " " * (4 * 1024 * 1024 + 1) + "{}", None),
    ("a Bavarian record", "/api/v1/settle", json.dumps(BAVARIAN), None),
    (
        "a batch with a refused record",
        "/api/v1/settle/batch",
        json.dumps({"records": [EXAMPLE_RECORD, {**EXAMPLE_RECORD, "game": "bettel"}]}),
        None,
    ),
    ("a malformed batch", "/api/v1/settle/batch", json.dumps({"records": [{"x": 1}]}), None),
    ("a count", "/api/v1/count", json.dumps({"cards": ["T21", "SKUS", "HK"]}), None),
    ("an unknown card", "/api/v1/count", json.dumps({"cards": ["T22"]}), None),
    ("a replayed deal", "/api/v1/deals/verify", json.dumps(EXAMPLE_DEAL), None),
    ("not a deal", "/api/v1/deals/verify", json.dumps({"hands": []}), None),
]


def both(**config):
    """An app with the shortcut and one without it (Flask alone), each with its own counts."""
    config = {"RATELIMIT_ENABLED": True, "RATELIMIT_STORAGE_URI": "memory://", **config}
    with_it, without = make_app(**config), make_app(**config)
    outer = without.wsgi_app
    if isinstance(outer, ProxyFix):
        outer.app = outer.app.flask
    else:
        without.wsgi_app = outer.flask
    return with_it, without


def post(app, path, body, content_type, **headers):
    return app.test_client().post(
        path,
        data=body.encode("utf-8", "surrogatepass"),
        content_type=content_type or "application/json",
        headers=headers,
    )


def comparable(response) -> tuple:
    """Status, body and headers, the request id (made anew for each request) and the seconds
    left in the rate limit's window (read at another moment) left out."""
    rid = response.headers["X-Request-ID"]
    headers = [
        (name, "" if name == "RateLimit-Reset" else value.replace(rid, ""))
        for name, value in response.headers.items()
    ]
    return response.status_code, response.get_data().replace(rid.encode(), b""), headers


@pytest.fixture(scope="module")
def pair():
    """Both apps for the module: each gets every request in turn, so their counts go alike."""
    return both()


@pytest.mark.parametrize(
    ("name", "path", "body", "content_type"), REQUESTS, ids=[r[0] for r in REQUESTS]
)
def test_the_shortcut_answers_as_flask_does(pair, name, path, body, content_type):
    with_it, without = pair
    assert comparable(post(with_it, path, body, content_type)) == comparable(
        post(without, path, body, content_type)
    )


def test_a_request_the_shortcut_answers_never_reaches_flask_and_a_refused_one_does():
    app, _ = both()
    reached = []
    flask = app.wsgi_app.flask
    app.wsgi_app.flask = lambda environ, start: (
        reached.append(environ["PATH_INFO"]) or flask(environ, start)
    )
    assert post(app, "/api/v1/settle", json.dumps(EXAMPLE_RECORD), None).status_code == 200
    assert post(app, "/api/v1/count", json.dumps({"cards": ["HK"]}), None).status_code == 200
    assert reached == []
    assert post(app, "/api/v1/settle", "{", None).status_code == 400
    assert (
        post(
            app, "/api/v1/settle", json.dumps(EXAMPLE_RECORD), None, **{"X-Api-Key": "nope"}
        ).status_code
        == 401
    )
    app.test_client().get("/api/v1/profiles")
    assert reached == ["/api/v1/settle", "/api/v1/settle", "/api/v1/profiles"]


def test_every_request_counts_once_under_its_limit_refused_ones_too():
    app, _ = both(RATELIMIT_API="4 per minute")
    bodies = [json.dumps(EXAMPLE_RECORD), "{", json.dumps({**EXAMPLE_RECORD, "game": "bettel"})]
    remaining = [
        post(app, "/api/v1/settle", b, None).headers["RateLimit-Remaining"] for b in bodies
    ]
    assert remaining == ["3", "2", "1"]
    assert post(app, "/api/v1/settle", bodies[0], None).status_code == 200
    beyond = post(app, "/api/v1/settle", bodies[0], None)
    assert beyond.status_code == 429
    assert beyond.headers["Retry-After"]
    assert beyond.headers["RateLimit-Remaining"] == "0"


def test_behind_a_trusted_proxy_each_client_is_counted_by_its_own_address():
    app, _ = both(RATELIMIT_API="1 per minute", TRUSTED_PROXIES=1)
    for client in ("203.0.113.1", "203.0.113.2"):
        sent = post(
            app, "/api/v1/settle", json.dumps(EXAMPLE_RECORD), None, **{"X-Forwarded-For": client}
        )
        assert sent.status_code == 200
    again = post(
        app,
        "/api/v1/settle",
        json.dumps(EXAMPLE_RECORD),
        None,
        **{"X-Forwarded-For": "203.0.113.1"},
    )
    assert again.status_code == 429


def test_a_sane_request_id_is_echoed_and_a_made_one_is_new_each_time():
    app, _ = both()
    sent = post(
        app, "/api/v1/settle", json.dumps(EXAMPLE_RECORD), None, **{"X-Request-ID": "table-7"}
    )
    assert sent.headers["X-Request-ID"] == "table-7"
    made = {
        post(app, "/api/v1/settle", json.dumps(EXAMPLE_RECORD), None).headers["X-Request-ID"]
        for _ in range(2)
    }
    assert len(made) == 2


def test_a_request_answered_below_flask_is_logged_as_flask_logs_it(caplog):
    lines = []
    for app in both(LOG_REQUESTS=True):
        with caplog.at_level(logging.INFO, logger=app.logger.name):
            caplog.clear()
            post(app, "/api/v1/settle", json.dumps(EXAMPLE_RECORD), None)
            lines.append(
                [
                    (r.message, r.method, r.path, r.status)
                    for r in caplog.records
                    if r.message == "request"
                ]
            )
    assert lines[0] == lines[1] == [("request", "POST", "/api/v1/settle", 200)]


def test_only_routes_that_need_nothing_of_flask_are_served_below_it():
    app = make_app()
    assert sorted(app.wsgi_app.routes) == [
        "/api/v1/count",
        "/api/v1/deals/verify",
        "/api/v1/settle",
    ]
    assert isinstance(app.wsgi_app, shortcut.Shortcut)
