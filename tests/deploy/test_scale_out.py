"""Two gunicorn instances on one PostgreSQL and one Redis, as behind a load balancer.

A client alternates between them, writing entries of one sheet to one and reading each back from
the other; one instance (master and workers) is killed mid-load and the client carries on against
the survivor, resending what was never acknowledged. Every acknowledged write is there, once, and
the totals are the sum of the entries. The rate limit counts requests to both instances together.
"""

import random
import threading
import time
import uuid

from api.db import ledger
from bench.instances import GONE, Client
from tests.support.records import sample_record

FOUR = ["Anna", "Bernd", "Clara", "David"]
BEFORE_KILL = 30  # acknowledged writes before one instance is killed
AFTER_KILL = 30  # and after, against the survivor alone
DEADLINE = 90  # seconds: the load stops by itself whatever happens


class Writer:
    """One client: writes to one instance, reads the entry back from the other."""

    def __init__(self, k: int, ports: list[int], sheet: str, token: str, alive: list[bool]):
        self.rng = random.Random(k)
        self.k, self.sheet, self.alive = k, sheet, alive
        self.clients = [Client(port) for port in ports]
        self.auth = {"Authorization": f"Bearer {token}"}
        self.mine: dict[str, int] = {}  # entry id -> latest revision sent
        self.acks: list[dict] = []  # {id, revision, record, outcome, version, port}
        self.errors: list[str] = []

    def run(self, stop: threading.Event) -> None:
        turn = self.k
        while not stop.is_set():
            if self.mine and self.rng.random() < 0.25:  # a correction of an earlier deal
                eid = self.rng.choice(list(self.mine))
                self.mine[eid] += 1
            else:
                eid = str(uuid.uuid4())
                self.mine[eid] = 1
            body = {"revision": self.mine[eid], "record": sample_record(self.rng, FOUR)}
            turn += 1
            ack = self.put_until_acknowledged(turn % 2, eid, body)
            if ack is None:
                return
            self.read_back(1 - ack["index"], ack)

    def put_until_acknowledged(self, index: int, eid: str, body: dict) -> dict | None:
        """PUT to instance ``index`` (or the other, while it is gone) until one answers."""
        path = f"/api/v1/sheets/{self.sheet}/entries/{eid}"
        resent = False
        for _ in range(20):
            if not self.alive[index]:
                index = 1 - index
            try:
                status, _, got = self.clients[index].request("PUT", path, body, self.auth)
            except GONE:  # never acknowledged: send the same write again (idempotent), to the
                index = 1 - index  # other instance, as a load balancer would
                resent = True
                time.sleep(0.05)
                continue
            if status not in (200, 201):
                self.errors.append(f"PUT {eid} → {status} {got}")
                return None
            ack = {"id": eid, "revision": body["revision"], "record": body["record"]}
            # the entry's own version: a resent write may have landed before (then "unchanged")
            ack |= {"outcome": got["outcome"], "version": got["entry"]["version"], "index": index}
            ack["resent"] = resent
            self.acks.append(ack)
            return ack
        self.errors.append(f"PUT {eid}: no instance answered")
        return None

    def read_back(self, index: int, ack: dict) -> None:
        if not self.alive[index]:
            index = 1 - index
        path = f"/api/v1/sheets/{self.sheet}/changes?since={ack['version'] - 1}"
        try:
            status, _, got = self.clients[index].request("GET", path, None, self.auth)
        except GONE:
            return  # the reading instance died just now; the final check reads everything
        entries = {e["id"]: e for e in (got or {}).get("entries", [])}
        seen = entries.get(ack["id"])
        if status != 200 or seen is None or seen["revision"] < ack["revision"]:
            self.errors.append(f"read back {ack['id']} from {index}: {status} {seen}")


def test_two_instances_share_one_sheet_and_survive_losing_one(pg_url, redis_env, instances):
    env = {"DATABASE_URL": pg_url, "TAROCK_RATELIMIT_API": "100000 per minute", **redis_env}
    a, b = instances(env), instances(env)
    status, _, created = Client(a.port).request("POST", "/api/v1/sheets", {"players": FOUR})
    assert status == 201
    sheet, token = created["sheet"]["id"], created["edit_token"]
    alive = [True, True]
    writers = [Writer(k, [a.port, b.port], sheet, token, alive) for k in range(2)]
    stop = threading.Event()
    threads = [threading.Thread(target=w.run, args=(stop,)) for w in writers]
    for t in threads:
        t.start()

    def acked() -> int:
        return sum(len(w.acks) for w in writers)

    deadline = time.monotonic() + DEADLINE
    while acked() < BEFORE_KILL and time.monotonic() < deadline:
        time.sleep(0.05)
    b.kill9()  # mid-load: requests to it are in flight
    alive[1] = False
    at_kill = acked()
    while acked() < at_kill + AFTER_KILL and time.monotonic() < deadline:
        time.sleep(0.05)
    stop.set()
    for t in threads:
        t.join(timeout=30)
    assert not any(t.is_alive() for t in threads)
    errors = [e for w in writers for e in w.errors]
    assert not errors, errors[:5]
    acks = [ack for w in writers for ack in w.acks]
    assert acked() >= at_kill + AFTER_KILL, "the client did not carry on against the survivor"
    assert {ack["index"] for ack in acks[:at_kill]} == {0, 1}  # both took writes before the kill

    status, _, full = Client(a.port).request(
        "GET", f"/api/v1/sheets/{sheet}", None, {"Authorization": f"Bearer {token}"}
    )
    assert status == 200
    ids = [e["id"] for e in full["entries"]]
    assert len(ids) == len(set(ids))  # each entry once
    latest = {}
    for ack in acks:
        latest[ack["id"]] = max(latest.get(ack["id"], ack), ack, key=lambda x: x["revision"])
    assert set(ids) == set(latest)  # every acknowledged entry is there, and nothing else
    for entry in full["entries"]:
        assert (entry["revision"], entry["record"]) == (
            latest[entry["id"]]["revision"],
            latest[entry["id"]]["record"],
        )
    # Every acknowledged write changed the sheet exactly once. Not always in the attempt that was
    # acknowledged: when the instance died after committing a write but before its answer left,
    # the resent write finds it there and answers "unchanged" (with the version the lost attempt
    # made). So "unchanged" is only ever the answer to a resend, each write has a version of its
    # own, and the sheet's version counts the writes, once each.
    assert all(ack["resent"] for ack in acks if ack["outcome"] == "unchanged"), acks
    assert len({ack["version"] for ack in acks}) == len(acks)
    assert full["version"] == len(acks)
    totals = ledger.zero_totals(FOUR)
    for entry in full["entries"]:
        for name in ledger.LEDGERS:
            ledger.add_into(totals[name], entry["result"][name], +1)
    assert full["totals"] == totals
    assert full["deals"] == len(ids)


def test_rate_limit_counts_requests_to_both_instances(pg_url, redis_env, instances):
    env = {"DATABASE_URL": pg_url, "TAROCK_RATELIMIT_API": "6 per minute", **redis_env}
    pair = [Client(instances(env, workers=1).port), Client(instances(env, workers=1).port)]
    remaining = []
    for i in range(6):
        status, headers, _ = pair[i % 2].request("GET", "/api/v1/profiles/ooe-2023")
        assert status == 200
        remaining.append(int(headers["RateLimit-Remaining"]))
    assert remaining == [
        5,
        4,
        3,
        2,
        1,
        0,
    ]  # one count for both (each alone would say 5, 5, 4, 4, …)
    for client in pair:
        status, headers, body = client.request("GET", "/api/v1/profiles/ooe-2023")
        assert status == 429 and body["status"] == 429
        assert int(headers["Retry-After"]) >= 1
