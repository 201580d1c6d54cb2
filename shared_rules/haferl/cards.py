"""The 36 German cards of Bayerisches Tarock and their wire codes (docs/rules.md §3.5).

Suits ``E`` Eichel, ``G`` Gras, ``H`` Herz, ``S`` Schellen; ranks ``A`` (Sau/Daus), ``10``, ``K``
(König), ``O`` (Ober), ``U`` (Unter), ``9`` ``8`` ``7`` ``6`` (the Spatzen). A card is
``<suit><rank>``: ``EA``, ``G10``, ``HK``, ``SO``, ``EU``, ``H7``. Inputs are case-insensitive;
outputs use these codes. The codes are this family's own: ``S10`` is the Schellen-Zehn here.

>>> parse_card("ea"), parse_card("g10"), parse_card("Hu")
('EA', 'G10', 'HU')
>>> augen("EA"), augen("S10"), augen("HK"), augen("GO"), augen("EU"), augen("H9")
(11, 10, 4, 3, 2, 0)
>>> len(DECK), sum(augen(c) for c in DECK)
(36, 120)
>>> suit_of("G10"), card_name_de("EA"), card_name_de("S7")
('G', 'Eichel Sau', 'Schellen Sieben')
"""

from __future__ import annotations

from ..errors import MalformedInput

SUITS = ("E", "G", "H", "S")
SUIT_NAMES_DE = {"E": "Eichel", "G": "Gras", "H": "Herz", "S": "Schellen"}
RANKS = ("A", "10", "K", "O", "U", "9", "8", "7", "6")
RANK_NAMES_DE = {
    "A": "Sau",
    "10": "Zehn",
    "K": "König",
    "O": "Ober",
    "U": "Unter",
    "9": "Neun",
    "8": "Acht",
    "7": "Sieben",
    "6": "Sechs",
}
AUGEN = {"A": 11, "10": 10, "K": 4, "O": 3, "U": 2, "9": 0, "8": 0, "7": 0, "6": 0}

DECK = tuple(s + r for s in SUITS for r in RANKS)
_CANON = {c: c for c in DECK}
_VALUE = {c: AUGEN[c[1:]] for c in DECK}


def parse_card(code: object, field: str = "card") -> str:
    """Canonical wire code of a card given in any case; MalformedInput otherwise.

    >>> parse_card("T21", "hands.Anna.0")
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: hands.Anna.0: 'T21' — not a card of the German deck (EA, G10, HK, SO, EU, H7, …)
    """
    card = _CANON.get(code.upper()) if isinstance(code, str) else None
    if card is None:
        raise MalformedInput(
            field,
            code,
            "not a card of the German deck (EA, G10, HK, SO, EU, H7, …)",
            code="card.unknown",
        )
    return card


def augen(card: str) -> int:
    """The card's Augen: Sau 11, Zehn 10, König 4, Ober 3, Unter 2, the Spatzen 0."""
    return _VALUE[card]


def suit_of(card: str) -> str:
    return card[0]


def rank_of(card: str) -> str:
    return card[1:]


def card_name_de(card: str) -> str:
    """German name used in explanations: 'Herz Ober', 'Gras Zehn'."""
    return f"{SUIT_NAMES_DE[card[0]]} {RANK_NAMES_DE[card[1:]]}"


def suit_name_de(suit: str) -> str:
    return SUIT_NAMES_DE[suit]
