"""An own rule set (``custom_profile``) as a round's default for its new evenings and as a
tournament's rules for all its tables (issue 35), over HTTP: stored as the overlay POST /sheets
takes, shown with the round or tournament (its ``profile`` the base), checked as a sheet's (a
refusal names the switch and changes nothing), replaced by choosing an official profile; a
tournament's drawn tables are made with it and settle by it.

The rule set is the peer group's of issue 35: a Vorhand tied for the most ties like anyone else
(all four tied: nobody pays), the talon out of play in Trischaken, Kontra on the points and void
only on a lost Solorufer with the king in the talon."""

import uuid

from api.db.store.access import ROUND_VIEW_TOKEN_PREFIX, new_token, view_token_of

from .conftest import is_problem

ROUNDS = "/api/v1/rounds"
SHEETS = "/api/v1/sheets"
TOURNAMENTS = "/api/v1/tournaments"
PLAYERS = ["Anna", "Bernd", "Clara", "David"]
PEER = {
    "base": "ooe-2023",
    "id": "gruppe-wels",
    "name": "Gruppe Wels",
    "version": "2026-12",
    "switches": {
        "trischaken_vorhand_tie": "shares",
        "trischaken_talon_out": True,
        "kontra_on_points": True,
        "solo_king_kontra": "void_if_lost",
    },
}
#: all four tied at 15/0 with the talon out: the profile makes the Vorhand (Bernd, after the first
#: dealer Anna) pay −6, the peer nobody
FOUR_TIED = {
    "game": "trischaken",
    "declarer": "Bernd",
    "trischaken": {"points": dict.fromkeys(PLAYERS, "15/0")},
}
#: a Solorufer made with the king in the talon under Kontra: the profile +6, the peer +12
SOLO_KONTRA = {
    "game": "solorufer",
    "declarer": "Anna",
    "called_king": "HK",
    "king_in_talon": True,
    "won": True,
    "kontra": 1,
}


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def new_round(client, **rules):
    body = {"title": "Gruppe Wels", "members": [{"name": n} for n in PLAYERS], **rules}
    response = client.post(ROUNDS, json=body)
    assert response.status_code == 201, response.get_json()
    out = response.get_json()
    return out["round"], out["edit_token"]


def get_round(client, held, token):
    return client.get(f"{ROUNDS}/{held['id']}", headers=bearer(token)).get_json()["round"]


def patch_round(client, held, token, **body):
    return client.patch(f"{ROUNDS}/{held['id']}", json=body, headers=bearer(token))


def settle_on_sheet(client, sheet_id, token, record):
    response = client.put(
        f"{SHEETS}/{sheet_id}/entries/{uuid.uuid4()}",
        json={"revision": 1, "record": record},
        headers=bearer(token),
    )
    assert response.status_code == 201, response.get_json()
    return response.get_json()["entry"]["result"]["points"]


def evening_of(client, held):
    """A new evening as the app makes one from the round's defaults."""
    body = {"players": PLAYERS, "house_rules": held["house_rules"]}
    if held["custom_profile"] is not None:
        body["custom_profile"] = held["custom_profile"]
    else:
        body["profile"] = held["profile"]
    response = client.post(SHEETS, json=body)
    assert response.status_code == 201, response.get_json()
    return response.get_json()["sheet"], response.get_json()["edit_token"]


def test_a_round_keeps_an_own_rule_set_and_its_new_evening_settles_by_it(client):
    held, edit = new_round(client, custom_profile=PEER)
    assert held["custom_profile"] == PEER
    assert held["profile"] == "ooe-2023"  # the base
    assert get_round(client, held, edit) == held
    sheet, token = evening_of(client, held)
    assert sheet["custom_profile"]["id"] == "gruppe-wels"
    assert settle_on_sheet(client, sheet["id"], token, FOUR_TIED) == dict.fromkeys(PLAYERS, 0)
    assert settle_on_sheet(client, sheet["id"], token, SOLO_KONTRA) == {
        "Anna": 12, "Bernd": -4, "Clara": -4, "David": -4,
    }  # fmt: skip


def test_a_round_without_an_own_rule_set_shows_none_and_settles_by_its_profile(client):
    held, _edit = new_round(client, profile="ooe-2023", house_rules={"trischaken_talon_out": True})
    assert held["custom_profile"] is None
    sheet, token = evening_of(client, held)
    assert "custom_profile" not in sheet
    assert settle_on_sheet(client, sheet["id"], token, FOUR_TIED) == {
        "Anna": 2, "Bernd": -6, "Clara": 2, "David": 2,
    }  # fmt: skip


def test_patch_sets_the_own_rule_set_keeps_it_with_house_rules_and_an_official_profile_ends_it(
    client,
):
    held, edit = new_round(client)
    response = patch_round(client, held, edit, custom_profile=PEER)
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["round"]["custom_profile"] == PEER
    # house rules alone keep the rule set and are checked against it
    response = patch_round(client, held, edit, house_rules={"jungfrau_split": "all_pay"})
    assert response.status_code == 200, response.get_json()
    now = response.get_json()["round"]
    assert now["custom_profile"] == PEER and now["house_rules"] == {"jungfrau_split": "all_pay"}
    # an official profile chosen alone ends it
    response = patch_round(client, held, edit, profile="tirol-2026", house_rules={})
    assert response.status_code == 200, response.get_json()
    now = response.get_json()["round"]
    assert now["custom_profile"] is None and now["profile"] == "tirol-2026"


def test_a_bad_overlay_is_a_422_naming_the_switch_and_changes_nothing(client):
    held, edit = new_round(client, custom_profile=PEER)
    bad = {**PEER, "switches": {**PEER["switches"], "trischaken_vorhand_tie": "sometimes"}}
    body = is_problem(patch_round(client, held, edit, custom_profile=bad), 422)
    assert body["field"] == "custom_profile.switches.trischaken_vorhand_tie", body
    assert get_round(client, held, edit) == held
    body = is_problem(client.post(ROUNDS, json={"title": "X", "members": [{"name": "Anna"}], "custom_profile": bad}), 422)  # fmt: skip
    assert body["field"] == "custom_profile.switches.trischaken_vorhand_tie", body
    official = {**PEER, "name": "Oberösterreich 2023"}
    body = is_problem(patch_round(client, held, edit, custom_profile={**official, "id": "ooe-2023"}), 422)  # fmt: skip
    assert body["field"] == "custom_profile.id", body
    assert get_round(client, held, edit) == held


def test_a_profile_beside_the_own_rule_set_must_be_its_base(client):
    body = {
        "title": "X",
        "members": [{"name": "Anna"}],
        "profile": "tirol-2026",
        "custom_profile": PEER,
    }
    assert is_problem(client.post(ROUNDS, json=body), 422)["field"] == "profile"
    held, _edit = new_round(client, profile="ooe-2023", custom_profile=PEER)
    assert held["custom_profile"] == PEER


def test_house_rules_that_do_not_fit_the_own_rule_set_are_refused(client):
    tirol = {**PEER, "base": "tirol-2026"}
    held, edit = new_round(client, custom_profile=tirol)
    body = is_problem(patch_round(client, held, edit, house_rules={"trischaken_tied_losers": 1}), 422)  # fmt: skip
    assert body["field"] == "house_rules.trischaken_tied_losers", body
    assert get_round(client, held, edit) == held


def test_a_repeated_put_must_carry_the_same_own_rule_set(client):
    edit = new_token()
    rid = str(uuid.uuid4())
    body = {
        "title": "Offline",
        "members": [{"name": n} for n in PLAYERS],
        "custom_profile": PEER,
        "view_token": view_token_of(edit, ROUND_VIEW_TOKEN_PREFIX),
    }
    first = client.put(f"{ROUNDS}/{rid}", json=body, headers=bearer(edit))
    assert first.status_code == 201, first.get_json()
    assert first.get_json()["round"]["custom_profile"] == PEER
    assert client.put(f"{ROUNDS}/{rid}", json=body, headers=bearer(edit)).status_code == 200
    other = {**body, "custom_profile": {**PEER, "switches": {}}}
    assert client.put(f"{ROUNDS}/{rid}", json=other, headers=bearer(edit)).status_code == 409
    official = {k: v for k, v in body.items() if k != "custom_profile"}
    assert client.put(f"{ROUNDS}/{rid}", json=official, headers=bearer(edit)).status_code == 409


def test_a_change_based_on_another_own_rule_set_is_a_conflict(client):
    held, edit = new_round(client, custom_profile=PEER)
    other = {**PEER, "switches": {"trischaken_talon_out": True}}
    assert patch_round(client, held, edit, custom_profile=other).status_code == 200
    seen = {"custom_profile": PEER}  # this device still had the first rule set
    response = patch_round(client, held, edit, profile="ooe-2023", based_on=seen)
    assert response.status_code == 409, response.get_json()
    assert response.get_json()["conflicts"] == ["custom_profile"]
    assert get_round(client, held, edit)["custom_profile"] == other


def test_every_table_of_a_tournament_is_made_with_its_own_rule_set(client):
    names = [f"Spieler {i}" for i in range(8)]
    body = {"title": "Peer-Cup", "rounds": 1, "deals_per_table": 2,
            "players": [{"name": n} for n in names], "custom_profile": PEER}  # fmt: skip
    response = client.post(TOURNAMENTS, json=body)
    assert response.status_code == 201, response.get_json()
    held, organiser = response.get_json()["tournament"], response.get_json()["edit_token"]
    assert held["custom_profile"] == PEER and held["profile"] == "ooe-2023"
    drawn = client.post(f"{TOURNAMENTS}/{held['id']}/rounds", json={}, headers=bearer(organiser))
    assert drawn.status_code == 201, drawn.get_json()
    tables = drawn.get_json()["tables"]
    assert len(tables) == 2
    for table in tables:
        token = table["table_token"]
        sheet = client.get(f"{SHEETS}/{table['sheet_id']}", headers=bearer(token)).get_json()
        assert sheet["custom_profile"]["id"] == "gruppe-wels"
        seats = sheet["players"]
        record = {**SOLO_KONTRA, "declarer": seats[0]}
        points = settle_on_sheet(client, table["sheet_id"], token, record)
        assert points[seats[0]] == 12 and sorted(points.values()) == [-4, -4, -4, 12]


def test_a_tournament_refuses_a_bad_own_rule_set_naming_the_switch(client):
    bad = {**PEER, "switches": {"jungfrau_split": "nobody"}}
    body = {"title": "Peer-Cup", "rounds": 1, "deals_per_table": 2,
            "players": [{"name": f"S{i}"} for i in range(4)], "custom_profile": bad}  # fmt: skip
    problem_body = is_problem(client.post(TOURNAMENTS, json=body), 422)
    assert problem_body["field"] == "custom_profile.switches.jungfrau_split", problem_body
