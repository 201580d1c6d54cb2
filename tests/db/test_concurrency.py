"""Two clients writing to one sheet at once: in threads against the store, and over HTTP against two
gunicorn workers. Every acknowledged write is there afterwards, versions strictly increase (no two
writes share one), and the totals equal the sum of the entries."""

import random
import threading
import time
import uuid
from fractions import Fraction

from api.db import ledger
from api.db.engine import make_engine
from api.db.store import Store
from tests.support.records import sample_record

FOUR = ["Anna", "Bernd", "Clara", "David"]
SECONDS = 2.0
#: Each client writes for SECONDS, and on (up to 30 s) until it has this many acknowledged writes:
#: on a busy machine a SQLite writer may wait out most of two seconds for the lock.
ENOUGH = 12


def _check(acks: list[list[tuple]], full: dict) -> None:
    """acks[k] = [(entry_id, revision, record, version), …] in the order client k got them."""
    versions = [a[3] for client in acks for a in client]
    for client in acks:
        mine = [a[3] for a in client]
        assert mine == sorted(mine) and len(set(mine)) == len(mine)  # strictly increasing
    assert len(set(versions)) == len(versions)  # no version handed out twice
    assert full["version"] == len(versions) == max(versions)  # no write lost, none invented
    last = {}
    for client in acks:
        for eid, rev, record, _ in client:
            last[eid] = (rev, record)
    entries = {e["id"]: e for e in full["entries"]}
    assert set(entries) == set(last)
    for eid, (rev, record) in last.items():
        assert (entries[eid]["revision"], entries[eid]["record"]) == (rev, record)
    totals = ledger.zero_totals(FOUR)
    for e in entries.values():
        for name in ledger.LEDGERS:
            ledger.add_into(totals[name], e["result"][name], +1)
    assert full["totals"] == totals
    assert sum(Fraction(v) for v in totals["points"].values()) == 0


def _whole(page) -> dict:
    """The sheet with every live entry, read page by page (GET is paged by deal number)."""
    full = page(0)
    while full["next_after"] is not None:
        more = page(full["next_after"])
        full = {**more, "entries": full["entries"] + more["entries"]}
    return full


def _client_loop(k: int, write, deadline: float, acks: list, errors: list) -> None:
    rng = random.Random(k)
    mine: dict[str, int] = {}
    try:
        while time.monotonic() < deadline or (
            len(acks[k]) < ENOUGH and time.monotonic() < deadline + 28
        ):
            if mine and rng.random() < 0.3:
                eid = rng.choice(list(mine))
                mine[eid] += 1
            else:
                eid = str(uuid.uuid4())
                mine[eid] = 1
            record = sample_record(rng, FOUR)
            version = write(eid, mine[eid], record)
            acks[k].append((eid, mine[eid], record, version))
    except Exception as err:  # noqa: BLE001 - reported by the test
        errors.append(err)


def _write_from_two_threads(writer) -> list[list]:
    """Two client loops, the k-th writing through ``writer(k)``, for SECONDS; their acks (each a
    list of (entry id, revision, record, version)), none having raised."""
    acks: list[list] = [[], []]
    errors: list = []
    deadline = time.monotonic() + SECONDS
    threads = [
        threading.Thread(target=_client_loop, args=(k, writer(k), deadline, acks, errors))
        for k in range(2)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    return acks


def test_two_threads_one_sheet(db_url):
    stores = [Store(make_engine(db_url)), Store(make_engine(db_url))]
    view, edit, _ = stores[0].create_sheet(players=FOUR)

    def writer(k):
        def write(eid, rev, record):
            out = stores[k].put_entry(view["id"], edit, eid, revision=rev, record=record)
            assert out.changed
            return out.sheet["version"]

        return write

    acks = _write_from_two_threads(writer)
    assert min(len(a) for a in acks) > 10  # both really wrote
    _check(
        acks, _whole(lambda after: stores[0].get_sheet(view["id"], edit, limit=500, after=after))
    )
    for s in stores:
        s.engine.dispose()


def test_two_gunicorn_workers_over_http(db_url, server):
    srv = server(db_url, workers=2)
    status, _, created = srv.request("POST", "/api/v1/sheets", body={"players": FOUR})
    assert status == 201
    sid, edit = created["sheet"]["id"], created["edit_token"]

    def write(eid, rev, record):
        status, headers, body = srv.request(
            "PUT", f"/api/v1/sheets/{sid}/entries/{eid}", edit, {"revision": rev, "record": record}
        )
        assert status in (200, 201), body
        assert headers["ETag"] == f'"{body["sheet"]["version"]}"'
        return body["sheet"]["version"]

    acks = _write_from_two_threads(lambda k: write)
    assert min(len(a) for a in acks) > 5

    def page(after):
        code, _, body = srv.request("GET", f"/api/v1/sheets/{sid}?limit=500&after={after}", edit)
        assert code == 200, body
        return body

    _check(acks, _whole(page))
