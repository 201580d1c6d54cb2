"""A sheet created under a client-chosen id and tokens (offline devices), on SQLite and PostgreSQL:
the same PUT twice gives one sheet; another token or other settings are refused; concurrent
PUTs of one id create it once."""

import secrets
import threading
import uuid

import pytest
from sqlalchemy import func, select

from api.db.errors import Invalid, SheetExists, Unauthorized
from api.db.models import Sheet
from api.db.store.access import view_token_of

FOUR = ["Anna", "Bernd", "Clara", "David"]
EDIT = secrets.token_urlsafe(32)
DREIER = {"game": "dreier", "declarer": "Anna", "won": True}


def tokens():
    """A client's pair: a random edit token and the view token derived from it."""
    edit = secrets.token_urlsafe(32)
    return edit, view_token_of(edit)


def sheet_count(store, sheet_id):
    with store.engine.connect() as conn:
        return conn.execute(select(func.count()).where(Sheet.id == sheet_id)).scalar()


def test_the_same_put_twice_makes_one_sheet_with_the_clients_tokens(store):
    sid, (edit, view) = str(uuid.uuid4()), tokens()
    settings = {"players": FOUR, "title": "Offline", "first_dealer": "Clara", "view_token": view}
    first, created = store.put_sheet(sid, edit, **settings)
    store.put_entry(sid, edit, str(uuid.uuid4()), revision=1, record=DREIER)
    again, created_again = store.put_sheet(sid, edit, **settings)
    assert (created, created_again) == (True, False)
    assert first["id"] == again["id"] == sid and first["first_dealer"] == "Clara"
    assert again["deals"] == 1 and again["version"] == 1  # the retry kept the entry
    assert sheet_count(store, sid) == 1
    assert store.get_sheet(sid, view)["deals"] == 1  # the client's view token reads
    with pytest.raises(Exception) as err:
        store.put_entry(sid, view, str(uuid.uuid4()), revision=1, record=DREIER)
    assert err.value.status == 403


def test_another_token_or_other_settings_are_refused(store):
    sid, (edit, view) = str(uuid.uuid4()), tokens()
    store.put_sheet(sid, edit, players=FOUR, view_token=view, house_rules={"threshold": 106})
    other_edit, other_view = tokens()
    with pytest.raises(SheetExists, match="another token"):
        store.put_sheet(sid, other_edit, players=FOUR, view_token=view)
    with pytest.raises(SheetExists, match="house_rules"):
        store.put_sheet(sid, edit, players=FOUR, view_token=view)
    with pytest.raises(SheetExists, match="view_token"):  # another, though derived from none
        store.put_sheet(
            sid, edit, players=FOUR, view_token=other_view, house_rules={"threshold": 106}
        )
    # the refused PUT without house rules left the stored ones in force
    store.put_entry(sid, edit, str(uuid.uuid4()), revision=1, record=DREIER)
    assert store.frozen_profile(sid, view)["house_rules"] == {"threshold": 106}


@pytest.mark.parametrize(
    ("edit", "view", "field"),
    [
        ("short", view_token_of("short"), "Authorization"),
        (secrets.token_urlsafe(32) + "A", None, "Authorization"),  # 44: not 256 bits
        ("A" * 43, view_token_of("A" * 43), "Authorization"),
        (("abc" * 15)[:43], view_token_of(("abc" * 15)[:43]), "Authorization"),
        (("ABCDEFGHIJKLMNOPQRSTU" * 3)[:43], None, "Authorization"),  # 21 distinct, repeated
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopq", None, "Authorization"),
        (EDIT, "has spaces " * 5, "view_token"),
        (EDIT, None, "view_token"),
        (EDIT, EDIT, "view_token"),
        (EDIT, secrets.token_urlsafe(32), "view_token"),  # random, but not derived
        (EDIT, view_token_of(EDIT + "x"), "view_token"),
    ],
)
def test_client_tokens_must_be_random_and_the_view_token_derived(store, edit, view, field):
    sid = str(uuid.uuid4())
    with pytest.raises(Invalid) as err:
        store.put_sheet(sid, edit, players=FOUR, view_token=view)
    assert err.value.field == field and err.value.value is None  # a secret is never echoed
    assert sheet_count(store, sid) == 0


def test_no_token_and_bad_ids_are_refused(store):
    _, view = tokens()
    with pytest.raises(Unauthorized):
        store.put_sheet(str(uuid.uuid4()), None, players=FOUR, view_token=view)
    with pytest.raises(Invalid) as err:
        store.put_sheet("not-a-uuid", tokens()[0], players=FOUR, view_token=view)
    assert err.value.field == "sheet_id"


def test_concurrent_puts_of_one_id_create_it_once(store):
    sid, (edit, view) = str(uuid.uuid4()), tokens()
    results, errors = [], []
    barrier = threading.Barrier(4)

    def put():
        try:
            barrier.wait()
            results.append(store.put_sheet(sid, edit, players=FOUR, view_token=view)[1])
        except Exception as err:  # noqa: BLE001 - reported below
            errors.append(err)

    threads = [threading.Thread(target=put) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert sorted(results) == [False, False, False, True]
    assert sheet_count(store, sid) == 1
