"""Migration 0008 (Turnier) on SQLite and PostgreSQL: sheets made before it open as before (no
table of a tournament, written with their own token), a tournament drawn on the upgraded schema
writes its tables; down to 0007 drops only the tournament's rows (its tables' sheets stay as
ordinary sheets) and up again."""

import uuid

from sqlalchemy import inspect, text

from api.db import migrate
from api.db.engine import make_engine
from api.db.store import Store
from tests.support.databases import postgres_database

TOURNAMENT_TABLES = {"tournaments", "tournament_tables", "tournament_corrections", "cups"}


def check_0008(url: str) -> None:
    migrate.downgrade(url, "0007")
    engine = make_engine(url)
    try:
        assert not TOURNAMENT_TABLES & set(inspect(engine).get_table_names())
        store = Store(engine)
        # a sheet of 0007 is written with its own token after the upgrade (no table of a cup)
        migrate.upgrade(url)
        assert set(inspect(engine).get_table_names()) >= TOURNAMENT_TABLES
        sheet, token, _ = store.create_sheet(players=["A", "B", "C", "D"])
        out = store.put_entry(sheet["id"], token, uuid.uuid4(), revision=1, record={"game": "dreier", "declarer": "A", "won": True})  # fmt: skip
        assert out.outcome == "created"
        held, organiser, _ = store.create_tournament(title="T", rounds=1, deals_per_table=1, players=[{"name": n} for n in "ABCDEFGH"])  # fmt: skip
        table = store.draw_round(held["id"], organiser)["tables"][0]
        seat = table["players"][0]["seat"]
        store.put_entry(table["sheet_id"], table["table_token"], uuid.uuid4(), revision=1, record={"game": "dreier", "declarer": seat, "won": True})  # fmt: skip
        engine.dispose()
        migrate.downgrade(url, "0007")
        with engine.connect() as conn:  # the tables' sheets stay, ordinary sheets now
            assert conn.execute(text("SELECT count(*) FROM sheets")).scalar() == 3
        migrate.upgrade(url)
    finally:
        engine.dispose()


def test_sqlite_0008_up_down_up(tmp_path):
    url = f"sqlite:///{tmp_path / 'm.sqlite3'}"
    migrate.upgrade(url)
    check_0008(url)


def test_postgres_0008_up_down_up(pg_base_url):
    with postgres_database(pg_base_url) as url:
        check_0008(url)
