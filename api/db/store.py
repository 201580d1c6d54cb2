"""The score-sheet store: sheets, their entry log, tokens, sync, export/import and audit.

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
"""

from __future__ import annotations

import csv
import hashlib
import hmac
import io
import json
import re
import secrets
import uuid
from collections import OrderedDict
from collections.abc import Collection
from dataclasses import dataclass
from datetime import UTC, datetime
from threading import Lock

from sqlalchemy import Engine, select, text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

import shared_rules
from shared_rules.errors import json_safe
from shared_rules.profiles import DEFAULT_PROFILE, profile_from_data

from .. import metrics
from . import ledger
from .engine import WRITE_OPTION
from .errors import (
    Conflict,
    Forbidden,
    Invalid,
    NotFound,
    PreconditionFailed,
    SheetExists,
    Unauthorized,
)
from .models import Entry, Sheet, utcnow

EXPORT_FORMAT = "tarock-sheet"
EXPORT_VERSION = 1
MAX_NAME = 40
MAX_TITLE = 200
MAX_RECORD_BYTES = 32_000
MAX_REVISION = 2**53 - 1  # still exact in a JavaScript number
CLIENT_TOKEN = re.compile(r"[A-Za-z0-9_-]{43,128}")
_DUMMY_HASH = hashlib.sha256(b"no such sheet").hexdigest()


def hash_token(token: str) -> str:
    """Tokens are 256-bit random secrets: a plain SHA-256 is enough to store them."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(32)


def canonical_uuid(value: object, field: str = "entry_id") -> str:
    try:
        return str(uuid.UUID(str(value)))
    except (ValueError, TypeError, AttributeError):
        raise Invalid(field, value, "expected a UUID") from None


def iso(ts: datetime | None) -> str | None:
    if ts is None:
        return None
    if ts.tzinfo is None:  # SQLite hands back naive UTC
        ts = ts.replace(tzinfo=UTC)
    return ts.astimezone(UTC).isoformat().replace("+00:00", "Z")


def _body_hash(record: dict, written: dict | None, deleted: bool = False) -> str:
    body = json.dumps(
        {"record": record, "written": written, "deleted": deleted},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    )
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


def _rule_error(prefix: str, err: shared_rules.RuleError) -> Invalid:
    field = f"{prefix}.{err.field}" if prefix else err.field
    return Invalid(field, json_safe(err.value), err.reason, kind=err.kind)


@dataclass
class Outcome:
    """The answer of a write: what happened, the entry as stored, the sheet after the write."""

    outcome: str  # created | updated | deleted | unchanged | stale
    entry: dict
    sheet: dict

    @property
    def changed(self) -> bool:
        return self.outcome in ("created", "updated", "deleted")


class _ProfileCache:
    """Frozen profiles are immutable per sheet: validate and build each once per process."""

    def __init__(self, size: int = 256):
        self._items: OrderedDict[str, object] = OrderedDict()
        self._size = size
        self._lock = Lock()

    def put(self, sheet_id: str, profile) -> None:
        with self._lock:
            self._items[sheet_id] = profile
            while len(self._items) > self._size:
                self._items.popitem(last=False)

    def forget(self, sheet_id: str) -> None:
        with self._lock:
            self._items.pop(sheet_id, None)

    def get(self, sheet: Sheet):
        with self._lock:
            if sheet.id in self._items:
                self._items.move_to_end(sheet.id)
                return self._items[sheet.id]
        profile = profile_from_data(sheet.profile_data, sheet.house_rules)
        self.put(sheet.id, profile)
        return profile


class Store:
    """All operations on sheets. Methods taking ``token`` check it before anything else."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self._read = sessionmaker(engine, expire_on_commit=False)
        self._write = sessionmaker(
            engine.execution_options(**{WRITE_OPTION: True}), expire_on_commit=False
        )
        self._profiles = _ProfileCache()

    # --- health ---------------------------------------------------------------------------------

    def ping(self) -> bool:
        with self.engine.connect() as conn:
            return conn.execute(text("SELECT 1")).scalar() == 1

    # --- access ---------------------------------------------------------------------------------

    def _load(self, session: Session, sheet_id: str, token: str | None, write: bool) -> Sheet:
        """The sheet if the token opens it (locked for a write), else the error to answer.

        A wrong token and a missing sheet look alike (NotFound, after the same hash comparison),
        so a token cannot be used to probe which sheets exist.
        """
        if not token:
            raise Unauthorized("Send the sheet's edit or view token as 'Authorization: Bearer …'.")
        sheet = None
        try:
            sid = str(uuid.UUID(str(sheet_id)))
        except ValueError:
            sid = None
        if sid is not None:
            stmt = select(Sheet).where(Sheet.id == sid)
            sheet = session.scalars(stmt.with_for_update() if write else stmt).one_or_none()
        digest = hash_token(token)
        if sheet is None:
            hmac.compare_digest(digest, _DUMMY_HASH)
            raise NotFound("No sheet with this id for this token.")
        edit = hmac.compare_digest(digest, sheet.edit_token_hash)
        view = hmac.compare_digest(digest, sheet.view_token_hash)
        if not (edit or view):
            raise NotFound("No sheet with this id for this token.")
        if write and not edit:
            raise Forbidden("The view token can read this sheet but not change it.")
        return sheet

    @staticmethod
    def _check_if_match(sheet: Sheet, if_match: int | Collection[int] | None) -> None:
        """If-Match names the sheet versions the client expects; None means no precondition."""
        if if_match is None:
            return
        accepted = {if_match} if isinstance(if_match, int) else set(if_match)
        if sheet.version not in accepted:
            raise PreconditionFailed(
                f"If-Match names version {', '.join(map(str, sorted(accepted))) or '?'}; the sheet "
                f"is at version {sheet.version}. Pull /changes, merge by entry id (higher revision "
                "wins) and retry.",
                version=sheet.version,
            )

    # --- creating -------------------------------------------------------------------------------

    def create_sheet(
        self,
        *,
        players: list,
        profile: str | None = None,
        house_rules: dict | None = None,
        title: str = "",
        first_dealer: str | None = None,
        cents_per_point: int | None = None,
    ) -> tuple[dict, str, str]:
        """A new sheet; returns (sheet view, edit_token, view_token). Tokens are shown only here."""
        sheet, edit_token, view_token = self._new_sheet(
            players=players,
            profile=profile,
            house_rules=house_rules,
            title=title,
            first_dealer=first_dealer,
            cents_per_point=cents_per_point,
        )
        with self._write.begin() as session:
            session.add(sheet)
            session.flush()
            view = self.sheet_view(session, sheet, entries=[])
        return view, edit_token, view_token

    def put_sheet(
        self, sheet_id: str, edit_token: str | None, *, view_token: object, **settings
    ) -> tuple[dict, bool]:
        """Create a sheet under a client-chosen id and client-chosen tokens, idempotently.

        A device that created a sheet offline sends it when the network returns and may send it
        again when the answer was lost: the same id, edit token and settings give the same sheet
        (``created`` False) instead of a second one. Returns (sheet view, created).
        """
        sid = canonical_uuid(sheet_id, "sheet_id")
        if not edit_token:
            raise Unauthorized("Send the new sheet's edit token as 'Authorization: Bearer …'.")
        _check_client_token(edit_token, "Authorization")
        _check_client_token(view_token, "view_token")
        if view_token == edit_token:
            raise Invalid("view_token", None, "the view token must differ from the edit token")
        # settings: those of create_sheet (players, profile, house_rules, title, first_dealer,
        # cents_per_point), checked by _new_sheet alike
        sheet, _, _ = self._new_sheet(**settings, sheet_id=sid, tokens=(edit_token, view_token))
        for _attempt in range(2):
            try:
                with self._write.begin() as session:
                    stored = session.scalars(
                        select(Sheet).where(Sheet.id == sid).with_for_update()
                    ).one_or_none()
                    if stored is None:
                        session.add(sheet)
                        session.flush()
                        return self.sheet_view(session, sheet, entries=[]), True
                    # _new_sheet cached the asked profile under this id: the stored one counts
                    self._profiles.forget(sid)
                    _same_sheet(stored, sheet)
                    return self.sheet_view(session, stored), False
            except IntegrityError:  # a concurrent PUT of the same id won the insert: compare
                continue
        raise SheetExists(f"Sheet {sid} is being created by another request; retry.")

    def _new_sheet(
        self,
        *,
        players,
        profile=None,
        house_rules=None,
        title="",
        first_dealer=None,
        cents_per_point=None,
        profile_data=None,
        sheet_id=None,
        tokens=None,
    ) -> tuple[Sheet, str, str]:
        players = _check_players(players)
        title = "" if title is None else title
        if not isinstance(title, str) or len(title) > MAX_TITLE:
            raise Invalid("title", title, f"a title is text of at most {MAX_TITLE} characters")
        if first_dealer is None:
            first_dealer = players[0]
        if first_dealer not in players:
            raise Invalid("first_dealer", first_dealer, "not one of the players")
        house_rules = {} if house_rules is None else house_rules
        if not isinstance(house_rules, dict):
            raise Invalid("house_rules", house_rules, "expected an object of named switches")
        if profile_data is None:
            profile_id = DEFAULT_PROFILE if profile is None else profile
            try:
                profile_data = shared_rules.raw_profile(profile_id)
            except shared_rules.RuleError as err:
                raise _rule_error("", err) from None
        try:
            built = profile_from_data(profile_data, house_rules)
        except shared_rules.RuleError as err:
            prefix = "" if err.field.startswith("house_rules") else "profile.data"
            raise _rule_error(prefix, err) from None
        if cents_per_point is None:
            cents_per_point = built.cents_per_point
        if (
            isinstance(cents_per_point, bool)
            or not isinstance(cents_per_point, int)
            or not 0 <= cents_per_point <= 100_000
        ):
            raise Invalid(
                "cents_per_point", cents_per_point, "expected whole cents from 0 to 100000"
            )
        edit_token, view_token = tokens or (new_token(), new_token())
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
            cents_per_point=cents_per_point,
            edit_token_hash=hash_token(edit_token),
            view_token_hash=hash_token(view_token),
            version=0,
            next_seq=1,
            totals=ledger.zero_totals(players),
            live_entries=0,
            created_at=now,
            updated_at=now,
        )
        self._profiles.put(sheet.id, built)
        return sheet, edit_token, view_token

    # --- reading --------------------------------------------------------------------------------

    def version(self, sheet_id: str, token: str | None) -> int:
        """Only the version (cheap: for If-None-Match)."""
        with self._read() as session:
            return self._load(session, sheet_id, token, write=False).version

    def get_sheet(self, sheet_id: str, token: str | None) -> dict:
        with self._read() as session, session.begin():
            sheet = self._load(session, sheet_id, token, write=False)
            entries = _live_entries(session, sheet)
            return self.sheet_view(session, sheet, entries=entries)

    def frozen_profile(self, sheet_id: str, token: str | None) -> dict:
        with self._read() as session:
            sheet = self._load(session, sheet_id, token, write=False)
            return {"profile": sheet.profile_data, "house_rules": sheet.house_rules}

    def changes(self, sheet_id: str, token: str | None, since: int = 0, limit: int = 500) -> dict:
        """Entries (tombstones included) changed after version ``since``, oldest change first."""
        if isinstance(since, bool) or not isinstance(since, int) or since < 0:
            raise Invalid("since", since, "expected a version ≥ 0")
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 5000:
            raise Invalid("limit", limit, "expected 1 to 5000")
        with self._read() as session, session.begin():
            sheet = self._load(session, sheet_id, token, write=False)
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
            upto = rows[-1].version if more else sheet.version
            return {
                "sheet": self.sheet_view(session, sheet),
                "since": since,
                "version": sheet.version,
                "entries": [self.entry_view(sheet, e) for e in rows],
                "more": more,
                "next_since": upto,
            }

    # --- writing --------------------------------------------------------------------------------

    def put_entry(
        self,
        sheet_id: str,
        token: str | None,
        entry_id: str,
        *,
        revision: int,
        record: dict,
        written: dict | None = None,
        if_match: int | Collection[int] | None = None,
    ) -> Outcome:
        """Idempotent upsert of one entry (see the module doc for the revision rules)."""
        entry_id = canonical_uuid(entry_id)
        _check_revision(revision)
        record = _check_record(record)
        with self._write.begin() as session:
            sheet = self._load(session, sheet_id, token, write=True)
            self._check_if_match(sheet, if_match)
            written = _check_written(written, sheet.players)
            entry = self._entry(session, sheet, entry_id)
            body_hash = _body_hash(record, written)
            if entry is not None:
                if revision < entry.revision:
                    return self._outcome(session, sheet, entry, "stale")
                if revision == entry.revision:
                    if entry.body_hash == body_hash:
                        return self._outcome(session, sheet, entry, "unchanged")
                    raise Conflict(
                        f"Entry {entry_id} already has revision {revision} with other content; "
                        "send it again with a higher revision to replace it.",
                        entry=self.entry_view(sheet, entry),
                    )
            dealer = self._dealer(session, sheet, record, entry)
            result = self._settle(sheet, record, dealer, "record")
            version = self._bump(sheet)
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
            self._replace(sheet, entry, dealer=dealer, result=result, deleted=False)
            entry.revision = revision
            entry.record = record
            entry.written = written
            entry.body_hash = body_hash
            entry.version = version
            entry.updated_at = sheet.updated_at
            return self._outcome(session, sheet, entry, outcome)

    def delete_entry(
        self,
        sheet_id: str,
        token: str | None,
        entry_id: str,
        *,
        revision: int | None = None,
        if_match: int | Collection[int] | None = None,
    ) -> Outcome:
        """Tombstone an entry: it stays in the log (record kept) and counts nothing."""
        entry_id = canonical_uuid(entry_id)
        if revision is not None:
            _check_revision(revision)
        with self._write.begin() as session:
            sheet = self._load(session, sheet_id, token, write=True)
            self._check_if_match(sheet, if_match)
            entry = self._entry(session, sheet, entry_id)
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
                    entry=self.entry_view(sheet, entry),
                )
            version = self._bump(sheet)
            self._replace(sheet, entry, dealer=entry.dealer, result=entry.result, deleted=True)
            entry.revision = revision
            entry.body_hash = _body_hash(entry.record, entry.written, deleted=True)
            entry.version = version
            entry.updated_at = sheet.updated_at
            return self._outcome(session, sheet, entry, "deleted")

    def _entry(self, session: Session, sheet: Sheet, entry_id: str) -> Entry | None:
        return session.scalars(
            select(Entry).where(Entry.sheet_id == sheet.id, Entry.entry_id == entry_id)
        ).one_or_none()

    @staticmethod
    def _bump(sheet: Sheet) -> int:
        sheet.version += 1
        sheet.updated_at = utcnow()
        return sheet.version

    @staticmethod
    def _replace(sheet: Sheet, entry: Entry, *, dealer: str, result: dict | None, deleted: bool):
        """Swap an entry's contribution to the totals: O(players), whatever the log's length."""
        old = ledger.contribution(entry.result, counts=not entry.deleted)
        new = ledger.contribution(result, counts=not deleted)
        sheet.totals = ledger.apply_delta(sheet.totals, old, new)
        sheet.live_entries += int(entry.deleted) - int(deleted)
        entry.dealer = dealer
        entry.result = result
        entry.deleted = deleted

    def _outcome(self, session: Session, sheet: Sheet, entry: Entry, outcome: str) -> Outcome:
        return Outcome(outcome, self.entry_view(sheet, entry), self.sheet_view(session, sheet))

    # --- seating and settling -------------------------------------------------------------------

    def _last_dealer(self, session: Session, sheet: Sheet) -> str | None:
        return session.scalars(
            select(Entry.dealer)
            .where(Entry.sheet_id == sheet.id, Entry.deleted.is_(False))
            .order_by(Entry.seq.desc())
            .limit(1)
        ).first()

    def next_dealer(self, session: Session, sheet: Sheet) -> str:
        """Who deals next: the player after the dealer of the last live deal."""
        last = self._last_dealer(session, sheet)
        return sheet.first_dealer if last is None else ledger.next_in_seating(sheet.players, last)

    def _dealer(self, session: Session, sheet: Sheet, record: dict, entry: Entry | None) -> str:
        """The entry's dealer: the record's, else the stored one, else whoever deals next."""
        dealer = record.get("dealer")
        players = record.get("players")
        if players is not None:
            if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
                raise Invalid("record.players", players, "expected a list of player names")
            unknown = [p for p in players if p not in sheet.players]
            if unknown:
                raise Invalid("record.players", players, f"{unknown[0]!r} is not on this sheet")
            if len(set(players)) != len(players):
                raise Invalid("record.players", players, "player names must be different")
            missing = [p for p in sheet.players if p not in players]
            if len(sheet.players) == 5 and len(missing) == 1:
                if dealer is not None and dealer != missing[0]:
                    raise Invalid(
                        "record.dealer",
                        dealer,
                        f"at a 5-player table {missing[0]} deals (sits out)",
                    )
                dealer = missing[0]
            elif missing:
                raise Invalid(
                    "record.players", players, f"this deal needs all of {', '.join(sheet.players)}"
                )
        if dealer is not None:
            if dealer not in sheet.players:
                raise Invalid("record.dealer", dealer, "not a player on this sheet")
            return dealer
        if entry is not None:
            return entry.dealer
        return self.next_dealer(session, sheet)

    def engine_record(self, sheet: Sheet, record: dict, dealer: str) -> dict:
        """The record as the engine settles it: the sheet supplies table, profile and cents."""
        for name, value in (("profile", sheet.profile_id), ("house_rules", sheet.house_rules)):
            if name in record and record[name] != value:
                raise Invalid(
                    f"record.{name}", record[name], f"this sheet is played with {name} {value!r}"
                )
        cpp = record.get("cents_per_point", sheet.cents_per_point)
        if cpp != sheet.cents_per_point:
            raise Invalid(
                "record.cents_per_point", cpp, f"this sheet counts {sheet.cents_per_point} cents"
            )
        full = {k: v for k, v in record.items() if k not in ("profile", "house_rules")}
        full["players"] = list(sheet.players)
        full["dealer"] = dealer
        full["cents_per_point"] = sheet.cents_per_point
        if full.get("forehand") is None:
            full["forehand"] = ledger.seating(sheet.players, dealer)[0]
        return full

    def _settle(self, sheet: Sheet, record: dict, dealer: str, prefix: str) -> dict:
        full = self.engine_record(sheet, record, dealer)
        try:
            result = shared_rules.settle(full, profile=self._profiles.get(sheet))
        except shared_rules.RuleError as err:
            raise _rule_error(prefix, err) from None
        for name in ledger.LEDGERS:  # the engine asserts it too; the totals depend on it
            if not ledger.is_zero_sum(result[name]):
                raise AssertionError(f"settlement is not zero-sum: {result[name]}")
        metrics.settled(result)
        return result

    # --- views ----------------------------------------------------------------------------------

    def sheet_view(self, session: Session, sheet: Sheet, entries=None) -> dict:
        next_dealer = self.next_dealer(session, sheet)
        forehand, active = ledger.seating(sheet.players, next_dealer)
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
            view["entries"] = [self.entry_view(sheet, e) for e in entries]
        return view

    @staticmethod
    def entry_view(sheet: Sheet, entry: Entry) -> dict:
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

    # --- export and import ----------------------------------------------------------------------

    def export_json(self, sheet_id: str, token: str | None) -> dict:
        """The whole sheet, tombstones included, with its frozen profile: enough to import it."""
        with self._read() as session, session.begin():
            sheet = self._load(session, sheet_id, token, write=False)
            entries = session.scalars(
                select(Entry).where(Entry.sheet_id == sheet.id).order_by(Entry.seq)
            ).all()
            view = self.sheet_view(session, sheet)
            view["profile"]["data"] = sheet.profile_data
            return {
                "format": EXPORT_FORMAT,
                "format_version": EXPORT_VERSION,
                "exported_at": iso(utcnow()),
                "sheet": view,
                "entries": [self.entry_view(sheet, e) for e in entries],
            }

    def export_csv(self, sheet_id: str, token: str | None) -> str:
        """One row per counted deal: points and running totals per player, then money."""
        with self._read() as session, session.begin():
            sheet = self._load(session, sheet_id, token, write=False)
            entries = _live_entries(session, sheet)
            players = list(sheet.players)
            out = io.StringIO()
            writer = csv.writer(out, lineterminator="\r\n")
            writer.writerow(
                [
                    "deal",
                    "entry_id",
                    "dealer",
                    "game",
                    "declarer",
                    "partner",
                    "won",
                    "schreibfehler",
                ]
                + [f"{p} points" for p in players]
                + [f"{p} total" for p in players]
                + [f"{p} money_cents" for p in players]
            )
            running = ledger.zero_totals(players)
            for n, e in enumerate(entries, start=1):
                counted = ledger.contribution(e.result, counts=True)
                for name in ledger.LEDGERS:
                    ledger.add_into(running[name], counted[name], +1)
                rec, res = e.record, e.result or {}
                writer.writerow(
                    [n, e.entry_id, e.dealer, rec.get("game", ""), res.get("declarer") or "",
                     res.get("partner") or "", _csv_bool(rec.get("won")),
                     _csv_bool(bool(rec.get("writing_error")))]
                    + [res.get("points", {}).get(p, 0) for p in players]
                    + [running["points"][p] for p in players]
                    + [res.get("money_cents", {}).get(p, 0) for p in players]
                )  # fmt: skip
            return out.getvalue()

    def import_sheet(self, data: object) -> tuple[dict, str, str]:
        """A new sheet (new id and tokens) from an export; every entry is settled again.

        All or nothing: the first entry the engine refuses makes the whole import a 422 naming it.
        """
        if not isinstance(data, dict):
            raise Invalid("body", data, "expected an exported sheet (JSON object)")
        if data.get("format") != EXPORT_FORMAT:
            raise Invalid("format", data.get("format"), f"expected {EXPORT_FORMAT!r}")
        if data.get("format_version") != EXPORT_VERSION:
            raise Invalid(
                "format_version", data.get("format_version"), f"expected {EXPORT_VERSION}"
            )
        meta = data.get("sheet")
        if not isinstance(meta, dict):
            raise Invalid("sheet", meta, "expected the sheet object of an export")
        profile = meta.get("profile")
        if not isinstance(profile, dict):
            raise Invalid("sheet.profile", profile, "expected {id, version, data}")
        frozen = profile.get("data")
        if frozen is not None and not isinstance(frozen, dict):
            raise Invalid("sheet.profile.data", frozen, "expected a profile document")
        sheet, edit_token, view_token = self._new_sheet(
            players=meta.get("players"),
            profile=profile.get("id"),
            house_rules=meta.get("house_rules"),
            title=meta.get("title", ""),
            first_dealer=meta.get("first_dealer"),
            cents_per_point=meta.get("cents_per_point"),
            profile_data=frozen,
        )
        items = data.get("entries", [])
        if not isinstance(items, list):
            raise Invalid("entries", items, "expected a list of entries")
        seen: set = set()
        entries: list[Entry] = []
        for i, item in enumerate(items):
            entries.append(self._imported_entry(sheet, item, f"entries.{i}", seen, entries))
        with self._write.begin() as session:
            session.add(sheet)
            session.add_all(entries)
            session.flush()
            return self.sheet_view(session, sheet), edit_token, view_token

    def _imported_entry(
        self, sheet: Sheet, item: object, at: str, seen: set, before: list[Entry]
    ) -> Entry:
        if not isinstance(item, dict):
            raise Invalid(at, item, "expected an entry object")
        entry_id = canonical_uuid(item.get("id"), f"{at}.id")
        if entry_id in seen:
            raise Invalid(f"{at}.id", entry_id, "this entry id appears twice")
        seen.add(entry_id)
        revision = item.get("revision", 1)
        _check_revision(revision, f"{at}.revision")
        record = _check_record(item.get("record"), f"{at}.record")
        written = _check_written(item.get("written"), sheet.players, f"{at}.written")
        deleted = item.get("deleted", False)
        if not isinstance(deleted, bool):
            raise Invalid(f"{at}.deleted", deleted, "expected true or false")
        dealer = item.get("dealer", record.get("dealer"))
        if dealer is None:  # an import without dealers: deal in turn
            last = next((e.dealer for e in reversed(before) if not e.deleted), None)
            dealer = (
                sheet.first_dealer if last is None else ledger.next_in_seating(sheet.players, last)
            )
        if dealer not in sheet.players:
            raise Invalid(f"{at}.dealer", dealer, "not a player on this sheet")
        result = self._settle(sheet, record, dealer, f"{at}.record")
        version = self._bump(sheet)
        entry = Entry(
            sheet_id=sheet.id,
            entry_id=entry_id,
            revision=revision,
            seq=sheet.next_seq,
            dealer=dealer,
            record=record,
            written=written,
            result=None,
            deleted=True,
            body_hash=_body_hash(record, written, deleted),
            version=version,
            created_at=sheet.updated_at,
            updated_at=sheet.updated_at,
        )
        sheet.next_seq += 1
        self._replace(sheet, entry, dealer=dealer, result=result, deleted=deleted)
        return entry

    # --- audit ----------------------------------------------------------------------------------

    def audit(self, sheet_id: str, token: str | None, written: dict | None = None) -> dict:
        """Recompute every live entry; compare with the numbers written on paper.

        ``written`` optionally maps entry ids to ``{"points": {...}, "totals": {...}}`` and takes
        precedence over the numbers stored with the entries. For each checked entry the answer has
        the recomputed settlement, the difference (written − computed) and the lines explaining it.
        """
        if written is not None and not isinstance(written, dict):
            raise Invalid("written", written, "expected {entry_id: {points, totals}}")
        with self._read() as session, session.begin():
            sheet = self._load(session, sheet_id, token, write=False)
            overrides = {}
            for key, value in (written or {}).items():
                eid = canonical_uuid(key, f"written.{key}")
                overrides[eid] = _check_written(value, sheet.players, f"written.{key}")
            entries = _live_entries(session, sheet)
            known = {e.entry_id for e in entries}
            for eid in overrides:
                if eid not in known:
                    raise Invalid(f"written.{eid}", eid, "no live entry with this id")
            return self._audit(session, sheet, entries, overrides)

    def _audit(self, session, sheet: Sheet, entries, overrides: dict) -> dict:
        players = list(sheet.players)
        running = ledger.zero_totals(players)
        checked, differing, changed = [], 0, []
        for e in entries:
            try:
                result = self._settle(sheet, e.record, e.dealer, "record")
            except Invalid as err:  # the engine now refuses an entry it once took
                changed.append({"id": e.entry_id, "seq": e.seq, "error": err.extra})
                continue
            if _amounts(result["points"]) != _amounts((e.result or {}).get("points", {})):
                changed.append({"id": e.entry_id, "seq": e.seq, "stored": e.result, "now": result})
            for name in ledger.LEDGERS:
                ledger.add_into(running[name], result[name], +1)
            paper = overrides.get(e.entry_id, e.written)
            if not paper:
                continue
            item = _compare(players, result, paper, running["points"])
            item.update({"id": e.entry_id, "seq": e.seq, "dealer": e.dealer})
            differing += 0 if item["ok"] else 1
            checked.append(item)
        return {
            "sheet": {"id": sheet.id, "version": sheet.version},
            "checked": len(checked),
            "differing": differing,
            "ok": differing == 0 and not changed,
            "entries": checked,
            "recomputed_totals": running,
            "stored_totals": sheet.totals,
            "changed_since_saved": changed,
        }


# --- checks on input ----------------------------------------------------------------------------


def _check_players(players: object) -> list:
    if not isinstance(players, list) or len(players) not in (4, 5):
        raise Invalid("players", players, "expected 4 or 5 player names in seating order")
    out = []
    for i, p in enumerate(players):
        if not isinstance(p, str) or not p.strip() or len(p) > MAX_NAME:
            raise Invalid(f"players.{i}", p, f"a name is 1 to {MAX_NAME} characters")
        out.append(p.strip())
    if len({p.casefold() for p in out}) != len(out):
        raise Invalid("players", players, "player names must be different")
    return out


def _check_client_token(token: object, field: str) -> None:
    """A token chosen by the client must be as hard to guess as ours (≥ 256 bits, URL-safe)."""
    if not isinstance(token, str) or not CLIENT_TOKEN.fullmatch(token):
        raise Invalid(
            field,
            None,  # never echo a secret
            "a sheet token is 43 to 128 characters of A-Z, a-z, 0-9, '-' and '_' "
            "(256 random bits, base64url)",
        )


def _same_sheet(stored: Sheet, asked: Sheet) -> None:
    """A repeated PUT must carry the same edit token and settings as the one that created it."""
    if not hmac.compare_digest(stored.edit_token_hash, asked.edit_token_hash):
        raise SheetExists(
            f"A sheet with id {stored.id} exists and was created with another token; "
            "choose a new id.",
        )
    fields = ("title", "players", "first_dealer", "profile_id", "house_rules", "cents_per_point")
    differing = [f for f in fields if getattr(stored, f) != getattr(asked, f)]
    if differing or stored.view_token_hash != asked.view_token_hash:
        raise SheetExists(
            f"Sheet {stored.id} was already created with other settings "
            f"({', '.join(differing) or 'view_token'}); a sheet's settings never change.",
        )


def _check_revision(revision: object, field: str = "revision") -> None:
    if (
        isinstance(revision, bool)
        or not isinstance(revision, int)
        or not 1 <= revision <= MAX_REVISION
    ):
        raise Invalid(field, revision, "expected a whole number ≥ 1")


def _check_record(record: object, field: str = "record") -> dict:
    if not isinstance(record, dict):
        raise Invalid(field, record, "expected a deal record (JSON object)")
    try:
        size = len(json.dumps(record, ensure_ascii=False).encode("utf-8"))
    except (TypeError, ValueError):
        raise Invalid(field, None, "not representable as JSON") from None
    if size > MAX_RECORD_BYTES:
        raise Invalid(field, None, f"a deal record is at most {MAX_RECORD_BYTES} bytes")
    return record


def _amount(value: object, field: str):
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise Invalid(field, value, 'expected a whole number or "p/q"')
    try:
        return ledger.to_fraction(value)
    except (ValueError, ZeroDivisionError):
        raise Invalid(field, value, 'expected a whole number or "p/q"') from None


def _check_written(written: object, players: list, field: str = "written") -> dict | None:
    """Numbers from the paper sheet: ``points`` of the deal and/or running ``totals`` after it."""
    if written is None:
        return None
    if not isinstance(written, dict) or not written or set(written) - {"points", "totals"}:
        raise Invalid(field, written, 'expected {"points": {player: n}, "totals": {player: n}}')
    for part, amounts in written.items():
        if not isinstance(amounts, dict):
            raise Invalid(f"{field}.{part}", amounts, "expected {player: number}")
        for player, value in amounts.items():
            if player not in players:
                raise Invalid(f"{field}.{part}.{player}", player, "not a player on this sheet")
            _amount(value, f"{field}.{part}.{player}")
    return written


def _amounts(values: dict) -> dict:
    return {p: ledger.to_fraction(v) for p, v in values.items() if ledger.to_fraction(v) != 0}


def _csv_bool(value) -> str:
    return "" if value is None else ("1" if value else "0")


def _compare(players: list, result: dict, paper: dict, running: dict) -> dict:
    """One entry of the audit: written vs recomputed, with the lines that explain a difference."""
    computed = {p: ledger.to_fraction(result["points"].get(p, 0)) for p in players}
    item: dict = {
        "computed": {"points": result["points"], "money_cents": result["money_cents"]},
        "written": paper,
        "lines": result["lines"],
    }
    ok = True
    if "points" in paper:
        written = {p: ledger.to_fraction(paper["points"].get(p, 0)) for p in players}
        diff = {p: written[p] - computed[p] for p in players}
        item["difference"] = {p: ledger.from_fraction(d) for p, d in diff.items()}
        item["written_zero_sum"] = sum(written.values()) == 0
        if any(diff.values()):
            ok = False
            item["explanation"] = _explain(players, result["lines"], computed, written, diff)
    if "totals" in paper:
        totals = {p: ledger.to_fraction(v) for p, v in paper["totals"].items()}
        tdiff = {p: totals[p] - ledger.to_fraction(running[p]) for p in totals}
        item["running_totals"] = {p: running[p] for p in players}
        item["totals_difference"] = {p: ledger.from_fraction(d) for p, d in tdiff.items()}
        ok = ok and not any(tdiff.values())
    item["ok"] = ok
    return item


def _explain(players, lines, computed, written, diff) -> list:
    """Lines whose omission, doubling or reversal accounts exactly for the difference."""
    notes = []
    if sum(written.values()) != 0:
        notes.append(
            {"kind": "not_zero_sum", "text": "Die geschriebenen Zahlen ergeben nicht 0 "
             "(die Punkte eines Spiels ergeben zusammen immer 0)."}
        )  # fmt: skip
    if any(computed.values()) and all(written[p] == -computed[p] for p in players):
        notes.append(
            {"kind": "signs_reversed", "text": "Vorzeichen vertauscht: gewonnen/verloren?"}
        )
    for i, ln in enumerate(lines):
        pts = {p: ledger.to_fraction(ln["points"].get(p, 0)) for p in players}
        if not any(pts.values()):
            continue
        for factor, kind, what in (
            (-1, "line_missing", "fehlt auf dem Papier"),
            (1, "line_doubled", "steht doppelt auf dem Papier"),
            (-2, "line_reversed", "steht mit falschem Vorzeichen auf dem Papier"),
        ):
            if all(diff[p] == factor * pts[p] for p in players):
                notes.append(
                    {"kind": kind, "line": i, "rule": ln.get("rule"),
                     "text": f"{ln.get('text', ln.get('item'))} — {what}"}
                )  # fmt: skip
    return notes


def _live_entries(session: Session, sheet: Sheet) -> list:
    """The sheet's entries that count (not tombstoned), in the order they were first written."""
    return session.scalars(
        select(Entry)
        .where(Entry.sheet_id == sheet.id, Entry.deleted.is_(False))
        .order_by(Entry.seq)
    ).all()
