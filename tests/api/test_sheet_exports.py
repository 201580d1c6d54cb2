"""Exports bounded (issue 32): read in pages and streamed with the bytes the whole document gave,
a slot per client, sheet and process (429/503 with Retry-After, and nothing else changes), cut off
when the sheet changes mid-way or its token stops opening it; a round refuses a sheet beyond its
limit, naming the field and the limit. (tests/api/test_sheet_exports_live.py: under load.)"""

import csv
import io
import random
import uuid

import pytest
from flask import current_app

from api.db import get_store
from api.db.store import exporting, round_room
from api.db.store.exporting import ExportChanged
from api.schemas.sheets import ExportSchema
from tests.support.records import sample_haferl_record, sample_record

from .test_rounds import bearer, join, new_round

SHEETS = "/api/v1/sheets"
FOUR = ["Anna", "Bernd", "Clara", "David"]


def filled_sheet(client, rng, *, deals=23, profile="ooe-2023", players=FOUR, stake=None):
    body = {"players": players, "profile": profile, **({"stake": stake} if stake else {})}
    created = client.post(SHEETS, json=body).get_json()
    sheet, token = created["sheet"], created["edit_token"]
    ids = []
    while len(ids) < deals:
        entry_id = str(uuid.uuid4())
        sample = sample_haferl_record if stake else sample_record
        record = sample(rng, players[:3] if stake else players)
        r = client.put(f"{SHEETS}/{sheet['id']}/entries/{entry_id}", headers=bearer(token),
                       json={"revision": 1, "record": record})  # fmt: skip
        if r.status_code in (200, 201):
            ids.append(entry_id)
    for entry_id in rng.sample(ids, 4):  # tombstones: the JSON has them, the CSV does not
        client.delete(f"{SHEETS}/{sheet['id']}/entries/{entry_id}", headers=bearer(token))
    client.patch(f"{SHEETS}/{sheet['id']}", json={"display_names": {"Anna": "=Anni"}},
                 headers=bearer(token))  # fmt: skip
    return sheet["id"], token


def whole_json(app, sheet_id, token) -> bytes:
    """The export as the route encoded it before it streamed: the whole document at once."""
    with app.app_context():
        doc = ExportSchema().dump(get_store().export_json(sheet_id, token))
        return current_app.json.response(doc).get_data()


@pytest.mark.parametrize("kind", ["koenigrufen", "bayerisch"])
def test_a_streamed_export_has_the_bytes_of_the_whole_document(app, client, monkeypatch, kind):
    rng = random.Random(kind)
    if kind == "bayerisch":
        sheet_id, token = filled_sheet(client, rng, profile="bayerisch", players=FOUR[:3], stake=10)
    else:
        sheet_id, token = filled_sheet(client, rng)
    whole_csv = get_store_csv(app, sheet_id, token)
    for page in (1, 4, 250):
        monkeypatch.setattr(exporting, "EXPORT_PAGE", page)
        answer = client.get(f"{SHEETS}/{sheet_id}/export.json", headers=bearer(token))
        assert answer.status_code == 200 and answer.is_streamed
        # the same bytes but the time of the export
        assert _timeless(answer.data) == _timeless(whole_json(app, sheet_id, token))
        assert answer.headers["ETag"] and answer.headers["Content-Disposition"].endswith('.json"')
        streamed_csv = client.get(f"{SHEETS}/{sheet_id}/export.csv", headers=bearer(token))
        assert streamed_csv.status_code == 200 and streamed_csv.data == whole_csv
    assert len(list(csv.reader(io.StringIO(streamed_csv.text)))) > 19
    # the export is imported again as before
    again = client.post(f"{SHEETS}/import", json=answer.get_json())
    assert again.status_code == 201, again.get_json()
    assert again.get_json()["sheet"]["totals"] == answer.get_json()["sheet"]["totals"]


def get_store_csv(app, sheet_id, token) -> bytes:
    with app.app_context():
        return get_store().export_csv(sheet_id, token).encode()


def _timeless(data: bytes) -> bytes:
    head, _, rest = data.partition(b'"exported_at":"')
    return head + rest.partition(b'"')[2]


def test_exports_beyond_the_clients_and_the_sheets_slots_are_refused_and_change_nothing(
    make_app, problem
):
    app = make_app(EXPORTS_PER_CLIENT=1, EXPORTS_PER_SHEET=1, EXPORTS_AT_ONCE=2)
    client = app.test_client()
    sheet_id, token = filled_sheet(client, random.Random(1), deals=9)
    other_id, other_token = filled_sheet(client, random.Random(2), deals=5)
    first = client.get(f"{SHEETS}/{sheet_id}/export.json", headers=bearer(token), buffered=False)
    assert first.status_code == 200  # streaming: its slot is held until it is read and closed
    same_client = client.get(f"{SHEETS}/{other_id}/export.csv", headers=bearer(other_token))
    body = problem(same_client, 429)
    assert same_client.headers["Retry-After"] == "5" and "exporting" in body["detail"]
    elsewhere = {"REMOTE_ADDR": "192.0.2.7"}
    same_sheet = client.get(f"{SHEETS}/{sheet_id}/export.csv", headers=bearer(token),
                            environ_base=elsewhere)  # fmt: skip
    assert problem(same_sheet, 503)["detail"].startswith("This sheet is being exported")
    assert same_sheet.headers["Retry-After"] == "5"
    assert client.get(f"{SHEETS}/{other_id}/export.csv", headers=bearer(other_token),
                      environ_base=elsewhere).status_code == 200  # fmt: skip
    first.get_data()
    first.close()
    after = client.get(f"{SHEETS}/{sheet_id}/export.json", headers=bearer(token))
    assert after.status_code == 200
    assert _timeless(after.data) == _timeless(first.data)  # the refusals changed nothing


def test_a_wrong_token_is_refused_before_the_export_takes_a_slot(make_app, problem):
    app = make_app(EXPORTS_PER_CLIENT=1)
    client = app.test_client()
    sheet_id, token = filled_sheet(client, random.Random(3), deals=5)
    for _ in range(3):
        problem(client.get(f"{SHEETS}/{sheet_id}/export.json", headers=bearer("x" * 43)), 401)
    assert client.get(f"{SHEETS}/{sheet_id}/export.json", headers=bearer(token)).status_code == 200


def test_an_export_ends_when_the_sheet_changes_or_its_token_stops_opening_it(app, client):
    sheet_id, token = filled_sheet(client, random.Random(4), deals=12)
    with app.app_context():
        store = get_store()
        export = store.export_json_pages(sheet_id, token, page=3)
        assert len(next(export.pages)) == 3
        client.delete(f"{SHEETS}/{sheet_id}/entries/{uuid.uuid4()}", headers=bearer(token))
        client.patch(f"{SHEETS}/{sheet_id}", json={"archived": True}, headers=bearer(token))
        with pytest.raises(ExportChanged):
            next(export.pages)
        parts = store.export_csv_parts(sheet_id, token, page=3)
        next(parts), next(parts)
        client.delete(f"{SHEETS}/{sheet_id}", headers=bearer(token))
        with pytest.raises(Exception) as gone:
            list(parts)
        assert getattr(gone.value, "status", None) == 410


def test_a_round_refuses_a_sheet_beyond_its_limit(client, monkeypatch, problem):
    monkeypatch.setattr(round_room, "MAX_ROUND_SHEETS", 2)
    held, edit, _view = new_round(client)
    sheets = []
    for _ in range(3):
        created = client.post(SHEETS, json={"players": FOUR}).get_json()
        sheets.append((created["sheet"], created["edit_token"]))
    for sheet, token in sheets[:2]:
        assert join(client, sheet, token, held, edit).status_code == 200
    version = client.get(f"/api/v1/rounds/{held['id']}", headers=bearer(edit)).get_json()
    refused = join(client, *sheets[2], held, edit)
    body = problem(refused, 422)
    assert "round.id" in body["errors"] and "at most 2 sheets" in body["detail"]
    sheet, token = sheets[2]
    after = client.get(f"{SHEETS}/{sheet['id']}", headers=bearer(token)).get_json()
    assert after["round_id"] is None and after["version"] == sheet["version"]
    again = client.get(f"/api/v1/rounds/{held['id']}", headers=bearer(edit)).get_json()
    assert again == version  # the refusal changed nothing
    # a sheet already in the round is re-seated as before
    assert join(client, *sheets[0], held, edit).status_code == 200
