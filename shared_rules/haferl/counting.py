"""Counting Augen (docs/rules.md §3.5): Sau 11, Zehn 10, König 4, Ober 3, Unter 2; 120 in the deck.

Each suit holds 30 Augen. The declarer wins with the profile's threshold (61); 60:60 loses.

>>> count_augen(["EA", "E10", "HK", "GO", "SU", "S9"])
30
>>> DECK_AUGEN, STOCK_MAX_AUGEN, IMPOSSIBLE_AUGEN
(120, 33, (1, 119))
>>> parse_augen(61, "declarer_augen")
61
>>> parse_augen(121, "declarer_augen")
Traceback (most recent call last):
...
shared_rules.errors.MalformedInput: declarer_augen: 121 — expected a whole number of Augen from 0 to 120
"""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import MalformedInput
from .cards import DECK, augen, parse_card

DECK_AUGEN = sum(augen(c) for c in DECK)
# the most a side can hold without a trick: the three cards of the Stock (or the Stockspiel discard)
STOCK_MAX_AUGEN = sum(sorted(augen(c) for c in DECK)[-3:])


def pile_totals(values: Iterable[int]) -> tuple[frozenset[int], ...]:
    """``pile_totals(values)[n]``: every total a pile of exactly n of these cards can make (each
    card taken at most once), found exhaustively.

    >>> [sorted(t) for t in pile_totals([2, 3, 11])]
    [[0], [2, 3, 11], [5, 13, 14], [16]]
    """
    values = list(values)
    piles = [1] + [0] * len(values)  # bit t of piles[n] set: n cards can make t
    for taken, value in enumerate(values):
        for n in range(taken, -1, -1):  # downwards: each card once
            piles[n + 1] |= piles[n] << value
    return tuple(frozenset(t for t in range(p.bit_length()) if p >> t & 1) for p in piles)


#: PILE_AUGEN[n]: the Augen n cards of the deck can hold
PILE_AUGEN = pile_totals(augen(c) for c in DECK)
# the Augen no deal can give, whatever the cards: no card is worth 1, so no side holds 1 Augen and
# the other side never 119 (docs/rules.md §3.5, decided 2026-12-01)
IMPOSSIBLE_AUGEN = tuple(
    n for n in range(DECK_AUGEN + 1) if not any(n in pile for pile in PILE_AUGEN)
)


def count_augen(cards: Iterable[str]) -> int:
    """The Augen of a pile of (canonical) cards."""
    return sum(augen(c) for c in cards)


def parse_augen(value: object, field: str = "augen") -> int:
    """A count of Augen as given in a record: a whole JSON number from 0 to 120."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= DECK_AUGEN:
        raise MalformedInput(
            field,
            value,
            f"expected a whole number of Augen from 0 to {DECK_AUGEN}",
            code="augen.range",
            params={"max": DECK_AUGEN},
        )
    return value


def count(cards: object, field: str = "cards") -> dict[str, int]:
    """Augen of a pile given as wire codes, and of the rest of the deck (the other side).

    >>> count(["ea", "S10", "HK"])
    {'augen': 25, 'rest': 95}
    >>> count(["EA", "EA"])
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: cards.1: 'EA' — this card is listed twice
    """
    if not isinstance(cards, list):
        raise MalformedInput(field, cards, "expected a list of card codes", code="cards.shape")
    seen = set()
    for i, code in enumerate(cards):
        card = parse_card(code, f"{field}.{i}")
        if card in seen:
            raise MalformedInput(
                f"{field}.{i}", code, "this card is listed twice", code="cards.twice"
            )
        seen.add(card)
    total = count_augen(seen)
    return {"augen": total, "rest": DECK_AUGEN - total}
