"""A round's statistics per member, pure: counted from the stored entries of its sheets — each
entry's record (what was announced) and result (the settled lines) — never settled again.

Per member: the games declared by type and how many were won; as partner in a Rufer (any game
with a partner) how often and how often won; premiums on the member's side announced, made when
announced and made silently; Kontra on the game given (by the declarer's opponents) and won;
Renonces; Trischaken lost (points below zero); and in a family with a pot (Bayerisch) the points
paid into the Haferl (the stake, a lost game, a refill) and won from it.

A game is won when its result says so (``won``), else when the declarer's ``game`` line pays
the declarer (the engine's own reading), else when the declarer's points are above zero.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from shared_rules.ledger import amount_json, to_amount
from shared_rules.types import Amount, JsonObject, Record, Result

from ..ledger import POT

TRISCHAKEN = "trischaken"


@dataclass(frozen=True)
class StatsEvening:
    """The live entries of one sheet of the round, with its seats → members."""

    members: dict[str, str]
    entries: Sequence[tuple[Record, Result | None]]
    stake: int | None  # a sheet with a pot: what each seat paid in at the start


def won(result: Result) -> bool:
    if isinstance(result.get("won"), bool):
        return bool(result["won"])
    declarer = result.get("declarer")
    for line in result.get("lines", ()):
        if line.get("item") == "game" and declarer in line.get("points", {}):
            return bool(to_amount(line["points"][declarer]) > 0)
    return bool(to_amount(result.get("points", {}).get(declarer, 0)) > 0)


def blank() -> JsonObject:
    return {
        "games": {},
        "partner": {"times": 0, "won": 0},
        "premiums": {},
        "kontra": {"given": 0, "won": 0},
        "renonces": 0,
        "trischaken_lost": 0,
        "haferl": {"paid_in": 0, "won": 0},
    }


def stats(members: Sequence[dict[str, str]], evenings: Iterable[StatsEvening]) -> JsonObject:
    """{member id: statistics} for every member (zeros for one who played no evening)."""
    out: dict[str, JsonObject] = {m["id"]: blank() for m in members}
    pot_in: dict[str, Amount] = {m["id"]: 0 for m in members}
    pot_won: dict[str, Amount] = {m["id"]: 0 for m in members}
    for evening in evenings:
        seat = {s: out[mid] for s, mid in evening.members.items() if mid in out}
        if evening.stake:
            for mid in evening.members.values():
                if mid in pot_in:
                    pot_in[mid] += evening.stake
        for record, result in evening.entries:
            if result is None:
                continue
            count_entry(seat, record, result)
            for line in result.get("lines", ()):
                pot_moves(line, evening.members, pot_in, pot_won)
    for mid, line in out.items():
        line["haferl"] = {"paid_in": amount_json(pot_in[mid]), "won": amount_json(pot_won[mid])}
    return out


def pot_moves(
    line: JsonObject,
    members: dict[str, str],
    pot_in: dict[str, Amount],
    pot_won: dict[str, Amount],
) -> None:
    """What a line moves into or out of the pot, shared among those who pay (or receive) in
    the line by what each pays (receives): a lost game's declarer pays the pot's share alone; a
    refill is everyone's own stake."""
    moved = to_amount(line.get(POT, {}).get("points", 0))
    if moved == 0:
        return
    amounts = {s: to_amount(v) for s, v in line.get("points", {}).items()}
    side = {s: v for s, v in amounts.items() if (v < 0 if moved > 0 else v > 0)}
    whole: Amount = sum(side.values(), Fraction(0))
    for s, value in side.items():
        who = members.get(s)
        if who is None or who not in pot_in:
            continue
        share = Fraction(-moved if moved < 0 else moved) * value / whole
        if moved > 0:
            pot_in[who] += share
        else:
            pot_won[who] += share


def _kontra_givers(kontra: object, opponents: set[Any]) -> set[Any]:
    """Who gave Kontra on the game: every opponent for a level; in a negative game, where each
    opponent doubles alone (``{opponent: level}``), those with a level above 0.

    >>> sorted(_kontra_givers(1, {"B", "C"})), sorted(_kontra_givers({"B": 1, "C": 0}, {"B", "C"}))
    (['B', 'C'], ['B'])
    """
    if isinstance(kontra, dict):
        return {
            s for s, level in kontra.items() if isinstance(level, int) and level > 0
        } & opponents
    if isinstance(kontra, int) and not isinstance(kontra, bool) and kontra > 0:
        return opponents
    return set()


def count_entry(seat: dict[str, JsonObject], record: Record, result: Result) -> None:
    game = result.get("game") or record.get("game")
    declarer = result.get("declarer") or record.get("declarer")
    partner = result.get("partner") or record.get("partner")
    points = result.get("points", {})
    at_table = list(points)
    declarer_won = won(result) if declarer else False
    if isinstance(game, str) and declarer in seat:
        g = seat[declarer]["games"].setdefault(game, {"declared": 0, "won": 0})
        g["declared"] += 1
        g["won"] += int(declarer_won)
    if partner in seat and partner != declarer:  # a self-call has no partner
        seat[partner]["partner"]["times"] += 1
        seat[partner]["partner"]["won"] += int(declarer_won)
    side = {"declarer": {declarer, partner} - {None}}
    side["opponents"] = set(at_table) - side["declarer"]
    for premium in record.get("premiums") or ():
        if not isinstance(premium, dict) or not isinstance(premium.get("name"), str):
            continue
        announced, made = bool(premium.get("announced")), bool(premium.get("won"))
        for s in side.get(str(premium.get("side")), ()):
            if s in seat:
                p = seat[s]["premiums"].setdefault(
                    premium["name"], {"announced": 0, "made": 0, "silent_made": 0}
                )
                p["announced"] += int(announced)
                p["made"] += int(announced and made)
                p["silent_made"] += int(made and not announced)
    for s in _kontra_givers(record.get("kontra"), side["opponents"]) if declarer else ():
        if s in seat:
            seat[s]["kontra"]["given"] += 1
            seat[s]["kontra"]["won"] += int(not declarer_won)
    renonce = record.get("renonce")
    if isinstance(renonce, dict):
        for s in renonce.get("players") or ():
            if s in seat:
                seat[s]["renonces"] += 1
    if game == TRISCHAKEN:
        for s, amount in points.items():
            if s in seat and to_amount(amount) < 0:
                seat[s]["trischaken_lost"] += 1
