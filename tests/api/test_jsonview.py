"""The stateless POST routes, served without flask-smorest's wrappers (api/jsonview.py), answer
what the decorated views answered: the engine's document, as JSON with a final newline."""

import json

import shared_rules
from api.schemas.record import EXAMPLE_RECORD


def test_settle_answers_the_engines_document_as_json(client):
    response = client.post("/api/v1/settle", json=EXAMPLE_RECORD)
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    assert response.data.endswith(b"}\n")
    assert json.loads(response.data) == shared_rules.settle(EXAMPLE_RECORD)


def test_batch_answers_every_settlement_and_the_totals(client):
    records = [EXAMPLE_RECORD, {**EXAMPLE_RECORD, "kontra": 1}]
    body = client.post("/api/v1/settle/batch", json={"records": records}).get_json()
    assert [r["settlement"] for r in body["results"]] == [shared_rules.settle(r) for r in records]
    assert body["settled"] == 2 and body["failed"] == 0


def test_a_route_served_directly_keeps_the_view_its_name(app):
    for endpoint in ("settle.settle", "settle.settle_batch", "count.count", "deals.verify"):
        assert app.view_functions[endpoint].__name__ == endpoint.split(".")[1]
        assert not hasattr(app.view_functions[endpoint], "__wrapped__")
