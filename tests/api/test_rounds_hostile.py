"""Bad input to the rounds API is refused with problem+json naming the field: hostile names, an
unknown member, a member twice, huge numbers, NUL and lone surrogates — and changes nothing."""

import json
import uuid

import pytest

from tests.api.test_rounds import MEMBERS, ROUNDS, SHEETS, bearer, member_ids, new_round

GOOD = {"title": "Runde", "members": [{"name": n} for n in MEMBERS[:4]]}

CREATE_REFUSED = [
    ({"members": GOOD["members"]}, "title"),
    ({**GOOD, "title": ""}, "title"),
    ({**GOOD, "title": "x" * 201}, "title"),
    ({**GOOD, "title": "a\u202eb"}, "title"),
    ({**GOOD, "members": []}, "members"),
    ({**GOOD, "members": [{"name": " Anna"}]}, "members.0.name"),
    ({**GOOD, "members": [{"name": "x" * 65}]}, "members.0.name"),
    ({**GOOD, "members": [{"name": "Anna"}, {"name": "ANNA"}]}, "members.1.name"),
    ({**GOOD, "members": [{"name": "An\u200bna"}]}, "members.0.name"),
    ({**GOOD, "members": [{"name": "Anna", "id": "nope"}]}, "members.0.id"),
    ({**GOOD, "members": [{"name": "Anna", "age": 3}]}, "members.0.age"),
    ({**GOOD, "members": [{"name": f"P{i}"} for i in range(51)]}, "members"),
    ({**GOOD, "kitty_percent": 101}, "kitty_percent"),
    ({**GOOD, "kitty_percent": 10**30}, "kitty_percent"),
    ({**GOOD, "kitty_percent": "10"}, "kitty_percent"),
    ({**GOOD, "cents_per_point": 10**20}, "cents_per_point"),
    ({**GOOD, "profile": "no-such-profile"}, "profile"),
    ({**GOOD, "house_rules": []}, "house_rules"),
]


@pytest.mark.parametrize(("body", "field"), CREATE_REFUSED)
def test_a_bad_round_is_refused_naming_the_field(client, problem, body, field):
    response = client.post(ROUNDS, json=body)
    got = problem(response, 422)
    assert got["field"] == field or field in got.get("errors", {}), got


@pytest.mark.parametrize("text", ["A\\u0000b", "A\\ud800b"])
def test_nul_and_lone_surrogates_are_refused(client, text):
    raw = json.dumps(GOOD)[:-1] + f', "kitty_percent": 0, "title": "{text}"}}'
    raw = raw.replace('"title": "Runde", ', "")
    response = client.post(ROUNDS, data=raw, content_type="application/json")
    assert response.status_code in (400, 422), response.get_json()
    assert response.mimetype == "application/problem+json"
    member = json.dumps({**GOOD, "members": [{"name": "x"}]}).replace('"x"', f'"{text}"')
    response = client.post(ROUNDS, data=member, content_type="application/json")
    assert response.status_code in (400, 422) and response.mimetype == "application/problem+json"


@pytest.fixture
def a_round(client):
    return new_round(client)


def patch(client, held, token, body):
    return client.patch(f"{ROUNDS}/{held['id']}", json=body, headers=bearer(token))


def test_patch_refusals_name_the_field_and_change_nothing(client, problem, a_round):
    held, edit, _view = a_round
    ids = member_ids(held)
    cases = [
        ({"rename": {str(uuid.uuid4()): "Neu"}}, None),  # an unknown member
        ({"rename": {ids["Anna"]: "bernd"}}, f"rename.{ids['Anna']}"),
        ({"rename": {ids["Anna"]: ""}}, f"rename.{ids['Anna']}"),
        (
            {"add_members": [{"name": "Clara"}, {"name": "Gerda"}, {"name": "gerda"}]},
            "add_members.2.name",
        ),  # fmt: skip
        ({"add_members": [{"id": ids["Anna"], "name": "Annie"}]}, "add_members.0.name"),
        (
            {
                "add_members": [
                    {"id": ids["Anna"], "name": "Anna"},
                    {"id": ids["Anna"], "name": "Anna"},
                ]
            },
            "add_members.1.id",
        ),  # fmt: skip
        ({"kitty_percent": -1}, "kitty_percent"),
        ({}, "body"),
        ({"archived": "yes"}, "archived"),
    ]
    for body, field in cases:
        got = problem(patch(client, held, edit, body), 422)
        assert field is None or got["field"] == field or field in got.get("errors", {}), got
    after = client.get(f"{ROUNDS}/{held['id']}", headers=bearer(edit)).get_json()["round"]
    assert after == held


def test_a_sheet_cannot_join_with_a_bad_seat_map(client, problem, a_round):
    held, edit, _view = a_round
    ids = member_ids(held)
    created = client.post(SHEETS, json={"players": MEMBERS[:4]}).get_json()
    sheet, token = created["sheet"], created["edit_token"]
    seats = {p: ids[p] for p in MEMBERS[:4]}
    cases = [
        ({**seats, "Anna": str(uuid.uuid4())}, "round.members.Anna"),  # not a member
        ({**seats, "Bernd": ids["Anna"]}, "round.members.Bernd"),  # a member twice
        ({p: seats[p] for p in MEMBERS[:3]}, "round.members"),  # a seat without a member
        ({**seats, "Zoe": ids["Erich"]}, "round.members.Zoe"),  # not a seat
        ({**seats, "Anna": "x"}, "round.members.Anna"),
    ]
    for mapping, field in cases:
        response = client.patch(
            f"{SHEETS}/{sheet['id']}",
            json={"round": {"id": held["id"], "members": mapping}},
            headers={**bearer(token), "X-Round-Token": edit},
        )
        assert problem(response, 422)["field"] == field
    unknown = client.patch(
        f"{SHEETS}/{sheet['id']}",
        json={"round": {"id": str(uuid.uuid4()), "members": seats}},
        headers={**bearer(token), "X-Round-Token": edit},
    )
    problem(unknown, 401)  # no such round: as a wrong token
    kept = client.get(f"{SHEETS}/{sheet['id']}", headers=bearer(token)).get_json()
    assert kept["round_id"] is None and kept["version"] == sheet["version"]


def test_no_token_or_a_wrong_one_is_refused_before_the_query(client, problem, a_round):
    held, _edit, _view = a_round
    problem(client.get(f"{ROUNDS}/{held['id']}/season?from=nonsense"), 401)
    wrong = bearer("A" * 43)
    problem(client.get(f"{ROUNDS}/{held['id']}/stats?to=x", headers=wrong), 401)
    problem(client.get(f"{ROUNDS}/{uuid.uuid4()}", headers=wrong), 401)
