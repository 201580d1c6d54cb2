"""Rounds in the store, on SQLite and PostgreSQL: a round and its sheets, the round's tokens on
its sheets, the season from the stored totals (moving with every write), the statistics, a
concurrent join of many sheets, the round deleted (its sheets stay)."""

import random
import threading
import uuid
from fractions import Fraction

import pytest

from api.db.errors import Forbidden, Invalid, InvalidToken, RoundGone
from tests.support.records import sample_record

MEMBERS = ["Anna", "Bernd", "Clara", "David", "Erich"]


def a_round(store):
    held, edit, view = store.create_round(title="R", members=[{"name": n} for n in MEMBERS])
    return held, edit, view, {m["name"]: m["id"] for m in held["members"]}


def a_sheet(store, held, edit, ids, players, deals=6, seed=1):
    sheet, token, _ = store.create_sheet(players=players)
    store.set_sheet_round(sheet["id"], token, edit, {"id": held["id"], "members": {p: ids[p] for p in players}})  # fmt: skip
    rng = random.Random(seed)
    view = sheet
    for _ in range(deals):
        active = [p for p in players if p != view["sitting_out"]]
        view = store.put_entry(sheet["id"], token, uuid.uuid4(), revision=1, record=sample_record(rng, active)).sheet  # fmt: skip
    return view, token


def test_the_season_is_the_sum_of_the_stored_totals_and_moves_with_a_write(store):
    held, edit, view, ids = a_round(store)
    one, t1 = a_sheet(store, held, edit, ids, MEMBERS[:4], seed=1)
    two, _ = a_sheet(store, held, edit, ids, MEMBERS, seed=2)
    season = {m["name"]: m for m in store.season(held["id"], view)["members"]}
    for name in MEMBERS:
        expected = sum(Fraction(s["totals"]["points"].get(name, 0)) for s in (one, two))
        assert Fraction(season[name]["points"]) == expected
    assert season["Erich"]["evenings"] == 1 and season["Anna"]["evenings"] == 2
    # a write with the round's edit token moves the season by exactly the entry
    out = store.put_entry(one["id"], edit, uuid.uuid4(), revision=1, record={"game": "dreier", "declarer": "Bernd", "won": True})  # fmt: skip
    after = {m["name"]: m for m in store.season(held["id"], view)["members"]}
    for name in MEMBERS[:4]:
        moved = Fraction(after[name]["points"]) - Fraction(season[name]["points"])
        assert moved == out.entry["result"]["points"][name]
    assert after["Erich"] == season["Erich"]
    stats = {m["name"]: m for m in store.round_stats(held["id"], view)["members"]}
    assert stats["Bernd"]["games"]["dreier"]["declared"] >= 1


def test_round_tokens_open_only_the_rounds_sheets(store):
    held, edit, view, ids = a_round(store)
    sheet, _ = a_sheet(store, held, edit, ids, MEMBERS[:4], deals=0)
    alone, _, _ = store.create_sheet(players=MEMBERS[:4])
    assert store.get_sheet(sheet["id"], view)["round_id"] == held["id"]
    with pytest.raises(Forbidden):
        store.put_entry(sheet["id"], view, uuid.uuid4(), revision=1, record={"game": "dreier", "declarer": "Anna", "won": True})  # fmt: skip
    with pytest.raises(InvalidToken):
        store.get_sheet(alone["id"], edit)


def test_many_sheets_join_at_once_and_each_bumps_the_round_once(store):
    held, edit, view, ids = a_round(store)
    sheets = [store.create_sheet(players=MEMBERS[:4])[:2] for _ in range(6)]
    errors = []

    def join(sheet, token):
        try:
            store.set_sheet_round(sheet["id"], token, edit, {"id": held["id"], "members": {p: ids[p] for p in MEMBERS[:4]}})  # fmt: skip
        except Exception as err:  # noqa: BLE001 - reported below
            errors.append(err)

    threads = [threading.Thread(target=join, args=s) for s in sheets]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    doc = store.get_round(held["id"], view)
    assert doc["round"]["version"] == 6 and len(doc["sheets"]) == 6


def test_a_deleted_round_is_gone_and_its_sheets_stay(store):
    held, edit, view, ids = a_round(store)
    sheet, token = a_sheet(store, held, edit, ids, MEMBERS[:4], deals=2)
    assert store.delete_round(held["id"], edit) == [sheet["id"]]
    with pytest.raises(RoundGone):
        store.get_round(held["id"], view)
    kept = store.get_sheet(sheet["id"], token)
    assert (
        kept["round_id"] is None and kept["deals"] == 2 and kept["version"] == sheet["version"] + 1
    )
    with pytest.raises(InvalidToken):
        store.get_sheet(sheet["id"], edit)


def test_text_a_database_cannot_hold_is_refused_before_it(store):
    for bad in ("a\x00b", "a\ud800b"):
        with pytest.raises(Invalid) as err:
            store.create_round(title="R", members=[{"name": bad}])
        assert err.value.field.startswith("members")
        with pytest.raises(Invalid):
            store.create_round(title=bad, members=[{"name": "Anna"}])
