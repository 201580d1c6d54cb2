"""Exact card counting in thirds of a point and the "P/B" (Punkte/Blatt) notation (docs/rules.md §1).

A set of n cards is worth ``3·Σvalue − 2·n`` thirds; the deck is 210 thirds (70 points).

>>> count_thirds(["HK", "SJ", "T15", "S8"])
19
>>> parse_points("35/2"), parse_points("38"), parse_points(107)
(107, 114, 107)
>>> format_points(107), format_points(114)
('35/2', '38/0')
"""

import re
from collections.abc import Iterable

from .cards import VALUE
from .errors import MalformedInput

DECK_THIRDS = 210
_NOTATION = re.compile(r"([0-9]{1,3})(?:/([0-9]))?", re.ASCII)


def count_thirds(cards: Iterable[str]) -> int:
    """Exact value of a pile of cards in thirds of a point."""
    return sum(3 * VALUE[c] - 2 for c in cards)


def parse_points(value: object, field: str = "points") -> int:
    """Thirds from a JSON number (thirds) or a string "P/B" or "P".

    >>> parse_points("35/3", "declarer_points")
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: declarer_points: '35/3' — Blatt must be 0, 1 or 2
    >>> parse_points(211, "declarer_points")
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: declarer_points: 211 — must be between 0 and 210 thirds (0/0 … 70/0)
    """
    if isinstance(value, bool):
        raise MalformedInput(
            field, value, 'expected thirds (0–210) or "P/B"', code="points.notation"
        )
    if isinstance(value, int):
        thirds = value
    elif isinstance(value, str):
        match = _NOTATION.fullmatch(value.strip())
        if match is None:
            raise MalformedInput(
                field, value, 'expected "P/B" such as "35/2", or "P"', code="points.notation"
            )
        blatt = int(match[2] or 0)
        if blatt > 2:
            raise MalformedInput(field, value, "Blatt must be 0, 1 or 2", code="points.blatt")
        thirds = 3 * int(match[1]) + blatt
    else:
        raise MalformedInput(
            field, value, 'expected thirds (0–210) or "P/B"', code="points.notation"
        )
    if not 0 <= thirds <= DECK_THIRDS:
        raise MalformedInput(
            field,
            value,
            "must be between 0 and 210 thirds (0/0 … 70/0)",
            code="points.too_many" if thirds > DECK_THIRDS else "points.range",
        )
    return thirds


def format_points(thirds: int) -> str:
    """ "P/B" of a number of thirds."""
    return f"{thirds // 3}/{thirds % 3}"


def points_text(thirds: int) -> str:
    """Points as players write them, for the message catalogue: "80", or "35/2" with Blatt.

    >>> points_text(240), points_text(107)
    ('80', '35/2')
    """
    points, blatt = divmod(thirds, 3)
    return f"{points}/{blatt}" if blatt else str(points)
