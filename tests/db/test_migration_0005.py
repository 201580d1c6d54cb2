"""Migration 0005 (the sheet's life) on SQLite and PostgreSQL: a sheet written by 0004 comes through
with no rename, no archive, no link, and can be renamed and continued at once; down and up again."""

import json

import pytest
from sqlalchemy import inspect, text

from api.db import migrate
from api.db.engine import make_engine
from api.db.store import Store
from api.db.store.access import hash_token, view_token_of
from shared_rules.families import raw_profile
from tests.support.databases import postgres_database

LIFE = {"display_names", "archived_at", "continues", "continued_by", "carry"}
EDIT = "q3Jx0_bN-5sYw2kV8mT1rZ4uA6cE9gH7iL0oP2dF3hQ"
FOUR = ["Anna", "Bernd", "Clara", "David"]
TOTALS = {"points": {"Anna": 12, "Bernd": -4, "Clara": -4, "David": -4},
          "money_cents": {"Anna": 120, "Bernd": -40, "Clara": -40, "David": -40}}  # fmt: skip


def a_sheet_of_0004(url: str) -> None:
    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            conn.execute(
                text(
                    "INSERT INTO sheets (id, title, profile_id, profile_version, profile_data, "
                    "house_rules, players, first_dealer, cents_per_point, stake, edit_token_hash, "
                    "view_token_hash, version, next_seq, totals, live_entries, created_at, "
                    "updated_at) VALUES (:id, 'Alt', 'ooe-2023', :version, :data, '{}', :players, "
                    "'Anna', 10, NULL, :edit, :view, 5, 2, :totals, 1, '2026-01-01', '2026-01-01')"
                ),
                {
                    "id": "00000000-0000-4000-8000-000000000001",
                    "version": raw_profile("ooe-2023")["version"],
                    "data": json.dumps(raw_profile("ooe-2023")),
                    "players": json.dumps(FOUR),
                    "edit": hash_token(EDIT),
                    "view": hash_token(view_token_of(EDIT)),
                    "totals": json.dumps(TOTALS),
                },
            )
    finally:
        engine.dispose()


def check_upgrade_keeps_the_sheet(url: str) -> None:
    migrate.downgrade(url, "0004")
    engine = make_engine(url)
    try:
        assert not LIFE & {c["name"] for c in inspect(engine).get_columns("sheets")}
        a_sheet_of_0004(url)
        migrate.upgrade(url)
        assert {c["name"] for c in inspect(engine).get_columns("sheets")} >= LIFE
        store = Store(engine)
        sid = "00000000-0000-4000-8000-000000000001"
        sheet = store.get_sheet(sid, EDIT)
        assert sheet["display_names"] == {p: p for p in FOUR} and sheet["totals"] == TOTALS
        assert sheet["archived"] is False and sheet["continued_by"] == [] and sheet["carry"] is None
        renamed, outcome = store.patch_sheet(sid, EDIT, display_names={"Anna": "Anni"})
        assert outcome == "updated" and renamed["version"] == 6
        migrate.downgrade(url, "0004")  # a rollback keeps the sheet (without its renames)
        with engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM sheets")).scalar() == 1
        migrate.upgrade(url)
    finally:
        engine.dispose()


def test_0005_on_sqlite(tmp_path):
    url = f"sqlite:///{tmp_path / 'life.sqlite3'}"
    migrate.upgrade(url)
    check_upgrade_keeps_the_sheet(url)


def test_0005_on_postgres(pg_base_url):
    with postgres_database(pg_base_url) as url:
        check_upgrade_keeps_the_sheet(url)


@pytest.mark.parametrize("column", sorted(LIFE))
def test_every_column_of_0005_is_in_the_model(column):
    from api.db.models import Sheet

    assert column in Sheet.__table__.columns
