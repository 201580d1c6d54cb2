"""Look-alike names (issue 32, item 10): two names that read the same (``Anna`` beside ``Аnna``
with a Cyrillic А, a Greek Α, fullwidth letters) are refused at one table, among the names shown
on a sheet, in one round and in one tournament; the problem names the field and both names, in
the catalogue's German and English, and the refusal changes nothing."""

import pytest

ROUNDS, SHEETS, TOURNAMENTS = "/api/v1/rounds", "/api/v1/sheets", "/api/v1/tournaments"
TWINS = {"cyrillic": "\u0410nna", "greek": "\u0391nna", "fullwidth": "\uff21\uff4e\uff4e\uff41"}


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def refused(problem, response, field, name):
    body = problem(response, 422)
    assert (body["field"], body["code"], body["value"]) == (field, "names.look_alike", name), body
    assert body["params"] == {"first": "Anna", "second": name}
    for text in (body["detail"], body["message"]["de"], body["message"]["en"]):
        assert "Anna" in text and name in text, text
    return body


@pytest.mark.parametrize("twin", TWINS.values(), ids=TWINS.keys())
def test_a_table_with_two_names_that_read_the_same_is_refused_naming_both(client, problem, twin):
    players = ["Anna", "Bernd", twin, "David"]
    refused(problem, client.post(SHEETS, json={"players": players}), "players.2", twin)


@pytest.mark.parametrize("twin", TWINS.values(), ids=TWINS.keys())
def test_a_shown_name_that_reads_as_another_players_is_refused_and_changes_nothing(
    client, problem, twin
):
    created = client.post(SHEETS, json={"players": ["Anna", "Bernd", "Clara", "David"]})
    sheet, edit = created.get_json()["sheet"], created.get_json()["edit_token"]
    url = f"{SHEETS}/{sheet['id']}"
    asked = {"display_names": {"Bernd": twin, "Clara": "Clara-Maria"}}
    refused(
        problem, client.patch(url, json=asked, headers=bearer(edit)), "display_names.Bernd", twin
    )
    after = client.get(url, headers=bearer(edit)).get_json()
    assert after.get("display_names", {}) == sheet.get("display_names", {})
    assert client.patch(url, json={"display_names": {"Bernd": "Anni"}}, headers=bearer(edit)).status_code == 200  # fmt: skip


@pytest.mark.parametrize("twin", TWINS.values(), ids=TWINS.keys())
def test_a_round_refuses_a_member_that_reads_as_another_on_creation_addition_and_rename(
    client, problem, twin
):
    body = {"title": "Freitagsrunde", "members": [{"name": "Anna"}, {"name": twin}]}
    refused(problem, client.post(ROUNDS, json=body), "members.1.name", twin)
    created = client.post(ROUNDS, json={"title": "Freitagsrunde", "members": [{"name": "Anna"}, {"name": "Bernd"}]})  # fmt: skip
    held, edit = created.get_json()["round"], created.get_json()["edit_token"]
    url = f"{ROUNDS}/{held['id']}"
    refused(problem, client.patch(url, json={"add_members": [{"name": twin}]}, headers=bearer(edit)),
            "add_members.0.name", twin)  # fmt: skip
    bernd = next(m["id"] for m in held["members"] if m["name"] == "Bernd")
    refused(problem, client.patch(url, json={"rename": {bernd: twin}}, headers=bearer(edit)),
            f"rename.{bernd}", twin)  # fmt: skip
    members = client.get(url, headers=bearer(edit)).get_json()["round"]["members"]
    assert sorted(m["name"] for m in members) == ["Anna", "Bernd"]


@pytest.mark.parametrize("twin", TWINS.values(), ids=TWINS.keys())
def test_a_tournament_refuses_a_player_that_reads_as_another_on_creation_and_late_arrival(
    client, problem, twin
):
    body = {"title": "Hausruckcup 3", "date": "2027-01-15", "place": "GH Stockinger", "rounds": 3,
            "deals_per_table": 6, "players": [{"name": n} for n in ("Anna", "Bernd", "Clara", twin)]}  # fmt: skip
    refused(problem, client.post(TOURNAMENTS, json=body), "players.3.name", twin)
    body["players"][3] = {"name": "David"}
    created = client.post(TOURNAMENTS, json=body).get_json()
    tid, organiser = created["tournament"]["id"], created["edit_token"]
    late = client.patch(f"{TOURNAMENTS}/{tid}", json={"add_players": [{"name": twin}]}, headers=bearer(organiser))  # fmt: skip
    refused(problem, late, "add_players.0.name", twin)
    held = client.get(f"{TOURNAMENTS}/{tid}", headers=bearer(organiser)).get_json()["tournament"]
    players = held["players"]
    assert [p["name"] for p in players] == ["Anna", "Bernd", "Clara", "David"]


def test_names_that_only_differ_in_case_stay_the_duplicate_refusal(client, problem):
    body = problem(client.post(SHEETS, json={"players": ["Anna", "Bernd", "anna", "David"]}), 422)
    assert body["code"] == "names.duplicate"
