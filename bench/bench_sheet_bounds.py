"""A sheet's reads do not grow with its entries, and a maximal import stays within seconds.

GET /api/v1/sheets/{id} (Flask test client) on a sheet of 10,000 entries and on one of 10, the
same page size on both (``limit=10``: the first page, and the last page of the long sheet, found
by its ``after`` deal number), alternating so a drift of the machine hits both alike; medians
count. Prints the ratio long ÷ short (target ≤ 2×); the default page (200 entries against the
short sheet's 10) is printed for information: it serializes 20 times as many entries.

Then the most an import may be: the JSON export of the 10,000-entry sheet (every entry with its
settlement, as GET …/export.json gives it) posted to POST /api/v1/sheets/import, and the same
entries padded to the import's byte limit (ignored keys: what an attacker can send). Prints the
time of each (median of 3 runs; with the CPU time of this process beside it: on a busy machine
the wall clock also counts the others' work) and the peak of memory Python allocated for one (tracemalloc, a
run of its own: tracing slows the work), against the worker timeout (30 s) and a target of 10 s.
SQLite always; PostgreSQL too when ``TEST_POSTGRES_URL`` (or the local default server) answers.
"""

import json
import random
import statistics
import tempfile
import time
import tracemalloc
import uuid
from contextlib import ExitStack

from api import create_app
from api.db.engine import make_engine
from api.db.models import MAX_ENTRIES
from api.db.store import Store
from api.resources.sheets import IMPORT_MAX_BYTES
from tests.support.databases import postgres_base_url, postgres_database, sqlite_database
from tests.support.records import sample_record

PLAYERS = ["Anna", "Bernd", "Clara", "David"]
SHORT = 10
READS = 60
TARGET = 2.0
IMPORT_TARGET = 10.0
WORKER_TIMEOUT = 30.0


def _export(n: int, rng: random.Random) -> dict:
    return {
        "format": "tarock-sheet",
        "format_version": 1,
        "sheet": {"players": PLAYERS, "profile": {"id": "ooe-2023"}, "title": f"{n} deals"},
        "entries": [
            {"id": str(uuid.uuid4()), "record": sample_record(rng, PLAYERS)} for _ in range(n)
        ],
    }


def _median_pair(read_long, read_short) -> tuple[float, float]:
    read_long(), read_short()  # warm-up
    long_times, short_times = [], []
    for _ in range(READS):
        for read, times in ((read_long, long_times), (read_short, short_times)):
            t = time.perf_counter()
            read()
            times.append(time.perf_counter() - t)
    return statistics.median(long_times), statistics.median(short_times)


def _bench_get(label: str, client, long_sheet, short_sheet) -> float:
    def getter(sheet, query: str):
        sid, headers = sheet[0], {"Authorization": f"Bearer {sheet[1]}"}

        def read():
            r = client.get(f"/api/v1/sheets/{sid}?{query}", headers=headers)
            assert r.status_code == 200, r.get_json()

        return read

    worst = 0.0
    for name, long_query, short_query in (
        ("first page of 10", "limit=10", "limit=10"),
        ("last page of 10", f"limit=10&after={MAX_ENTRIES - 10}", "limit=10"),
    ):
        slow, fast = _median_pair(getter(long_sheet, long_query), getter(short_sheet, short_query))
        worst = max(worst, slow / fast)
        print(
            f"sheets [{label}, HTTP GET, {name}] {MAX_ENTRIES:,} entries vs {SHORT}: "
            f"{slow / fast:.2f}x (median {slow * 1e3:.2f} ms vs {fast * 1e3:.2f} ms; "
            f"target ≤ {TARGET:g}x)",
            flush=True,
        )
    slow, fast = _median_pair(getter(long_sheet, ""), getter(short_sheet, ""))
    print(
        f"sheets [{label}, HTTP GET, default page] 200 of {MAX_ENTRIES:,} entries vs {SHORT} of "
        f"{SHORT}: {slow / fast:.2f}x (median {slow * 1e3:.2f} ms vs {fast * 1e3:.2f} ms; "
        "for information: 20 times the entries on the page)",
        flush=True,
    )
    return worst


def _bench_import(label: str, client, body: bytes, what: str) -> float:
    def post() -> tuple[float, float]:
        t, cpu = time.perf_counter(), time.process_time()
        r = client.post("/api/v1/sheets/import", data=body, content_type="application/json")
        elapsed = time.perf_counter() - t, time.process_time() - cpu
        assert r.status_code == 201, r.get_json()
        return elapsed

    runs = [post() for _ in range(3)]
    seconds = statistics.median(wall for wall, _ in runs)
    cpu = statistics.median(cpu for _, cpu in runs)
    tracemalloc.start()
    post()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    verdict = "ok" if seconds <= IMPORT_TARGET else "ABOVE TARGET"
    print(
        f"sheets [{label}, HTTP import] {MAX_ENTRIES:,} entries, {what} "
        f"({len(body) / 1e6:.1f} MB): {seconds:.2f} s, {cpu:.2f} s CPU here (median of 3; target ≤ "
        f"{IMPORT_TARGET:g} s, worker timeout {WORKER_TIMEOUT:g} s: {verdict}); peak "
        f"{peak / 1e6:.0f} MB allocated (tracemalloc)",
        flush=True,
    )
    return seconds


def _bench(label: str, url: str) -> tuple[float, float]:
    rng = random.Random(26)
    store = Store(make_engine(url))
    long_sheet, long_token, _ = store.import_sheet(_export(MAX_ENTRIES, rng))
    short_sheet, short_token, _ = store.import_sheet(_export(SHORT, rng))
    client = create_app(
        {"DATABASE_URL": url, "RATELIMIT_ENABLED": False, "LOG_LEVEL": "WARNING"}
    ).test_client()
    ratio = _bench_get(
        label, client, (long_sheet["id"], long_token), (short_sheet["id"], short_token)
    )
    exported = store.export_json(long_sheet["id"], long_token)
    body = json.dumps(exported).encode()
    slowest = _bench_import(label, client, body, "an export with settlements")
    room = IMPORT_MAX_BYTES - len(body) - 64 * MAX_ENTRIES
    pad = "x" * max(0, room // MAX_ENTRIES)
    padded = json.dumps({**exported, "entries": [{**e, "pad": pad} for e in exported["entries"]]})
    slowest = max(slowest, _bench_import(label, client, padded.encode(), "padded to the limit"))
    store.engine.dispose()
    return ratio, slowest


def main() -> None:
    worst, slowest = 0.0, 0.0
    with ExitStack() as stack:
        tmp = stack.enter_context(tempfile.TemporaryDirectory())
        urls = [("SQLite", stack.enter_context(sqlite_database(tmp)))]
        try:
            base = postgres_base_url()
        except RuntimeError as err:
            print(f"sheets [PostgreSQL] skipped: {err}")
            base = None
        if base is not None:
            urls.append(("PostgreSQL", stack.enter_context(postgres_database(base))))
        for label, url in urls:
            ratio, seconds = _bench(label, url)
            worst, slowest = max(worst, ratio), max(slowest, seconds)
    verdict = "ok" if worst <= TARGET and slowest <= IMPORT_TARGET else "ABOVE TARGET"
    print(
        f"sheets: worst GET ratio {worst:.2f}x (target ≤ {TARGET:g}x), slowest maximal import "
        f"{slowest:.2f} s (target ≤ {IMPORT_TARGET:g} s): {verdict}"
    )


if __name__ == "__main__":
    main()
