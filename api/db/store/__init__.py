"""The score-sheet store: a thin transactional shell — open, check, change, view.

Each operation opens one transaction, checks the token (``access``) and the input (``inputs``),
changes the sheet and its entry log (settling entries with ``settling``), and answers with a view
(``views``); export, CSV and import are ``transfer``, the audit is ``audit``. Those modules never
touch a database; this one does nothing else.

Every write runs in one transaction that first locks the sheet (``SELECT … FOR UPDATE`` in
PostgreSQL, ``BEGIN IMMEDIATE`` in SQLite), checks the token, applies the change, bumps the sheet's
``version`` by one and moves the running totals by the entry's old and new contribution only — no
write ever reads the whole log. Entries are keyed by client UUIDs and carry a client revision:

* a new id is inserted; a higher revision replaces the stored one; a lower revision changes nothing
  (``stale``); the same revision with the same body changes nothing (``unchanged``); the same
  revision with a different body is a ``Conflict`` (two devices edited the same revision);
* DELETE makes a tombstone (a new revision that counts nothing); its record is kept, so nothing a
  user entered is dropped and a later PUT with a higher revision brings it back.

Entries are settled against the profile frozen into the sheet at creation (with its house rules),
so a later profile change never rewrites an old sheet.

A sheet of a family with a pot (Bayerisches Tarock: ``pot``) opens with the stake line and settles
each entry against the pot the live entries before it left: a new entry finds the pot of the
totals (an append stays O(players)); a change to an earlier entry that leaves a different pot
settles the later entries again, each a change of its own (a version each), up to the first that
finds the pot it found before.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Collection, Sequence
from uuid import UUID

from sqlalchemy import Engine, delete, insert, select, text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

import shared_rules
from shared_rules.catalogue import KOENIGRUFEN
from shared_rules.families import profile_from_data, raw_profile
from shared_rules.profiles import DEFAULT_PROFILE

from .. import ledger
from ..engine import WRITE_OPTION
from ..errors import Conflict, Gone, Invalid, NotFound, SheetExists, Unauthorized
from ..models import MAX_ENTRIES, DeletedSheet, Entry, Sheet, utcnow
from . import access, audit, inputs, pot, settling, transfer, views
from .transfer import csv_text, csv_text_read
from .views import Outcome

__all__ = ["MAX_ENTRIES", "Outcome", "Store", "csv_text", "csv_text_read"]

#: A sheet or entry id: a UUID, or its text (checked where it is used).
Id = str | UUID


#: GET /sheets/{id}: live entries per page by default, and at most
PAGE_DEFAULT = 200
PAGE_MAX = 500

#: what a client may set when it creates a sheet
SHEET_SETTINGS = frozenset(
    {"players", "profile", "house_rules", "title", "first_dealer", "cents_per_point", "stake"}
)


class Store:
    """All operations on sheets. Methods taking ``token`` check it before anything else."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self._read = sessionmaker(engine, expire_on_commit=False)
        self._write = sessionmaker(
            engine.execution_options(**{WRITE_OPTION: True}), expire_on_commit=False
        )
        self._profiles = settling.ProfileCache()

    def ping(self) -> bool:
        with self.engine.connect() as conn:
            return conn.execute(text("SELECT 1")).scalar() == 1

    # --- opening ----------------------------------------------------------------------------

    def authorize(self, sheet_id: Id, token: str | None, *, write: bool) -> str:
        """Raise what the token earns on this sheet (401, 403), before any body is read; else
        the sheet's game family (which shape its entries have).

        The write itself checks again, under the sheet's lock: this check only comes first.
        """
        with self._read() as session:
            sheet = self._open(session, sheet_id, token, write=write, lock=False)
            return sheet.profile_data.get("family", KOENIGRUFEN)

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
                _check_not_deleted(session, key)
        return access.check_token(sheet, token, write=write)

    # --- creating -----------------------------------------------------------------------------

    def create_sheet(self, **settings) -> tuple[dict, str, str]:
        """A new sheet; returns (sheet view, edit_token, view_token). Tokens are shown only here.

        ``settings``: ``players`` and optionally ``profile``, ``house_rules``, ``title``,
        ``first_dealer``, ``cents_per_point``, ``stake`` (checked by ``_new_sheet``).
        """
        if not SHEET_SETTINGS.issuperset(settings):
            raise TypeError(f"not a sheet setting: {sorted(set(settings) - SHEET_SETTINGS)}")
        sheet, edit_token, view_token = self._new_sheet(**settings)
        with self._write.begin() as session:
            session.add(sheet)
            session.flush()
            view = self._view(sheet, sheet.first_dealer, entries=[])
        return view, edit_token, view_token

    def put_sheet(
        self, sheet_id: Id, edit_token: str | None, *, view_token: object, **settings
    ) -> tuple[dict, bool]:
        """Create a sheet under a client-chosen id and client-chosen tokens, idempotently.

        A device that created a sheet offline sends it when the network returns and may send it
        again when the answer was lost: the same id, edit token and settings give the same sheet
        (``created`` False) instead of a second one. Returns (sheet view, created).
        """
        sid = inputs.canonical_uuid(sheet_id, "sheet_id")
        if not edit_token:
            raise Unauthorized("Send the new sheet's edit token as 'Authorization: Bearer …'.")
        access.check_client_token(edit_token, "Authorization")
        if not isinstance(view_token, str):
            raise Invalid("view_token", None, "expected the view token (text)")
        # settings: those of create_sheet, checked by _new_sheet alike
        sheet, _, _ = self._new_sheet(
            **settings, sheet_id=sid, tokens=(edit_token, str(view_token))
        )
        for _attempt in range(2):
            try:
                with self._write.begin() as session:
                    stored = session.scalars(
                        select(Sheet).where(Sheet.id == sid).with_for_update()
                    ).one_or_none()
                    if stored is None:
                        _check_not_deleted(session, sid)
                        # only here: a sheet created before the rule keeps its pair (a retry)
                        access.check_view_token(view_token, edit_token)
                        session.add(sheet)
                        session.flush()
                        return self._view(sheet, sheet.first_dealer, entries=[]), True
                    # _new_sheet cached the asked profile under this id: the stored one counts
                    self._profiles.forget(sid)
                    access.same_sheet(stored, sheet)
                    return self._sheet_view(session, stored), False
            except IntegrityError:  # a concurrent PUT of the same id won the insert: compare
                continue
        raise SheetExists(f"Sheet {sid} is being created by another request; retry.")

    def _new_sheet(
        self,
        *,
        players,
        house_rules=None,
        title="",
        first_dealer=None,
        cents_per_point=None,
        stake=None,
        profile: str | None = None,
        profile_data: dict | None = None,
        sheet_id: str | None = None,
        tokens: tuple[str, str] | None = None,
    ) -> tuple[Sheet, str, str]:
        if profile_data is None:
            try:
                profile_data = raw_profile(DEFAULT_PROFILE if profile is None else profile)
            except shared_rules.RuleError as err:
                raise inputs.rule_error("", err) from None
        players = inputs.check_players(players, inputs.table_sizes(profile_data))
        title = inputs.check_title(title)
        first_dealer = players[0] if first_dealer is None else first_dealer
        if first_dealer not in players:
            raise Invalid("first_dealer", first_dealer, "not one of the players")
        house_rules = inputs.check_house_rules(house_rules)
        stake = pot.check_stake(stake, profile_data)
        try:
            built = profile_from_data(profile_data, house_rules)
        except shared_rules.RuleError as err:
            prefix = "" if err.field.startswith("house_rules") else "profile.data"
            raise inputs.rule_error(prefix, err) from None
        cents = inputs.check_cents(
            built.cents_per_point if cents_per_point is None else cents_per_point
        )
        if tokens is None:
            edit = access.new_token()
            tokens = (edit, access.view_token_of(edit))
        edit_token, view_token = tokens
        now = utcnow()
        sheet = Sheet(
            id=sheet_id or str(uuid.uuid4()),
            title=title,
            profile_id=profile_data["id"],
            profile_version=profile_data["version"],
            profile_data=profile_data,
            house_rules=house_rules,
            players=players,
            first_dealer=first_dealer,
            cents_per_point=cents,
            stake=stake,
            edit_token_hash=access.hash_token(edit_token),
            view_token_hash=access.hash_token(view_token),
            version=0,
            next_seq=1,
            totals={},
            live_entries=0,
            created_at=now,
            updated_at=now,
        )
        sheet.totals = pot.start_totals(sheet, built)  # with a pot: the stakes paid in
        self._profiles.put(sheet.id, built)
        return sheet, edit_token, view_token

    # --- reading ------------------------------------------------------------------------------

    def version(self, sheet_id: Id, token: str | None) -> int:
        """Only the version (cheap: for If-None-Match)."""
        with self._read() as session:
            return self._open(session, sheet_id, token, write=False).version

    def get_sheet(
        self, sheet_id: Id, token: str | None, *, limit: int = PAGE_DEFAULT, after: int = 0
    ) -> dict:
        """The sheet with one page of its live entries: those with a deal number (``seq``)
        above ``after``, at most ``limit``; ``next_after`` is the ``after`` of the next page
        (None on the last). Its cost does not grow with the sheet: totals are the sheet row's,
        the page is read by the (sheet, seq) index."""
        _check_sheet_page(limit, after)
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
            return view

    def frozen_profile(self, sheet_id: Id, token: str | None) -> dict:
        with self._read() as session:
            sheet = self._open(session, sheet_id, token, write=False)
            return {"profile": sheet.profile_data, "house_rules": sheet.house_rules}

    def changes(self, sheet_id: Id, token: str | None, since: int = 0, limit: int = 500) -> dict:
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

    # --- writing ------------------------------------------------------------------------------

    def put_entry(
        self,
        sheet_id: Id,
        token: str | None,
        entry_id: Id,
        *,
        revision: int,
        record: dict,
        written: dict | None = None,
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
            entry = _entry(session, sheet, entry_id)
            if entry is None and sheet.next_seq > MAX_ENTRIES:
                raise _full(sheet.next_seq - 1)
            body_hash = inputs.body_hash(record, written)
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
            dealer = settling.entry_dealer(
                sheet,
                record,
                entry.dealer if entry is not None else None,
                lambda: self._next_dealer(session, sheet),
            )
            result = self._settle(
                sheet, record, dealer, "record", self._pot_before(session, sheet, entry)
            )
            version = _bump(sheet)
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
            _replace(sheet, entry, dealer=dealer, result=result, deleted=False)
            entry.revision = revision
            entry.record = record
            entry.written = written
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
            entry = _entry(session, sheet, entry_id)
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
            version = _bump(sheet)
            _replace(sheet, entry, dealer=entry.dealer, result=entry.result, deleted=True)
            entry.revision = revision
            entry.body_hash = inputs.body_hash(entry.record, entry.written, deleted=True)
            entry.version = version
            entry.updated_at = sheet.updated_at
            self._carry_pot(session, sheet, entry)
            return self._outcome(session, sheet, entry, "deleted")

    def delete_sheet(self, sheet_id: Id, token: str | None) -> None:
        """Erase a sheet for good, in one transaction: its row (title, names, totals, token
        hashes) and every entry go; a tombstone of its id (and when) stays, so every later
        request on the id is a 410 and the id is never created again."""
        with self._write.begin() as session:
            sheet = self._open(session, sheet_id, token, write=True)
            session.execute(delete(Entry).where(Entry.sheet_id == sheet.id))
            session.execute(delete(Sheet).where(Sheet.id == sheet.id))
            session.add(DeletedSheet(id=sheet.id, deleted_at=utcnow()))
        self._profiles.forget(sheet.id)

    # --- export and import --------------------------------------------------------------------

    def export_json(self, sheet_id: Id, token: str | None) -> dict:
        """The whole sheet, tombstones included, with its frozen profile: enough to import it."""
        with self._read() as session, session.begin():
            sheet = self._open(session, sheet_id, token, write=False)
            entries = session.scalars(
                select(Entry).where(Entry.sheet_id == sheet.id).order_by(Entry.seq)
            ).all()
            return transfer.export_document(
                self._sheet_view(session, sheet),
                sheet,
                [views.entry_view(sheet, e) for e in entries],
                exported_at=views.iso(utcnow()) or "",
            )

    def export_csv(self, sheet_id: Id, token: str | None) -> str:
        """One row per counted deal: points and running totals per player, then money."""
        with self._read() as session, session.begin():
            sheet = self._open(session, sheet_id, token, write=False)
            return transfer.csv_document(
                list(sheet.players),
                _live_entries(session, sheet),
                pot.opening(sheet, self._profiles.get(sheet)),
            )

    def import_sheet(
        self, data: object, check_record: Callable[[str, dict], None] | None = None
    ) -> tuple[dict, str, str]:
        """A new sheet (new id and tokens) from an export; every entry is settled again.

        All or nothing: the first entry refused — by ``check_record(at, record)`` (the API's
        shape check, which raises ``Invalid``) or by the engine — makes the whole import a 422
        naming it, before any later entry costs anything. At most ``MAX_ENTRIES`` entries.
        """
        meta, official, items = transfer.read_export(data)
        if len(items) > MAX_ENTRIES:
            raise _full(len(items))
        sheet, edit_token, view_token = self._new_sheet(
            players=meta.get("players"),
            profile_data=official,
            house_rules=meta.get("house_rules"),
            title=meta.get("title", ""),
            first_dealer=meta.get("first_dealer"),
            cents_per_point=meta.get("cents_per_point"),
            stake=meta.get("stake"),
        )
        rows = self._imported_rows(sheet, items, check_record)
        with self._write.begin() as session:
            session.add(sheet)
            session.flush()
            if rows:  # one executemany, not an ORM object per entry
                session.execute(insert(Entry), rows)
            return self._sheet_view(session, sheet), edit_token, view_token

    def _imported_rows(
        self, sheet: Sheet, items: list, check_record: Callable[[str, dict], None] | None
    ) -> list[dict]:
        """The entries of an import as rows, each settled in deal order (against the pot the
        live ones before it left); the sheet's totals, version and counters set once at the
        end. Entry N gets deal number and version N, as if written one by one."""
        seen: set = set()
        rows: list[dict] = []
        counted: list[dict] = []
        last_dealer: str | None = None
        held = pot.held(sheet.totals) if sheet.stake is not None else None
        now = utcnow()
        for i, item in enumerate(items):
            at = f"entries.{i}"
            record = item.get("record") if isinstance(item, dict) else None
            if check_record is not None and isinstance(record, dict):
                check_record(at, record)
            read = transfer.read_entry(item, at, sheet.players, seen)
            # an import without dealers: deal in turn
            dealer = read["dealer"] or settling.next_dealer(sheet, last_dealer)
            result = self._settle(sheet, read["record"], dealer, f"{at}.record", held)
            if not read["deleted"]:
                counted.append(ledger.contribution(result, counts=True))
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
                    "result": result,
                    "deleted": read["deleted"],
                    "body_hash": inputs.body_hash(read["record"], read["written"], read["deleted"]),
                    "version": i + 1,
                    "created_at": now,
                    "updated_at": now,
                }
            )
        sheet.totals = ledger.summed(sheet.totals, counted)
        sheet.live_entries = len(counted)
        sheet.version = len(rows)
        sheet.next_seq = len(rows) + 1
        sheet.updated_at = now
        return rows

    # --- audit --------------------------------------------------------------------------------

    def audit(self, sheet_id: Id, token: str | None, written: dict | None = None) -> dict:
        """Recompute every live entry; compare with the numbers written on paper.

        ``written`` optionally maps entry ids to ``{"points": {...}, "totals": {...}}`` and takes
        precedence over the numbers stored with the entries (see ``audit``).
        """
        if written is not None and not isinstance(written, dict):
            raise Invalid("written", written, "expected {entry_id: {points, totals}}")
        with self._read() as session, session.begin():
            sheet = self._open(session, sheet_id, token, write=False)
            overrides = {}
            for key, value in (written or {}).items():
                eid = inputs.canonical_uuid(key, f"written.{key}")
                overrides[eid] = inputs.check_written(value, sheet.players, f"written.{key}")
            entries = _live_entries(session, sheet)
            known = {e.entry_id for e in entries}
            for eid in overrides:
                if eid not in known:
                    raise Invalid(f"written.{eid}", eid, "no live entry with this id")
            carried = {"pot": pot.opening_pot(sheet) if sheet.stake is not None else None}

            def settle_again(e: Entry) -> dict:  # in deal order, the pot carried on
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

    # --- helpers that need a session or the profile cache -------------------------------------

    def _settle(
        self, sheet: Sheet, record: dict, dealer: str, prefix: str, held: int | None = None
    ) -> dict:
        return settling.settle_entry(sheet, record, dealer, prefix, self._profiles.get(sheet), held)

    def _pot_before(self, session: Session, sheet: Sheet, entry: Entry | None) -> int | None:
        """The pot an entry finds (None without a pot): a new entry, the totals' (it comes
        last); a live one, what it found; a tombstone coming back, what the live entry before
        it left."""
        if sheet.stake is None:
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
        if sheet.stake is None or changed.result is None:
            return
        held = pot.before(changed.result) if changed.deleted else pot.after(changed.result)
        later = session.scalars(
            select(Entry)
            .where(Entry.sheet_id == sheet.id, Entry.deleted.is_(False), Entry.seq > changed.seq)
            .order_by(Entry.seq)
        ).all()
        for e in later:
            if e.result is not None and pot.before(e.result) == held:
                return
            result = self._settle(sheet, e.record, e.dealer, "record", held)
            _replace(sheet, e, dealer=e.dealer, result=result, deleted=False)
            e.version = _bump(sheet)
            e.updated_at = sheet.updated_at
            held = pot.after(result)

    def _view(self, sheet: Sheet, next_dealer: str, entries=None) -> dict:
        profile = self._profiles.get(sheet) if sheet.stake is not None else None
        return views.sheet_view(
            sheet, next_dealer, entries, opening=pot.opening(sheet, profile) if profile else None
        )

    def _next_dealer(self, session: Session, sheet: Sheet) -> str:
        last = session.scalars(
            select(Entry.dealer)
            .where(Entry.sheet_id == sheet.id, Entry.deleted.is_(False))
            .order_by(Entry.seq.desc())
            .limit(1)
        ).first()
        return settling.next_dealer(sheet, last)

    def _sheet_view(self, session: Session, sheet: Sheet, entries=None) -> dict:
        return self._view(sheet, self._next_dealer(session, sheet), entries)

    def _outcome(self, session: Session, sheet: Sheet, entry: Entry, outcome: str) -> Outcome:
        return Outcome(outcome, views.entry_view(sheet, entry), self._sheet_view(session, sheet))


def _check_not_deleted(session: Session, sheet_id: str) -> None:
    """410 for the id of a deleted sheet (asked only when no sheet has the id)."""
    if session.get(DeletedSheet, sheet_id) is not None:
        raise Gone(f"Sheet {sheet_id} was deleted by its owner; nothing of it is kept.")


def _check_sheet_page(limit: object, after: object) -> None:
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= PAGE_MAX:
        raise Invalid("limit", limit, f"expected 1 to {PAGE_MAX}")
    if (
        isinstance(after, bool)
        or not isinstance(after, int)
        or not 0 <= after <= inputs.MAX_VERSION
    ):
        raise Invalid("after", after, "expected a deal number from 0 (the first page)")


def _full(entries: int) -> Invalid:
    return Invalid(
        "entries",
        None,
        f"a sheet holds at most {MAX_ENTRIES:,} entries, deleted ones included (this one "
        f"{'has' if entries <= MAX_ENTRIES else 'would have'} {entries:,}): start a new sheet",
        kind="not-allowed",
    )


def _entry(session: Session, sheet: Sheet, entry_id: str) -> Entry | None:
    return session.scalars(
        select(Entry).where(Entry.sheet_id == sheet.id, Entry.entry_id == entry_id)
    ).one_or_none()


def _live_entries(session: Session, sheet: Sheet) -> Sequence[Entry]:
    """The sheet's entries that count (not tombstoned), in the order they were first written."""
    return session.scalars(
        select(Entry)
        .where(Entry.sheet_id == sheet.id, Entry.deleted.is_(False))
        .order_by(Entry.seq)
    ).all()


def _bump(sheet: Sheet) -> int:
    sheet.version += 1
    sheet.updated_at = utcnow()
    return sheet.version


def _replace(sheet: Sheet, entry: Entry, *, dealer: str, result: dict | None, deleted: bool):
    """Swap an entry's contribution to the totals: O(players), whatever the log's length."""
    old = ledger.contribution(entry.result, counts=not entry.deleted)
    new = ledger.contribution(result, counts=not deleted)
    sheet.totals = ledger.apply_delta(sheet.totals, old, new)
    sheet.live_entries += int(entry.deleted) - int(deleted)
    entry.dealer = dealer
    entry.result = result
    entry.deleted = deleted
