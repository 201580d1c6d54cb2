"""Every Bavarian golden vector through HTTP gives exactly what the Haferltarock engine gives.

Whole sheets through ``/api/v1/sheets`` (the stake, every deal with the pot carried on: totals and
pot equal to ``haferl.settle_sheet``) and the documented record schema held to the engine; the
records through ``POST /settle`` and the batch are in tests/api/test_vectors_http.py with every
other vector.
"""

import json
import uuid

import pytest

from api.schemas.haferl import HaferlRecordBody
from shared_rules.haferl import settle_sheet
from tests.api.test_vectors_http import _engine
from tests.unit.haferl.test_vectors import CASES

RECORDS = [c for c in CASES if "record" in c.values[0]]
SHEETS = [c for c in CASES if "sheet" in c.values[0] and "error" not in c.values[0]]


def test_the_family_has_vectors_of_every_kind():
    assert len(RECORDS) >= 80 and len(SHEETS) >= 4
    assert any("error" in c.values[0] for c in RECORDS)


def test_every_settled_bavarian_vector_is_a_documented_record():
    for case in RECORDS:
        record = case.values[0]["record"]
        if _engine(record)[1] is None:
            HaferlRecordBody().checked_load(record)


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
