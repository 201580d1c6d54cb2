"""The Haferltarock ledger: the pot (Haferl) is a party beside the players (docs/rules.md §3.5).

A line moves points between the players and the pot; money is points × cents per point. Every line
and every total sums to zero over the players *and* the pot, checked by an explicit raise (not an
``assert``, which ``python -O`` would drop).

>>> pts, pot = pay_in(["Anna", "Bernd", "Clara"], 1)
>>> pts, pot
({'Anna': -1, 'Bernd': -1, 'Clara': -1}, 3)
>>> PAYS["pot"](["Anna", "Bernd", "Clara", "David"], "Anna", ["Bernd", "Clara"], False, 2)
({'Anna': -6, 'Bernd': 2, 'Clara': 2, 'David': 0}, 2)
>>> PAYS["players"](["Anna", "Bernd", "Clara"], "Anna", ["Bernd", "Clara"], True, 3)
({'Anna': 6, 'Bernd': -3, 'Clara': -3}, 0)
"""

from __future__ import annotations

from collections.abc import Callable

from ..types import Line, Player, Points


class Unbalanced(ArithmeticError):
    """A line or a total whose players and pot do not sum to zero: a bug, never bad input."""


def check_balanced(what: str, points: Points, pot: int) -> None:
    """Raise Unbalanced unless the players' amounts and the pot's sum to zero.

    >>> check_balanced("game", {"Anna": 2, "Bernd": -1}, 0)
    Traceback (most recent call last):
    ...
    shared_rules.haferl.ledger.Unbalanced: game: players {'Anna': 2, 'Bernd': -1} and pot 0 do not sum to zero
    """
    if sum(points.values()) + pot != 0:
        raise Unbalanced(f"{what}: players {points} and pot {pot} do not sum to zero")


def pay_in(table: list[Player], stake: int) -> tuple[Points, int]:
    """Every player at the table pays the stake into the pot (the start of a sheet, a refill)."""
    return {p: -stake for p in table}, stake * len(table)


def _with_pot(
    table: list[Player], declarer: Player, opponents: list[Player], declarer_wins: bool, tariff: int
) -> tuple[Points, int]:
    """Won: the declarer takes the tariff from the pot. Lost: he pays it to each opponent and
    into the pot."""
    points = dict.fromkeys(table, 0)
    if declarer_wins:
        points[declarer] = tariff
        return points, -tariff
    for o in opponents:
        points[o] = tariff
    points[declarer] = -tariff * (len(opponents) + 1)
    return points, tariff


def _between_players(
    table: list[Player], declarer: Player, opponents: list[Player], declarer_wins: bool, tariff: int
) -> tuple[Points, int]:
    """± tariff with each opponent; the pot is not touched."""
    sign = 1 if declarer_wins else -1
    points = dict.fromkeys(table, 0)
    for o in opponents:
        points[o] = -sign * tariff
    points[declarer] = sign * tariff * len(opponents)
    return points, 0


#: a game's way of paying (profile field ``pays``)
#: (a thrown-in deal, the one without a declarer, never pays: the ``...`` lets Deal's optional
#: declarer through)
PAYS: dict[str, Callable[..., tuple[Points, int]]] = {"pot": _with_pot, "players": _between_players}


def line(
    item: str,
    text: str,
    side: str | None,
    value: int,
    points: Points,
    pot: int,
    cents_per_point: int,
    rule: str | None,
) -> Line:
    """One explained line of a settlement, checked to balance."""
    check_balanced(item, points, pot)
    return {
        "item": item,
        "text": text,
        "side": side,
        "value": value,
        "points": points,
        "money_cents": {p: n * cents_per_point for p, n in points.items()},
        "pot": {"points": pot, "money_cents": pot * cents_per_point},
        "rule": rule,
    }


def add_up(table: list[Player], lines: list[Line]) -> tuple[Points, Points, int, int]:
    """Points and money per player and the pot's points and money over ``lines``, checked."""
    points = dict.fromkeys(table, 0)
    money = dict.fromkeys(table, 0)
    pot = pot_money = 0
    for ln in lines:
        for p, n in ln["points"].items():
            points[p] += n
        for p, n in ln["money_cents"].items():
            money[p] += n
        pot += ln["pot"]["points"]
        pot_money += ln["pot"]["money_cents"]
    check_balanced("total", points, pot)
    check_balanced("total money", money, pot_money)
    return points, money, pot, pot_money
