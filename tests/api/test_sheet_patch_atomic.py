"""PATCH /sheets/{id} over HTTP is all or nothing (issue 32, item 4): the two requests the issue
found answered a refusal after half of them was stored — a join with a bad display name (422, yet
joined), a leave with a rename under the round's token (401, yet left). Each refusal here leaves
the sheet and the round at their versions; the store tests (tests/db/test_store_sheet_patch.py)
go through every mirror image on SQLite and PostgreSQL."""

from tests.api.test_rounds import MEMBERS, ROUNDS, SHEETS, bearer, join, member_ids, new_round

FOUR = MEMBERS[:4]


def seen(client, sheet_id, token, held, round_token):
    sheet = client.get(f"{SHEETS}/{sheet_id}", headers=bearer(token)).get_json()
    round_doc = client.get(f"{ROUNDS}/{held['id']}", headers=bearer(round_token)).get_json()
    return (
        {k: sheet[k] for k in ("round_id", "display_names", "archived", "version")},
        round_doc["round"]["version"],
        [s["id"] for s in round_doc["sheets"]],
    )


def a_sheet(client):
    created = client.post(SHEETS, json={"players": FOUR}).get_json()
    return created["sheet"], created["edit_token"]


def test_a_join_with_a_bad_display_name_is_a_422_and_the_sheet_has_not_joined(client, problem):
    held, edit, _view = new_round(client)
    sheet, token = a_sheet(client)
    ids = member_ids(held)
    before = seen(client, sheet["id"], token, held, edit)
    response = client.patch(
        f"{SHEETS}/{sheet['id']}",
        json={"round": {"id": held["id"], "members": {p: ids[p] for p in FOUR}},
              "display_names": {"Anna": "An\u200bna"}},
        headers={**bearer(token), "X-Round-Token": edit},
    )  # fmt: skip
    assert problem(response, 422)["field"] == "display_names.Anna"
    assert seen(client, sheet["id"], token, held, edit) == before


def test_a_leave_with_a_rename_under_the_rounds_view_token_is_a_403_and_the_sheet_stays(
    client, problem
):
    held, edit, view = new_round(client)
    sheet, token = a_sheet(client)
    assert join(client, sheet, token, held, edit).status_code == 200
    before = seen(client, sheet["id"], token, held, edit)
    response = client.patch(
        f"{SHEETS}/{sheet['id']}",
        json={"round": None, "display_names": {"Anna": "Anni"}},
        headers={**bearer(view), "X-Round-Token": edit},
    )
    problem(response, 403)
    assert seen(client, sheet["id"], token, held, edit) == before


def test_a_leave_with_a_rename_under_the_rounds_edit_token_does_both(client):
    """The issue's second case: it answered 401 after the leave. The round's edit token writes
    the sheet as the request finds it, so both happen, in one version."""
    held, edit, _view = new_round(client)
    sheet, token = a_sheet(client)
    joined = join(client, sheet, token, held, edit).get_json()["sheet"]
    response = client.patch(
        f"{SHEETS}/{sheet['id']}",
        json={"round": None, "display_names": {"Anna": "Anni"}},
        headers={**bearer(edit), "X-Round-Token": edit},
    )
    assert response.status_code == 200, response.get_json()
    got = response.get_json()
    assert got["outcome"] == "updated" and got["sheet"]["round_id"] is None
    assert got["sheet"]["display_names"]["Anna"] == "Anni"
    assert got["sheet"]["version"] == joined["version"] + 1
    assert response.headers["ETag"] == f'"{joined["version"] + 1}"'


def test_a_join_with_a_rename_and_no_round_token_is_a_401_and_renames_nothing(client, problem):
    held, edit, _view = new_round(client)
    sheet, token = a_sheet(client)
    ids = member_ids(held)
    before = seen(client, sheet["id"], token, held, edit)
    response = client.patch(
        f"{SHEETS}/{sheet['id']}",
        json={"round": {"id": held["id"], "members": {p: ids[p] for p in FOUR}},
              "display_names": {"Anna": "Anni"}, "archived": True},
        headers=bearer(token),
    )  # fmt: skip
    problem(response, 401)
    assert seen(client, sheet["id"], token, held, edit) == before
