import pytest

from shared_rules import settle

PLAYERS = ["Anna", "Bernd", "Clara", "David"]


@pytest.fixture
def deal():
    """settle() of a record built from keyword fields on a four-player OÖ table."""

    def run(**fields):
        record = {"profile": "ooe-2023", "players": PLAYERS, "forehand": "Anna"}
        record.update(fields)
        return settle(record)

    return run
