"""The CSV read by any spreadsheet, without a database (api/db/store/transfer.py): however a reader
splits a line — on ``,`` honouring the quotes, or naively on ``,``, ``;`` (German and Austrian
spreadsheets) or TAB — no cell starts with a formula character after its blanks and quotes, and
every text reads back exactly."""

import csv
import io
import re
import uuid

from hypothesis import given
from hypothesis import strategies as st

from api.db.models import Entry
from api.db.store.transfer import csv_document, csv_text, csv_text_read
from shared_rules import settle
from shared_rules.vocabulary import name_problem, player_key
from tests.support.examples import examples

FORMULA = ("=", "+", "-", "@")
#: a whole number or an exact fraction: a minus there is a sign, never a formula with a payload
AMOUNT = re.compile(r"-?\d+(/\d+)?")
#: what a reader may strip before it looks at a cell: any whitespace (Unicode's too) and quotes
BLANKS_AND_QUOTES = re.compile(r'^[\s"]+')
HOSTILE = st.sampled_from(list("=+-@'\";,\t\r\n |") + ["\u00a0", "\u3000", "\x0b", "\x85"])
#: texts built from the pieces a formula is made of, and any text at all
PIECES = st.sampled_from(
    ["a", "Anna", ";", ",", "\t", " ", '"', "'", "=", "+", "-", "@", "1", "SUM(1)"]
)
TEXTS = st.lists(PIECES, max_size=10).map("".join) | st.text(HOSTILE | st.characters(), max_size=24)
NAMES = (
    st.lists(PIECES | HOSTILE, min_size=1, max_size=8).map("".join)
    | st.text(HOSTILE | st.sampled_from(list("AnaB1(")) | st.characters(), min_size=1, max_size=12)
).filter(lambda n: name_problem(n) is None)


def naive_cells(text: str, sep: str) -> list[str]:
    """The cells a reader sees that splits each line on ``sep`` and ignores the quotes."""
    return [cell for line in re.split(r"\r\n|\r|\n", text) for cell in line.split(sep)]


def formula_cells(text: str) -> list[tuple[str, str]]:
    """Every (separator, cell) some reader would take for a formula."""
    bad = []
    for sep in (",", ";", "\t"):
        for cell in naive_cells(text, sep):
            start = BLANKS_AND_QUOTES.sub("", cell)
            if start.startswith(FORMULA) and not AMOUNT.fullmatch(start.rstrip('"')):
                bad.append((sep, cell))
    return bad


def test_the_issues_names_give_no_formula_cell_when_split_on_semicolon_or_tab():
    for text in ("a;=1+1;b", "x\t@SUM(1)", "a,=1", 'a; "=1', "a;  -2+3", "\t=cmd", "=1;+2;-3;@4"):
        cell = csv_text(text)
        assert formula_cells(cell) == [], (text, cell)
        assert csv_text_read(cell) == text


@examples(400)
@given(TEXTS)
def test_any_text_cell_reads_back_exactly_and_holds_no_formula_however_split(text):
    cell = csv_text(text)
    assert csv_text_read(cell) == text
    line = io.StringIO()
    csv.writer(line, quoting=csv.QUOTE_NONNUMERIC).writerow(["x", cell, -3, "y"])
    assert formula_cells(line.getvalue()) == []


@st.composite
def tables(draw):
    names = draw(st.lists(NAMES, min_size=4, max_size=4, unique_by=player_key))
    return names


@examples(150)
@given(tables())
def test_a_sheets_csv_of_any_accepted_names_holds_no_formula_cell_however_split(names):
    entries = []
    for i, (declarer, won) in enumerate([(names[0], True), (names[1], False), (names[2], True)]):
        record = {"players": names, "game": "dreier", "declarer": declarer, "won": won}
        entries.append(Entry(entry_id=str(uuid.uuid4()), dealer=names[i], record=record,
                             result=settle(record)))  # fmt: skip
    text = csv_document(names, entries)
    assert formula_cells(text) == []
    rows = list(csv.reader(io.StringIO(text)))  # a reader that honours the quotes
    head = rows[0]
    assert [csv_text_read(h) for h in head[8:12]] == [f"{n} points" for n in names]
    for row, entry in zip(rows[1:], entries, strict=True):
        assert csv_text_read(row[2]) == entry.dealer
        assert csv_text_read(row[4]) == entry.record["declarer"]
        assert [int(x) for x in row[8:12]] == [entry.result["points"][n] for n in names]


def test_numbers_stay_bare_numbers_and_text_is_quoted():
    names = ["Anna", "Bernd", "Clara", "David"]
    record = {"players": names, "game": "dreier", "declarer": "Bernd", "won": False}
    entry = Entry(entry_id=str(uuid.uuid4()), dealer="Anna", record=record, result=settle(record))
    line = csv_document(names, [entry]).split("\r\n")[1]
    assert line.startswith(f'1,"{entry.entry_id}","Anna","dreier","Bernd","",0,0,')
    assert ",-12,4,4,4," in line  # a negative number is a number: bare, its minus a sign
