"""PUT /api/v1/sheets/{id}: an idempotent create under a client-chosen id and tokens, over HTTP."""

import secrets
import uuid

import pytest

from api import create_app
from api.db.store.access import view_token_of
from tests.support.databases import sqlite_database

FOUR = ["Anna", "Bernd", "Clara", "David"]
PROBLEM = "application/problem+json"


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    with sqlite_database(tmp_path_factory.mktemp("put")) as url:
        app = create_app({"TESTING": True, "DATABASE_URL": url, "RATELIMIT_ENABLED": False})
        yield app.test_client()


def tokens():
    """A client's pair: a random edit token and the view token derived from it."""
    edit = secrets.token_urlsafe(32)
    return edit, view_token_of(edit)


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def test_a_retried_create_answers_200_with_the_sheet_and_its_entries(client):
    sid, (edit, view) = str(uuid.uuid4()), tokens()
    body = {"players": FOUR, "title": "Offline", "view_token": view, "cents_per_point": 5}
    r = client.put(f"/api/v1/sheets/{sid}", json=body, headers=bearer(edit))
    assert r.status_code == 201 and r.json["outcome"] == "created"
    assert r.headers["Location"] == f"/api/v1/sheets/{sid}" and r.headers["ETag"] == '"0"'
    assert "edit_token" not in r.json and view not in r.get_data(as_text=True)
    entry = {"revision": 1, "record": {"game": "dreier", "declarer": "Anna", "won": True}}
    r = client.put(f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}", json=entry, headers=bearer(edit))
    assert r.status_code == 201
    r = client.put(f"/api/v1/sheets/{sid}", json=body, headers=bearer(edit))
    assert r.status_code == 200 and r.json["outcome"] == "unchanged"
    assert r.json["sheet"]["deals"] == 1 and r.json["sheet"]["cents_per_point"] == 5
    r = client.get(f"/api/v1/sheets/{sid}", headers=bearer(view))
    assert r.status_code == 200 and len(r.json["entries"]) == 1


def test_conflicts_and_bad_input_are_problems_naming_the_field(client):
    sid, (edit, view) = str(uuid.uuid4()), tokens()
    body = {"players": FOUR, "view_token": view}
    assert client.put(f"/api/v1/sheets/{sid}", json=body, headers=bearer(edit)).status_code == 201
    r = client.put(f"/api/v1/sheets/{sid}", json={**body, "title": "x"}, headers=bearer(edit))
    assert r.status_code == 409 and r.mimetype == PROBLEM
    assert r.json["type"] == "/api/v1/problems/sheet-exists" and "title" in r.json["detail"]
    r = client.put(f"/api/v1/sheets/{sid}", json=body, headers=bearer(tokens()[0]))
    assert r.status_code == 409
    r = client.put(f"/api/v1/sheets/{uuid.uuid4()}", json=body)
    assert r.status_code == 401 and r.headers["WWW-Authenticate"].startswith("Bearer")
    r = client.put(f"/api/v1/sheets/{uuid.uuid4()}", json={"players": FOUR}, headers=bearer(edit))
    assert r.status_code == 422 and "view_token" in r.json["errors"]
    r = client.put(
        f"/api/v1/sheets/{uuid.uuid4()}", json={**body, "view_token": "x"}, headers=bearer(edit)
    )
    assert r.status_code == 422 and r.json["field"] == "view_token" and r.json["value"] is None
    r = client.put(
        f"/api/v1/sheets/{uuid.uuid4()}", json={**body, "players": ["A"]}, headers=bearer(edit)
    )
    assert r.status_code == 422 and "players" in r.json["errors"]


def test_openapi_documents_the_idempotent_create(client):
    spec = client.get("/api/v1/openapi.json").json
    op = spec["paths"]["/api/v1/sheets/{sheet_id}"]["put"]
    assert {"200", "201", "401", "409", "422"} <= set(op["responses"])
    assert op["security"] == [{"sheetToken": []}]
    shapes = op["requestBody"]["content"]["application/json"]["schema"]["oneOf"]  # per family
    names = [shape["$ref"].rsplit("/", 1)[1] for shape in shapes]
    assert names == ["SheetPut", "HaferlSheetPut"]
    for name in names:
        assert "view_token" in spec["components"]["schemas"][name]["required"]
