"""A sheet's life over HTTP: players renamed, archived and restored, continued with a changed table."""

import csv
import io
import secrets
import uuid

import pytest

from api import create_app
from api.db.store.access import view_token_of
from tests.support.databases import sqlite_database

FOUR = ["Anna", "Bernd", "Clara", "David"]
PROBLEM = "application/problem+json"
DREIER = {"game": "dreier", "declarer": "Anna", "won": True}


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    with sqlite_database(tmp_path_factory.mktemp("life")) as url:
        app = create_app({"TESTING": True, "DATABASE_URL": url, "RATELIMIT_ENABLED": False})
        yield app.test_client()


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def new_sheet(client, players=FOUR, edit=None, **more):
    """A sheet PUT under a client id; returns (id, edit token, view token, answer)."""
    edit = edit or secrets.token_urlsafe(32)
    sid = str(uuid.uuid4())
    body = {"players": players, "view_token": view_token_of(edit), **more}
    r = client.put(f"/api/v1/sheets/{sid}", json=body, headers=bearer(edit))
    return sid, edit, view_token_of(edit), r


def deal(client, sid, edit, record=DREIER):
    r = client.put(
        f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}",
        json={"revision": 1, "record": record},
        headers=bearer(edit),
    )
    assert r.status_code == 201, r.json
    return r.json


def test_a_rename_changes_the_name_shown_never_the_records_and_is_a_version(client):
    sid, edit, view, _ = new_sheet(client)
    deal(client, sid, edit)
    r = client.patch(
        f"/api/v1/sheets/{sid}", json={"display_names": {"Anna": "Anna-Lena"}}, headers=bearer(edit)
    )
    assert r.status_code == 200 and r.json["outcome"] == "updated"
    assert r.headers["ETag"] == '"2"'
    sheet = r.json["sheet"]
    assert sheet["display_names"] == {**{p: p for p in FOUR}, "Anna": "Anna-Lena"}
    assert sheet["players"] == FOUR and sheet["totals"]["points"]["Anna"] == 12
    # the other phone learns it from the changes feed: no entry changed, the sheet did
    r = client.get(f"/api/v1/sheets/{sid}/changes?since=1", headers=bearer(view))
    assert r.json["entries"] == [] and r.json["version"] == 2
    assert r.json["sheet"]["display_names"]["Anna"] == "Anna-Lena"
    # an offline phone's entry written before the rename still names its seat
    deal(client, sid, edit, {"game": "dreier", "declarer": "Anna", "won": False})
    # the same PATCH again (an outbox resending) changes nothing
    r = client.patch(
        f"/api/v1/sheets/{sid}", json={"display_names": {"Anna": "Anna-Lena"}}, headers=bearer(edit)
    )
    assert r.json["outcome"] == "unchanged" and r.json["sheet"]["version"] == 3
    # the seat's own name undoes the rename
    r = client.patch(
        f"/api/v1/sheets/{sid}", json={"display_names": {"Anna": "Anna"}}, headers=bearer(edit)
    )
    assert r.json["sheet"]["display_names"]["Anna"] == "Anna" and r.json["sheet"]["version"] == 4


def test_names_can_be_swapped_between_two_seats(client):
    sid, edit, _, _ = new_sheet(client)
    r = client.patch(
        f"/api/v1/sheets/{sid}",
        json={"display_names": {"Anna": "Bernd", "Bernd": "Anna"}},
        headers=bearer(edit),
    )
    assert r.status_code == 200
    assert r.json["sheet"]["display_names"]["Anna"] == "Bernd"


@pytest.mark.parametrize(
    ("names", "field", "code"),
    [
        ({"Anna": ""}, "display_names.Anna", "name.invalid"),
        ({"Anna": "x" * 65}, "display_names.Anna", "name.invalid"),
        ({"Anna": " Anni"}, "display_names.Anna", "name.invalid"),
        ({"Anna": "An\u202ena"}, "display_names.Anna", "name.invalid"),
        ({"Bernd": "anna"}, "display_names.Bernd", "names.duplicate"),
        ({"Anna": "CLARA"}, "display_names.Anna", "names.duplicate"),
        ({"Erich": "Erich"}, "display_names.Erich", None),
        ({}, "display_names", None),
    ],
)
def test_a_bad_rename_is_a_problem_naming_the_seat_and_changes_nothing(client, names, field, code):
    sid, edit, _, _ = new_sheet(client)
    r = client.patch(f"/api/v1/sheets/{sid}", json={"display_names": names}, headers=bearer(edit))
    assert r.status_code == 422 and r.mimetype == PROBLEM, r.json
    assert r.json["field"] == field
    if code:
        assert r.json["code"] == code and r.json["message"]["de"]
    assert client.get(f"/api/v1/sheets/{sid}", headers=bearer(edit)).json["version"] == 0


def test_a_rename_with_nul_or_a_lone_surrogate_is_refused_before_the_database(client):
    sid, edit, _, _ = new_sheet(client)
    for raw in (
        b'{"display_names": {"Anna": "A\\u0000"}}',
        b'{"display_names": {"Anna": "\\ud800"}}',
    ):
        r = client.patch(
            f"/api/v1/sheets/{sid}",
            data=raw,
            headers={**bearer(edit), "Content-Type": "application/json"},
        )
        assert r.status_code in (400, 422) and r.mimetype == PROBLEM


def test_patch_needs_the_edit_token_and_refuses_unknown_fields(client):
    sid, edit, view, _ = new_sheet(client)
    assert client.patch(f"/api/v1/sheets/{sid}", json={"archived": True}).status_code == 401
    r = client.patch(f"/api/v1/sheets/{sid}", json={"archived": True}, headers=bearer(view))
    assert r.status_code == 403
    r = client.patch(f"/api/v1/sheets/{sid}", json={"players": ["X"]}, headers=bearer(edit))
    assert r.status_code == 422 and "players" in r.get_data(as_text=True)
    r = client.patch(f"/api/v1/sheets/{sid}", json={"archived": "yes"}, headers=bearer(edit))
    assert r.status_code == 422
    r = client.patch(
        f"/api/v1/sheets/{sid}",
        json={"archived": True},
        headers={**bearer(edit), "If-Match": '"7"'},
    )
    assert r.status_code == 412


def test_archive_and_restore_are_shared_by_every_phone_of_the_sheet(client):
    sid, edit, view, _ = new_sheet(client)
    r = client.patch(f"/api/v1/sheets/{sid}", json={"archived": True}, headers=bearer(edit))
    assert r.json["sheet"]["archived"] is True and r.json["sheet"]["archived_at"].endswith("Z")
    r = client.get(f"/api/v1/sheets/{sid}/changes?since=0", headers=bearer(view))
    assert r.json["sheet"]["archived"] is True
    r = client.patch(f"/api/v1/sheets/{sid}", json={"archived": False}, headers=bearer(edit))
    assert r.json["sheet"]["archived"] is False and r.json["sheet"]["archived_at"] is None
    assert r.json["sheet"]["version"] == 2


def test_csv_and_json_exports_show_the_renamed_players_and_formula_names_stay_text(client):
    sid, edit, _, _ = new_sheet(client)
    deal(client, sid, edit)
    client.patch(
        f"/api/v1/sheets/{sid}",
        json={"display_names": {"Anna": "=HYPERLINK(1)", "Bernd": "Bernd;@SUM(1)"}},
        headers=bearer(edit),
    )
    text = client.get(f"/api/v1/sheets/{sid}/export.csv", headers=bearer(edit)).get_data(
        as_text=True
    )
    head, row = list(csv.reader(io.StringIO(text)))[:2]
    assert "'=HYPERLINK(1) points" in head and "Bernd;'@SUM(1) points" in head
    assert row[2] == "'=HYPERLINK(1)" or row[2] in FOUR  # the dealer, by the name shown
    exported = client.get(f"/api/v1/sheets/{sid}/export.json", headers=bearer(edit)).json
    assert exported["sheet"]["display_names"]["Anna"] == "=HYPERLINK(1)"
    r = client.post("/api/v1/sheets/import", json=exported)
    assert r.status_code == 201, r.json
    assert r.json["sheet"]["display_names"]["Anna"] == "=HYPERLINK(1)"
    assert r.json["sheet"]["players"] == FOUR


def continue_body(players, carry, continues):
    return {"continues": continues, "carry": carry, "players": players}


def test_a_sheet_continued_with_a_fifth_player_carries_the_totals_on_and_links_both_ways(client):
    sid, edit, view, _ = new_sheet(client)
    deal(client, sid, edit)  # Anna +12, the others −4 each (10 cents a point)
    client.patch(
        f"/api/v1/sheets/{sid}", json={"display_names": {"Anna": "Anni"}}, headers=bearer(edit)
    )
    totals = client.get(f"/api/v1/sheets/{sid}", headers=bearer(edit)).json["totals"]
    carry = {
        "points": {"Anni": 12, "Bernd": -4, "Clara": -4, "David": -4},
        "money_cents": {"Anni": 120, "Bernd": -40, "Clara": -40, "David": -40},
    }
    assert totals["points"]["Anna"] == 12
    players = ["Anni", "Bernd", "Clara", "David", "Erich"]
    sid2, _, _, r = new_sheet(client, players, edit=edit, continues=sid, carry=carry)
    assert r.status_code == 201, r.json
    assert r.json["sheet"]["continues"] == sid and r.json["sheet"]["carry"] == carry
    assert r.json["sheet"]["totals"]["points"]["Erich"] == 0
    # the old sheet learns the link as a change of its own: the other phone sees it
    r = client.get(f"/api/v1/sheets/{sid}/changes?since=2", headers=bearer(view))
    assert r.json["sheet"]["continued_by"] == [sid2] and r.json["version"] == 3
    # the same tokens open the new sheet (the old sheet's share links work for both)
    assert client.get(f"/api/v1/sheets/{sid2}", headers=bearer(view)).status_code == 200
    # a deal on the new sheet: the evening goes on from the carry
    deal(client, sid2, edit, {"game": "dreier", "declarer": "Erich", "won": True})
    got = client.get(f"/api/v1/sheets/{sid2}", headers=bearer(edit)).json
    evening = got["evening_totals"]
    # Anni deals first and sits out: her 12 stand; Bernd's −4 goes on to −8
    assert evening["points"]["Erich"] == 12 and evening["points"]["Anni"] == 12
    assert evening["points"]["Bernd"] == -8
    assert sum(evening["money_cents"].values()) == 0
    # a retried PUT is unchanged and links once; the CSV opens with the Übertrag
    again = {"players": players, "view_token": view, "continues": sid, "carry": carry}
    r = client.put(f"/api/v1/sheets/{sid2}", json=again, headers=bearer(edit))
    assert r.status_code == 200 and r.json["outcome"] == "unchanged"
    assert client.get(f"/api/v1/sheets/{sid}", headers=bearer(edit)).json["continued_by"] == [sid2]
    rows = list(csv.reader(io.StringIO(client.get(
        f"/api/v1/sheets/{sid2}/export.csv", headers=bearer(edit)).get_data(as_text=True))))  # fmt: skip
    assert rows[1][3] == "Übertrag" and rows[1][8] == "12"
    # export and import keep link and carry (one way: the import has new tokens)
    exported = client.get(f"/api/v1/sheets/{sid2}/export.json", headers=bearer(edit)).json
    r = client.post("/api/v1/sheets/import", json=exported)
    assert r.status_code == 201 and r.json["sheet"]["continues"] == sid
    assert r.json["sheet"]["evening_totals"] == evening
    assert client.get(f"/api/v1/sheets/{sid}", headers=bearer(edit)).json["continued_by"] == [sid2]
    # deleting the new sheet unlinks it from the old one
    assert client.delete(f"/api/v1/sheets/{sid2}", headers=bearer(edit)).status_code == 204
    assert client.get(f"/api/v1/sheets/{sid}", headers=bearer(edit)).json["continued_by"] == []


def test_someone_else_cannot_attach_a_sheet_to_one_he_may_not_edit(client):
    sid, edit, _, _ = new_sheet(client)
    sid2, _, _, r = new_sheet(client, continues=sid, carry={"points": {"Anna": 5}})
    assert r.status_code == 201 and r.json["sheet"]["continues"] == sid  # one way only
    assert client.get(f"/api/v1/sheets/{sid}", headers=bearer(edit)).json["continued_by"] == []
    assert client.get(f"/api/v1/sheets/{sid}", headers=bearer(edit)).json["version"] == 0
    assert sid2


@pytest.mark.parametrize(
    ("carry", "field"),
    [
        ({"points": {"anna": 3}}, "carry.points.anna"),  # Anna at the table: the same player
        ({"points": {"Erich ": 3}}, "carry.points.Erich "),
        ({"points": {"Erich": 1.5}}, "carry.points.Erich"),
        ({"points": {"Erich": "1/0"}}, "carry.points.Erich"),
        ({"points": {"Erich": 10**13}}, "carry.points.Erich"),
        ({"points": {"Erich": True}}, "carry.points.Erich"),
        ({"points": {f"P{i}": 1 for i in range(41)}}, "carry"),
        ({"pot": {}}, "carry"),
    ],
)
def test_a_bad_carry_is_a_problem_naming_it(client, carry, field):
    _, _, _, r = new_sheet(client, continues=str(uuid.uuid4()), carry=carry)
    assert r.status_code == 422 and r.mimetype == PROBLEM
    assert r.json["field"] == field or field in r.get_data(as_text=True)


def test_a_rename_cannot_take_the_name_of_one_who_left_the_table(client):
    carry = {"points": {"Erich": 8, "Anna": -8}}
    sid, edit, _, r = new_sheet(client, continues=str(uuid.uuid4()), carry=carry)
    assert r.status_code == 201
    r = client.patch(
        f"/api/v1/sheets/{sid}", json={"display_names": {"Bernd": "erich"}}, headers=bearer(edit)
    )
    assert r.status_code == 422 and r.json["field"] == "display_names.Bernd"


def test_the_openapi_document_has_the_patch_and_the_new_sheet_fields(client):
    doc = client.get("/api/v1/openapi.json").json
    patch = doc["paths"]["/api/v1/sheets/{sheet_id}"]["patch"]
    assert {"200", "401", "403", "410", "412", "422"} <= set(patch["responses"])
    props = doc["components"]["schemas"]["Sheet"]["properties"]
    assert {"display_names", "archived", "continues", "continued_by", "carry"} <= set(props)
