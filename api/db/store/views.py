"""What a client sees of a sheet and of an entry: plain JSON documents, built without a query."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime

from .. import ledger
from ..models import Entry, Sheet


@dataclass
class Outcome:
    """The answer of a write: what happened, the entry as stored, the sheet after the write."""

    outcome: str  # created | updated | deleted | unchanged | stale
    entry: dict
    sheet: dict

    @property
    def changed(self) -> bool:
        return self.outcome in ("created", "updated", "deleted")


def iso(ts: datetime | None) -> str | None:
    """A timestamp as ISO 8601 UTC with ``Z``.

    >>> iso(datetime(2026, 11, 30, 21, 0))
    '2026-11-30T21:00:00Z'
    """
    if ts is None:
        return None
    if ts.tzinfo is None:  # SQLite hands back naive UTC
        ts = ts.replace(tzinfo=UTC)
    return ts.astimezone(UTC).isoformat().replace("+00:00", "Z")


def sheet_view(sheet: Sheet, next_dealer: str, entries: Iterable[Entry] | None = None) -> dict:
    """The sheet: players, frozen profile, version, totals, who deals next (and its entries)."""
    forehand, _active = ledger.seating(sheet.players, next_dealer)
    view = {
        "id": sheet.id,
        "title": sheet.title,
        "profile": {"id": sheet.profile_id, "version": sheet.profile_version},
        "house_rules": sheet.house_rules,
        "players": sheet.players,
        "first_dealer": sheet.first_dealer,
        "cents_per_point": sheet.cents_per_point,
        "version": sheet.version,
        "deals": sheet.live_entries,
        "totals": sheet.totals,
        "next_dealer": next_dealer,
        "next_forehand": forehand,
        "sitting_out": next_dealer if len(sheet.players) == 5 else None,
        "created_at": iso(sheet.created_at),
        "updated_at": iso(sheet.updated_at),
    }
    if entries is not None:
        view["entries"] = [entry_view(sheet, e) for e in entries]
    return view


def entry_view(sheet: Sheet, entry: Entry) -> dict:
    """One entry of the log, tombstones included (their record kept, counting 0)."""
    forehand = entry.record.get("forehand") or ledger.seating(sheet.players, entry.dealer)[0]
    return {
        "id": entry.entry_id,
        "revision": entry.revision,
        "seq": entry.seq,
        "version": entry.version,
        "dealer": entry.dealer,
        "forehand": forehand,
        "deleted": entry.deleted,
        "schreibfehler": bool(entry.record.get("writing_error")),
        "record": entry.record,
        "written": entry.written,
        "result": entry.result,
        "created_at": iso(entry.created_at),
        "updated_at": iso(entry.updated_at),
    }
