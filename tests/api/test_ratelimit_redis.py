"""The rate limit's Redis round trip on kept connections (api/ratelimit_redis.py) counts on
through what a long-lived connection meets: a Redis without the script (restarted, flushed), a
connection Redis dropped. Real Redis (``TEST_REDIS_URL``); nothing
here touches another client's connections or scripts."""

import os
import uuid

import pytest
import redis

from api import create_app
from api.ratelimit import REDIS_HIT, ApiRateLimit
from api.ratelimit_redis import RedisHits

REDIS = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/14")


@pytest.fixture(name="server")
def server_fixture():
    server = redis.Redis.from_url(REDIS)
    yield server
    server.close()


def _hits(server, text=REDIS_HIT):
    return RedisHits(server, server.register_script(text.encode()))


def _key():
    return f"test-{uuid.uuid4().hex}"


def test_a_plain_redis_store_counts_on_kept_connections():
    app = create_app({"TESTING": True, "DATABASE_URL": "sqlite://", "RATELIMIT_STORAGE_URI": REDIS})
    assert isinstance(ApiRateLimit(app).redis_hit, RedisHits)


def test_a_redis_without_the_script_gets_it_and_counts(server):
    # a script Redis has never seen: EVALSHA answers NOSCRIPT, as after a restart
    hits = _hits(server, REDIS_HIT + f"-- {uuid.uuid4().hex}\n")
    key = _key()
    try:
        assert hits([key], [60]) == [1, 60]
        assert hits([key], [60]) == [2, 60]
        assert len(hits.idle) == 1  # one connection, kept
    finally:
        server.delete(key)


def test_a_connection_redis_dropped_is_made_anew_and_the_count_goes_on(server):
    hits = _hits(server)
    key = _key()
    try:
        assert hits([key], [60])[0] == 1
        (conn,) = hits.idle
        server.client_kill(":".join(map(str, conn._sock.getsockname())))  # that one only
        assert hits([key], [60])[0] == 2
    finally:
        server.delete(key)
