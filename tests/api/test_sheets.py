"""/api/v1/sheets over HTTP: tokens, status codes, ETag/If-Match, problem+json, export/import, audit."""

import csv
import io
import json
import random
import uuid

import pytest

from api import create_app
from tests.support.databases import sqlite_database
from tests.support.records import sample_record

FOUR = ["Anna", "Bernd", "Clara", "David"]
DREIER = {"game": "dreier", "declarer": "Anna", "won": True}
PROBLEM = "application/problem+json"


def make_app(url, **config):
    return create_app({"TESTING": True, "DATABASE_URL": url, "RATELIMIT_ENABLED": False, **config})


@pytest.fixture(scope="module")
def sheets_app(tmp_path_factory):
    with sqlite_database(tmp_path_factory.mktemp("api")) as url:
        yield make_app(url)


@pytest.fixture
def client(sheets_app):
    return sheets_app.test_client()


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def sheet(client):
    r = client.post("/api/v1/sheets", json={"players": FOUR, "title": "Runde"})
    assert r.status_code == 201, r.json
    return r.json["sheet"]["id"], r.json["edit_token"], r.json["view_token"]


def put(client, sheet_id, token, entry_id, body, **headers):
    return client.put(
        f"/api/v1/sheets/{sheet_id}/entries/{entry_id}",
        json=body,
        headers={**bearer(token), **headers},
    )


def test_create_and_read(client):
    r = client.post(
        "/api/v1/sheets",
        json={"players": FOUR + ["Erich"], "profile": "tirol-2026", "first_dealer": "Erich"},
    )
    assert r.status_code == 201
    body = r.json
    sid = body["sheet"]["id"]
    assert r.headers["Location"] == f"/api/v1/sheets/{sid}" and r.headers["ETag"] == '"0"'
    assert (
        body["sheet"]["profile"]["id"] == "tirol-2026" and body["sheet"]["sitting_out"] == "Erich"
    )
    assert body["sheet"]["next_forehand"] == "Anna"
    for token in (body["edit_token"], body["view_token"]):
        g = client.get(f"/api/v1/sheets/{sid}", headers=bearer(token))
        assert g.status_code == 200 and g.json["entries"] == [] and g.headers["ETag"] == '"0"'
    prof = client.get(f"/api/v1/sheets/{sid}/profile", headers=bearer(body["view_token"]))
    assert prof.json["profile"]["id"] == "tirol-2026"


def test_tokens(client, sheet):
    sid, edit, view = sheet
    r = client.get(f"/api/v1/sheets/{sid}")
    assert r.status_code == 401 and r.mimetype == PROBLEM
    assert r.headers["WWW-Authenticate"].startswith("Bearer")
    assert (
        client.get(f"/api/v1/sheets/{sid}", headers={"Authorization": "Basic eDp5"}).status_code
        == 401
    )
    wrong = client.get(f"/api/v1/sheets/{sid}", headers=bearer("x" * 43))
    missing = client.get(f"/api/v1/sheets/{uuid.uuid4()}", headers=bearer(edit))
    assert wrong.status_code == missing.status_code == 401
    assert 'error="invalid_token"' in wrong.headers["WWW-Authenticate"]
    assert wrong.headers["WWW-Authenticate"] == missing.headers["WWW-Authenticate"]
    strip = lambda b: {k: v for k, v in b.items() if k != "request_id"}  # noqa: E731
    assert strip(wrong.json) == strip(missing.json)  # cannot tell whether the sheet exists
    r = put(client, sid, view, uuid.uuid4(), {"revision": 1, "record": DREIER})
    assert r.status_code == 403 and r.mimetype == PROBLEM
    r = client.delete(f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}", headers=bearer(view))
    assert r.status_code == 403


def test_put_delete_and_etags(client, sheet):
    sid, edit, view = sheet
    eid = str(uuid.uuid4())
    r = put(client, sid, edit, eid, {"revision": 1, "record": DREIER})
    assert r.status_code == 201 and r.json["outcome"] == "created" and r.headers["ETag"] == '"1"'
    assert r.json["entry"]["result"]["points"]["Anna"] == 12
    r = put(client, sid, edit, eid, {"revision": 1, "record": DREIER})
    assert r.status_code == 200 and r.json["outcome"] == "unchanged" and r.headers["ETag"] == '"1"'
    r = put(client, sid, edit, eid, {"revision": 1, "record": {**DREIER, "won": False}})
    assert r.status_code == 409 and r.mimetype == PROBLEM and r.json["entry"]["revision"] == 1

    r = put(
        client, sid, edit, uuid.uuid4(), {"revision": 1, "record": DREIER}, **{"If-Match": '"0"'}
    )
    assert r.status_code == 412 and r.headers["ETag"] == '"1"' and r.json["version"] == 1
    r = put(
        client, sid, edit, uuid.uuid4(), {"revision": 1, "record": DREIER}, **{"If-Match": '"1"'}
    )
    assert r.status_code == 201 and r.headers["ETag"] == '"2"'
    r = put(client, sid, edit, uuid.uuid4(), {"revision": 1, "record": DREIER}, **{"If-Match": "*"})
    assert r.status_code == 201

    g = client.get(f"/api/v1/sheets/{sid}", headers={**bearer(view), "If-None-Match": '"3"'})
    assert g.status_code == 304 and g.headers["ETag"] == '"3"'
    g = client.get(f"/api/v1/sheets/{sid}", headers={**bearer(view), "If-None-Match": '"2"'})
    assert g.status_code == 200 and g.json["version"] == 3 and len(g.json["entries"]) == 3

    r = client.delete(f"/api/v1/sheets/{sid}/entries/{eid}", headers=bearer(edit))
    assert r.status_code == 200 and r.json["outcome"] == "deleted" and r.json["entry"]["deleted"]
    r = client.delete(f"/api/v1/sheets/{sid}/entries/{eid}?revision=1", headers=bearer(edit))
    assert r.json["outcome"] == "stale"
    r = client.delete(f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}", headers=bearer(edit))
    assert r.status_code == 404 and r.mimetype == PROBLEM

    ch = client.get(f"/api/v1/sheets/{sid}/changes?since=2", headers=bearer(view))
    assert ch.status_code == 200 and [e["version"] for e in ch.json["entries"]] == [3, 4]
    assert ch.json["entries"][-1]["deleted"] and ch.headers["ETag"] == '"4"'


def test_problems_name_the_field_and_change_nothing(client, sheet):
    sid, edit, view = sheet
    eid = uuid.uuid4()
    cases = [
        ({"record": DREIER}, "revision"),
        ({"revision": "1", "record": DREIER}, "revision"),
        ({"revision": 0, "record": DREIER}, "revision"),
        ({"revision": 1, "record": "dreier"}, "record"),
        ({"revision": 1, "record": {**DREIER, "premiums": [{"name": "fuchs"}]}}, "record.premiums.0.name"),
        ({"revision": 1, "record": {**DREIER, "declarer": "Zoe"}}, "record.declarer"),
        ({"revision": 1, "record": {**DREIER, "won": "yes"}}, "record.won"),
        ({"revision": 1, "record": {**DREIER, "game": "bettel", "declarer_tricks": 3, "won": True}},
         "record.won"),
        ({"revision": 1, "record": DREIER, "written": {"points": {"Zoe": 1}}}, "written.points.Zoe"),
        ({"revision": 1, "record": DREIER, "extra": 1}, "extra"),
    ]  # fmt: skip
    for body, field in cases:
        r = put(client, sid, edit, eid, body)
        assert r.status_code == 422 and r.mimetype == PROBLEM, (body, r.json)
        assert field in r.json["errors"], (body, r.json)
        assert r.json["type"].startswith("/api/v1/problems/") and r.json["detail"]
    r = put(client, sid, edit, "not-a-uuid", {"revision": 1, "record": DREIER})
    assert r.status_code == 404 and r.mimetype == PROBLEM
    r = client.put(
        f"/api/v1/sheets/{sid}/entries/{eid}", data="{not json", headers=bearer(edit),
        content_type="application/json",
    )  # fmt: skip
    assert r.status_code == 400 and r.mimetype == PROBLEM
    r = client.post("/api/v1/sheets", json={"players": ["A", "B", "C"]})
    assert r.status_code == 422 and "players" in r.json["errors"]
    r = client.post("/api/v1/sheets", json={"players": FOUR, "house_rules": {"bogus": 1}})
    assert r.status_code == 422 and "house_rules.bogus" in r.json["errors"]
    g = client.get(f"/api/v1/sheets/{sid}", headers=bearer(view))
    assert g.json["version"] == 0 and g.json["entries"] == []


def test_garbage_never_crashes_and_never_loses_data(client, sheet):
    sid, edit, view = sheet
    kept = str(uuid.uuid4())
    assert put(client, sid, edit, kept, {"revision": 1, "record": DREIER}).status_code == 201
    rng = random.Random(11)
    atoms = [None, True, 0, -1, 2**70, 1.5, "", "x" * 300, "Anna", [], {}, ["Anna"], {"a": 1}]
    keys = ["game", "declarer", "partner", "premiums", "players", "dealer", "kontra", "won",
            "declarer_points", "trischaken", "renonce", "valat", "forehand", "writing_error"]  # fmt: skip
    for _ in range(150):
        record = dict(DREIER)
        for _ in range(rng.randrange(1, 4)):
            key = rng.choice(keys)
            record[key] = rng.choice(atoms + [[rng.choice(atoms)], {"name": rng.choice(atoms)}])
        body = rng.choice([
            {"revision": 2, "record": record},
            {"revision": rng.choice(atoms), "record": record},
            rng.choice(atoms),
            {"revision": 2, "record": record, "written": rng.choice(atoms)},
        ])  # fmt: skip
        target = rng.choice([kept, str(uuid.uuid4())])
        r = put(client, sid, edit, target, body)
        assert r.status_code in (200, 201, 409, 422), (
            body,
            r.status_code,
            r.get_data(as_text=True),
        )
        if r.status_code == 422:
            assert r.mimetype == PROBLEM and r.json["errors"]
    g = client.get(f"/api/v1/sheets/{sid}", headers=bearer(view))
    entries = {e["id"]: e for e in g.json["entries"]}
    assert kept in entries  # the acknowledged entry survived every bad write
    totals = {p: sum(e["result"]["points"][p] for e in entries.values()) for p in FOUR}
    assert g.json["totals"]["points"] == totals


def test_export_import_and_csv(client, sheet):
    sid, edit, view = sheet
    rng = random.Random(2)
    for _ in range(6):
        put(client, sid, edit, uuid.uuid4(), {"revision": 1, "record": sample_record(rng, FOUR)})
    r = client.get(f"/api/v1/sheets/{sid}/export.json", headers=bearer(view))
    assert r.status_code == 200 and "attachment" in r.headers["Content-Disposition"]
    exported = r.json
    c = client.get(f"/api/v1/sheets/{sid}/export.csv", headers=bearer(view))
    assert c.status_code == 200 and c.mimetype == "text/csv"
    rows = list(csv.DictReader(io.StringIO(c.get_data(as_text=True))))
    assert len(rows) == 6

    r = client.post("/api/v1/sheets/import", json=exported)
    assert r.status_code == 201, r.json
    new_id, new_edit = r.json["sheet"]["id"], r.json["edit_token"]
    assert new_id != sid and r.json["sheet"]["totals"] == exported["sheet"]["totals"]
    g = client.get(f"/api/v1/sheets/{new_id}", headers=bearer(new_edit))
    assert [e["id"] for e in g.json["entries"]] == [e["id"] for e in exported["entries"]]

    bad = json.loads(json.dumps(exported))
    bad["entries"][1]["record"]["premiums"] = [{"name": 7}]
    r = client.post("/api/v1/sheets/import", json=bad)
    assert r.status_code == 422 and "entries.1.record.premiums.0.name" in r.json["errors"]
    bad["entries"][1]["record"] = {**exported["entries"][1]["record"], "declarer": "Zoe"}
    r = client.post("/api/v1/sheets/import", json=bad)
    assert r.status_code == 422 and r.json["field"] == "entries.1.record.declarer"
    r = client.post("/api/v1/sheets/import", json={"format": "csv"})
    assert r.status_code == 422


def test_an_import_may_be_larger_than_other_requests():
    app = make_app("sqlite://", MAX_CONTENT_LENGTH=20_000, SHEET_IMPORT_MAX_BYTES=200_000)
    client = app.test_client()
    rng = random.Random(4)
    entries = [{"id": str(uuid.uuid4()), "record": sample_record(rng, FOUR)} for _ in range(150)]
    export = {
        "format": "tarock-sheet",
        "format_version": 1,
        "sheet": {"players": FOUR, "profile": {"id": "ooe-2023"}},
        "entries": entries,
    }
    assert len(json.dumps(export)) > 20_000
    r = client.post("/api/v1/sheets/import", json=export)
    assert r.status_code == 201 and r.json["sheet"]["deals"] == 150
    r = client.post("/api/v1/sheets", json={"players": FOUR, "title": "x" * 30_000})
    assert r.status_code == 413 and r.mimetype == PROBLEM


def test_audit(client, sheet):
    sid, edit, view = sheet
    eid = str(uuid.uuid4())
    paper = {"Anna": 12, "Bernd": -4, "Clara": -4, "David": -4}
    put(client, sid, edit, eid, {"revision": 1, "record": DREIER, "written": {"points": paper}})
    r = client.post(f"/api/v1/sheets/{sid}/audit", headers=bearer(view))
    assert r.status_code == 200 and r.json["ok"] and r.json["checked"] == 1
    wrong = {"Anna": -12, "Bernd": 4, "Clara": 4, "David": 4}
    r = client.post(
        f"/api/v1/sheets/{sid}/audit",
        json={"written": {eid: {"points": wrong}}},
        headers=bearer(view),
    )
    item = r.json["entries"][0]
    assert not r.json["ok"] and item["difference"]["Anna"] == -24
    assert {x["kind"] for x in item["explanation"]} >= {"signs_reversed", "line_reversed"}
    assert item["lines"][0]["rule"]
    r = client.post(f"/api/v1/sheets/{sid}/audit", json={"written": 5}, headers=bearer(view))
    assert r.status_code == 422


def test_openapi_documents_sheets(client):
    spec = client.get("/api/v1/openapi.json").json
    paths = spec["paths"]
    for path in ("/api/v1/sheets", "/api/v1/sheets/{sheet_id}",
                 "/api/v1/sheets/{sheet_id}/entries/{entry_id}", "/api/v1/sheets/{sheet_id}/audit",
                 "/api/v1/sheets/{sheet_id}/changes", "/api/v1/sheets/import"):  # fmt: skip
        assert path in paths, path
    assert spec["components"]["securitySchemes"]["sheetToken"]["scheme"] == "bearer"
    assert paths["/api/v1/sheets/{sheet_id}"]["get"]["security"] == [{"sheetToken": []}]
