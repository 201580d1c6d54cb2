"""/livez, /readyz, the OpenAPI document, the docs page (no CDN), the PWA at /."""

import json
import re
from html import unescape

import pytest

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
    assert 'lang="de"' in html and '<script type="module" src="/bundle/main.js">' in html


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


# --- the docs page under its own CSP, no demo spec; headers on every answer ----------------------


def test_the_docs_page_has_its_own_strict_csp_and_cannot_be_framed(client):
    page = client.get("/api/v1/docs")
    csp = page.headers["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";"))
    assert directives["script-src"] == "'self'" and directives["style-src"] == "'self'"
    assert directives["connect-src"] == "'self'" and directives["default-src"] == "'none'"
    assert directives["frame-ancestors"] == "'none'"
    assert "unsafe" not in csp
    assert page.headers["X-Frame-Options"] == "DENY"
    html = page.get_data(as_text=True)
    # no inline script: every <script> has a src
    assert re.findall(r"<script(?![^>]*\bsrc=)[^>]*>", html) == []


def test_the_docs_page_loads_our_spec_with_no_validator_and_no_url_from_the_address(client):
    html = client.get("/api/v1/docs").get_data(as_text=True)
    (raw,) = re.findall(r'data-config="([^"]*)"', html)
    config = json.loads(unescape(raw))
    assert config["url"] == "/api/v1/openapi.json"
    assert config["validatorUrl"] is None and config["queryConfigEnabled"] is False
    assert config["deepLinking"] is True  # OPENAPI_SWAGGER_UI_CONFIG still applies
    assert "petstore" not in html


@pytest.mark.parametrize(
    "name",
    ["index.html", "swagger-initializer.js", "oauth2-redirect.html", "index.j2",
     "swagger-ui-standalone-preset.js", "swagger-ui.js", "swagger-ui-bundle.js.map",
     "..%2Fswagger-ui-bundle.js", "%2e%2e%2f__init__.py", "../docs.py"],
)  # fmt: skip
def test_only_the_files_the_docs_page_uses_are_served(client, name):
    """The package's demo page and initializer open the petstore spec: never served."""
    assert client.get(f"/api/v1/docs/assets/{name}").status_code == 404


def test_the_package_files_the_page_uses_have_no_demo_spec(client):
    for name in ("swagger-ui-bundle.js", "swagger-ui.css", "swagger-init.js"):
        response = client.get(f"/api/v1/docs/assets/{name}")
        assert response.status_code == 200, name
    init = client.get("/api/v1/docs/assets/swagger-init.js").get_data(as_text=True)
    assert "petstore" not in init and "url" not in init.replace("data-config", "")


@pytest.mark.parametrize(
    "path",
    ["/", "/index.html", "/sw.js", "/api/v1/docs", "/api/v1/openapi.json", "/api/v1/profiles",
     "/api/v1/nope", "/livez", "/metrics", "/nope.js"],
)  # fmt: skip
def test_every_document_turns_off_powerful_features_and_framing(client, path):
    response = client.get(path)
    policy = response.headers["Permissions-Policy"]
    for feature in ("camera", "microphone", "geolocation", "payment", "usb"):
        assert f"{feature}=()" in policy, feature
    assert "web-share" not in policy and "clipboard" not in policy  # the share screen uses them
    assert response.headers["X-Frame-Options"] == "DENY"
    assert response.headers["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize("path", ["/app/main.js", "/app/styles.css", "/profiles/ooe-2023.json"])
def test_a_file_the_page_loads_carries_only_the_headers_a_subresource_heeds(client, path):
    response = client.get(path)
    assert response.status_code == 200
    assert response.headers["X-Content-Type-Options"] == "nosniff"  # no script from a text file
    assert response.headers["Referrer-Policy"] == "no-referrer"
    # only a document heeds these: 250 bytes on every file of the first visit for nothing
    assert "Permissions-Policy" not in response.headers
    assert "X-Frame-Options" not in response.headers
