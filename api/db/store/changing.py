"""Changing a sheet after its creation (PATCH): a player renamed, the sheet archived or restored.

Each change sets a value (the names shown, archived or not), so a phone resending it from its
outbox after a lost answer changes nothing the second time (``unchanged``, no new version). A
change that changes something is a version of the sheet, like an entry's, so every phone of the
table learns it through ``changes?since=`` and the live stream (the sheet in the answer).
"""

from __future__ import annotations

from collections.abc import Collection

from ..errors import Invalid
from ..models import Sheet, utcnow
from . import access, life
from .base import Id, StoreBase, bump
from .views import SheetView


class Changing(StoreBase):
    def patch_sheet(
        self,
        sheet_id: Id,
        token: str | None,
        *,
        display_names: object = None,
        archived: object = None,
        if_match: int | Collection[int] | None = None,
    ) -> tuple[SheetView, str]:
        """Rename players (``display_names``: seat → new name; the seat's own name undoes a
        rename) and/or archive or restore the sheet. Returns (sheet view, "updated" or
        "unchanged"). Joining or leaving a round as well: ``Rounds.set_sheet_round``, which
        takes these two in its transaction."""
        if display_names is None and archived is None:
            raise Invalid("body", None, "expected display_names, archived and/or round")
        check_archived(archived)
        with self._write.begin() as session:
            sheet = self._open(session, sheet_id, token, write=True)
            access.check_if_match(sheet.version, if_match)
            changed = apply_changes(sheet, display_names, archived)
            if changed:
                bump(sheet)
            return self._sheet_view(session, sheet), "updated" if changed else "unchanged"


def check_archived(archived: object) -> None:
    """``archived`` is absent (None), true or false: checked before anything is opened."""
    if archived is not None and not isinstance(archived, bool):
        raise Invalid("archived", archived, "expected true or false")


def apply_changes(sheet: Sheet, display_names: object, archived: object) -> bool:
    """The names shown and the archive set on ``sheet`` (in the caller's transaction, which a
    refusal here rolls back whole); True if that changed anything. The caller bumps the version."""
    changed = False
    if display_names is not None:
        names = life.check_display_names(
            display_names,
            sheet.players,
            dict(sheet.display_names or {}),
            others=life.leavers(sheet.players, sheet.carry),
        )
        if names != (sheet.display_names or {}):
            sheet.display_names = names
            changed = True
    if archived is not None and archived != (sheet.archived_at is not None):
        sheet.archived_at = utcnow() if archived else None
        changed = True
    return changed
