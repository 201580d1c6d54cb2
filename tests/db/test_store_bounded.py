"""Bounded sheets, on SQLite and PostgreSQL: at most MAX_ENTRIES entries (tombstones included) by
PUT or import; GET pages the live entries by deal number; the totals kept with the sheet equal the
totals recomputed from its entries after any series of writes, edits, deletes and an import."""

import random
import uuid

import pytest

from api.db import ledger
from api.db.errors import Invalid
from api.db.store import base as store_base
from tests.support.records import sample_record

FOUR = ["Anna", "Bernd", "Clara", "David"]
DREIER = {"game": "dreier", "declarer": "Anna", "won": True}


def export(records: list[dict], deleted=()) -> dict:
    return {
        "format": "tarock-sheet",
        "format_version": 1,
        "sheet": {"players": FOUR, "profile": {"id": "ooe-2023"}},
        "entries": [
            {"id": str(uuid.uuid4()), "record": r, "deleted": i in deleted}
            for i, r in enumerate(records)
        ],
    }


def all_entries(store, sid, token, limit=500) -> list[dict]:
    """Every live entry, page by page (``after`` = the last page's ``next_after``)."""
    entries, after = [], 0
    while True:
        page = store.get_sheet(sid, token, limit=limit, after=after)
        entries.extend(page["entries"])
        if page["next_after"] is None:
            return entries
        assert page["next_after"] == page["entries"][-1]["seq"]
        after = page["next_after"]


def recomputed(store, sid, token) -> tuple[dict, dict]:
    """(the sheet, its totals summed again from every live entry's stored settlement)."""
    sheet = store.get_sheet(sid, token)
    totals = ledger.zero_totals(FOUR)
    entries = all_entries(store, sid, token)
    for e in entries:
        for name in ledger.LEDGERS:
            ledger.add_into(totals[name], e["result"][name], +1)
    assert sheet["deals"] == len(entries)
    return sheet, totals


@pytest.fixture
def small_limit(monkeypatch):
    """The limit's logic with 6 entries instead of 10,000 (the live test imports 10,000)."""
    monkeypatch.setattr(store_base, "MAX_ENTRIES", 6)  # the one place the store checks it
    return 6


def test_a_full_sheet_refuses_a_new_entry_tombstones_included(store, small_limit):
    view, edit, _ = store.create_sheet(players=FOUR)
    sid, ids = view["id"], [str(uuid.uuid4()) for _ in range(small_limit)]
    for eid in ids:
        store.put_entry(sid, edit, eid, revision=1, record=DREIER)
    store.delete_entry(sid, edit, ids[0])  # a tombstone still counts: 5 live, 6 entries
    with pytest.raises(Invalid) as err:
        store.put_entry(sid, edit, str(uuid.uuid4()), revision=1, record=DREIER)
    assert err.value.field == "entries" and err.value.kind == "not-allowed"
    assert f"at most {small_limit:,} entries" in err.value.reason
    assert store.get_sheet(sid, edit)["version"] == small_limit + 1  # nothing written
    # what is there can still change: an edit, a restore
    outcome = store.put_entry(sid, edit, ids[1], revision=2, record={**DREIER, "won": False})
    assert outcome.outcome == "updated"
    assert store.put_entry(sid, edit, ids[0], revision=3, record=DREIER).outcome == "updated"


def test_an_import_holds_at_most_the_limit(store, small_limit):
    sheet, edit, _ = store.import_sheet(export([DREIER] * small_limit, deleted={2}))
    assert sheet["deals"] == small_limit - 1 and sheet["version"] == small_limit
    with pytest.raises(Invalid) as err:
        store.put_entry(sheet["id"], edit, str(uuid.uuid4()), revision=1, record=DREIER)
    assert err.value.field == "entries"
    with pytest.raises(Invalid) as err:
        store.import_sheet(export([DREIER] * (small_limit + 1)))
    assert err.value.field == "entries" and "would have 7" in err.value.reason


def test_get_pages_the_live_entries_by_deal_number(store):
    view, edit, read = store.create_sheet(players=FOUR)
    sid, ids = view["id"], [str(uuid.uuid4()) for _ in range(12)]
    for eid in ids:
        store.put_entry(sid, edit, eid, revision=1, record=DREIER)
    for eid in ids[3:6]:
        store.delete_entry(sid, edit, eid)
    first = store.get_sheet(sid, read, limit=4)
    assert [e["seq"] for e in first["entries"]] == [1, 2, 3, 7]  # tombstones 4–6 skipped
    assert first["next_after"] == 7 and first["deals"] == 9
    second = store.get_sheet(sid, read, limit=4, after=7)
    assert [e["seq"] for e in second["entries"]] == [8, 9, 10, 11]
    last = store.get_sheet(sid, read, limit=4, after=11)
    assert [e["seq"] for e in last["entries"]] == [12] and last["next_after"] is None
    exact = store.get_sheet(sid, read, limit=9)
    assert len(exact["entries"]) == 9 and exact["next_after"] is None  # no empty page after
    assert store.get_sheet(sid, read, after=12)["entries"] == []
    assert [e["id"] for e in all_entries(store, sid, read, limit=2)] == [
        eid for i, eid in enumerate(ids) if not 3 <= i < 6
    ]
    default = store.get_sheet(sid, read)
    assert len(default["entries"]) == 9 and default["next_after"] is None
    for limit, after, field in ((0, 0, "limit"), (501, 0, "limit"), (5, -1, "after")):
        with pytest.raises(Invalid) as err:
            store.get_sheet(sid, read, limit=limit, after=after)
        assert err.value.field == field


def test_kept_totals_equal_the_entries_after_writes_edits_deletes(store):
    rng = random.Random(26)
    view, edit, _ = store.create_sheet(players=FOUR)
    sid, live, dead, revision = view["id"], [], [], {}
    for step in range(440):  # more live entries than one page holds
        action = rng.random()
        if action < 0.6 or not live:
            eid = str(uuid.uuid4())
            store.put_entry(sid, edit, eid, revision=1, record=sample_record(rng, FOUR))
            live.append(eid)
            revision[eid] = 1
        elif action < 0.75:  # an edit
            eid = rng.choice(live)
            revision[eid] += 1
            store.put_entry(sid, edit, eid, revision=revision[eid], record=sample_record(rng, FOUR))
        elif action < 0.9:  # a delete
            eid = live.pop(rng.randrange(len(live)))
            revision[eid] += 1
            store.delete_entry(sid, edit, eid, revision=revision[eid])
            dead.append(eid)
        elif dead:  # a restore
            eid = dead.pop(rng.randrange(len(dead)))
            revision[eid] += 1
            store.put_entry(sid, edit, eid, revision=revision[eid], record=sample_record(rng, FOUR))
            live.append(eid)
        if step % 40 == 0:
            sheet, totals = recomputed(store, sid, edit)
            assert sheet["totals"] == totals
    sheet, totals = recomputed(store, sid, edit)
    assert sheet["totals"] == totals and sheet["deals"] == len(live) > 200
    # an import of the same log (summed once, not entry by entry) keeps the same totals
    data = store.export_json(sid, edit)
    imported, edit2, _ = store.import_sheet(data)
    again, totals2 = recomputed(store, imported["id"], edit2)
    assert again["totals"] == totals2 == sheet["totals"]
    assert again["deals"] == sheet["deals"] and again["next_dealer"] == sheet["next_dealer"]
    assert again["version"] == len(data["entries"])
