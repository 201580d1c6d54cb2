"""Two phones change the same setting of a round offline (issue 20: "conflicts shown"): a PATCH
says which values it was made from (``based_on``); one another phone changed meanwhile to another
value is refused with 409 round-conflict, the round as it is now and the differing fields, and
nothing of that PATCH is kept. A PATCH from the current values, or one asking what is there
already, goes through."""

import uuid

from tests.api import test_rounds as rounds_api

ROUNDS = rounds_api.ROUNDS
bearer = rounds_api.bearer


def patch(client, held, token, body):
    return client.patch(f"{ROUNDS}/{held['id']}", json=body, headers=bearer(token))


def test_a_rename_based_on_an_old_name_is_a_conflict_with_the_round_as_it_is(client):
    held, edit, view = rounds_api.new_round(client, kitty_percent=10)
    anna = rounds_api.member_ids(held)["Anna"]
    first = patch(
        client, held, edit, {"rename": {anna: "Anni"}, "based_on": {"members": {anna: "Anna"}}}
    )
    assert first.status_code == 200, first.get_json()
    version = first.get_json()["round"]["version"]
    # the second phone renamed her too, from the name it had seen, and changed the title as well
    second = patch(
        client,
        held,
        edit,
        {
            "rename": {anna: "Annerl"},
            "title": "Freitagsrunde 2027",
            "based_on": {"members": {anna: "Anna"}, "title": "Freitagsrunde"},
        },
    )
    assert second.status_code == 409
    assert second.headers["Content-Type"] == "application/problem+json"
    problem = second.get_json()
    assert problem["type"].endswith("/round-conflict")
    assert problem["conflicts"] == [f"members.{anna}"]
    assert {m["id"]: m["name"] for m in problem["round"]["members"]}[anna] == "Anni"
    assert problem["round"]["version"] == version
    # nothing of the refused PATCH was kept: not the title either
    now = client.get(f"{ROUNDS}/{held['id']}", headers=bearer(view)).get_json()["round"]
    assert now["title"] == "Freitagsrunde" and now["version"] == version
    # the player chose their name: sent again from the name there now, it goes through
    kept = patch(
        client,
        held,
        edit,
        {"rename": {anna: "Annerl"}, "based_on": {"members": {anna: "Anni"}}},
    )
    assert kept.status_code == 200
    assert {m["id"]: m["name"] for m in kept.get_json()["round"]["members"]}[anna] == "Annerl"


def test_settings_changed_elsewhere_conflict_field_by_field(client):
    held, edit, _view = rounds_api.new_round(client, kitty_percent=10, cents_per_point=10)
    base = {"title": "Freitagsrunde", "kitty_percent": 10, "cents_per_point": 10}
    assert patch(client, held, edit, {"kitty_percent": 5, "cents_per_point": 20, "based_on": base}).status_code == 200  # fmt: skip
    refused = patch(
        client,
        held,
        edit,
        {"title": "Montagsrunde", "kitty_percent": 0, "cents_per_point": 20, "based_on": base},
    )
    # cents_per_point: both phones chose 20, no conflict; the Kassa: 5 there, 0 asked, 10 seen
    assert refused.status_code == 409
    assert refused.get_json()["conflicts"] == ["kitty_percent"]
    assert refused.get_json()["round"]["kitty_percent"] == 5
    # a field the other phone did not touch goes through when sent alone
    title = patch(
        client, held, edit, {"title": "Montagsrunde", "based_on": {"title": "Freitagsrunde"}}
    )
    assert title.status_code == 200 and title.get_json()["round"]["title"] == "Montagsrunde"


def test_the_default_rules_of_new_sheets_change_and_conflict(client):
    held, edit, _view = rounds_api.new_round(client)
    rules = {"game_values": {"rufer": 2}}
    changed = patch(client, held, edit, {"house_rules": rules, "based_on": {"house_rules": {}}})
    assert changed.status_code == 200, changed.get_json()
    assert changed.get_json()["round"]["house_rules"] == rules
    other = patch(client, held, edit, {"house_rules": {"game_values": {"rufer": 3}}, "based_on": {"house_rules": {}}})  # fmt: skip
    assert other.status_code == 409 and other.get_json()["conflicts"] == ["house_rules"]
    wrong = patch(client, held, edit, {"profile": "no-such-profile"})
    assert wrong.status_code == 422


def test_based_on_is_checked(client):
    held, edit, _view = rounds_api.new_round(client)
    for based_on, field in (
        ({"colour": "red"}, "based_on.colour"),
        ({"members": {"not-a-uuid": "Anna"}}, "based_on.members.not-a-uuid"),
    ):
        response = patch(client, held, edit, {"title": "X", "based_on": based_on})
        assert response.status_code == 422, response.get_json()
        assert field in response.get_json()["errors"], response.get_json()
    # without based_on, a PATCH sets its values as before (last write wins)
    assert patch(client, held, edit, {"title": "X"}).status_code == 200


def test_kontra_given_alone_in_a_negative_game_counts_for_who_gave_it(client):
    """In a Bettel each opponent doubles alone ({opponent: level}): the statistics count Kontra
    given for those with a level, not for the others (the /stats answer was a 500 before)."""
    held, edit, view = rounds_api.new_round(client)
    players = ["Anna", "Bernd", "Clara", "David"]
    created = client.post(rounds_api.SHEETS, json={"profile": "ooe-2023", "players": players})
    sheet, token = created.get_json()["sheet"], created.get_json()["edit_token"]
    assert rounds_api.join(client, sheet, token, held, edit).status_code == 200
    record = {"game": "bettel", "declarer": "Clara", "declarer_tricks": 2,
              "kontra": {"Bernd": 1, "David": 2}}  # fmt: skip
    put = client.put(
        f"{rounds_api.SHEETS}/{sheet['id']}/entries/{uuid.uuid4()}",
        json={"revision": 1, "record": record},
        headers=bearer(token),
    )
    assert put.status_code == 201, put.get_json()
    answer = client.get(f"{ROUNDS}/{held['id']}/stats", headers=bearer(view))
    assert answer.status_code == 200, answer.get_json()
    kontra = {m["name"]: m["kontra"] for m in answer.get_json()["members"]}
    assert kontra["Bernd"] == kontra["David"] == {"given": 1, "won": 1}  # Bettel lost: 2 tricks
    assert kontra["Anna"] == kontra["Clara"] == {"given": 0, "won": 0}
