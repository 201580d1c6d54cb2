"""API keys (api/apikeys.py): a key's own limit instead of the address's, 401 for a wrong key,
usage per key in /metrics, the key never in a log line, the `flask keys` commands.

Across workers and instances sharing Redis: tests/deploy/test_apikeys_instances.py."""

import io
import logging
import os
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from api import apikeys, create_app

from .conftest import is_problem, record

ROOT = Path(__file__).resolve().parents[2]
FOUR = ["Anna", "Bernd", "Clara", "David"]


@pytest.fixture
def app():
    return create_app(
        {"TESTING": True, "DATABASE_URL": "sqlite://", "RATELIMIT_STORAGE_URI": "memory://",
         "RATELIMIT_API": "5 per minute", "LOG_REQUESTS": True}
    )  # fmt: skip


def issue(app, name="club", limit="3 per minute") -> str:
    with app.app_context():
        return apikeys.create(name, limit)


def settle(client, **headers):
    return client.post("/api/v1/settle", json=record(), headers=headers)


def test_a_key_is_counted_under_its_own_limit_not_the_address(app):
    client = app.test_client()
    key = issue(app, limit="3 per minute")
    answers = [settle(client, **{"X-Api-Key": key}) for _ in range(4)]
    assert [r.status_code for r in answers] == [200, 200, 200, 429]
    assert answers[0].headers["RateLimit-Limit"] == "3"
    assert answers[0].headers["RateLimit-Policy"] == "3;w=60"
    is_problem(answers[3], 429)
    # the address has all its anonymous requests left: the key's were not counted there
    anonymous = settle(client)
    assert anonymous.status_code == 200
    assert anonymous.headers["RateLimit-Limit"] == "5"
    assert anonymous.headers["RateLimit-Remaining"] == "4"


def test_a_key_limit_spans_every_route_and_both_headers(app):
    client = app.test_client()
    key = issue(app, limit="4 per minute")
    assert settle(client, Authorization=f"ApiKey {key}").status_code == 200
    assert settle(client, **{"X-Api-Key": key}).status_code == 200
    count = client.post("/api/v1/count", json={"cards": ["T21"]}, headers={"X-Api-Key": key})
    assert count.headers["RateLimit-Remaining"] == "1"
    created = client.post(
        "/api/v1/sheets", json={"players": FOUR}, headers={"X-Api-Key": key}
    )  # the 4th
    assert created.status_code == 201
    sheet, token = created.json["sheet"]["id"], created.json["edit_token"]
    # a sheet route: the sheet token in Authorization, the key beside it
    read = client.get(
        f"/api/v1/sheets/{sheet}", headers={"Authorization": f"Bearer {token}", "X-Api-Key": key}
    )
    is_problem(read, 429)
    assert read.headers["RateLimit-Limit"] == "4"


def test_anonymous_limits_are_unchanged(app):
    client = app.test_client()
    issue(app)
    answers = [settle(client) for _ in range(6)]
    assert [r.status_code for r in answers] == [200] * 5 + [429]
    assert answers[0].headers["RateLimit-Limit"] == "5"
    # per route, as before
    assert client.get("/api/v1/profiles").status_code == 200


@pytest.mark.parametrize(
    "headers",
    [
        {"X-Api-Key": "tk_unknown"},
        {"Authorization": "ApiKey tk_unknown"},
        {"Authorization": "apikey   tk_unknown"},
        {"X-Api-Key": ""},
    ],
)
def test_an_unknown_key_is_a_401_problem(app, headers):
    response = settle(app.test_client(), **headers)
    body = is_problem(response, 401)
    assert body["type"] == "/api/v1/problems/api-key"
    assert response.headers["WWW-Authenticate"] == 'ApiKey realm="tarock"'
    assert "tk_unknown" not in response.get_data(as_text=True)


def test_two_different_keys_are_refused(app):
    key = issue(app)
    response = settle(app.test_client(), Authorization=f"ApiKey {key}", **{"X-Api-Key": key + "x"})
    assert "Two different API keys" in is_problem(response, 401)["detail"]
    same = settle(app.test_client(), Authorization=f"ApiKey {key}", **{"X-Api-Key": key})
    assert same.status_code == 200


def test_a_revoked_key_is_refused_at_once(app):
    client = app.test_client()
    key = issue(app, limit="100 per minute")
    assert settle(client, **{"X-Api-Key": key}).status_code == 200
    with app.app_context():
        assert apikeys.revoke("club") is True
        assert apikeys.revoke("club") is False  # already revoked
    is_problem(settle(client, **{"X-Api-Key": key}), 401)


def test_wrong_keys_still_count_under_the_address(app):
    client = app.test_client()
    answers = [settle(client, **{"X-Api-Key": f"tk_guess{i}"}) for i in range(6)]
    assert [r.status_code for r in answers] == [401] * 5 + [429]


def test_usage_per_key_in_metrics(app):
    client = app.test_client()
    key = issue(app, name="league-tool", limit="2 per minute")
    for _ in range(3):
        settle(client, **{"X-Api-Key": key})
    text = client.get("/metrics").get_data(as_text=True)
    assert 'tarock_api_key_requests_total{key="league-tool",status="200"} 2.0' in text
    assert 'tarock_api_key_requests_total{key="league-tool",status="429"} 1.0' in text
    assert key not in text


def test_the_openapi_document_names_the_key_scheme(app):
    spec = app.test_client().get("/api/v1/openapi.json").get_json()
    scheme = spec["components"]["securitySchemes"]["apiKey"]
    assert scheme == {**scheme, "type": "apiKey", "in": "header", "name": "X-Api-Key"}
    assert {"apiKey": []} in spec["security"] and {} in spec["security"]
    # the sheet routes keep their token (a key goes beside it, in X-Api-Key)
    put = spec["paths"]["/api/v1/sheets/{sheet_id}/entries/{entry_id}"]["put"]
    assert put["security"] == [{"sheetToken": []}]


def test_no_key_in_any_log_line(app, caplog):
    key = issue(app, name="bot")
    revoked = issue(app, name="old")
    with app.app_context():
        apikeys.revoke("old")
    client = app.test_client()
    out = io.StringIO()
    with redirect_stdout(out), caplog.at_level(logging.DEBUG):
        settle(client, **{"X-Api-Key": key})
        settle(client, Authorization=f"ApiKey {revoked}")
        settle(client, **{"X-Api-Key": "tk_neverissued"})
    lines = out.getvalue() + caplog.text
    assert '"api_key": "bot"' in lines  # the request log names the key
    for secret in (key, revoked, "tk_neverissued", apikeys.key_hash(key)):
        assert secret not in lines


def _flask(db: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{db}", "PYTHONPATH": str(ROOT)}
    flask = Path(sys.executable).with_name("flask")
    return subprocess.run(
        [str(flask), "--app", "api", *args], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip


def test_the_keys_commands(tmp_path):
    db = tmp_path / "keys.sqlite3"
    assert _flask(db, "db-upgrade").returncode == 0
    made = _flask(db, "keys", "create", "--name", "club-website", "--limit", "3000 per minute")
    assert made.returncode == 0, made.stderr
    key = made.stdout.strip()
    assert key.startswith("tk_") and len(key) == 46
    again = _flask(db, "keys", "create", "--name", "club-website", "--limit", "1 per second")
    assert again.returncode != 0 and "exists already" in again.stderr
    bad = _flask(db, "keys", "create", "--name", "x", "--limit", "lots please")
    assert bad.returncode != 0 and "--limit" in bad.stderr
    bad_name = _flask(db, "keys", "create", "--name", "bad name\n", "--limit", "1 per second")
    assert bad_name.returncode != 0 and "--name" in bad_name.stderr

    listed = _flask(db, "keys", "list")
    assert listed.returncode == 0
    assert "club-website\t3000 per minute\t" in listed.stdout and "active" in listed.stdout
    assert key not in listed.stdout and apikeys.key_hash(key) not in listed.stdout

    app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{db}"})
    assert settle(app.test_client(), **{"X-Api-Key": key}).headers["RateLimit-Limit"] == "3000"
    revoked = _flask(db, "keys", "revoke", "club-website")
    assert revoked.returncode == 0 and "revoked club-website" in revoked.stdout
    assert _flask(db, "keys", "revoke", "club-website").returncode != 0
    assert "active" not in _flask(db, "keys", "list").stdout
    is_problem(settle(app.test_client(), **{"X-Api-Key": key}), 401)
