"""Migration 0010 (a sheet's statistics kept with it) on SQLite and PostgreSQL: sheets written
before it get the tally the store keeps — their statistics counted once from their live entries —
so a round's statistics after the upgrade are what the count over every entry gives; down to 0009
drops only the column, and up again."""

import json
import random

from sqlalchemy import inspect, select, text
from sqlalchemy.orm import Session

from api.db import migrate
from api.db.engine import make_engine
from api.db.models import Sheet
from api.db.store import Store
from tests.support.databases import postgres_database

from .test_store_stats_tally import random_season, recomputed_stats


def tallies(engine) -> dict:
    with Session(engine) as session:
        return {s.id: s.stats for s in session.scalars(select(Sheet))}


def check_0010(url: str) -> None:
    engine = make_engine(url)
    try:
        store = Store(engine)
        round_id, view, sheet_ids = random_season(store, random.Random(9))
        kept = tallies(engine)
        assert any(kept[s] for s in sheet_ids)
        before = json.dumps(store.round_stats(round_id, view))
        engine.dispose()
        migrate.downgrade(url, "0009")  # the sheets of 0009: no tally
        assert "stats" not in {c["name"] for c in inspect(engine).get_columns("sheets")}
        with engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM sheets")).scalar() == len(kept)
        engine.dispose()
        migrate.upgrade(url)  # counts each sheet's live entries once
        assert tallies(engine) == kept
        after = store.round_stats(round_id, view)
        assert json.dumps(after) == before == json.dumps(recomputed_stats(store, round_id, view))
    finally:
        engine.dispose()


def test_sqlite_0010_fills_the_tallies_of_existing_sheets(tmp_path):
    url = f"sqlite:///{tmp_path / 'm.sqlite3'}"
    migrate.upgrade(url)
    check_0010(url)


def test_postgres_0010_fills_the_tallies_of_existing_sheets(pg_base_url):
    with postgres_database(pg_base_url) as url:
        check_0010(url)
