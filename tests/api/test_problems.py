"""Every error is application/problem+json: 404, 405, 413, 415, 429, 500; no stack trace leaks."""

import io
import json
import logging

import pytest


def test_404_anywhere(client, problem):
    problem(client.get("/api/v1/nothing-here"), 404)
    problem(client.post("/api/v1/nothing-here", json={}), 404)  # a 404, not the PWA's 405
    problem(client.get("/no-such-page.html"), 404)


def test_405(client, problem):
    response = client.delete("/api/v1/profiles")
    problem(response, 405)
    assert "GET" in response.headers["Allow"]


def test_413_over_max_content_length(make_app, problem):
    client = make_app(MAX_CONTENT_LENGTH=200).test_client()
    body = problem(client.post("/api/v1/settle", json={"note": "x" * 500}), 413)
    assert "200 bytes" in body["detail"]


def test_429_with_ratelimit_headers(make_app, problem, record):
    client = make_app(RATELIMIT_ENABLED=True, RATELIMIT_API="2 per minute").test_client()
    first = client.post("/api/v1/settle", json=record())
    assert first.status_code == 200
    assert first.headers["RateLimit-Limit"] == "2"
    assert first.headers["RateLimit-Remaining"] == "1"
    assert 0 <= int(first.headers["RateLimit-Reset"]) <= 61
    assert first.headers["RateLimit-Policy"] == "2;w=60"
    assert "Retry-After" not in first.headers
    assert client.post("/api/v1/settle", json=record()).status_code == 200
    third = client.post("/api/v1/settle", json=record())
    body = problem(third, 429)
    assert body["type"] == "/api/v1/problems/rate-limited"
    assert third.headers["RateLimit-Remaining"] == "0"
    assert int(third.headers["Retry-After"]) > 0
    # health and docs are not limited
    for _ in range(3):
        assert client.get("/livez").status_code == 200


def test_500_is_a_problem_without_stack_trace(make_app, capsys):
    app = make_app()

    @app.get("/api/v1/test-boom")
    def boom():
        raise RuntimeError("secret internals: password=hunter2")

    response = app.test_client().get("/api/v1/test-boom", headers={"X-Request-ID": "req-42"})
    assert response.status_code == 500
    assert response.mimetype == "application/problem+json"
    text = response.get_data(as_text=True)
    assert "hunter2" not in text and "Traceback" not in text and "RuntimeError" not in text
    body = response.get_json()
    assert body["request_id"] == "req-42" and body["status"] == 500
    # ... but the log has it, as JSON, with the request id
    logged = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line]
    error = next(entry for entry in logged if entry["level"] == "error")
    assert error["request_id"] == "req-42"
    assert "hunter2" in error["exc"]


def test_request_id_echoed_or_generated(client):
    response = client.get("/livez", headers={"X-Request-ID": "abc-123"})
    assert response.headers["X-Request-ID"] == "abc-123"
    generated = client.get("/livez", headers={"X-Request-ID": "bad id with spaces"})
    assert generated.headers["X-Request-ID"] != "bad id with spaces"
    assert len(generated.headers["X-Request-ID"]) == 32


def test_json_formatter_fields():
    from api.logging import JSONFormatter

    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JSONFormatter())
    logger = logging.getLogger("tarock-test")
    logger.addHandler(handler)
    logger.propagate = False
    logger.warning("hello %s", "world", extra={"request_id": "r1", "status": 201})
    entry = json.loads(stream.getvalue())
    assert entry["msg"] == "hello world" and entry["level"] == "warning"
    assert entry["request_id"] == "r1" and entry["status"] == 201
    assert entry["ts"].endswith("Z")


def test_request_log_line(make_app, capsys):
    app = make_app(LOG_REQUESTS=True)
    app.test_client().get("/livez", headers={"X-Request-ID": "log-1"})
    entries = [json.loads(x) for x in capsys.readouterr().out.splitlines() if x.startswith("{")]
    line = next(e for e in entries if e.get("path") == "/livez")
    assert line["status"] == 200 and line["request_id"] == "log-1" and "duration_ms" in line


def test_problem_type_catalogue(client):
    body = client.get("/api/v1/problems/not-allowed").get_json()
    assert body["type"] == "/api/v1/problems/not-allowed"
    assert client.get("/api/v1/problems/nope").status_code == 404


@pytest.mark.parametrize("method", ["put", "patch", "delete"])
def test_other_methods_on_settle(client, problem, method):
    problem(getattr(client, method)("/api/v1/settle", json={}), 405)


def test_doctests_of_the_api_modules():
    import doctest

    import api
    import api.problems

    for module in (api, api.problems):
        result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
        assert result.failed == 0 and result.attempted > 0, module.__name__


def _redis_answers(host="127.0.0.1", port=6379) -> bool:
    import socket

    try:
        with socket.create_connection((host, port), timeout=0.5) as s:
            s.sendall(b"PING\r\n")
            return s.recv(16).startswith(b"+PONG")
    except OSError:
        return False


@pytest.mark.skipif(not _redis_answers(), reason="no Redis server on 127.0.0.1:6379")
def test_rate_limit_shared_through_redis(make_app, record, problem):
    import uuid

    config = {
        "RATELIMIT_ENABLED": True,
        "RATELIMIT_API": "2 per minute",
        "RATELIMIT_STORAGE_URI": "redis://127.0.0.1:6379/15",
        "RATELIMIT_KEY_PREFIX": f"test-{uuid.uuid4().hex}",
    }
    worker_a = make_app(**config).test_client()
    worker_b = make_app(**config).test_client()  # another process, the same counters
    assert worker_a.post("/api/v1/settle", json=record()).status_code == 200
    assert worker_b.post("/api/v1/settle", json=record()).headers["RateLimit-Remaining"] == "0"
    problem(worker_a.post("/api/v1/settle", json=record()), 429)


def test_rate_limit_storage_down_degrades_to_memory(make_app, record, problem):
    client = make_app(
        RATELIMIT_ENABLED=True,
        RATELIMIT_API="2 per minute",
        RATELIMIT_STORAGE_URI="redis://127.0.0.1:1/0",  # nothing listens there
    ).test_client()
    assert client.post("/api/v1/settle", json=record()).status_code == 200
    assert client.post("/api/v1/settle", json=record()).status_code == 200
    problem(client.post("/api/v1/settle", json=record()), 429)


def test_a_rule_refusal_carries_its_catalogue_code_params_and_player_texts(client, problem, record):
    body = problem(client.post("/api/v1/settle", json=record(declarer_points=211)), 422)
    assert (body["kind"], body["field"], body["value"]) == ("malformed", "declarer_points", 211)
    assert body["code"] == "points.too_many" and body["params"] == {}
    assert body["message"] == {"de": "Höchstens 70 Punkte.", "en": "At most 70 points."}
    assert "210 thirds" in body["detail"]  # the technical reason stays for developers
    trischaken = {"points": dict.fromkeys(["Anna", "Bernd", "Clara", "David"], "20")}
    body = problem(
        client.post(
            "/api/v1/settle",
            json=record(game="trischaken", won=..., forehand="Anna", trischaken=trischaken),
        ),
        422,
    )
    assert (body["code"], body["params"]) == ("trischaken.sum", {"total": "80"})
    assert body["message"]["de"] == "Zusammen 80 statt 70 Punkte."


def test_a_refused_batch_record_and_a_refused_sheet_entry_carry_the_message_too(client, record):
    batch = client.post("/api/v1/settle/batch", json={"records": [record(game="bettel", won=...)]})
    error = batch.get_json()["results"][0]["error"]
    assert error["code"] == "outcome.missing" and error["message"]["en"].startswith("Please say")
    sheet = client.post("/api/v1/sheets", json={"players": ["Anna", "Bernd", "Clara", "David"]})
    created = sheet.get_json()
    entry = client.put(
        f"/api/v1/sheets/{created['sheet']['id']}/entries/00000000-0000-4000-8000-000000000001",
        json={"revision": 1, "record": record(game="bettel", declarer_tricks=3)},
        headers={"Authorization": f"Bearer {created['edit_token']}"},
    )
    body = entry.get_json()
    assert entry.status_code == 422 and body["field"] == "record.won", body
    assert body["code"] == "won.tricks_lost"
    assert body["params"] == {"tricks": 3, "game": "Bettel", "need": 0}
    assert body["message"]["de"] == (
        "Stiche des Spielers: 3, damit ist das Spiel verloren (Bettel: genau 0 Stiche)."
    )


def test_a_problem_without_a_rule_code_has_no_message_members(client, problem, record):
    body = problem(client.post("/api/v1/settle", json=record(note="a\u0000")), 422)
    assert body["field"] == "note"
    assert "code" not in body and "message" not in body
