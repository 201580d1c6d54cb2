"""Migration 0006 (Die Runde) on SQLite and PostgreSQL: a sheet written by 0005 (with an entry's
totals) comes through in no round, opens as before, joins a new round at once and counts in its
season; down to 0005 and up again."""

import pytest
from sqlalchemy import inspect, text

from api.db import migrate
from api.db.engine import make_engine
from api.db.store import Store
from tests.db.test_migration_0005 import EDIT, FOUR, TOTALS, a_sheet_of_0004
from tests.support.databases import postgres_database

SID = "00000000-0000-4000-8000-000000000001"


def check_upgrade_keeps_the_sheet(url: str) -> None:
    migrate.downgrade(url, "0005")
    engine = make_engine(url)
    try:
        assert "rounds" not in inspect(engine).get_table_names()
        a_sheet_of_0004(url)  # every column 0005 added has a default
        migrate.upgrade(url)
        assert {"round_id", "members"} <= {c["name"] for c in inspect(engine).get_columns("sheets")}
        store = Store(engine)
        sheet = store.get_sheet(SID, EDIT)
        assert sheet["round_id"] is None and sheet["members"] is None
        assert sheet["totals"] == TOTALS and sheet["version"] == 5
        held, edit, view = store.create_round(title="R", members=[{"name": n} for n in FOUR])
        ids = {m["name"]: m["id"] for m in held["members"]}
        joined, outcome = store.set_sheet_round(
            SID, EDIT, edit, {"id": held["id"], "members": {p: ids[p] for p in FOUR}}
        )
        assert outcome == "updated" and joined["version"] == 6
        season = {m["name"]: m for m in store.season(held["id"], view)["members"]}
        assert {n: season[n]["points"] for n in FOUR} == TOTALS["points"]
        assert store.get_sheet(SID, view)["id"] == SID  # the round's token opens it
        engine.dispose()
        migrate.downgrade(url, "0005")
        assert "rounds" not in inspect(engine).get_table_names()
        with engine.connect() as conn:  # a rollback keeps the sheet (out of the round)
            assert conn.execute(text("SELECT count(*) FROM sheets")).scalar() == 1
        migrate.upgrade(url)
    finally:
        engine.dispose()


def test_sqlite_upgrade_to_0006_keeps_sheets(tmp_path):
    url = f"sqlite:///{tmp_path / 'm.sqlite3'}"
    migrate.upgrade(url)
    check_upgrade_keeps_the_sheet(url)


def test_postgres_upgrade_to_0006_keeps_sheets(pg_base_url):
    with postgres_database(pg_base_url) as url:
        check_upgrade_keeps_the_sheet(url)


@pytest.mark.parametrize("column", ["round_id", "members"])
def test_every_column_of_0006_is_in_the_model(column):
    from api.db.models import Sheet

    assert column in Sheet.__table__.columns
