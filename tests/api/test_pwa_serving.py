"""The PWA as served by the Flask app: every file the import map and the service worker name, a
strict CSP, compressed bodies with ETags, nothing private (npm files, test tools) served."""

import gzip
import json
import posixpath
import re
import shutil
import struct
from pathlib import Path

import brotli
import pytest

from api import create_app
from api.config import Config
from api.jsimports import imports
from api.pwa import PwaAssets, content_security_policy


@pytest.fixture(scope="module")
def client():
    app = create_app({"TESTING": True, "DATABASE_URL": "sqlite://", "RATELIMIT_ENABLED": False})
    return app.test_client()


def precache(client) -> dict:
    text = client.get("/sw.js").get_data(as_text=True)
    first = text.split("\n", 1)[0]
    assert first.startswith("self.PRECACHE = ") and first.endswith(";")
    return json.loads(first[len("self.PRECACHE = ") : -1])


def test_the_page_has_a_strict_csp_whose_only_inline_script_is_the_import_map(client):
    r = client.get("/")
    assert r.status_code == 200 and r.mimetype == "text/html"
    html = r.get_data(as_text=True)
    inline = re.findall(r"<script(?![^>]*\bsrc=)([^>]*)>(.*?)</script>", html, re.S)
    assert [attrs.strip() for attrs, _ in inline] == ['type="importmap"']
    csp = r.headers["Content-Security-Policy"]
    assert csp == content_security_policy(inline[0][1])
    assert "unsafe-inline" not in csp and "unsafe-eval" not in csp
    assert "default-src 'self'" in csp and "object-src 'none'" in csp and "base-uri 'none'" in csp
    assert not re.search(r"\son[a-z]+=", html)  # no inline event handlers either


def test_the_precache_holds_what_the_app_loads_and_nothing_it_does_not(client):
    """Every module the app can load (on demand too: a screen first opened offline) is precached:
    the bundle (tools/bundle.mjs) and the classic /app/boot.js it imports when the script did not
    run; the sources the bundle was made from are not (nothing of the app loads them); the card
    replay is in the bundle, since the "Nachprüfen" screen replays a deal offline (issue 21); the
    install icons are not."""
    files = set(precache(client)["files"])
    todo, app = ["/bundle/main.js"], set()
    while todo:
        url = todo.pop()
        if url not in app:
            app.add(url)
            body = client.get(url).get_data(as_text=True)
            base = posixpath.dirname(url)
            # read as JavaScript reads it (a JSDoc type's import("./types.js") is a comment): the
            # tokenizer finds what V8 finds (tests/api/test_jsimports.py)
            found = imports(body)
            todo += [
                spec if spec.startswith("/") else posixpath.normpath(posixpath.join(base, spec))
                for spec in found.static + found.dynamic
                if spec.startswith(("./", "../", "/"))
            ]
    assert len(app) > 20 and "/app/boot.js" in app  # the screens' chunks, loaded on demand
    bundle = {u for u in client.application.extensions["pwa"].assets if u.startswith("/bundle/")}
    modules = {u for u in files if u.endswith((".js", ".mjs"))}
    assert modules == app | bundle  # bundle/app/*.js: the app's modules for the e2e tests
    assert not any(u.startswith(("/engine/", "/vendor/")) for u in files)
    assert "/app/main.js" not in files
    # check21: the card replay of both families, for the "Nachprüfen" screen offline
    # (esbuild marks each module's code with its path; the server strips comments, the file has them)
    pwa = client.application.config["PWA_DIR"]
    bundled = "".join(
        (Path(pwa) / u.lstrip("/")).read_text() for u in app if u.startswith("/bundle/")
    )
    for module in ("pwa/engine/play.js", "pwa/engine/haferl/play.js", "pwa/app/screens/verify.js"):
        assert f"// {module}\n" in bundled, module
    assert not any(u.endswith(".png") for u in files)


def test_the_offline_start_loads_the_bundle_s_start_chunk_only(client):
    """index.html hints the entry's static graph: main.js, the chunk of its whole static graph
    (the libraries included) and esbuild's helpers; no screen loaded on demand."""
    html = client.get("/").get_data(as_text=True)
    hinted = re.findall(r'<link rel="modulepreload" href="([^"]+)">', html)
    assert "/bundle/main.js" in hinted and len(hinted) <= 3
    assert all(u.startswith("/bundle/") for u in hinted)


def test_every_import_map_target_and_precached_file_is_served(client):
    html = client.get("/").get_data(as_text=True)
    import_map = json.loads(
        re.search(r'<script type="importmap">(.*?)</script>', html, re.S).group(1)
    )
    files = precache(client)["files"]
    for target in import_map["imports"].values():  # the sources' libraries (the bundle has its own)
        assert client.get(target).status_code == 200, target
    assert {"/", "/bundle/main.js", "/app/boot.js", "/manifest.webmanifest"} <= set(files)
    assert {"/profiles/ooe-2023.json", "/profiles/tirol-2026.json", "/profiles/index.json"} <= set(
        files
    )
    for url in files:
        r = client.get(url)
        assert r.status_code == 200, url
        if url.endswith(".js") or url.endswith(".mjs"):
            assert r.mimetype == "text/javascript", url


def test_private_files_and_test_tools_are_not_served(client):
    for url in ("/package.json", "/package-lock.json", "/node_modules/preact/package.json",
                "/vendor/axe-core/axe.min.js", "/engine/package.json", "/vendor/preact/package.json"):  # fmt: skip
        assert client.get(url).status_code == 404, url
    r = client.get("/api/v1/nothing-here")
    assert r.status_code == 404 and r.mimetype == "application/problem+json"


def test_bodies_are_compressed_and_revalidated_by_etag(client):
    plain = client.get("/app/main.js", headers={"Accept-Encoding": "identity"})
    br = client.get("/app/main.js", headers={"Accept-Encoding": "gzip, br"})
    gz = client.get("/app/main.js", headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in plain.headers
    assert br.headers["Content-Encoding"] == "br" and gz.headers["Content-Encoding"] == "gzip"
    assert brotli.decompress(br.data) == gzip.decompress(gz.data) == plain.data
    assert len(br.data) < len(plain.data) / 2
    assert br.headers["Vary"] == "Accept-Encoding" and br.headers["Cache-Control"] == "no-cache"
    assert len({plain.headers["ETag"], br.headers["ETag"], gz.headers["ETag"]}) == 3
    again = client.get(
        "/app/main.js", headers={"Accept-Encoding": "gzip, br", "If-None-Match": br.headers["ETag"]}
    )
    assert again.status_code == 304 and again.data == b""
    png = client.get("/icons/icon-192.png", headers={"Accept-Encoding": "br"})
    assert "Content-Encoding" not in png.headers  # already compressed


def test_manifest_names_installable_icons(client):
    manifest = client.get("/manifest.webmanifest").get_json()
    assert client.get("/manifest.webmanifest").mimetype == "application/manifest+json"
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"
    seen = set()
    for icon in manifest["icons"]:
        body = client.get(icon["src"]).data
        assert body[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", body[16:24])
        assert icon["sizes"] == f"{width}x{height}"
        seen.add((width, icon.get("purpose", "any")))
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= seen


def test_any_changed_file_is_a_new_service_worker_version(tmp_path, client):
    copy = tmp_path / "pwa"
    shutil.copytree(client.application.config["PWA_DIR"], copy)
    before = PwaAssets(copy)
    (copy / "app" / "styles.css").write_text(
        (copy / "app" / "styles.css").read_text() + "\n/* v2 */\n"
    )
    after = PwaAssets(copy)
    assert before.version != after.version
    assert before.assets["/sw.js"].body != after.assets["/sw.js"].body
    assert precache(client)["version"] == PwaAssets(client.application.config["PWA_DIR"]).version


def test_without_the_libraries_the_api_still_serves_and_the_page_says_why(tmp_path):
    copy = tmp_path / "pwa"
    shutil.copytree(Config.PWA_DIR, copy, ignore=shutil.ignore_patterns("node_modules"))
    app = create_app({"TESTING": True, "DATABASE_URL": "sqlite://", "PWA_DIR": str(copy)})
    client = app.test_client()
    r = client.get("/")
    assert r.status_code == 503 and "make pwa" in r.get_json()["detail"]
    assert client.get("/api/v1/profiles").status_code == 200
