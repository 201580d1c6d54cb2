"""Importing an exported sheet: a new sheet (new id and tokens), every entry settled again."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import insert

from shared_rules.types import JsonObject, Record, Result

from .. import ledger
from ..models import Entry, Sheet, utcnow
from . import inputs, pot, settling, stats_tally, transfer
from .base import check_room
from .creating import Creating
from .playinput import check_play
from .views import SheetView


class Importing(Creating):
    def import_sheet(
        self, data: object, check_record: Callable[[str, Record], None] | None = None
    ) -> tuple[SheetView, str, str]:
        """A new sheet (new id and tokens) from an export; every entry is settled again.

        All or nothing: the first entry refused — by ``check_record(at, record)`` (the API's
        shape check, which raises ``Invalid``) or by the engine — makes the whole import a 422
        naming it, before any later entry costs anything. At most ``MAX_ENTRIES`` entries.
        """
        meta, official, items = transfer.read_export(data)
        check_room(0, len(items))
        sheet, edit_token, view_token = self._new_sheet(
            players=meta.get("players"),
            profile_data=official,
            house_rules=meta.get("house_rules"),
            title=meta.get("title", ""),
            first_dealer=meta.get("first_dealer"),
            cents_per_point=meta.get("cents_per_point"),
            stake=meta.get("stake"),
            # the sheet's life: names shown and the evening's link and carry travel with it (the
            # link names the exported sheet's id, which the import does not learn of)
            display_names=_renamed(meta.get("display_names")),
            continues=meta.get("continues"),
            carry=meta.get("carry"),
        )
        rows = self._imported_rows(sheet, items, check_record)
        with self._write.begin() as session:
            session.add(sheet)
            session.flush()
            if rows:  # one executemany, not an ORM object per entry
                session.execute(insert(Entry), rows)
            return self._sheet_view(session, sheet), edit_token, view_token

    def _imported_rows(
        self,
        sheet: Sheet,
        items: list[object],
        check_record: Callable[[str, Record], None] | None,
    ) -> list[JsonObject]:
        """The entries of an import as rows, each settled in deal order (against the pot the
        live ones before it left); the sheet's totals, version and counters set once at the
        end. Entry N gets deal number and version N, as if written one by one."""
        seen: set[str] = set()
        rows: list[JsonObject] = []
        counted: list[JsonObject] = []
        tally: list[tuple[int, Record, Result]] = []
        last_dealer: str | None = None
        held = pot.held(sheet.totals) if pot.sheet_has_pot(sheet) else None
        now = utcnow()
        for i, item in enumerate(items):
            at = f"entries.{i}"
            record = item.get("record") if isinstance(item, dict) else None
            if check_record is not None and isinstance(record, dict):
                check_record(at, record)
            read = transfer.read_entry(item, at, sheet.players, seen)
            given = item.get("play") if isinstance(item, dict) else None  # read_entry: a dict
            play = check_play(given, sheet, f"{at}.play")
            # an import without dealers: deal in turn
            dealer = read["dealer"] or settling.next_dealer(sheet, last_dealer)
            result = self._settle(sheet, read["record"], dealer, f"{at}.record", held)
            if not read["deleted"]:
                counted.append(ledger.contribution(result, counts=True))
                tally.append((i + 1, read["record"], result))
                last_dealer = dealer
                held = pot.after(result) if held is not None else None
            rows.append(
                {
                    "sheet_id": sheet.id,
                    "entry_id": read["id"],
                    "revision": read["revision"],
                    "seq": i + 1,
                    "dealer": dealer,
                    "record": read["record"],
                    "written": read["written"],
                    "play": play,
                    "result": result,
                    "deleted": read["deleted"],
                    "body_hash": inputs.body_hash(
                        read["record"], read["written"], read["deleted"], play=play
                    ),
                    "version": i + 1,
                    "created_at": now,
                    "updated_at": now,
                }
            )
        sheet.totals = ledger.summed(sheet.totals, counted)
        sheet.live_entries = len(counted)
        sheet.stats = stats_tally.counted(sheet.players, tally)
        sheet.version = len(rows)
        sheet.next_seq = len(rows) + 1
        sheet.updated_at = now
        return rows


def _renamed(display_names: object) -> object:
    """The renamed seats of an export's ``display_names`` (it lists every seat)."""
    if not isinstance(display_names, dict):
        return display_names
    return {seat: name for seat, name in display_names.items() if seat != name} or None
