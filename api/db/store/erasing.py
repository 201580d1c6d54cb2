"""Erasing a sheet for good: its row and every entry go, a tombstone of its id stays."""

from __future__ import annotations

from sqlalchemy import delete, select

from ..models import DeletedSheet, Entry, Round, Sheet, utcnow
from .base import Id, StoreBase, bump


class Erasing(StoreBase):
    def delete_sheet(self, sheet_id: Id, token: str | None) -> str | None:
        """Erase a sheet for good, in one transaction: its row (title, names, totals, token
        hashes) and every entry go; a tombstone of its id (and when) stays, so every later
        request on the id is a 410 and the id is never created again. The sheet it continued
        forgets it (a version of its own); returns that sheet's id, if any."""
        unlinked = None
        with self._write.begin() as session:
            sheet = self._open(session, sheet_id, token, write=True)
            if sheet.continues is not None:
                before = session.scalars(
                    select(Sheet).where(Sheet.id == sheet.continues).with_for_update()
                ).one_or_none()
                if before is not None and sheet.id in (before.continued_by or ()):
                    before.continued_by = [s for s in before.continued_by if s != sheet.id]
                    bump(before)
                    unlinked = before.id
            if sheet.round_id is not None:  # the round's list of sheets changed: its phones learn
                held = session.get(Round, sheet.round_id, with_for_update=True)
                if held is not None:
                    held.version += 1
                    held.updated_at = utcnow()
            session.execute(delete(Entry).where(Entry.sheet_id == sheet.id))
            session.execute(delete(Sheet).where(Sheet.id == sheet.id))
            session.add(DeletedSheet(id=sheet.id, deleted_at=utcnow()))
        self._profiles.forget(sheet.id)
        return unlinked
