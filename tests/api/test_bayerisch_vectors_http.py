"""Every Bavarian golden vector through HTTP gives exactly what the Haferltarock engine gives.

Records through ``POST /settle`` (and all of them as one batch), whole sheets through
``/api/v1/sheets`` (the stake, every deal with the pot carried on: totals and pot equal to
``haferl.settle_sheet``), and the documented schemas held to the engine's documents.
"""

import json
import uuid

import pytest
from marshmallow import Schema, ValidationError

import shared_rules
from api.schemas.haferl import HaferlRecordBody, HaferlRecordSchema, HaferlSettlementSchema
from shared_rules.haferl import settle_sheet
from tests.unit.haferl.test_vectors import CASES

RECORDS = [c for c in CASES if "record" in c.values[0]]
SHEETS = [c for c in CASES if "sheet" in c.values[0] and "error" not in c.values[0]]


def _engine(record):
    try:
        return shared_rules.settle(record), None
    except shared_rules.RuleError as error:
        return None, error


@pytest.fixture(scope="module")
def vector_client():
    from api import create_app

    app = create_app({"TESTING": True, "RATELIMIT_ENABLED": False, "DATABASE_URL": "sqlite://"})
    return app.test_client()


def test_the_family_has_vectors_of_every_kind():
    assert len(RECORDS) >= 80 and len(SHEETS) >= 4
    assert any("error" in c.values[0] for c in RECORDS)


@pytest.mark.parametrize("case", RECORDS)
def test_bavarian_vector_over_http_equals_the_engine(vector_client, case):
    expected, error = _engine(case["record"])
    response = vector_client.post("/api/v1/settle", json=case["record"])
    body = response.get_json()
    if error is not None:
        assert response.status_code == 422, body
        assert response.mimetype == "application/problem+json"
        assert (body["kind"], body["field"]) == (error.kind, error.field)
        assert (error.kind, error.field) == (case["error"]["kind"], case["error"]["field"])
    else:
        assert response.status_code == 200, body
        assert body == json.loads(json.dumps(expected))
        assert body["pot"] == case["expected"]["pot"]
        assert sum(body["points"].values()) + body["pot"]["points"] == 0


def _well_formed(record) -> bool:
    try:
        Schema.load(HaferlRecordSchema(), record)
    except (ValidationError, shared_rules.RuleError):
        return False
    return True


def test_all_well_formed_bavarian_vectors_as_one_batch(vector_client):
    records = [c.values[0]["record"] for c in RECORDS if _well_formed(c.values[0]["record"])]
    assert len(records) >= 80
    body = vector_client.post("/api/v1/settle/batch", json={"records": records}).get_json()
    assert body["settled"] + body["failed"] == len(records)
    for record, result in zip(records, body["results"], strict=True):
        expected, error = _engine(record)
        if error is not None:
            assert not result["ok"] and result["error"]["field"] == error.field
        else:
            assert result["ok"] and result["settlement"] == json.loads(json.dumps(expected))


def test_every_settled_bavarian_vector_is_a_documented_record():
    for case in RECORDS:
        record = case.values[0]["record"]
        if _engine(record)[1] is None:
            HaferlRecordBody().checked_load(record)


def test_the_bavarian_settlement_schema_describes_every_engine_result():
    schema = HaferlSettlementSchema()
    for case in RECORDS:
        expected, error = _engine(case.values[0]["record"])
        if error is None:
            document = json.loads(json.dumps(expected))
            assert schema.checked_dump(document) == document, case.id


@pytest.mark.parametrize("case", SHEETS)
def test_bavarian_sheet_vector_over_http_equals_settle_sheet(vector_client, case):
    sheet = case["sheet"]
    expected = settle_sheet(sheet)
    settings = {
        k: sheet[k] for k in ("profile", "players", "stake", "cents_per_point") if k in sheet
    }
    created = vector_client.post("/api/v1/sheets", json=settings)
    assert created.status_code == 201, created.get_json()
    sid, token = created.get_json()["sheet"]["id"], created.get_json()["edit_token"]
    auth = {"Authorization": f"Bearer {token}"}
    view = created.get_json()["sheet"]
    assert view["opening"] == json.loads(json.dumps(expected["opening"]))
    for deal, row in zip(sheet.get("deals", []), expected["deals"], strict=True):
        put = vector_client.put(
            f"/api/v1/sheets/{sid}/entries/{uuid.uuid4()}",
            json={"revision": 1, "record": deal},
            headers=auth,
        )
        assert put.status_code == 201, put.get_json()
        view = put.get_json()["sheet"]
        assert put.get_json()["entry"]["result"]["pot"] == row["pot"]
        assert view["totals"]["points"] == row["totals"]["points"]
        assert view["totals"]["pot"] == row["pot_total"]
    assert view["totals"] == {**expected["totals"], "pot": expected["pot"]}
    assert view["payout"]["pot"] == expected["pot"]
    assert sum(view["totals"]["points"].values()) + view["totals"]["pot"]["points"] == 0
    assert sum(view["totals"]["money_cents"].values()) + view["totals"]["pot"]["money_cents"] == 0
