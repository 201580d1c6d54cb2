"""Tournaments in the store, on SQLite and PostgreSQL: every table written at once through its
token without a lost deal, the ranking equal to the tables' stored totals, a round closed while
tables write (each write either counted before the close or refused after it), the organiser's
correction recorded in the write's transaction, a table's sheet kept with its tournament; no deal
past a table's due (phones writing at once), a deleted tournament taking its sheets with it."""

import random
import threading
import uuid
from collections import Counter
from fractions import Fraction

import pytest
from sqlalchemy import func, select

from api.db.errors import Forbidden, Gone, InvalidToken
from api.db.models import Entry, Sheet, TournamentCorrection, TournamentTable
from api.db.store.tournament_errors import TableComplete, TableInTournament, TableLocked
from tests.support.records import sample_record


def a_tournament(store, n=16, **extra):
    settings = {"title": "Cup", "rounds": 2, "deals_per_table": 8, **extra}
    held, organiser, viewer = store.create_tournament(players=[{"name": f"P{i}"} for i in range(n)], **settings)  # fmt: skip
    return held["id"], organiser, viewer


def write_table(store, table, deals, seed, errors, done):
    rng = random.Random(seed)
    seats = [p["seat"] for p in table["players"]]
    try:
        for _ in range(deals):
            record = sample_record(rng, seats[:4] if len(seats) == 4 else seats)
            out = store.put_entry(table["sheet_id"], table["table_token"], uuid.uuid4(), revision=1, record=record)  # fmt: skip
            done.append(out.entry["result"]["points"])
    except TableLocked:
        errors.append("locked")
    except Exception as err:  # noqa: BLE001 - reported by the test
        errors.append(repr(err))


def test_every_table_writes_at_once_and_the_ranking_is_their_totals(store):
    tid, organiser, viewer = a_tournament(store, n=20)
    doc = store.draw_round(tid, organiser, seed="x")
    errors: list[str] = []
    results: dict[int, list] = {t["number"]: [] for t in doc["tables"]}
    four_tables = [t for t in doc["tables"] if len(t["players"]) == 4]
    threads = [
        threading.Thread(target=write_table, args=(store, t, 8, t["number"], errors, results[t["number"]]))
        for t in four_tables
    ]  # fmt: skip
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    expected: Counter = Counter()
    for t in four_tables:
        seat_to_id = {p["seat"]: p["id"] for p in t["players"]}
        assert len(results[t["number"]]) == 8  # no lost deal
        for points in results[t["number"]]:
            for seat, amount in points.items():
                expected[seat_to_id[seat]] += Fraction(amount)
    rows = store.ranking(tid, viewer)["ranking"]
    for row in rows:
        assert Fraction(row["points"]) == expected[row["player_id"]]
    got = store.get_tournament(tid, viewer)
    assert [t["deals"] for t in got["rounds"][0]["tables"]] == [8 if len(t["players"]) == 4 else 0 for t in doc["tables"]]  # fmt: skip


def test_a_close_while_tables_write_keeps_every_counted_deal(store):
    tid, organiser, viewer = a_tournament(store, n=16, deals_per_table=40)
    doc = store.draw_round(tid, organiser)
    errors: list[str] = []
    done: dict[int, list] = {t["number"]: [] for t in doc["tables"]}
    threads = [threading.Thread(target=write_table, args=(store, t, 40, t["number"], errors, done[t["number"]])) for t in doc["tables"]]  # fmt: skip
    for t in threads:
        t.start()
    closed = store.close_round(tid, organiser, 1)
    for t in threads:
        t.join()
    assert set(errors) <= {"locked"}
    after = store.tournament_round(tid, viewer, 1)
    # what the close saw is what stays: a write after it was refused, none was lost before it
    for table, then in zip(after["tables"], closed["tables"], strict=True):
        assert table["deals"] == then["deals"] == len(done[table["number"]])
        assert table["locked"]


def test_the_organisers_correction_is_recorded_with_the_write(store):
    tid, organiser, viewer = a_tournament(store, n=8, rounds=1)
    table = store.draw_round(tid, organiser)["tables"][0]
    seat = table["players"][0]["seat"]
    entry = uuid.uuid4()
    store.put_entry(table["sheet_id"], table["table_token"], entry, revision=1, record={"game": "dreier", "declarer": seat, "won": True})  # fmt: skip
    store.close_round(tid, organiser, 1)
    with pytest.raises(TableLocked):
        store.put_entry(table["sheet_id"], organiser, entry, revision=2, record={"game": "dreier", "declarer": seat, "won": False})  # fmt: skip
    with pytest.raises(Forbidden):
        store.correct_entry(
            tid, viewer, table["sheet_id"], entry, reason="x", revision=2, record={}
        )
    out = store.correct_delete(tid, organiser, table["sheet_id"], entry, reason="doppelt eingetragen")  # fmt: skip
    assert out.outcome == "deleted" and out.sheet["totals"]["points"][seat] == 0
    assert [(c["action"], c["reason"]) for c in store.get_tournament(tid, viewer)["corrections"]] == [("delete", "doppelt eingetragen")]  # fmt: skip
    # a correction that fails records nothing (one transaction)
    with pytest.raises(Exception):  # noqa: B017, PT011 - the engine's refusal of the record
        store.correct_entry(tid, organiser, table["sheet_id"], entry, reason="kaputt", revision=3, record={"game": "nonsense"})  # fmt: skip
    assert len(store.get_tournament(tid, viewer)["corrections"]) == 1


def test_a_tables_sheet_stays_with_its_tournament(store):
    tid, organiser, _viewer = a_tournament(store, n=8)
    table = store.draw_round(tid, organiser)["tables"][0]
    with pytest.raises(TableInTournament):
        store.delete_sheet(table["sheet_id"], table["table_token"])
    with pytest.raises(InvalidToken):
        store.delete_sheet(table["sheet_id"], "x" * 43)
    assert store.get_sheet(table["sheet_id"], organiser)["id"] == table["sheet_id"]


def test_a_table_takes_no_deal_past_its_due_even_from_phones_writing_at_once(store):
    """deals_per_table=6, three writers at one table each sending 4 deals: exactly 6 count, the
    rest are refused ``table-complete``; a written deal is still changed and deleted, and a
    deleted one is brought back only while there is room."""
    tid, organiser, viewer = a_tournament(store, n=8, rounds=1, deals_per_table=6)
    table = store.draw_round(tid, organiser)["tables"][0]
    seats = [p["seat"] for p in table["players"]]
    written: list[uuid.UUID] = []
    refused: list[dict] = []

    def writer(seed):
        rng = random.Random(seed)
        for _ in range(4):
            entry = uuid.uuid4()
            try:
                store.put_entry(table["sheet_id"], table["table_token"], entry, revision=1, record=sample_record(rng, seats))  # fmt: skip
                written.append(entry)
            except TableComplete as err:
                refused.append(err.extra["table"])

    threads = [threading.Thread(target=writer, args=(s,)) for s in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(written) == 6 and len(refused) == 6
    assert refused[0] == {"round": 1, "number": 1, "sheet_id": table["sheet_id"], "deals_due": 6}
    got = store.tournament_round(tid, viewer, 1)["tables"][0]
    assert got["deals"] == 6 and got["complete"]
    record = {"game": "dreier", "declarer": seats[0], "won": False}
    assert store.put_entry(table["sheet_id"], table["table_token"], written[0], revision=2, record=record).outcome == "updated"  # fmt: skip
    assert store.delete_entry(table["sheet_id"], table["table_token"], written[1]).outcome == "deleted"  # fmt: skip
    fresh = uuid.uuid4()
    store.put_entry(table["sheet_id"], table["table_token"], fresh, revision=1, record=record)
    with pytest.raises(TableComplete):  # the deleted deal is not brought back past the due
        store.put_entry(table["sheet_id"], table["table_token"], written[1], revision=5, record=record)  # fmt: skip
    with pytest.raises(TableComplete):  # the organiser's correction adds no deal past it either
        store.correct_entry(tid, organiser, table["sheet_id"], uuid.uuid4(), reason="fehlt", revision=1, record=record)  # fmt: skip


def test_rounds_ending_by_dealer_turns_are_not_limited_by_the_store(store):
    tid, organiser, viewer = a_tournament(store, n=8, rounds=1, deals_per_table=None, deals_per_dealer=1)  # fmt: skip
    table = store.draw_round(tid, organiser)["tables"][0]
    seats = [p["seat"] for p in table["players"]]
    rng = random.Random(5)
    for _ in range(5):
        store.put_entry(table["sheet_id"], table["table_token"], uuid.uuid4(), revision=1, record=sample_record(rng, seats))  # fmt: skip
    got = store.tournament_round(tid, viewer, 1)["tables"][0]
    assert got["deals"] == 5 and got["deals_due"] == 4 and got["complete"]


def test_a_deleted_tournament_takes_its_tables_sheets_and_entries_with_it(store):
    tid, organiser, viewer = a_tournament(store, n=8, rounds=2, deals_per_table=2)
    first = store.draw_round(tid, organiser)
    rng = random.Random(7)
    for table in first["tables"]:
        seats = [p["seat"] for p in table["players"]]
        store.put_entry(table["sheet_id"], table["table_token"], uuid.uuid4(), revision=1, record=sample_record(rng, seats))  # fmt: skip
    store.close_round(tid, organiser, 1)
    second = store.draw_round(tid, organiser)
    sheet_ids = [t["sheet_id"] for t in first["tables"] + second["tables"]]
    with pytest.raises(Forbidden):
        store.delete_tournament(tid, viewer)
    assert store.delete_tournament(tid, organiser) == sheet_ids
    for sheet_id in sheet_ids:
        with pytest.raises(Gone):
            store.get_sheet(sheet_id, organiser)
    with pytest.raises(InvalidToken):  # the tournament is gone: its tokens open nothing
        store.get_tournament(tid, organiser)
    with store.engine.connect() as conn:
        left = {
            name: conn.execute(
                select(func.count()).select_from(model).where(column.in_(sheet_ids))
            ).scalar()  # fmt: skip
            for name, model, column in (
                ("entries", Entry, Entry.sheet_id),
                ("sheets", Sheet, Sheet.id),
                ("tables", TournamentTable, TournamentTable.sheet_id),
            )
        }
        left["corrections"] = conn.execute(select(func.count()).select_from(TournamentCorrection).where(TournamentCorrection.tournament_id == tid)).scalar()  # fmt: skip
    assert left == {"entries": 0, "sheets": 0, "tables": 0, "corrections": 0}
