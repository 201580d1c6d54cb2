"""/metrics in one process: requests by route and status, latency per route, settlements per
profile and game. (Added up across gunicorn workers: tests/deploy/test_metrics_workers.py.)

The counters live for the whole test process, so every test compares before with after.
"""

import uuid

from prometheus_client.parser import text_string_to_metric_families


def scrape(client) -> dict:
    """{(sample name, sorted label items): value} of one /metrics answer."""
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["Content-Type"] == "text/plain; version=0.0.4; charset=utf-8"
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(response.get_data(as_text=True))
        for s in family.samples
    }


def delta(before: dict, after: dict, name: str, **labels) -> float:
    key = (name, tuple(sorted(labels.items())))
    return after.get(key, 0) - before.get(key, 0)


def test_requests_are_counted_by_method_route_and_status(client, record):
    before = scrape(client)
    client.post("/api/v1/settle", json=record())
    client.post("/api/v1/settle", json=record(game="nonsense"))
    client.get("/api/v1/profiles/nope")
    after = scrape(client)
    settle = {"method": "POST", "route": "/api/v1/settle"}
    assert delta(before, after, "tarock_http_requests_total", **settle, status="200") == 1
    assert delta(before, after, "tarock_http_requests_total", **settle, status="422") == 1
    assert (
        delta(
            before,
            after,
            "tarock_http_requests_total",
            method="GET",
            route="/api/v1/profiles/<profile_id>",
            status="404",
        )
        == 1
    )


def test_latency_histogram_per_route(client, record):
    before = scrape(client)
    for _ in range(3):
        client.post("/api/v1/settle", json=record())
    after = scrape(client)
    route = {"route": "/api/v1/settle"}
    assert delta(before, after, "tarock_http_request_duration_seconds_count", **route) == 3
    assert delta(before, after, "tarock_http_request_duration_seconds_sum", **route) > 0
    inf = delta(before, after, "tarock_http_request_duration_seconds_bucket", **route, le="+Inf")
    assert inf == 3


def test_settlements_are_counted_per_profile_and_game(client, record):
    before = scrape(client)
    client.post("/api/v1/settle", json=record())  # OÖ Dreier
    client.post("/api/v1/settle", json=record(profile="tirol-2026"))
    # the third is well formed but refused by the rules (no such player): it fails alone
    batch = {
        "records": [record(), record(game="bettel", declarer_tricks=0), record(declarer="Zoe")]
    }
    assert client.post("/api/v1/settle/batch", json=batch).get_json()["failed"] == 1
    after = scrape(client)
    name = "tarock_settlements_total"
    assert delta(before, after, name, profile="ooe-2023", game="dreier") == 2
    assert delta(before, after, name, profile="tirol-2026", game="dreier") == 1
    assert delta(before, after, name, profile="ooe-2023", game="bettel") == 1
    # the refused Dreier is not counted: 2 above are the /settle one and the first of the batch


def test_sheet_entries_count_as_settlements(client):
    created = client.post("/api/v1/sheets", json={"players": ["A", "B", "C", "D"]}).get_json()
    auth = {"Authorization": f"Bearer {created['edit_token']}"}
    before = scrape(client)
    response = client.put(
        f"/api/v1/sheets/{created['sheet']['id']}/entries/{uuid.uuid4()}",
        json={
            "revision": 1,
            "record": {"game": "sechserdreier", "declarer": "B", "won": True},
        },  # B: Vorhand
        headers=auth,
    )
    assert response.status_code == 201
    after = scrape(client)
    assert (
        delta(before, after, "tarock_settlements_total", profile="ooe-2023", game="sechserdreier")
        == 1
    )


def test_build_info(client):
    assert scrape(client)[("tarock_build_info", (("version", "1.0.0"),))] == 1


# --- who may read /metrics (METRICS_PORT, METRICS_TOKEN) ----------------------------------------


def test_with_a_metrics_port_metrics_answers_there_only(make_app, problem):
    client = make_app(METRICS_PORT="9100").test_client()
    problem(client.get("/metrics", base_url="http://localhost:8000"), 404)
    assert client.get("/metrics", base_url="http://localhost:9100").status_code == 200
    # and the metrics port is no way around the edge: nothing but the metrics and the probes
    problem(client.get("/api/v1/profiles", base_url="http://localhost:9100"), 404)
    problem(client.get("/", base_url="http://localhost:9100"), 404)
    assert client.get("/livez", base_url="http://localhost:9100").status_code == 200
    assert client.get("/api/v1/profiles", base_url="http://localhost:8000").status_code == 200


def test_a_forwarded_host_cannot_claim_the_metrics_port(make_app, problem):
    client = make_app(METRICS_PORT=9100, TRUSTED_PROXIES=1).test_client()
    forged = {"X-Forwarded-Host": "tarock.example:9100", "X-Forwarded-For": "203.0.113.9"}
    problem(client.get("/metrics", base_url="http://localhost:8000", headers=forged), 404)


def test_with_a_token_metrics_asks_for_it(make_app, problem):
    client = make_app(METRICS_TOKEN="s3cret-scrape-token").test_client()
    body = problem(client.get("/metrics"), 401)
    assert "Bearer" in body["detail"]
    wrong = {"Authorization": "Bearer s3cret-scrape-tokeN"}
    problem(client.get("/metrics", headers=wrong), 401)
    right = {"Authorization": "Bearer s3cret-scrape-token"}
    assert client.get("/metrics", headers=right).status_code == 200


def test_without_port_or_token_metrics_answers_anywhere(make_app):
    client = make_app().test_client()
    assert client.get("/metrics", base_url="http://localhost:8123").status_code == 200
