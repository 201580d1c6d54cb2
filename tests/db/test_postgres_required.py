"""PostgreSQL asked for (TEST_POSTGRES_URL) and not answering is an error, never a silent skip."""

import socket

import pytest

from tests.support import databases


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_asked_for_and_unreachable_fails_loudly(monkeypatch):
    url = f"postgresql+psycopg://postgres@127.0.0.1:{_closed_port()}/test"
    monkeypatch.setenv("TEST_POSTGRES_URL", url)
    with pytest.raises(databases.PostgresUnavailable, match="TEST_POSTGRES_URL"):
        databases.postgres_base_url()


def test_not_asked_for_and_unreachable_skips(monkeypatch):
    monkeypatch.delenv("TEST_POSTGRES_URL", raising=False)
    monkeypatch.setattr(
        databases, "PG_DEFAULT", f"postgresql+psycopg://postgres@127.0.0.1:{_closed_port()}/test"
    )
    assert databases.postgres_base_url() is None


def test_search_path_isolates_a_schema():
    url = databases.with_search_path("postgresql+psycopg://postgres@127.0.0.1:5432/test", "s1")
    assert url.endswith("options=-csearch_path%3Ds1")
