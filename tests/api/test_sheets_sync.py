"""Two devices at one table, offline and online: push pending entries (idempotent PUTs), pull
``changes?since=``, resolve 409/412 by merging on entry id (higher revision wins). Both end with the
server's sheet, and nothing either user entered is dropped."""

import uuid

import pytest

from api import create_app
from api.db import ledger
from tests.support.databases import sqlite_database

FOUR = ["Anna", "Bernd", "Clara", "David"]


def dreier(declarer, won=True):
    return {"game": "dreier", "declarer": declarer, "won": won}


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    with sqlite_database(tmp_path_factory.mktemp("sync")) as url:
        app = create_app({"TESTING": True, "DATABASE_URL": url, "RATELIMIT_ENABLED": False})
        yield app.test_client()


class Device:
    """What the PWA keeps: entries by id, the ids it must still push, the last version seen."""

    def __init__(self, client, sheet_id, token):
        self.client, self.sheet_id, self.token = client, sheet_id, token
        self.entries: dict[str, dict] = {}  # id -> {"revision", "record", "deleted"}
        self.pending: set[str] = set()
        self.version = 0

    def _url(self, path=""):
        return f"/api/v1/sheets/{self.sheet_id}{path}"

    def _headers(self, if_match=False):
        h = {"Authorization": f"Bearer {self.token}"}
        if if_match:
            h["If-Match"] = f'"{self.version}"'
        return h

    def add(self, record) -> str:
        eid = str(uuid.uuid4())
        self.entries[eid] = {"revision": 1, "record": record, "deleted": False}
        self.pending.add(eid)
        return eid

    def edit(self, eid, record):
        e = self.entries[eid]
        self.entries[eid] = {"revision": e["revision"] + 1, "record": record, "deleted": False}
        self.pending.add(eid)

    def delete(self, eid):
        e = self.entries[eid]
        self.entries[eid] = {**e, "revision": e["revision"] + 1, "deleted": True}
        self.pending.add(eid)

    def _adopt(self, entry):
        mine = self.entries.get(entry["id"])
        if mine is None or entry["revision"] >= mine["revision"]:
            self.entries[entry["id"]] = {k: entry[k] for k in ("revision", "record", "deleted")}

    def push(self, if_match=False) -> list[int]:
        statuses = []
        for eid in sorted(self.pending):
            e = self.entries[eid]
            if e["deleted"]:
                r = self.client.delete(
                    self._url(f"/entries/{eid}?revision={e['revision']}"),
                    headers=self._headers(if_match),
                )
            else:
                r = self.client.put(
                    self._url(f"/entries/{eid}"),
                    json={"revision": e["revision"], "record": e["record"]},
                    headers=self._headers(if_match),
                )
            statuses.append(r.status_code)
            if r.status_code == 409:  # someone else wrote this revision: ours goes on top
                e["revision"] = r.json["entry"]["revision"] + 1
                continue
            if r.status_code == 412:
                continue  # pull, then push again
            assert r.status_code in (200, 201), r.json
            self._adopt(r.json["entry"])  # "stale": the server's newer entry replaces ours
            self.pending.discard(eid)
            if if_match:
                self.version = r.json["sheet"]["version"]
        return statuses

    def pull(self) -> dict:
        while True:
            r = self.client.get(
                self._url(f"/changes?since={self.version}"), headers=self._headers()
            )
            assert r.status_code == 200
            for entry in r.json["entries"]:
                if entry["id"] not in self.pending:
                    self._adopt(entry)
            self.version = r.json["next_since"]
            if not r.json["more"]:
                return r.json["sheet"]

    def sync(self):
        for _ in range(5):
            self.push()
            sheet = self.pull()
            if not self.pending:
                return sheet
        raise AssertionError("did not converge")

    def totals(self):
        """Totals the device shows: it would settle locally; here the server's results count."""
        r = self.client.get(self._url(), headers=self._headers())
        live = {e["id"] for e in r.json["entries"]}
        assert live == {i for i, e in self.entries.items() if not e["deleted"]}
        return r.json["totals"]


def test_two_devices_converge(client):
    r = client.post("/api/v1/sheets", json={"players": FOUR})
    sid, edit = r.json["sheet"]["id"], r.json["edit_token"]
    a, b = Device(client, sid, edit), Device(client, sid, edit)

    # both offline: three deals each
    xa = [a.add(dreier(p)) for p in ("Anna", "Bernd", "Clara")]
    xb = [b.add(dreier(p, won=False)) for p in ("David", "Anna", "Bernd")]
    a.sync()
    b.sync()
    a.sync()
    assert a.entries == b.entries and len(a.entries) == 6

    # a response lost on the way: the same PUT again changes nothing
    e = a.entries[xa[0]]
    r = client.put(
        f"/api/v1/sheets/{sid}/entries/{xa[0]}",
        json={"revision": e["revision"], "record": e["record"]},
        headers={"Authorization": f"Bearer {edit}"},
    )
    assert r.json["outcome"] == "unchanged" and r.json["sheet"]["version"] == a.version

    # the same entry edited on both devices from the same revision
    a.edit(xb[0], dreier("David", won=True))
    b.edit(xb[0], dreier("Clara", won=True))
    assert a.push() == [200]
    assert b.push() == [409]  # B learns, bumps its revision, and its user's edit goes on top
    b.sync()
    a.sync()
    assert a.entries[xb[0]] == b.entries[xb[0]]
    assert a.entries[xb[0]]["record"]["declarer"] == "Clara" and a.entries[xb[0]]["revision"] == 3

    # one deletes what the other edits: the edit (higher revision after the 409) survives
    b.delete(xa[1])
    a.edit(xa[1], dreier("Bernd", won=False))
    b.sync()
    assert a.push() == [409]
    a.sync()
    b.sync()
    assert not a.entries[xa[1]]["deleted"] and a.entries == b.entries

    # an older revision arriving late never overwrites a newer one
    r = client.put(
        f"/api/v1/sheets/{sid}/entries/{xa[1]}",
        json={"revision": 1, "record": dreier("Anna")},
        headers={"Authorization": f"Bearer {edit}"},
    )
    assert r.json["outcome"] == "stale" and r.json["entry"]["record"] == a.entries[xa[1]]["record"]

    # If-Match: a device that missed a write gets 412, pulls, merges, pushes again
    b.add(dreier("Anna"))
    b.sync()
    new = a.add(dreier("Clara"))
    assert a.push(if_match=True) == [412]
    a.pull()
    assert a.push(if_match=True) == [201] and new in a.entries
    b.sync()
    assert a.entries == b.entries and len(a.entries) == 8

    totals = a.totals()
    assert totals == b.totals()
    expected = ledger.zero_totals(FOUR)
    full = client.get(f"/api/v1/sheets/{sid}", headers={"Authorization": f"Bearer {edit}"}).json
    for entry in full["entries"]:
        ledger.add_into(expected["points"], entry["result"]["points"], +1)
    assert totals["points"] == expected["points"]
    assert sum(totals["points"].values()) == 0
