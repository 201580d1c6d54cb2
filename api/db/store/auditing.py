"""The audit: every live entry settled again and compared with the numbers written on paper."""

from __future__ import annotations

from shared_rules.types import JsonObject, Result

from ..errors import Invalid
from ..models import Entry
from . import audit, inputs, pot
from .base import Id, StoreBase, live_entries


class Auditing(StoreBase):
    def audit(
        self, sheet_id: Id, token: str | None, written: JsonObject | None = None
    ) -> JsonObject:
        """Recompute every live entry; compare with the numbers written on paper.

        ``written`` optionally maps entry ids to ``{"points": {...}, "totals": {...}}`` and takes
        precedence over the numbers stored with the entries (see ``audit``).
        """
        if written is not None and not isinstance(written, dict):
            raise Invalid("written", written, "expected {entry_id: {points, totals}}")
        with self._read() as session, session.begin():
            sheet = self._open(session, sheet_id, token, write=False)
            overrides: dict[str, JsonObject | None] = {}
            for key, value in (written or {}).items():
                eid = inputs.canonical_uuid(key, f"written.{key}")
                overrides[eid] = inputs.check_written(value, sheet.players, f"written.{key}")
            entries = live_entries(session, sheet)
            known = {e.entry_id for e in entries}
            for eid in overrides:
                if eid not in known:
                    raise Invalid(f"written.{eid}", eid, "no live entry with this id")
            carried: dict[str, int | None] = {
                "pot": pot.opening_pot(sheet) if pot.sheet_has_pot(sheet) else None
            }

            def settle_again(e: Entry) -> Result:  # in deal order, the pot carried on
                result = self._settle(sheet, e.record, e.dealer, "record", carried["pot"])
                if carried["pot"] is not None:
                    carried["pot"] = pot.after(result)
                return result

            return audit.audit_report(
                sheet.id,
                sheet.version,
                list(sheet.players),
                entries,
                settle_again,
                overrides,
                sheet.totals,
                start=pot.start_totals(sheet, self._profiles.get(sheet)),
            )
