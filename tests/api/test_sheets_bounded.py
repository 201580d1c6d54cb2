"""A maximal sheet through a live gunicorn (deploy/gunicorn.conf.py: gevent workers, killed after
30 s), on SQLite and PostgreSQL: an import of 10,000 entries settles and answers 201 (its worker
is not killed), the sheet then takes no new entry (422 naming ``entries``), reads page by page,
and an import beyond 10,000 entries or beyond the import's byte limit is refused before any of it
is settled."""

import json
import random
import threading
import uuid

import pytest

from api.db.models import MAX_ENTRIES
from api.resources.sheets import IMPORT_MAX_BYTES
from tests.support.databases import postgres_database
from tests.support.records import sample_record

from .live import live_gunicorn

FOUR = ["Anna", "Bernd", "Clara", "David"]


def export(n: int, rng: random.Random) -> bytes:
    entries = [
        {"id": str(uuid.uuid4()), "record": sample_record(rng, FOUR), "deleted": i % 50 == 49}
        for i in range(n)
    ]
    sheet = {"players": FOUR, "profile": {"id": "ooe-2023"}, "title": f"{n} deals"}
    doc = {"format": "tarock-sheet", "format_version": 1, "sheet": sheet, "entries": entries}
    return json.dumps(doc).encode()


@pytest.fixture(params=["sqlite", "postgresql"])
def live(request, tmp_path):
    if request.param == "sqlite":
        with live_gunicorn(tmp_path) as server:
            yield server
    else:
        with (
            postgres_database(request.getfixturevalue("pg_base_url")) as url,
            live_gunicorn(tmp_path, DATABASE_URL=url) as server,
        ):
            yield server


def test_a_maximal_import_settles_and_the_full_sheet_stays_bounded(live):
    rng = random.Random(26)
    status, _, body = live.request("POST", "/api/v1/sheets/import", raw=export(MAX_ENTRIES, rng),
                                   timeout=60)  # fmt: skip
    assert status == 201, body[:500]
    created = json.loads(body)
    sid, edit = created["sheet"]["id"], created["edit_token"]
    assert created["sheet"]["version"] == MAX_ENTRIES
    assert created["sheet"]["deals"] == MAX_ENTRIES - MAX_ENTRIES // 50  # every 50th a tombstone
    auth = {"Authorization": f"Bearer {edit}"}
    entry = json.dumps({"revision": 1, "record": sample_record(rng, FOUR)}).encode()
    status, _, body = live.request("PUT", f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}",
                                   raw=entry, headers={**auth, "Content-Type": "application/json"})  # fmt: skip
    problem = json.loads(body)
    del problem["request_id"]
    reason = (
        "a sheet holds at most 10,000 entries, deleted ones included (this one has 10,000): "
        "start a new sheet"
    )
    assert (status, problem) == (422, {
        "type": "/api/v1/problems/not-allowed", "title": "Not allowed", "status": 422,
        "detail": f"entries: {reason}", "kind": "not-allowed", "field": "entries", "value": None,
        "errors": {"entries": [reason]},
    })  # fmt: skip
    status, _, body = live.request("GET", f"/api/v1/sheets/{sid}", headers=auth)
    page = json.loads(body)
    assert status == 200 and len(page["entries"]) == 200 and page["next_after"] == 204
    assert page["totals"] == created["sheet"]["totals"]
    status, _, body = live.request("GET", f"/api/v1/sheets/{sid}?after=9990", headers=auth)
    last = json.loads(body)
    # deal 10,000 is a tombstone (every 50th is)
    assert [e["seq"] for e in last["entries"]] == list(range(9991, 10000))
    assert last["next_after"] is None


def test_an_import_beyond_the_limits_is_refused_unsettled(live):
    rng = random.Random(27)
    status, _, body = live.request("POST", "/api/v1/sheets/import",
                                   raw=export(MAX_ENTRIES + 1, rng), timeout=30)  # fmt: skip
    problem = json.loads(body)
    assert status == 422 and problem["field"] == "entries"
    assert problem["errors"] == {
        "entries": ["a sheet holds at most 10,000 entries, deleted ones included"]
    }
    padding = b" " * (IMPORT_MAX_BYTES + 1)
    status, _, body = live.request("POST", "/api/v1/sheets/import", raw=b"{" + padding + b"}",
                                   timeout=30)  # fmt: skip
    assert status == 413 and json.loads(body)["detail"] == (
        f"The request body is larger than {IMPORT_MAX_BYTES} bytes."
    )
    assert live.request("GET", "/livez")[0] == 200


def test_imports_at_once_take_turns_and_the_server_answers_meanwhile(live):
    """One import at a time per worker; the others wait cooperatively (a lock that blocked the
    gevent hub would stall the worker until gunicorn killed it)."""
    rng = random.Random(28)
    bodies = [export(2_000, rng) for _ in range(4)]
    results: list = []

    def post(body):
        results.append(live.request("POST", "/api/v1/sheets/import", raw=body, timeout=60)[0])

    threads = [threading.Thread(target=post, args=(body,)) for body in bodies]
    for t in threads:
        t.start()
    assert live.request("GET", "/livez", timeout=30)[0] == 200
    for t in threads:
        t.join(timeout=90)
    assert sorted(results) == [201, 201, 201, 201]
