"""Alembic migrations: they build exactly the models, go down and up again, run only when asked."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect

from api.db import migrate
from api.db.engine import make_engine
from api.db.models import Base
from tests.support.databases import postgres_database

ROOT = Path(__file__).resolve().parents[2]
TABLES = {"sheets", "entries", "deleted_sheets", "api_keys", "rounds", "deleted_rounds"}
TABLES |= {"tournaments", "tournament_tables", "tournament_corrections", "cups"}  # turnier23: 0008


#: a sheet row as the first migration made it (no stake column yet), for the later migrations
OLD_SHEET = (
    "INSERT INTO sheets (id, title, profile_id, profile_version, profile_data, house_rules, "
    "players, first_dealer, cents_per_point, edit_token_hash, view_token_hash, version, next_seq, "
    "totals, live_entries, created_at, updated_at) VALUES ('s', '', 'ooe-2023', '1', '{}', '{}', "
    "'[]', 'A', 10, 'e', 'v', 0, 1, '{}', 0, '2026-01-01', '2026-01-01')"
)


def _tables(url):
    engine = make_engine(url)
    try:
        return set(inspect(engine).get_table_names()) - {"alembic_version"}
    finally:
        engine.dispose()


def _diff(url):
    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            return compare_metadata(MigrationContext.configure(conn), Base.metadata)
    finally:
        engine.dispose()


def test_sqlite_upgrade_matches_models_down_and_up(tmp_path):
    url = f"sqlite:///{tmp_path / 'm.sqlite3'}"
    migrate.upgrade(url)
    assert _tables(url) == TABLES
    assert _diff(url) == []
    engine = make_engine(url)
    with engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    assert migrate.current_revision(engine) == migrate.head_revision()
    engine.dispose()
    migrate.downgrade(url, "base")
    assert _tables(url) == set()
    migrate.upgrade(url)
    migrate.upgrade(url)  # a second run is a no-op
    assert _tables(url) == TABLES


def test_postgres_upgrade_matches_models_down_and_up(pg_base_url):
    with postgres_database(pg_base_url) as url:
        assert _tables(url) == TABLES
        assert _diff(url) == []
        migrate.downgrade(url, "base")
        assert _tables(url) == set()
        migrate.upgrade(url)
        assert _tables(url) == TABLES


def test_flask_db_upgrade_command_from_any_directory(tmp_path):
    db = tmp_path / "cli.sqlite3"
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{db}", "PYTHONPATH": str(ROOT)}
    flask = Path(sys.executable).with_name("flask")
    out = subprocess.run(
        [str(flask), "--app", "api", "db-upgrade"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert migrate.head_revision() in out.stdout
    assert _tables(f"sqlite:///{db}") == TABLES


def test_the_app_never_migrates_by_itself(tmp_path):
    from api import create_app
    from api.db import ping

    url = f"sqlite:///{tmp_path / 'fresh.sqlite3'}"
    app = create_app({"TESTING": True, "DATABASE_URL": url})
    assert _tables(url) == set()
    with app.app_context(), pytest.raises(RuntimeError, match="db-upgrade"):
        ping()
    migrate.upgrade(url)
    with app.app_context():
        assert ping() is True


def test_0002_adds_the_stake_and_keeps_the_sheets_of_0001(tmp_path):
    from sqlalchemy import text

    url = f"sqlite:///{tmp_path / 'stake.sqlite3'}"
    migrate.upgrade(url, "0001")
    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            conn.execute(text(OLD_SHEET))
        assert "stake" not in {c["name"] for c in inspect(engine).get_columns("sheets")}
        migrate.upgrade(url)
        with engine.connect() as conn:
            assert conn.execute(text("SELECT stake FROM sheets WHERE id = 's'")).scalar() is None
        migrate.downgrade(url, "0001")
        assert "stake" not in {c["name"] for c in inspect(engine).get_columns("sheets")}
    finally:
        engine.dispose()


def test_a_schema_a_newer_release_migrated_is_ready_for_the_old_one(tmp_path):
    """A rolling update migrates first; the old instances stay ready until they are replaced."""
    from sqlalchemy import text

    from api import create_app
    from api.db import ping

    url = f"sqlite:///{tmp_path / 'newer.sqlite3'}"
    migrate.upgrade(url)
    engine = make_engine(url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999_from_a_newer_release'"))
    engine.dispose()
    app = create_app({"TESTING": True, "DATABASE_URL": url})
    with app.app_context():
        assert ping() is True
    assert migrate.behind(None) and not migrate.behind(migrate.head_revision())


def test_0003_adds_the_tombstones_of_deleted_sheets_and_keeps_the_sheets(tmp_path):
    from sqlalchemy import text

    url = f"sqlite:///{tmp_path / 'gone.sqlite3'}"
    migrate.upgrade(url, "0002")
    assert _tables(url) == {"sheets", "entries"}
    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            conn.execute(text(OLD_SHEET))
        migrate.upgrade(url)
        assert _tables(url) == TABLES
        columns = {c["name"] for c in inspect(engine).get_columns("deleted_sheets")}
        assert columns == {"id", "deleted_at"}  # nothing of the sheet but its id and when
        with engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM sheets")).scalar() == 1
        migrate.downgrade(url, "0002")
        assert _tables(url) == {"sheets", "entries"}
    finally:
        engine.dispose()
