"""Writing an entry: the idempotent upsert by client revision and the tombstone (see the package
doc for the rules), each moving the running totals by the entry's old and new contribution only;
on a sheet with a pot the later entries the change moves are settled again (the engine's
``carry_pot``), up to the first that finds the pot it found before."""

from __future__ import annotations

from collections.abc import Collection

from sqlalchemy import select
from sqlalchemy.orm import Session

from shared_rules.haferl import carry_pot
from shared_rules.types import JsonObject, Record, Result

from ..errors import Conflict, NotFound
from ..models import Entry, Sheet
from . import access, inputs, pot, settling, views
from .base import Id, StoreBase, bump, check_room, find_entry, replace
from .playinput import check_play
from .views import Outcome


class Entries(StoreBase):
    def put_entry(
        self,
        sheet_id: Id,
        token: str | None,
        entry_id: Id,
        *,
        revision: int,
        record: Record,
        written: JsonObject | None = None,
        play: JsonObject | None = None,
        if_match: int | Collection[int] | None = None,
    ) -> Outcome:
        """Idempotent upsert of one entry (see the module doc for the revision rules)."""
        entry_id = inputs.canonical_uuid(entry_id)
        inputs.check_revision(revision)
        record = inputs.check_record(record)
        with self._write.begin() as session:
            sheet = self._open(session, sheet_id, token, write=True)
            access.check_if_match(sheet.version, if_match)
            written = inputs.check_written(written, sheet.players)
            play = check_play(play, sheet)
            entry = find_entry(session, sheet, entry_id)
            if entry is None:
                check_room(sheet.next_seq - 1, 1)
            body_hash = inputs.body_hash(record, written, play=play)
            if entry is not None:
                if revision < entry.revision:
                    return self._outcome(session, sheet, entry, "stale")
                if revision == entry.revision:
                    if entry.body_hash == body_hash:
                        return self._outcome(session, sheet, entry, "unchanged")
                    raise Conflict(
                        f"Entry {entry_id} already has revision {revision} with other content; "
                        "send it again with a higher revision to replace it.",
                        entry=views.entry_view(sheet, entry),
                    )
            if entry is None or entry.deleted:  # a deal more counts: may the sheet take one?
                self._adding_deal(session, sheet)
            dealer = settling.entry_dealer(
                sheet,
                record,
                entry.dealer if entry is not None else None,
                lambda: self._next_dealer(session, sheet),
            )
            result = self._settle(
                sheet, record, dealer, "record", self._pot_before(session, sheet, entry)
            )
            version = bump(sheet)
            if entry is None:
                entry = Entry(
                    sheet_id=sheet.id,
                    entry_id=entry_id,
                    seq=sheet.next_seq,
                    created_at=sheet.updated_at,
                    deleted=True,  # counts nothing yet: _replace adds its contribution
                    result=None,
                )
                sheet.next_seq += 1
                session.add(entry)
                outcome = "created"
            else:
                outcome = "updated"
            replace(sheet, entry, dealer=dealer, result=result, deleted=False, record=record)
            entry.revision = revision
            entry.written = written
            entry.play = play
            entry.body_hash = body_hash
            entry.version = version
            entry.updated_at = sheet.updated_at
            if outcome == "updated":  # a new entry is the last: nothing after it to carry on
                self._carry_pot(session, sheet, entry)
            return self._outcome(session, sheet, entry, outcome)

    def delete_entry(
        self,
        sheet_id: Id,
        token: str | None,
        entry_id: Id,
        *,
        revision: int | None = None,
        if_match: int | Collection[int] | None = None,
    ) -> Outcome:
        """Tombstone an entry: it stays in the log (record kept) and counts nothing."""
        entry_id = inputs.canonical_uuid(entry_id)
        if revision is not None:
            inputs.check_revision(revision)
        with self._write.begin() as session:
            sheet = self._open(session, sheet_id, token, write=True)
            access.check_if_match(sheet.version, if_match)
            entry = find_entry(session, sheet, entry_id)
            if entry is None:
                raise NotFound(f"The sheet has no entry {entry_id}.")
            if revision is None:
                revision = entry.revision if entry.deleted else entry.revision + 1
            if revision < entry.revision:
                return self._outcome(session, sheet, entry, "stale")
            if revision == entry.revision:
                if entry.deleted:
                    return self._outcome(session, sheet, entry, "unchanged")
                raise Conflict(
                    f"Entry {entry_id} already has revision {revision} (not deleted); "
                    "delete with a higher revision.",
                    entry=views.entry_view(sheet, entry),
                )
            version = bump(sheet)
            replace(sheet, entry, dealer=entry.dealer, result=entry.result, deleted=True)
            entry.revision = revision
            entry.body_hash = inputs.body_hash(
                entry.record, entry.written, deleted=True, play=entry.play
            )
            entry.version = version
            entry.updated_at = sheet.updated_at
            self._carry_pot(session, sheet, entry)
            return self._outcome(session, sheet, entry, "deleted")

    def _pot_before(self, session: Session, sheet: Sheet, entry: Entry | None) -> int | None:
        """The pot an entry finds (None without a pot): a new entry, the totals' (it comes
        last); a live one, what it found; a tombstone coming back, what the live entry before
        it left."""
        if not pot.sheet_has_pot(sheet):
            return None
        if entry is None:
            return pot.held(sheet.totals)
        if not entry.deleted and entry.result is not None:
            return pot.before(entry.result)
        previous = session.scalars(
            select(Entry.result)
            .where(Entry.sheet_id == sheet.id, Entry.deleted.is_(False), Entry.seq < entry.seq)
            .order_by(Entry.seq.desc())
            .limit(1)
        ).first()
        return pot.opening_pot(sheet) if previous is None else pot.after(previous)

    def _carry_pot(self, session: Session, sheet: Sheet, changed: Entry) -> None:
        """Settle the live entries after ``changed`` again against the pot it now leaves, up to
        the first that finds the pot it found before (each a change: a version of its own)."""
        if not pot.sheet_has_pot(sheet) or changed.result is None:
            return
        held = pot.before(changed.result) if changed.deleted else pot.after(changed.result)
        later = session.scalars(
            select(Entry)
            .where(Entry.sheet_id == sheet.id, Entry.deleted.is_(False), Entry.seq > changed.seq)
            .order_by(Entry.seq)
        ).all()

        def settle(e: Entry, held: int) -> Result:
            return self._settle(sheet, e.record, e.dealer, "record", held)

        def found(e: Entry) -> int | None:
            return pot.before(e.result) if e.result is not None else None

        for e, result in carry_pot(later, held, settle, found):
            replace(sheet, e, dealer=e.dealer, result=result, deleted=False)
            e.version = bump(sheet)
            e.updated_at = sheet.updated_at
