"""A sheet out and back in: the JSON export (what an import takes), the CSV for spreadsheets, and
the reading of an import.

The CSV quotes every text cell and defuses formula cells (OWASP, CSV injection) for a reader that
splits on ``,``, on ``;`` (German and Austrian spreadsheets) or on TAB, honouring the quotes or
not: see ``csv_text``. Deal numbers, points, totals and cents stay numbers (unquoted whole numbers,
a minus only as their sign; an exact fraction ``p/q`` is a quoted cell).

>>> print(csv_document(["=1+1", "a;@SUM(1)", "Clara", "David"], []), end="")
"deal","entry_id","dealer","game","declarer","partner","won","schreibfehler","'=1+1 points","a;'@SUM(1) points",...
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Iterator
from typing import TypedDict

import shared_rules
from shared_rules.custom import custom_profile
from shared_rules.errors import json_safe
from shared_rules.families import profile_from_data, raw_profile
from shared_rules.profiles import DEFAULT_PROFILE
from shared_rules.types import JsonObject, Line, ProfileData, Record, Result

from .. import ledger
from ..errors import Invalid
from ..models import Entry, Sheet
from .inputs import canonical_uuid, check_record, check_revision, check_written
from .views import EntryView, SheetView

FORMAT = "tarock-sheet"
FORMAT_VERSION = 1
CSV_HEAD = ["deal", "entry_id", "dealer", "game", "declarer", "partner", "won", "schreibfehler"]
#: Where a reader may begin a cell: the start of the text and after a comma, semicolon, TAB or line
#: end (a reader splitting on ``;`` or TAB does not honour the quotes of a comma CSV). A cell whose
#: first character after blanks and quotes is ``=``, ``+``, ``-`` or ``@`` is a formula to a
#: spreadsheet; there ``csv_text`` puts a ``'``, and before a ``'`` too, so reading back is exact.
CSV_BREAKS = ",;\t\r\n"
CSV_FORMULA_START = "=+-@'"
_BLANKS = r'[\s"]*'  # what a reader may skip before it looks: any whitespace, quotes
_CELL_START = re.compile(
    f"(^|[{re.escape(CSV_BREAKS)}])({_BLANKS})(?=[{re.escape(CSV_FORMULA_START)}])"
)
_CELL_START_ESCAPED = re.compile(f"(^|[{re.escape(CSV_BREAKS)}])({_BLANKS})'")
#: the columns, first and last rows a sheet with a pot adds (Bayerisches Tarock)
CSV_POT = ["pot", "pot_total", "refills"]
CSV_STAKE = "Einsatz"
CSV_END = "Endstand"
#: rows written between two parts of ``csv_parts`` (a streamed CSV yields to other requests)
CSV_PART_ROWS = 20
#: the first row of a sheet that continues another (deal 0: where the evening stood)
CSV_CARRY = "Übertrag"


# --- export ------------------------------------------------------------------------------------


def export_document(
    view: SheetView, sheet: Sheet, entries: list[EntryView], exported_at: str
) -> JsonObject:
    """The whole sheet with its frozen profile and every entry view: what an import takes."""
    view["profile"]["data"] = sheet.profile_data
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "exported_at": exported_at,
        "sheet": view,
        "entries": entries,
    }


def csv_text(value: object) -> str:
    """A text cell a spreadsheet shows as text, however it splits the line: a ``'`` before the
    first character after blanks and quotes of the text and of every piece after a ``,``, ``;``,
    TAB or line end, if that character is ``=``, ``+``, ``-``, ``@`` or ``'``.

    >>> [csv_text(x) for x in ("Anna", "=HYPERLINK(1)", "-2+3", "@cmd", "'quoted", "Anna-Lena")]
    ['Anna', "'=HYPERLINK(1)", "'-2+3", "'@cmd", "''quoted", 'Anna-Lena']
    >>> csv_text("a;=1+1;b"), csv_text("x\\t@SUM(1)"), csv_text('a, "+1')
    ("a;'=1+1;b", "x\\t'@SUM(1)", 'a, "\\'+1')
    """
    text = "" if value is None else str(value)
    return _CELL_START.sub(r"\1\2'", text)


def csv_text_read(cell: str) -> str:
    """The text of a cell written by ``csv_text``.

    >>> csv_text_read("'=HYPERLINK(1)"), csv_text_read("''quoted"), csv_text_read("Anna")
    ('=HYPERLINK(1)', "'quoted", 'Anna')
    >>> csv_text_read("a;'=1+1;b"), csv_text_read("x\\t'@SUM(1)"), csv_text_read('a, "\\'+1')
    ('a;=1+1;b', 'x\\t@SUM(1)', 'a, "+1')
    """
    return _CELL_START_ESCAPED.sub(r"\1\2", cell)


def csv_document(
    players: list[str],
    entries: Iterable[Entry],
    opening: Line | None = None,
    *,
    names: dict[str, str] | None = None,
    carry: JsonObject | None = None,
) -> str:
    """The whole CSV at once (``csv_parts`` of one page of entries)."""
    return "".join(csv_parts(players, [entries], opening, names=names, carry=carry))


def csv_parts(
    players: list[str],
    pages: Iterable[Iterable[Entry]],
    opening: Line | None = None,
    *,
    names: dict[str, str] | None = None,
    carry: JsonObject | None = None,
) -> Iterator[str]:
    """One row per counted deal: points and running totals per player, then money; the text in
    parts (the head, then the rows in parts of ``CSV_PART_ROWS``, then the end), so a long sheet's CSV is
    written as its entries are read, page by page.

    Players are written by the names shown (``names``: seat → name, after a rename); a sheet
    that continues another (``carry``) opens with the row ``Übertrag`` (deal 0: where each
    player's evening stood) and its running totals go on from there.

    A sheet with a pot (``opening``: its stake line) adds the columns ``pot`` (what the pot gains
    in the row), ``pot_total`` (what it holds after it) and ``refills``, a first row ``Einsatz``
    (deal 0: the stakes paid in) and a last row ``Endstand`` (the totals, each player's money and
    what is left in the pot).
    """
    out = io.StringIO()
    # every str cell quoted (text, and an exact fraction "p/q"); whole numbers bare
    writer = csv.writer(out, lineterminator="\r\n", quoting=csv.QUOTE_NONNUMERIC)
    shown = {p: (names or {}).get(p, p) for p in players}

    def name(seat: object) -> str:
        return csv_text(shown.get(seat, seat) if isinstance(seat, str) else seat)

    def taken() -> str:
        text = out.getvalue()
        out.seek(0)
        out.truncate()
        return text

    writer.writerow(
        CSV_HEAD
        + [csv_text(f"{shown[p]} points") for p in players]
        + [csv_text(f"{shown[p]} total") for p in players]
        + [csv_text(f"{shown[p]} money_cents") for p in players]
        + (CSV_POT if opening is not None else [])
    )
    running = ledger.zero_totals(players)
    if carry is not None:
        start = {
            part: {p: carry.get(part, {}).get(p, 0) for p in players} for part in ledger.LEDGERS
        }
        running = ledger.apply_delta(running, ledger.contribution(None, False), start)
        writer.writerow(
            [0, "", "", csv_text(CSV_CARRY), "", "", "", ""]
            + [_cell(start["points"][p]) for p in players]
            + [_cell(running["points"][p]) for p in players]
            + [_cell(start["money_cents"][p]) for p in players]
        )
    if opening is not None:
        running = ledger.apply_delta(
            {**running, ledger.POT: {name: 0 for name in ledger.LEDGERS}},
            ledger.contribution(None, False),
            ledger.contribution(opening, True),
        )
        writer.writerow(
            [0, "", "", csv_text(CSV_STAKE), "", "", "", ""]
            + [opening["points"][p] for p in players]
            + [running["points"][p] for p in players]
            + [opening["money_cents"][p] for p in players]
            + [opening["pot"]["points"], running[ledger.POT]["points"], 0]
        )
    yield taken()
    n = 0
    for page in pages:
        for e in page:
            n += 1
            counted = ledger.contribution(e.result, counts=True)
            running = ledger.apply_delta(running, ledger.contribution(None, False), counted)
            rec, res = e.record, e.result or {}
            writer.writerow(
                [n, e.entry_id, name(e.dealer), csv_text(rec.get("game", "")),
                 name(res.get("declarer") or ""), name(res.get("partner") or ""),
                 _csv_bool(res.get("won") if ledger.POT in res else rec.get("won")), _csv_bool(bool(rec.get("writing_error")))]
                + [res.get("points", {}).get(p, 0) for p in players]
                + [running["points"][p] for p in players]
                + [res.get("money_cents", {}).get(p, 0) for p in players]
                + (_pot_cells(res, running) if opening is not None else [])
            )  # fmt: skip
            if n % CSV_PART_ROWS == 0:
                yield taken()
        yield taken()
    if opening is not None:
        writer.writerow(
            ["", "", "", csv_text(CSV_END), "", "", "", ""]
            + ["" for _ in players]
            + [running["points"][p] for p in players]
            + [running["money_cents"][p] for p in players]
            + ["", running[ledger.POT]["points"], ""]
        )
        yield taken()


def _cell(value: int | str) -> int | str:
    """An amount as a cell: a whole number bare, an exact fraction "p/q" as quoted text."""
    return value if isinstance(value, int) else csv_text(value)


def _pot_cells(result: Result, running: JsonObject) -> list[int]:
    refills = sum(1 for line in result.get("lines", ()) if line.get("item") == "refill")
    return [result.get(ledger.POT, {}).get("points", 0), running[ledger.POT]["points"], refills]


def _csv_bool(value: object) -> int | str:
    return "" if value is None else (1 if value else 0)


# --- import ------------------------------------------------------------------------------------


class ImportedEntry(TypedDict):
    """One entry of an export, checked (``read_entry``)."""

    id: str
    revision: int
    record: Record
    written: JsonObject | None
    deleted: bool
    dealer: str | None


def read_export(data: object) -> tuple[JsonObject, ProfileData, list[object]]:
    """(the sheet's fields, its official profile document, its entries) of an export."""
    if not isinstance(data, dict):
        raise Invalid("body", data, "expected an exported sheet (JSON object)")
    if data.get("format") != FORMAT:
        raise Invalid("format", data.get("format"), f"expected {FORMAT!r}")
    if data.get("format_version") != FORMAT_VERSION:
        raise Invalid("format_version", data.get("format_version"), f"expected {FORMAT_VERSION}")
    meta = data.get("sheet")
    if not isinstance(meta, dict):
        raise Invalid("sheet", meta, "expected the sheet object of an export")
    profile = meta.get("profile")
    if not isinstance(profile, dict):
        raise Invalid("sheet.profile", profile, "expected {id, version, data}")
    items = data.get("entries", [])
    if not isinstance(items, list):
        raise Invalid("entries", items, "expected a list of entries")
    frozen = profile.get("data")
    if isinstance(frozen, dict) and "base" in frozen:
        return meta, custom_frozen_profile(profile, frozen), items
    return meta, official_profile(profile), items


def custom_frozen_profile(ref: JsonObject, frozen: JsonObject) -> ProfileData:
    """A sheet's own rule set (docs/rules.md §4.2) as an export froze it, checked again: under its
    own id and name (never an official one's, as the engine builds it), on an official base of
    this server's version, a valid profile document. It keeps the label it was frozen with."""
    if "default" in frozen:
        raise Invalid("sheet.profile.data.default", ..., "a custom profile is never the default")
    base = frozen.get("base")
    base_id = base.get("id") if isinstance(base, dict) else None
    # the engine's checks of a custom profile's id, name and version, on its base
    label = {k: frozen.get(k) for k in ("id", "name", "version")}
    try:
        custom_profile(base_id, {**label, "switches": {}})  # type: ignore[arg-type]
    except shared_rules.RuleError as err:
        field = err.field.removeprefix("overlay") if err.field.startswith("overlay") else ".base.id"
        raise Invalid(
            f"sheet.profile.data{field}",
            json_safe(err.value),
            err.reason,
            kind=err.kind,
            code=err.code,
            params=err.params,
        ) from None
    for name in ("id", "version"):
        claimed = ref.get(name)
        if claimed is not None and claimed != frozen.get(name):
            raise Invalid(
                f"sheet.profile.{name}",
                claimed,
                f"the frozen custom profile says {frozen.get(name)!r}",
                kind="inconsistent",
            )
    official = raw_profile(base_id)
    if base != {"id": official["id"], "version": official["version"]}:
        raise Invalid(
            "sheet.profile.data.base",
            base,
            f"this server has {official['id']} version {official['version']}; a sheet is "
            "imported only with the profile it was played with",
            kind="not-allowed",
        )
    try:
        profile_from_data(frozen)
    except shared_rules.RuleError as err:
        raise Invalid(
            f"sheet.profile.data.{err.field}".rstrip("."),
            json_safe(err.value),
            err.reason,
            kind=err.kind,
            code=err.code,
            params=err.params,
        ) from None
    return frozen


def official_profile(ref: JsonObject) -> ProfileData:
    """The bundled profile an export names, if its frozen copy is exactly that profile.

    A sheet is imported only under an official label that tells the truth: the frozen document
    must equal the bundled profile of that id and version (a changed Rufer value is refused, not
    relabelled). An export without the document takes the bundled profile of its id.

    >>> official_profile({"id": "ooe-2023"})["id"]
    'ooe-2023'
    >>> official_profile({"id": "ooe-2023", "version": "1999"})
    Traceback (most recent call last):
    ...
    api.db.errors.Invalid: sheet.profile.version: this server has ooe-2023 version ...
    """
    frozen = ref.get("data")
    if frozen is not None and not isinstance(frozen, dict):
        raise Invalid("sheet.profile.data", ..., "expected a profile document")
    profile_id = ref.get("id") if frozen is None else frozen.get("id")
    field = "sheet.profile.id" if frozen is None else "sheet.profile.data.id"
    if profile_id is None and frozen is None:
        profile_id = DEFAULT_PROFILE
    try:
        official = raw_profile(profile_id)  # of either family
    except shared_rules.RuleError as err:
        raise Invalid(field, err.value, err.reason, kind=err.kind) from None
    for name in ("id", "version"):
        claimed = ref.get(name)
        if claimed is not None and claimed != official[name]:
            raise Invalid(
                f"sheet.profile.{name}",
                claimed,
                f"this server has {official['id']} version {official['version']}; a sheet is "
                "imported only with the profile it was played with",
                kind="not-allowed",
            )
    if frozen is not None and frozen != official:
        raise Invalid(
            "sheet.profile.data",
            ...,
            f"not the profile {official['id']} {official['version']} this server ships: an "
            "import keeps an official profile unchanged or is refused",
            kind="inconsistent",
        )
    return official


def read_entry(item: object, at: str, players: list[str], seen: set[str]) -> ImportedEntry:
    """One entry of an export, checked: id, revision, record, written, deleted, dealer (or None)."""
    if not isinstance(item, dict):
        raise Invalid(at, item, "expected an entry object")
    entry_id = canonical_uuid(item.get("id"), f"{at}.id")
    if entry_id in seen:
        raise Invalid(f"{at}.id", entry_id, "this entry id appears twice")
    seen.add(entry_id)
    revision = item.get("revision", 1)
    check_revision(revision, f"{at}.revision")
    record = check_record(item.get("record"), f"{at}.record")
    written = check_written(item.get("written"), players, f"{at}.written")
    deleted = item.get("deleted", False)
    if not isinstance(deleted, bool):
        raise Invalid(f"{at}.deleted", deleted, "expected true or false")
    dealer = item.get("dealer", record.get("dealer"))
    if dealer is not None and dealer not in players:
        raise Invalid(f"{at}.dealer", dealer, "not a player on this sheet")
    return {
        "id": entry_id,
        "revision": revision,
        "record": record,
        "written": written,
        "deleted": deleted,
        "dealer": dealer,
    }
