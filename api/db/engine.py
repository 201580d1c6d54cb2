"""Engines and sessions: SQLite (WAL, serialised writers) by default, PostgreSQL for several machines.

Write transactions take the sheet's lock before they read anything: ``SELECT … FOR UPDATE`` on the
sheet row in PostgreSQL, ``BEGIN IMMEDIATE`` (the database's single writer lock) in SQLite. So two
writers never read the same version and bump it to the same number.

Waiting for SQLite's writer lock is cooperative. SQLite's own busy handler would wait inside C,
and under gunicorn's gevent workers that stalls every other connection of the worker (and can
deadlock on a writer of the same worker until the timeout runs out: /livez took seconds under 50
writers). So the busy timeout is 0 and ``BEGIN IMMEDIATE`` is retried with ``time.sleep`` —
``gevent.sleep`` once gunicorn has monkey-patched — backing off from 0.5 ms to 4 ms, for at most
``BUSY_DEADLINE`` seconds; then :class:`~api.db.outage.DatabaseBusy` (a 503 with Retry-After).
In WAL mode readers never wait for the writer, so reads need no retry. Inside one process the
writers first queue on a lock of their own (a gevent lock once patched): one of them at a time
asks SQLite, the others sleep until it commits, instead of 50 greenlets polling SQLite (which let
some writes starve past the deadline: bench/bench_livez.py saw 503s without the gate, none with it). The gate opens when the
transaction commits or rolls back, or its connection goes back to the pool or is invalidated; a
write transaction must not open a second one in the same greenlet (it would wait for itself until
the deadline). PostgreSQL waits on its server, on a socket gevent can switch away from.
"""

from __future__ import annotations

import os
import random
import sqlite3
import threading
import time
from pathlib import Path

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError
from sqlalchemy.pool import StaticPool

from .outage import DatabaseBusy

DEFAULT_FILE = "tarock.sqlite3"
WRITE_OPTION = "tarock_write"  # execution option that makes SQLite begin with BEGIN IMMEDIATE
#: Seconds a SQLite write waits for the writer lock before it is answered 503 (busy).
BUSY_DEADLINE = 10.0
_FIRST_BACKOFF, _MAX_BACKOFF = 0.0005, 0.004
#: Seconds PostgreSQL gets to accept a connection (a dead host must not hang requests).
PG_CONNECT_TIMEOUT = 5


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
    """An engine for ``url``; SQLite gets WAL, full sync and our own (cooperative) BEGIN.

    An in-memory SQLite database is one connection shared by every thread (``StaticPool``), so
    the whole app sees the same database.
    """
    if is_sqlite(url):
        # timeout 0: no busy wait inside C (see above); the connect hook sets busy_timeout too
        connect_args = {"timeout": 0, "check_same_thread": False}
        if is_memory(url):
            kwargs.setdefault("poolclass", StaticPool)
        engine = create_engine(url, connect_args=connect_args, **kwargs)
        _sqlite_setup(engine)
        return engine
    # pre-ping: a connection the server dropped (a restart) is replaced, not handed out
    kwargs.setdefault("pool_pre_ping", True)
    if make_url(url).get_backend_name() == "postgresql":
        kwargs["connect_args"] = {
            "connect_timeout": PG_CONNECT_TIMEOUT,
            **kwargs.get("connect_args", {}),
        }
    return create_engine(url, **kwargs)


_GATE = "tarock_write_gate"  # in a pooled connection's info while it holds the process's gate


def _sqlite_setup(engine: Engine) -> None:
    # created after gunicorn's monkey-patching (the app is loaded after it): a gevent lock there
    gate = threading.Lock()

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record):
        # Take BEGIN away from the sqlite3 module (it would begin late, on the first write) and
        # emit it ourselves in the "begin" hook below.
        dbapi_connection.isolation_level = None
        cur = dbapi_connection.cursor()
        wal = (
            is_memory(str(engine.url)) or cur.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        )
        if not wal:
            # once in a database's life (db-upgrade does it first): switching needs it alone
            cur.execute("PRAGMA busy_timeout=30000")
            cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA synchronous=FULL")  # an acknowledged commit survives a crash
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute("PRAGMA busy_timeout=0")  # lock waits are ours, cooperative (_on_begin)
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn):
        if not conn.get_execution_options().get(WRITE_OPTION):
            conn.exec_driver_sql("BEGIN")  # WAL: a reader never waits for the writer
            return
        give_up = time.monotonic() + BUSY_DEADLINE
        if not gate.acquire(timeout=BUSY_DEADLINE):
            raise DatabaseBusy("another write of this process held the writer lock too long")
        conn.info[_GATE] = gate
        try:
            begin_immediate(conn, give_up - time.monotonic())
        except BaseException:
            _open_gate(conn.info)
            raise

    # the transaction ends (or its connection goes back to the pool): the next writer's turn
    @event.listens_for(engine, "commit")
    def _on_commit(conn):
        _open_gate(conn.info)

    @event.listens_for(engine, "rollback")
    def _on_rollback(conn):
        _open_gate(conn.info)

    @event.listens_for(engine.pool, "checkin")
    def _on_checkin(_dbapi_connection, record):
        _open_gate(record.info)

    @event.listens_for(engine.pool, "invalidate")
    def _on_invalidate(_dbapi_connection, record, _error):
        _open_gate(record.info)  # before the pool clears the record's info for a new connection


def _open_gate(info: dict) -> None:
    gate = info.pop(_GATE, None)
    if gate is not None:
        gate.release()


def begin_immediate(conn, deadline: float | None = None) -> None:
    """``BEGIN IMMEDIATE``, retried while another connection holds the writer lock, sleeping
    cooperatively in between; :class:`DatabaseBusy` after ``BUSY_DEADLINE`` seconds.

    The retries go to the sqlite3 connection itself: through SQLAlchemy each refused attempt cost
    a wrapped exception and its handling, a few times the attempt (bench/bench_livez.py: 3× the
    server CPU per write under 50 writers).
    """
    give_up = time.monotonic() + (BUSY_DEADLINE if deadline is None else deadline)
    raw = conn.connection.driver_connection
    backoff = _FIRST_BACKOFF
    while True:
        try:
            raw.execute("BEGIN IMMEDIATE")
            return
        except sqlite3.OperationalError as error:
            if not getattr(error, "sqlite_errorname", "").startswith("SQLITE_BUSY"):
                raise OperationalError("BEGIN IMMEDIATE", None, error) from error
            if time.monotonic() >= give_up:
                raise DatabaseBusy("SQLite writer lock not obtained in time") from error
        # full jitter: waiting writers do not wake in lockstep
        time.sleep(random.uniform(0, backoff))  # gevent.sleep under gunicorn's gevent workers
        backoff = min(backoff * 2, _MAX_BACKOFF)
