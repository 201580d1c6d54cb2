"""The rules engine on a sheet: the frozen profile, who dealt, the record the engine settles.

A sheet supplies what its entries leave out — the table, the profile and house rules frozen at
creation, the cents per point, the dealer (whoever deals next) and the Vorhand; on a sheet with a
pot (Bayerisches Tarock) the stake and the pot the deal finds — and refuses an entry that
contradicts it. The frozen profile's family picks the engine (``shared_rules.families``).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from threading import Lock
from typing import TypeAlias, cast

import shared_rules
from shared_rules.families import family_of_profile, profile_from_data
from shared_rules.haferl import HaferlProfile
from shared_rules.profiles import Profile
from shared_rules.types import Record, Result

from ... import metrics
from .. import ledger
from ..errors import Invalid
from ..models import Sheet
from .inputs import rule_error
from .pot import sheet_has_pot

#: A loaded profile of either family (``shared_rules.families.profile_from_data``).
AnyProfile: TypeAlias = Profile | HaferlProfile


class ProfileCache:
    """Frozen profiles are immutable per sheet: validate and build each once per process."""

    def __init__(self, size: int = 256):
        self._items: OrderedDict[str, AnyProfile] = OrderedDict()
        self._size = size
        self._lock = Lock()

    def put(self, sheet_id: str, profile: AnyProfile) -> None:
        with self._lock:
            self._items[sheet_id] = profile
            while len(self._items) > self._size:
                self._items.popitem(last=False)

    def forget(self, sheet_id: str) -> None:
        with self._lock:
            self._items.pop(sheet_id, None)

    def get(self, sheet: Sheet) -> AnyProfile:
        with self._lock:
            if sheet.id in self._items:
                self._items.move_to_end(sheet.id)
                return self._items[sheet.id]
        profile = profile_from_data(sheet.profile_data, sheet.house_rules)
        self.put(sheet.id, profile)
        return profile


def next_dealer(sheet: Sheet, last_dealer: str | None) -> str:
    """Who deals next: the player after the dealer of the last live deal."""
    if last_dealer is None:
        return sheet.first_dealer
    return ledger.next_in_seating(sheet.players, last_dealer)


def active_count(sheet: Sheet) -> int:
    """How many play a deal (the profile's ``table.active``, else its family's: 4 in Königrufen):
    at a larger table the dealer sits out."""
    return family_of_profile(sheet.profile_data).active_seats(sheet.profile_data)


def sitting_out(sheet: Sheet, dealer: str) -> str | None:
    return dealer if len(sheet.players) > active_count(sheet) else None


def entry_dealer(
    sheet: Sheet, record: Record, stored: str | None, deals_next: Callable[[], str]
) -> str:
    """An entry's dealer: the record's (at a table where he sits out, the one its players leave
    out), else the one stored with the entry, else whoever deals next (asked only then: it costs
    a query)."""
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
        if len(sheet.players) > active_count(sheet) and len(missing) == 1:
            if dealer is not None and dealer != missing[0]:
                raise Invalid(
                    "record.dealer",
                    dealer,
                    f"at a {len(sheet.players)}-player table {missing[0]} deals (sits out)",
                )
            dealer = missing[0]
        elif missing:
            raise Invalid(
                "record.players", players, f"this deal needs all of {', '.join(sheet.players)}"
            )
    if dealer is not None:
        if dealer not in sheet.players:
            raise Invalid("record.dealer", dealer, "not a player on this sheet")
        return cast(str, dealer)
    return stored if stored is not None else deals_next()


def engine_record(sheet: Sheet, record: Record, dealer: str, pot: int | None = None) -> Record:
    """The record as the engine settles it: the sheet supplies table, profile and cents; with a
    pot also the stake and the ``pot`` the deal finds (a record never names it: the sheet
    carries it), else the Vorhand."""
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
    if not sheet_has_pot(sheet):
        if full.get("forehand") is None:
            full["forehand"] = ledger.seating(sheet.players, dealer)[0]
        return full
    if "pot" in record:
        raise Invalid(
            "record.pot",
            record["pot"],
            "the sheet carries the pot from deal to deal: an entry does not name it",
            kind="not-allowed",
        )
    stake = record.get("stake", sheet.stake)
    if stake != sheet.stake:
        raise Invalid("record.stake", stake, f"this sheet is played for a stake of {sheet.stake}")
    full["stake"] = sheet.stake
    full["pot"] = pot
    return full


def settle_entry(
    sheet: Sheet,
    record: Record,
    dealer: str,
    prefix: str,
    profile: AnyProfile,
    pot: int | None = None,
) -> Result:
    """The entry's settlement by the sheet's frozen profile (against ``pot`` on a sheet with a
    pot); engine errors named at ``prefix``."""
    full = engine_record(sheet, record, dealer, pot)
    try:
        result = shared_rules.settle(full, profile=profile)
    except shared_rules.RuleError as err:
        raise rule_error(prefix, err) from None
    pot_share = result.get(ledger.POT, {})
    for name in ledger.LEDGERS:  # the engine checks it too; the running totals depend on it
        if not ledger.is_zero_sum(result[name], pot_share.get(name, 0)):
            raise ArithmeticError(f"settlement is not zero-sum: {name} {result[name]}")
    metrics.settled(result)
    return result
