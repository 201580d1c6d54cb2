"""A 120-player tournament (issue 23): 30 tables × 3 rounds × 24 deals.

Measures: the draw's time per round (api/tournament_draw.py through ``Store.draw_round``, the
30 sheets made too); the 30 tables writing their 24 deals at once (a thread per table, each
through its table token) with every deal counted afterwards (no lost deal); then, alternating,
the ranking read (``Store.ranking``: 90 tables' stored totals) against one table's totals
(``Store.get_sheet`` of one table, the smallest page; a table's GET also reads its
``tournament_table``, one query more, what a table phone reads).

The ratio is measured so that a busy machine (2 cores shared) moves it little: ``PASSES`` passes
of ``PAIRS`` reads each, the two reads of a pair back to back and their order swapped every
pair (neither always runs on a warmer cache or right after the other's garbage), the ratio of a
pass its two medians, the ratio printed the median of the passes with their spread. A burst of
load hits one pass (its ratio is then an outlier the median drops), not the figure.

Prints the draw times, the write check and the ratio ranking ÷ one table's totals per database
(target ≤ 3×). SQLite always; PostgreSQL too when ``TEST_POSTGRES_URL`` (or the local default
server) answers.
"""

import random
import statistics
import threading
import time
import uuid
from collections.abc import Callable

from api.db.engine import make_engine
from api.db.store import Store
from bench.databases import worst_on_both
from tests.support.records import sample_record

PLAYERS = 120
ROUNDS = 3
DEALS = 24
PASSES = 7
PAIRS = 20
TARGET = 3.0


def _table_writes(store: Store, table: dict, seed: int, failures: list[str]) -> None:
    rng = random.Random(seed)
    seats = [p["seat"] for p in table["players"]]
    for _ in range(DEALS):
        try:
            store.put_entry(table["sheet_id"], table["table_token"], uuid.uuid4(), revision=1, record=sample_record(rng, seats))  # fmt: skip
        except Exception as err:  # noqa: BLE001 - counted and printed
            failures.append(repr(err))


def alternating(
    a: Callable[[], object], b: Callable[[], object], passes: int = PASSES, pairs: int = PAIRS
) -> tuple[float, float, float]:
    """The time of ``a`` ÷ that of ``b``: the median over ``passes`` of each pass's median ÷
    median, the two calls of a pair back to back in alternating order; and the passes' lowest
    and highest ratio (their spread says how busy the machine was)."""
    a(), b()  # warm-up
    ratios = []
    for _ in range(passes):
        ta, tb = [], []
        for i in range(pairs):
            for call, times in ((a, ta), (b, tb)) if i % 2 == 0 else ((b, tb), (a, ta)):
                t = time.perf_counter()
                call()
                times.append(time.perf_counter() - t)
        ratios.append(statistics.median(ta) / statistics.median(tb))
    return statistics.median(ratios), min(ratios), max(ratios)


def _bench(label: str, url: str) -> float:
    store = Store(make_engine(url))
    held, organiser, viewer = store.create_tournament(
        title="Bench", rounds=ROUNDS, deals_per_table=DEALS,
        players=[{"name": f"Spieler {i:03}"} for i in range(PLAYERS)],
    )  # fmt: skip
    tid, draws, writes, one_table = held["id"], [], [], ""
    for number in range(1, ROUNDS + 1):
        t = time.perf_counter()
        doc = store.draw_round(tid, organiser, seed=str(number))
        draws.append(time.perf_counter() - t)
        failures: list[str] = []
        threads = [
            threading.Thread(target=_table_writes, args=(store, table, number * 100 + table["number"], failures))
            for table in doc["tables"]
        ]  # fmt: skip
        t = time.perf_counter()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        writes.append(time.perf_counter() - t)
        closed = store.close_round(tid, organiser, number)
        lost = sum(DEALS - table["deals"] for table in closed["tables"])
        assert not failures and lost == 0, (failures[:3], lost)
        one_table = doc["tables"][0]["sheet_id"]
    ratio, low, high = alternating(
        lambda: store.ranking(tid, viewer), lambda: store.get_sheet(one_table, viewer, limit=1)
    )
    print(
        f"tournaments [{label}]: draw of {PLAYERS} players per round "
        f"{', '.join(f'{d * 1000:.0f} ms' for d in draws)}; 30 tables × {DEALS} deals written at "
        f"once per round in {', '.join(f'{w:.1f} s' for w in writes)}, no deal lost; ranking "
        f"({ROUNDS * 30} tables) ÷ one table's totals {ratio:.2f}x, median of {PASSES} passes "
        f"({low:.2f}–{high:.2f}x) (target ≤ {TARGET:g}x)",
        flush=True,
    )
    store.engine.dispose()
    return ratio


def main() -> None:
    worst = worst_on_both("tournaments", _bench)
    verdict = "ok" if worst <= TARGET else "ABOVE TARGET"
    print(f"tournaments: worst ranking ratio {worst:.2f}x (target ≤ {TARGET:g}x): {verdict}")


if __name__ == "__main__":
    main()
