"""kill -9 the gunicorn master (and its workers) while a client writes; restart; every acknowledged
entry is there, and nothing is half-written: each stored entry is complete and the sheet's version
and totals agree with the entries."""

import http.client
import random
import threading
import time
import uuid

from api.db import ledger
from tests.support.records import sample_record

FOUR = ["Anna", "Bernd", "Clara", "David"]


def test_kill_9_while_writing(db_url, server):
    srv = server(db_url, workers=2)
    status, _, created = srv.request("POST", "/api/v1/sheets", body={"players": FOUR})
    assert status == 201
    sid, edit = created["sheet"]["id"], created["edit_token"]
    acked: dict[str, dict] = {}
    sent: dict[str, dict] = {}
    stop = threading.Event()

    def client(k):
        rng = random.Random(k)
        while not stop.is_set():
            eid, record = str(uuid.uuid4()), sample_record(rng, FOUR)
            sent[eid] = record
            try:
                status, _, body = srv.request(
                    "PUT", f"/api/v1/sheets/{sid}/entries/{eid}", edit,
                    {"revision": 1, "record": record}, timeout=5,
                )  # fmt: skip
            except (OSError, http.client.HTTPException, ValueError):
                return  # the server died before answering: this write was never acknowledged
            if status == 201:
                acked[eid] = body["entry"]

    threads = [threading.Thread(target=client, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    deadline = (
        time.monotonic() + 30
    )  # however loaded the machine: kill once writes were acknowledged
    while len(acked) <= 10 and time.monotonic() < deadline:
        time.sleep(0.05)
    srv.kill9()
    stop.set()
    for t in threads:
        t.join(timeout=15)
    assert len(acked) > 10

    srv.start()  # same database, fresh processes
    entries, after = {}, 0
    while after is not None:  # GET is paged by deal number: read every page
        status, _, full = srv.request("GET", f"/api/v1/sheets/{sid}?limit=500&after={after}", edit)
        assert status == 200
        entries.update((e["id"], e) for e in full["entries"])
        after = full["next_after"]
    for eid, entry in acked.items():
        assert entries[eid]["record"] == entry["record"]
        assert entries[eid]["result"] == entry["result"]
    for eid, e in entries.items():  # an unacknowledged write may have landed, but whole
        assert e["record"] == sent[eid] and e["result"]["points"] and e["revision"] == 1
    assert sorted(e["version"] for e in entries.values()) == list(range(1, full["version"] + 1))
    assert full["deals"] == len(entries) == full["version"]
    totals = ledger.zero_totals(FOUR)
    for e in entries.values():
        for name in ledger.LEDGERS:
            ledger.add_into(totals[name], e["result"][name], +1)
    assert full["totals"] == totals
    # and the restarted server takes writes again
    status, _, body = srv.request(
        "PUT", f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}", edit,
        {"revision": 1, "record": sample_record(random.Random(9), FOUR)},
    )  # fmt: skip
    assert status == 201 and body["sheet"]["version"] == full["version"] + 1
