"""Pure arithmetic of a score sheet: exact sums, seating (dealer, Vorhand), incremental totals.

Amounts are ints, or the string "p/q" for the rare non-integer an engine result can carry; sums are
exact (``fractions.Fraction``), never floats.

>>> add_into({"Anna": 3, "Bernd": -3}, {"Anna": "1/2", "Bernd": "-1/2"}, sign=1)
{'Anna': '7/2', 'Bernd': '-7/2'}
>>> seating(["A", "B", "C", "D", "E"], "E")
('A', ['A', 'B', 'C', 'D'])
>>> seating(["A", "B", "C", "D", "E"], "A")
('B', ['B', 'C', 'D', 'E'])
>>> seating(["A", "B", "C", "D"], "D")
('A', ['A', 'B', 'C', 'D'])
"""

from __future__ import annotations

from fractions import Fraction

from shared_rules.ledger import amount_json

LEDGERS = ("points", "money_cents")


def to_fraction(value: int | str) -> Fraction:
    """An amount as an exact number: an int, or "p/q"."""
    if isinstance(value, bool):
        raise TypeError("an amount is never a boolean")
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, str):
        return Fraction(value)
    raise TypeError(f"not an amount: {value!r}")


from_fraction = amount_json  # the JSON form of an exact amount: an int, or "p/q"


def zero_totals(players: list[str]) -> dict:
    return {ledger: dict.fromkeys(players, 0) for ledger in LEDGERS}


def add_into(target: dict, amounts: dict, sign: int) -> dict:
    """Add ``sign`` × amounts into target (in place, returned); players missing in amounts add 0."""
    for player, value in amounts.items():
        target[player] = from_fraction(
            to_fraction(target.get(player, 0)) + sign * to_fraction(value)
        )
    return target


def contribution(result: dict | None, counts: bool) -> dict:
    """What one entry adds to the totals: its settlement, or nothing if it does not count."""
    if result is None or not counts:
        return {ledger: {} for ledger in LEDGERS}
    return {ledger: result.get(ledger, {}) for ledger in LEDGERS}


def apply_delta(totals: dict, old: dict, new: dict) -> dict:
    """New totals after an entry's contribution changed from ``old`` to ``new`` (O(players))."""
    out = {ledger: dict(totals[ledger]) for ledger in LEDGERS}
    for ledger in LEDGERS:
        add_into(out[ledger], old[ledger], -1)
        add_into(out[ledger], new[ledger], +1)
    return out


def is_zero_sum(amounts: dict) -> bool:
    return sum((to_fraction(v) for v in amounts.values()), Fraction(0)) == 0


def next_in_seating(players: list[str], player: str) -> str:
    """The player after ``player`` in seating order (play and dealing go counter-clockwise)."""
    return players[(players.index(player) + 1) % len(players)]


def seating(players: list[str], dealer: str) -> tuple[str, list[str]]:
    """(Vorhand, the players of the deal in playing order from the Vorhand) for a dealer.

    At a 5-player table the dealer sits out (OÖ Allgemeines 8); at four he plays, last.
    """
    i = players.index(dealer)
    order = players[i + 1 :] + players[: i + 1]
    if len(players) == 5:
        order = order[:-1]
    return order[0], order
