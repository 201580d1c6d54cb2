"""Fixtures for the deploy tests: the real PostgreSQL and Redis, gunicorn instances on loopback.

PostgreSQL as in tests/db (``TEST_POSTGRES_URL``, else the local default; skipped when nothing
answers and nothing was asked for). Redis likewise: ``TEST_REDIS_URL`` (``.ci/run`` sets it), else
``redis://127.0.0.1:6379/0``; every test counts under a key prefix of its own and deletes it.
"""

import os
import secrets
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import redis

from bench.instances import Instance
from tests.support.databases import postgres_database

ROOT = Path(__file__).resolve().parents[2]
REDIS_DEFAULT = "redis://127.0.0.1:6379/0"


def tool(name: str) -> str:
    """A command from the venv (pinned dev dependency) or, failing that, the machine."""
    venv = Path(os.sys.executable).with_name(name)
    found = str(venv) if venv.exists() else shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed (make venv / .ci/run install it)", pytrace=False)
    return found


def compose() -> str:
    """Docker Compose v2 itself (its PyPI wrapper script would hide the exit status)."""
    import compose as package

    return str(Path(package.__file__).with_name("docker-compose"))


def run(*cmd, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120, **kwargs)


@pytest.fixture
def pg_url(pg_base_url):
    """A fresh schema on the real server, migrated to head, dropped afterwards."""
    with postgres_database(pg_base_url) as url:
        yield url


@pytest.fixture
def redis_env():
    """Environment for instances that share rate-limit counters in the real Redis."""
    asked = os.environ.get("TEST_REDIS_URL", "").strip()
    url = asked or REDIS_DEFAULT
    client = redis.Redis.from_url(url, socket_connect_timeout=2)
    try:
        client.ping()
    except redis.RedisError as err:
        if asked:
            pytest.fail(f"TEST_REDIS_URL={asked} is set but Redis does not answer: {err}")
        pytest.skip("no Redis answers at 127.0.0.1:6379 (set TEST_REDIS_URL to require it)")
    prefix = f"tarock-test-{secrets.token_hex(6)}"
    yield {"RATELIMIT_STORAGE_URI": url, "TAROCK_RATELIMIT_KEY_PREFIX": prefix}
    for key in client.scan_iter(match=f"*{prefix}*"):
        client.delete(key)
    client.close()


@pytest.fixture
def instances(tmp_path):
    """Factory: ``instances(env, workers=…)`` starts a gunicorn; every one is stopped afterwards."""
    started: list[Instance] = []

    def start(env: dict, workers: int = 2, ready: str = "/readyz") -> Instance:
        log = tmp_path / f"gunicorn-{len(started)}.log"
        instance = Instance({"LOG_LEVEL": "warning", **env}, log, workers=workers)
        started.append(instance)
        return instance.start(ready=ready)

    yield start
    with ThreadPoolExecutor(max(1, len(started))) as pool:  # each takes seconds to shut down
        list(pool.map(Instance.stop, started))
