"""Hostile input at the storage edge, on SQLite and on the real PostgreSQL alike (issue 8):
text the database cannot hold, integers at the columns' limits, names, CSV formulas, forged
imports. Each refusal names the field and changes nothing."""

import csv
import io
import json
import random
import uuid

import pytest

from api import create_app
from api.db.errors import Invalid
from api.db.store import csv_text_read
from shared_rules import raw_profile
from tests.support.records import sample_record

FOUR = ["Anna", "Bernd", "Clara", "David"]
DREIER = {"game": "dreier", "declarer": "Anna", "won": True}
NUL, SURROGATE = "\x00", chr(0xD800)


def new_id() -> str:
    return str(uuid.uuid4())


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"players": ["Anna", f"B{SURROGATE}", "Clara", "David"]}, "players.1"),
        ({"players": ["Anna", f"B{NUL}", "Clara", "David"]}, "players.1"),
        ({"players": FOUR, "title": f"Runde{NUL}"}, "title"),
        ({"players": FOUR, "title": f"Runde{SURROGATE}"}, "title"),
        ({"players": FOUR, "house_rules": {f"x{NUL}": 1}}, "house_rules"),
        ({"players": ["Anna", "anna", "Clara", "David"]}, "players"),
        ({"players": ["Anna ", "Bernd", "Clara", "David"]}, "players.0"),
    ],
    ids=["surrogate-name", "nul-name", "nul-title", "surrogate-title", "nul-key", "anna-anna",
         "space"],
)  # fmt: skip
def test_a_sheet_with_text_a_database_cannot_hold_is_refused_naming_the_field(store, kwargs, field):
    with pytest.raises(Invalid) as caught:
        store.create_sheet(**kwargs)
    assert caught.value.field == field


@pytest.mark.parametrize(
    ("record", "field"),
    [
        ({**DREIER, "note": f"a{NUL}b"}, "record.note"),
        ({**DREIER, "note": f"a{SURROGATE}b"}, "record.note"),
        ({**DREIER, "renonce": {"players": ["Bernd"], "reason": NUL}}, "record.renonce.reason"),
        ({**DREIER, f"{SURROGATE}": 1}, "record"),
    ],
    ids=["nul-note", "surrogate-note", "nul-reason", "surrogate-key"],
)
def test_an_entry_with_such_text_is_refused_and_the_sheet_unchanged(store, record, field):
    view, edit, _ = store.create_sheet(players=FOUR)
    with pytest.raises(Invalid) as caught:
        store.put_entry(view["id"], edit, new_id(), revision=1, record=record)
    assert caught.value.field == field
    assert store.get_sheet(view["id"], edit)["version"] == 0


def test_integers_at_the_limits_of_their_columns(store):
    view, edit, _ = store.create_sheet(players=FOUR)
    eid = new_id()
    out = store.put_entry(view["id"], edit, eid, revision=2**53 - 1, record=DREIER)
    assert out.entry["revision"] == 2**53 - 1
    assert store.get_sheet(view["id"], edit)["entries"][0]["revision"] == 2**53 - 1
    with pytest.raises(Invalid) as caught:
        store.put_entry(view["id"], edit, new_id(), revision=2**53, record=DREIER)
    assert caught.value.field == "revision"
    assert store.changes(view["id"], edit, since=2**63 - 1)["entries"] == []
    for since in (2**63, -1, 2**64, True, "1"):
        with pytest.raises(Invalid) as caught:
            store.changes(view["id"], edit, since=since)
        assert caught.value.field == "since"


def test_csv_of_formula_names_is_defused_and_reads_back(store):
    names = ["=1+2", "+cmd", "-2+3", "@SUM(A1)"]
    view, edit, _ = store.create_sheet(players=names)
    rng = random.Random(8)
    for _ in range(3):
        store.put_entry(view["id"], edit, new_id(), revision=1, record=sample_record(rng, names))
    rows = list(csv.reader(io.StringIO(store.export_csv(view["id"], edit))))
    header = rows[0]
    assert [csv_text_read(h).removesuffix(" points") for h in header[8:12]] == names
    assert all(h.startswith("'") for h in header[8:])
    for row in rows[1:]:
        assert row[2].startswith("'") and csv_text_read(row[2]) in names  # the dealer
        assert sum(int(x) for x in row[8:12]) == 0  # the deal's points: numbers, zero-sum


def test_a_forged_import_is_refused_and_an_honest_one_kept(store):
    view, edit, _ = store.create_sheet(players=FOUR)
    rng = random.Random(9)
    for _ in range(3):
        store.put_entry(view["id"], edit, new_id(), revision=1, record=sample_record(rng, FOUR))
    exported = json.loads(json.dumps(store.export_json(view["id"], edit)))
    forged = json.loads(json.dumps(exported))
    forged["sheet"]["profile"]["data"]["games"]["rufer"]["value"] = 1000
    with pytest.raises(Invalid) as caught:
        store.import_sheet(forged)
    assert (caught.value.field, caught.value.kind) == ("sheet.profile.data", "inconsistent")
    imported, _, _ = store.import_sheet(exported)
    assert imported["profile"] == {"id": "ooe-2023", "version": raw_profile("ooe-2023")["version"]}
    assert imported["totals"] == exported["sheet"]["totals"]


@pytest.fixture
def client(db_url):
    app = create_app({"TESTING": True, "DATABASE_URL": db_url, "RATELIMIT_ENABLED": False})
    return app.test_client()


@pytest.mark.parametrize(
    ("body", "field"),
    [
        (b'{"players": ["Anna", "B\\ud800", "Clara", "David"]}', "players.1"),
        (b'{"players": ["Anna", "Bernd", "Clara", "David"], "title": "\\u0000"}', "title"),
    ],
)
def test_over_http_the_same_422_on_either_database(client, body, field):
    r = client.post("/api/v1/sheets", data=body, content_type="application/json")
    assert r.status_code == 422 and r.mimetype == "application/problem+json"
    assert (r.json["field"], r.json["kind"]) == (field, "malformed")


def test_over_http_since_beyond_bigint_is_a_422_on_either_database(client):
    r = client.post("/api/v1/sheets", json={"players": FOUR})
    sid, token = r.json["sheet"]["id"], r.json["edit_token"]
    headers = {"Authorization": f"Bearer {token}"}
    r = client.get(f"/api/v1/sheets/{sid}/changes?since=9223372036854775808", headers=headers)
    assert r.status_code == 422 and r.json["field"] == "query.since"
    r = client.get(f"/api/v1/sheets/{sid}/changes?since=9223372036854775807", headers=headers)
    assert r.status_code == 200
