"""The API's docs page (Swagger UI) at /api/v1/docs, under a CSP of its own, with no demo spec.

The page shares its origin with the score sheet, whose sheet tokens live in that origin's storage,
so it runs nothing but this origin's files: Swagger UI's bundle and stylesheet from the
swagger-ui-bundle package (no CDN) and ``swagger-init.js`` here, which reads its settings from the
page (no inline script). Only those files are served from the package: its own ``index.html`` and
``swagger-initializer.js`` open the public petstore demo spec, and are never served. The settings
always name our spec, turn the online validator (an image from validator.swagger.io) off and
ignore a ``?url=`` in the page's address (``queryConfigEnabled``), so the page cannot be made to
show someone else's document. ``connect-src 'self'`` would stop any other fetch anyway.

>>> "frame-ancestors 'none'" in DOCS_CSP and "unsafe-inline" not in DOCS_CSP
True
"""

from __future__ import annotations

import html
import json
from pathlib import Path

from flask import Flask, Response, send_from_directory
from werkzeug.exceptions import NotFound

from .config import API_PREFIX

HERE = Path(__file__).resolve().parent / "docs_assets"
#: The package's files the page uses; nothing else of the package is served.
PACKAGE_FILES = frozenset(
    {"swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png", "favicon-16x16.png"}
)
OWN_FILES = frozenset({"swagger-init.js"})
#: Swagger UI's CSS draws a few icons from data: URIs; everything else comes from here.
DOCS_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'none'; frame-ancestors 'none'"
)
#: Settings no configuration may change: our spec, nothing fetched from elsewhere.
FIXED = {"validatorUrl": None, "queryConfigEnabled": False}

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title}</title>
<link rel="stylesheet" href="{assets}swagger-ui.css">
<link rel="icon" type="image/png" href="{assets}favicon-32x32.png" sizes="32x32">
</head>
<body>
<div id="swagger-ui" data-config="{config}"></div>
<script src="{assets}swagger-ui-bundle.js"></script>
<script src="{assets}swagger-init.js"></script>
</body>
</html>
"""


def page(app: Flask) -> str:
    assets = f"{API_PREFIX}/docs/assets/"
    config = {
        **app.config.get("OPENAPI_SWAGGER_UI_CONFIG", {}),
        "url": f"{API_PREFIX}/{app.config['OPENAPI_JSON_PATH']}",
        **FIXED,
    }
    return PAGE.format(
        title=html.escape(app.config["API_TITLE"]),
        assets=assets,
        config=html.escape(json.dumps(config), quote=True),
    )


def init_app(app: Flask) -> None:
    """/api/v1/docs and its assets (flask-smorest's own page, with an inline script, is off)."""
    package = app.config["SWAGGER_UI_ASSETS"]
    body = page(app)

    @app.get(f"{API_PREFIX}/docs")
    def docs_page() -> Response:
        response = Response(body, mimetype="text/html")
        response.headers["Content-Security-Policy"] = DOCS_CSP
        response.headers["Cache-Control"] = "no-cache"
        return response

    @app.get(f"{API_PREFIX}/docs/assets/<string:filename>")
    def docs_asset(filename: str) -> Response:
        if filename in OWN_FILES:
            return send_from_directory(HERE, filename, max_age=3600)
        if filename in PACKAGE_FILES:
            return send_from_directory(package, filename, max_age=86400)
        raise NotFound()
