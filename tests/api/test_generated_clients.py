"""The OpenAPI document as a third-party app uses it: valid OpenAPI 3.0.3, and client generators
(openapi-python-client, openapi-typescript) take the live document without a warning; the
generated Python client settles a vector and writes a sheet entry against a live gunicorn.

The generators are pinned dev tools (pyproject's dev extra; tools/package.json, installed by
``make test``): nothing is downloaded here."""

import importlib
import json
import os
import shutil
import subprocess
import sys
import uuid
from importlib import resources
from pathlib import Path

import pytest
from openapi_spec_validator import OpenAPIV30SpecValidator

from api import create_app

from .live import live_gunicorn

ROOT = Path(__file__).resolve().parents[2]
VENV_BIN = Path(sys.executable).parent
OPENAPI_TS = ROOT / "tools" / "node_modules" / ".bin" / "openapi-typescript"
FOUR = ["Anna", "Bernd", "Clara", "David"]


@pytest.fixture(scope="module")
def document():
    app = create_app({"TESTING": True, "DATABASE_URL": "sqlite://"})
    return app.test_client().get("/api/v1/openapi.json").get_json()


def test_document_is_valid_openapi_3_0_3(document):
    assert document["openapi"] == "3.0.3"
    errors = [e.message for e in OpenAPIV30SpecValidator(document).iter_errors()]
    assert errors == []


def test_every_response_has_a_description(document):
    missing = [
        f"{method.upper()} {path} {status}"
        for path, item in document["paths"].items()
        for method, operation in item.items()
        if isinstance(operation, dict) and "responses" in operation
        for status, response in operation["responses"].items()
        if "$ref" not in response and not response.get("description")
    ]
    assert missing == []


def _enums(node):
    if isinstance(node, dict):
        if isinstance(node.get("enum"), list):
            yield node["enum"]
        for value in node.values():
            yield from _enums(value)
    elif isinstance(node, list):
        for value in node:
            yield from _enums(value)


def test_no_enum_holds_case_twins(document):
    # a generated client names enum members by their value: E and e would be one name
    twins = []
    for enum in _enums(document):
        texts = [v for v in enum if isinstance(v, str)]
        if len({t.casefold() for t in texts}) != len(texts):
            twins.append(enum)
    assert twins == []


def test_lower_case_trump_is_still_accepted_and_read_as_upper_case():
    client = create_app({"TESTING": True, "DATABASE_URL": "sqlite://"}).test_client()
    record = {"profile": "bayerisch", "players": ["Anna", "Bernd", "Clara"], "game": "solo",
              "declarer": "Anna", "trump": "e", "declarer_augen": 95}  # fmt: skip
    lower = client.post("/api/v1/settle", json=record)
    upper = client.post("/api/v1/settle", json={**record, "trump": "E"})
    assert lower.status_code == upper.status_code == 200, lower.get_json()
    assert lower.get_json() == upper.get_json()
    assert client.post("/api/v1/settle", json={**record, "trump": "x"}).status_code == 422


def _first_settled_vector() -> dict:
    path = resources.files("shared_rules") / "vectors" / "ooe-games.json"
    cases = json.loads(path.read_text(encoding="utf-8"))["cases"]
    return next(c for c in cases if "record" in c and "expected" in c and "points" in c["expected"])


def _generate_python_client(spec: Path, out: Path) -> str:
    environ = {**os.environ, "PATH": f"{VENV_BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
    done = subprocess.run(
        [str(VENV_BIN / "openapi-python-client"), "generate", "--path", str(spec),
         "--meta", "none", "--output-path", str(out)],
        env=environ, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    return output


def test_generated_clients_from_the_live_document(tmp_path):
    assert OPENAPI_TS.exists(), "tools/node_modules missing: cd tools && npm ci"
    vector = _first_settled_vector()
    with live_gunicorn(tmp_path, TAROCK_RATELIMIT_ENABLED="false") as live:
        status, _headers, body = live.request("GET", "/api/v1/openapi.json")
        assert status == 200
        spec = tmp_path / "openapi.json"
        spec.write_bytes(body)

        output = _generate_python_client(spec, tmp_path / "tarock_client")
        assert "warning" not in output.lower(), output
        assert "error" not in output.lower(), output

        ts = subprocess.run(
            [str(OPENAPI_TS), str(spec), "-o", str(tmp_path / "api.d.ts")],
            capture_output=True, text=True, timeout=300,
        )  # fmt: skip
        assert ts.returncode == 0, ts.stdout + ts.stderr
        assert "warn" not in (ts.stdout + ts.stderr).lower(), ts.stdout + ts.stderr
        types = (tmp_path / "api.d.ts").read_text()
        assert '"/api/v1/settle"' in types and "DealEntryRecord" in types

        sys.path.insert(0, str(tmp_path))
        try:
            _settle_and_write_through_the_generated_client(live.port, vector)
        finally:
            sys.path.remove(str(tmp_path))
            for name in [m for m in sys.modules if m.split(".")[0] == "tarock_client"]:
                del sys.modules[name]
    shutil.rmtree(tmp_path / "tarock_client")


def _settle_and_write_through_the_generated_client(port: int, vector: dict) -> None:
    client_mod = importlib.import_module("tarock_client")
    settle = importlib.import_module("tarock_client.api.settle.settle")
    create_sheet = importlib.import_module("tarock_client.api.sheets.create_sheet")
    put_entry = importlib.import_module("tarock_client.api.sheets.put_entry")
    get_sheet = importlib.import_module("tarock_client.api.sheets.get_sheet")
    models = importlib.import_module("tarock_client.models")
    base = f"http://127.0.0.1:{port}"

    anonymous = client_mod.Client(base_url=base)
    settled = settle.sync(client=anonymous, body=models.DealRecordBody.from_dict(vector["record"]))
    assert isinstance(settled, models.Settlement), settled
    assert settled.to_dict()["points"] == vector["expected"]["points"]

    created = create_sheet.sync(
        client=anonymous, body=models.SheetCreate.from_dict({"players": FOUR, "title": "Gen"})
    )
    assert isinstance(created, models.SheetCreated), created
    editor = client_mod.AuthenticatedClient(base_url=base, token=created.edit_token)
    entry_id = uuid.uuid4()
    record = {"game": "dreier", "declarer": "Anna", "won": True}
    written = put_entry.sync(
        created.sheet.id,
        entry_id,
        client=editor,
        body=models.EntryPut.from_dict({"revision": 1, "record": record}),
    )
    assert isinstance(written, models.WriteResult), written
    assert str(written.entry.id) == str(entry_id) and written.entry.revision == 1

    viewer = client_mod.AuthenticatedClient(base_url=base, token=created.view_token)
    sheet = get_sheet.sync(created.sheet.id, client=viewer)
    assert isinstance(sheet, models.SheetWithEntries), sheet
    assert [str(e.id) for e in sheet.entries] == [str(entry_id)]
    totals = sheet.to_dict()["totals"]
    assert sum(totals["points"].values()) == 0 and totals["points"]["Anna"] > 0
