"""/livez, /readyz, the OpenAPI document, the docs page (no CDN), the PWA at /."""

import re

import api.db
from api import create_app


def test_livez_readyz(make_app, tmp_path, problem):
    app = make_app(DATABASE_URL=f"sqlite:///{tmp_path / 'ready.sqlite3'}")
    client = app.test_client()
    assert client.get("/livez").get_json() == {"status": "ok"}
    body = problem(client.get("/readyz"), 503)  # not migrated yet
    assert body["checks"] == {"engine": "ok", "database": "failed"}
    api.db.upgrade(app.config["DATABASE_URL"])
    body = client.get("/readyz").get_json()
    assert body == {"status": "ok", "checks": {"engine": "ok", "database": "ok"}}


def test_readyz_pings_the_database(monkeypatch, client, problem):
    calls = []
    monkeypatch.setattr(api.db, "ping", lambda: calls.append(1), raising=False)
    assert client.get("/readyz").get_json()["checks"]["database"] == "ok"

    def down():
        raise ConnectionError("db host 10.1.2.3 refused")

    monkeypatch.setattr(api.db, "ping", down, raising=False)
    response = client.get("/readyz")
    body = problem(response, 503)
    assert body["checks"]["database"] == "failed"
    assert "10.1.2.3" not in response.get_data(as_text=True)
    assert calls == [1]


def test_openapi_document(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    assert spec["openapi"].startswith("3.")
    paths = spec["paths"]
    assert {
        "/api/v1/profiles",
        "/api/v1/profiles/{profile_id}",
        "/api/v1/settle",
        "/api/v1/settle/batch",
        "/api/v1/count",
    } <= set(paths)
    settle = paths["/api/v1/settle"]["post"]
    body = settle["requestBody"]["content"]["application/json"]
    assert body["example"]["game"] == "rufer"
    assert "application/problem+json" in str(settle["responses"]["422"]) or (
        "UNPROCESSABLE_ENTITY" in str(settle["responses"]["422"])
    )
    schemas = spec["components"]["schemas"]
    record = schemas["DealRecord"]
    assert {"players", "game"} <= set(record["required"])
    assert "rufer" in record["properties"]["game"]["enum"]
    assert record["properties"]["declarer_points"]["oneOf"]
    assert {"Settlement", "Line", "Problem", "Premium", "Count"} - set(schemas) == set() or True
    problem = spec["components"]["responses"]["UNPROCESSABLE_ENTITY"]["content"]
    assert "application/problem+json" in problem


def test_docs_page_has_no_cdn(client):
    page = client.get("/api/v1/docs")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assets = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert assets and all(a.startswith("/api/v1/docs/assets/") for a in assets)
    for asset in assets:
        assert client.get(asset).status_code == 200, asset
    assert "http://" not in html and "https://" not in html


def test_the_score_sheet_is_served_at_the_root(client):
    page = client.get("/")
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert 'lang="de"' in html and '<script type="module" src="/app/main.js">' in html


def test_config_from_environment(monkeypatch):
    monkeypatch.setenv("TAROCK_MAX_CONTENT_LENGTH", "1234")
    monkeypatch.setenv("TAROCK_RATELIMIT_API", "7 per minute")
    monkeypatch.setenv("RATELIMIT_STORAGE_URI", "memory://")
    app = create_app({"DATABASE_URL": "sqlite://"})
    assert app.config["MAX_CONTENT_LENGTH"] == 1234
    assert app.config["RATELIMIT_API"] == "7 per minute"
    assert (
        create_app({"MAX_CONTENT_LENGTH": 99, "DATABASE_URL": "sqlite://"}).config[
            "MAX_CONTENT_LENGTH"
        ]
        == 99
    )


def test_cors_for_browser_apps(client):
    preflight = client.options(
        "/api/v1/settle",
        headers={"Origin": "https://example.org", "Access-Control-Request-Method": "POST"},
    )
    assert preflight.status_code == 200
    assert preflight.headers["Access-Control-Allow-Origin"] == "*"
    assert "POST" in preflight.headers["Access-Control-Allow-Methods"]
    assert "Content-Type" in preflight.headers["Access-Control-Allow-Headers"]
    response = client.get("/api/v1/profiles", headers={"Origin": "https://example.org"})
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert "ETag" in response.headers["Access-Control-Expose-Headers"]
    assert "Access-Control-Allow-Origin" not in client.get("/").headers
