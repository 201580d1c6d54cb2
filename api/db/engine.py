"""Engines and sessions: SQLite (WAL, serialised writers) by default, PostgreSQL for several machines.

Write transactions take the sheet's lock before they read anything: ``SELECT … FOR UPDATE`` on the
sheet row in PostgreSQL, ``BEGIN IMMEDIATE`` (the database's single writer lock) in SQLite. So two
writers never read the same version and bump it to the same number.

Waiting for SQLite's writer lock never stops a gevent worker. SQLite's busy handler waits inside
C, and on the worker's own thread that stalls every other connection of the worker (and can wait on
a writer of the same worker that cannot run until the timeout runs out: /livez took seconds under
50 writers). So inside one process the writers first queue on a lock of their own (a gevent lock
once gunicorn has monkey-patched), and the one at the head waits for SQLite's lock in
``BEGIN IMMEDIATE`` on a thread of gevent's pool (sqlite3 lets go of the GIL meanwhile), for at
most ``BUSY_DEADLINE`` seconds; then :class:`~api.db.outage.DatabaseBusy` (a 503 with
Retry-After). Outside that wait the busy timeout is 0: nothing else waits in C. In WAL mode readers
never wait for the writer. (Retrying ``BEGIN IMMEDIATE`` with ``gevent.sleep`` in between answered
/livez as fast but cost 10–15 % more CPU per write, bench/bench_livez.py.) The gate opens when the
transaction commits or rolls back, or its connection goes back to the pool or is invalidated; a
write transaction must not open a second one in the same greenlet (it would wait for itself until
the deadline). PostgreSQL waits on its server, on a socket gevent can switch away from.

PostgreSQL never holds a request past :data:`PG_DEADLINE` (then 503 with Retry-After). The
server ends a statement after ``statement_timeout`` (:data:`PG_STATEMENT_TIMEOUT`) and a wait for
a lock after ``lock_timeout`` (:data:`PG_LOCK_TIMEOUT`), and drops a transaction left idle (its
locks with it); those answer a SQLSTATE that :mod:`api.db.outage` counts as unavailable. A server
that cannot answer at all — frozen (SIGSTOP, a hung host), or behind a network that lost it —
is caught on the client: every wait of a connection for PostgreSQL's answer is bounded by
:data:`PG_DEADLINE` (:class:`GuardedConnection`; a pooled connection's ping by
:data:`PG_PING_DEADLINE`, a new connection by :data:`PG_CONNECT_TIMEOUT`), and the connection
is then closed, never reused. TCP keepalives and ``tcp_user_timeout`` alone do not do it: a
stopped server process still has a live kernel that acknowledges every byte and every probe
(they do end a connection to a host that is gone, and are set as well).
"""

from __future__ import annotations

import os
import sqlite3
import sys
import threading
import time
from collections.abc import Callable, Mapping, MutableMapping
from pathlib import Path
from typing import Any, TypeVar, cast

import psycopg
from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError
from sqlalchemy.pool import ConnectionPoolEntry, StaticPool

from .outage import DatabaseBusy

DEFAULT_FILE = "tarock.sqlite3"
WRITE_OPTION = "tarock_write"  # execution option that makes SQLite begin with BEGIN IMMEDIATE
#: Seconds a SQLite write waits for the writer lock before it is answered 503 (busy).
BUSY_DEADLINE = 10.0
#: Seconds PostgreSQL gets to accept a connection (a dead host must not hang requests).
PG_CONNECT_TIMEOUT = 3
#: Seconds a connection waits for any answer of PostgreSQL before it gives up (closed, 503).
PG_DEADLINE = 5.0
#: Seconds a pooled connection's ping (before each checkout) waits: a frozen server is seen at
#: once, and the new connection tried after it gets PG_CONNECT_TIMEOUT; within PG_DEADLINE.
PG_PING_DEADLINE = 1.0
#: Milliseconds: the server cancels a statement (57014) or a lock wait (55P03) after these,
#: before the client's deadline, so a slow but live server answers a clean 503 and keeps the
#: connection; a transaction left idle this long is ended and its locks released.
PG_STATEMENT_TIMEOUT = 4000
PG_LOCK_TIMEOUT = 2000
PG_IDLE_IN_TRANSACTION_TIMEOUT = 10000
#: libpq's socket options: a host that is gone (not only its process frozen) ends a connection
#: within the deadline too, idle (keepalive probes) or with unacknowledged data (tcp_user_timeout).
PG_SOCKET_OPTIONS = {
    "keepalives": 1,
    "keepalives_idle": 2,
    "keepalives_interval": 1,
    "keepalives_count": 2,
    "tcp_user_timeout": int(PG_DEADLINE * 1000),
}

_T = TypeVar("_T")


def default_url(instance_path: str | os.PathLike[str]) -> str:
    """The embedded default: a SQLite file under the app's ``instance/`` folder."""
    path = Path(instance_path)
    path.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{path / DEFAULT_FILE}"


def database_url(
    config: Mapping[str, Any] | None = None, instance_path: str | os.PathLike[str] = "instance"
) -> str:
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


def make_engine(url: str, **kwargs: Any) -> Engine:
    """An engine for ``url``; SQLite gets WAL, full sync and our own BEGIN (its lock wait off the hub).

    An in-memory SQLite database is one connection shared by every thread (``StaticPool``), so
    the whole app sees the same database.
    """
    if is_sqlite(url):
        # timeout 0: no busy wait inside C on the worker's thread (see above)
        connect_args = {"timeout": 0, "check_same_thread": False}
        if is_memory(url):
            kwargs.setdefault("poolclass", StaticPool)
        engine = create_engine(url, connect_args=connect_args, **kwargs)
        _sqlite_setup(engine)
        return engine
    # pre-ping: a connection the server dropped (a restart) is replaced, not handed out
    kwargs.setdefault("pool_pre_ping", True)
    if make_url(url).get_backend_name() != "postgresql":
        return create_engine(url, **kwargs)
    # the URL's own options (a search_path, say) stay; ours come after them
    given = make_url(url).query.get("options", ())
    options = [given] if isinstance(given, str) else list(given)
    options += [
        f"-c statement_timeout={PG_STATEMENT_TIMEOUT} -c lock_timeout={PG_LOCK_TIMEOUT}",
        f"-c idle_in_transaction_session_timeout={PG_IDLE_IN_TRANSACTION_TIMEOUT}",
    ]
    kwargs["connect_args"] = {
        "connect_timeout": PG_CONNECT_TIMEOUT,
        "options": " ".join(options),
        **PG_SOCKET_OPTIONS,
        **kwargs.get("connect_args", {}),
    }
    # a request waiting for a pooled connection gives up within the deadline as well
    kwargs.setdefault("pool_timeout", PG_DEADLINE)
    engine = create_engine(url, **kwargs)
    _guard_postgres(engine)
    return engine


def _guard_postgres(engine: Engine) -> None:
    """``engine``'s dialect makes :class:`GuardedConnection` s and pings them with a shorter
    deadline (set on this dialect alone: the ``do_connect`` event stays free for others)."""
    dialect = engine.dialect
    ping = dialect.do_ping

    def guarded_connect(*cargs: Any, **cparams: Any) -> GuardedConnection:
        return GuardedConnection.connect(*cargs, **cparams)

    def guarded_ping(dbapi_connection: Any) -> bool:
        # SQLAlchemy hands the psycopg connection itself (ours, made above)
        dbapi_connection.deadline = PG_PING_DEADLINE
        try:
            return ping(dbapi_connection)
        finally:
            del dbapi_connection.deadline  # the class's again

    dialect.connect = guarded_connect  # type: ignore[method-assign,assignment]
    dialect.do_ping = guarded_ping  # type: ignore[method-assign]


_GATE = "tarock_write_gate"  # in a pooled connection's info while it holds the process's gate


def _sqlite_setup(engine: Engine) -> None:
    # created after gunicorn's monkey-patching (the app is loaded after it): a gevent lock there
    gate = threading.Lock()

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: sqlite3.Connection, _record: ConnectionPoolEntry) -> None:
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
        cur.execute("PRAGMA busy_timeout=0")  # only begin_immediate waits, off the hub
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
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
    def _on_commit(conn: Connection) -> None:
        _open_gate(conn.info)

    @event.listens_for(engine, "rollback")
    def _on_rollback(conn: Connection) -> None:
        _open_gate(conn.info)

    @event.listens_for(engine.pool, "checkin")
    def _on_checkin(_dbapi_connection: sqlite3.Connection, record: ConnectionPoolEntry) -> None:
        _open_gate(record.info)

    @event.listens_for(engine.pool, "invalidate")
    def _on_invalidate(
        _dbapi_connection: sqlite3.Connection,
        record: ConnectionPoolEntry,
        _error: BaseException | None,
    ) -> None:
        _open_gate(record.info)  # before the pool clears the record's info for a new connection


def _open_gate(info: MutableMapping[Any, Any]) -> None:
    gate = info.pop(_GATE, None)
    if gate is not None:
        gate.release()


def begin_immediate(conn: Connection, deadline: float | None = None) -> None:
    """``BEGIN IMMEDIATE``, waiting up to ``deadline`` seconds (``BUSY_DEADLINE``) for the writer
    lock in SQLite's own busy handler — on a thread of gevent's pool when gevent has patched this
    process, so the worker's other greenlets run meanwhile; :class:`DatabaseBusy` after that.
    """
    wait = BUSY_DEADLINE if deadline is None else max(0.0, deadline)
    raw = cast(sqlite3.Connection, conn.connection.driver_connection)  # pysqlite's own
    raw.execute(f"PRAGMA busy_timeout={int(wait * 1000)}")
    try:
        _off_the_hub(raw.execute, "BEGIN IMMEDIATE")
    except sqlite3.OperationalError as error:
        if getattr(error, "sqlite_errorname", "").startswith("SQLITE_BUSY"):
            raise DatabaseBusy("SQLite writer lock not obtained in time") from error
        raise OperationalError("BEGIN IMMEDIATE", None, error) from error
    finally:
        raw.execute("PRAGMA busy_timeout=0")


def _off_the_hub(call: Callable[..., _T], *args: object) -> _T:
    """``call(*args)`` on a thread of gevent's pool if gevent patched this process, else here.

    sqlite3 lets go of the GIL while SQLite waits, so the hub keeps serving the worker's other
    connections; the gate makes it one such thread per process at a time.
    """
    if "gevent" in sys.modules:
        from gevent import get_hub, monkey

        if monkey.is_module_patched("threading"):
            return cast(_T, get_hub().threadpool.apply(call, args))  # gevent has no types
    return call(*args)


class GuardedConnection(psycopg.Connection[Any]):
    """A psycopg connection whose every wait for the server ends after ``deadline`` seconds: then
    the connection is closed (its state is unknown; SQLAlchemy sees it closed and drops it from
    the pool) and ``psycopg.OperationalError`` raised (503, "connection-lost")."""

    deadline = PG_DEADLINE

    def wait(self, gen: Any, interval: float = 0.1, timeout: float | None = None) -> Any:
        try:
            return super().wait(gen, interval, self.deadline if timeout is None else timeout)
        except psycopg.errors._WaitTimeout:  # psycopg's own way to end a wait
            self.pgconn.finish()
            raise psycopg.OperationalError(
                f"PostgreSQL did not answer within {self.deadline:g} s"
            ) from None
