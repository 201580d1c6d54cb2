"""POST /settle and POST /settle/batch through the Flask test client."""

import shared_rules

PLAYERS = ["Anna", "Bernd", "Clara", "David"]


def test_settle_dreier(client, record):
    response = client.post("/api/v1/settle", json=record())
    assert response.status_code == 200
    body = response.get_json()
    assert body["points"] == {"Anna": 12, "Bernd": -4, "Clara": -4, "David": -4}
    assert body["money_cents"] == {"Anna": 120, "Bernd": -40, "Clara": -40, "David": -40}
    assert body["profile"]["id"] == "ooe-2023"
    assert [line["item"] for line in body["lines"]] == ["game"]
    assert body == shared_rules.settle(record())


def test_settle_design_example_with_premiums_and_kontra(client, record):
    deal = record(
        game="rufer",
        partner="Clara",
        called_king="hk",  # case-insensitive in, canonical out
        won=...,
        declarer_points="38/0",
        kontra=1,
        premiums=[
            {"name": "pagat", "side": "declarer", "announced": True, "won": True, "kontra": 0},
            {"name": "trull", "side": "opponents", "announced": False, "won": True},
        ],
        valat=None,
        bird=None,
        king_in_talon=False,
        conceded=False,
        trischaken=None,
        renonce=None,
        house_rules={},
        forehand="Anna",
        profile="ooe-2023",
    )
    response = client.post("/api/v1/settle", json=deal)
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    assert body == shared_rules.settle(deal)
    assert sum(body["points"].values()) == 0 and sum(body["money_cents"].values()) == 0
    assert [line["item"] for line in body["lines"]] == ["game", "premium:pagat", "premium:trull"]
    assert all(line["rule"] for line in body["lines"])


def test_settle_trischaken_and_house_rules(client, record):
    deal = record(
        game="trischaken",
        declarer=...,
        won=...,
        forehand="Anna",
        trischaken={
            "points": {"Anna": "20/0", "Bernd": "30/0", "Clara": "12/0", "David": "8/0"},
            "tricks": {"Anna": 3, "Bernd": 4, "Clara": 3, "David": 2},
        },
    )
    response = client.post("/api/v1/settle", json=deal)
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["points"] == {"Anna": 1, "Bernd": -3, "Clara": 1, "David": 1}
    tulln = record(
        game="rufer", partner="Clara", won=..., declarer_points=106, house_rules={"threshold": 106}
    )
    response = client.post("/api/v1/settle", json=tulln)
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["points"]["Anna"] == 1


def test_settle_fraction_is_a_string(client, record):
    # Two renoncers sharing an odd sum: exact arithmetic, "p/q" on the wire.
    deal = record(renonce={"players": ["Bernd", "Clara"], "reason": "Farbzwang"}, won=...)
    expected = shared_rules.settle(deal)
    response = client.post("/api/v1/settle", json=deal)
    assert response.status_code == 200
    assert response.get_json() == expected


def test_engine_error_is_422_naming_field_and_kind(client, record, problem):
    deal = record(
        game="bettel", premiums=[{"name": "pagat", "side": "declarer", "won": True}], won=True
    )
    body = problem(client.post("/api/v1/settle", json=deal), 422)
    assert body["kind"] == "not-allowed"
    assert body["field"] == "premiums.0.name"
    assert body["type"] == "/api/v1/problems/not-allowed"
    assert list(body["errors"]) == ["premiums.0.name"]


def test_inconsistent_won_and_points(client, record, problem):
    deal = record(game="rufer", partner="Clara", won=True, declarer_points="30/0")
    body = problem(client.post("/api/v1/settle", json=deal), 422)
    assert body["kind"] == "inconsistent"
    assert "won" in body["errors"]


def test_schema_types_are_strict(client, record, problem):
    # "yes" is no boolean, 1.5 no thirds: named by field; the engine's wording wins where it has one
    body = problem(client.post("/api/v1/settle", json=record(won="yes")), 422)
    assert body["kind"] == "malformed" and "won" in body["errors"]
    body = problem(client.post("/api/v1/settle", json=record(kontra="1")), 422)
    assert "kontra" in body["errors"]


def test_errors_name_the_field_with_a_dotted_path(client, record, problem):
    body = problem(client.post("/api/v1/settle", json=record(note="x" * 1001)), 422)
    assert body["type"] == "/api/v1/problems/malformed"
    assert list(body["errors"]) == ["note"]
    deal = record(
        game="rufer",
        partner="Clara",
        premiums=[{"name": "pagat", "side": "declarer", "won": True, "extra": 1}],
    )
    body = problem(client.post("/api/v1/settle", json=deal), 422)
    assert list(body["errors"]) == ["premiums.0.extra"]


def test_unknown_field_and_missing_body(client, record, problem):
    body = problem(client.post("/api/v1/settle", json=record(colour="red")), 422)
    assert "colour" in body["errors"]
    body = problem(client.post("/api/v1/settle", json={}), 422)
    assert body["errors"]
    body = problem(client.post("/api/v1/settle", json=[1, 2]), 422)
    assert body["errors"]


def test_invalid_json_is_400(client, problem):
    response = client.post("/api/v1/settle", data="{oops", content_type="application/json")
    assert problem(response, 400)["detail"].startswith("The request body is not valid JSON (")


def test_not_json_is_415(client, problem):
    response = client.post("/api/v1/settle", data="game=dreier", content_type="text/plain")
    problem(response, 415)


def test_get_settle_is_405_with_allow(client, problem):
    response = client.get("/api/v1/settle")
    problem(response, 405)
    assert "POST" in response.headers["Allow"]


# --- batch -------------------------------------------------------------------------------------


def test_batch_results_errors_and_running_totals(client, record):
    records = [
        record(),
        record(declarer=...),  # error: no declarer
        record(declarer="Bernd", won=False),
        record(game="bettel", premiums=[{"name": "uhu", "side": "declarer", "won": True}]),
        record(renonce={"players": ["Bernd", "Clara"], "reason": "x"}, won=...),
    ]
    response = client.post("/api/v1/settle/batch", json={"records": records})
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    assert [r["index"] for r in body["results"]] == [0, 1, 2, 3, 4]
    assert [r["ok"] for r in body["results"]] == [True, False, True, False, True]
    assert body["settled"] == 3 and body["failed"] == 2
    assert body["results"][1]["error"]["field"] == "declarer"
    assert body["results"][1]["error"]["status"] == 422
    assert body["results"][3]["error"]["errors"] == {"premiums.0.name": ["not allowed in Bettel"]}
    # running totals: the sum over successful records so far, in order
    direct = [shared_rules.settle(records[i]) for i in (0, 2, 4)]
    assert body["results"][0]["totals"]["points"] == direct[0]["points"]
    assert body["results"][1]["totals"] == body["results"][0]["totals"]
    after_two = {p: direct[0]["points"][p] + direct[1]["points"][p] for p in PLAYERS}
    assert body["results"][2]["totals"]["points"] == after_two
    assert body["results"][2]["settlement"] == direct[1]
    assert body["results"][4]["totals"] == body["totals"]
    assert sum(_num(v) for v in body["totals"]["points"].values()) == 0


def _num(value):
    from fractions import Fraction

    return Fraction(value)


def test_a_record_that_is_not_a_deal_record_refuses_the_batch_as_settle_would(
    client, record, problem
):
    """As strict as POST /settle: what the documented schema refuses refuses the batch, naming
    the record; a well-formed record the rules refuse only gets its own error."""
    for bad, field, value in (
        (record(won="yes"), "records.1.won", "yes"),
        (record(note=5), "records.1.note", 5),
        (record(bogus=1), "records.1.bogus", 1),
        (
            record(premiums=[{"name": "pagat", "side": "declarer", "x": 1}]),
            "records.1.premiums.0.x",
            1,
        ),
        (42, "records.1", 42),
    ):
        records = [record(), bad, record()]
        body = problem(client.post("/api/v1/settle/batch", json={"records": records}), 422)
        assert (body["kind"], body["field"], body["value"]) == ("malformed", field, value)
        single = client.post("/api/v1/settle", json=bad).get_json()
        assert field == f"records.1.{single['field']}".removesuffix(".record")
    ruled = record(game="bettel", premiums=[{"name": "uhu", "side": "declarer", "won": True}])
    body = client.post("/api/v1/settle/batch", json={"records": [ruled, record()]}).get_json()
    assert [r["ok"] for r in body["results"]] == [False, True]
    assert body["results"][0]["error"]["kind"] == "not-allowed"
    assert body["totals"]["points"]["Anna"] == 12


def test_batch_of_2000_and_2001(client, record, problem):
    records = [record(declarer=PLAYERS[i % 4]) for i in range(2000)]
    response = client.post("/api/v1/settle/batch", json={"records": records})
    assert response.status_code == 200
    body = response.get_json()
    assert body["settled"] == 2000
    assert body["totals"]["points"] == dict.fromkeys(PLAYERS, 0)
    assert body["results"][-1]["totals"] == body["totals"]
    body = problem(client.post("/api/v1/settle/batch", json={"records": records + [record()]}), 422)
    assert body["errors"] == {"records": ["Length must be between 1 and 2000."]}


def test_batch_bad_shapes(client, problem):
    assert "records" in problem(client.post("/api/v1/settle/batch", json={}), 422)["errors"]
    body = problem(client.post("/api/v1/settle/batch", json={"records": "all"}), 422)
    assert "records" in body["errors"]
    body = problem(client.post("/api/v1/settle/batch", json={"records": []}), 422)
    assert "records" in body["errors"]
    body = problem(client.post("/api/v1/settle/batch", json={"records": [42]}), 422)
    assert body["field"] == "records.0"
