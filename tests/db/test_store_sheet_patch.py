"""PATCH of a sheet is one transaction (issue 32, item 4), on SQLite and PostgreSQL: joining or
leaving a round together with a rename or the archive either all happens or — on any refusal,
of a token, a field, a precondition — nothing: the sheet and the round are as they were, at their
versions. The mirror images of the two cases the issue found, and what a success does."""

import pytest

from api.db.errors import Forbidden, Invalid, InvalidToken, PreconditionFailed, Unauthorized
from api.db.store.access import view_token_of
from api.db.store.tournament_errors import TableInTournament

MEMBERS = ["Anna", "Bernd", "Clara", "David", "Erich"]
FOUR = MEMBERS[:4]


@pytest.fixture
def world(store):
    """A round of five members; a sheet of four in it; a sheet of four alone."""
    held, edit, view = store.create_round(title="R", members=[{"name": n} for n in MEMBERS])
    ids = {m["name"]: m["id"] for m in held["members"]}
    seats = {p: ids[p] for p in FOUR}
    inside, inside_token, _ = store.create_sheet(players=FOUR)
    store.set_sheet_round(inside["id"], inside_token, edit, {"id": held["id"], "members": seats})
    alone, alone_token, _ = store.create_sheet(players=FOUR)
    return {
        "round": held["id"], "edit": edit, "view": view, "seats": seats,
        "inside": (inside["id"], inside_token), "alone": (alone["id"], alone_token),
    }  # fmt: skip


def state(store, world, which):
    """What a refusal must leave as it was: the sheet's round, seats, names, archive and
    version; the round's version and its sheets."""
    sid, token = world[which]
    sheet = store.get_sheet(sid, token)
    held = store.get_round(world["round"], world["view"])
    return (
        {k: sheet[k] for k in ("round_id", "members", "display_names", "archived", "version")},
        held["round"]["version"],
        sorted(s["id"] for s in held["sheets"]),
    )


def refused(store, world, which, error, *args, **kwargs):
    before = state(store, world, which)
    with pytest.raises(error) as caught:
        store.set_sheet_round(*args, **kwargs)
    assert state(store, world, which) == before
    return caught.value


def join(world):
    return {"id": world["round"], "members": world["seats"]}


# --- the two cases ------------------------------------------------------------------------


def test_joining_with_a_bad_display_name_is_refused_and_the_sheet_has_not_joined(store, world):
    sid, token = world["alone"]
    err = refused(store, world, "alone", Invalid, sid, token, world["edit"], join(world),
                  display_names={"Anna": " Anna"})  # fmt: skip
    assert err.field == "display_names.Anna"
    assert store.get_sheet(sid, token)["round_id"] is None


def test_leaving_with_a_bad_display_name_is_refused_and_the_sheet_stays_in_the_round(store, world):
    sid, token = world["inside"]
    err = refused(store, world, "inside", Invalid, sid, token, world["edit"], None,
                  display_names={"Anna": "x" * 200})  # fmt: skip
    assert err.field == "display_names.Anna"
    assert store.get_sheet(sid, token)["round_id"] == world["round"]


def test_leaving_and_renaming_with_the_rounds_edit_token_does_both(store, world):
    """The bearer token is judged on the sheet as the request finds it: the round's edit token
    writes a sheet of its round, so it may rename it while taking it out (as two requests, the
    rename first, could) — never a 401 after half of it."""
    sid, token = world["inside"]
    version = store.get_sheet(sid, token)["version"]
    sheet, outcome = store.set_sheet_round(
        sid, world["edit"], world["edit"], None, display_names={"Anna": "Anni"}
    )
    assert outcome == "updated" and sheet["round_id"] is None
    assert sheet["display_names"]["Anna"] == "Anni" and sheet["version"] == version + 1
    with pytest.raises(InvalidToken):  # out of the round, its token opens it no more
        store.get_sheet(sid, world["edit"])


# --- their mirror images: each part refused, the other part not applied ---------------------------


def test_leaving_and_renaming_with_the_rounds_view_token_changes_nothing(store, world):
    sid, _token = world["inside"]
    refused(store, world, "inside", Forbidden, sid, world["view"], world["edit"], None,
            display_names={"Anna": "Anni"})  # fmt: skip


def test_joining_and_renaming_with_the_rounds_view_token_as_round_token_renames_nothing(
    store, world
):
    sid, token = world["alone"]
    refused(store, world, "alone", Forbidden, sid, token, world["view"], join(world),
            display_names={"Anna": "Anni"})  # fmt: skip


def test_leaving_and_renaming_without_the_round_token_renames_nothing(store, world):
    sid, token = world["inside"]
    refused(store, world, "inside", Unauthorized, sid, token, None, None,
            display_names={"Anna": "Anni"}, archived=True)  # fmt: skip


def test_leaving_and_renaming_with_a_wrong_round_token_renames_nothing(store, world):
    sid, token = world["inside"]
    refused(store, world, "inside", InvalidToken, sid, token, "A" * 43, None,
            display_names={"Anna": "Anni"})  # fmt: skip


def test_joining_with_a_bad_seat_map_renames_and_archives_nothing(store, world):
    sid, token = world["alone"]
    bad = {"id": world["round"], "members": {**world["seats"], "Anna": world["seats"]["Bernd"]}}
    err = refused(store, world, "alone", Invalid, sid, token, world["edit"], bad,
                  display_names={"Anna": "Anni"}, archived=True)  # fmt: skip
    assert err.field == "round.members.Bernd"


def test_joining_with_a_name_that_is_another_players_is_refused_whole(store, world):
    sid, token = world["alone"]
    err = refused(store, world, "alone", Invalid, sid, token, world["edit"], join(world),
                  display_names={"Bernd": "anna"})  # fmt: skip
    assert err.field == "display_names.Bernd"


def test_joining_with_a_bad_archive_flag_is_refused_before_anything(store, world):
    sid, token = world["alone"]
    err = refused(store, world, "alone", Invalid, sid, token, world["edit"], join(world),
                  display_names={"Anna": "Anni"}, archived="yes")  # fmt: skip
    assert err.field == "archived"


def test_a_stale_if_match_with_a_join_and_a_rename_changes_nothing(store, world):
    sid, token = world["alone"]
    refused(store, world, "alone", PreconditionFailed, sid, token, world["edit"], join(world),
            if_match=99, display_names={"Anna": "Anni"})  # fmt: skip


def test_the_sheets_view_token_joining_and_renaming_changes_nothing(store, world):
    sid, token = world["alone"]
    refused(store, world, "alone", Forbidden, sid, view_token_of(token), world["edit"],
            join(world), display_names={"Anna": "Anni"})  # fmt: skip


def test_a_tournament_table_joining_and_renaming_changes_nothing(store, world):
    held, organiser, _viewer = store.create_tournament(
        title="Cup", rounds=1, deals_per_table=4, players=[{"name": n} for n in FOUR]
    )
    table = store.draw_round(held["id"], organiser)["tables"][0]
    before = store.get_sheet(table["sheet_id"], table["table_token"])
    with pytest.raises(TableInTournament):
        store.set_sheet_round(table["sheet_id"], table["table_token"], world["edit"],
                              join(world), display_names={"Anna": "Anni"})  # fmt: skip
    assert store.get_sheet(table["sheet_id"], table["table_token"]) == before


# --- and when nothing is refused --------------------------------------------------------------------


def test_joining_renaming_and_archiving_at_once_is_one_new_version(store, world):
    sid, token = world["alone"]
    before = state(store, world, "alone")
    sheet, outcome = store.set_sheet_round(
        sid, token, world["edit"], join(world), display_names={"Anna": "Anni"}, archived=True
    )
    assert outcome == "updated" and sheet["round_id"] == world["round"] and sheet["archived"]
    assert sheet["display_names"]["Anna"] == "Anni" and sheet["version"] == before[0]["version"] + 1
    after = state(store, world, "alone")
    assert after[1] == before[1] + 1 and sid in after[2]
    again, outcome = store.set_sheet_round(
        sid, token, world["edit"], join(world), display_names={"Anna": "Anni"}, archived=True
    )
    assert outcome == "unchanged" and again["version"] == sheet["version"]
    assert state(store, world, "alone") == after
