"""A round's view-token reads cost about the same with one full sheet or many (issue 32: season and
statistics from the sheets' stored totals and tallies, never a read of every entry).

On PostgreSQL (``TEST_POSTGRES_URL``), one sheet of 10,000 entries is imported, joined to a round,
and copied in SQL into FULL sheets of a second round. Then GET /rounds/{id}, /season and /stats with the view token (Flask's test
client, medians of READS) on both rounds, and the statistics as they were counted before (every
live entry read: ``round_stats`` over the entries) on the big round, once. Last, a round at the
limit of MAX_ROUND_SHEETS sheets (copies of a short sheet): what its reads cost.

Prints the ratios many / one per read (target: within 5×) and the seconds of the old count.
``python -m bench.bench_round_stats [FULL]`` (default 20: 200,000 entries).
"""

import json
import os
import random
import statistics
import sys
import time
import uuid

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from api import create_app
from api.db import get_store
from api.db.models import Entry, Sheet
from api.db.store import round_room, round_stats
from tests.support.databases import postgres_database
from tests.support.records import sample_record

FOUR = ["Anna", "Bernd", "Clara", "David"]
READS = 9
COPY = """
INSERT INTO sheets (id, title, profile_id, profile_version, profile_data, house_rules, players,
  first_dealer, cents_per_point, stake, edit_token_hash, view_token_hash, version, next_seq,
  totals, live_entries, created_at, updated_at, display_names, archived_at, continues,
  continued_by, carry, round_id, members, stats)
SELECT :new, title, profile_id, profile_version, profile_data, house_rules, players,
  first_dealer, cents_per_point, stake, edit_token_hash, view_token_hash, version, next_seq,
  totals, live_entries, created_at, updated_at, display_names, archived_at, continues,
  continued_by, carry, :round, CAST(:members AS json), stats FROM sheets WHERE id = :old;
INSERT INTO entries (sheet_id, entry_id, revision, seq, dealer, record, written, play, result,
  deleted, body_hash, version, created_at, updated_at)
SELECT :new, entry_id, revision, seq, dealer, record, written, play, result, deleted, body_hash,
  version, created_at, updated_at FROM entries WHERE sheet_id = :old;
"""


def imported(store, rng: random.Random, deals: int) -> tuple[str, str]:
    while True:
        entries = [
            {"id": str(uuid.uuid4()), "record": sample_record(rng, FOUR)} for _ in range(deals)
        ]
        try:
            sheet, token, _ = store.import_sheet({"format": "tarock-sheet", "format_version": 1,
                "sheet": {"players": FOUR, "profile": {"id": "ooe-2023"}}, "entries": entries})  # fmt: skip
            return sheet["id"], token
        except Exception:  # noqa: BLE001 - a record the profile refuses: draw again
            continue


def round_of(store, sheet_id: str, token: str, copies: int) -> tuple[str, str]:
    """A round holding ``copies`` copies of the sheet (rows copied in SQL, seated by the round's
    members), or the sheet itself when ``copies`` is 0."""
    held, edit, view = store.create_round(title="Jahr", members=[{"name": n} for n in FOUR])
    ids = {m["name"]: m["id"] for m in held["members"]}
    if copies == 0:
        store.set_sheet_round(sheet_id, token, edit, {"id": held["id"], "members": ids})
    with store.engine.begin() as conn:
        for _ in range(copies):
            new = str(uuid.uuid4())
            for statement in COPY.strip().split(";\n"):
                conn.execute(
                    text(statement),
                    {"new": new, "old": sheet_id, "round": held["id"], "members": json.dumps(ids)},
                )
    return held["id"], view


def median_seconds(call, reads: int = READS) -> float:
    call()
    times = []
    for _ in range(reads):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def old_count(store, round_id: str, view: str) -> float:
    """Seconds the statistics took when counted from every live entry (before issue 32)."""
    start = time.perf_counter()
    held = store.get_round(round_id, view)["round"]
    with Session(store.engine) as session:
        sheets = session.scalars(select(Sheet).where(Sheet.round_id == round_id)).all()
        round_stats.stats(held["members"], [
            round_stats.StatsEvening(s.members, session.execute(
                select(Entry.record, Entry.result)
                .where(Entry.sheet_id == s.id, Entry.deleted.is_(False)).order_by(Entry.seq)
            ).all(), s.stake)
            for s in sheets
        ])  # fmt: skip
    return time.perf_counter() - start


def main(full: int) -> None:
    base = os.environ.get("TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
    with postgres_database(base) as url:
        app = create_app({"TESTING": True, "RATELIMIT_ENABLED": False, "DATABASE_URL": url})
        with app.app_context():
            store, rng = get_store(), random.Random(3)
            start = time.perf_counter()
            sheet_id, token = imported(store, rng, 10_000)
            print(f"import of 10,000 entries: {time.perf_counter() - start:.1f} s")
            one, one_view = round_of(store, sheet_id, token, 0)
            many, many_view = round_of(store, sheet_id, token, full)
            short, short_token = imported(store, rng, 60)
            at_limit, limit_view = round_of(store, short, short_token, round_room.MAX_ROUND_SHEETS)
        client = app.test_client()
        print(f"load average {os.getloadavg()}")
        for path in ("", "/season", "/stats"):
            cost = {}
            for name, rid, view in (("one", one, one_view), ("many", many, many_view),
                                    ("limit", at_limit, limit_view)):  # fmt: skip
                headers = {"Authorization": f"Bearer {view}"}

                def read(rid=rid, headers=headers, path=path) -> None:
                    assert (
                        client.get(f"/api/v1/rounds/{rid}{path}", headers=headers).status_code
                        == 200
                    )

                cost[name] = median_seconds(read)
            print(
                f"GET /rounds/{{id}}{path or ''}: one full sheet {cost['one'] * 1000:.1f} ms, "
                f"{full} full sheets {cost['many'] * 1000:.1f} ms ({cost['many'] / cost['one']:.2f}x), "
                f"{round_room.MAX_ROUND_SHEETS} sheets {cost['limit'] * 1000:.1f} ms "
                f"({cost['limit'] / cost['one']:.2f}x)"
            )
        with app.app_context():
            print(f"the old count over every entry of {full} full sheets: "
                  f"{old_count(get_store(), many, many_view):.1f} s")  # fmt: skip
        print(f"load average {os.getloadavg()}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
