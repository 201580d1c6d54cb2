"""A bayerisch sheet in the store on SQLite and PostgreSQL: the pot carried from deal to deal
through appends, edits, deletes and restores, always equal to ``haferl.settle_sheet``."""

import random
import uuid

from shared_rules.haferl import settle_sheet
from tests.support.records import sample_haferl_record

FOUR = ["Anna", "Bernd", "Clara", "David"]


def recomputed(store, sheet_id, token) -> tuple[dict, dict]:
    full = store.get_sheet(sheet_id, token)
    deals = [{**e["record"], "dealer": e["dealer"]} for e in full["entries"]]
    engine = settle_sheet(
        {
            "profile": "bayerisch",
            "players": full["players"],
            "stake": full["stake"],
            "cents_per_point": full["cents_per_point"],
            "deals": deals,
        }
    )
    return full, engine


def test_random_edits_keep_the_pot_and_totals_equal_to_the_whole_sheet(store):
    rng = random.Random(1414)
    view, edit, _ = store.create_sheet(players=FOUR, profile="bayerisch", stake=2)
    sid = view["id"]
    entries: dict[str, int] = {}  # id -> revision
    for step in range(60):
        full = store.get_sheet(sid, edit)
        move = rng.random()
        if entries and move < 0.25:  # change an earlier deal (its dealer stays)
            eid = rng.choice(list(entries))
            stored = next((e for e in full["entries"] if e["id"] == eid), None)
            if stored is None:  # a tombstone: bring it back with a new deal of its dealer
                dealer = store.export_json(sid, edit)
                dealer = next(e["dealer"] for e in dealer["entries"] if e["id"] == eid)
            else:
                dealer = stored["dealer"]
            record = sample_haferl_record(rng, [p for p in FOUR if p != dealer])
            entries[eid] += 1
            out = store.put_entry(sid, edit, eid, revision=entries[eid], record=record)
            assert out.outcome == "updated"
        elif entries and move < 0.4:
            eid = rng.choice(list(entries))
            entries[eid] += 1
            store.delete_entry(sid, edit, eid, revision=entries[eid])
        else:
            eid = str(uuid.uuid4())
            active = [p for p in FOUR if p != full["next_dealer"]]
            store.put_entry(sid, edit, eid, revision=1, record=sample_haferl_record(rng, active))
            entries[eid] = 1
        full, engine = recomputed(store, sid, edit)
        assert full["totals"] == {**engine["totals"], "pot": engine["pot"]}, step
        befores = [e["result"]["pot"]["before"] for e in full["entries"]]
        afters = [e["result"]["pot"]["after"] for e in full["entries"]]
        assert befores == [8, *afters[:-1]][: len(befores)], step
        assert sum(full["totals"]["points"].values()) + full["totals"]["pot"]["points"] == 0


def test_changes_since_carry_every_deal_settled_again(store):
    view, edit, _ = store.create_sheet(players=FOUR[:3], profile="bayerisch")
    sid = view["id"]
    ids = [str(uuid.uuid4()) for _ in range(3)]
    for eid in ids:
        store.put_entry(
            sid,
            edit,
            eid,
            revision=1,
            record={"game": "stockspiel", "declarer": "Anna", "won": True},
        )
    version = store.version(sid, edit)
    store.delete_entry(sid, edit, ids[0])
    changes = store.changes(sid, edit, since=version)
    assert [e["id"] for e in changes["entries"]] == ids
    assert len({e["version"] for e in changes["entries"]}) == 3  # each a version of its own
    assert changes["version"] == version + 3
    page = store.changes(sid, edit, since=version, limit=1)
    assert page["more"] and page["next_since"] == version + 1


def test_an_edit_settles_again_only_the_deals_up_to_the_first_that_finds_its_old_pot(store):
    # the pot each deal finds: 3, 5, 4, 2, 4; with the first won (61 Augen): 3, 2, 1, 2, 4
    view, edit, _ = store.create_sheet(players=FOUR[:3], profile="bayerisch", stake=1)
    sid = view["id"]
    ids = [str(uuid.uuid4()) for _ in range(5)]

    def stockspiel(augen: int) -> dict:
        return {"game": "stockspiel", "declarer": "Anna", "declarer_augen": augen}

    for eid, augen in zip(ids, (0, 61, 120, 0, 120), strict=True):
        store.put_entry(sid, edit, eid, revision=1, record=stockspiel(augen))
    version = store.version(sid, edit)
    store.put_entry(sid, edit, ids[0], revision=2, record=stockspiel(61))
    changes = store.changes(sid, edit, since=version)
    assert [e["id"] for e in changes["entries"]] == ids[:3]  # deals 3 and 4 stand as they were
    full, engine = recomputed(store, sid, edit)
    assert [e["result"]["pot"]["before"] for e in full["entries"]] == [3, 2, 1, 2, 4]
    assert full["totals"] == {**engine["totals"], "pot": engine["pot"]}
