"""A score sheet's running totals, on the engine's exact amounts and seating.

Amounts are ints, or the string "p/q" for the rare non-integer an engine result can carry; the
arithmetic is ``shared_rules.ledger``'s (exact, never floats) and the seating is
``shared_rules.seating``'s: one home each, here only applied to a sheet's totals.

>>> add_into({"Anna": 3, "Bernd": -3}, {"Anna": "1/2", "Bernd": "-1/2"}, sign=1)
{'Anna': '7/2', 'Bernd': '-7/2'}
>>> seating(["A", "B", "C", "D", "E"], "E")
('A', ['A', 'B', 'C', 'D'])
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from shared_rules.ledger import JsonAmounts, add_amounts, amount_json, to_amount
from shared_rules.seating import next_in_seating, seating
from shared_rules.types import JsonObject

__all__ = [
    "LEDGERS",
    "add_into",
    "apply_delta",
    "contribution",
    "from_fraction",
    "is_zero_sum",
    "next_in_seating",
    "seating",
    "summed",
    "to_fraction",
    "zero_totals",
]

LEDGERS = ("points", "money_cents")
#: a sheet with a pot (Bayerisches Tarock) keeps it in its totals beside the players
POT = "pot"


def to_fraction(value: int | str) -> Fraction:
    """An amount as a Fraction (for comparing and summing in the audit)."""
    return Fraction(to_amount(value))


from_fraction = amount_json  # the JSON form of an exact amount: an int, or "p/q"


def zero_totals(players: list[str]) -> JsonObject:
    return {ledger: dict.fromkeys(players, 0) for ledger in LEDGERS}


def add_into(target: JsonAmounts, amounts: Mapping[str, object], sign: int) -> JsonAmounts:
    """Add ``sign`` × amounts into target (in place, returned); players missing in amounts add 0."""
    target.update(add_amounts(target, amounts, sign))
    return target


def contribution(result: JsonObject | None, counts: bool) -> JsonObject:
    """What one entry adds to the totals: its settlement (with what the pot gains, if it has
    one), or nothing if it does not count.

    >>> contribution({"points": {"A": 1}, "money_cents": {"A": 10},
    ...               "pot": {"before": 3, "after": 2, "points": -1, "money_cents": -10}}, True)
    {'points': {'A': 1}, 'money_cents': {'A': 10}, 'pot': {'points': -1, 'money_cents': -10}}
    """
    if result is None or not counts:
        return {ledger: {} for ledger in LEDGERS}
    out = {ledger: result.get(ledger, {}) for ledger in LEDGERS}
    if POT in result:
        out[POT] = {ledger: result[POT][ledger] for ledger in LEDGERS}
    return out


def apply_delta(totals: JsonObject, old: JsonObject, new: JsonObject) -> JsonObject:
    """New totals after an entry's contribution changed from ``old`` to ``new`` (O(players)).

    >>> apply_delta({"points": {"A": 0}, "money_cents": {"A": 0},
    ...              "pot": {"points": 3, "money_cents": 30}},
    ...             {"points": {}, "money_cents": {}},
    ...             {"points": {"A": 1}, "money_cents": {"A": 10},
    ...              "pot": {"points": -1, "money_cents": -10}})["pot"]
    {'points': 2, 'money_cents': 20}
    """
    out = {
        ledger: add_amounts(add_amounts(totals[ledger], old[ledger], -1), new[ledger], +1)
        for ledger in LEDGERS
    }
    if POT in totals:
        out[POT] = {
            ledger: totals[POT][ledger]
            - old.get(POT, {}).get(ledger, 0)
            + new.get(POT, {}).get(ledger, 0)
            for ledger in LEDGERS
        }
    return out


def is_zero_sum(amounts: Mapping[str, object], pot: int = 0) -> bool:
    """Whether the players' amounts and what the pot gains (if there is one) sum to zero."""
    return sum((to_amount(v) for v in amounts.values()), pot) == 0  # exact; ints stay ints


def summed(totals: JsonObject, contributions: list[JsonObject]) -> JsonObject:
    """``totals`` plus many contributions, summed exactly and turned to JSON once (an import:
    ``apply_delta`` per entry would convert every total back and forth each time).

    >>> start = {"points": {"A": 0, "B": 0}, "money_cents": {"A": 0, "B": 0}}
    >>> summed(start, [contribution({"points": {"A": "1/2", "B": "-1/2"},
    ...                              "money_cents": {"A": 5, "B": -5}}, True)] * 3)
    {'points': {'A': '3/2', 'B': '-3/2'}, 'money_cents': {'A': 15, 'B': -15}}
    """
    exact = {name: {p: to_amount(v) for p, v in totals[name].items()} for name in LEDGERS}
    left = dict(totals[POT]) if POT in totals else None
    for c in contributions:
        for name in LEDGERS:
            into = exact[name]
            for player, value in c[name].items():
                into[player] = into.get(player, 0) + to_amount(value)
        if left is not None and POT in c:
            for name in LEDGERS:
                left[name] += c[POT][name]
    out: JsonObject = {
        name: {p: amount_json(v) for p, v in exact[name].items()} for name in LEDGERS
    }
    if left is not None:
        out[POT] = left
    return out
