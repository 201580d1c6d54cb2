"""Reading a sheet: its version, a page of its live entries, its frozen profile, the entries
changed since a version (its export, read in pages too, is ``exporting``)."""

from __future__ import annotations

from sqlalchemy import select

from shared_rules.types import JsonObject

from ..errors import Invalid
from ..models import Entry
from . import inputs, views
from .base import Id, StoreBase
from .views import SheetView

#: GET /sheets/{id}: live entries per page by default, and at most
PAGE_DEFAULT = 200
PAGE_MAX = 500


class Reading(StoreBase):
    def version(self, sheet_id: Id, token: str | None) -> int:
        """Only the version (cheap: for If-None-Match)."""
        with self._read() as session:
            return self._open(session, sheet_id, token, write=False).version

    def get_sheet(
        self, sheet_id: Id, token: str | None, *, limit: int = PAGE_DEFAULT, after: int = 0
    ) -> SheetView:
        """The sheet with one page of its live entries: those with a deal number (``seq``)
        above ``after``, at most ``limit``; ``next_after`` is the ``after`` of the next page
        (None on the last). Its cost does not grow with the sheet: totals are the sheet row's,
        the page is read by the (sheet, seq) index."""
        check_sheet_page(limit, after)
        with self._read() as session, session.begin():
            sheet = self._open(session, sheet_id, token, write=False)
            rows = session.scalars(
                select(Entry)
                .where(Entry.sheet_id == sheet.id, Entry.deleted.is_(False), Entry.seq > after)
                .order_by(Entry.seq)
                .limit(limit + 1)
            ).all()
            more = len(rows) > limit
            rows = rows[:limit]
            view = self._sheet_view(session, sheet, entries=rows)
            view["next_after"] = rows[-1].seq if more else None
            table = self._table_of(session, sheet)
            if table is not None:  # a tournament's table: the phone at it can confirm its result
                view["tournament_table"] = table
            return view

    def frozen_profile(self, sheet_id: Id, token: str | None) -> JsonObject:
        with self._read() as session:
            sheet = self._open(session, sheet_id, token, write=False)
            return {"profile": sheet.profile_data, "house_rules": sheet.house_rules}

    def changes(
        self, sheet_id: Id, token: str | None, since: int = 0, limit: int = 500
    ) -> JsonObject:
        """Entries (tombstones included) changed after version ``since``, oldest change first."""
        inputs.check_page(since, limit)
        with self._read() as session, session.begin():
            sheet = self._open(session, sheet_id, token, write=False)
            rows = session.scalars(
                select(Entry)
                .where(
                    Entry.sheet_id == sheet.id,
                    Entry.version > since,
                    Entry.version <= sheet.version,
                )
                .order_by(Entry.version)
                .limit(limit + 1)
            ).all()
            more = len(rows) > limit
            rows = rows[:limit]
            return {
                "sheet": self._sheet_view(session, sheet),
                "since": since,
                "version": sheet.version,
                "entries": [views.entry_view(sheet, e) for e in rows],
                "more": more,
                "next_since": rows[-1].version if more else sheet.version,
            }


def check_sheet_page(limit: object, after: object) -> None:
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= PAGE_MAX:
        raise Invalid("limit", limit, f"expected 1 to {PAGE_MAX}")
    if (
        isinstance(after, bool)
        or not isinstance(after, int)
        or not 0 <= after <= inputs.MAX_VERSION
    ):
        raise Invalid("after", after, "expected a deal number from 0 (the first page)")
