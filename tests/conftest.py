"""Fixtures shared by the storage and deploy tests."""

import pytest

from tests.support.databases import PostgresUnavailable, postgres_base_url


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
