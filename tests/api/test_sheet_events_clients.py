"""Open live streams per client (issue 32, 6): one address or API key holds at most
``EVENTS_MAX_STREAMS_PER_CLIENT`` streams, counted across the workers (machine://) or machines
(redis://) like the rate limit; one more is 429 problem+json with Retry-After, while other
clients are still served and a stream that ended frees its place."""

import time
import uuid

import pytest

from api.events_clients import ClientStreams
from bench.sse_client import EventStream

from .conftest import is_problem, make_app
from .live import live_gunicorn
from .sse_scenario import new_sheet
from .test_sheet_events import SHEET, open_stream
from .test_sheet_events_live import redis_url


def test_a_client_beyond_its_streams_gets_429_and_others_are_still_served():
    app = make_app(EVENTS_MAX_STREAMS_PER_CLIENT=2, EVENTS_REDIS_URL="")
    client = app.test_client()
    body = client.post("/api/v1/sheets", json=SHEET).get_json()
    sheet_id, view = body["sheet"]["id"], body["view_token"]
    held = [open_stream(client, sheet_id, view) for _ in range(2)]
    assert [r.status_code for r in held] == [200, 200]
    refused = open_stream(client, sheet_id, view)
    problem = is_problem(refused, 429)
    assert "streams" in problem["detail"] and int(refused.headers["Retry-After"]) > 0
    other = app.test_client()
    other.environ_base["REMOTE_ADDR"] = "192.0.2.7"
    elsewhere = open_stream(other, sheet_id, view)
    assert elsewhere.status_code == 200  # another address: its own count
    held[0].close()  # a stream that ended frees its place
    again = open_stream(client, sheet_id, view)
    assert again.status_code == 200
    for response in (held[1], elsewhere, again):
        response.close()


def test_a_killed_workers_streams_stop_counting_after_a_stream_lifetime():
    """Counted in buckets as wide as a stream can live: what was never taken off (a worker
    killed) is not counted two buckets later."""
    streams = ClientStreams("memory://", 2, lifetime=0.0, prefix=uuid.uuid4().hex)
    streams.width = 0.5  # (a lifetime and its margin of half a second, for the test)
    assert streams.take("ip:a") and streams.take("ip:a")
    assert streams.take("ip:a") is None
    time.sleep(1.1)  # two widths later: the lost streams count no more
    assert streams.take("ip:a") is not None


@pytest.fixture(params=["machine", "redis"])
def server(request, tmp_path):
    env = {
        "WEB_CONCURRENCY": "3",
        "TAROCK_RATELIMIT_ENABLED": "false",
        "TAROCK_EVENTS_REDIS_URL": '""',
        "TAROCK_EVENTS_HEARTBEAT": "0.2",
        "TAROCK_EVENTS_MAX_STREAMS_PER_CLIENT": "4",
    }
    if request.param == "redis":
        env |= {
            "RATELIMIT_STORAGE_URI": redis_url(),
            "TAROCK_RATELIMIT_KEY_PREFIX": uuid.uuid4().hex,
        }
    with live_gunicorn(tmp_path, **env) as live:
        yield live


def test_the_cap_holds_across_the_workers_of_a_live_server(server):
    sheet_id, _, view = new_sheet(server.port)
    streams = [EventStream(server.port, sheet_id, view, timeout=10) for _ in range(9)]
    statuses = sorted(s.status for s in streams)
    assert statuses == [200] * 4 + [429] * 5  # whichever of the 3 workers took each
    for stream in streams:
        if stream.status == 429:
            assert stream.headers["Content-Type"] == "application/problem+json"
            assert int(stream.headers["Retry-After"]) > 0
            stream.close()
    opened = [s for s in streams if s.status == 200]
    for stream in opened[:2]:
        stream.close()  # the server finds them gone at its next keep-alive (0.2 s)
    reopened = []
    for _ in range(100):  # bounded: the places come free within a few keep-alives
        stream = EventStream(server.port, sheet_id, view, timeout=10)
        if stream.status == 200:
            reopened.append(stream)
            if len(reopened) == 2:
                break
        else:
            stream.close()
            time.sleep(0.1)
    assert len(reopened) == 2
    assert EventStream(server.port, sheet_id, view, timeout=10).status == 429
    for stream in [*opened[2:], *reopened]:
        stream.close()


def test_a_keyed_caller_is_counted_under_its_key_not_its_address():
    from api import apikeys

    app = make_app(
        EVENTS_MAX_STREAMS_PER_CLIENT=1,
        EVENTS_REDIS_URL="",
        RATELIMIT_STORAGE_URI="memory://",
        RATELIMIT_ENABLED=True,
        RATELIMIT_API="100 per minute",
    )
    with app.app_context():
        key = apikeys.create("club", "100 per minute")
    client = app.test_client()
    body = client.post("/api/v1/sheets", json=SHEET).get_json()
    sheet_id, view = body["sheet"]["id"], body["view_token"]
    keyed = open_stream(client, sheet_id, view, **{"X-Api-Key": key})
    assert keyed.status_code == 200
    is_problem(open_stream(client, sheet_id, view, **{"X-Api-Key": key}), 429)
    anonymous = open_stream(client, sheet_id, view)  # the same address without the key
    assert anonymous.status_code == 200
    for response in (keyed, anonymous):
        response.close()
