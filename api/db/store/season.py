"""A round's season, pure (no database, no Flask): the standing of its members over a period, read
from the sheets' stored totals (kept incrementally by every write, never settled again), the
running totals for the chart, the year's payout with the fewest transfers and the Kassa.

A member absent from an evening neither wins nor loses: only the seats of a sheet count, each
for the member mapped to it. Points are exact: a sum of ints, or "p/q" where a sheet's totals
hold a fraction (as the sheet totals do). The Kassa (``kitty_percent``) takes that share of every
evening's winnings, in whole cents rounded down per winner and evening; the payout evens out
what is left among the members, the Kassa and (Bayerisch) what the evenings left in the Haferl.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from fractions import Fraction
from math import floor
from typing import TypedDict

from shared_rules.ledger import amount_json, to_amount
from shared_rules.payout import fewest_transfers
from shared_rules.types import Amount, JsonObject

from ..ledger import POT
from .views import iso

#: the payout's parties beside the members: the round's Kassa and the Haferl's money left
KITTY = "kitty"
HAFERL = "haferl"


@dataclass(frozen=True)
class Evening:
    """One sheet of a round, as the season reads it (a row; no entry is read)."""

    sheet_id: str
    title: str
    created_at: datetime | None
    family: str
    players: list[str]
    members: dict[str, str]  # seat → member id
    totals: JsonObject
    deals: int

    @property
    def day(self) -> date | None:
        return None if self.created_at is None else self.created_at.date()


class MemberLine(TypedDict):
    id: str
    name: str
    evenings: int
    deals: int
    points: int | str
    money_cents: int | str
    kitty_cents: int
    net_cents: int | str
    avg_points_per_evening: float
    avg_points_per_deal: float
    best_evening: JsonObject | None
    worst_evening: JsonObject | None


def in_period(evenings: Iterable[Evening], start: date | None, end: date | None) -> list[Evening]:
    """The evenings of the period (both ends included), oldest first."""
    chosen = [
        e
        for e in evenings
        if (start is None or (e.day is not None and e.day >= start))
        and (end is None or (e.day is not None and e.day <= end))
    ]
    return sorted(chosen, key=lambda e: (e.created_at is None, e.created_at, e.sheet_id))


def season(
    members: Sequence[dict[str, str]],
    evenings: Sequence[Evening],
    *,
    kitty_percent: int,
    start: date | None = None,
    end: date | None = None,
) -> JsonObject:
    """The season document of GET /rounds/{id}/season (docs/design.md §3 "Rounds")."""
    chosen = in_period(evenings, start, end)
    points: dict[str, Amount] = {m["id"]: 0 for m in members}
    money: dict[str, Amount] = {m["id"]: 0 for m in members}
    kitty: dict[str, int] = {m["id"]: 0 for m in members}
    played: dict[str, list[tuple[str, Amount]]] = {m["id"]: [] for m in members}
    deals: dict[str, int] = {m["id"]: 0 for m in members}
    series: dict[str, list[int | str]] = {m["id"]: [] for m in members}
    haferl: Amount = 0
    rows: list[JsonObject] = []
    for evening in chosen:
        row_points: dict[str, int | str] = {}
        row_money: dict[str, int | str] = {}
        for seat, mid in evening.members.items():
            if mid not in points:
                continue  # cannot happen: members are never removed
            p = to_amount(evening.totals.get("points", {}).get(seat, 0))
            c = to_amount(evening.totals.get("money_cents", {}).get(seat, 0))
            points[mid] += p
            money[mid] += c
            kitty[mid] += floor(Fraction(c) * kitty_percent / 100) if c > 0 else 0
            played[mid].append((evening.sheet_id, p))
            deals[mid] += evening.deals
            series[mid].append(amount_json(points[mid]))
            row_points[mid] = amount_json(p)
            row_money[mid] = amount_json(c)
        if POT in evening.totals:
            haferl += to_amount(evening.totals[POT].get("money_cents", 0))
        rows.append(
            {
                "sheet_id": evening.sheet_id,
                "date": None if evening.day is None else evening.day.isoformat(),
                "created_at": iso(evening.created_at),
                "title": evening.title,
                "family": evening.family,
                "players": [evening.members[p] for p in evening.players if p in evening.members],
                "deals": evening.deals,
                "points": row_points,
                "money_cents": row_money,
            }
        )
    lines = [
        _member_line(m, played[m["id"]], deals[m["id"]], points, money, kitty) for m in members
    ]
    balances: dict[str, Amount] = {m["id"]: money[m["id"]] - kitty[m["id"]] for m in members}
    kitty_total = sum(kitty.values())
    if kitty_total:
        balances[KITTY] = kitty_total
    if haferl:
        balances[HAFERL] = haferl
    return {
        "from": None if start is None else start.isoformat(),
        "to": None if end is None else end.isoformat(),
        "kitty_percent": kitty_percent,
        "members": lines,
        "evenings": rows,
        "series": series,
        "payout": [
            {"from": a, "to": b, "cents": amount_json(c)} for a, b, c in fewest_transfers(balances)
        ],
        "kitty_cents": kitty_total,
        "haferl_cents": amount_json(haferl),
    }


def _member_line(
    member: dict[str, str],
    played: list[tuple[str, Amount]],
    deals: int,
    points: dict[str, Amount],
    money: dict[str, Amount],
    kitty: dict[str, int],
) -> MemberLine:
    mid = member["id"]
    best = max(played, key=lambda e: e[1], default=None)
    worst = min(played, key=lambda e: e[1], default=None)
    total = points[mid]
    return {
        "id": mid,
        "name": member["name"],
        "evenings": len(played),
        "deals": deals,
        "points": amount_json(total),
        "money_cents": amount_json(money[mid]),
        "kitty_cents": kitty[mid],
        "net_cents": amount_json(money[mid] - kitty[mid]),
        "avg_points_per_evening": round(float(total) / len(played), 2) if played else 0.0,
        "avg_points_per_deal": round(float(total) / deals, 2) if deals else 0.0,
        "best_evening": None if best is None else _evening_ref(best),
        "worst_evening": None if worst is None else _evening_ref(worst),
    }


def _evening_ref(evening: tuple[str, Amount]) -> JsonObject:
    return {"sheet_id": evening[0], "points": amount_json(evening[1])}
