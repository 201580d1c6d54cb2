import pytest

from .twin import Twin


@pytest.fixture(scope="session")
def twin():
    """One Node process running the twin for every differential test."""
    t = Twin()
    yield t
    t.close()
