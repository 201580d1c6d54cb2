"""API keys on two gunicorn instances of two workers each, sharing PostgreSQL and Redis: a key's
limit holds for all four processes together, anonymous limits stay as they were, a revoked key is
refused at once by both instances, /metrics counts each key's requests, and no log line of either
instance holds a key."""

import http.client
import re

import api.db
from api import apikeys, create_app
from bench.instances import Client

RECORD = {"players": ["Anna", "Bernd", "Clara", "David"], "game": "dreier", "declarer": "Anna",
          "won": True}  # fmt: skip


def _settle(port: int, headers: dict | None = None):
    client = Client(port)  # a fresh connection each time: the instance's workers take turns
    try:
        return client.request("POST", "/api/v1/settle", RECORD, headers)
    finally:
        client.close()


def _get(port: int, path: str):
    client = Client(port)
    try:
        return client.request("GET", path)
    finally:
        client.close()


def _key_count(port: int, name: str, status: int) -> float:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request("GET", "/metrics")
        text = conn.getresponse().read().decode()
    finally:
        conn.close()
    pattern = rf'^tarock_api_key_requests_total\{{key="{name}",status="{status}"\}} (\S+)$'
    found = re.search(pattern, text, re.MULTILINE)
    return float(found.group(1)) if found else 0.0


def test_api_keys_across_two_instances_sharing_redis(pg_url, redis_env, instances):
    operator = create_app({"TESTING": True, "DATABASE_URL": pg_url})
    with operator.app_context():
        shared = apikeys.create("shared", "10 per minute")
        doomed = apikeys.create("doomed", "100 per minute")
    env = {"DATABASE_URL": pg_url, "TAROCK_RATELIMIT_API": "6 per minute", "LOG_LEVEL": "info",
           "TAROCK_LOG_REQUESTS": "true", **redis_env}  # fmt: skip
    a, b = instances(env), instances(env)
    ports = [a.port, b.port]

    # the key's 10 a minute, counted by both instances' workers together
    keyed = [_settle(ports[i % 2], {"X-Api-Key": shared}) for i in range(14)]
    assert [s for s, _, _ in keyed] == [200] * 10 + [429] * 4
    assert [int(h["RateLimit-Remaining"]) for _, h, _ in keyed[:10]] == list(range(9, -1, -1))
    assert {h["RateLimit-Limit"] for _, h, _ in keyed} == {"10"}

    # revoked: refused at once by both instances
    assert _settle(a.port, {"Authorization": f"ApiKey {doomed}"})[0] == 200
    assert _settle(b.port, {"X-Api-Key": doomed})[0] == 200
    with operator.app_context():
        assert apikeys.revoke("doomed")
    for port in ports:
        status, headers, body = _settle(port, {"X-Api-Key": doomed})
        assert status == 401, body
        assert body["type"] == "/api/v1/problems/api-key"
    assert _settle(a.port, {"X-Api-Key": "tk_never-issued"})[0] == 401

    # anonymous: 6 a minute per address and route, as before (the key's requests not among them)
    anonymous = [_get(ports[i % 2], "/api/v1/profiles") for i in range(7)]
    assert [s for s, _, _ in anonymous] == [200] * 6 + [429]
    assert {h["RateLimit-Limit"] for _, h, _ in anonymous} == {"6"}

    # usage per key: each instance adds up its own workers; together, every request
    assert _key_count(a.port, "shared", 200) + _key_count(b.port, "shared", 200) == 10
    assert _key_count(a.port, "shared", 429) + _key_count(b.port, "shared", 429) == 4

    logs = a.log.read_text(errors="replace") + b.log.read_text(errors="replace")
    assert '"api_key": "shared"' in logs  # the request lines name the key
    for secret in (shared, doomed, "tk_never-issued", apikeys.key_hash(shared)):
        assert secret not in logs


def test_a_key_limit_on_one_instance_holds_for_its_workers_without_redis(tmp_path, instances):
    # the default storage, machine://: the table every worker of the instance shares
    url = f"sqlite:///{tmp_path / 'keys.sqlite3'}"
    operator = create_app({"TESTING": True, "DATABASE_URL": url})
    api.db.upgrade(url)
    with operator.app_context():
        key = apikeys.create("solo", "5 per minute")
    one = instances({"DATABASE_URL": url, "WEB_CONCURRENCY": "3"}, workers=3)
    answers = [_settle(one.port, {"Authorization": f"ApiKey {key}"}) for _ in range(8)]
    assert [s for s, _, _ in answers] == [200] * 5 + [429] * 3
    assert [h["RateLimit-Remaining"] for _, h, _ in answers[:5]] == ["4", "3", "2", "1", "0"]
