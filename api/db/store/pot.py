"""The pot (Haferl) of a sheet whose family has one (Bayerisches Tarock, docs/bayerisch.md).

A sheet has a pot when its profile's family has one (``shared_rules.families``: asked, never
inferred from the nullable ``stake`` column): the sheet then stores its stake, opens with the
stake line (everyone at the table pays the stake in), and carries the pot from deal to deal: each
entry is settled against the pot the live entries before it left. The totals hold the pot beside
the players (``totals.pot``: points and money_cents); players and pot sum to zero. The engine
carries the pot (``shared_rules.haferl.carry_pot``); these read it from a sheet and its results.

Pure functions over a sheet and its entries' results; the store does the queries.

>>> from shared_rules.haferl import load_profile
>>> class S: players, stake, cents_per_point, profile_data = ["A", "B", "C"], 2, 10, {"family": "haferltarock"}
>>> totals = start_totals(S, load_profile("bayerisch"))
>>> totals["points"], totals["pot"]
({'A': -2, 'B': -2, 'C': -2}, {'points': 6, 'money_cents': 60})
"""

from __future__ import annotations

from typing import cast

from shared_rules.families import family_of_profile
from shared_rules.haferl import HaferlProfile
from shared_rules.haferl.record import MAX_STAKE
from shared_rules.haferl.settlement import stake_line
from shared_rules.profiles import Profile
from shared_rules.types import JsonObject, Line, ProfileData, Result

from .. import ledger
from ..errors import Invalid
from ..models import Sheet


def has_pot(profile_data: ProfileData) -> bool:
    """Whether sheets of this profile carry a pot: its family's answer."""
    return family_of_profile(profile_data).has_pot


def sheet_has_pot(sheet: Sheet) -> bool:
    """Whether this sheet carries a pot: the answer of its frozen profile's family."""
    return has_pot(sheet.profile_data)


def default_stake(profile_data: ProfileData) -> int:
    return cast(int, profile_data["stake"]["default"])


def check_stake(stake: object, profile_data: ProfileData) -> int | None:
    """The sheet's stake: the profile's default when not given; refused where there is no pot."""
    if not has_pot(profile_data):
        if stake is not None:
            raise Invalid(
                "stake", stake, f"profile {profile_data['id']} has no pot", kind="not-allowed"
            )
        return None
    stake = default_stake(profile_data) if stake is None else stake
    if isinstance(stake, bool) or not isinstance(stake, int) or not 1 <= stake <= MAX_STAKE:
        raise Invalid("stake", stake, f"expected whole Grundbeträge from 1 to {MAX_STAKE}")
    return stake


def opening(sheet: Sheet, profile: Profile | HaferlProfile) -> Line | None:
    """The stake line that opens the sheet (None without a pot)."""
    if not sheet_has_pot(sheet):
        return None
    # a sheet with a pot has a profile of a family with one: a HaferlProfile
    haferl = cast(HaferlProfile, profile)
    return stake_line(list(sheet.players), sheet.stake or 0, sheet.cents_per_point, haferl)


def start_totals(sheet: Sheet, profile: Profile | HaferlProfile) -> JsonObject:
    """The totals before the first deal: zero, or the stake line with the pot it fills."""
    totals = ledger.zero_totals(list(sheet.players))
    line = opening(sheet, profile)
    if line is None:
        return totals
    for name in ledger.LEDGERS:
        ledger.add_into(totals[name], line[name], +1)
    totals["pot"] = dict(line["pot"])
    return totals


def held(totals: JsonObject) -> int:
    """What the pot holds after every live entry: what a new deal finds."""
    return cast(int, totals["pot"]["points"])


def opening_pot(sheet: Sheet) -> int:
    """What the pot holds right after the stakes (before the first deal)."""
    return (sheet.stake or 0) * len(sheet.players) if sheet_has_pot(sheet) else 0


def after(result: Result) -> int:
    return cast(int, result["pot"]["after"])


def before(result: Result) -> int:
    return cast(int, result["pot"]["before"])
