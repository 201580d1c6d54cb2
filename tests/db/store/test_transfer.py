"""Export, CSV and the reading of an import, without a database (api/db/store/transfer.py)."""

import csv
import io
import uuid

import pytest

from api.db.errors import Invalid
from api.db.models import Entry
from api.db.store.transfer import (
    csv_document,
    csv_text,
    csv_text_read,
    official_profile,
    read_entry,
    read_export,
)
from shared_rules import raw_profile, settle

NAMES = ["=A", "+B", "-C", "@D"]


def test_csv_defuses_every_text_cell_and_leaves_numbers_alone():
    record = {"players": NAMES, "game": "dreier", "declarer": "=A", "won": True}
    e = Entry(entry_id=str(uuid.uuid4()), dealer="@D", record=record, result=settle(record))
    rows = list(csv.reader(io.StringIO(csv_document(NAMES, [e]))))
    assert rows[0][8:12] == ["'=A points", "'+B points", "'-C points", "'@D points"]
    assert rows[1][2] == "'@D" and rows[1][4] == "'=A"
    assert rows[1][8:12] == ["12", "-4", "-4", "-4"]  # numbers, the minus not defused


@pytest.mark.parametrize("text", ["=x", "+x", "-x", "@x", "\tx", "\rx", "'x", "''", "x", ""])
def test_a_defused_cell_reads_back_exactly(text):
    assert csv_text_read(csv_text(text)) == text


def test_an_export_without_a_profile_document_takes_the_bundled_one():
    data = {"format": "tarock-sheet", "format_version": 1, "sheet": {"profile": {"id": "ktc-2023"}}}
    meta, official, items = read_export(data)
    assert official == raw_profile("ktc-2023") and items == []


@pytest.mark.parametrize(
    ("ref", "field", "kind"),
    [
        ({"data": {**raw_profile("ooe-2023"), "threshold": 100}}, "sheet.profile.data", "inconsistent"),
        ({"id": "tirol-2026", "data": raw_profile("ooe-2023")}, "sheet.profile.id", "not-allowed"),
        ({"id": "../ooe-2023"}, "sheet.profile.id", "malformed"),
        ({"data": []}, "sheet.profile.data", "malformed"),
    ],
)  # fmt: skip
def test_an_official_label_must_tell_the_truth(ref, field, kind):
    with pytest.raises(Invalid) as caught:
        official_profile(ref)
    assert (caught.value.field, caught.value.kind) == (field, kind)


def test_an_entry_of_an_export_is_checked_field_by_field():
    players = ["Anna", "Bernd", "Clara", "David"]
    seen: set = set()
    eid = str(uuid.uuid4())
    item = {"id": eid, "record": {"game": "dreier"}, "dealer": "Anna"}
    assert read_entry(item, "entries.0", players, seen)["dealer"] == "Anna"
    with pytest.raises(Invalid) as caught:
        read_entry(item, "entries.1", players, seen)
    assert caught.value.field == "entries.1.id"  # twice
    with pytest.raises(Invalid) as caught:
        read_entry({**item, "id": str(uuid.uuid4()), "dealer": "Zoe"}, "entries.2", players, seen)
    assert caught.value.field == "entries.2.dealer"
