"""The live-updates scenarios the live-server tests run against gunicorn directly
(test_sheet_events_live.py) and through nginx (tests/deploy/test_nginx.py): given the port."""

import http.client
import json
import threading
import uuid

from bench.sse_client import EventStream

SHEET = {"players": ["Anna", "Bernd", "Clara", "David"]}
PLAYERS = SHEET["players"]


def call(port, method, path, token=None, body=None):
    """(status, parsed body) of one request over a fresh connection."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        data = None if body is None else json.dumps(body).encode()
        if data is not None:
            headers["Content-Type"] = "application/json"
        conn.request(method, path, body=data, headers=headers)
        response = conn.getresponse()
        answer = response.read()
        return response.status, json.loads(answer) if answer else None
    finally:
        conn.close()


def new_sheet(port):
    status, body = call(port, "POST", "/api/v1/sheets", body=SHEET)
    assert status == 201
    return body["sheet"]["id"], body["edit_token"], body["view_token"]


class Listener(threading.Thread):
    """Reads a stream until the sheet reaches ``until``; ``leave_at``: close and reconnect with
    Last-Event-ID once an event reaches that version (``left`` is set meanwhile)."""

    def __init__(self, port, sheet_id, token, until, leave_at=None):
        super().__init__(daemon=True)
        self.port, self.sheet_id, self.token = port, sheet_id, token
        self.until, self.leave_at = until, leave_at
        self.events = []
        self.ready, self.left, self.back = threading.Event(), threading.Event(), threading.Event()
        self.error = None
        self.resumed_at = None

    def run(self):
        try:
            stream = EventStream(self.port, self.sheet_id, self.token, timeout=30)
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
                        self.port, self.sheet_id, self.token, last_event_id=event.id
                    )
                    assert stream.status == 200
                    self.resumed_at = len(self.events)
        except BaseException as err:  # noqa: BLE001 - reported by the test
            self.error = err
            self.ready.set()


def two_listeners_get_every_change(port):
    """Two listeners, a third client writing; one listener leaves mid-way and comes back with
    Last-Event-ID. Asserts that each got every change, in order, with nothing between missed."""
    sheet_id, edit, view = new_sheet(port)
    writes = 16
    until = writes + 2  # two of the entries are deleted too
    steady = Listener(port, sheet_id, view, until)
    leaving = Listener(port, sheet_id, edit, until, leave_at=5)
    for listener in (steady, leaving):
        listener.start()
        assert listener.ready.wait(30) and listener.error is None
    entries = {}
    for n in range(writes):
        entry_id = str(uuid.uuid4())
        record = {"game": "dreier", "declarer": PLAYERS[n % 4], "won": n % 3 != 0}
        status, _ = call(port, "PUT", f"/api/v1/sheets/{sheet_id}/entries/{entry_id}", edit,
                         {"revision": 1, "record": record})  # fmt: skip
        assert status == 201
        entries[entry_id] = False
        if n == 6:
            assert leaving.left.wait(30)  # away now: the next writes happen without it
        if n == 10:
            leaving.back.set()
        if n in (3, 12):
            status, _ = call(port, "DELETE", f"/api/v1/sheets/{sheet_id}/entries/{entry_id}", edit)
            assert status == 200
            entries[entry_id] = True
    for listener in (steady, leaving):
        listener.join(60)
        assert not listener.is_alive() and listener.error is None, listener.error
    status, final = call(port, "GET", f"/api/v1/sheets/{sheet_id}/changes?since=0", view)
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
    # the first event after the reconnect brought the four writes made while it was away
    resumed = leaving.events[leaving.resumed_at]
    assert resumed.data["since"] == int(leaving.events[leaving.resumed_at - 1].id)
    assert len(resumed.data["entries"]) >= 4


def a_deleted_sheet_ends_every_stream(port):
    sheet_id, edit, view = new_sheet(port)
    streams = [EventStream(port, sheet_id, token) for token in (view, edit)]
    for stream in streams:
        assert stream.status == 200 and stream.next().type == "change"
    assert call(port, "DELETE", f"/api/v1/sheets/{sheet_id}", edit)[0] == 204
    for stream in streams:
        event = stream.next()
        assert event.type == "gone" and event.data["status"] == 410
        assert stream.next() is None
        stream.close()
