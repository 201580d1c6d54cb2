"""A sheet's life after its creation, checked and shown without a database: players renamed, the
archive, and a sheet that continues another with a changed table (its ``carry``).

The model: the seat names in ``players`` are a sheet's identity keys, never changed — every
record, result, paper number, dealer and export row refers to them, and an offline phone's entry
written before a rename still names its seat. What a player is *called* is ``display_names``
(seat → name shown), which may change at any time; a view always has every seat in it.

A continuing sheet starts where the evening stood: ``carry`` holds the earlier sheets' totals of
everyone who played this evening (those who left the table too), by the names shown when it was
continued, which are the new sheet's seat names. Its own ``totals`` stay those of its own deals;
the evening is ``carry`` + ``totals`` (``evening_totals``).

>>> check_display_names({"Anna": "Anna-Lena"}, ["Anna", "Bernd", "Clara", "David"], {})
{'Anna': 'Anna-Lena'}
>>> check_display_names({"Bernd": "anna"}, ["Anna", "Bernd", "Clara", "David"], {})
Traceback (most recent call last):
...
api.db.errors.Invalid: display_names.Bernd: ... (Anna = anna)
>>> shown(["Anna", "Bernd"], {"Anna": "Anni"})
{'Anna': 'Anni', 'Bernd': 'Bernd'}
"""

from __future__ import annotations

from collections.abc import Iterable

from shared_rules.ledger import amount_json, to_amount
from shared_rules.lookalike import LookAlikes
from shared_rules.types import Amount, JsonObject
from shared_rules.vocabulary import MAX_NAME, name_problem, player_key

from .. import ledger
from ..errors import Invalid
from .inputs import canonical_uuid, check_text, look_alike

#: names a carry may hold: the table (at most 5) and those who left it over an evening
MAX_CARRY_NAMES = 40
#: the largest amount a carry may hold (far above any evening's; bounds what a forged one costs)
MAX_CARRY_AMOUNT = 10**12


def shown(players: Iterable[str], display_names: dict[str, str] | None) -> dict[str, str]:
    """Every seat with the name shown for it."""
    names = display_names or {}
    return {p: names.get(p, p) for p in players}


def check_display_names(
    asked: object, players: list[str], current: dict[str, str], others: Iterable[str] = ()
) -> dict[str, str]:
    """The display names after a rename: ``asked`` (seat → new name; the seat's own name resets
    it) on top of ``current``. Each name passes the player-name rule; no two shown names (nor a
    shown name and one of ``others``, those who left the table) are the same player."""
    if not isinstance(asked, dict) or not asked:
        raise Invalid("display_names", asked, "expected {seat name: new name} for 1 or more seats")
    check_text(asked, "display_names")
    merged = dict(current)
    for seat, name in asked.items():
        at = f"display_names.{seat}"
        if seat not in players:
            raise Invalid(at, seat, "not a player on this sheet (name the seat as in players)")
        problem = name_problem(name)
        if problem:
            raise Invalid(at, name, problem, code="name.invalid", params={"max": MAX_NAME})
        if name == seat:
            merged.pop(seat, None)
        else:
            merged[seat] = name
    names = shown(players, merged)
    taken: dict[str, str] = {player_key(n): n for n in others}
    looks = LookAlikes(others)
    # the renamed seats last: a refusal names a seat that was asked
    order = [p for p in players if p not in asked] + [p for p in players if p in asked]
    for seat in order:
        name = names[seat]
        other = taken.get(player_key(name))
        if other is not None:
            raise Invalid(
                f"display_names.{seat}",
                name,
                f"player names must be different ({other} = {name})",
                code="names.duplicate",
            )
        twin = looks.twin(name)
        if twin is not None:
            raise look_alike(f"display_names.{seat}", name, twin)
        taken[player_key(name)] = name
        looks.add(name)
    return merged


def leavers(players: list[str], carry: JsonObject | None) -> list[str]:
    """Who played earlier this evening and left the table: in the carry, not a player."""
    if not carry:
        return []
    seen: dict[str, None] = {}
    for name in ledger.LEDGERS:
        for p in carry.get(name, {}):
            if p not in players:
                seen[p] = None
    return list(seen)


def check_carry(carry: object, players: list[str]) -> JsonObject | None:
    """``{"points": {name: amount}, "money_cents": {name: amount}}``: whole numbers or "p/q";
    names are players of this sheet or players who left (who pass the name rule and are nobody
    at the table). Missing names start at 0."""
    if carry is None:
        return None
    if not isinstance(carry, dict) or set(carry) - set(ledger.LEDGERS):
        raise Invalid("carry", carry, 'expected {"points": {name: n}, "money_cents": {name: n}}')
    check_text(carry, "carry")
    keys = {player_key(p): p for p in players}
    out: JsonObject = {}
    names: set[str] = set()
    for part in ledger.LEDGERS:
        amounts = carry.get(part, {})
        if not isinstance(amounts, dict):
            raise Invalid(f"carry.{part}", amounts, "expected {name: amount}")
        checked: dict[str, int | str] = {}
        for name, value in amounts.items():
            at = f"carry.{part}.{name}"
            problem = name_problem(name)
            if problem:
                raise Invalid(at, name, problem, code="name.invalid", params={"max": MAX_NAME})
            same = keys.get(player_key(name))
            if same is not None and same != name:
                reason = f"player names must be different ({same} = {name})"
                raise Invalid(at, name, reason, code="names.duplicate")
            checked[name] = _carried(value, at)
            names.add(name)
        out[part] = checked
    if len(names) > MAX_CARRY_NAMES:
        raise Invalid("carry", ..., f"a carry holds at most {MAX_CARRY_NAMES} names")
    return out


def _carried(value: object, at: str) -> int | str:
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise Invalid(at, value, 'expected a whole number or "p/q"')
    try:
        amount = ledger.to_fraction(value)
    except (ValueError, ZeroDivisionError):
        raise Invalid(at, value, 'expected a whole number or "p/q"') from None
    if abs(amount) > MAX_CARRY_AMOUNT or amount.denominator > 1000:
        raise Invalid(at, value, f"expected an amount of at most {MAX_CARRY_AMOUNT:,}")
    return amount_json(to_amount(value))


def check_continues(continues: object) -> str | None:
    return None if continues is None else canonical_uuid(continues, "continues")


def evening_totals(
    players: list[str], totals: JsonObject, carry: JsonObject | None
) -> JsonObject | None:
    """Where the evening stands: the carry (everyone this evening) plus this sheet's totals.

    >>> evening_totals(["A", "B"], {"points": {"A": 2, "B": -2}, "money_cents": {"A": 20, "B": -20}},
    ...                {"points": {"A": 1, "E": -1}, "money_cents": {"A": 10, "E": -10}})
    {'points': {'A': 3, 'B': -2, 'E': -1}, 'money_cents': {'A': 30, 'B': -20, 'E': -10}}
    """
    if carry is None:
        return None
    out: JsonObject = {}
    for part in ledger.LEDGERS:
        sums: dict[str, Amount] = {p: to_amount(totals[part].get(p, 0)) for p in players}
        for name, value in carry.get(part, {}).items():
            sums[name] = sums.get(name, 0) + to_amount(value)
        out[part] = {p: amount_json(v) for p, v in sums.items()}
    return out
