"""The offline score sheet (``pwa/``) at "/": its files, the service worker's precache, CSP, compression.

The app runs from its bundle (``pwa/bundle/``, made from ``pwa/app`` by ``tools/bundle.mjs``
and committed; ``make lint`` fails when it is stale): ``/bundle/main.js`` and the one chunk
holding its whole static graph, the libraries included, so an offline start loads three files
instead of ~20 modules; the screens loaded on demand are chunks of their own. The sources are
served too (``/app/``, ``/engine/``, the libraries from ``pwa/node_modules`` under ``/vendor/``
named by the import map in ``index.html``): the classic ``/app/boot.js``, the tests and benches
that import a module in the page. The rule profiles come from ``shared_rules/profiles`` under
``/profiles/``. Every file is read once, hashed, and kept with its gzip and Brotli forms, so a
request costs a dict lookup. ``index.html`` gets a ``<link rel="modulepreload">`` for every module
of the entry's static graph (made here, so the list can never miss one).

``/sw.js`` is the service worker with its precache list and version prepended
(``self.PRECACHE = {...}``): any change to any served file changes the version, so the browser
sees a new service worker and the app offers the update.

What a module imports is read by tokenizing it (``api.jsimports``), never by a regular
expression over the text that a comment, string or regular expression could fool. The app's own
modules are served without their comments and runs of spaces (``jsimports.compact``: the same
tokens, line breaks kept where they were): the JSDoc types are for ``tsc`` and readers, and the
first visit is a third smaller for it. The libraries are served as npm installed them.

>>> "script-src 'self' 'sha256-" in content_security_policy("{}")
True
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import mimetypes
import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

import brotli
from flask import Flask, Response, current_app, request
from werkzeug.exceptions import NotFound

from shared_rules.catalogue import all_profile_ids

from .jsimports import compact as js_compact
from .jsimports import imports as js_imports
from .problems import problem_response

PROFILE_DIR = Path(__file__).resolve().parents[1] / "shared_rules" / "profiles"
#: Not served: npm's own files, dotfiles.
PRIVATE = {"package.json", "package-lock.json"}
#: Worth compressing (images are compressed already).
COMPRESSIBLE = ("text/", "application/json", "application/manifest+json", "image/svg+xml")
IMPORTMAP = re.compile(r'<script type="importmap">(.*?)</script>', re.S)
IMPORTMAP_ENTRY = re.compile(r'<script type="module" src="([^"]+)"')
#: what the browser itself fetches to install the app (the manifest's icons): not precached
INSTALL_ONLY = re.compile(r"^/icons/.*\.png$")
MODULE_SUFFIXES = (".js", ".mjs")

mimetypes.add_type("application/manifest+json", ".webmanifest")
mimetypes.add_type("text/javascript", ".js")
mimetypes.add_type("text/javascript", ".mjs")


def content_security_policy(importmap: str) -> str:
    """Strict: only our own origin; the one inline script is the import map, allowed by its hash."""
    digest = base64.b64encode(hashlib.sha256(importmap.encode("utf-8")).digest()).decode()
    return (
        "default-src 'self'; "
        f"script-src 'self' 'sha256-{digest}'; "
        "style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; "
        "manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; "
        "form-action 'none'; frame-ancestors 'none'"
    )


@dataclass
class Asset:
    """One served file with its compressed forms (made on first use)."""

    body: bytes
    mimetype: str
    etag: str
    variants: dict[str, bytes] = field(default_factory=dict)

    def encoded(self, encoding: str) -> bytes:
        if encoding not in self.variants:
            if encoding == "br":
                self.variants[encoding] = brotli.compress(self.body, quality=11)
            else:
                self.variants[encoding] = gzip.compress(self.body, 9, mtime=0)
        return self.variants[encoding]

    @property
    def compressible(self) -> bool:
        return self.mimetype.startswith(COMPRESSIBLE) and len(self.body) > 256


class PwaAssets:
    """Everything the PWA serves, by URL path, read once."""

    def __init__(self, root: Path):
        self.root = Path(root)
        self.modules = self.root / "node_modules"
        index = (self.root / "index.html").read_text(encoding="utf-8")
        match = IMPORTMAP.search(index)
        self.importmap = match.group(1) if match else "{}"
        self.csp = content_security_policy(self.importmap)
        self.missing: list[str] = []  # library files the import map names but npm did not install
        files: dict[str, Path | None] = {}
        for path in sorted(self.root.rglob("*")):
            rel = path.relative_to(self.root)
            if path.is_file() and not self._private(rel):
                files["/" + rel.as_posix()] = path
        for pid in all_profile_ids():  # every family's: a sheet may use any
            files[f"/profiles/{pid}.json"] = PROFILE_DIR / f"{pid}.json"
        files.update(self._vendor_files())
        files["/profiles/index.json"] = None  # made below
        self.assets: dict[str, Asset] = {}
        for url, source in files.items():
            body = source.read_bytes() if source else self._profile_index()
            if url.endswith(MODULE_SUFFIXES) and not url.startswith("/vendor/"):
                body = js_compact(body.decode("utf-8")).encode()
            self.assets[url] = self._asset(url, body)
        self.assets["/index.html"] = self._asset("/index.html", self._preloading(index).encode())
        self.version = hashlib.sha256(
            "".join(f"{u}:{a.etag}" for u, a in sorted(self.assets.items())).encode()
        ).hexdigest()[:16]
        precache = ["/", *self._precache()]
        # each file's ETag: the worker takes what the browser already holds of this version
        # instead of asking again (sw.js)
        etags = {u: self.assets["/index.html" if u == "/" else u].etag for u in precache}
        manifest = json.dumps({"version": self.version, "files": precache, "etags": etags})
        worker = f"self.PRECACHE = {manifest};\n".encode() + self.assets["/sw.js"].body
        self.assets["/sw.js"] = self._asset("/sw.js", worker)

    def _preloading(self, index: str) -> str:
        """index.html with a modulepreload hint for every module the app's entry imports
        statically: the browser fetches them at once instead of discovering them import by import
        (the first paint waits for the last of them). Screens loaded on demand are not hinted."""
        entry = IMPORTMAP_ENTRY.search(index)
        modules = sorted(self._static_graph(entry.group(1))) if entry else []
        hints = "".join(f'  <link rel="modulepreload" href="{u}">\n' for u in modules)
        return index.replace("</head>", hints + "</head>", 1)

    def _precache(self) -> list[str]:
        """What the app needs offline: its modules (every one the entry can load, on demand
        too), the other files (styles, profiles, manifest), not the install icons; modules
        nothing of the app loads (the sources the bundle was made from, served for the tests) stay
        out; the whole bundle is in (its ``app/`` re-exports too: the e2e tests import them). The
        card replay is in: the "Nachprüfen" screen imports it (issue 21)."""
        entry = IMPORTMAP_ENTRY.search(self.assets["/index.html"].body.decode("utf-8"))
        app = self._static_graph(entry.group(1), dynamic=True) if entry else set()
        return sorted(
            u
            for u in self.assets
            if u not in ("/index.html", "/sw.js")
            and not INSTALL_ONLY.match(u)
            and (u in app or u.startswith("/bundle/") or not u.endswith(MODULE_SUFFIXES))
        )

    def _static_graph(self, url: str, dynamic: bool = False) -> set[str]:
        """The modules ``url`` imports statically (with ``dynamic``, by ``import()`` too: a
        module the app loads when a screen first opens must be offline too), transitively (bare
        names via the import map)."""
        imports = json.loads(self.importmap).get("imports", {})
        seen: set[str] = set()
        todo = [url]
        while todo:
            current = todo.pop()
            if current in seen or current not in self.assets:
                continue
            seen.add(current)
            found = js_imports(self.assets[current].body.decode("utf-8"))
            specs = found.static + (found.dynamic if dynamic else [])
            for spec in specs:
                if spec.startswith("."):
                    todo.append(_normalize(PurePosixPath(current).parent / spec))
                elif spec.startswith("/"):  # the bundle's import of the classic /app/boot.js
                    todo.append(spec)
                elif spec in imports:
                    todo.append(imports[spec])
        return seen

    def _private(self, rel: PurePosixPath | Path) -> bool:
        parts = rel.parts
        return (
            parts[0] == "node_modules"
            or rel.name in PRIVATE
            or any(p.startswith(".") for p in parts)
        )

    def _vendor_files(self) -> dict[str, Path]:
        """The import map's /vendor/ targets and the files they import by relative path."""
        targets = json.loads(self.importmap).get("imports", {}).values()
        todo = [t for t in targets if t.startswith("/vendor/")]
        found: dict[str, Path] = {}
        while todo:
            url = todo.pop()
            if url in found:
                continue
            path = self.modules / url.removeprefix("/vendor/")
            if not path.is_file():
                self.missing.append(str(path))
                continue
            found[url] = path
            base = PurePosixPath(url).parent
            for rel in js_imports(path.read_text(encoding="utf-8")).static:
                if rel.startswith("."):
                    todo.append(str(PurePosixPath(_normalize(base / rel))))
        return found

    @staticmethod
    def _profile_index() -> bytes:
        """The bundled profiles' ids and the default's, for the offline app."""
        docs = {
            pid: json.loads((PROFILE_DIR / f"{pid}.json").read_text()) for pid in all_profile_ids()
        }
        default = next(pid for pid, d in docs.items() if d.get("default"))
        items = [{"id": pid, "name": d["name"], "version": d["version"]} for pid, d in docs.items()]
        return json.dumps({"profiles": items, "default": default}).encode()

    @staticmethod
    def _asset(url: str, body: bytes) -> Asset:
        mimetype = mimetypes.guess_type(url)[0] or "application/octet-stream"
        return Asset(body, mimetype, hashlib.sha256(body).hexdigest()[:20])

    def response(self, url: str) -> Response:
        if self.missing and url in ("/", "/index.html", "/sw.js"):
            # the API keeps working; the page says what the server lacks instead of half loading
            unavailable: Response = problem_response(  # (api/problems.py: untyped)
                503,
                detail=f"The score sheet's libraries are not installed ({self.missing[0]}): "
                "run `make pwa` (npm ci in pwa/).",
            )
            return unavailable
        asset = self.assets.get("/index.html" if url == "/" else url)
        if asset is None:
            raise NotFound()
        encoding = None
        if asset.compressible:
            accepted = request.accept_encodings
            encoding = "br" if accepted["br"] else "gzip" if accepted["gzip"] else None
        etag = asset.etag + (f"-{encoding}" if encoding else "")
        # Revalidate every time (a 304 costs no body): without hashed file names a cached module
        # could otherwise outlive the service worker's version.
        headers = {"Cache-Control": "no-cache"}
        if asset.compressible:
            headers["Vary"] = "Accept-Encoding"
        if asset.mimetype == "text/html" or url == "/sw.js":  # the documents and the worker
            headers["Content-Security-Policy"] = self.csp
        if request.if_none_match.contains(etag):
            response = _response_class(asset, url)(status=304, headers=headers)
        else:
            body = asset.encoded(encoding) if encoding else asset.body
            response = _response_class(asset, url)(body, mimetype=asset.mimetype, headers=headers)
            if encoding:
                response.headers["Content-Encoding"] = encoding
        response.set_etag(etag)
        return response


class SubresourceResponse(Response):
    """A file the app loads into its page (a module, the styles, a profile, an icon): never shown
    as a document itself, so the headers that only a document heeds (Permissions-Policy,
    X-Frame-Options) are left off: 250 bytes on each of the 75 files of a first visit."""

    document = False


def _response_class(asset: Asset, url: str) -> type[Response]:
    return Response if asset.mimetype == "text/html" or url == "/sw.js" else SubresourceResponse


def _normalize(path: PurePosixPath) -> str:
    out: list[str] = []
    for part in path.parts:
        if part == "..":
            out.pop()
        elif part != ".":
            out.append(part)
    return "/".join(out).replace("//", "/")


def init_app(app: Flask) -> None:
    """Serve the PWA at "/" (the whole app, vendor libraries and profiles).

    The files are read when the app is made; ``app.extensions["pwa"]`` is what is served (a new
    ``PwaAssets`` there is a new version, as after a deploy)."""
    app.extensions["pwa"] = assets = PwaAssets(app.config["PWA_DIR"])
    if assets.missing:
        app.logger.error("PWA libraries missing (run `make pwa`): %s", ", ".join(assets.missing))

    @app.get("/")
    def pwa_index() -> Response:
        served: PwaAssets = current_app.extensions["pwa"]
        return served.response("/")

    @app.get("/<pwa:filename>")
    def pwa_file(filename: str) -> Response:
        served: PwaAssets = current_app.extensions["pwa"]
        return served.response("/" + filename)
