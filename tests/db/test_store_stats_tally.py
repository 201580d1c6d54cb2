"""A round's statistics from the tallies kept with its sheets (issue 32) are exactly the count over
every live entry, on SQLite and PostgreSQL: over random seasons of Königrufen (four and five at a
table) and Bayerisch (a pot) sheets written by PUT, edited, deleted, brought back and imported,
the answer of GET /rounds/{id}/stats equals ``round_stats.stats`` over the entries — as JSON, key
order included — and each sheet's tally equals its recount."""

import json
import random
import uuid

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.db.errors import StoreError
from api.db.models import Entry, Sheet
from api.db.store import round_stats, season, stats_tally
from tests.support.records import sample_haferl_record, sample_record

MEMBERS = ["Anna", "Bernd", "Clara", "David", "Erich", "Franz"]


def recomputed_stats(store, round_id: str, view: str) -> dict:
    """The statistics as they were counted before the tallies: every live entry of the round's
    sheets read and counted (``round_stats``), the evenings in the season's order."""
    held = store.get_round(round_id, view)["round"]
    with Session(store.engine) as session:
        sheets = session.scalars(select(Sheet).where(Sheet.round_id == round_id)).all()
        chosen = season.in_period(
            [season.Evening(s.id, s.title, s.created_at, "koenigrufen", list(s.players),
                            dict(s.members or {}), s.totals, s.live_entries) for s in sheets],
            None,
            None,
        )  # fmt: skip
        stakes = {s.id: s.stake for s in sheets}
        counted = round_stats.stats(
            held["members"],
            [
                round_stats.StatsEvening(
                    e.members,
                    session.execute(
                        select(Entry.record, Entry.result)
                        .where(Entry.sheet_id == e.sheet_id, Entry.deleted.is_(False))
                        .order_by(Entry.seq)
                    ).all(),
                    stakes[e.sheet_id],
                )
                for e in chosen
            ],
        )
    return {
        "from": None,
        "to": None,
        "evenings": len(chosen),
        "members": [
            {"id": m["id"], "name": m["name"], **counted[m["id"]]} for m in held["members"]
        ],
    }


def recounted_tally(store, sheet_id: str) -> dict:
    with Session(store.engine) as session:
        sheet = session.get(Sheet, sheet_id)
        live = session.execute(
            select(Entry.seq, Entry.record, Entry.result)
            .where(Entry.sheet_id == sheet_id, Entry.deleted.is_(False))
            .order_by(Entry.seq)
        ).all()
        return sheet.stats, stats_tally.counted(sheet.players, [tuple(r) for r in live])


def random_record(rng, sheet: dict, deal: int) -> dict:
    players = sheet["players"]
    if sheet["family"] != "koenigrufen":
        active = (
            players if len(players) == 3 else [p for i, p in enumerate(players) if i != deal % 4]
        )
        return sample_haferl_record(rng, active)
    active = players if len(players) == 4 else [p for i, p in enumerate(players) if i != deal % 5]
    return sample_record(rng, active)


def random_season(store, rng: random.Random) -> tuple[str, str, list[str]]:
    held, edit, view = store.create_round(title="Jahr", members=[{"name": n} for n in MEMBERS])
    ids = {m["name"]: m["id"] for m in held["members"]}
    sheets = []
    for _ in range(rng.randrange(2, 5)):
        kind = rng.choice(["four", "five", "haferl"])
        players = rng.sample(MEMBERS, {"four": 4, "five": 5, "haferl": rng.choice([3, 4])}[kind])
        settings = {"players": players, "profile": "ooe-2023"}
        if kind == "haferl":
            settings = {"players": players, "profile": "bayerisch", "stake": 10}
        sheet, token, _ = store.create_sheet(**settings)
        store.set_sheet_round(
            sheet["id"], token, edit, {"id": held["id"], "members": {p: ids[p] for p in players}}
        )
        sheets.append((sheet, token, []))
    for step in range(rng.randrange(30, 70)):
        sheet, token, written = rng.choice(sheets)
        action = rng.random()
        try:
            if action < 0.6 or not written:
                entry_id = str(uuid.uuid4())
                store.put_entry(sheet["id"], token, entry_id, revision=1,
                                record=random_record(rng, sheet, step))  # fmt: skip
                written.append([entry_id, 1])
            elif action < 0.8:  # an earlier deal edited (often the first: the tally recounts)
                item = written[0] if rng.random() < 0.5 else rng.choice(written)
                item[1] += 1
                store.put_entry(sheet["id"], token, item[0], revision=item[1],
                                record=random_record(rng, sheet, step))  # fmt: skip
            else:  # deleted, or brought back by a higher revision
                item = rng.choice(written)
                item[1] += 1
                if rng.random() < 0.7:
                    store.delete_entry(sheet["id"], token, item[0], revision=item[1])
                else:
                    store.put_entry(sheet["id"], token, item[0], revision=item[1],
                                    record=random_record(rng, sheet, step))  # fmt: skip
        except StoreError:
            continue  # a record the profile refuses (an OÖ Rufer not the Vorhand's): skip it
    return held["id"], view, [s["id"] for s, _, _ in sheets]


@pytest.mark.parametrize("seed", range(4))
def test_round_stats_from_tallies_equal_the_count_over_every_entry(store, seed):
    rng = random.Random(seed)
    round_id, view, sheet_ids = random_season(store, rng)
    for sheet_id in sheet_ids:
        kept, recounted = recounted_tally(store, sheet_id)
        assert kept == recounted
    answer = store.round_stats(round_id, view)
    expected = recomputed_stats(store, round_id, view)
    assert answer["members"] and any(m["games"] for m in answer["members"])
    assert json.dumps(answer) == json.dumps(expected)  # the same keys in the same order


def test_an_imported_sheet_brings_its_tally(store):
    rng = random.Random(11)
    held, edit, view = store.create_round(title="Jahr", members=[{"name": n} for n in MEMBERS])
    ids = {m["name"]: m["id"] for m in held["members"]}
    for _ in range(20):
        players = rng.sample(MEMBERS, 4)
        entries = [{"id": str(uuid.uuid4()), "record": sample_record(rng, players),
                    "deleted": rng.random() < 0.2} for _ in range(25)]  # fmt: skip
        try:
            sheet, token, _ = store.import_sheet({"format": "tarock-sheet", "format_version": 1,
                "sheet": {"players": players, "profile": {"id": "ooe-2023"}}, "entries": entries})  # fmt: skip
            break
        except StoreError:
            continue
    store.set_sheet_round(sheet["id"], token, edit,
                          {"id": held["id"], "members": {p: ids[p] for p in players}})  # fmt: skip
    kept, recounted = recounted_tally(store, sheet["id"])
    assert kept == recounted and kept
    assert json.dumps(store.round_stats(held["id"], view)) == json.dumps(
        recomputed_stats(store, held["id"], view)
    )


def test_a_removed_first_entry_leaves_the_next_one_first(store):
    """The entry that brought a game first is deleted while a later one still has it: the tally
    learns where it now first comes (the order of the games as the count over the entries)."""
    sheet, token, _ = store.create_sheet(players=["Anna", "Bernd", "Clara", "David"])
    bettel = {"game": "bettel", "declarer": "Anna", "declarer_tricks": 0}
    dreier = {"game": "dreier", "declarer": "Anna", "won": True}
    first, second, third = (str(uuid.uuid4()) for _ in range(3))
    store.put_entry(sheet["id"], token, first, revision=1, record=bettel)
    store.put_entry(sheet["id"], token, second, revision=1, record=dreier)
    store.put_entry(sheet["id"], token, third, revision=1, record=bettel)
    kept, _ = recounted_tally(store, sheet["id"])
    assert list(kept["Anna"]["games"]) == ["bettel", "dreier"]
    store.delete_entry(sheet["id"], token, first)
    kept, recounted = recounted_tally(store, sheet["id"])
    assert kept == recounted
    assert kept["Anna"]["games"]["bettel"][-1] == [3, 0]  # the third deal brings it now
    ordered = stats_tally.stats([{"id": "a", "name": "Anna"}], [({"Anna": "a"}, kept, None)])
    assert list(ordered["a"]["games"]) == ["dreier", "bettel"]
