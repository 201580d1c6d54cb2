"""Fixtures for the API tests: an app per test (its own limiter and metrics), its test client."""

import pytest

from api import create_app

PLAYERS = ["Anna", "Bernd", "Clara", "David"]


def record(**fields) -> dict:
    """A small valid deal record (an OÖ Dreier won by Anna), with fields replaced."""
    base = {"players": PLAYERS, "game": "dreier", "declarer": "Anna", "won": True}
    base.update(fields)
    return {k: v for k, v in base.items() if v is not ...}


def make_app(**config):
    """An app for one test: in-memory database, no rate limit unless the test sets one."""
    return create_app(
        {"TESTING": True, "RATELIMIT_ENABLED": False, "DATABASE_URL": "sqlite://", **config}
    )


@pytest.fixture(name="make_app")
def make_app_fixture():
    return make_app


@pytest.fixture
def app():
    return make_app()


@pytest.fixture(scope="module")
def vector_client():
    """One app for a module's many stateless requests (the vectors)."""
    return make_app().test_client()


@pytest.fixture
def client(app):
    return app.test_client()


def is_problem(response, status: int) -> dict:
    """Assert an RFC 9457 problem with this status; return its body."""
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    assert {"type", "title", "status", "detail"} <= set(body)
    assert body["status"] == status
    assert body["request_id"] == response.headers["X-Request-ID"]
    return body


@pytest.fixture(name="record")
def record_fixture():
    return record


@pytest.fixture(name="problem")
def problem_fixture():
    return is_problem
