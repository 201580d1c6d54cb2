"""A round's season costs about what one evening's totals cost (issue 20: totals kept
incrementally, the season reads one row per sheet and never settles a deal again).

A round of 6 members gets 50 evenings (sheets of 4 or 5 of them) of 60 deals each, filled by a
JSON import and joined to the round. Then, alternating so a drift of the machine hits both
alike, the season's standing of the whole round (``Store.season``: 50 sheets' totals, the
standing, the series, the payout) and one evening's totals (``Store.get_sheet`` of one of its
sheets, the smallest page: what a phone reads to show an evening's standing) are read, in
process, and over HTTP through the Flask test client (GET /rounds/{id}/season and GET
/sheets/{id}?limit=1). Medians count.

Prints the ratio season(50 evenings × 60 deals) / one evening's totals per path and database
(target ≤ 3×). SQLite always; PostgreSQL too when ``TEST_POSTGRES_URL`` (or the local default
server) answers.
"""

import random
import statistics
import time
import uuid
from collections.abc import Callable

from api import create_app
from api.db.engine import make_engine
from api.db.store import Store
from bench.databases import worst_on_both
from tests.support.records import sample_record

MEMBERS = ["Anna", "Bernd", "Clara", "David", "Erich", "Franz"]
EVENINGS = 50
DEALS = 60
READS = 40
TARGET = 3.0


def _evening(rng: random.Random) -> dict:
    players = rng.sample(MEMBERS, rng.choice([4, 5]))
    n = len(players)

    def active(deal: int) -> list[str]:  # at five, the dealer (in turn from the first) sits out
        return players if n == 4 else [p for p in players if p != players[deal % n]]

    return {
        "format": "tarock-sheet",
        "format_version": 1,
        "sheet": {"players": players, "profile": {"id": "ooe-2023"}, "title": "Abend"},
        "entries": [
            {"id": str(uuid.uuid4()), "record": sample_record(rng, active(deal))}
            for deal in range(DEALS)
        ],
    }


def _fill(store: Store, rng: random.Random) -> tuple[str, str, str, str]:
    held, edit, view = store.create_round(title="Jahr", members=[{"name": n} for n in MEMBERS])
    ids = {m["name"]: m["id"] for m in held["members"]}
    sheet_id = ""
    sizes: set[int] = set()
    while sheet_id == "" or len(store.get_round(held["id"], view)["sheets"]) < EVENINGS:
        try:
            sheet, token, _ = store.import_sheet(_evening(rng))
        except Exception:  # noqa: BLE001 - a record the profile refuses (an OÖ Rufer not
            continue  # the Vorhand's): draw the evening again
        seats = {p: ids[p] for p in sheet["players"]}
        store.set_sheet_round(sheet["id"], token, edit, {"id": held["id"], "members": seats})
        sheet_id = sheet["id"]
        sizes.add(len(sheet["players"]))
    assert sizes == {4, 5}, sizes  # tables of four and of five
    return held["id"], edit, view, sheet_id


def _ratio(season: Callable[[], object], evening: Callable[[], object]) -> float:
    season(), evening()  # warm-up
    a, b = [], []
    for _ in range(READS):
        t = time.perf_counter()
        season()
        a.append(time.perf_counter() - t)
        t = time.perf_counter()
        evening()
        b.append(time.perf_counter() - t)
    return statistics.median(a) / statistics.median(b)


def _bench(label: str, url: str) -> float:
    store = Store(make_engine(url))
    rng = random.Random(20)
    round_id, _edit, view, sheet_id = _fill(store, rng)
    ratio = _ratio(
        lambda: store.season(round_id, view), lambda: store.get_sheet(sheet_id, view, limit=1)
    )
    app = create_app({"TESTING": True, "RATELIMIT_ENABLED": False, "DATABASE_URL": url})
    client = app.test_client()
    auth = {"Authorization": f"Bearer {view}"}

    def get(path: str) -> None:
        response = client.get(path, headers=auth)
        assert response.status_code == 200, response.get_data(as_text=True)

    http = _ratio(
        lambda: get(f"/api/v1/rounds/{round_id}/season"),
        lambda: get(f"/api/v1/sheets/{sheet_id}?limit=1"),
    )
    print(
        f"rounds [{label}]: season of {EVENINGS} evenings × {DEALS} deals ÷ one evening's "
        f"totals: store {ratio:.2f}x, HTTP {http:.2f}x (target ≤ {TARGET:g}x)",
        flush=True,
    )
    store.engine.dispose()
    return max(ratio, http)


def main() -> None:
    worst = worst_on_both("rounds", _bench)
    verdict = "ok" if worst <= TARGET else "ABOVE TARGET"
    print(f"rounds: worst season ratio {worst:.2f}x (target ≤ {TARGET:g}x): {verdict}")


if __name__ == "__main__":
    main()
