"""Migrated throwaway databases, SQLite and PostgreSQL, for the storage tests and the benchmarks.

PostgreSQL: ``TEST_POSTGRES_URL`` names the server (``.ci/run`` sets it). When it is unset, the local
default ``postgresql+psycopg://postgres@127.0.0.1:5432/test`` is tried and the PostgreSQL tests are
skipped if nothing answers; when it is set and nothing answers, that is an error (CI asked for
PostgreSQL). Each test session works in a schema of its own, dropped at the end, so runs never
collide.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from api.db.migrate import upgrade

PG_DEFAULT = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


class PostgresUnavailable(RuntimeError):
    """TEST_POSTGRES_URL was set, but that server does not answer."""


def postgres_base_url() -> str | None:
    """The PostgreSQL URL to test against, or None when none was asked for and none answers."""
    asked = os.environ.get("TEST_POSTGRES_URL", "").strip()
    url = asked or PG_DEFAULT
    engine = create_engine(url, connect_args={"connect_timeout": 3}, pool_pre_ping=False)
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except Exception as err:  # noqa: BLE001 - any failure to connect
        if asked:
            raise PostgresUnavailable(
                f"TEST_POSTGRES_URL={asked} is set but PostgreSQL does not answer: {err}"
            ) from err
        return None
    finally:
        engine.dispose()
    return url


def with_search_path(url: str, schema: str) -> str:
    """``url`` whose connections work in ``schema`` (libpq ``options=-csearch_path=…``)."""
    u = make_url(url).update_query_dict({"options": f"-csearch_path={schema}"})
    return u.render_as_string(hide_password=False)


@contextmanager
def postgres_database(base_url: str) -> Iterator[str]:
    """A fresh schema on the server, migrated to head; dropped afterwards."""
    schema = f"tarock_test_{os.getpid()}_{secrets.token_hex(4)}"
    admin = create_engine(base_url)
    with admin.begin() as conn:
        conn.exec_driver_sql(f'CREATE SCHEMA "{schema}"')
    url = with_search_path(base_url, schema)
    try:
        upgrade(url)
        yield url
    finally:
        with admin.begin() as conn:
            conn.exec_driver_sql(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        admin.dispose()


@contextmanager
def sqlite_database(directory: str | os.PathLike) -> Iterator[str]:
    """A SQLite file in ``directory``, migrated to head."""
    path = Path(directory) / f"sheets-{secrets.token_hex(4)}.sqlite3"
    url = f"sqlite:///{path}"
    upgrade(url)
    yield url
