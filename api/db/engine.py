"""Engines and sessions: SQLite (WAL, serialised writers) by default, PostgreSQL for several machines.

Write transactions take the sheet's lock before they read anything: ``SELECT … FOR UPDATE`` on the
sheet row in PostgreSQL, ``BEGIN IMMEDIATE`` (the database's single writer lock) in SQLite. So two
writers never read the same version and bump it to the same number.
"""

from __future__ import annotations

import os
from pathlib import Path

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.pool import StaticPool

DEFAULT_FILE = "tarock.sqlite3"
WRITE_OPTION = "tarock_write"  # execution option that makes SQLite begin with BEGIN IMMEDIATE


def default_url(instance_path: str | os.PathLike) -> str:
    """The embedded default: a SQLite file under the app's ``instance/`` folder."""
    path = Path(instance_path)
    path.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{path / DEFAULT_FILE}"


def database_url(config: dict | None = None, instance_path: str | os.PathLike = "instance") -> str:
    """``DATABASE_URL`` from the app config, else the environment, else the SQLite default."""
    url = (config or {}).get("DATABASE_URL") or os.environ.get("DATABASE_URL")
    return url or default_url(instance_path)


def is_sqlite(engine_or_url: Engine | str) -> bool:
    url = engine_or_url.url if isinstance(engine_or_url, Engine) else make_url(engine_or_url)
    return url.get_backend_name() == "sqlite"


def is_memory(url: str) -> bool:
    """An in-memory SQLite database: it lives and dies with the engine (tests, throwaways)."""
    u = make_url(url)
    return u.get_backend_name() == "sqlite" and u.database in (None, "", ":memory:")


def make_engine(url: str, **kwargs) -> Engine:
    """An engine for ``url``; SQLite gets WAL, full sync, a busy timeout and our own BEGIN.

    An in-memory SQLite database is one connection shared by every thread (``StaticPool``), so
    the whole app sees the same database.
    """
    if is_sqlite(url):
        connect_args = {"timeout": 30, "check_same_thread": False}
        if is_memory(url):
            kwargs.setdefault("poolclass", StaticPool)
        engine = create_engine(url, connect_args=connect_args, **kwargs)
        _sqlite_setup(engine)
        return engine
    kwargs.setdefault("pool_pre_ping", True)
    return create_engine(url, **kwargs)


def _sqlite_setup(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record):
        # Take BEGIN away from the sqlite3 module (it would begin late, on the first write) and
        # emit it ourselves in the "begin" hook below.
        dbapi_connection.isolation_level = None
        cur = dbapi_connection.cursor()
        if not is_memory(str(engine.url)):
            cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA synchronous=FULL")  # an acknowledged commit survives a crash
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute("PRAGMA busy_timeout=30000")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn):
        write = conn.get_execution_options().get(WRITE_OPTION)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")
