"""Live updates through a live gunicorn with three gevent workers: two listeners and a writer, each
request on whichever worker takes it, so a write reaches streams in other workers — by Redis
pub/sub, or (no Redis) by the streams' looks at the database. One listener leaves mid-way and
comes back with Last-Event-ID: neither misses a change."""

import contextlib
import json
import os
import uuid

import pytest
import redis

from bench.sse_client import EventStream
from tests.support.databases import postgres_base_url, postgres_database

from .live import live_gunicorn
from .sse_scenario import (
    a_deleted_sheet_ends_every_stream,
    call,
    new_sheet,
    two_listeners_get_every_change,
)


def redis_url() -> str:
    url = os.environ.get("TEST_REDIS_URL") or "redis://127.0.0.1:6379/14"
    try:
        redis.Redis.from_url(url, socket_connect_timeout=2).ping()
    except redis.RedisError as err:
        if os.environ.get("TEST_REDIS_URL"):
            pytest.fail(f"TEST_REDIS_URL={url} is set but Redis does not answer: {err}")
        pytest.skip("no Redis answers at 127.0.0.1:6379")
    return url


@pytest.fixture(params=["redis", "polling", "postgres"], scope="module")
def server(request, tmp_path_factory):
    """SQLite with Redis, SQLite without (the streams poll), PostgreSQL with Redis (production)."""
    env = {"WEB_CONCURRENCY": "3", "TAROCK_RATELIMIT_ENABLED": "false"}
    if request.param == "polling":
        env |= {"TAROCK_EVENTS_REDIS_URL": '""'}
    else:
        env |= {
            "RATELIMIT_STORAGE_URI": redis_url(),
            "TAROCK_RATELIMIT_KEY_PREFIX": uuid.uuid4().hex,
            "TAROCK_EVENTS_POLL": "30",  # no polling: only Redis can carry a write in time
        }
    with contextlib.ExitStack() as stack:
        if request.param == "postgres":
            base = postgres_base_url()
            if base is None:
                pytest.skip("no PostgreSQL answers (set TEST_POSTGRES_URL to require it)")
            env["DATABASE_URL"] = stack.enter_context(postgres_database(base))
        yield stack.enter_context(live_gunicorn(tmp_path_factory.mktemp(request.param), **env))


def test_two_listeners_get_every_change_one_reconnecting_with_last_event_id(server):
    two_listeners_get_every_change(server.port)


def test_a_deleted_sheet_ends_every_stream_with_a_gone_event(server):
    a_deleted_sheet_ends_every_stream(server.port)


def test_no_token_and_a_wrong_token_get_401_from_the_live_server(server):
    sheet_id, _, _ = new_sheet(server.port)
    for token in (None, "wrong"):
        stream = EventStream(server.port, sheet_id, token)
        assert stream.status == 401
        assert json.loads(stream.body())["status"] == 401
        stream.close()


@pytest.mark.parametrize("server", ["redis"], indirect=True)
def test_with_redis_a_write_in_any_worker_reaches_streams_in_every_worker_at_once(server):
    """The streams look at the database only every 15 s (heartbeat) here: an event within 3 s
    of a write that another of the three workers took can only have come by Redis."""
    sheet_id, edit, view = new_sheet(server.port)
    streams = [EventStream(server.port, sheet_id, view, timeout=3) for _ in range(6)]
    for stream in streams:
        assert stream.next().id == "0"
    for n in range(1, 7):
        path = f"/api/v1/sheets/{sheet_id}/entries/{uuid.uuid4()}"
        record = {"game": "dreier", "declarer": "Anna", "won": True}
        assert call(server.port, "PUT", path, edit, {"revision": 1, "record": record})[0] == 201
        for stream in streams:  # a socket timeout (3 s) fails the test
            assert stream.next().id == str(n)
    for stream in streams:
        stream.close()


def test_a_shutting_down_server_ends_its_streams_at_once(tmp_path):
    """SIGTERM (a rolling update): the streams end within a moment, so the worker stops without
    waiting out its graceful timeout (30 s) and the clients reconnect to another server."""
    import signal
    import time

    with live_gunicorn(tmp_path, WEB_CONCURRENCY="2", TAROCK_EVENTS_REDIS_URL='""') as live:
        sheet_id, _, view = new_sheet(live.port)
        # without it they would last until the graceful timeout (30 s): the socket's 20 s fail
        streams = [EventStream(live.port, sheet_id, view, timeout=20) for _ in range(4)]
        for stream in streams:
            assert stream.next().type == "change"
        started = time.monotonic()
        os.killpg(live.proc.pid, signal.SIGTERM)
        for stream in streams:
            assert stream.next() is None  # ended by the server
        live.proc.wait(timeout=15)
        assert time.monotonic() - started < 15  # a busy machine may take a few seconds
