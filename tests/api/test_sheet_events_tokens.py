"""Each live stream checks its own token (issue 32, 1): the streams of one sheet share one
rendering of each page, never one token's look. A sheet that leaves its round, a round deleted, a
token no longer stored: the streams of that token get nothing more and end, while a stream of
a token that still opens the sheet, opened first in the same process, keeps receiving."""

import uuid

import pytest
from sqlalchemy import update

from api.db import get_store
from api.db.models import Sheet
from api.events import EXTENSION

from .conftest import make_app
from .test_rounds import MEMBERS, bearer, join, new_round
from .test_sheet_events import Reader, dreier, open_stream

SHEETS = "/api/v1/sheets"
#: a heartbeat every 2 s over a lifetime of 60 s: a stream that ran to its end would have sent
#: about 30 keep-alive comments; one ended by its token at most a few
KEEP_ALIVES_BEFORE_THE_END = 10


@pytest.fixture
def app():
    """The streams look at the version once a heartbeat (as with Redis) unless a write rings:
    a look shared between tokens would let the round's streams read on after the leave."""
    return make_app(EVENTS_HEARTBEAT=2, EVENTS_POLL=60, EVENTS_LIFETIME=60, EVENTS_REDIS_URL="")


@pytest.fixture
def round_sheet(app):
    """A sheet in a round: (client, sheet id, the sheet's edit token, the round, its tokens)."""
    client = app.test_client()
    held, round_edit, round_view = new_round(client)
    body = client.post(SHEETS, json={"players": MEMBERS[:4]}).get_json()
    joined = join(client, body["sheet"], body["edit_token"], held, round_edit)
    assert joined.status_code == 200, joined.get_json()
    return client, body["sheet"]["id"], body["edit_token"], held, round_edit, round_view


def put(client, sheet_id, token, record):
    """A new entry; its answer closed, as a server closes it: the write's streams are rung then
    (an answer left open rings nobody, and the streams would only find it at their next look)."""
    entry_id = str(uuid.uuid4())
    response = client.put(
        f"{SHEETS}/{sheet_id}/entries/{entry_id}",
        json={"revision": 1, "record": record},
        headers=bearer(token),
    )
    response.close()
    assert response.status_code == 201
    return entry_id


def entry_ids(event):
    return [e["id"] for e in event[2]["entries"]]


def assert_ended_without_another_event(readers):
    for reader in readers:
        assert reader.next() is None  # no event: the stream ended
        assert reader.comments < KEEP_ALIVES_BEFORE_THE_END  # by its token, not its lifetime


def test_a_sheet_that_left_its_round_ends_the_rounds_streams_and_the_sheets_go_on(round_sheet):
    client, sheet_id, edit, held, round_edit, round_view = round_sheet
    own = Reader(open_stream(client, sheet_id, edit))  # the first reader: the bug's shared look
    rounds = [Reader(open_stream(client, sheet_id, round_view)) for _ in range(3)]
    for reader in (own, *rounds):
        assert reader.next()[1] == "change"
    first = put(client, sheet_id, edit, dreier())
    for reader in (own, *rounds):  # while in the round, every token reads
        assert entry_ids(reader.next()) == [first]
    left = client.patch(
        f"{SHEETS}/{sheet_id}",
        json={"round": None},
        headers={**bearer(edit), "X-Round-Token": round_edit},
    )
    left.close()  # (rings its streams)
    assert left.status_code == 200 and left.get_json()["sheet"]["round_id"] is None
    later = [put(client, sheet_id, edit, dreier(p)) for p in ("Bernd", "Clara", "David", "Anna")]
    seen = []
    while len(seen) < len(later):  # the sheet's own token: the leave, then every entry
        seen += entry_ids(own.next())
    assert seen == later
    assert_ended_without_another_event(rounds)
    assert client.get(f"{SHEETS}/{sheet_id}", headers=bearer(round_view)).status_code == 401
    assert open_stream(client, sheet_id, round_view).status_code == 401


def test_a_deleted_round_ends_the_streams_of_its_tokens(round_sheet):
    client, sheet_id, edit, held, round_edit, round_view = round_sheet
    own = Reader(open_stream(client, sheet_id, edit))
    rounds = [Reader(open_stream(client, sheet_id, t)) for t in (round_view, round_edit)]
    for reader in (own, *rounds):
        assert reader.next()[1] == "change"
    deleted = client.delete(f"/api/v1/rounds/{held['id']}", headers=bearer(round_edit))
    deleted.close()
    assert deleted.status_code == 204
    entry = put(client, sheet_id, edit, dreier())
    assert entry_ids(own.next()) == [entry]  # the sheet's new version (it left) and the entry
    assert_ended_without_another_event(rounds)


def test_a_token_no_longer_stored_ends_its_streams_and_the_others_go_on(app):
    """No request changes a sheet's tokens today; whatever does (here the stored hash itself),
    the streams of the old token end at the next look — the write that changed it rings."""
    client = app.test_client()
    body = client.post(SHEETS, json={"players": MEMBERS[:4]}).get_json()
    sheet_id, edit, view = body["sheet"]["id"], body["edit_token"], body["view_token"]
    own = Reader(open_stream(client, sheet_id, edit))
    viewers = [Reader(open_stream(client, sheet_id, view)) for _ in range(2)]
    for reader in (own, *viewers):
        assert reader.next()[1] == "change"
    with get_store(app).engine.begin() as conn:  # the view token revoked
        conn.execute(update(Sheet).where(Sheet.id == sheet_id).values(view_token_hash="0" * 64))
    app.extensions[EXTENSION][0].publish(sheet_id, 0)
    entry = put(client, sheet_id, edit, dreier())
    assert entry_ids(own.next()) == [entry]  # the first to look: its own token opens it
    assert_ended_without_another_event(viewers)


def test_a_stream_opened_by_a_wrong_token_after_a_right_one_is_refused(app):
    client = app.test_client()
    body = client.post(SHEETS, json={"players": MEMBERS[:4]}).get_json()
    sheet_id, view = body["sheet"]["id"], body["view_token"]
    reader = Reader(open_stream(client, sheet_id, view))
    reader.next()
    assert open_stream(client, sheet_id, str(uuid.uuid4())).status_code == 401
