"""Which database errors mean "unavailable, try again" (503 + Retry-After) rather than a bug (500).

Unavailable — the database or the way to it is down, overloaded or restarting, and the same
request may well succeed a few seconds later:

- the pool had no connection to give within its timeout (``sqlalchemy.exc.TimeoutError``);
- SQLAlchemy saw the connection drop (``connection_invalidated``: the server died mid-request);
- PostgreSQL (psycopg): from the client side (no SQLSTATE) an ``OperationalError`` (refused,
  reset, timed out) or an ``InterfaceError`` about the connection (closed; a closed cursor is a
  bug); from the server a SQLSTATE of class 08 (connection exception), 53 (insufficient resources:
  too many connections, disk full), 57 (operator intervention: shutting down, starting up,
  cancelled — also a statement past ``statement_timeout``, 57014) or 58 (system error: I/O),
  40001/40P01 (serialization failure, deadlock: the transaction was rolled back as a whole) and
  55P03 (a lock not obtained within ``lock_timeout``: a write held it too long);
- the connection's own deadline ran out (:class:`api.db.engine.GuardedConnection`: the server
  did not answer at all) — a closed connection, seen as ``connection_invalidated``;
- SQLite: ``SQLITE_BUSY`` / ``SQLITE_LOCKED`` (the writer lock not obtained — in the app only
  after waiting :data:`api.db.engine.BUSY_DEADLINE` off the hub, see :class:`DatabaseBusy`),
  ``SQLITE_CANTOPEN``, ``SQLITE_IOERR``, ``SQLITE_FULL``, ``SQLITE_PROTOCOL``.

Everything else stays a 500 with its stack trace in the log: a syntax error (SQLite reports those
as ``OperationalError`` too), a missing table or column, an integrity error nobody caught — a bug
that retrying will not fix.
"""

from __future__ import annotations

from sqlalchemy import exc

#: What a client is told to wait before it tries again (seconds, the ``Retry-After`` header).
RETRY_AFTER_SECONDS = 5

_PG_CLASSES = ("08", "53", "57", "58")
_PG_STATES = ("40001", "40P01", "55P03")
_SQLITE_PREFIXES = (
    "SQLITE_BUSY",
    "SQLITE_LOCKED",
    "SQLITE_CANTOPEN",
    "SQLITE_IOERR",
    "SQLITE_FULL",
    "SQLITE_PROTOCOL",
)


class DatabaseBusy(exc.SQLAlchemyError):
    """SQLite's single writer lock was not obtained within the deadline: too many writers."""


def unavailable_reason(error: BaseException) -> str | None:
    """A short reason (for the log) if ``error`` means the database is unavailable, else None."""
    if isinstance(error, DatabaseBusy):
        return "sqlite-busy"
    if isinstance(error, exc.TimeoutError):
        return "pool-timeout"
    if not isinstance(error, exc.DBAPIError):
        return None
    if error.connection_invalidated:
        return "connection-lost"
    orig = error.orig
    sqlite_name = getattr(orig, "sqlite_errorname", None)
    if isinstance(sqlite_name, str):
        return (
            "sqlite-" + sqlite_name[7:].lower()
            if sqlite_name.startswith(_SQLITE_PREFIXES)
            else None
        )
    if type(orig).__module__.startswith("psycopg"):
        state = getattr(orig, "sqlstate", None)
        if state is None and (
            isinstance(error, exc.OperationalError)
            # an InterfaceError is also a misused cursor: only a closed connection counts
            or (isinstance(error, exc.InterfaceError) and "connection" in str(orig).lower())
        ):
            return "connection-failed"
        if isinstance(state, str) and (state[:2] in _PG_CLASSES or state in _PG_STATES):
            return f"postgresql-{state}"
    return None


def describe(error: BaseException) -> str:
    """One line naming the error, without SQL or parameters (those may hold tokens' hashes)."""
    orig = getattr(error, "orig", None) or error
    first = (str(orig).strip().splitlines() or [""])[0]
    return f"{type(orig).__name__}: {first[:200]}"
