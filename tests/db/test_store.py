"""The sheet store on SQLite and PostgreSQL: revisions, tombstones, totals, tokens, seating, audit."""

import csv
import hashlib
import io
import random
import uuid
from fractions import Fraction

import pytest
from sqlalchemy import select

import shared_rules
from api.db import ledger
from api.db.errors import (
    Conflict,
    Forbidden,
    Invalid,
    InvalidToken,
    NotFound,
    PreconditionFailed,
    Unauthorized,
)
from api.db.models import Entry, Sheet
from api.db.store import Store
from api.db.store import creating as store_creating
from tests.support.records import sample_record

FOUR = ["Anna", "Bernd", "Clara", "David"]
FIVE = ["Anna", "Bernd", "Clara", "David", "Erich"]
DREIER = {"game": "dreier", "declarer": "Anna", "won": True}
RUFER = {  # an A-Rufer with the Pagat: any player may bid it (an OÖ Rufer is the Vorhand's)
    "game": "a_rufer",
    "bird": "pagat",
    "declarer": "Bernd",
    "partner": "Clara",
    "called_king": "HK",
    "won": True,
    "premiums": [{"name": "pagat", "side": "declarer", "announced": True, "won": True}],
}


def new_id() -> str:
    return str(uuid.uuid4())


@pytest.fixture
def sheet(store):
    view, edit, read = store.create_sheet(players=FOUR, title="Test")
    return view["id"], edit, read


def live_sum(store, sheet_id, token):
    """Totals recomputed from the whole log (what the incremental totals must equal)."""
    full = store.get_sheet(sheet_id, token)
    totals = ledger.zero_totals(full["players"])
    for e in full["entries"]:
        for name in ledger.LEDGERS:
            ledger.add_into(totals[name], e["result"][name], +1)
    return full, totals


def assert_consistent(store, sheet_id, token):
    full, totals = live_sum(store, sheet_id, token)
    assert full["totals"] == totals
    for name in ledger.LEDGERS:
        assert sum(Fraction(v) for v in full["totals"][name].values()) == 0
    assert full["deals"] == len(full["entries"])
    return full


# --- tokens --------------------------------------------------------------------------------------


def test_tokens_are_long_random_and_stored_hashed(store, sheet):
    sheet_id, edit, view = sheet
    assert len(edit) >= 43 and len(view) >= 43 and edit != view
    with store._read() as session:
        row = session.get(Sheet, sheet_id)
        assert row.edit_token_hash == hashlib.sha256(edit.encode()).hexdigest()
        assert edit not in (row.edit_token_hash, row.view_token_hash)
        assert view not in (row.edit_token_hash, row.view_token_hash)


def test_access_rules(store, sheet):
    sheet_id, edit, view = sheet
    with pytest.raises(Unauthorized):
        store.get_sheet(sheet_id, None)
    with pytest.raises(Unauthorized):
        store.put_entry(sheet_id, "", new_id(), revision=1, record=DREIER)
    with pytest.raises(InvalidToken):
        store.get_sheet(sheet_id, "wrong-token")
    with pytest.raises(InvalidToken):  # the same answer as for a sheet that does not exist
        store.get_sheet(str(uuid.uuid4()), edit)
    with pytest.raises(InvalidToken):
        store.get_sheet("not-a-uuid", edit)
    with pytest.raises(Forbidden):
        store.put_entry(sheet_id, view, new_id(), revision=1, record=DREIER)
    with pytest.raises(Forbidden):
        store.delete_entry(sheet_id, view, new_id())
    assert store.get_sheet(sheet_id, view)["version"] == 0
    assert store.get_sheet(sheet_id, edit)["version"] == 0
    other = store.create_sheet(players=FOUR)
    with pytest.raises(InvalidToken):  # another sheet's token opens nothing here
        store.get_sheet(sheet_id, other[1])


# --- revisions -----------------------------------------------------------------------------------


def test_put_is_idempotent_and_revisions_only_move_forward(store, sheet):
    sheet_id, edit, _ = sheet
    eid = new_id()
    first = store.put_entry(sheet_id, edit, eid, revision=1, record=DREIER)
    assert (first.outcome, first.sheet["version"], first.entry["version"]) == ("created", 1, 1)
    assert first.sheet["totals"]["points"] == {"Anna": 12, "Bernd": -4, "Clara": -4, "David": -4}

    again = store.put_entry(sheet_id, edit, eid, revision=1, record=dict(DREIER))
    assert again.outcome == "unchanged" and again.sheet == first.sheet

    lost = {**DREIER, "won": False}
    newer = store.put_entry(sheet_id, edit, eid, revision=3, record=lost)
    assert newer.outcome == "updated" and newer.sheet["version"] == 2
    assert newer.sheet["totals"]["points"] == {"Anna": -12, "Bernd": 4, "Clara": 4, "David": 4}

    stale = store.put_entry(sheet_id, edit, eid, revision=2, record=DREIER)
    assert stale.outcome == "stale" and stale.entry["revision"] == 3
    assert stale.entry["record"] == lost and stale.sheet["version"] == 2

    with pytest.raises(Conflict) as err:
        store.put_entry(sheet_id, edit, eid, revision=3, record=DREIER)
    assert err.value.extra["entry"]["record"] == lost
    full = assert_consistent(store, sheet_id, edit)
    assert full["version"] == 2 and [e["id"] for e in full["entries"]] == [eid]


def test_entry_ids_are_uuids_in_canonical_form(store, sheet):
    sheet_id, edit, _ = sheet
    eid = uuid.uuid4()
    out = store.put_entry(sheet_id, edit, str(eid).upper(), revision=1, record=DREIER)
    assert out.entry["id"] == str(eid)
    assert (
        store.put_entry(sheet_id, edit, eid.hex, revision=1, record=DREIER).outcome == "unchanged"
    )
    with pytest.raises(Invalid) as err:
        store.put_entry(sheet_id, edit, "deal-1", revision=1, record=DREIER)
    assert err.value.field == "entry_id"


def test_delete_is_a_tombstone(store, sheet):
    sheet_id, edit, _ = sheet
    a, b = new_id(), new_id()
    store.put_entry(sheet_id, edit, a, revision=1, record=DREIER)
    store.put_entry(sheet_id, edit, b, revision=1, record=RUFER)
    gone = store.delete_entry(sheet_id, edit, a)
    assert gone.outcome == "deleted" and gone.entry["deleted"] and gone.entry["revision"] == 2
    assert gone.entry["record"] == DREIER  # what the user entered is kept
    full = assert_consistent(store, sheet_id, edit)
    assert [e["id"] for e in full["entries"]] == [b] and full["version"] == 3

    assert store.delete_entry(sheet_id, edit, a).outcome == "unchanged"
    assert store.put_entry(sheet_id, edit, a, revision=1, record=DREIER).outcome == "stale"
    with pytest.raises(NotFound):
        store.delete_entry(sheet_id, edit, new_id())

    back = store.put_entry(sheet_id, edit, a, revision=3, record=DREIER)
    assert back.outcome == "updated" and not back.entry["deleted"]
    full = assert_consistent(store, sheet_id, edit)
    assert [e["id"] for e in full["entries"]] == [a, b]  # keeps its place (deal number)


def test_delete_with_explicit_revision(store, sheet):
    sheet_id, edit, _ = sheet
    eid = new_id()
    store.put_entry(sheet_id, edit, eid, revision=4, record=DREIER)
    assert store.delete_entry(sheet_id, edit, eid, revision=3).outcome == "stale"
    with pytest.raises(Conflict):
        store.delete_entry(sheet_id, edit, eid, revision=4)
    assert store.delete_entry(sheet_id, edit, eid, revision=9).entry["revision"] == 9


def test_versions_strictly_increase_and_if_match(store, sheet):
    sheet_id, edit, _ = sheet
    versions = []
    eid = new_id()
    for rev in range(1, 6):
        out = store.put_entry(
            sheet_id, edit, eid, revision=rev, record={**DREIER, "won": rev % 2 == 0}
        )
        versions.append(out.sheet["version"])
    assert versions == [1, 2, 3, 4, 5]
    with pytest.raises(PreconditionFailed) as err:
        store.put_entry(sheet_id, edit, new_id(), revision=1, record=DREIER, if_match=4)
    assert err.value.extra["version"] == 5
    with pytest.raises(PreconditionFailed):
        store.delete_entry(sheet_id, edit, eid, if_match={1, 2})
    assert store.get_sheet(sheet_id, edit)["version"] == 5  # nothing happened
    ok = store.put_entry(sheet_id, edit, new_id(), revision=1, record=DREIER, if_match={5, 7})
    assert ok.sheet["version"] == 6


def test_changes_since(store, sheet):
    sheet_id, edit, view = sheet
    ids = [new_id() for _ in range(5)]
    for eid in ids:
        store.put_entry(sheet_id, edit, eid, revision=1, record=DREIER)
    store.delete_entry(sheet_id, edit, ids[1])
    store.put_entry(sheet_id, edit, ids[0], revision=2, record=RUFER)
    ch = store.changes(sheet_id, view, since=4)
    assert ch["version"] == 7 and not ch["more"] and ch["next_since"] == 7
    assert [(e["id"], e["version"], e["deleted"]) for e in ch["entries"]] == [
        (ids[4], 5, False),
        (ids[1], 6, True),
        (ids[0], 7, False),
    ]
    assert store.changes(sheet_id, view, since=7)["entries"] == []
    page = store.changes(sheet_id, view, since=0, limit=2)
    assert page["more"] and page["next_since"] == 4  # ids[0] and ids[1] moved on to v7, v6
    rest = store.changes(sheet_id, view, since=page["next_since"], limit=2)
    assert [e["version"] for e in page["entries"] + rest["entries"]] == [3, 4, 5, 6]
    last = store.changes(sheet_id, view, since=rest["next_since"], limit=2)
    assert [e["version"] for e in last["entries"]] == [7] and not last["more"]
    with pytest.raises(Invalid):
        store.changes(sheet_id, view, since=-1)


def test_totals_equal_the_log_after_random_edits(store, sheet):
    sheet_id, edit, _ = sheet
    rng = random.Random(5)
    revisions: dict[str, int] = {}
    version = 0
    for _ in range(80):
        op = rng.random()
        if op < 0.5 or not revisions:
            eid = new_id()
            revisions[eid] = 1
            out = store.put_entry(sheet_id, edit, eid, revision=1, record=sample_record(rng, FOUR))
        elif op < 0.8:
            eid = rng.choice(list(revisions))
            revisions[eid] += 1
            record = sample_record(rng, FOUR)
            if rng.random() < 0.2:
                record["writing_error"] = True
            out = store.put_entry(sheet_id, edit, eid, revision=revisions[eid], record=record)
        else:
            eid = rng.choice(list(revisions))
            out = store.delete_entry(sheet_id, edit, eid)
            revisions[eid] = out.entry["revision"]
        if out.changed:
            assert out.sheet["version"] == version + 1
            version += 1
    assert_consistent(store, sheet_id, edit)


# --- what an entry counts --------------------------------------------------------------------------


def test_schreibfehler_counts_zero(store, sheet):
    sheet_id, edit, _ = sheet
    eid = new_id()
    store.put_entry(sheet_id, edit, eid, revision=1, record=DREIER)
    marked = store.put_entry(
        sheet_id, edit, eid, revision=2, record={**DREIER, "writing_error": True}
    )
    assert marked.entry["schreibfehler"]
    assert set(marked.entry["result"]["points"].values()) == {0}
    assert "Allgemeines 9" in marked.entry["result"]["lines"][0]["rule"]
    assert set(marked.sheet["totals"]["points"].values()) == {0}
    assert marked.sheet["deals"] == 1  # still on the sheet, counting nothing
    unmarked = store.put_entry(sheet_id, edit, eid, revision=3, record=DREIER)
    assert unmarked.sheet["totals"]["points"]["Anna"] == 12


def test_engine_errors_name_the_field_and_change_nothing(store, sheet):
    sheet_id, edit, _ = sheet
    with pytest.raises(Invalid) as err:
        store.put_entry(sheet_id, edit, new_id(), revision=1, record={**DREIER, "declarer": "Zoe"})
    assert err.value.field == "record.declarer" and err.value.kind == "malformed"
    with pytest.raises(Invalid) as err:
        bad = {**RUFER, "premiums": [{"name": "pagat", "side": "declarer", "won": True}] * 2}
        store.put_entry(sheet_id, edit, new_id(), revision=1, record=bad)
    assert err.value.field == "record.premiums.1.name" and err.value.kind == "inconsistent"
    for record, field in [
        ({**DREIER, "profile": "tirol-2026"}, "record.profile"),
        ({**DREIER, "house_rules": {"threshold": 100}}, "record.house_rules"),
        ({**DREIER, "cents_per_point": 3}, "record.cents_per_point"),
        ({**DREIER, "dealer": "Zoe"}, "record.dealer"),
        ({**DREIER, "players": ["Anna", "Bernd", "Clara", "Xaver"]}, "record.players"),
        ({**DREIER, "players": ["Anna", "Bernd", "Clara"]}, "record.players"),
        ("not a record", "record"),
    ]:
        with pytest.raises(Invalid) as err:
            store.put_entry(sheet_id, edit, new_id(), revision=1, record=record)
        assert err.value.field == field, record
    with pytest.raises(Invalid) as err:
        store.put_entry(sheet_id, edit, new_id(), revision=0, record=DREIER)
    assert err.value.field == "revision"
    with pytest.raises(Invalid) as err:
        written = {"points": {"Zoe": 1}}
        store.put_entry(sheet_id, edit, new_id(), revision=1, record=DREIER, written=written)
    assert err.value.field == "written.points.Zoe"
    assert store.get_sheet(sheet_id, edit)["version"] == 0


def test_the_sheet_supplies_profile_players_and_cents(store):
    view, edit, _ = store.create_sheet(
        players=FOUR, house_rules={"game_values": {"dreier": 5}}, cents_per_point=25
    )
    out = store.put_entry(view["id"], edit, new_id(), revision=1, record=DREIER)
    assert out.entry["result"]["points"]["Anna"] == 15
    assert out.entry["result"]["money_cents"]["Anna"] == 15 * 25
    same = {**DREIER, "profile": "ooe-2023", "players": FOUR[::-1], "cents_per_point": 25}
    assert store.put_entry(view["id"], edit, new_id(), revision=1, record=same).outcome == "created"


def test_create_sheet_checks(store):
    for kwargs, field in [
        ({"players": FOUR[:3]}, "players"),
        ({"players": ["Anna", "anna", "B", "C"]}, "players"),
        ({"players": ["Anna", "", "B", "C"]}, "players.1"),
        ({"players": FOUR, "first_dealer": "Zoe"}, "first_dealer"),
        ({"players": FOUR, "profile": "nope"}, "profile"),
        ({"players": FOUR, "house_rules": {"kontra_level": 4}}, "house_rules.kontra_level"),
        ({"players": FOUR, "cents_per_point": -1}, "cents_per_point"),
        ({"players": FOUR, "title": "x" * 201}, "title"),
    ]:
        with pytest.raises(Invalid) as err:
            store.create_sheet(**kwargs)
        assert err.value.field == field, kwargs


# --- seating -------------------------------------------------------------------------------------


def test_five_players_the_dealer_sits_out(store):
    view, edit, _ = store.create_sheet(players=FIVE, first_dealer="Clara")
    sid = view["id"]
    assert (view["next_dealer"], view["next_forehand"], view["sitting_out"]) == (
        "Clara",
        "David",
        "Clara",
    )
    out = store.put_entry(sid, edit, new_id(), revision=1, record={**DREIER, "declarer": "David"})
    assert (out.entry["dealer"], out.entry["forehand"]) == ("Clara", "David")
    assert out.entry["result"]["points"] == {
        "Anna": -4, "Bernd": -4, "Clara": 0, "David": 12, "Erich": -4
    }  # fmt: skip
    assert out.sheet["next_dealer"] == "David" and out.sheet["next_forehand"] == "Erich"
    with pytest.raises(Invalid) as err:  # David deals now and sits out
        store.put_entry(sid, edit, new_id(), revision=1, record={**DREIER, "declarer": "David"})
    assert err.value.field == "record.declarer"
    # the four players who played name the dealer
    four = {**DREIER, "declarer": "Anna", "players": ["Bernd", "Clara", "David", "Anna"]}
    out = store.put_entry(sid, edit, new_id(), revision=1, record=four)
    assert out.entry["dealer"] == "Erich" and out.entry["result"]["points"]["Erich"] == 0
    with pytest.raises(Invalid) as err:
        store.put_entry(sid, edit, new_id(), revision=1, record={**four, "dealer": "Anna"})
    assert err.value.field == "record.dealer"
    # an edit keeps the entry's dealer; a deletion hands the deal back
    eid = new_id()
    third = store.put_entry(sid, edit, eid, revision=1, record={**DREIER, "declarer": "Bernd"})
    assert third.entry["dealer"] == "Anna"  # after Erich's deal
    edited = store.put_entry(sid, edit, eid, revision=2, record={**DREIER, "declarer": "Clara"})
    assert edited.entry["dealer"] == third.entry["dealer"]
    assert_consistent(store, sid, edit)


def test_dealer_rotation_four_players(store):
    view, edit, _ = store.create_sheet(players=FOUR, first_dealer="David")
    sid = view["id"]
    dealers = []
    for _ in range(5):
        out = store.put_entry(sid, edit, new_id(), revision=1, record=DREIER)
        dealers.append((out.entry["dealer"], out.entry["forehand"]))
    assert dealers == [
        ("David", "Anna"), ("Anna", "Bernd"), ("Bernd", "Clara"), ("Clara", "David"), ("David", "Anna")
    ]  # fmt: skip
    last = out.entry["id"]
    store.delete_entry(sid, edit, last)
    assert store.get_sheet(sid, edit)["next_dealer"] == "David"  # the deleted deal is dealt again


# --- frozen profile ------------------------------------------------------------------------------


def test_a_later_profile_change_never_rewrites_an_old_sheet(store, db_url, monkeypatch):
    old_view, edit, _ = store.create_sheet(players=FOUR)
    first = store.put_entry(old_view["id"], edit, new_id(), revision=1, record=DREIER)
    assert first.entry["result"]["points"]["Anna"] == 12

    changed = shared_rules.raw_profile("ooe-2023")
    changed["version"] = "2099.1"
    changed["games"]["dreier"]["value"] = 10
    monkeypatch.setattr(store_creating, "raw_profile", lambda _id: changed)  # the store's lookup

    fresh = Store(store.engine)  # a new process: no cached profiles
    again = fresh.put_entry(old_view["id"], edit, new_id(), revision=1, record=DREIER)
    assert again.entry["result"]["points"]["Anna"] == 12
    assert again.entry["result"]["profile"]["version"] == "2023.4-r2025.11"
    new_view, edit2, _ = fresh.create_sheet(players=FOUR)
    assert new_view["profile"]["version"] == "2099.1"
    out = fresh.put_entry(new_view["id"], edit2, new_id(), revision=1, record=DREIER)
    assert out.entry["result"]["points"]["Anna"] == 30
    assert fresh.frozen_profile(old_view["id"], edit)["profile"]["games"]["dreier"]["value"] == 4


# --- export, import ------------------------------------------------------------------------------


def _filled(store, players=FOUR, n=12, seed=3):
    view, edit, read = store.create_sheet(players=players, title="Export")
    rng = random.Random(seed)
    ids = []
    for _ in range(n):
        eid = new_id()
        ids.append(eid)
        record = sample_record(rng, players[:4])
        if len(players) == 5:
            record["dealer"] = players[4]
        store.put_entry(view["id"], edit, eid, revision=1, record=record)
    store.delete_entry(view["id"], edit, ids[3])
    store.put_entry(view["id"], edit, ids[4], revision=2, record={**DREIER, "writing_error": True})
    return view["id"], edit, read


def test_json_export_import_round_trip(store):
    sid, edit, view = _filled(store)
    data = store.export_json(sid, view)
    assert data["format"] == "tarock-sheet" and len(data["entries"]) == 12
    assert data["sheet"]["profile"]["data"]["id"] == "ooe-2023"
    imported, edit2, view2 = store.import_sheet(data)
    assert imported["id"] != sid and edit2 != edit
    a, b = store.get_sheet(sid, view), store.get_sheet(imported["id"], view2)
    assert b["totals"] == a["totals"] and b["deals"] == a["deals"] == 11
    strip = ("version", "created_at", "updated_at")
    assert [{k: v for k, v in e.items() if k not in strip} for e in b["entries"]] == [
        {k: v for k, v in e.items() if k not in strip} for e in a["entries"]
    ]
    tomb = [e for e in store.export_json(imported["id"], edit2)["entries"] if e["deleted"]]
    assert len(tomb) == 1 and tomb[0]["record"]
    assert_consistent(store, imported["id"], edit2)


def test_import_is_all_or_nothing(store):
    sid, _, view = _filled(store, n=6)
    data = store.export_json(sid, view)
    data["entries"][2]["record"] = {**data["entries"][2]["record"], "declarer": "Zoe"}
    with store._read() as session:
        before = session.query(Sheet).count()
    with pytest.raises(Invalid) as err:
        store.import_sheet(data)
    assert err.value.field == "entries.2.record.declarer"
    with store._read() as session:
        assert session.query(Sheet).count() == before
    for broken, field in [
        ({**data, "format": "x"}, "format"),
        ({**data, "entries": [data["entries"][0], data["entries"][0]]}, "entries.1.id"),
        ({**data, "entries": [{**data["entries"][0], "id": "x"}]}, "entries.0.id"),
        ({**data, "sheet": {**data["sheet"], "players": ["A"]}}, "players"),
    ]:
        with pytest.raises(Invalid) as err:
            store.import_sheet(broken)
        assert err.value.field == field


def test_import_without_dealers_deals_in_turn(store):
    entries = [{"id": new_id(), "record": DREIER} for _ in range(3)]
    data = {
        "format": "tarock-sheet",
        "format_version": 1,
        "sheet": {"players": FOUR, "profile": {"id": "ooe-2023"}, "first_dealer": "Bernd"},
        "entries": entries,
    }
    view, edit, _ = store.import_sheet(data)
    full = store.get_sheet(view["id"], edit)
    assert [e["dealer"] for e in full["entries"]] == ["Bernd", "Clara", "David"]
    assert full["version"] == 3 and full["totals"]["points"]["Anna"] == 36


def test_csv_export(store):
    sid, _, view = _filled(store, players=FIVE)
    text = store.export_csv(sid, view)
    rows = list(csv.DictReader(io.StringIO(text)))
    full = store.get_sheet(sid, view)
    assert len(rows) == full["deals"] == 11
    assert [int(r["deal"]) for r in rows] == list(range(1, 12))
    for p in FIVE:
        assert int(rows[-1][f"{p} total"]) == full["totals"]["points"][p]
        assert sum(int(r[f"{p} points"]) for r in rows) == full["totals"]["points"][p]
        assert sum(int(r[f"{p} money_cents"]) for r in rows) == full["totals"]["money_cents"][p]
    assert {r["Erich points"] for r in rows} == {"0"}  # Erich dealt every deal
    assert rows[3]["schreibfehler"] == "1"


# --- audit ---------------------------------------------------------------------------------------


def test_audit_compares_paper_with_recomputation(store):
    view, edit, read = store.create_sheet(players=FOUR)
    sid = view["id"]
    right, missing, reversed_, other = new_id(), new_id(), new_id(), new_id()
    computed = {"Anna": -3, "Bernd": 3, "Clara": 3, "David": -3}  # A-Rufer 1 + Pagat 2 (angesagt)
    store.put_entry(sid, edit, right, revision=1, record=RUFER, written={"points": computed})
    no_pagat = {"Anna": -1, "Bernd": 1, "Clara": 1, "David": -1}
    store.put_entry(sid, edit, missing, revision=1, record=RUFER, written={"points": no_pagat})
    signs = {p: -v for p, v in computed.items()}
    store.put_entry(sid, edit, reversed_, revision=1, record=RUFER, written={"points": signs})
    store.put_entry(sid, edit, other, revision=1, record=DREIER)  # nothing written: not checked

    report = store.audit(sid, read)
    assert (report["checked"], report["differing"], report["ok"]) == (3, 2, False)
    by_id = {e["id"]: e for e in report["entries"]}
    assert by_id[right]["ok"] and not any(by_id[right]["difference"].values())
    miss = by_id[missing]
    assert not miss["ok"] and miss["difference"] == {
        "Anna": 2,
        "Bernd": -2,
        "Clara": -2,
        "David": 2,
    }
    kinds = [(x["kind"], x.get("line")) for x in miss["explanation"]]
    assert ("line_missing", 1) in kinds  # the Pagat line
    assert miss["lines"][1]["item"].startswith("premium")
    assert "signs_reversed" in [x["kind"] for x in by_id[reversed_]["explanation"]]
    assert report["recomputed_totals"] == report["stored_totals"]
    assert report["changed_since_saved"] == []

    # paper numbers given with the audit request; running totals too
    fixed = store.audit(sid, read, {missing: {"points": computed}})
    assert fixed["differing"] == 1
    running = {"Anna": -6, "Bernd": 6, "Clara": 6, "David": -6}
    totals = store.audit(sid, read, {missing: {"totals": running}, reversed_: {"totals": running}})
    by_id = {e["id"]: e for e in totals["entries"]}
    assert by_id[missing]["ok"] and not by_id[reversed_]["ok"]
    assert by_id[reversed_]["totals_difference"] == {
        "Anna": 3,
        "Bernd": -3,
        "Clara": -3,
        "David": 3,
    }
    with pytest.raises(Invalid):
        store.audit(sid, read, {new_id(): {"points": computed}})
    with pytest.raises(Invalid):
        store.audit(sid, read, {missing: {"points": {"Anna": "x"}}})


def test_audit_flags_not_zero_sum_paper(store):
    view, edit, read = store.create_sheet(players=FOUR)
    paper = {"Anna": 12, "Bernd": -4, "Clara": -4, "David": -3}
    store.put_entry(
        view["id"], edit, new_id(), revision=1, record=DREIER, written={"points": paper}
    )
    item = store.audit(view["id"], read)["entries"][0]
    assert not item["written_zero_sum"]
    assert [x["kind"] for x in item["explanation"]] == ["not_zero_sum"]


def test_stored_rows_are_complete(store, sheet):
    sheet_id, edit, _ = sheet
    store.put_entry(sheet_id, edit, new_id(), revision=1, record=RUFER)
    with store._read() as session:
        row = session.scalars(select(Entry).where(Entry.sheet_id == sheet_id)).one()
        assert row.result["points"] and row.body_hash and row.version == 1 and row.seq == 1
