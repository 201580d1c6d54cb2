"""The sheet's life in the store, on SQLite and PostgreSQL: renames and the archive as versions of
the sheet, idempotent; a continuing sheet linked back under the same edit token, unlinked when it
is deleted; concurrent renames of one sheet each land once."""

import secrets
import threading
import uuid

import pytest

from api.db.errors import Forbidden, Invalid, PreconditionFailed
from api.db.store.access import view_token_of

FOUR = ["Anna", "Bernd", "Clara", "David"]
DREIER = {"game": "dreier", "declarer": "Anna", "won": True}


def put(store, players=FOUR, edit=None, **more):
    edit = edit or secrets.token_urlsafe(32)
    sid = str(uuid.uuid4())
    view, _ = store.put_sheet(sid, edit, players=players, view_token=view_token_of(edit), **more)
    return sid, edit, view


def test_a_rename_is_a_version_and_resending_it_changes_nothing(store):
    sid, edit, _ = put(store)
    store.put_entry(sid, edit, uuid.uuid4(), revision=1, record=DREIER)
    view, outcome = store.patch_sheet(sid, edit, display_names={"Anna": "Anni"})
    assert outcome == "updated" and view["version"] == 2
    assert view["display_names"]["Anna"] == "Anni" and view["players"] == FOUR
    again, outcome = store.patch_sheet(sid, edit, display_names={"Anna": "Anni"})
    assert outcome == "unchanged" and again["version"] == 2
    changes = store.changes(sid, edit, since=1)
    assert changes["entries"] == [] and changes["sheet"]["display_names"]["Anna"] == "Anni"
    # an entry naming the seat goes on as before
    store.put_entry(sid, edit, uuid.uuid4(), revision=1, record={**DREIER, "declarer": "Anna"})


def test_archive_and_restore(store):
    sid, edit, _ = put(store)
    view, _ = store.patch_sheet(sid, edit, archived=True)
    assert view["archived"] and view["version"] == 1
    view, _ = store.patch_sheet(sid, edit, archived=False)
    assert not view["archived"] and view["version"] == 2


def test_refusals_name_the_field_and_change_nothing(store):
    sid, edit, _ = put(store)
    with pytest.raises(Invalid, match=r"display_names\.Bernd"):
        store.patch_sheet(sid, edit, display_names={"Bernd": "ANNA"})
    with pytest.raises(Invalid, match="archived"):
        store.patch_sheet(sid, edit, archived="yes")
    with pytest.raises(Forbidden):
        store.patch_sheet(sid, view_token_of(edit), archived=True)
    with pytest.raises(PreconditionFailed):
        store.patch_sheet(sid, edit, archived=True, if_match=3)
    assert store.version(sid, edit) == 0


def test_a_continuing_sheet_is_linked_back_and_unlinked_when_deleted(store):
    sid, edit, _ = put(store)
    carry = {"points": {"Anna": 12, "Bernd": -12}, "money_cents": {"Anna": 120, "Bernd": -120}}
    five = ["Anna", "Clara", "David", "Erich", "Franz"]  # Bernd left
    sid2, _, view = put(store, five, edit=edit, continues=sid, carry=carry)
    assert view["continues"] == sid
    assert view["evening_totals"]["points"] == {**dict.fromkeys(five, 0), "Anna": 12, "Bernd": -12}
    assert store.get_sheet(sid, edit)["continued_by"] == [sid2]
    with pytest.raises(Invalid, match="display_names.Franz"):
        store.patch_sheet(sid2, edit, display_names={"Franz": "bernd"})  # Bernd left: his name
    store.delete_sheet(sid2, edit)
    assert store.get_sheet(sid, edit)["continued_by"] == []


def test_concurrent_renames_of_one_sheet_each_land_once(store):
    sid, edit, _ = put(store)
    errors = []

    def rename(seat, name):
        try:
            store.patch_sheet(sid, edit, display_names={seat: name})
        except Exception as err:  # noqa: BLE001 - the assertion reports it
            errors.append(err)

    threads = [threading.Thread(target=rename, args=(p, f"{p}-{i}")) for i, p in enumerate(FOUR)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    view = store.get_sheet(sid, edit)
    assert view["version"] == 4
    assert view["display_names"] == {p: f"{p}-{i}" for i, p in enumerate(FOUR)}
