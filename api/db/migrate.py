"""Alembic, configured in code so it works from any working directory.

Migrations run only when asked (``flask --app api db-upgrade``, which ``make run`` calls), never when
a worker starts. Concurrent upgrades are serialised: an advisory lock in PostgreSQL, the write lock
(``BEGIN IMMEDIATE``) in SQLite.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine

MIGRATIONS = Path(__file__).resolve().parents[2] / "migrations"


def alembic_config(url: str | None = None) -> Config:
    """An Alembic config pointing at ``migrations/``; ``url`` travels as an attribute (no %-escaping)."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    if url is not None:
        cfg.attributes["url"] = url
    return cfg


def upgrade(target: str | Engine, revision: str = "head") -> None:
    """Migrate the database at a URL, or the one behind an engine (an in-memory database)."""
    if isinstance(target, Engine):
        cfg = alembic_config()
        with target.connect() as conn:
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, revision)
            if conn.in_transaction():
                conn.commit()
        return
    command.upgrade(alembic_config(target), revision)


def downgrade(url: str, revision: str) -> None:
    command.downgrade(alembic_config(url), revision)


@cache
def head_revision() -> str | None:
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def behind(at: str | None) -> bool:
    """True if a database at revision ``at`` lacks a migration this code needs.

    A revision this code does not know was written by a newer release that has already migrated
    (a rolling update runs the migration Job first, and migrations only add): the old instances
    keep serving until they are replaced, so that counts as not behind.
    """
    if at is None:
        return True
    script = ScriptDirectory.from_config(alembic_config())
    known = {rev.revision for rev in script.walk_revisions()}
    return at != head_revision() and at in known


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()
