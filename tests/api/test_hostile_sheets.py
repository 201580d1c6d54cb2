"""Hostile input on the sheet routes (issue 26), over HTTP on SQLite and PostgreSQL, each class with
its exact status and problem: made-up edit tokens, squatting with a view link, query integers that
are not ASCII digits, pages beyond their bounds, a sheet or an import beyond 10,000 entries, and
every route on a deleted sheet."""

import secrets
import uuid

import pytest

from api import create_app
from api.db import get_store
from api.db.models import MAX_ENTRIES
from api.db.store.access import view_token_of
from tests.support.databases import postgres_database, sqlite_database

FOUR = ["Anna", "Bernd", "Clara", "David"]
DREIER = {"game": "dreier", "declarer": "Anna", "won": True}
URL = "/api/v1/sheets"
PROBLEM = "application/problem+json"


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def client(request, tmp_path_factory):
    if request.param == "sqlite":
        database = sqlite_database(tmp_path_factory.mktemp("hostile-sheets"))
    else:
        database = postgres_database(request.getfixturevalue("pg_base_url"))
    with database as url:
        app = create_app({"TESTING": True, "DATABASE_URL": url, "RATELIMIT_ENABLED": False})
        yield app.test_client()
        app.extensions[
            get_store(app).engine.dispose()
        ].engine.dispose() if "tarock_store" in app.extensions else None


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def problem(r, status: int) -> dict:
    """The problem body without its request id (which differs each time)."""
    assert r.status_code == status, r.get_data(as_text=True)
    assert r.mimetype == PROBLEM
    body = r.get_json()
    assert body.pop("request_id") == r.headers["X-Request-ID"]
    return body


def invalid(field: str, reason: str, value=None, kind: str = "malformed") -> dict:
    """The one shape of a 422 (api/problems.py)."""
    titles = {"malformed": "Malformed input", "inconsistent": "Inconsistent input",
              "not-allowed": "Not allowed"}  # fmt: skip
    return {
        "type": f"/api/v1/problems/{kind}",
        "title": titles[kind],
        "status": 422,
        "detail": f"{field}: {reason}",
        "kind": kind,
        "field": field,
        "value": value,
        "errors": {field: [reason]},
    }


def new_sheet(client) -> tuple[str, str, str]:
    r = client.post(URL, json={"players": FOUR, "title": "Stammtisch"})
    assert r.status_code == 201
    return r.json["sheet"]["id"], r.json["edit_token"], r.json["view_token"]


# --- tokens: made up, and squatting ---------------------------------------------------------------

TOKEN_SHAPE = (
    "a sheet token is 43 characters of A-Z, a-z, 0-9, '-' and '_' (256 random bits, base64url)"
)


@pytest.mark.parametrize(
    ("token", "reason"),
    [
        ("A" * 43, "not a random secret (too few different characters): make it of 256 random bits"),
        (("Ab1-" * 11)[:43], "not a random secret (too few different characters): make it of 256 random bits"),
        (("ABCDEFGHIJKLMNOPQRSTU" * 3)[:43], "not a random secret (a repeated pattern): make it of 256 random bits"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopq", "not a random secret (a run of the alphabet): make it of 256 random bits"),
        (secrets.token_urlsafe(32)[:42], TOKEN_SHAPE),
        (secrets.token_urlsafe(48), TOKEN_SHAPE),
        (secrets.token_urlsafe(32)[:42] + "=", TOKEN_SHAPE),
    ],
)  # fmt: skip
def test_a_made_up_edit_token_is_refused_naming_authorization(client, token, reason):
    sid = str(uuid.uuid4())
    body = {"players": FOUR, "view_token": view_token_of(token)}
    r = client.put(f"{URL}/{sid}", json=body, headers=bearer(token))
    assert problem(r, 422) == invalid("Authorization", reason)
    assert token not in r.get_data(as_text=True)  # a secret is never echoed
    assert client.get(f"{URL}/{sid}", headers=bearer(token)).status_code == 401  # not created


def test_a_reader_with_the_view_link_cannot_create_the_sheet_first(client):
    sid, owner = str(uuid.uuid4()), secrets.token_urlsafe(32)
    view = view_token_of(owner)  # in the share link the app shows before the sheet is uploaded
    squatter = secrets.token_urlsafe(32)
    body = {"players": ["Mallory", "Bernd", "Clara", "David"], "title": "mine", "view_token": view}
    r = client.put(f"{URL}/{sid}", json=body, headers=bearer(squatter))
    assert problem(r, 422) == invalid(
        "view_token",
        "the view token of a new sheet is base64url(SHA-256('tarock-view-token:' + edit token)), "
        "without padding",
        kind="inconsistent",
    )
    assert client.get(f"{URL}/{sid}", headers=bearer(view)).status_code == 401  # nothing there
    owners = {"players": FOUR, "title": "Freitagsrunde", "view_token": view}
    r = client.put(f"{URL}/{sid}", json=owners, headers=bearer(owner))
    assert r.status_code == 201 and r.json["outcome"] == "created"
    r = client.get(f"{URL}/{sid}", headers=bearer(view))  # the link shows the owner's sheet
    assert r.status_code == 200 and r.json["title"] == "Freitagsrunde"
    r = client.put(f"{URL}/{sid}", json=body, headers=bearer(squatter))  # and it stays his
    assert problem(r, 409)["type"] == "/api/v1/problems/sheet-exists"


def test_post_makes_the_view_token_from_the_edit_token(client):
    _, edit, view = new_sheet(client)
    assert view == view_token_of(edit) and len(view) == 43


# --- query integers: ASCII digits only ------------------------------------------------------------

DIGITS = "Expected a whole number written with the digits 0-9 only."


@pytest.mark.parametrize(
    ("route", "name", "text"),
    [
        ("changes", "since", "١٢"),
        ("changes", "since", "1_0"),
        ("changes", "since", "+5"),
        ("changes", "since", " 5"),
        ("changes", "limit", "٥"),
        ("changes", "since", "5\n"),
        ("sheet", "limit", "1_0"),
        ("sheet", "after", "+5"),
        ("sheet", "after", "-1"),
        ("delete", "revision", "٢"),
    ],
)
def test_query_integers_are_ascii_digits_only(client, route, name, text):
    sid, edit, _ = new_sheet(client)
    path = {
        "changes": f"{URL}/{sid}/changes",
        "sheet": f"{URL}/{sid}",
        "delete": f"{URL}/{sid}/entries/{uuid.uuid4()}",
    }[route]
    call = client.delete if route == "delete" else client.get
    r = call(path, query_string={name: text}, headers=bearer(edit))
    assert problem(r, 422) == invalid(f"query.{name}", DIGITS, text)


def test_the_digits_themselves_are_read(client):
    sid, edit, _ = new_sheet(client)
    r = client.get(f"{URL}/{sid}/changes", query_string={"since": "0012"}, headers=bearer(edit))
    assert r.status_code == 200 and r.json["since"] == 12


# --- pages ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "text"), [("limit", "0"), ("limit", "501")])
def test_a_page_is_1_to_500_entries(client, name, text):
    sid, edit, _ = new_sheet(client)
    r = client.get(f"{URL}/{sid}", query_string={name: text}, headers=bearer(edit))
    reason = "Must be greater than or equal to 1 and less than or equal to 500."
    assert problem(r, 422) == invalid(f"query.{name}", reason, text)


def test_get_pages_by_deal_number(client):
    sid, edit, view = new_sheet(client)
    for _ in range(5):
        r = client.put(
            f"{URL}/{sid}/entries/{uuid.uuid4()}",
            json={"revision": 1, "record": DREIER},
            headers=bearer(edit),
        )
        assert r.status_code == 201
    r = client.get(f"{URL}/{sid}?limit=2", headers=bearer(view))
    assert [e["seq"] for e in r.json["entries"]] == [1, 2] and r.json["next_after"] == 2
    assert r.json["deals"] == 5 and r.json["totals"]["points"]["Anna"] > 0  # all of them
    r = client.get(f"{URL}/{sid}?limit=2&after=4", headers=bearer(view))
    assert [e["seq"] for e in r.json["entries"]] == [5] and r.json["next_after"] is None
    r = client.get(f"{URL}/{sid}", headers=bearer(view))
    assert len(r.json["entries"]) == 5 and r.json["next_after"] is None


# --- limits ---------------------------------------------------------------------------------------


def test_an_import_of_more_than_10000_entries_is_refused_unread(client):
    entry = {"id": "00000000-0000-4000-8000-000000000000", "record": DREIER}
    body = {
        "format": "tarock-sheet",
        "format_version": 1,
        "sheet": {"players": FOUR, "profile": {"id": "ooe-2023"}},
        "entries": [entry] * (MAX_ENTRIES + 1),
    }
    r = client.post(f"{URL}/import", json=body)
    expected = invalid("entries", "a sheet holds at most 10,000 entries, deleted ones included")
    del expected["value"]  # too long to echo
    assert problem(r, 422) == expected


def test_an_import_body_over_its_limit_is_413(client):
    body = b'{"format": "tarock-sheet", "entries": [' + b" " * (21 * 1024 * 1024) + b"]}"
    r = client.post(f"{URL}/import", data=body, content_type="application/json")
    assert problem(r, 413) == {
        "type": "about:blank",
        "title": "Request Entity Too Large",
        "status": 413,
        "detail": "The request body is larger than 20971520 bytes.",
    }


def test_an_import_waits_its_turn_then_is_503_with_retry_after(client):
    from api.resources import sheets

    sheet = {"players": FOUR, "profile": {"id": "ooe-2023"}}
    body = {"format": "tarock-sheet", "format_version": 1, "sheet": sheet}
    app = client.application
    app.config["SHEET_IMPORT_WAIT"] = 0.05
    assert sheets._import_slots.acquire(timeout=5)  # another import is being settled
    try:
        r = client.post(f"{URL}/import", json=body)
    finally:
        sheets._import_slots.release()
        del app.config["SHEET_IMPORT_WAIT"]
    assert problem(r, 503) == {
        "type": "about:blank",
        "title": "Service Unavailable",
        "status": 503,
        "detail": "Other imports are being settled on this server; retry in a few seconds.",
    }
    assert r.headers["Retry-After"] == "5"
    refused = {**body, "entries": [{"id": "x", "record": DREIER}]}
    assert client.post(f"{URL}/import", json=refused).status_code == 422  # its turn came
    assert client.post(f"{URL}/import", json=body).status_code == 201  # a refusal freed the slot


# --- erasure --------------------------------------------------------------------------------------


def test_delete_with_the_edit_token_then_every_route_is_410_for_any_token(client):
    sid, edit, view = new_sheet(client)
    eid = str(uuid.uuid4())
    entry = {"revision": 1, "record": DREIER}
    assert (
        client.put(f"{URL}/{sid}/entries/{eid}", json=entry, headers=bearer(edit)).status_code
        == 201
    )
    assert problem(client.delete(f"{URL}/{sid}", headers=bearer(view)), 403)["type"] == (
        "/api/v1/problems/read-only-token"
    )
    assert problem(client.delete(f"{URL}/{sid}"), 401)["type"] == "/api/v1/problems/token-required"
    r = client.delete(f"{URL}/{sid}", headers=bearer(edit))
    assert r.status_code == 204 and r.data == b""
    gone = {
        "type": "/api/v1/problems/sheet-gone",
        "title": "This sheet was deleted",
        "status": 410,
        "detail": f"Sheet {sid} was deleted by its owner; nothing of it is kept.",
    }
    routes = [
        ("GET", f"{URL}/{sid}", None),
        ("GET", f"{URL}/{sid}/profile", None),
        ("GET", f"{URL}/{sid}/changes?since=0", None),
        ("GET", f"{URL}/{sid}/export.json", None),
        ("GET", f"{URL}/{sid}/export.csv", None),
        ("POST", f"{URL}/{sid}/audit", {}),
        ("PUT", f"{URL}/{sid}/entries/{eid}", {"revision": 2, "record": DREIER}),
        ("DELETE", f"{URL}/{sid}/entries/{eid}", None),
        ("DELETE", f"{URL}/{sid}", None),
    ]
    for token in (edit, view, secrets.token_urlsafe(32)):
        for method, path, body in routes:
            r = client.open(path, method=method, json=body, headers=bearer(token))
            assert problem(r, 410) == gone, (method, path)
    for method, path, body in routes:  # no token: 401 first
        assert client.open(path, method=method, json=body).status_code == 401
    retry = {"players": FOUR, "view_token": view_token_of(edit)}
    assert problem(client.put(f"{URL}/{sid}", json=retry, headers=bearer(edit)), 410) == gone


def test_a_client_created_sheet_is_deleted_and_its_id_stays_gone(client):
    sid, edit = str(uuid.uuid4()), secrets.token_urlsafe(32)
    body = {"players": FOUR, "view_token": view_token_of(edit)}
    assert client.put(f"{URL}/{sid}", json=body, headers=bearer(edit)).status_code == 201
    assert client.delete(f"{URL}/{sid}", headers=bearer(edit)).status_code == 204
    other = secrets.token_urlsafe(32)
    body = {"players": FOUR, "view_token": view_token_of(other)}
    assert (
        problem(client.put(f"{URL}/{sid}", json=body, headers=bearer(other)), 410)["status"] == 410
    )


# --- the OpenAPI document -------------------------------------------------------------------------


def test_openapi_documents_paging_and_deleting(client):
    spec = client.get("/api/v1/openapi.json").json
    sheet = spec["paths"]["/api/v1/sheets/{sheet_id}"]
    params = {p["name"]: p for p in sheet["get"]["parameters"] if p["in"] == "query"}
    assert params["limit"]["schema"] == {
        "type": "integer",
        "default": 200,
        "minimum": 1,
        "maximum": 500,
    }
    assert params["after"]["schema"]["minimum"] == 0 and params["after"]["schema"]["default"] == 0
    shape = spec["components"]["schemas"]["SheetWithEntries"]["properties"]["next_after"]
    assert shape["nullable"] is True and shape["type"] == "integer"
    assert {"204", "401", "403", "410"} <= set(sheet["delete"]["responses"])
    assert "410" in sheet["get"]["responses"] and "410" in sheet["put"]["responses"]
