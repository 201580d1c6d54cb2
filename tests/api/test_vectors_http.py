"""Every golden vector settled through HTTP gives exactly what the engine gives directly, in
either family (the Bavarian sheets' vectors: tests/api/test_bayerisch_vectors_http.py)."""

import json
from importlib import resources

import pytest

import shared_rules
from api.resources.settle import well_formed
from api.schemas.haferl import HaferlSettlementSchema
from api.schemas.record import DealRecordSchema
from api.schemas.settlement import SettlementSchema
from shared_rules.catalogue import HAFERLTAROCK, KOENIGRUFEN
from shared_rules.families import family_of_body

VECTOR_DIR = resources.files("shared_rules") / "vectors"


def _cases():
    for path in sorted(VECTOR_DIR.iterdir(), key=lambda p: p.name):
        if not path.name.endswith(".json"):
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        for case in data["cases"]:
            if "record" in case:  # a whole Bavarian sheet goes through /sheets
                yield pytest.param(case, id=f"{path.name[:-5]}:{case['name']}")


CASES = list(_cases())
SETTLEMENT_SCHEMA = {KOENIGRUFEN: SettlementSchema, HAFERLTAROCK: HaferlSettlementSchema}


def _engine(record):
    try:
        return shared_rules.settle(record), None
    except shared_rules.RuleError as error:
        return None, error


@pytest.mark.parametrize("case", CASES)
def test_vector_over_http(vector_client, case):
    expected, error = _engine(case["record"])
    response = vector_client.post("/api/v1/settle", json=case["record"])
    body = response.get_json()
    if error is not None:
        assert response.status_code == 422, body
        assert response.mimetype == "application/problem+json"
        assert body["kind"] == error.kind
        assert body["field"] == error.field
        assert error.field in body["errors"]
    else:
        assert response.status_code == 200, body
        assert body == json.loads(json.dumps(expected))


def test_all_well_formed_vectors_as_one_batch(vector_client):
    """Every vector the documented schema loads, in one batch: settled, or its own error."""
    records = [c.values[0]["record"] for c in CASES if well_formed(c.values[0]["record"])]
    body = vector_client.post("/api/v1/settle/batch", json={"records": records}).get_json()
    assert len(body["results"]) == len(records)
    for record, result in zip(records, body["results"], strict=True):
        expected, error = _engine(record)
        if error is not None:
            assert not result["ok"] and result["error"]["field"] == error.field
        else:
            assert result["ok"] and result["settlement"] == json.loads(json.dumps(expected))


@pytest.mark.parametrize("case", [c for c in CASES if not well_formed(c.values[0]["record"])])
def test_a_malformed_vector_refuses_its_batch_naming_the_same_field(vector_client, case):
    expected, error = _engine(case["record"])
    assert error is not None
    batch = {"records": [case["record"]]}
    body = vector_client.post("/api/v1/settle/batch", json=batch).get_json()
    assert body["status"] == 422 and body["kind"] == error.kind
    assert body["field"] == ("records.0." + error.field).removesuffix(".record")


def test_schema_knows_every_record_field_the_engine_reads():
    from shared_rules.record import RECORD_FIELDS

    assert set(DealRecordSchema().fields) == set(RECORD_FIELDS)


def test_settlement_schema_describes_every_engine_result():
    """The response is sent verbatim; marshmallow's full dump through the documented schema must
    give back the same document for every vector, so the schema misses and renames nothing."""
    for case in CASES:
        record = case.values[0]["record"]
        expected, error = _engine(record)
        schema = SETTLEMENT_SCHEMA[family_of_body(record)]()
        if error is None:
            document = json.loads(json.dumps(expected))
            assert schema.checked_dump(document) == document, case.id
