"""Turnier over HTTP, the organiser's last words (issue 23): a table refuses a deal past its due
with a problem naming the table; the organiser deletes a tournament and its tables' sheets answer
410; the cup's standing as CSV, formula cells defused; a table's sheet says it is one (its phone
confirms from it)."""

import csv
import io
import random
import uuid
from collections import Counter

from api.db.store import csv_text_read
from tests.api.test_tournaments import SHEETS, TOURNAMENTS, bearer, draw, new_tournament, play


def test_a_table_refuses_a_deal_past_its_due_naming_the_table(client, problem):
    held, organiser, viewer = new_tournament(client, [f"P{i}" for i in range(8)], rounds=1, deals_per_table=2)  # fmt: skip
    table = draw(client, held["id"], organiser)["tables"][1]
    play(client, table, 2, random.Random(1), Counter())
    seat = table["players"][0]["seat"]
    record = {"game": "dreier", "declarer": seat, "won": True}
    url = f"{SHEETS}/{table['sheet_id']}/entries/{uuid.uuid4()}"
    body = problem(client.put(url, json={"revision": 1, "record": record}, headers=bearer(table["table_token"])), 409)  # fmt: skip
    assert body["type"].endswith("/table-complete")
    assert body["table"] == {"round": 1, "number": 2, "sheet_id": table["sheet_id"], "deals_due": 2}  # fmt: skip
    assert "2" in body["detail"]
    got = client.get(f"{TOURNAMENTS}/{held['id']}/rounds/1", headers=bearer(viewer)).get_json()
    assert got["tables"][1]["deals"] == 2
    # the problem type is documented like every other
    assert client.get("/api/v1/problems/table-complete").status_code == 200


def test_a_tables_sheet_names_its_table_and_shows_it_confirmed_then_locked(client, problem):
    held, organiser, viewer = new_tournament(client, [f"P{i}" for i in range(8)], rounds=1, deals_per_table=2)  # fmt: skip
    tid, table = held["id"], draw(client, held["id"], organiser)["tables"][1]
    url, token = f"{SHEETS}/{table['sheet_id']}", bearer(table["table_token"])
    assert client.get(url, headers=token).get_json()["tournament_table"] == {
        "tournament_id": tid, "title": held["title"], "round": 1, "number": 2, "deals_due": 2,
        "confirmed_at": None, "locked": False,
    }  # fmt: skip
    play(client, table, 2, random.Random(3), Counter())
    confirmed = client.post(f"{TOURNAMENTS}/{tid}/tables/{table['sheet_id']}/confirm", headers=token)  # fmt: skip
    assert confirmed.status_code == 200
    got = client.get(url, headers=token).get_json()["tournament_table"]
    assert got["confirmed_at"] == confirmed.get_json()["confirmed_at"] and not got["locked"]
    client.post(f"{TOURNAMENTS}/{tid}/rounds/1/close", headers=bearer(organiser))
    assert client.get(url, headers=token).get_json()["tournament_table"]["locked"]
    again = client.post(f"{TOURNAMENTS}/{tid}/tables/{table['sheet_id']}/confirm", headers=token)  # fmt: skip
    assert problem(again, 409)["type"].endswith("/table-locked")
    # an ordinary sheet says nothing of tournaments
    plain = client.post(SHEETS, json={"players": ["A", "B", "C", "D"]})
    sheet = plain.get_json()
    assert "tournament_table" not in client.get(f"{SHEETS}/{sheet['sheet']['id']}", headers=bearer(sheet["view_token"])).get_json()  # fmt: skip


def test_the_organiser_deletes_a_tournament_and_its_tables_answer_410(client, problem):
    held, organiser, viewer = new_tournament(client, [f"P{i}" for i in range(8)], rounds=1, deals_per_table=2)  # fmt: skip
    tid = held["id"]
    tables = draw(client, tid, organiser)["tables"]
    play(client, tables[0], 1, random.Random(2), Counter())
    problem(client.delete(f"{TOURNAMENTS}/{tid}"), 401)
    problem(client.delete(f"{TOURNAMENTS}/{tid}", headers=bearer(viewer)), 403)
    problem(client.delete(f"{TOURNAMENTS}/{tid}", headers=bearer(tables[0]["table_token"])), 401)
    gone = client.delete(f"{TOURNAMENTS}/{tid}", headers=bearer(organiser))
    assert gone.status_code == 204 and gone.get_data() == b""
    for table in tables:
        problem(client.get(f"{SHEETS}/{table['sheet_id']}", headers=bearer(table["table_token"])), 410)  # fmt: skip
    problem(client.get(f"{TOURNAMENTS}/{tid}", headers=bearer(viewer)), 401)
    problem(client.delete(f"{TOURNAMENTS}/{tid}", headers=bearer(organiser)), 401)


def test_the_cups_standing_exports_as_csv_with_formula_cells_defused(client, problem):
    created = client.post("/api/v1/cups", json={"title": "Cup", "placement_points": [10, 8, 6, 5, 4, 3, 2, 1], "best_of": 1}).get_json()  # fmt: skip
    cup, cup_edit, cup_view = created["cup"], created["edit_token"], created["view_token"]
    names = ["=HYPERLINK(1)", "+Anna", "-Bernd", "@Clara", "David", "Eva", "Franz", "Gerda"]
    held, organiser, viewer = new_tournament(client, names, title="=Turnier", rounds=1, deals_per_table=2)  # fmt: skip
    for table in draw(client, held["id"], organiser)["tables"]:
        play(client, table, 2, random.Random(4), Counter())
    client.post(f"/api/v1/cups/{cup['id']}/tournaments", json={"tournament_id": held["id"], "tournament_token": viewer}, headers=bearer(cup_edit))  # fmt: skip
    problem(client.get(f"/api/v1/cups/{cup['id']}/standing.csv"), 401)
    got = client.get(f"/api/v1/cups/{cup['id']}/standing.csv", headers=bearer(cup_view))
    assert got.status_code == 200 and got.mimetype == "text/csv"
    assert "attachment" in got.headers["Content-Disposition"]
    text = got.get_data(as_text=True)
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0][:6] == ["rank", "name", "counted", "total", "best_place", "tournaments"]
    assert rows[0][6] == "'=Turnier (2027-01-15): place"  # the title is text, not a formula
    standing = client.get(f"/api/v1/cups/{cup['id']}", headers=bearer(cup_view)).get_json()["standing"]  # fmt: skip
    assert [(int(r[0]), csv_text_read(r[1]), int(r[2])) for r in rows[1:]] == [(s["rank"], s["name"], s["counted"]) for s in standing]  # fmt: skip
    assert all(r[1][0] not in "=+-@" for r in rows[1:])  # no cell a spreadsheet would run
    assert {r[8] for r in rows[1:]} == {"yes"}  # one tournament, best of 1: each result counts
