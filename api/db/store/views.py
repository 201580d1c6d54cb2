"""What a client sees of a sheet and of an entry: plain JSON documents, built without a query."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import NotRequired, TypedDict

from shared_rules.families import family_of_profile
from shared_rules.types import HouseRules, JsonObject, Line, ProfileData, Record, Result

from .. import ledger
from ..models import Entry, Sheet
from .life import evening_totals, shown
from .settling import sitting_out


class ProfileRef(TypedDict):
    """The profile a sheet is settled with; an export adds the frozen document."""

    id: str
    version: str
    data: NotRequired[ProfileData]


class Payout(TypedDict):
    """A sheet with a pot: each player's money and what is left in the pot, in words too."""

    money_cents: JsonObject
    pot: JsonObject
    text: str


class EntryView(TypedDict):
    """One entry as a client sees it (``entry_view``)."""

    id: str
    revision: int
    seq: int
    version: int
    dealer: str
    forehand: str
    deleted: bool
    schreibfehler: bool
    record: Record
    written: JsonObject | None
    play: JsonObject | None
    result: Result | None
    created_at: str | None
    updated_at: str | None


class SheetView(TypedDict):
    """A sheet as a client sees it (``sheet_view``); the keys below ``carry`` only where said."""

    id: str
    title: str
    profile: ProfileRef
    house_rules: HouseRules
    players: list[str]
    first_dealer: str
    cents_per_point: int
    family: str
    stake: int | None
    version: int
    deals: int
    totals: JsonObject  # {"points": {p: n}, "money_cents": {p: n}} and, with a pot, "pot"
    next_dealer: str
    next_forehand: str
    sitting_out: str | None
    created_at: str | None
    updated_at: str | None
    display_names: dict[str, str]
    archived: bool
    archived_at: str | None
    continues: str | None
    continued_by: list[str]
    carry: JsonObject | None
    round_id: str | None  # the round this sheet belongs to (issue 20)
    members: dict[str, str] | None  # {seat name: member id} in its round
    evening_totals: NotRequired[JsonObject | None]  # a sheet that continues another
    custom_profile: NotRequired[JsonObject]  # custom22: a sheet with its own rule set
    opening: NotRequired[Line]  # a sheet with a pot
    payout: NotRequired[Payout]  # a sheet with a pot
    entries: NotRequired[list[EntryView]]  # when asked for
    next_after: NotRequired[int | None]  # a page of entries (GET /sheets/{id})
    tournament_table: NotRequired[JsonObject]  # GET /sheets/{id} of a tournament's table


@dataclass
class Outcome:
    """The answer of a write: what happened, the entry as stored, the sheet after the write."""

    outcome: str  # created | updated | deleted | unchanged | stale
    entry: EntryView
    sheet: SheetView

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


def sheet_view(
    sheet: Sheet,
    next_dealer: str,
    entries: Iterable[Entry] | None = None,
    *,
    opening: Line | None = None,
) -> SheetView:
    """The sheet: players, frozen profile, version, totals, who deals next (and its entries).

    A sheet with a pot adds its ``opening`` (the stake line) and the ``payout``: each player's
    money and what is left in the pot, which the sheet reports and does not divide
    (docs/bayerisch.md); ``totals.pot`` is the pot beside the players.
    """
    forehand, _active = ledger.seating(sheet.players, next_dealer)
    view: SheetView = {
        "id": sheet.id,
        "title": sheet.title,
        "profile": {"id": sheet.profile_id, "version": sheet.profile_version},
        "house_rules": sheet.house_rules,
        "players": sheet.players,
        "first_dealer": sheet.first_dealer,
        "cents_per_point": sheet.cents_per_point,
        "family": family_of_profile(sheet.profile_data).id,
        "stake": sheet.stake,
        "version": sheet.version,
        "deals": sheet.live_entries,
        "totals": sheet.totals,
        "next_dealer": next_dealer,
        "next_forehand": forehand,
        "sitting_out": sitting_out(sheet, next_dealer),
        "created_at": iso(sheet.created_at),
        "updated_at": iso(sheet.updated_at),
        # the sheet's life (api/db/store/life.py): names shown, archive, the evening's sheets
        "display_names": shown(sheet.players, sheet.display_names),
        "archived": sheet.archived_at is not None,
        "archived_at": iso(sheet.archived_at),
        "continues": sheet.continues,
        "continued_by": list(sheet.continued_by or ()),
        "carry": sheet.carry,
        "round_id": sheet.round_id,
        "members": sheet.members,
    }
    if "base" in sheet.profile_data:  # custom22: its own rule set (docs/rules.md §4.2)
        data = sheet.profile_data
        view["custom_profile"] = {k: data[k] for k in ("id", "name", "version", "base")}
    if sheet.carry is not None:
        view["evening_totals"] = evening_totals(sheet.players, sheet.totals, sheet.carry)
    if opening is not None:
        view["opening"] = opening
        view["payout"] = payout(sheet.totals)
    if entries is not None:
        view["entries"] = [entry_view(sheet, e) for e in entries]
    return view


def payout(totals: JsonObject) -> Payout:
    """The money each player has won or lost, and what is left in the pot, in German words.

    >>> payout({"points": {"Anna": 1, "Bernd": -1}, "money_cents": {"Anna": 10, "Bernd": -10},
    ...         "pot": {"points": 2, "money_cents": 20}})["text"]
    'Anna bekommt 0,10 €, Bernd zahlt 0,10 €; im Haferl bleiben 2 (0,20 €).'
    """
    money = totals["money_cents"]
    left = totals[ledger.POT]
    parts = [
        f"{p} {'bekommt' if c > 0 else 'zahlt'} {euro(abs(c))}" if c else f"{p} ±0"
        for p, c in money.items()
    ]
    return {
        "money_cents": money,
        "pot": left,
        "text": f"{', '.join(parts)}; im Haferl bleiben {left['points']} "
        f"({euro(left['money_cents'])}).",
    }


def euro(cents: int) -> str:
    """
    >>> euro(1234), euro(5), euro(-20)
    ('12,34 €', '0,05 €', '-0,20 €')
    """
    sign = "-" if cents < 0 else ""
    return f"{sign}{abs(cents) // 100},{abs(cents) % 100:02d} €"


def entry_view(sheet: Sheet, entry: Entry) -> EntryView:
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
        "play": entry.play,
        "result": entry.result,
        "created_at": iso(entry.created_at),
        "updated_at": iso(entry.updated_at),
    }
