"""Settlement lines: who pays whom for one item, in points and in money (docs/rules.md §2).

Every player of the losing side pays x to the other side as a whole, per opponent: 2 v 2 each ±x,
1 v 3 the single player ±3x and each opponent ∓x. Kontra multiplies the money (and the points only
where the profile or a house rule says so).

>>> pts, money = transfer(["A", "B", "C", "D"], ["A"], ["B", "C", "D"], side_wins=True, value=4,
...                        kontra=1, cents_per_point=10, kontra_on_points=False)
>>> pts, money
({'A': 12, 'B': -4, 'C': -4, 'D': -4}, {'A': 240, 'B': -80, 'C': -80, 'D': -80})

Amounts are exact: ints, or a Fraction where two renoncers share an odd credit, written "p/q" in
JSON. ``to_amount``, ``add_amounts`` and ``amount_json`` are the one amount API — the batch
totals, the sheet totals, the audit and the CSV export add and write amounts with them:

>>> add_amounts({"A": 3, "B": -3}, {"A": "1/2", "B": "-1/2"})
{'A': '7/2', 'B': '-7/2'}
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TypeAlias

from .profiles import KONTRA_NAMES
from .types import Amount, Amounts, Kontra, Line, Player

#: player -> an exact amount in JSON form (an int, or "p/q")
JsonAmounts: TypeAlias = dict[Player, int | str]

SIDE_DE = {"declarer": "Spieler", "opponents": "Gegner"}


def transfer(
    players: list[Player],
    side: list[Player],
    opponents: list[Player],
    *,
    side_wins: bool,
    value: int,
    kontra: Kontra,
    cents_per_point: int,
    kontra_on_points: bool,
) -> tuple[Amounts, Amounts]:
    """Points and money of one item of ``value`` per opponent between a side and its opponents.

    ``kontra`` is a level for the whole table or a mapping opponent → level (negative games).
    """
    x, cpp = value, cents_per_point
    sign = 1 if side_wins else -1
    points: dict[Player, Amount] = dict.fromkeys(players, 0)
    money: dict[Player, Amount] = points.copy()  # a copy is 4× as quick as fromkeys
    if isinstance(kontra, dict):
        total_points = total_money = 0
        for o in opponents:
            factor = 1 << kontra.get(o, 0)
            p = x * factor if kontra_on_points else x
            m = x * factor * cpp
            points[o] = -sign * p
            money[o] = -sign * m
            total_points += p
            total_money += m
    else:  # one level for the whole table: every opponent pays the same
        factor = 1 << kontra
        p = x * factor if kontra_on_points else x
        m = x * factor * cpp
        paid_points, paid_money = -sign * p, -sign * m
        for o in opponents:
            points[o] = paid_points
            money[o] = paid_money
        total_points, total_money = p * len(opponents), m * len(opponents)
    n = len(side)  # the side shares what its opponents pay (or pays what they get)
    share_points = sign * (total_points if n == 1 else exact(total_points, n))
    share_money = sign * (total_money if n == 1 else exact(total_money, n))
    for d in side:
        points[d] = share_points
        money[d] = share_money
    return points, money


def exact(total: int, n: int) -> Amount:
    """total / n as an int when it divides, else a Fraction (two renoncers sharing an odd sum)."""
    q, r = divmod(total, n)
    return q if r == 0 else Fraction(total, n)


def whole(value: Fraction) -> Amount:
    """An int where the fraction is whole, else the fraction."""
    return value.numerator if value.denominator == 1 else value


def to_amount(value: object) -> Amount:
    """An exact amount from its JSON form (an int, or "p/q") or from a Fraction.

    >>> to_amount("-3/2"), to_amount(4), to_amount("6/3")
    (Fraction(-3, 2), 4, 2)
    """
    if isinstance(value, bool):
        raise TypeError("an amount is never a boolean")
    if isinstance(value, int):
        return value
    if isinstance(value, str | Fraction):
        return whole(Fraction(value))
    raise TypeError(f"not an amount: {value!r}")


def add_amounts(
    total: Mapping[Player, object], amounts: Mapping[Player, object], sign: int = 1
) -> JsonAmounts:
    """``total`` + sign × ``amounts`` per player, exactly, in JSON form (a new dict; players
    missing on either side count 0)."""
    out = {p: to_amount(v) for p, v in total.items()}
    for player, value in amounts.items():
        out[player] = out.get(player, 0) + sign * to_amount(value)
    return {p: amount_json(v) for p, v in out.items()}


def amount_json(value: Amount | str) -> int | str:
    """The JSON form of an exact amount: an int, or the string "p/q".

    >>> amount_json(Fraction(-3, 2)), amount_json(Fraction(4, 2)), amount_json(5)
    ('-3/2', 2, 5)
    """
    if type(value) is int:  # most amounts: as they are (a Fraction of one costs a microsecond)
        return value
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def line(
    item: str,
    text: str,
    side: str | None,
    value: int | str,
    points: Mapping[Player, Amount],
    money: Mapping[Player, Amount],
    clauses: list[str],
    keys: list[str],
    kontra: Kontra = 0,
) -> Line:
    """One settlement line. ``clauses``: the clauses it applies, in the order they were used (a
    clause cited twice is written once); ``keys``: the profile keys its value came from.

    >>> line("game", "Rufer gewonnen", "declarer", 1, {"A": 1, "B": -1}, {"A": 10, "B": -10},
    ...      ["OÖ Ansagen 1", "OÖ Allgemeines 5", "OÖ Ansagen 1"], ["games.rufer.value"])["rule"]
    'OÖ Ansagen 1; OÖ Allgemeines 5'
    """
    if sum(points.values()) != 0 or sum(money.values()) != 0:
        raise ZeroSumError(item, points, money)
    out: Line = {
        "item": item,
        "text": text,
        "side": side,
        "value": value,
        "points": points,
        "money_cents": money,
        "rule": clauses[0] if len(clauses) == 1 else "; ".join(dict.fromkeys(clauses)),
        "keys": keys,
    }
    if kontra:
        out["kontra"] = kontra
    return out


def zero_line(
    players: list[Player],
    item: str,
    text: str,
    side: str | None,
    clauses: list[str],
    keys: list[str],
) -> Line:
    zeros = dict.fromkeys(players, 0)
    return line(item, text, side, 0, zeros, dict(zeros), clauses, keys)


class ZeroSumError(AssertionError):
    """A settlement that does not sum to zero: a bug in the engine, never the input's fault.

    Raised explicitly (not ``assert``) so that it holds under ``python -O`` too.
    """

    def __init__(
        self, item: str, points: Mapping[Player, Amount], money: Mapping[Player, Amount]
    ) -> None:
        super().__init__(
            f"{item}: points sum to {sum(points.values())}, money to {sum(money.values())} "
            f"(points {points}, money {money})"
        )


def kontra_text(kontra: Kontra, on_points: bool) -> str:
    """How Kontra shows in a line's text.

    >>> kontra_text(2, False), kontra_text({"Bernd": 1}, True), kontra_text(0, False)
    (', Rekontra ×4 aufs Geld', ', Kontra von Bernd ×2', '')
    """
    if isinstance(kontra, dict):
        where = "" if on_points else " aufs Geld"
        parts = [_BY[lvl] + who + _TIMES[lvl] for who, lvl in kontra.items() if lvl]
        return (", " + ", ".join(parts) + where) if parts else ""
    return _LEVEL_TEXTS[on_points][kontra] if kontra else ""


def _level_text(level: int, on_points: bool) -> str:
    return f", {KONTRA_NAMES[level]} ×{1 << level}{'' if on_points else ' aufs Geld'}"


# level → "Kontra von ", " ×2": the parts of one opponent's Kontra around his name
_BY = tuple(f"{name} von " for name in KONTRA_NAMES)
_TIMES = tuple(f" ×{1 << lvl}" for lvl in range(len(KONTRA_NAMES)))

# on_points → level → the text of one level for the whole table, written once
_LEVEL_TEXTS = {
    on: tuple(_level_text(lvl, on) for lvl in range(len(KONTRA_NAMES))) for on in (False, True)
}
