"""Alembic environment: the URL comes from the caller (api.db.migrate), else DATABASE_URL, else the
SQLite default under instance/. SQLite uses batch mode (render_as_batch) for ALTERs."""

from __future__ import annotations

from pathlib import Path

from alembic import context
from sqlalchemy import text

from api.db.engine import WRITE_OPTION, database_url, is_sqlite, make_engine
from api.db.models import Base

config = context.config
target_metadata = Base.metadata
INSTANCE = Path(__file__).resolve().parents[1] / "instance"
LOCK_KEY = 7_240_417  # pg_advisory_xact_lock key: one migrator at a time


def _url() -> str:
    url = config.attributes.get("url") or config.get_main_option("sqlalchemy.url")
    return url or database_url({}, INSTANCE)


def run_migrations_offline() -> None:
    url = _url()
    context.configure(
        url=url,
        target_metadata=target_metadata,
        literal_binds=True,
        render_as_batch=is_sqlite(url),
        dialect_opts={"paramstyle": "named"},
    )
    with context.begin_transaction():
        context.run_migrations()


def _migrate(connection, sqlite: bool) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=sqlite,
        compare_type=True,
    )
    with context.begin_transaction():
        if not sqlite:
            connection.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": LOCK_KEY})
        context.run_migrations()


def run_migrations_online() -> None:
    given = config.attributes.get("connection")
    if given is not None:  # the caller's connection (an in-memory database has no other)
        _migrate(given, given.dialect.name == "sqlite")
        return
    url = _url()
    engine = make_engine(url)
    sqlite = is_sqlite(url)
    try:
        with engine.connect() as connection:
            if sqlite:
                # Table rebuilds in batch mode must not trip foreign keys; the pragma only works
                # outside a transaction, so set it on the raw connection first.
                connection.connection.driver_connection.execute("PRAGMA foreign_keys=OFF")
                connection = connection.execution_options(**{WRITE_OPTION: True})
            _migrate(connection, sqlite)
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
