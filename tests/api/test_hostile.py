"""Hostile input, class by class (issue 8): each case asserts the exact status and problem shape.

Classes: profile ids as paths, forged imports, deep nesting, numbers out of range, bodies that are
not JSON, NUL and lone surrogates, query integers, CSV formulas, token before body, OpenAPI as
enforced, one 422 shape — against the app; slow clients (the read deadline), body sizes (chunked
too), raw sockets and the rate limit with several workers — against a live gunicorn on a free
loopback port. No case may get a 5xx. (Storage edge cases on SQLite and PostgreSQL:
tests/db/test_store_hostile.py.)
"""

import csv
import http.client
import io
import json
import os
import random
import re
import socket
import time
import uuid
from pathlib import Path

import pytest

from api import create_app
from api.db.store import csv_text, csv_text_read
from shared_rules import raw_profile
from tests.support.databases import sqlite_database
from tests.support.records import sample_record

from .live import live_gunicorn

ROOT = Path(__file__).resolve().parents[2]
FOUR = ["Anna", "Bernd", "Clara", "David"]
DREIER = {"game": "dreier", "declarer": "Anna", "won": True}
RECORD = {"players": FOUR, **DREIER}
PROBLEM = "application/problem+json"
SHAPE_422 = {"type", "title", "status", "detail", "kind", "field", "errors", "request_id"}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with sqlite_database(tmp_path_factory.mktemp("hostile")) as url:
        yield create_app({"TESTING": True, "DATABASE_URL": url, "RATELIMIT_ENABLED": False})


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def sheet(client):
    r = client.post("/api/v1/sheets", json={"players": FOUR})
    assert r.status_code == 201
    return r.json["sheet"]["id"], r.json["edit_token"], r.json["view_token"]


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def problem(response, status: int) -> dict:
    assert response.status_code == status, (response.status_code, response.get_data()[:500])
    assert response.mimetype == PROBLEM
    body = response.get_json()
    assert {"type", "title", "status", "detail", "request_id"} <= set(body)
    assert body["status"] == status
    return body


def invalid(response, field: str, kind: str = "malformed") -> dict:
    """The one 422 shape, naming ``field``."""
    body = problem(response, 422)
    assert set(body) >= SHAPE_422, body
    assert (body["kind"], body["field"]) == (kind, field), body
    assert body["type"] == f"/api/v1/problems/{kind}"
    assert field in body["errors"] and body["detail"].startswith(field)
    return body


def raw_post(client, path, data: bytes, content_type="application/json", headers=None):
    return client.post(path, data=data, content_type=content_type, headers=headers or {})


# --- class 1: a profile is an id, never a path ---------------------------------------------------

PROFILE_PROBES = [
    "../schema/profile.schema",
    "../profiles/ooe-2023",
    "/etc/passwd",
    str(ROOT / "shared_rules" / "schema" / "profile.schema"),
    str(ROOT / "pyproject"),  # a file that is not JSON: once a 500
    "OOE-2023",
    "ooe-2023 ",
    "x" * 1_000_000,
]


def _with_profile(endpoint: str, profile: str, sheet_id=None) -> tuple[str, dict, str]:
    if endpoint == "settle":
        return "/api/v1/settle", {**RECORD, "profile": profile}, "profile"
    if endpoint == "batch":
        return (
            "/api/v1/settle/batch",
            {"records": [{**RECORD, "profile": profile}]},
            ("records.0.profile"),
        )
    if endpoint == "verify":
        body = {"profile": profile, "players": FOUR, "hands": {}, "talon": [], "game": "dreier"}
        return "/api/v1/deals/verify", body, "profile"
    if endpoint == "sheet":
        return "/api/v1/sheets", {"players": FOUR, "profile": profile}, "profile"
    body = {"format": "tarock-sheet", "format_version": 1, "entries": []}
    body["sheet"] = {"players": FOUR, "profile": {"id": profile}}
    return "/api/v1/sheets/import", body, "sheet.profile.id"


@pytest.mark.parametrize("profile", PROFILE_PROBES, ids=lambda p: p[:30])
@pytest.mark.parametrize("endpoint", ["settle", "batch", "verify", "sheet", "import"])
def test_a_profile_id_never_opens_a_file_nor_echoes_a_document(client, endpoint, profile):
    path, body, field = _with_profile(endpoint, profile)
    response = client.post(path, json=body)
    got = invalid(response, field)
    text = response.get_data(as_text=True)
    assert len(text) < 2500, len(text)  # never a document, never the megabyte sent
    assert "$schema" not in text and "root:" not in text and "[tool." not in text
    assert "value" not in got or len(got["value"]) <= 65


# --- class 2: a forged import is refused ---------------------------------------------------------


@pytest.fixture
def export(client, sheet):
    sid, edit, _ = sheet
    rng = random.Random(3)
    for _ in range(3):
        record = sample_record(rng, FOUR)
        r = client.put(
            f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}",
            json={"revision": 1, "record": record},
            headers=bearer(edit),
        )
        assert r.status_code == 201
    return client.get(f"/api/v1/sheets/{sid}/export.json", headers=bearer(edit)).json


def _forge(export: dict, change) -> dict:
    forged = json.loads(json.dumps(export))
    change(forged["sheet"]["profile"])
    return forged


@pytest.mark.parametrize(
    ("change", "field", "kind"),
    [
        (
            lambda p: p["data"]["games"]["rufer"].update(value=1000),
            "sheet.profile.data",
            "inconsistent",
        ),
        (
            lambda p: p["data"].update(name="Offizielle Regeln"),
            "sheet.profile.data",
            "inconsistent",
        ),
        (lambda p: p.update(data=raw_profile("tirol-2026")), "sheet.profile.id", "not-allowed"),
        (lambda p: p.update(version="2099.1"), "sheet.profile.version", "not-allowed"),
        (lambda p: p["data"].update(id="custom"), "sheet.profile.data.id", "malformed"),
        (lambda p: p.update(data="ooe-2023"), "sheet.profile.data", "malformed"),
    ],
    ids=["rufer-1000", "renamed", "other-profile", "other-version", "unknown-id", "not-a-document"],
)
def test_a_forged_frozen_profile_is_refused_not_imported_under_its_label(
    client, export, change, field, kind
):
    invalid(client.post("/api/v1/sheets/import", json=_forge(export, change)), field, kind)


def test_an_unchanged_export_imports_under_its_official_label(client, export):
    r = client.post("/api/v1/sheets/import", json=export)
    assert r.status_code == 201, r.json
    assert r.json["sheet"]["profile"] == {
        "id": "ooe-2023",
        "version": raw_profile("ooe-2023")["version"],
    }
    assert r.json["sheet"]["totals"] == export["sheet"]["totals"]


# --- class 3: nesting ----------------------------------------------------------------------------


def _nested(depth: int, kind: str = "list") -> bytes:
    if kind == "list":
        return b"[" * depth + b"]" * depth
    return b'{"a":' * depth + b"1" + b"}" * depth


def _json_routes(sheet) -> list[tuple[str, str, dict]]:
    sid, edit, view = sheet
    return [
        ("POST", "/api/v1/settle", {}),
        ("POST", "/api/v1/settle/batch", {}),
        ("POST", "/api/v1/count", {}),
        ("POST", "/api/v1/deals/verify", {}),
        ("POST", "/api/v1/sheets", {}),
        ("POST", "/api/v1/sheets/import", {}),
        ("PUT", f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}", bearer(edit)),
        ("POST", f"/api/v1/sheets/{sid}/audit", bearer(view)),
    ]


@pytest.mark.parametrize(
    ("depth", "kind"), [(33, "list"), (1000, "object"), (100_000, "list"), (100_000, "object")]
)
@pytest.mark.parametrize("route", range(8))
def test_nesting_deeper_than_32_is_a_400_on_every_json_route(client, sheet, route, depth, kind):
    method, path, headers = _json_routes(sheet)[route]
    response = client.open(
        path, method=method, data=_nested(depth, kind), content_type="application/json",
        headers=headers,
    )  # fmt: skip
    assert "nested deeper than 32" in problem(response, 400)["detail"]


def test_nesting_of_32_is_read(client):
    body = b'{"players": ' + b"[" * 31 + b"]" * 31 + b"}"
    invalid(raw_post(client, "/api/v1/settle", body), "players")


# --- class 4: numbers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/api/v1/settle", b'{"players": ' + b"9" * 5000 + b"}", "players"),
        ("/api/v1/settle", b'{"cents_per_point": 9007199254740992}', "cents_per_point"),
        ("/api/v1/settle", b'{"kontra": {"Bernd": -9007199254740992}}', "kontra.Bernd"),
        ("/api/v1/count", b'{"cards": ["HK", 1e999]}', "cards.1"),
        ("/api/v1/sheets", b'{"players": [], "cents_per_point": -1E400}', "cents_per_point"),
        ("/api/v1/settle/batch", b'{"records": [{"declarer_tricks": 1' + b"0" * 40 + b"}]}",
         "records.0.declarer_tricks"),
    ],
    ids=["5000-digits", "2^53", "-2^53", "1e999", "-1E400", "40-digits"],
)  # fmt: skip
def test_a_number_beyond_what_javascript_reads_exactly_is_a_422_naming_it(
    client, path, body, field
):
    response = raw_post(client, path, body)
    got = invalid(response, field)
    assert "value" not in got and len(response.get_data()) < 1000


def test_the_largest_exact_integer_is_a_valid_revision(client, sheet):
    sid, edit, _ = sheet
    body = {"revision": 2**53 - 1, "record": DREIER}
    r = client.put(f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}", json=body, headers=bearer(edit))
    assert r.status_code == 201 and r.json["entry"]["revision"] == 2**53 - 1


# --- class 5: what is not JSON -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "status", "detail"),
    [
        (b'{"players": NaN}', 400, "NaN is not JSON"),
        (b'{"players": Infinity}', 400, "Infinity is not JSON"),
        (b'{"players": -Infinity}', 400, "-Infinity is not JSON"),
        ('{"players": []}'.encode("utf-16"), 400, "not UTF-8"),
        (b'{"note": "\xff\xfe"}', 400, "not UTF-8"),
        (b'{"note": "\xed\xa0\x80"}', 400, "not UTF-8"),  # a surrogate, raw
        (b'\xef\xbb\xbf{"players": []}', 400, "not valid JSON"),  # a BOM
        (b'{"players": []} trailing', 400, "not valid JSON"),
        (b"{'players': []}", 400, "not valid JSON"),
    ],
    ids=["NaN", "Infinity", "-Infinity", "utf-16", "bad-utf8", "raw-surrogate", "bom", "trailing",
         "single-quotes"],
)  # fmt: skip
def test_a_body_that_is_not_json_is_a_400(client, data, status, detail):
    assert detail in problem(raw_post(client, "/api/v1/settle", data), status)["detail"]


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded"])
def test_a_body_of_another_type_is_a_415(client, content_type):
    problem(raw_post(client, "/api/v1/settle", b"players=Anna", content_type), 415)


# --- class 6: NUL and lone surrogates ------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/api/v1/sheets", b'{"players": ["Anna", "B\\ud800", "Clara", "David"]}', "players.1"),
        ("/api/v1/sheets", b'{"players": ["Anna", "Bernd", "Clara", "David"], "title": "a\\u0000b"}',
         "title"),
        ("/api/v1/sheets", b'{"players": [], "house_rules": {"\\udfff": 1}}', "house_rules"),
        ("/api/v1/settle", b'{"players": [], "note": "\\udc00x"}', "note"),
        ("/api/v1/settle", b'{"players": ["\\u0000", "B", "C", "D"]}', "players.0"),
        ("/api/v1/deals/verify", b'{"players": ["A\\ud83d", "B", "C", "D"]}', "players.0"),
        ("/api/v1/count", b'{"cards": ["H\\u0000K"]}', "cards.0"),
    ],
    ids=["surrogate-name", "nul-title", "surrogate-key", "surrogate-note", "nul-name",
         "half-emoji", "nul-card"],
)  # fmt: skip
def test_text_with_nul_or_a_lone_surrogate_is_a_422_naming_the_field(client, path, body, field):
    invalid(raw_post(client, path, body), field)


def test_an_entry_with_a_lone_surrogate_names_the_field_in_the_record(client, sheet):
    sid, edit, _ = sheet
    body = b'{"revision": 1, "record": {"game": "dreier", "note": "\\ud800"}}'
    r = client.put(
        f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}", data=body,
        content_type="application/json", headers=bearer(edit),
    )  # fmt: skip
    invalid(r, "record.note")


def test_a_whole_emoji_is_text_like_any_other(client):
    r = raw_post(client, "/api/v1/sheets", b'{"players": ["Anna \\ud83c\\udccf", "B", "C", "D"]}')
    assert r.status_code == 201 and r.json["sheet"]["players"][0] == "Anna \U0001f0cf"


# --- class 7: query integers bounded to the column -----------------------------------------------


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("changes?since=9223372036854775808", "query.since"),
        ("changes?since=" + "9" * 5000, "query.since"),
        ("changes?since=-1", "query.since"),
        ("changes?since=1e5", "query.since"),
        ("changes?since=%00", "query.since"),
        ("changes?limit=0", "query.limit"),
        ("changes?limit=5001", "query.limit"),
    ],
)
def test_a_query_integer_outside_its_column_is_a_422(client, sheet, query, field):
    sid, _, view = sheet
    invalid(client.get(f"/api/v1/sheets/{sid}/{query}", headers=bearer(view)), field)


@pytest.mark.parametrize("revision", ["9007199254740992", "0", "-5", "x"])
def test_a_tombstone_revision_outside_the_exact_range_is_a_422(client, sheet, revision):
    sid, edit, _ = sheet
    path = f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}?revision={revision}"
    invalid(client.delete(path, headers=bearer(edit)), "query.revision")


def test_the_largest_version_is_a_valid_since(client, sheet):
    sid, _, view = sheet
    r = client.get(f"/api/v1/sheets/{sid}/changes?since=9223372036854775807", headers=bearer(view))
    assert r.status_code == 200 and r.json["entries"] == []


# --- class 8: CSV formulas -----------------------------------------------------------------------

FORMULA_NAMES = ['=HYPERLINK("http://x","y")', "+SUM(1;2)", "-2+3", "@cmd|' /C calc'!A0"]


def test_csv_defuses_formula_cells_keeps_numbers_and_round_trips(client):
    r = client.post("/api/v1/sheets", json={"players": FORMULA_NAMES, "first_dealer": "-2+3"})
    assert r.status_code == 201, r.json
    sid, edit = r.json["sheet"]["id"], r.json["edit_token"]
    rng = random.Random(5)
    for _ in range(4):
        body = {"revision": 1, "record": sample_record(rng, FORMULA_NAMES)}
        put = client.put(
            f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}", json=body, headers=bearer(edit)
        )
        assert put.status_code == 201, put.json
    text = client.get(f"/api/v1/sheets/{sid}/export.csv", headers=bearer(edit)).get_data(
        as_text=True
    )
    rows = list(csv.reader(io.StringIO(text)))
    cells = [cell for row in rows for cell in row]
    formulas = [c for c in cells if c[:1] in ("=", "+", "-", "@", "\t", "\r")]
    assert formulas and all(re.fullmatch(r"-\d+(/\d+)?", c) for c in formulas)  # only numbers
    header, body_rows = rows[0], rows[1:]
    numeric = [i for i, h in enumerate(header) if h.endswith(("points", "total", "money_cents"))]
    for row in body_rows:
        assert all(int(row[i]) == int(row[i]) for i in numeric)  # numbers stay numbers
        assert int(row[0]) >= 1
    # back through Python's csv module: the names as they were
    names = [csv_text_read(h).removesuffix(" points") for h in header if h.endswith(" points")]
    assert names == FORMULA_NAMES
    assert {csv_text_read(row[2]) for row in body_rows} <= set(FORMULA_NAMES)
    # ... and through the project's own export/import: the same CSV again
    exported = client.get(f"/api/v1/sheets/{sid}/export.json", headers=bearer(edit)).json
    imported = client.post("/api/v1/sheets/import", json=exported)
    assert imported.status_code == 201, imported.json
    again = client.get(
        f"/api/v1/sheets/{imported.json['sheet']['id']}/export.csv",
        headers=bearer(imported.json["edit_token"]),
    ).get_data(as_text=True)
    assert again == text


@pytest.mark.parametrize(
    "text", ["=1+1", "+1", "-1", "@x", "\tx", "\r=x", " \t@x", "'x", "Anna", "", "a;=1", "x\t@S(1)"]
)
def test_csv_text_cells_read_back_exactly(text):
    cell = csv_text(text)
    assert csv_text_read(cell) == text
    # a reader strips blanks (TAB, CR too) and quotes before it looks for a formula
    for piece in re.split(r"[,;\t\r\n]", cell):
        assert not piece.lstrip(' \t\r"').startswith(("=", "+", "-", "@")), (text, cell)


# --- class 9: the token before the body ----------------------------------------------------------

BAD_BODIES = [
    (b"{not json", "application/json"),
    (_nested(100_000), "application/json"),
    (b'{"revision": "x", "record": 5, "bogus": 1}', "application/json"),
    (b"revision=1", "text/plain"),
    (b'{"revision": ' + b"9" * 5000 + b"}", "application/json"),
]


def _sheet_routes(sid: str) -> list[tuple[str, str, bool]]:
    eid = uuid.uuid4()
    return [
        ("GET", f"/api/v1/sheets/{sid}", False),
        ("GET", f"/api/v1/sheets/{sid}/profile", False),
        ("GET", f"/api/v1/sheets/{sid}/changes?since=-1&limit=x", False),
        ("GET", f"/api/v1/sheets/{sid}/export.json", False),
        ("GET", f"/api/v1/sheets/{sid}/export.csv", False),
        ("POST", f"/api/v1/sheets/{sid}/audit", False),
        ("PUT", f"/api/v1/sheets/{sid}/entries/{eid}", True),
        ("DELETE", f"/api/v1/sheets/{sid}/entries/{eid}?revision=0", True),
    ]


@pytest.mark.parametrize("bad", range(len(BAD_BODIES)))
@pytest.mark.parametrize("route", range(8))
def test_no_token_is_a_401_whatever_the_body(client, sheet, route, bad):
    method, path, _ = _sheet_routes(sheet[0])[route]
    data, content_type = BAD_BODIES[bad]
    r = client.open(path, method=method, data=data, content_type=content_type)
    body = problem(r, 401)
    assert r.headers["WWW-Authenticate"].startswith("Bearer") and "errors" not in body


@pytest.mark.parametrize("route", range(8))
def test_a_wrong_token_is_a_401_whatever_the_body(client, sheet, route):
    method, path, _ = _sheet_routes(sheet[0])[route]
    data, content_type = BAD_BODIES[2]
    r = client.open(path, method=method, data=data, content_type=content_type,
                    headers=bearer("x" * 43))  # fmt: skip
    assert "errors" not in problem(r, 401)
    assert 'error="invalid_token"' in r.headers["WWW-Authenticate"]


@pytest.mark.parametrize("route", [6, 7])
def test_the_view_token_writing_is_a_403_whatever_the_body(client, sheet, route):
    method, path, _ = _sheet_routes(sheet[0])[route]
    data, content_type = BAD_BODIES[2]
    r = client.open(path, method=method, data=data, content_type=content_type,
                    headers=bearer(sheet[2]))  # fmt: skip
    assert "errors" not in problem(r, 403)


# --- class 10: the OpenAPI document says what is enforced ----------------------------------------


@pytest.fixture(scope="module")
def spec(app):
    return app.test_client().get("/api/v1/openapi.json").json


def test_every_operation_has_a_unique_operation_id(spec):
    ids = [op["operationId"] for item in spec["paths"].values() for op in item.values()
           if isinstance(op, dict) and "responses" in op]  # fmt: skip
    # DELETE /sheets/{id} (erasure) is the 18th, GET /sheets/{id}/events (live updates) the 19th,
    # PATCH /sheets/{id} (rename, archive) the 20th, the ten of /rounds (issue 20) the 21st to 30th
    # turnier23: the eleven of /tournaments (issue 23) the 31st to 41st, the three of /cups to 44th;
    # DELETE /tournaments/{id} the 45th, GET /cups/{id}/standing.csv the 46th
    assert len(ids) == len(set(ids)) == 46


@pytest.mark.parametrize(
    ("component", "path"),
    [
        ("DealRecord", ["properties", "players"]),
        ("SheetCreate", ["properties", "players"]),
        ("DealReplay", ["properties", "players"]),
        ("Renonce", ["properties", "players"]),
        ("CountRequest", ["properties", "cards"]),
    ],
)
def test_lists_that_refuse_repeats_say_unique_items(spec, component, path):
    node = spec["components"]["schemas"][component]
    for key in path:
        node = node[key]
    assert node["uniqueItems"] is True


@pytest.mark.parametrize(
    ("players", "field"),
    [
        (["Anna", "anna", "Clara", "David"], "players"),
        (["Anna", "Anna", "Clara", "David"], "players"),
        (["Anna ", "Bernd", "Clara", "David"], "players.0"),
    ],
)
@pytest.mark.parametrize("endpoint", ["settle", "sheet", "verify", "batch"])
def test_anna_anna_and_anna_with_a_space_are_one_player_everywhere(
    client, endpoint, players, field
):
    body = {"players": players, "hands": {}, "talon": [], "game": "dreier"}
    path = {"settle": "/api/v1/settle", "sheet": "/api/v1/sheets", "verify": "/api/v1/deals/verify",
            "batch": "/api/v1/settle/batch"}[endpoint]  # fmt: skip
    if endpoint in ("settle", "batch"):
        body = {**RECORD, "players": players}
    if endpoint == "sheet":
        body = {"players": players}
    if endpoint == "batch":
        body, field = {"records": [body]}, f"records.0.{field}"
    invalid(client.post(path, json=body), field)


def test_the_name_pattern_is_documented(spec):
    players = spec["components"]["schemas"]["DealRecord"]["properties"]["players"]
    assert players["items"]["pattern"] == r"^\S(?:[\s\S]*\S)?$"


@pytest.mark.parametrize("path", ["/api/v1/profiles", "/api/v1/profiles/ooe-2023"])
def test_a_weak_etag_matches_weakly(client, path):
    etag = client.get(path).headers["ETag"]
    weak = etag if etag.startswith("W/") else f"W/{etag}"
    r = client.get(path, headers={"If-None-Match": weak})
    assert r.status_code == 304 and r.headers["ETag"]


def test_a_weak_sheet_etag_matches_weakly_for_reads_but_never_for_writes(client, sheet):
    sid, edit, view = sheet
    r = client.get(f"/api/v1/sheets/{sid}", headers={**bearer(view), "If-None-Match": 'W/"0"'})
    assert r.status_code == 304
    r = client.put(f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}",
                   json={"revision": 1, "record": DREIER},
                   headers={**bearer(edit), "If-Match": 'W/"0"'})  # fmt: skip
    problem(r, 412)  # If-Match compares strongly (RFC 9110 §13.1.1)


# --- class 11: one 422 shape, capped -------------------------------------------------------------


def test_every_422_has_one_shape_whoever_found_it(client, sheet):
    sid, edit, _ = sheet
    found = {
        "guard": raw_post(client, "/api/v1/settle", b'{"players": 1e999}'),
        "marshmallow": client.post("/api/v1/count", json={"cards": ["HK", "hk"]}),
        "engine": client.post("/api/v1/settle", json={**RECORD, "game": "zwiccolo"}),
        "store": client.put(
            f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}",
            json={"revision": 1, "record": DREIER, "written": {"points": {"Zoe": 1}}},
            headers=bearer(edit),
        ),
        "query": client.get(f"/api/v1/sheets/{sid}/changes?since=-1", headers=bearer(edit)),
    }
    for source, response in found.items():
        body = problem(response, 422)
        assert set(body) >= SHAPE_422, (source, body)
        assert body["type"] == f"/api/v1/problems/{body['kind']}", source
        assert next(iter(body["errors"])) == body["field"], source
    assert found["marshmallow"].json["value"] == "hk"
    assert found["store"].json["field"] == "written.points.Zoe"
    assert found["query"].json["value"] == "-1"


def test_100000_bad_cards_give_a_small_answer(client):
    response = client.post("/api/v1/count", json={"cards": ["X"] * 100_000})
    invalid(response, "cards")
    assert len(response.get_data()) < 2000


def test_a_record_with_many_errors_names_at_most_20_fields(client):
    body = {"players": FOUR, "game": "rufer", "declarer": "Anna", "won": True,
            "premiums": [{"name": 1, "side": 2, "won": "x"} for _ in range(40)]}  # fmt: skip
    got = problem(client.post("/api/v1/count", json={"cards": [7] * 54}), 422)
    assert len(got["errors"]) == 20 and got["errors_omitted"] == 34
    assert got["detail"] == "cards.0: Not a valid string. (and 53 more fields)"
    got = problem(client.post("/api/v1/settle", json=body), 422)
    assert len(got["errors"]) <= 20


# --- class 12: a live gunicorn: slow clients, body sizes, raw sockets ----------------------------


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    # GUNICORN_TIMEOUT: how long a stalled client may hold its connection (3 s here, 30 shipped);
    # GUNICORN_REQUEST_READ_TIMEOUT: how long a request may take to arrive (4 s here, 20 shipped)
    with live_gunicorn(
        tmp_path_factory.mktemp("live"), GUNICORN_TIMEOUT="3", GUNICORN_REQUEST_READ_TIMEOUT="4"
    ) as server:
        yield server
        log = server.log_text()
        assert '"status": 5' not in log and "Traceback" not in log, log[-3000:]


def _stall(live, head: bytes, body: bytes = b"") -> socket.socket:
    s = live.connect()
    s.sendall(head + body)
    return s


SETTLE_HEAD = (
    b"POST /api/v1/settle HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    b"Content-Length: 100\r\n\r\n"
)


def test_slow_and_stalled_clients_do_not_starve_the_server(live):
    stalled = [_stall(live, SETTLE_HEAD, b'{"players":') for _ in range(60)]  # 12 of 100 bytes
    trickling = [_stall(live, b"POST /api/v1/settle HTTP/1.1\r\nHost") for _ in range(30)]
    try:
        started = time.monotonic()
        for _ in range(10):
            assert live.request("GET", "/livez", timeout=3)[0] == 200
        status, _, body = live.request("POST", "/api/v1/settle", RECORD, timeout=3)
        assert status == 200 and json.loads(body)["points"]["Anna"] == 12
        assert time.monotonic() - started < 3
    finally:
        for s in stalled + trickling:
            s.close()


def test_a_stalled_client_is_dropped_after_the_timeout(live):
    s = _stall(live, SETTLE_HEAD, b'{"players":')
    s.settimeout(15)
    started = time.monotonic()
    data = s.recv(65536)  # the server answers (408) or closes: either way it lets go
    elapsed = time.monotonic() - started
    s.close()
    assert elapsed < 10, elapsed
    assert data == b"" or data.startswith(b"HTTP/1.1 408")


def test_a_body_trickled_in_without_end_is_a_408_problem_at_the_read_deadline(live):
    """A byte a second never leaves the socket idle (GUNICORN_TIMEOUT never fires); the request's
    read deadline does: 408 problem+json, then the connection is closed."""
    s = _stall(live, SETTLE_HEAD, b"{")
    started, answer = time.monotonic(), b""
    s.settimeout(1.0)
    while time.monotonic() - started < 15 and not answer:
        try:
            s.sendall(b" ")
            answer = s.recv(65536)
        except TimeoutError:
            continue
    s.settimeout(10)
    try:
        while chunk := s.recv(65536):  # the server closes after the answer
            answer += chunk
    except ConnectionResetError:
        # the bytes sent meanwhile are still unread when the server closes: Linux then resets the
        # connection instead of ending it; the answer has come before that all the same
        pass
    elapsed = time.monotonic() - started
    s.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 408") and b"Content-Type: application/problem+json" in head
    problem = json.loads(body)
    assert problem["status"] == 408 and "did not arrive in time" in problem["detail"]
    assert 3 <= elapsed < 12, elapsed


@pytest.mark.parametrize(
    ("path", "length", "status"),
    [("/api/v1/settle", 4 * 1024 * 1024 + 1, 413), ("/api/v1/sheets", 50 * 1024 * 1024, 413),
     ("/api/v1/sheets/import", 33 * 1024 * 1024, 413)],
)  # fmt: skip
def test_a_body_over_the_limit_is_a_413_before_it_is_read(live, path, length, status):
    s = live.connect()
    s.sendall(
        f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        f"Content-Length: {length}\r\n\r\n".encode()
    )
    s.settimeout(10)
    head = s.recv(65536)
    s.close()
    assert head.startswith(f"HTTP/1.1 {status}".encode()), head[:200]
    assert b"application/problem+json" in head


def _chunked(live, path: str, body: bytes) -> tuple[int, dict, bytes]:
    """POST ``body`` with Transfer-Encoding: chunked (64 KiB chunks, no Content-Length)."""
    conn = http.client.HTTPConnection("127.0.0.1", live.port, timeout=30)
    try:
        chunks = (body[i : i + 65536] for i in range(0, len(body), 65536))
        conn.request("POST", path, body=chunks, encode_chunked=True,
                     headers={"Content-Type": "application/json"})  # fmt: skip
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


LIMIT = 4 * 1024 * 1024


@pytest.mark.parametrize(
    ("extra", "status"),
    [(0, 200), (1, 413), (35_000, 413)],
    ids=["at-limit", "one-more", "35kb-more"],
)
def test_a_chunked_body_counts_against_the_limit_like_one_with_a_length(live, extra, status):
    # valid JSON of 4 MiB (trailing blanks are JSON too): cut to 4 MiB it would still parse
    record = json.dumps(RECORD).encode()
    body = record + b" " * (LIMIT - len(record) + extra)
    got, headers, answer = _chunked(live, "/api/v1/settle", body)
    assert got == status, answer[:300]
    if status == 413:
        assert headers["Content-Type"] == PROBLEM and json.loads(answer)["status"] == 413
    with_length = live.request("POST", "/api/v1/settle", raw=body, timeout=30)
    assert with_length[0] == status  # the same answer as with Content-Length


def test_a_chunked_import_counts_against_the_import_limit(live):
    body = b"{}" + b" " * (32 * 1024 * 1024 + 1)
    status, headers, answer = _chunked(live, "/api/v1/sheets/import", body)
    assert status == 413 and headers["Content-Type"] == PROBLEM, answer[:300]


def test_a_large_import_is_read_under_its_own_limit(live):
    export = {"format": "tarock-sheet", "format_version": 1, "entries": [],
              "sheet": {"players": FOUR, "profile": {"id": "ooe-2023"}, "title": "x" * 100},
              "exported_at": "x" * (5 * 1024 * 1024)}  # fmt: skip
    status, headers, body = live.request("POST", "/api/v1/sheets/import", export, timeout=30)
    assert status == 201, body[:300]


@pytest.mark.parametrize(
    "raw",
    [
        b"GARBAGE\r\n\r\n",
        b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
        b"GET /livez HTTP/1.1\r\n" + b"".join(b"X-%d: y\r\n" % i for i in range(200)) + b"\r\n",
        b"GET /livez HTTP/1.1\r\nHost: x\r\nX-Big: " + b"y" * 9000 + b"\r\n\r\n",
        b"GET /api/v1/\x00 HTTP/1.1\r\nHost: x\r\n\r\n",
        b"POST /api/v1/settle HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
        b"POST /api/v1/settle HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n",
        b"POST /api/v1/settle HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
        b"Content-Type: application/json\r\n\r\nzz\r\n",
        b"GET /livez HTTP/9.9\r\nHost: x\r\n\r\n",
        b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03",  # a TLS hello on the plain port
    ],
    ids=["garbage", "long-line", "200-headers", "big-header", "nul-path", "negative-length",
         "two-lengths", "bad-chunk", "http-9.9", "tls-hello"],
)  # fmt: skip
def test_raw_socket_garbage_gets_a_4xx_or_a_close_never_a_5xx(live, raw):
    s = live.connect()
    s.settimeout(10)
    try:
        s.sendall(raw)
        answer = s.recv(65536)
    except ConnectionResetError:
        answer = b""
    finally:
        s.close()
    assert answer == b"" or answer.startswith((b"HTTP/1.1 4", b"HTTP/1.0 4")), answer[:200]
    assert live.request("GET", "/livez")[0] == 200


def test_a_client_that_promises_more_body_and_leaves_breaks_nothing(live):
    s = _stall(live, SETTLE_HEAD, b'{"players":')
    s.close()
    time.sleep(0.2)
    status, _, _ = live.request("POST", "/api/v1/settle", RECORD)
    assert status == 200


# --- class 13: the rate limit with several workers -----------------------------------------------


def _limited_run(live, n: int) -> list[tuple[int, dict]]:
    out = []
    for _ in range(n):
        status, headers, _ = live.request("POST", "/api/v1/count", {"cards": ["HK"]})
        out.append((status, headers))
    return out


def _redis_url() -> str | None:
    url = os.environ.get("TEST_REDIS_URL")
    if url:
        return url
    try:
        with socket.create_connection(("127.0.0.1", 6379), timeout=0.5):
            return "redis://127.0.0.1:6379/14"
    except OSError:
        return None


@pytest.mark.parametrize("store", ["machine", "redis"])
def test_the_advertised_limit_is_the_enforced_one_with_three_workers(tmp_path, store):
    env = {"WEB_CONCURRENCY": "3", "TAROCK_RATELIMIT_API": '"10 per minute"',
           "TAROCK_RATELIMIT_KEY_PREFIX": f'"hostile-{uuid.uuid4().hex}"'}  # fmt: skip
    if store == "redis":
        url = _redis_url()
        if url is None:
            pytest.skip("no Redis answers on 127.0.0.1:6379 (set TEST_REDIS_URL to require it)")
        env["RATELIMIT_STORAGE_URI"] = url
    with live_gunicorn(tmp_path, **env) as live:
        results = _limited_run(live, 25)
    statuses = [s for s, _ in results]
    assert statuses == [200] * 10 + [429] * 15, statuses
    assert [int(h["RateLimit-Remaining"]) for _, h in results[:10]] == list(range(9, -1, -1))
    assert all(h["RateLimit-Limit"] == "10" for _, h in results)
