"""Appending to a long score sheet costs what appending to a short one costs (totals incremental).

A sheet with 9,878 entries and 60 sheets with 8 entries each are filled by a JSON import and get
one warm-up append each (so every sheet's frozen profile is loaded), then entries are appended by
the normal write path (``Store.put_entry``: lock, settle, insert, totals, commit): entry 9,880,
9,881, … to the long sheet and entry 10 to each short sheet, alternating so a drift of the machine
hits both alike. The same is done over HTTP (Flask test client, PUT
/api/v1/sheets/…/entries/…) on the same long sheet (then up to entry 10,000, the most a sheet
holds) and fresh short ones. Medians count.

Prints the ratio append(entry ~10,000) / append(entry 10) per path and database (target ≤ 2×), for
a Königrufen sheet and for a bayerisch sheet (3 players, the pot carried from deal to deal: a new
deal finds the pot in the totals, so an append still reads no earlier entry).
SQLite always; PostgreSQL too when ``TEST_POSTGRES_URL`` (or the local default server) answers.
"""

import random
import statistics
import tempfile
import time
import uuid
from contextlib import ExitStack

from api import create_app
from api.db.engine import make_engine
from api.db.store import Store
from tests.support.databases import postgres_base_url, postgres_database, sqlite_database
from tests.support.records import sample_haferl_record, sample_record

PLAYERS = ["Anna", "Bernd", "Clara", "David"]
LONG = 10_000  # the most a sheet holds (api.db.models.MAX_ENTRIES): the last HTTP append
SHORT = 10
APPENDS = 60
#: entries imported into the long sheet: both paths' warm-up and appends then fill it to LONG
LONG_IMPORT = LONG - 2 * (APPENDS + 1)
TARGET = 2.0
THREE = PLAYERS[:3]
#: label → (sheet settings of an export, a random deal record)
FAMILIES = {
    "Königrufen": ({"players": PLAYERS, "profile": {"id": "ooe-2023"}}, sample_record),
    "bayerisch": (
        {"players": THREE, "profile": {"id": "bayerisch"}, "stake": 1},
        lambda rng, _players: sample_haferl_record(rng, THREE),
    ),
}


def _export(n: int, rng: random.Random, family: str = "Königrufen") -> dict:
    settings, sample = FAMILIES[family]
    return {
        "format": "tarock-sheet",
        "format_version": 1,
        "sheet": {**settings, "title": f"{n} deals"},
        "entries": [{"id": str(uuid.uuid4()), "record": sample(rng, PLAYERS)} for _ in range(n)],
    }


def _measure(append_long, append_short, rng, sample=sample_record) -> tuple[float, float]:
    append_long(0, sample(rng, PLAYERS))  # warm-up: the long sheet's next entry and entry 9
    for i in range(APPENDS):
        append_short(i, sample(rng, PLAYERS))
    long_times, short_times = [], []
    for i in range(APPENDS):
        for append, times in ((append_long, long_times), (append_short, short_times)):
            record = sample(rng, PLAYERS)
            t = time.perf_counter()
            append(i, record)
            times.append(time.perf_counter() - t)
    return statistics.median(long_times), statistics.median(short_times)


def _bench(label: str, url: str, family: str = "Königrufen") -> float:
    rng = random.Random(7)
    sample = FAMILIES[family][1]
    label = f"{label}, {family}"
    store = Store(make_engine(url))
    t = time.perf_counter()
    long_sheet, long_token, _ = store.import_sheet(_export(LONG_IMPORT, rng, family))
    fill = time.perf_counter() - t
    shorts = [store.import_sheet(_export(SHORT - 2, rng, family)) for _ in range(APPENDS)]

    def store_long(i, record):
        store.put_entry(long_sheet["id"], long_token, str(uuid.uuid4()), revision=1, record=record)

    def store_short(i, record):
        sheet, token, _ = shorts[i]
        store.put_entry(sheet["id"], token, str(uuid.uuid4()), revision=1, record=record)

    slow, fast = _measure(store_long, store_short, rng, sample)
    ratio = slow / fast
    print(
        f"sheets [{label}, store] append entry ~{LONG:,} vs entry {SHORT}: {ratio:.2f}x "
        f"(median {slow * 1e3:.2f} ms vs {fast * 1e3:.2f} ms; target ≤ {TARGET:g}x; "
        f"import of {LONG_IMPORT:,} entries {fill:.1f} s)",
        flush=True,
    )

    shorts = [store.import_sheet(_export(SHORT - 2, rng, family)) for _ in range(APPENDS)]
    client = create_app(
        {"DATABASE_URL": url, "RATELIMIT_ENABLED": False, "LOG_LEVEL": "WARNING"}
    ).test_client()

    def http(sheet_id, token, record):
        r = client.put(
            f"/api/v1/sheets/{sheet_id}/entries/{uuid.uuid4()}",
            json={"revision": 1, "record": record},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert r.status_code == 201, r.get_json()

    def http_long(i, record):
        http(long_sheet["id"], long_token, record)

    def http_short(i, record):
        sheet, token, _ = shorts[i]
        http(sheet["id"], token, record)

    slow, fast = _measure(http_long, http_short, rng, sample)
    http_ratio = slow / fast
    print(
        f"sheets [{label}, HTTP PUT] append entry ~{LONG:,} vs entry {SHORT}: {http_ratio:.2f}x "
        f"(median {slow * 1e3:.2f} ms vs {fast * 1e3:.2f} ms; target ≤ {TARGET:g}x)",
        flush=True,
    )
    store.engine.dispose()
    return max(ratio, http_ratio)


def main() -> None:
    worst = 0.0
    with ExitStack() as stack:
        tmp = stack.enter_context(tempfile.TemporaryDirectory())
        for family in FAMILIES:
            sqlite = stack.enter_context(sqlite_database(tmp))
            worst = max(worst, _bench("SQLite", sqlite, family))
        try:
            base = postgres_base_url()
        except RuntimeError as err:
            print(f"sheets [PostgreSQL] skipped: {err}")
            base = None
        if base is not None:
            for family in FAMILIES:
                pg = stack.enter_context(postgres_database(base))
                worst = max(worst, _bench("PostgreSQL", pg, family))
    verdict = "ok" if worst <= TARGET else "ABOVE TARGET"
    print(f"sheets: worst append ratio {worst:.2f}x (target ≤ {TARGET:g}x): {verdict}")


if __name__ == "__main__":
    main()
