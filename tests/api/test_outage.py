"""A database that is down or busy answers 503 + Retry-After (one log line, no stack); a database
error that is a bug stays a 500 with its stack; /livez never touches the database.

The live counterparts (a real PostgreSQL and Redis stopped under load, the SQLite writer lock held
under gevent) are in tests/deploy/test_faults.py.
"""

import base64
import hashlib
import json
import secrets
import sqlite3
import uuid

import psycopg
import pytest
from sqlalchemy import event, exc

from api.db import engine as db_engine
from api.db import get_store
from api.db.outage import RETRY_AFTER_SECONDS, DatabaseBusy, unavailable_reason
from bench.instances import free_port
from tests.support.databases import postgres_database, sqlite_database

from .conftest import PLAYERS, record


def _edit_token() -> str:
    return secrets.token_urlsafe(32)


def _view_token(edit: str) -> str:
    digest = hashlib.sha256(("tarock-view-token:" + edit).encode()).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def _routes(sheet: str, token: str) -> list[tuple[str, str, dict | None]]:
    """One request for every route that reads or writes the sheet store."""
    entry = str(uuid.uuid4())
    base = f"/api/v1/sheets/{sheet}"
    return [
        ("POST", "/api/v1/sheets", {"players": PLAYERS}),
        ("PUT", base, {"players": PLAYERS, "view_token": _view_token(token)}),
        ("GET", base, None),
        ("GET", f"{base}/profile", None),
        ("GET", f"{base}/changes?since=0", None),
        ("PUT", f"{base}/entries/{entry}", {"revision": 1, "record": record()}),
        ("DELETE", f"{base}/entries/{entry}?revision=2", None),
        ("POST", f"{base}/audit", None),
        ("GET", f"{base}/export.csv", None),
    ]


def _log_lines(capsys) -> list[dict]:
    out = capsys.readouterr().out
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def _assert_unavailable(response, problem) -> None:
    body = problem(response, 503)
    assert body["type"] == "/api/v1/problems/database-unavailable"
    assert response.headers["Retry-After"] == str(RETRY_AFTER_SECONDS)


@pytest.fixture
def dead_postgres_app(make_app):
    """An app whose PostgreSQL does not answer (a loopback port nobody listens on)."""
    url = f"postgresql+psycopg://postgres@127.0.0.1:{free_port()}/nothing"
    return make_app(DATABASE_URL=url)


def test_every_database_route_answers_503_with_retry_after_when_postgres_is_down(
    dead_postgres_app, problem, capsys
):
    client = dead_postgres_app.test_client()
    token = _edit_token()
    routes = _routes(str(uuid.uuid4()), token)
    capsys.readouterr()
    for method, path, body in routes:
        response = client.open(
            path, method=method, json=body, headers={"Authorization": f"Bearer {token}"}
        )
        _assert_unavailable(response, problem)
    lines = [line for line in _log_lines(capsys) if line["msg"].startswith("database")]
    assert len(lines) == len(routes)  # one line per request …
    for line in lines:
        assert line["level"] == "warning"
        assert "exc" not in line and "Traceback" not in json.dumps(line)  # … without a stack
        assert line["msg"] == "database unavailable: connection-failed"
        assert line["error"].startswith("OperationalError")


def test_a_missing_sqlite_file_answers_503(make_app, tmp_path, problem):
    app = make_app(DATABASE_URL=f"sqlite:///{tmp_path / 'no-such-dir' / 'x.sqlite3'}")
    response = app.test_client().post("/api/v1/sheets", json={"players": PLAYERS})
    _assert_unavailable(response, problem)


def test_livez_never_touches_the_database_while_readyz_reports_it(dead_postgres_app, problem):
    used = []
    engine = get_store(dead_postgres_app).engine
    event.listen(engine.pool, "checkout", lambda *a: used.append("checkout"))
    event.listen(engine, "do_connect", lambda *a: used.append("connect"))  # before it fails
    client = dead_postgres_app.test_client()
    for _ in range(3):
        assert client.get("/livez").status_code == 200
    assert used == []
    body = problem(client.get("/readyz"), 503)
    assert body["checks"]["database"] == "failed"
    assert used  # the listeners do see the database being asked


@pytest.fixture
def sqlite_app(make_app, tmp_path):
    with sqlite_database(tmp_path) as url:
        yield make_app(DATABASE_URL=url), url


def test_a_write_that_cannot_get_the_sqlite_writer_lock_answers_503_and_reads_go_on(
    sqlite_app, problem, monkeypatch
):
    app, url = sqlite_app
    client = app.test_client()
    created = client.post("/api/v1/sheets", json={"players": PLAYERS}).get_json()
    auth = {"Authorization": f"Bearer {created['edit_token']}"}
    sheet = created["sheet"]["id"]
    monkeypatch.setattr(db_engine, "BUSY_DEADLINE", 0.3)
    holder = sqlite3.connect(url.removeprefix("sqlite:///"), isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another process's writer, holding the lock
    try:
        path = f"/api/v1/sheets/{sheet}/entries/{uuid.uuid4()}"
        response = client.put(path, json={"revision": 1, "record": record()}, headers=auth)
        _assert_unavailable(response, problem)
        # WAL: readers do not wait for the writer
        assert client.get(f"/api/v1/sheets/{sheet}", headers=auth).status_code == 200
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    response = client.put(path, json={"revision": 1, "record": record()}, headers=auth)
    assert response.status_code == 201  # the same connections work again


def test_a_database_error_that_is_a_bug_stays_a_500_with_its_stack(
    sqlite_app, problem, monkeypatch, capsys
):
    app, _ = sqlite_app
    client = app.test_client()
    created = client.post("/api/v1/sheets", json={"players": PLAYERS}).get_json()
    store = get_store(app)

    def broken(*_args, **_kwargs):
        with store.engine.connect() as conn:
            conn.exec_driver_sql("SELEC 1")  # a programming error: SQLite's OperationalError

    monkeypatch.setattr(store, "get_sheet", broken)
    capsys.readouterr()
    response = client.get(
        f"/api/v1/sheets/{created['sheet']['id']}",
        headers={"Authorization": f"Bearer {created['edit_token']}"},
    )
    problem(response, 500)
    assert "Retry-After" not in response.headers
    errors = [line for line in _log_lines(capsys) if line["level"] == "error"]
    assert len(errors) == 1 and "syntax error" in errors[0]["exc"]


def _sqlite_error(sql: str, locked_by=None) -> exc.DBAPIError:
    conn = sqlite3.connect(":memory:" if locked_by is None else locked_by, isolation_level=None)
    conn.execute("PRAGMA busy_timeout=0")
    try:
        conn.execute(sql)
    except sqlite3.Error as error:
        return exc.DBAPIError.instance(sql, {}, error, sqlite3.Error)
    finally:
        conn.close()
    raise AssertionError(f"{sql} did not fail")


def test_which_database_errors_count_as_unavailable(tmp_path):
    path = str(tmp_path / "locked.sqlite3")
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        locked = _sqlite_error("BEGIN IMMEDIATE", locked_by=path)
    finally:
        holder.close()

    def pg(error: Exception, invalidated: bool = False) -> exc.DBAPIError:
        return exc.DBAPIError.instance(
            "SELECT 1", {}, error, psycopg.Error, connection_invalidated=invalidated
        )

    assert unavailable_reason(locked) == "sqlite-busy"
    assert unavailable_reason(DatabaseBusy("x")) == "sqlite-busy"
    assert unavailable_reason(exc.TimeoutError("pool")) == "pool-timeout"
    assert unavailable_reason(pg(psycopg.OperationalError("refused"))) == "connection-failed"
    closed = psycopg.InterfaceError("the connection is closed")
    assert unavailable_reason(pg(closed)) == "connection-failed"
    assert unavailable_reason(pg(psycopg.errors.AdminShutdown())) == "postgresql-57P01"
    assert unavailable_reason(pg(psycopg.errors.CannotConnectNow())) == "postgresql-57P03"
    assert unavailable_reason(pg(psycopg.errors.DeadlockDetected())) == "postgresql-40P01"
    assert unavailable_reason(pg(psycopg.errors.LockNotAvailable())) == "postgresql-55P03"
    assert unavailable_reason(pg(psycopg.errors.QueryCanceled())) == "postgresql-57014"
    assert unavailable_reason(pg(psycopg.errors.UndefinedTable(), True)) == "connection-lost"
    # bugs: no retry will fix them
    assert unavailable_reason(_sqlite_error("SELEC 1")) is None
    assert unavailable_reason(_sqlite_error("SELECT * FROM nowhere")) is None
    assert unavailable_reason(pg(psycopg.errors.UndefinedTable())) is None
    assert unavailable_reason(pg(psycopg.errors.UniqueViolation())) is None
    assert unavailable_reason(pg(psycopg.InterfaceError("the cursor is closed"))) is None
    assert unavailable_reason(exc.ArgumentError("bad")) is None


@pytest.fixture
def pg_engine(pg_base_url):
    with postgres_database(pg_base_url) as url:
        engine = db_engine.make_engine(url)
        yield engine
        engine.dispose()


def test_postgres_ends_a_long_statement_and_a_long_lock_wait_as_unavailable(pg_engine):
    """statement_timeout and lock_timeout are set on every connection (the URL's search_path
    stays): the server cancels, the request is a 503, the connection stays usable."""
    with pg_engine.connect() as conn:
        assert conn.exec_driver_sql("SHOW statement_timeout").scalar() == "4s"
        assert conn.exec_driver_sql("SHOW lock_timeout").scalar() == "2s"
        assert conn.exec_driver_sql("SELECT current_schema()").scalar().startswith("tarock_test")
        with pytest.raises(exc.DBAPIError) as slow:
            conn.exec_driver_sql("SELECT pg_sleep(30)")
        conn.rollback()
        assert unavailable_reason(slow.value) == "postgresql-57014"
        assert conn.exec_driver_sql("SELECT 1").scalar() == 1
    with pg_engine.connect() as holder, pg_engine.connect() as waiter:
        holder.exec_driver_sql("LOCK TABLE sheets IN ACCESS EXCLUSIVE MODE")
        with pytest.raises(exc.DBAPIError) as locked:
            waiter.exec_driver_sql("SELECT count(*) FROM sheets")
        assert unavailable_reason(locked.value) == "postgresql-55P03"


def test_a_connection_whose_server_does_not_answer_in_time_is_closed_and_replaced(
    pg_engine, monkeypatch
):
    """The client's own deadline (for a server that cannot answer at all, as a frozen one): the
    wait ends, the connection is closed and dropped from the pool, the next one works."""
    monkeypatch.setattr(db_engine.GuardedConnection, "deadline", 0.5)
    with pg_engine.connect() as conn:
        with pytest.raises(exc.DBAPIError) as error:
            conn.exec_driver_sql("SELECT pg_sleep(3)")
        assert error.value.connection_invalidated
        assert unavailable_reason(error.value) == "connection-lost"
        assert "did not answer within 0.5 s" in str(error.value)
    with pg_engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT 1").scalar() == 1
