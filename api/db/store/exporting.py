"""A sheet's export (JSON with everything, CSV of the counted deals), read in pages.

A sheet holds up to 10,000 entries (12–17 MB of JSON): read and encoded at once, one export held
its worker's CPU for seconds and a few dozen at once got the worker killed (issue 32). So an export
is read page by page, by deal number (keyset: the ``(sheet, seq)`` index), each page in a short
transaction of its own that opens the sheet under the token again — a token that stops opening
the sheet ends the export — and finds the sheet at the version the export began with. A write
between two pages ends the export with ``ExportChanged``: what was sent so far is cut off (the
HTTP answer is streamed, so the client sees an incomplete download, never a mixed one) and the
client exports again. The first transaction reads the head and the first page, so a sheet of one
page is one transaction, as before.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from shared_rules.types import JsonObject

from ..errors import StoreError
from ..models import Entry, utcnow
from . import pot, transfer, views
from .base import Id, StoreBase
from .views import EntryView

#: Entries per page (per transaction) of an export: a few ms to read, so a worker's other requests
#: wait little between two (SQLite reads do not yield to them).
EXPORT_PAGE = 50


class ExportChanged(StoreError):
    """The sheet changed while its export was being read (between two pages)."""

    status, slug, title = 409, "export-changed", "The sheet changed during its export"


@dataclass(frozen=True)
class JsonExport:
    """An export under way: its head (everything but the entries) and its pages of entries."""

    head: JsonObject
    version: int
    pages: Iterator[list[EntryView]]


class Exporting(StoreBase):
    def export_json(self, sheet_id: Id, token: str | None) -> JsonObject:
        """The whole sheet, tombstones included, with its frozen profile: enough to import it
        (at once: ``export_json_pages`` reads it page by page)."""
        export = self.export_json_pages(sheet_id, token)
        return {**export.head, "entries": [e for page in export.pages for e in page]}

    def export_json_pages(
        self, sheet_id: Id, token: str | None, page: int | None = None
    ) -> JsonExport:
        """The export's head now (the token checked: a refusal raises here, before anything is
        sent) and its entries page by page (``page`` entries, default ``EXPORT_PAGE``), tombstones
        included, in deal order."""
        page = page or EXPORT_PAGE
        with self._read() as session, session.begin():
            sheet = self._open(session, sheet_id, token, write=False)
            head = transfer.export_document(
                self._sheet_view(session, sheet), sheet, [], exported_at=views.iso(utcnow()) or ""
            )
            del head["entries"]
            first = _entries(session, sheet.id, 0, page, live_only=False)
            version = sheet.version
        held = sheet  # its columns stay loaded after the transaction (entry_view reads players)

        def pages() -> Iterator[list[EntryView]]:
            rows = first
            while True:
                yield [views.entry_view(held, e) for e in rows[:page]]
                if len(rows) <= page:
                    return
                rows = self._export_page(sheet_id, token, version, rows[page - 1].seq, page, False)

        return JsonExport(head, version, pages())

    def export_csv_parts(
        self, sheet_id: Id, token: str | None, page: int | None = None
    ) -> Iterator[str]:
        """One row per counted deal: points and running totals per player, then money; the head
        read now (the token checked), the rows as the pages are read."""
        page = page or EXPORT_PAGE
        with self._read() as session, session.begin():
            sheet = self._open(session, sheet_id, token, write=False)
            players, names, carry = list(sheet.players), sheet.display_names, sheet.carry
            opening = pot.opening(sheet, self._profiles.get(sheet))
            first = _entries(session, sheet.id, 0, page, live_only=True)
            version = sheet.version

        def pages() -> Iterator[list[Entry]]:
            rows = first
            while True:
                yield rows[:page]
                if len(rows) <= page:
                    return
                rows = self._export_page(sheet_id, token, version, rows[page - 1].seq, page, True)

        return transfer.csv_parts(players, pages(), opening, names=names, carry=carry)

    def export_csv(self, sheet_id: Id, token: str | None) -> str:
        """The CSV at once (``export_csv_parts`` joined)."""
        return "".join(self.export_csv_parts(sheet_id, token))

    def _export_page(
        self, sheet_id: Id, token: str | None, version: int, after: int, page: int, live: bool
    ) -> list[Entry]:
        """The next page (and one entry more, to tell whether another follows), in a transaction
        of its own that opens the sheet under the token again and finds it unchanged."""
        with self._read() as session, session.begin():
            sheet = self._open(session, sheet_id, token, write=False)
            if sheet.version != version:
                raise ExportChanged(
                    f"Sheet {sheet.id} changed (version {version} → {sheet.version}) while it "
                    "was being exported; export it again."
                )
            return _entries(session, sheet.id, after, page, live_only=live)


def _entries(
    session: Session, sheet_id: str, after: int, page: int, *, live_only: bool
) -> list[Entry]:
    """Up to ``page`` + 1 entries with a deal number above ``after``, in deal order."""
    query = select(Entry).where(Entry.sheet_id == sheet_id, Entry.seq > after)
    if live_only:
        query = query.where(Entry.deleted.is_(False))
    return list(session.scalars(query.order_by(Entry.seq).limit(page + 1)).all())
