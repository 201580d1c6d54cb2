"""Erasure, on SQLite and PostgreSQL: DELETE of a sheet removes its row, entries and token hashes
in one transaction; only a tombstone of its id (and when) stays, and every later request on the id
is a 410 (no token still a 401 first); the id is never created again."""

import secrets
import uuid

import pytest
from sqlalchemy import func, inspect, select

from api.db.errors import Forbidden, Gone, InvalidToken, Unauthorized
from api.db.models import DeletedSheet, Entry, Sheet
from api.db.store.access import hash_token, view_token_of

FOUR = ["Anna", "Bernd", "Clara", "David"]
DREIER = {"game": "dreier", "declarer": "Anna", "won": True}


def count(store, model, **where):
    with store.engine.connect() as conn:
        clauses = [getattr(model, k) == v for k, v in where.items()]
        return conn.execute(select(func.count()).select_from(model).where(*clauses)).scalar()


@pytest.fixture
def filled(store):
    view, edit, read = store.create_sheet(players=FOUR, title="Stammtisch Anna")
    sid = view["id"]
    ids = [str(uuid.uuid4()) for _ in range(5)]
    for eid in ids:
        store.put_entry(sid, edit, eid, revision=1, record=DREIER)
    store.delete_entry(sid, edit, ids[0])  # a tombstone goes too
    return sid, edit, read, ids


def test_deleting_erases_the_sheet_its_entries_and_token_hashes(store, filled):
    sid, edit, read, _ = filled
    other, other_edit, _ = store.create_sheet(players=FOUR)
    store.put_entry(other["id"], other_edit, str(uuid.uuid4()), revision=1, record=DREIER)
    assert count(store, Entry, sheet_id=sid) == 5
    store.delete_sheet(sid, edit)
    assert count(store, Sheet, id=sid) == 0
    assert count(store, Entry, sheet_id=sid) == 0
    for digest in (hash_token(edit), hash_token(read)):
        assert count(store, Sheet, edit_token_hash=digest) == 0
        assert count(store, Sheet, view_token_hash=digest) == 0
    # what stays: the id and when, nothing else
    columns = {c["name"] for c in inspect(store.engine).get_columns("deleted_sheets")}
    assert columns == {"id", "deleted_at"}
    with store.engine.connect() as conn:
        (tomb,) = conn.execute(select(DeletedSheet).where(DeletedSheet.id == sid)).all()
    assert tomb.id == sid and tomb.deleted_at is not None
    # another sheet is untouched
    assert store.get_sheet(other["id"], other_edit)["deals"] == 1


def test_every_operation_on_a_deleted_sheet_is_410_for_any_token(store, filled):
    sid, edit, read, ids = filled
    store.delete_sheet(sid, edit)
    stranger = secrets.token_urlsafe(32)
    for token in (edit, read, stranger):
        for call in (
            lambda t: store.get_sheet(sid, t),
            lambda t: store.version(sid, t),
            lambda t: store.authorize(sid, t, write=False),
            lambda t: store.authorize(sid, t, write=True),
            lambda t: store.changes(sid, t),
            lambda t: store.frozen_profile(sid, t),
            lambda t: store.put_entry(sid, t, ids[1], revision=9, record=DREIER),
            lambda t: store.delete_entry(sid, t, ids[1]),
            lambda t: store.export_json(sid, t),
            lambda t: store.export_csv(sid, t),
            lambda t: store.audit(sid, t),
            lambda t: store.delete_sheet(sid, t),
        ):
            with pytest.raises(Gone) as err:
                call(token)
            assert err.value.status == 410 and err.value.slug == "sheet-gone"
    with pytest.raises(Unauthorized) as err:  # no token: 401 before anything
        store.get_sheet(sid, None)
    assert not isinstance(err.value, Gone)


def test_the_id_of_a_deleted_sheet_is_never_created_again(store):
    sid, edit = str(uuid.uuid4()), secrets.token_urlsafe(32)
    store.put_sheet(sid, edit, players=FOUR, view_token=view_token_of(edit))
    store.delete_sheet(sid, edit)
    with pytest.raises(Gone):  # the owner's device retrying its create
        store.put_sheet(sid, edit, players=FOUR, view_token=view_token_of(edit))
    other = secrets.token_urlsafe(32)
    with pytest.raises(Gone):  # anyone else
        store.put_sheet(sid, other, players=FOUR, view_token=view_token_of(other))
    assert count(store, Sheet, id=sid) == 0


def test_only_the_edit_token_deletes(store, filled):
    sid, edit, read, _ = filled
    with pytest.raises(Forbidden):
        store.delete_sheet(sid, read)
    with pytest.raises(InvalidToken):
        store.delete_sheet(sid, secrets.token_urlsafe(32))
    with pytest.raises(Unauthorized):
        store.delete_sheet(sid, None)
    with pytest.raises(InvalidToken):  # no such sheet looks like a wrong token, not like gone
        store.delete_sheet(str(uuid.uuid4()), edit)
    assert store.get_sheet(sid, read)["deals"] == 4
    assert count(store, DeletedSheet, id=sid) == 0
