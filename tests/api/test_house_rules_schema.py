"""Every declared house-rule switch (shared_rules/vocabulary.json) reaches the OpenAPI document: each
family's house-rule schema has exactly its switches, typed as declared and described by the hint;
and a switch the engine takes in card points ("35/1") is settled through the API."""

import uuid

import pytest

from shared_rules.catalogue import HAFERLTAROCK, KOENIGRUFEN
from shared_rules.vocabulary import SWITCHES, VOCABULARY, switches_of

SCHEMA_OF = {KOENIGRUFEN: "HouseRules", HAFERLTAROCK: "HaferlHouseRules"}
OPENAPI_TYPE = {"bool": "boolean", "whole": "integer", "choice": "string", "ids": "array"}


@pytest.fixture(scope="module")
def components(vector_client):
    return vector_client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]


def test_every_family_of_the_vocabulary_has_a_house_rule_schema():
    assert set(SCHEMA_OF) == set(VOCABULARY["families"])


@pytest.mark.parametrize("family", VOCABULARY["families"])
def test_a_familys_house_rule_schema_offers_exactly_its_declared_switches(components, family):
    schema = components[SCHEMA_OF[family]]
    assert list(schema["properties"]) == list(switches_of(family))
    assert schema["additionalProperties"] is False


@pytest.mark.parametrize(
    ("family", "name"), [(f, n) for f in VOCABULARY["families"] for n in switches_of(f)]
)
def test_each_switch_in_the_openapi_document_is_typed_and_described_as_declared(
    components, family, name
):
    switch = SWITCHES[name]
    field = components[SCHEMA_OF[family]]["properties"][name]
    assert field["description"] == switch["hint"]["en"]
    kind = switch["type"]
    if kind == "points":  # card points: "P/B" or thirds, as the records write them
        assert {alt["type"] for alt in field["oneOf"]} == {"integer", "string"}
    elif kind == "values":
        assert field["type"] == "object"
    else:
        assert field["type"] == OPENAPI_TYPE[kind]
    if kind == "whole":
        assert (field["minimum"], field["maximum"]) == (switch["min"], switch["max"])
    if kind == "choice":
        assert field["enum"] == [c["id"] for c in switch["choices"]]


@pytest.mark.parametrize(("threshold", "won"), [("35/1", True), (106, True), ("36/0", False)])
def test_the_win_threshold_in_card_points_settles_through_the_api(
    vector_client, record, threshold, won
):
    deal = record(
        profile="ooe-2023",
        game="rufer",
        declarer="Anna",
        partner="Clara",
        forehand="Anna",
        declarer_points="35/1",
        won=...,
        house_rules={"threshold": threshold},
    )
    response = vector_client.post("/api/v1/settle", json=deal)
    assert response.status_code == 200, response.get_json()
    assert (response.get_json()["points"]["Anna"] > 0) is won


def test_a_threshold_that_is_no_card_points_is_refused_naming_the_switch(vector_client, record):
    response = vector_client.post("/api/v1/settle", json=record(house_rules={"threshold": "35/3"}))
    problem = response.get_json()
    assert response.status_code == 422
    assert (problem["kind"], problem["field"], problem["value"]) == (
        "malformed",
        "house_rules.threshold",
        "35/3",
    )


def test_a_sheet_keeps_its_threshold_in_card_points_and_settles_its_deals_by_it(client):
    created = client.post(
        "/api/v1/sheets",
        json={
            "players": ["Anna", "Bernd", "Clara", "David"],
            "first_dealer": "David",  # Anna is Vorhand: she may play the Rufer
            "house_rules": {"threshold": "35/1"},
        },
    )
    assert created.status_code == 201, created.get_json()
    sheet, token = created.get_json()["sheet"], created.get_json()["edit_token"]
    rufer = {"game": "rufer", "declarer": "Anna", "partner": "Clara", "declarer_points": "35/1"}
    entry = client.put(
        f"/api/v1/sheets/{sheet['id']}/entries/{uuid.uuid4()}",
        json={"revision": 1, "record": rufer},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert entry.status_code == 201, entry.get_json()
    read = client.get(
        f"/api/v1/sheets/{sheet['id']}", headers={"Authorization": f"Bearer {token}"}
    ).get_json()
    assert read["house_rules"] == {"threshold": "35/1"}
    assert read["totals"]["points"]["Anna"] > 0  # 35/1 wins here; by the profile's 35/2 it loses
