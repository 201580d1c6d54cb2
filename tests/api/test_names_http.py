"""Names that hide characters and names made to be CSV formulas, through a live gunicorn
(deploy/gunicorn.conf.py) on SQLite and on the real PostgreSQL (issue 26): the 422 problem names
the player and the code point, and the CSV a browser downloads holds no formula cell however a
spreadsheet splits it."""

import json
import re

import pytest

from tests.support.databases import postgres_database

from .live import live_gunicorn

SHAPE = {"type", "title", "status", "detail", "kind", "field", "value", "errors", "request_id"}


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def live(request, tmp_path_factory):
    """One live server per database for this module's requests."""
    tmp_path = tmp_path_factory.mktemp("names")
    if request.param == "sqlite":
        with live_gunicorn(tmp_path) as server:
            yield server
        return
    with (
        postgres_database(request.getfixturevalue("pg_base_url")) as url,
        live_gunicorn(tmp_path, DATABASE_URL=url) as server,
    ):
        yield server


def test_a_zero_width_name_is_a_422_naming_the_player_and_the_code_point(live):
    players = ["Anna", "An\u200bna", "Clara", "David"]
    status, headers, body = live.request("POST", "/api/v1/sheets", {"players": players})
    assert status == 422
    assert headers["Content-Type"].startswith("application/problem+json")
    problem = json.loads(body)
    assert set(problem) >= SHAPE
    assert (problem["kind"], problem["field"], problem["value"]) == (
        "malformed",
        "players.1",
        players[1],
    )
    assert problem["detail"].startswith("players.1: U+200B ")
    assert "players.1" in problem["errors"]
    # the same table without the invisible character is a sheet
    status, _, body = live.request(
        "POST", "/api/v1/sheets", {"players": ["Anna", "Anne", "Clara", "David"]}
    )
    assert status == 201, body


def test_the_downloaded_csv_of_formula_names_holds_no_formula_however_split(live):
    names = ["a;=1+1;b", "x,@SUM(1)", "Clara", "David"]
    status, _, body = live.request("POST", "/api/v1/sheets", {"players": names, "title": "=Runde"})
    assert status == 201, body
    created = json.loads(body)
    sid, auth = created["sheet"]["id"], {"Authorization": f"Bearer {created['edit_token']}"}
    record = {"revision": 1, "record": {"game": "dreier", "declarer": names[0], "won": True}}
    path = f"/api/v1/sheets/{sid}/entries/00000000-0000-4000-8000-000000000001"
    assert live.request("PUT", path, record, headers=auth)[0] == 201
    status, headers, body = live.request("GET", f"/api/v1/sheets/{sid}/export.csv", headers=auth)
    assert status == 200 and headers["Content-Type"].startswith("text/csv")
    text = body.decode("utf-8")
    assert "a;'=1+1;b" in text and "x,'@SUM(1)" in text
    for sep in (",", ";", "\t"):
        for cell in (c for line in text.split("\r\n") for c in line.split(sep)):
            start = cell.lstrip(' \t"')
            assert not start.startswith(("=", "+", "@")), (sep, cell)
            assert not start.startswith("-") or re.fullmatch(r"-\d+", start), (sep, cell)
