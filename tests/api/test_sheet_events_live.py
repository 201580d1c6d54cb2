"""Live updates through a live gunicorn with three gevent workers: two listeners and a writer, each
request on whichever worker takes it, so a write reaches streams in other workers — by Redis
pub/sub, or (no Redis) by the streams' looks at the database. One listener leaves mid-way and
comes back with Last-Event-ID: neither misses a change."""

import json
import os
import threading
import uuid

import pytest
import redis

from bench.sse_client import EventStream

from .live import live_gunicorn

SHEET = {"players": ["Anna", "Bernd", "Clara", "David"]}
PLAYERS = SHEET["players"]


def redis_url() -> str:
    url = os.environ.get("TEST_REDIS_URL") or "redis://127.0.0.1:6379/14"
    try:
        redis.Redis.from_url(url, socket_connect_timeout=2).ping()
    except redis.RedisError as err:
        if os.environ.get("TEST_REDIS_URL"):
            pytest.fail(f"TEST_REDIS_URL={url} is set but Redis does not answer: {err}")
        pytest.skip("no Redis answers at 127.0.0.1:6379")
    return url


@pytest.fixture(params=["redis", "polling"], scope="module")
def server(request, tmp_path_factory):
    env = {"WEB_CONCURRENCY": "3", "TAROCK_RATELIMIT_ENABLED": "false"}
    if request.param == "redis":
        env |= {
            "RATELIMIT_STORAGE_URI": redis_url(),
            "TAROCK_RATELIMIT_KEY_PREFIX": uuid.uuid4().hex,
        }
    else:
        env |= {"TAROCK_EVENTS_REDIS_URL": '""'}
    with live_gunicorn(tmp_path_factory.mktemp(request.param), **env) as live:
        yield live


def call(live, method, path, token=None, body=None):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    status, _, data = live.request(method, path, body=body, headers=headers)
    return status, json.loads(data) if data else None


def new_sheet(live):
    status, body = call(live, "POST", "/api/v1/sheets", body=SHEET)
    assert status == 201
    return body["sheet"]["id"], body["edit_token"], body["view_token"]


class Listener(threading.Thread):
    """Reads a stream until the sheet reaches ``until``; ``leave_at``: close and reconnect with
    Last-Event-ID once an event reaches that version (``left`` is set meanwhile)."""

    def __init__(self, live, sheet_id, token, until, leave_at=None):
        super().__init__(daemon=True)
        self.live, self.sheet_id, self.token = live, sheet_id, token
        self.until, self.leave_at = until, leave_at
        self.events = []
        self.ready, self.left, self.back = threading.Event(), threading.Event(), threading.Event()
        self.error = None

    def run(self):
        try:
            stream = EventStream(self.live.port, self.sheet_id, self.token, timeout=30)
            assert stream.status == 200, stream.body()
            self.ready.set()
            while True:
                event = stream.next()
                assert event is not None, "the stream ended early"
                self.events.append(event)
                version = int(event.id)
                if version >= self.until:
                    return
                if self.leave_at is not None and version >= self.leave_at:
                    self.leave_at = None
                    stream.close()
                    self.left.set()
                    self.back.wait(30)  # the writer goes on while this client is away
                    stream = EventStream(
                        self.live.port, self.sheet_id, self.token, last_event_id=event.id
                    )
                    assert stream.status == 200
        except BaseException as err:  # noqa: BLE001 - reported by the test
            self.error = err
            self.ready.set()


def test_two_listeners_get_every_change_one_reconnecting_with_last_event_id(server):
    live = server
    sheet_id, edit, view = new_sheet(live)
    writes = 16
    until = writes + 2  # two of the entries are deleted too
    steady = Listener(live, sheet_id, view, until)
    leaving = Listener(live, sheet_id, edit, until, leave_at=5)
    for listener in (steady, leaving):
        listener.start()
        assert listener.ready.wait(30) and listener.error is None
    entries = {}
    for n in range(writes):
        entry_id = str(uuid.uuid4())
        record = {"game": "dreier", "declarer": PLAYERS[n % 4], "won": n % 3 != 0}
        status, _ = call(live, "PUT", f"/api/v1/sheets/{sheet_id}/entries/{entry_id}", edit,
                         {"revision": 1, "record": record})  # fmt: skip
        assert status == 201
        entries[entry_id] = False
        if n == 6:
            assert leaving.left.wait(30)  # away now: the next writes happen without it
        if n == 10:
            leaving.back.set()
        if n in (3, 12):
            status, _ = call(live, "DELETE", f"/api/v1/sheets/{sheet_id}/entries/{entry_id}", edit)
            assert status == 200
            entries[entry_id] = True
    for listener in (steady, leaving):
        listener.join(60)
        assert not listener.is_alive() and listener.error is None, listener.error
    status, final = call(live, "GET", f"/api/v1/sheets/{sheet_id}/changes?since=0", view)
    assert status == 200 and final["version"] == until
    for listener in (steady, leaving):
        changes = [e for e in listener.events if e.type == "change"]
        # each event goes on exactly where the one before stopped: nothing between is missed
        assert changes[0].data["since"] == 0
        for before, after in zip(changes, changes[1:], strict=False):
            assert after.data["since"] == int(before.id)
        seen = {}
        for event in changes:
            for entry in event.data["entries"]:
                seen[entry["id"]] = entry["deleted"]
        assert seen == entries
        assert changes[-1].data["sheet"]["totals"] == final["sheet"]["totals"]
    assert len(leaving.events) < len(steady.events)  # it did miss events while away…
    assert int(leaving.events[-1].id) == until  # …and got what they carried on coming back


def test_a_deleted_sheet_ends_every_stream_with_a_gone_event(server):
    live = server
    sheet_id, edit, view = new_sheet(live)
    streams = [EventStream(live.port, sheet_id, token) for token in (view, edit)]
    for stream in streams:
        assert stream.status == 200 and stream.next().type == "change"
    assert call(live, "DELETE", f"/api/v1/sheets/{sheet_id}", edit)[0] == 204
    for stream in streams:
        event = stream.next()
        assert event.type == "gone" and event.data["status"] == 410
        assert stream.next() is None
        stream.close()


def test_no_token_and_a_wrong_token_get_401_from_the_live_server(server):
    sheet_id, _, _ = new_sheet(server)
    for token in (None, "wrong"):
        stream = EventStream(server.port, sheet_id, token)
        assert stream.status == 401
        assert json.loads(stream.body())["status"] == 401
        stream.close()
