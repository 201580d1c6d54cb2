"""Helpers for tests of the storage layer: migrated throwaway databases, SQLite and PostgreSQL.

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

from shared_rules.haferl.counting import IMPOSSIBLE_AUGEN

from .migrate import upgrade

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


def sample_record(rng, players: list[str]) -> dict:
    """A random valid deal record for four active ``players`` (tests and benchmarks)."""
    declarer, partner = rng.sample(players, 2)
    kind = rng.randrange(5)
    if kind == 0:
        return {"game": "dreier", "declarer": declarer, "won": rng.random() < 0.6}
    if kind == 1:
        return {"game": "bettel", "declarer": declarer, "declarer_tricks": rng.choice([0, 0, 1])}
    if kind == 2:
        points = rng.randrange(20, 60)
        return {  # any player may bid these (an OÖ Rufer is the Vorhand's alone)
            "game": "solorufer",
            "declarer": declarer,
            "partner": partner,
            "called_king": "HK",
            "declarer_points": f"{points}/{rng.randrange(3)}",
            "kontra": rng.choice([0, 0, 1]),
        }
    if kind == 3:
        return {
            "game": "a_rufer",
            "bird": "pagat",
            "declarer": declarer,
            "partner": partner,
            "won": True,
            "premiums": [
                {"name": "pagat", "side": "declarer", "announced": True, "won": rng.random() < 0.7},
                {"name": "trull", "side": "opponents", "announced": False, "won": True},
            ],
        }
    return {
        "game": "solorufer",
        "declarer": declarer,
        "partner": partner,
        "won": rng.random() < 0.5,
        "premiums": [{"name": "koenig_ultimo", "side": "declarer", "announced": True, "won": True}],
    }


def sample_haferl_record(rng, active: list[str]) -> dict:
    """A random valid Bavarian deal record for the three ``active`` players (tests, benchmarks).

    >>> import random
    >>> sample_haferl_record(random.Random(1), ["Anna", "Bernd", "Clara"])["game"] in (
    ...     "stockspiel", "solo", "herz_solo", "bettel", "thrown_in")
    True
    """
    declarer = rng.choice(active)
    kind = rng.randrange(6)
    if kind <= 1:
        return {"game": "stockspiel", "declarer": declarer, "declarer_augen": _augen(rng)}
    if kind == 2:
        return {
            "game": "solo",
            "trump": rng.choice("EGS"),
            "declarer": declarer,
            "declarer_augen": _augen(rng),
        }
    if kind == 3:
        return {"game": "herz_solo", "declarer": declarer, "won": rng.random() < 0.5}
    if kind == 4:
        return {"game": "bettel", "declarer": declarer, "declarer_tricks": rng.choice([0, 0, 1])}
    return {"game": "thrown_in"}


def _augen(rng) -> int:
    """Augen a deal can give (never 1 or 119: no card is worth 1)."""
    return rng.choice(_POSSIBLE_AUGEN)


_POSSIBLE_AUGEN = [a for a in range(121) if a not in IMPOSSIBLE_AUGEN]
