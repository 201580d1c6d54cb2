"""Storage fixtures: every ``db_url`` test runs on SQLite and on the real PostgreSQL server."""

from pathlib import Path

import pytest

from api.db.engine import make_engine
from api.db.store import Store
from bench.instances import Instance, json_call
from tests.support.databases import postgres_database, sqlite_database


@pytest.fixture(scope="session")
def sqlite_url(tmp_path_factory):
    with sqlite_database(tmp_path_factory.mktemp("sqlite")) as url:
        yield url


@pytest.fixture(scope="session")
def pg_url(pg_base_url):
    with postgres_database(pg_base_url) as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request):
    return request.getfixturevalue("sqlite_url" if request.param == "sqlite" else "pg_url")


@pytest.fixture
def store(db_url):
    engine = make_engine(db_url)
    yield Store(engine)
    engine.dispose()


# --- real servers --------------------------------------------------------------------------------


class Server(Instance):
    """A gunicorn serving ``api:create_app()`` on ``url``, rate limit off (bench/instances.py)."""

    def __init__(self, url: str, log: Path, workers: int = 2):
        env = {"DATABASE_URL": url, "TAROCK_RATELIMIT_ENABLED": "false", "LOG_LEVEL": "warning"}
        super().__init__(env, log, workers)

    def start(self, timeout: float = 30) -> "Server":
        return super().start(ready="/livez", timeout=timeout)

    def request(self, method: str, path: str, token: str | None = None, body=None, timeout=10):
        """(status, headers, parsed JSON body); raises OSError when the server is gone."""
        return json_call(self.base, method, path, token, body, timeout)


@pytest.fixture
def server(tmp_path):
    """Factory: ``server(db_url)`` starts a gunicorn; all are stopped after the test."""
    started = []

    def start(url: str, workers: int = 2) -> Server:
        s = Server(url, tmp_path / "gunicorn.log", workers)
        started.append(s)
        return s.start()

    yield start
    for s in started:
        s.stop()
