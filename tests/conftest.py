"""Fixtures shared by the storage and deploy tests; the tiers (tests/support/tiers.py) and the
hypothesis profiles (tests/support/examples.py) of every run."""

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tests.support import tiers
from tests.support.databases import PostgresUnavailable, postgres_base_url

# `full` is every run's default (make test, a plain pytest); make check asks for `fast`. No
# deadline and no too_slow check: a busy machine slows a test, it does not make it wrong.
_RELAXED = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("full", max_examples=100, **_RELAXED)
settings.register_profile("fast", max_examples=10, **_RELAXED)
settings.load_profile("full")


def pytest_ignore_collect(collection_path: Path, config):
    """Not even import a file whose tier -m deselects (schemathesis' collection alone is minutes)."""
    if tiers.ignored(collection_path, config.option.markexpr):
        return True
    return None


@pytest.hookimpl(tryfirst=True)  # before -m deselects by them
def pytest_collection_modifyitems(config, items):
    """Every test gets its tier markers here, by folder and by what it reaches (tiers.py)."""
    for item in items:
        if by_hand := tiers.hand_marked(item):
            raise pytest.UsageError(
                f"{item.nodeid}: marked {sorted(by_hand)} by hand; tests/support/tiers.py assigns them"
            )
        for name in sorted(tiers.item_markers(item)):
            item.add_marker(name)


# a base64url secret (secrets.token_urlsafe(32) is 43 characters, (48) 64)
_TOKEN = re.compile(r"[A-Za-z0-9_-]{32,}=?")


def pytest_make_parametrize_id(config, val, argname):
    """A parameter that looks like a random token gets a fixed id, not its value: a test made
    with ``secrets.token_urlsafe`` has the same id in every process, as pytest-xdist's workers
    must collect the same tests (pytest numbers equal ids)."""
    if isinstance(val, str) and _TOKEN.fullmatch(val) and len(set(val)) >= 20:
        return f"{argname}-token"
    return None


@pytest.fixture(scope="session")
def pg_base_url():
    """The real PostgreSQL server (TEST_POSTGRES_URL, else the local default; see tests/support/databases.py)."""
    try:
        url = postgres_base_url()
    except PostgresUnavailable as err:
        pytest.fail(str(err), pytrace=False)
    if url is None:
        pytest.skip(
            "no PostgreSQL answers at the default URL (set TEST_POSTGRES_URL to require it)"
        )
    return url
