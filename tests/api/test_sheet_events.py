"""GET /sheets/{id}/events in one process (the Flask test client): the token first, the first
event, Last-Event-ID, the end of a deleted sheet's stream, the bounds. Several workers, Redis and
nginx: test_sheet_events_live.py and tests/deploy/test_nginx.py."""

import json
import time
import uuid

import pytest

from api.events import Notifier, StreamSlots, redis_url

from .conftest import is_problem, make_app

SHEET = {"players": ["Anna", "Bernd", "Clara", "David"]}


def dreier(declarer="Anna", won=True):
    return {"game": "dreier", "declarer": declarer, "won": won}


@pytest.fixture
def events_app():
    return make_app(EVENTS_HEARTBEAT=0.2, EVENTS_LIFETIME=5, EVENTS_REDIS_URL="")


@pytest.fixture
def sheet(events_app):
    body = events_app.test_client().post("/api/v1/sheets", json=SHEET).get_json()
    return body["sheet"]["id"], body["edit_token"], body["view_token"]


def put(client, sheet_id, token, record, entry_id=None, revision=1):
    entry_id = entry_id or str(uuid.uuid4())
    response = client.put(
        f"/api/v1/sheets/{sheet_id}/entries/{entry_id}",
        json={"revision": revision, "record": record},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert response.status_code in (200, 201), response.get_data(as_text=True)
    return entry_id


class Reader:
    """Events parsed from the test client's unbuffered answer, chunk by chunk."""

    def __init__(self, response):
        self.response, self.chunks, self.comments = response, iter(response.response), 0

    def next(self):
        while True:
            chunk = next(self.chunks, None)
            if chunk is None:
                return None
            text = chunk.decode()
            if text.startswith(":"):
                self.comments += 1
                continue
            fields = dict(line.split(": ", 1) for line in text.strip().split("\n"))
            if "data" in fields:
                return fields.get("id"), fields.get("event"), json.loads(fields["data"])


def open_stream(client, sheet_id, token, **headers):
    auth = {"Authorization": f"Bearer {token}"} if token else {}
    return client.get(
        f"/api/v1/sheets/{sheet_id}/events", headers={**auth, **headers}, buffered=False
    )


def test_no_token_and_a_wrong_token_are_401_before_any_stream(events_app, sheet):
    client = events_app.test_client()
    sheet_id, _, _ = sheet
    is_problem(open_stream(client, sheet_id, None), 401)
    is_problem(open_stream(client, sheet_id, "not-the-token"), 401)
    is_problem(open_stream(client, str(uuid.uuid4()), "not-the-token"), 401)


def test_the_view_token_listens_and_the_first_event_holds_the_totals(events_app, sheet):
    client = events_app.test_client()
    sheet_id, edit, view = sheet
    put(client, sheet_id, edit, dreier())
    response = open_stream(client, sheet_id, view)
    assert response.status_code == 200
    assert response.mimetype == "text/event-stream"
    assert response.headers["X-Accel-Buffering"] == "no"
    assert response.headers["Cache-Control"] == "no-cache"
    event_id, kind, data = Reader(response).next()
    # no Last-Event-ID: from now on, with the totals as they are
    assert (event_id, kind, data["since"], data["entries"]) == ("1", "change", 1, [])
    assert (
        data["sheet"]["totals"]
        == client.get(
            f"/api/v1/sheets/{sheet_id}", headers={"Authorization": f"Bearer {view}"}
        ).get_json()["totals"]
    )
    response.close()


def test_last_event_id_sends_what_changed_after_it_first(events_app, sheet):
    client = events_app.test_client()
    sheet_id, edit, _ = sheet
    ids = [put(client, sheet_id, edit, dreier(p)) for p in ("Anna", "Bernd", "Clara")]
    reader = Reader(open_stream(client, sheet_id, edit, **{"Last-Event-ID": "1"}))
    event_id, _, data = reader.next()
    assert event_id == "3" and data["since"] == 1
    assert [e["id"] for e in data["entries"]] == ids[1:]
    # ?since= does the same when there is no header; the header wins over it
    query = client.get(
        f"/api/v1/sheets/{sheet_id}/events?since=2",
        headers={"Authorization": f"Bearer {edit}"},
        buffered=False,
    )
    assert [e["id"] for e in Reader(query).next()[2]["entries"]] == ids[2:]
    both = client.get(
        f"/api/v1/sheets/{sheet_id}/events?since=2",
        headers={"Authorization": f"Bearer {edit}", "Last-Event-ID": "0"},
        buffered=False,
    )
    assert [e["id"] for e in Reader(both).next()[2]["entries"]] == ids


def test_a_write_in_this_process_reaches_the_stream_at_once(events_app, sheet):
    client = events_app.test_client()
    sheet_id, edit, view = sheet
    reader = Reader(open_stream(client, sheet_id, view))
    reader.next()
    entry = put(client, sheet_id, edit, dreier("Bernd"))
    started = time.monotonic()
    event_id, _, data = reader.next()
    assert time.monotonic() - started < 0.5  # rung, not polled (no Redis in this app)
    assert event_id == "1" and [e["id"] for e in data["entries"]] == [entry]
    assert data["sheet"]["totals"]["points"]["Bernd"] > 0
    client.delete(
        f"/api/v1/sheets/{sheet_id}/entries/{entry}", headers={"Authorization": f"Bearer {edit}"}
    )
    event_id, _, data = reader.next()
    assert event_id == "2" and data["entries"][0]["deleted"] is True


@pytest.mark.parametrize("value", ["x", "-1", "1.5", "9" * 30, "٣"])
def test_a_last_event_id_that_is_no_version_is_a_422_naming_it(events_app, sheet, value):
    sheet_id, edit, _ = sheet
    response = open_stream(events_app.test_client(), sheet_id, edit, **{"Last-Event-ID": value})
    body = is_problem(response, 422)
    assert list(body["errors"]) == ["Last-Event-ID"]


def test_a_deleted_sheet_ends_the_stream_with_a_gone_event(events_app, sheet):
    client = events_app.test_client()
    sheet_id, edit, view = sheet
    reader = Reader(open_stream(client, sheet_id, view))
    reader.next()
    assert (
        client.delete(
            f"/api/v1/sheets/{sheet_id}", headers={"Authorization": f"Bearer {edit}"}
        ).status_code
        == 204
    )
    event_id, kind, data = reader.next()
    assert kind == "gone" and data["status"] == 410 and event_id is None
    assert reader.next() is None  # the stream ended
    is_problem(open_stream(client, sheet_id, view), 410)  # and opens no more


def test_an_idle_stream_sends_keep_alive_comments_and_ends_after_its_lifetime():
    app = make_app(EVENTS_HEARTBEAT=0.1, EVENTS_LIFETIME=0.5, EVENTS_REDIS_URL="")
    client = app.test_client()
    body = client.post("/api/v1/sheets", json=SHEET).get_json()
    reader = Reader(open_stream(client, body["sheet"]["id"], body["view_token"]))
    started = time.monotonic()
    reader.next()
    assert reader.next() is None
    assert 0.4 < time.monotonic() - started < 2
    assert reader.comments >= 3


def test_streams_beyond_the_bound_are_503_with_retry_after_and_a_closed_one_frees_its_slot():
    app = make_app(EVENTS_MAX_STREAMS=1, EVENTS_REDIS_URL="")
    client = app.test_client()
    body = client.post("/api/v1/sheets", json=SHEET).get_json()
    sheet_id, view = body["sheet"]["id"], body["view_token"]
    first = open_stream(client, sheet_id, view)
    assert first.status_code == 200
    refused = open_stream(client, sheet_id, view)
    is_problem(refused, 503)
    assert refused.headers["Retry-After"]
    first.close()  # the client left (the server closes the answer)
    again = open_stream(client, sheet_id, view)
    assert again.status_code == 200
    again.close()


def test_the_openapi_document_describes_the_event_stream(events_app):
    spec = events_app.test_client().get("/api/v1/openapi.json").get_json()
    operation = spec["paths"]["/api/v1/sheets/{sheet_id}/events"]["get"]
    assert operation["security"] == [{"sheetToken": []}]
    names = sorted((p["in"], p["name"]) for p in operation["parameters"])
    assert names == [("header", "Last-Event-ID"), ("query", "since")]
    ok = operation["responses"]["200"]
    assert list(ok["content"]) == ["text/event-stream"]
    assert "Last-Event-ID" in ok["description"] and "gone" in ok["description"]
    assert {"401", "404", "410", "422", "503"} <= set(operation["responses"])


def test_a_write_succeeds_when_redis_is_unreachable():
    notifier = Notifier("redis://127.0.0.1:1/0")
    started = time.monotonic()
    notifier.publish(str(uuid.uuid4()), 3)  # logged, never raised
    notifier.publish(str(uuid.uuid4()), 4)  # and not tried again at once
    assert time.monotonic() - started < 2.5
    assert not notifier.live


def test_redis_is_the_rate_limiters_unless_configured_otherwise():
    assert redis_url({"RATELIMIT_STORAGE_URI": "redis://r:6379/0"}) == "redis://r:6379/0"
    assert redis_url({"RATELIMIT_STORAGE_URI": "machine://"}) is None
    assert redis_url({"RATELIMIT_STORAGE_URI": "redis://r", "EVENTS_REDIS_URL": ""}) is None
    assert redis_url({"EVENTS_REDIS_URL": "redis://e:1/2"}) == "redis://e:1/2"


def test_a_slot_released_twice_counts_once():
    slots = StreamSlots(1)
    release = slots.take()
    assert release is not None and slots.take() is None
    release()
    release()
    assert slots.open == 0


def test_the_streams_of_a_token_share_one_look_at_its_version_and_one_rendering():
    from api.events import Feed

    feed, reads, renders = Feed(), [], []

    def read():
        reads.append(1)
        return 7 + len(reads)

    def render(since):
        renders.append(since)
        return (since + 1, f"page after {since}", False, 8)

    assert feed.version("view", read, 60) == 8
    assert feed.version("view", read, 60) == 8 and len(reads) == 1  # another stream: no read
    assert feed.page(3, render) == feed.page(3, render) and renders == [3]
    feed.ring()  # a write was announced: the next look reads, whatever its age
    assert feed.version("view", read, 60) == 9 and len(reads) == 2
    assert feed.page(3, render) and renders == [3, 3]  # a new version: rendered again
    assert feed.version("view", read, 0) == 10  # too old: read again
    assert feed.version("view", read, 60, at_least=11) == 11  # a page of a later version


def test_each_token_looks_for_itself_and_a_refused_look_is_shared_by_none():
    from api.db.errors import InvalidToken
    from api.events import Feed

    feed, reads = Feed(), []

    def opens(version):
        def read():
            reads.append(version)
            return version

        return read

    def refused():
        raise InvalidToken("This token does not open a sheet with this id.")

    assert feed.version("sheet", opens(4), 60) == 4
    with pytest.raises(InvalidToken):  # another token: its own look, not the first one's
        feed.version("round", refused, 60)
    with pytest.raises(InvalidToken):  # and again: a refusal is never kept as a pass
        feed.version("round", refused, 60)
    assert feed.version("sheet", opens(5), 60) == 4 and reads == [4]


def test_a_ring_during_a_look_is_not_lost():
    from api.events import Feed

    feed = Feed()
    versions = iter([1, 2])

    def read_while_a_write_lands():
        feed.ring()  # announced while this read is on its way (it may not see the write)
        return next(versions)

    assert feed.version("t", read_while_a_write_lands, 60) == 1
    assert feed.version("t", lambda: 2, 60) == 2  # looked again


def test_an_idle_stream_holds_no_database_connection(tmp_path):
    from api.db import get_store
    from tests.support.databases import sqlite_database

    with sqlite_database(tmp_path) as url:
        app = make_app(DATABASE_URL=url, EVENTS_HEARTBEAT=0.1, EVENTS_REDIS_URL="")
        client = app.test_client()
        body = client.post("/api/v1/sheets", json=SHEET).get_json()
        readers = [
            Reader(open_stream(client, body["sheet"]["id"], body["view_token"])) for _ in range(3)
        ]
        for reader in readers:
            reader.next()
        pool = get_store(app).engine.pool
        assert pool.checkedout() == 0  # three streams waiting, no connection taken
        put(client, body["sheet"]["id"], body["edit_token"], dreier())
        for reader in readers:
            assert reader.next()[0] == "1"
        assert pool.checkedout() == 0
