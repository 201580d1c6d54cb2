"""The settlement's HTTP path made lean (issue 24) keeps its behaviour: the body read straight from
the stream refuses what werkzeug refused, the one-trip Redis count uses limits' own keys and
counts, the hooks' headers are those of every answer, a profile id is no long number."""

import json
import os
import uuid

import pytest
from limits import parse
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter

from api import jsonbody

from .conftest import is_problem

REDIS = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/14")


def test_a_profile_id_is_not_a_long_number_but_an_exponent_still_is():
    assert jsonbody._LONG_NUMBER.search(b'{"profile": "ooe-2023", "game": "rufer"}') is None
    assert jsonbody._LONG_NUMBER.search(b'{"a": 1e-400}') is not None
    assert jsonbody._LONG_NUMBER.search(b'{"a": 2.5E+308}') is not None
    assert jsonbody._LONG_NUMBER.search(b'{"a": 12345678901234567}') is not None
    samples = [
        b"1234567890123456",
        b"123456789012345",
        b"1e999",
        b"1E+999",
        b"1e-99",
        b"x e-200",
        b'"2023-12-31T23:59:59e+0100"',
        b"0.5e0001",
        b"-1e+12",
        b"9" * 40,
        b"e999",
        b"",
    ]
    for sample in samples:
        assert jsonbody._long_number(sample) == (jsonbody._LONG_NUMBER.search(sample) is not None)
    assert jsonbody.read_bytes(b'{"profile": "ooe-2023", "a": [1e-400]}') == {
        "profile": "ooe-2023",
        "a": [0.0],
    }


def test_a_body_shorter_than_its_length_is_a_408_as_before(client, record):
    body = json.dumps(record()).encode()
    response = client.post(
        "/api/v1/settle",
        data=body,
        content_type="application/json",
        environ_overrides={"CONTENT_LENGTH": str(len(body) + 10)},
    )
    problem = is_problem(response, 408)
    assert "before its end" in problem["detail"]


def test_a_body_beyond_the_limit_is_a_413(make_app, record):
    client = make_app(MAX_CONTENT_LENGTH=100).test_client()
    response = client.post("/api/v1/settle", json=record(players=["A" * 50, "B", "C", "D"]))
    is_problem(response, 413)


def test_the_body_read_once_is_what_get_data_answers(app, record):
    body = json.dumps(record()).encode()
    with app.test_request_context(
        "/api/v1/settle", method="POST", data=body, content_type="application/json"
    ) as ctx:
        assert jsonbody.read(ctx.request)["game"] == "dreier"
        assert ctx.request.get_data() == body


def test_an_answer_carries_every_header_once(make_app, record):
    client = make_app(RATELIMIT_ENABLED=True).test_client()
    response = client.post("/api/v1/settle", json=record(), headers={"X-Request-ID": "r-1"})
    assert response.status_code == 200
    names = [name.lower() for name, _ in response.headers]
    assert len(names) == len(set(names)), names
    assert response.headers["X-Request-ID"] == "r-1"
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert response.headers["X-Frame-Options"] == "DENY"
    assert int(response.headers["Content-Length"]) == len(response.get_data())
    for name in ("Limit", "Remaining", "Reset", "Policy"):
        assert f"ratelimit-{name.lower()}" in names


def test_redis_counts_in_one_trip_under_limits_own_keys(make_app, record):
    prefix = f"test-{uuid.uuid4().hex}"
    config = {
        "RATELIMIT_ENABLED": True,
        "RATELIMIT_API": "5 per minute; 50 per hour",
        "RATELIMIT_STORAGE_URI": REDIS,
        "RATELIMIT_KEY_PREFIX": prefix,
    }
    client = make_app(**config).test_client()
    answers = [client.post("/api/v1/settle", json=record()) for _ in range(3)]
    assert [a.headers["RateLimit-Remaining"] for a in answers] == ["4", "3", "2"]
    assert answers[-1].headers["RateLimit-Policy"] == "5;w=60"
    assert 0 < int(answers[-1].headers["RateLimit-Reset"]) <= 60
    # limits itself reads the same counters (an instance not yet updated counts along)
    strategy = FixedWindowRateLimiter(storage_from_string(REDIS))
    args = (prefix, "127.0.0.1", "settle.settle")
    assert strategy.get_window_stats(parse("5 per minute"), *args).remaining == 2
    assert strategy.get_window_stats(parse("50 per hour"), *args).remaining == 47
    strategy.hit(parse("5 per minute"), *args)
    strategy.hit(parse("5 per minute"), *args)
    refused = client.post("/api/v1/settle", json=record())
    is_problem(refused, 429)
    assert refused.headers["RateLimit-Remaining"] == "0"
    assert int(refused.headers["Retry-After"]) > 0


@pytest.mark.parametrize("path", ["/api/v1/settle", "/api/v1/settle/batch"])
def test_a_refused_body_is_webargs_refusal_as_before(client, path):
    body = {"records": [{"profile": 3}]} if path.endswith("batch") else {"profile": 3}
    problem = is_problem(client.post(path, json=body), 422)
    assert problem["field"].endswith("profile")
