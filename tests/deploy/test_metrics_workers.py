"""/metrics under gunicorn adds up every worker, whichever worker answers the scrape, and keeps the
counts of a worker that died (folded into the archive files, its own files removed)."""

import http.client
import os
import signal
import time
from concurrent.futures import ThreadPoolExecutor

from prometheus_client.parser import text_string_to_metric_families

from bench.instances import Client

RECORD = {"players": ["A", "B", "C", "D"], "game": "dreier", "declarer": "A", "won": True}


def totals(port: int) -> tuple[float, float]:
    """(POST /settle answered 200, OÖ Dreier settled) in one scrape, on a fresh connection."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("GET", "/metrics")
    text = conn.getresponse().read().decode()
    conn.close()
    requests = settled = 0.0
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            if s.name == "tarock_http_requests_total" and s.labels == {
                "method": "POST",
                "route": "/api/v1/settle",
                "status": "200",
            }:
                requests += s.value
            if s.name == "tarock_settlements_total" and s.labels == {
                "profile": "ooe-2023",
                "game": "dreier",
            }:
                settled += s.value
    return requests, settled


def settle(port: int, n: int) -> None:
    for _ in range(n):  # a new connection each time, so the workers may take turns
        status, _, _ = Client(port).request("POST", "/api/v1/settle", RECORD)
        assert status == 200


def settle_on_several_workers(port: int, folder) -> int:
    """Settle (8 clients at once) until at least two workers have counted; how many were sent.
    Which worker accepts a connection is the kernel's choice: one may take them all for a while."""
    sent = 0
    with ThreadPoolExecutor(8) as pool:
        while sent < 2000 and len(list(folder.glob("counter_*.db"))) < 2:
            list(pool.map(lambda _: settle(port, 5), range(8)))
            sent += 40
    return sent


def test_metrics_add_up_across_workers_and_outlive_a_dead_worker(tmp_path, instances):
    folder = tmp_path / "metrics"
    env = {
        "DATABASE_URL": f"sqlite:///{tmp_path / 'm.sqlite3'}",
        "PROMETHEUS_MULTIPROC_DIR": str(folder),
        "TAROCK_RATELIMIT_ENABLED": "false",
    }
    server = instances(env, workers=3, ready="/livez")
    sent = settle_on_several_workers(server.port, folder)
    counted = sorted(p.name for p in folder.glob("counter_*.db"))
    assert len(counted) >= 2, counted  # several workers counted
    for _ in range(6):  # every scrape, whichever worker answers it, has the whole count
        assert totals(server.port) == (sent, sent)

    victim = next(p for p in server.worker_pids() if (folder / f"counter_{p}.db").exists())
    os.kill(victim, signal.SIGKILL)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and (
        victim in server.worker_pids() or (folder / f"counter_{victim}.db").exists()
    ):
        time.sleep(0.1)
    assert not (folder / f"counter_{victim}.db").exists()  # folded into the archive, removed
    assert (folder / "counter_archive.db").exists()
    for _ in range(6):
        assert totals(server.port) == (sent, sent)
    settle(server.port, 15)
    assert totals(server.port) == (sent + 15, sent + 15)


def test_without_a_folder_given_the_workers_count_in_the_servers_own(
    tmp_path, instances, monkeypatch
):
    """gunicorn.conf.py makes the folder when none is given; nothing it imports may load the app
    (and prometheus_client) before that, or every worker would count for itself alone."""
    monkeypatch.delenv("PROMETHEUS_MULTIPROC_DIR", raising=False)
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = {
        "DATABASE_URL": f"sqlite:///{tmp_path / 'm.sqlite3'}",
        "TMPDIR": str(scratch),  # where the server makes its folder
        "TAROCK_RATELIMIT_ENABLED": "false",
    }
    server = instances(env, workers=2, ready="/livez")
    settle(server.port, 3)
    (folder,) = scratch.glob("tarock-*")
    assert list(folder.glob("counter_*.db")), sorted(p.name for p in folder.iterdir())
