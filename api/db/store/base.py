"""What every store operation shares: the database, the frozen profiles, a sheet opened under
its token (locked for a write), the engine settling an entry on it, and the views it answers.

The operations themselves are one module each (``creating``, ``reading``, ``entries``,
``importing``, ``erasing``, ``auditing``); ``Store`` (``__init__``) is all of them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from uuid import UUID

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session, object_session, sessionmaker

from shared_rules.families import family_of_profile
from shared_rules.types import JsonObject, Record, Result

from .. import ledger
from ..engine import WRITE_OPTION
from ..errors import Gone, Invalid, InvalidToken
from ..models import MAX_ENTRIES, DeletedSheet, Entry, Round, Sheet, utcnow
from . import access, pot, settling, stats_tally, views
from .views import Outcome, SheetView

#: A sheet or entry id: a UUID, or its text (checked where it is used).
Id = str | UUID


class StoreBase:
    """The database and the profile cache every operation uses, and what they share."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._read = sessionmaker(engine, expire_on_commit=False)
        self._write = sessionmaker(
            engine.execution_options(**{WRITE_OPTION: True}), expire_on_commit=False
        )
        self._profiles = settling.ProfileCache()

    def authorize(self, sheet_id: Id, token: str | None, *, write: bool) -> str:
        """Raise what the token earns on this sheet (401, 403), before any body is read; else
        the sheet's game family (which shape its entries have).

        The write itself checks again, under the sheet's lock: this check only comes first.
        """
        with self._read() as session:
            sheet = self._open(session, sheet_id, token, write=write, lock=False)
            return family_of_profile(sheet.profile_data).id

    def _open(
        self, session: Session, sheet_id: Id, token: str | None, *, write: bool, lock: bool = True
    ) -> Sheet:
        """The sheet if the token opens it — locked for a write — else the error to answer."""
        token = access.require_token(token)
        key = access.sheet_key(sheet_id)
        sheet = None
        if key is not None:
            stmt = select(Sheet).where(Sheet.id == key)
            sheet = session.scalars(stmt.with_for_update() if write and lock else stmt).first()
            if sheet is None:
                check_not_deleted(session, key)
        if sheet is not None and sheet.round_id is not None:
            try:
                return access.check_token(sheet, token, write=write)
            except InvalidToken:
                # a sheet of a round opens with the round's tokens too (its link gives a phone
                # every sheet of the round): edit → edit, view → view
                access.opens(session.get(Round, sheet.round_id), token, write=write, what="sheet")
                return sheet
        return access.check_token(sheet, token, write=write)

    def _adding_deal(self, session: Session, sheet: Sheet) -> None:
        """Called in a write's transaction before a deal more counts on ``sheet`` (a new entry, or
        a deleted one brought back); raises to refuse it. Any sheet takes one (up to
        ``MAX_ENTRIES``); a tournament's table refuses one past its due deals (``tournaments``)."""

    def _table_of(self, session: Session, sheet: Sheet) -> JsonObject | None:
        """What a sheet's own GET says of it as a tournament's table (``tournaments``); an
        ordinary sheet is none."""
        return None

    def _settle(
        self, sheet: Sheet, record: Record, dealer: str, prefix: str, held: int | None = None
    ) -> Result:
        return settling.settle_entry(sheet, record, dealer, prefix, self._profiles.get(sheet), held)

    def _view(
        self, sheet: Sheet, next_dealer: str, entries: Iterable[Entry] | None = None
    ) -> SheetView:
        opening = (
            pot.opening(sheet, self._profiles.get(sheet)) if pot.sheet_has_pot(sheet) else None
        )
        return views.sheet_view(sheet, next_dealer, entries, opening=opening)

    def _next_dealer(self, session: Session, sheet: Sheet) -> str:
        last = session.scalars(
            select(Entry.dealer)
            .where(Entry.sheet_id == sheet.id, Entry.deleted.is_(False))
            .order_by(Entry.seq.desc())
            .limit(1)
        ).first()
        return settling.next_dealer(sheet, last)

    def _sheet_view(
        self, session: Session, sheet: Sheet, entries: Iterable[Entry] | None = None
    ) -> SheetView:
        return self._view(sheet, self._next_dealer(session, sheet), entries)

    def _outcome(self, session: Session, sheet: Sheet, entry: Entry, outcome: str) -> Outcome:
        return Outcome(outcome, views.entry_view(sheet, entry), self._sheet_view(session, sheet))


def check_not_deleted(session: Session, sheet_id: str) -> None:
    """410 for the id of a deleted sheet (asked only when no sheet has the id)."""
    if session.get(DeletedSheet, sheet_id) is not None:
        raise Gone(f"Sheet {sheet_id} was deleted by its owner; nothing of it is kept.")


def check_room(entries: int, adding: int) -> None:
    """Refuse ``adding`` entries to a sheet of ``entries``: it holds at most ``MAX_ENTRIES``,
    deleted ones included."""
    if entries + adding > MAX_ENTRIES:
        raise _too_many(entries if entries >= MAX_ENTRIES else entries + adding)


def _too_many(entries: int) -> Invalid:
    return Invalid(
        "entries",
        None,
        f"a sheet holds at most {MAX_ENTRIES:,} entries, deleted ones included (this one "
        f"{'has' if entries <= MAX_ENTRIES else 'would have'} {entries:,}): start a new sheet",
        kind="not-allowed",
    )


def find_entry(session: Session, sheet: Sheet, entry_id: str) -> Entry | None:
    return session.scalars(
        select(Entry).where(Entry.sheet_id == sheet.id, Entry.entry_id == entry_id)
    ).one_or_none()


def live_entries(session: Session, sheet: Sheet) -> Sequence[Entry]:
    """The sheet's entries that count (not tombstoned), in the order they were first written."""
    return session.scalars(
        select(Entry)
        .where(Entry.sheet_id == sheet.id, Entry.deleted.is_(False))
        .order_by(Entry.seq)
    ).all()


def bump(sheet: Sheet) -> int:
    sheet.version += 1
    sheet.updated_at = utcnow()
    return sheet.version


def replace(
    sheet: Sheet,
    entry: Entry,
    *,
    dealer: str,
    result: Result | None,
    deleted: bool,
    record: Record | None = None,
) -> None:
    """Swap an entry's contribution to the totals and the statistics' tally (``record``: the
    entry's new record, if it changes): O(players), whatever the log's length — but for the rare
    change that leaves the tally not knowing where a game first came (``stats_tally``), which
    counts the sheet's live entries again."""
    old = ledger.contribution(entry.result, counts=not entry.deleted)
    new = ledger.contribution(result, counts=not deleted)
    sheet.totals = ledger.apply_delta(sheet.totals, old, new)
    sheet.live_entries += int(entry.deleted) - int(deleted)
    record = entry.record if record is None else record
    players = sheet.players
    gone = (
        {}
        if entry.deleted
        else stats_tally.entry_tally(players, entry.seq, entry.record, entry.result)
    )
    came = {} if deleted else stats_tally.entry_tally(players, entry.seq, record, result)
    entry.dealer = dealer
    entry.result = result
    entry.deleted = deleted
    entry.record = record
    if gone or came:
        sheet.stats = stats_tally.moved(sheet.stats or {}, gone, came)
        if stats_tally.needs_recount(sheet.stats):
            sheet.stats = stats_tally.counted(players, _live_in_session(sheet))


def _live_in_session(sheet: Sheet) -> list[tuple[int, Record, Result | None]]:
    """The sheet's live entries as this transaction has them (changes not yet flushed
    included), in deal order."""
    session = object_session(sheet)
    assert session is not None  # a sheet being written is in its write's session
    with session.no_autoflush:
        rows = session.scalars(select(Entry).where(Entry.sheet_id == sheet.id)).all()
    live = [e for e in (*rows, *(e for e in session.new if isinstance(e, Entry))) if not e.deleted]
    unique = {id(e): e for e in live if e.sheet_id == sheet.id}.values()
    return sorted(((e.seq, e.record, e.result) for e in unique), key=lambda t: t[0])
