"""The 54 Königrufen cards and their wire codes (docs/rules.md §1).

Tarock ``T1`` … ``T21`` and ``SKUS``; suit cards ``<suit><rank>`` with suits ``H`` ``D`` ``S`` ``C``
and ranks ``K Q N J`` then ``1``–``4`` (red) or ``10 9 8 7`` (black).

>>> parse_card("skus"), parse_card("hk"), parse_card("s10")
('SKUS', 'HK', 'S10')
>>> card_value("T21"), card_value("DQ"), card_value("C7")
(5, 4, 1)
>>> is_tarock("T1"), suit_of("HK"), suit_of("T5")
(True, 'H', None)
>>> len(DECK)
54
"""

from .errors import MalformedInput

SUITS = ("H", "D", "S", "C")
RED = ("H", "D")
SUIT_NAMES_DE = {"H": "Herz", "D": "Karo", "S": "Pik", "C": "Kreuz"}
FACE_RANKS = ("K", "Q", "N", "J")
PIP_RANKS = {"H": ("1", "2", "3", "4"), "D": ("1", "2", "3", "4")}
PIP_RANKS.update({"S": ("10", "9", "8", "7"), "C": ("10", "9", "8", "7")})
RANK_NAMES_DE = {"K": "König", "Q": "Dame", "N": "Reiter", "J": "Bube"}

PAGAT, UHU, KAKADU, QUAPIL, MOND, SKUS = "T1", "T2", "T3", "T4", "T21", "SKUS"
TRULL = (PAGAT, MOND, SKUS)
BIRDS = {"pagat": PAGAT, "uhu": UHU, "kakadu": KAKADU, "quapil": QUAPIL}
KINGS = tuple(s + "K" for s in SUITS)
QUEENS = tuple(s + "Q" for s in SUITS)

TAROCKS = tuple(f"T{n}" for n in range(1, 22)) + (SKUS,)
SUIT_CARDS = tuple(s + r for s in SUITS for r in FACE_RANKS + PIP_RANKS[s])
DECK = TAROCKS + SUIT_CARDS
_CANON = {c.upper(): c for c in DECK}

# Strength within a trick: tarock 101..122, suit cards 1..8 (king high); compared only when
# both cards are tarock or of the same suit.
STRENGTH = {t: 100 + i for i, t in enumerate(TAROCKS, start=1)}
for _s in SUITS:
    for _i, _r in enumerate(reversed(FACE_RANKS + PIP_RANKS[_s]), start=1):
        STRENGTH[_s + _r] = _i

_FACE_VALUES = {"K": 5, "Q": 4, "N": 3, "J": 2}
VALUE = {c: 1 for c in DECK}
VALUE.update({c: _FACE_VALUES[c[1]] for c in SUIT_CARDS if c[1:] in _FACE_VALUES})
VALUE.update({PAGAT: 5, MOND: 5, SKUS: 5})


def parse_card(code: object, field: str = "card") -> str:
    """Canonical wire code of a card given in any case; MalformedInput otherwise.

    >>> parse_card("X9", "hands.Anna.0")
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: hands.Anna.0: 'X9' — not a card code (T1…T21, SKUS, HK, D3, S10, …)
    """
    card = _CANON.get(code.upper()) if isinstance(code, str) else None
    if card is None:
        raise MalformedInput(
            field, code, "not a card code (T1…T21, SKUS, HK, D3, S10, …)", code="card.unknown"
        )
    return card


def card_value(card: str) -> int:
    return VALUE[card]


def is_tarock(card: str) -> bool:
    return card[0] == "T" or card == SKUS


def suit_of(card: str) -> str | None:
    """The suit letter, or None for a tarock."""
    return None if is_tarock(card) else card[0]


def card_name_de(card: str) -> str:
    """German name used in explanations.

    >>> card_name_de("T14"), card_name_de("H3"), card_name_de("SKUS"), card_name_de("CN")
    ('Tarock XIV', 'Herz 3', 'Sküs', 'Kreuz Reiter')
    """
    if card == SKUS:
        return "Sküs"
    if card[0] == "T":
        return "Tarock " + _roman(int(card[1:]))
    rank = card[1:]
    return f"{SUIT_NAMES_DE[card[0]]} {RANK_NAMES_DE.get(rank, rank)}"


def _roman(n: int) -> str:
    out = ""
    for value, letters in ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out, n = out + letters, n - value
    return out
