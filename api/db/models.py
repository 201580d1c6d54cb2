"""SQLAlchemy 2 models of a score sheet: the sheet row and its append-only log of entries.

The sheet row carries everything a write must update in one place under one lock: the version
counter, the next deal number and the running totals (kept incrementally, see ``api.db.ledger``).
JSON columns use the portable ``JSON`` type (PostgreSQL ``json``, not ``jsonb``), so the order of
players in the stored objects is kept as written.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

from shared_rules.types import HouseRules, JsonObject, ProfileData, Record, Result

#: The most entries a sheet holds, deleted ones included: a long evening has ~60 deals, a sheet
#: kept for a year of weekly evenings a few thousand; 10,000 bounds what one request may cost.
MAX_ENTRIES = 10_000

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utcnow() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class Sheet(Base):
    """One Punkteliste: players in seating order, a frozen profile, tokens (hashed), totals."""

    __tablename__ = "sheets"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    title: Mapped[str] = mapped_column(String(200), default="")
    profile_id: Mapped[str] = mapped_column(String(64))
    profile_version: Mapped[str] = mapped_column(String(64))
    # the profile document frozen at creation
    profile_data: Mapped[ProfileData] = mapped_column(JSON)
    house_rules: Mapped[HouseRules] = mapped_column(JSON, default=dict)
    players: Mapped[list[str]] = mapped_column(JSON)  # in seating order: 4–5, or 3–4 (Bavarian)
    first_dealer: Mapped[str] = mapped_column(String(64))
    cents_per_point: Mapped[int] = mapped_column(Integer)
    # the stake of a sheet with a pot (Bayerisches Tarock); None for a family without one
    stake: Mapped[int | None] = mapped_column(Integer, nullable=True, default=None)
    edit_token_hash: Mapped[str] = mapped_column(String(64))
    view_token_hash: Mapped[str] = mapped_column(String(64))
    version: Mapped[int] = mapped_column(BigInteger, default=0)  # bumped by every write
    next_seq: Mapped[int] = mapped_column(
        BigInteger, default=1
    )  # deal number of the next new entry
    # {"points": {p: n}, "money_cents": {p: n}} and, with a pot, "pot": {"points", "money_cents"}
    totals: Mapped[JsonObject] = mapped_column(JSON)
    live_entries: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    # --- the sheet's life (migration 0005): what may change after creation ---
    # {seat name: name shown}: a player renamed (a typo, a nickname). The seat names in ``players``
    # stay the identity every record, result and paper number refers to; only the shown name moves.
    display_names: Mapped[dict[str, str]] = mapped_column(JSON, default=dict)
    # set while the sheet is archived (hidden from the main list of every phone of the table)
    archived_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    # the sheet this one continues with a changed table (a link, kept when that one is deleted)
    continues: Mapped[str | None] = mapped_column(String(36), nullable=True)
    # the sheets that continue this one, in the order they were made
    continued_by: Mapped[list[str]] = mapped_column(JSON, default=list)
    # where the evening stood when this sheet began: {"points": {name: n}, "money_cents": {…}},
    # the earlier sheets' totals of everyone (those who left the table too); None: a fresh start
    carry: Mapped[JsonObject | None] = mapped_column(JSON, nullable=True)
    # --- a sheet of a round (migration 0006): the round and who sat where ---
    round_id: Mapped[str | None] = mapped_column(String(36), nullable=True, index=True)
    # {seat name: member id}: every seat mapped, a member at most once (None: no round)
    members: Mapped[dict[str, str] | None] = mapped_column(JSON, nullable=True)
    # --- its statistics (migration 0010): per seat what a round's statistics count from its live
    # entries, kept by every write like the totals (api/db/store/stats_tally.py)
    stats: Mapped[JsonObject] = mapped_column(JSON, default=dict)

    entries: Mapped[list[Entry]] = relationship(
        back_populates="sheet", order_by="Entry.seq", lazy="raise", passive_deletes=True
    )


class Entry(Base):
    """One deal of a sheet, keyed by the client's UUID; a tombstone once deleted."""

    __tablename__ = "entries"
    __table_args__ = (
        UniqueConstraint("sheet_id", "entry_id"),
        Index("ix_entries_sheet_version", "sheet_id", "version"),
        Index("ix_entries_sheet_seq", "sheet_id", "seq"),
    )

    pk: Mapped[int] = mapped_column(BigInteger().with_variant(Integer, "sqlite"), primary_key=True)
    sheet_id: Mapped[str] = mapped_column(ForeignKey("sheets.id", ondelete="CASCADE"))
    entry_id: Mapped[str] = mapped_column(String(36))  # client-generated UUID, canonical form
    revision: Mapped[int] = mapped_column(BigInteger)
    seq: Mapped[int] = mapped_column(BigInteger)  # deal number: order of first arrival
    dealer: Mapped[str] = mapped_column(String(64))
    record: Mapped[Record] = mapped_column(JSON)  # as the client sent it ("writing_error" included)
    written: Mapped[JsonObject | None] = mapped_column(
        JSON, nullable=True
    )  # numbers from the paper sheet
    # the deal checked card by card (migration 0007): a replay body less what the sheet decides
    play: Mapped[JsonObject | None] = mapped_column(JSON, nullable=True)
    result: Mapped[Result | None] = mapped_column(JSON, nullable=True)  # the engine's settlement
    deleted: Mapped[bool] = mapped_column(Boolean, default=False)
    body_hash: Mapped[str] = mapped_column(String(64))  # sha256 of the canonical body
    version: Mapped[int] = mapped_column(BigInteger)  # the sheet version of its last change
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    sheet: Mapped[Sheet] = relationship(back_populates="entries")


class DeletedSheet(Base):
    """What is kept of a sheet its owner deleted: its id and when, nothing else (no title,
    names, entries or token hashes), so a device that syncs it learns it is gone (410)."""

    __tablename__ = "deleted_sheets"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    deleted_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Round(Base):
    """Die Runde: the same members over many evenings (sheets), with its defaults and tokens.

    ``members`` is ``[{"id": uuid, "name": text}]`` in the order they joined; a member is never
    removed (their evenings stay theirs), a rename changes only ``name``."""

    __tablename__ = "rounds"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    title: Mapped[str] = mapped_column(String(200))
    members: Mapped[list[dict[str, str]]] = mapped_column(JSON)
    profile_id: Mapped[str] = mapped_column(String(64))  # an own rule set's: its base
    # the own rule set (an overlay, as POST /sheets takes it) its sheets are made with; None:
    # the official profile (issue 35)
    custom_profile: Mapped[JsonObject | None] = mapped_column(JSON, nullable=True)
    house_rules: Mapped[HouseRules] = mapped_column(JSON, default=dict)
    cents_per_point: Mapped[int] = mapped_column(Integer)
    # the share of every evening's winnings set aside for the Kassa, in percent (0–100)
    kitty_percent: Mapped[int] = mapped_column(Integer, default=0)
    edit_token_hash: Mapped[str] = mapped_column(String(64))
    view_token_hash: Mapped[str] = mapped_column(String(64))
    version: Mapped[int] = mapped_column(BigInteger, default=0)
    archived_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class DeletedRound(Base):
    """Only the id of a deleted round and when (410 afterwards), like ``DeletedSheet``."""

    __tablename__ = "deleted_rounds"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    deleted_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ApiKey(Base):
    """A third-party app's API key (api/apikeys.py): its own rate limit instead of its address's.

    Only the SHA-256 of the key is kept (a key is 256 random bits, so a fast hash is enough and a
    lookup is one index read); the key itself is shown once, by ``flask --app api keys create``.
    A revoked key keeps its row (``revoked_at``), so its name is not given out again.
    """

    __tablename__ = "api_keys"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    #: a ``limits`` rate limit string, e.g. "3000 per minute" or "50 per second; 3000 per hour"
    rate_limit: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


# --- turnier23: a tournament (issue 23, migration 0008) -------------------------------------------


class Tournament(Base):
    """Ein Turnier: players drawn to tables round by round (``Durchgänge``), each table an
    ordinary sheet (``TournamentTable``); its ranking sums those sheets' stored totals.

    ``players`` is ``[{"id", "name", "joined": round the player is first drawn in, "withdrawn":
    the last round drawn before they left, or None}]``; ``rounds`` is ``[{"number", "status":
    "open" | "closed", "seed"}]`` in order (the tables are rows of their own)."""

    __tablename__ = "tournaments"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    title: Mapped[str] = mapped_column(String(200))
    date: Mapped[str | None] = mapped_column(String(10), nullable=True)  # ISO date
    place: Mapped[str] = mapped_column(String(200), default="")
    profile_id: Mapped[str] = mapped_column(String(64))  # an own rule set's: its base
    # the own rule set (an overlay, as POST /sheets takes it) its sheets are made with; None:
    # the official profile (issue 35)
    custom_profile: Mapped[JsonObject | None] = mapped_column(JSON, nullable=True)
    house_rules: Mapped[HouseRules] = mapped_column(JSON, default=dict)
    cents_per_point: Mapped[int] = mapped_column(Integer)
    players: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    rounds_planned: Mapped[int] = mapped_column(Integer)
    # how a round ends: one of the two is set
    deals_per_table: Mapped[int | None] = mapped_column(Integer, nullable=True)
    deals_per_dealer: Mapped[int | None] = mapped_column(Integer, nullable=True)
    rounds: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    edit_token_hash: Mapped[str] = mapped_column(String(64))  # the organiser's
    view_token_hash: Mapped[str] = mapped_column(String(64))  # the public view's
    version: Mapped[int] = mapped_column(BigInteger, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class TournamentTable(Base):
    """One table of one round: its sheet (whose edit token is the table token), who sits at which
    seat (``{seat name: player id}``) and whether the round's close locked it."""

    __tablename__ = "tournament_tables"
    __table_args__ = (UniqueConstraint("tournament_id", "round_no", "table_no"),)

    sheet_id: Mapped[str] = mapped_column(String(36), primary_key=True)
    tournament_id: Mapped[str] = mapped_column(
        ForeignKey("tournaments.id", ondelete="CASCADE"), index=True
    )
    round_no: Mapped[int] = mapped_column(Integer)
    table_no: Mapped[int] = mapped_column(Integer)
    seats: Mapped[dict[str, str]] = mapped_column(JSON)
    locked: Mapped[bool] = mapped_column(Boolean, default=False)
    confirmed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class TournamentCorrection(Base):
    """The organiser's correction of a table, with the reason given (kept, never changed)."""

    __tablename__ = "tournament_corrections"

    id: Mapped[int] = mapped_column(BigInteger().with_variant(Integer, "sqlite"), primary_key=True)
    tournament_id: Mapped[str] = mapped_column(
        ForeignKey("tournaments.id", ondelete="CASCADE"), index=True
    )
    sheet_id: Mapped[str] = mapped_column(String(36))
    entry_id: Mapped[str] = mapped_column(String(36))
    action: Mapped[str] = mapped_column(String(16))  # "put" or "delete"
    reason: Mapped[str] = mapped_column(String(500))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Cup(Base):
    """A cup season: tournaments (their ids, in order), the placement points a place earns
    (``placement_points[0]`` for the winner; a place beyond the list earns 0) and how many of a
    player's results count (``best_of``). Players are matched across tournaments by name."""

    __tablename__ = "cups"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    title: Mapped[str] = mapped_column(String(200))
    placement_points: Mapped[list[int]] = mapped_column(JSON)
    best_of: Mapped[int] = mapped_column(Integer)
    tournaments: Mapped[list[str]] = mapped_column(JSON, default=list)
    edit_token_hash: Mapped[str] = mapped_column(String(64))
    view_token_hash: Mapped[str] = mapped_column(String(64))
    version: Mapped[int] = mapped_column(BigInteger, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
