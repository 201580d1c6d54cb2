"""Names, titles and notes that hide characters, and the CSV of names made to be formulas, at the
storage edge on SQLite and on the real PostgreSQL alike (issue 26): each refusal names the field
and the code point and stores nothing; what is kept reads back exactly."""

import csv
import io
import re
import uuid

import pytest
from sqlalchemy import func, select

from api.db.errors import Invalid
from api.db.models import Sheet
from api.db.store import csv_text_read

FOUR = ["Anna", "Bernd", "Clara", "David"]


def new_id() -> str:
    return str(uuid.uuid4())


def sheet_count(store) -> int:
    with store.engine.connect() as conn:
        return conn.execute(select(func.count()).select_from(Sheet)).scalar_one()


@pytest.mark.parametrize(
    ("kwargs", "field", "char"),
    [
        ({"players": ["Anna", "An\u200bna", "Clara", "David"]}, "players.1", "U+200B"),
        ({"players": ["Anna", "\ufeffAnna", "Clara", "David"]}, "players.1", "U+FEFF"),
        ({"players": ["Anna", "\u202eannA", "Clara", "David"]}, "players.1", "U+202E"),
        ({"players": ["Anna", "Bernd", "Clara", "Da\tvid"]}, "players.3", "U+0009"),
        ({"players": ["Anna", "Bernd", "Cla\u00adra", "David"]}, "players.2", "U+00AD"),
        ({"players": FOUR, "title": "Dienstag\u2067"}, "title", "U+2067"),
        ({"players": FOUR, "title": "Dienstag\nMittwoch"}, "title", "U+000A"),
        ({"players": FOUR, "title": "\u200bDienstag"}, "title", "U+200B"),
    ],
    ids=["zero-width", "bom", "rtl-override", "tab", "soft-hyphen", "title-isolate", "title-lf",
         "title-zero-width"],
)  # fmt: skip
def test_a_hidden_character_in_a_name_or_title_is_refused_naming_field_and_code_point(
    store, kwargs, field, char
):
    before = sheet_count(store)
    with pytest.raises(Invalid) as caught:
        store.create_sheet(**kwargs)
    assert caught.value.field == field
    assert char in caught.value.reason
    assert sheet_count(store) == before


def test_an_import_with_a_hidden_character_in_a_name_is_refused_and_stores_nothing(store):
    view, edit, _ = store.create_sheet(players=FOUR, title="Runde")
    data = store.export_json(view["id"], edit)
    data["sheet"]["players"] = ["Anna", "Bern\u2060d", "Clara", "David"]
    before = sheet_count(store)
    with pytest.raises(Invalid) as caught:
        store.import_sheet(data)
    assert caught.value.field.endswith("players.1") and "U+2060" in caught.value.reason
    assert sheet_count(store) == before


def test_a_note_keeps_its_lines_and_refuses_controls_and_bidi_overrides(store):
    view, edit, _ = store.create_sheet(players=FOUR)
    sid = view["id"]
    note = "Zeile 1\r\nZeile 2\tEnde 👩\u200d👩\u200d👧"
    record = {"game": "dreier", "declarer": "Anna", "won": True, "note": note}
    entry = new_id()
    store.put_entry(sid, edit, entry, revision=1, record=record)
    kept = [e for e in store.get_sheet(sid, edit)["entries"] if e["id"] == entry]
    assert kept[0]["record"]["note"] == note
    for bad, char in (("a\u202eb", "U+202E"), ("\x1b[2J", "U+001B"), ("a\x07", "U+0007")):
        with pytest.raises(Invalid) as caught:
            store.put_entry(sid, edit, new_id(), revision=1, record={**record, "note": bad})
        assert (caught.value.field, char in caught.value.reason) == ("record.note", True)
    renonce = {"game": "rufer", "declarer": "Anna", "partner": "Bernd", "called_king": "HK",
               "renonce": {"players": ["Clara"], "reason": "Farbe\u2066nicht bedient"}}  # fmt: skip
    with pytest.raises(Invalid) as caught:
        store.put_entry(sid, edit, new_id(), revision=1, record=renonce)
    assert caught.value.field == "record.renonce.reason"
    assert len(store.get_sheet(sid, edit)["entries"]) == 1


FORMULA_NAMES = ["a;=1+1;b", "x,@SUM(1)", "'-2+3", "Clara; +cmd"]


def test_the_csv_of_names_made_to_be_formulas_holds_no_formula_however_split(store):
    view, edit, _ = store.create_sheet(players=FORMULA_NAMES)
    sid = view["id"]
    for i, declarer in enumerate(FORMULA_NAMES):
        record = {"game": "dreier", "declarer": declarer, "won": i % 2 == 0}
        store.put_entry(sid, edit, new_id(), revision=1, record=record)
    text = store.export_csv(sid, edit)
    for sep in (",", ";", "\t"):
        for line in text.split("\r\n"):
            for cell in line.split(sep):
                start = cell.lstrip(' \t"')
                assert not start.startswith(("=", "+", "@")), (sep, cell)
                assert not start.startswith("-") or re.fullmatch(r"-\d+", start), (sep, cell)
    rows = list(csv.reader(io.StringIO(text)))
    assert [csv_text_read(h).removesuffix(" points") for h in rows[0][8:12]] == FORMULA_NAMES
    assert [csv_text_read(row[4]) for row in rows[1:]] == FORMULA_NAMES  # the declarers
    assert all(sum(int(x) for x in row[8:12]) == 0 for row in rows[1:])  # numbers, zero-sum
