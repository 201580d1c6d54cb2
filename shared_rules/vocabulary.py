"""The engine's vocabulary and limits, in one place: every id, switch, choice and bound.

The profile JSON Schema lists the same ids (a test holds them equal); the API's schemas and the
sheet store take their enums and limits from here.

>>> Game("rufer"), Premium.KOENIG_ULTIMO.value, Side.OPPONENTS == "opponents"
(<Game.RUFER: 'rufer'>, 'koenig_ultimo', True)
>>> HOUSE_RULE_CHOICES["four_kings"]
('queen', 'fourth_king', 'forbidden')
>>> player_key("Anna") == player_key("anna") == player_key("ANNA"), name_problem("Anna ") is None
(True, False)
"""

from __future__ import annotations

import unicodedata
from enum import StrEnum

from .errors import MalformedInput


class Game(StrEnum):
    TRISCHAKEN = "trischaken"
    RUFER = "rufer"
    PICCOLO = "piccolo"
    ZWICCOLO = "zwiccolo"
    BETTEL = "bettel"
    SOLORUFER = "solorufer"
    A_RUFER = "a_rufer"
    BESSERRUFER = "besserrufer"
    PAGATRUFER = "pagatrufer"
    UHURUFER = "uhurufer"
    KAKADURUFER = "kakadurufer"
    QUAPILRUFER = "quapilrufer"
    FARBENDREIER = "farbendreier"
    SECHSERDREIER = "sechserdreier"
    DREIER = "dreier"
    FARBENSOLO = "farbensolo"
    PICCOLO_OUVERT = "piccolo_ouvert"
    ZWICCOLO_OUVERT = "zwiccolo_ouvert"
    BETTEL_OUVERT = "bettel_ouvert"
    SOLODREIER = "solodreier"


class Premium(StrEnum):
    PAGAT = "pagat"
    UHU = "uhu"
    KAKADU = "kakadu"
    QUAPIL = "quapil"
    KOENIG_ULTIMO = "koenig_ultimo"
    TRULL = "trull"
    VIER_KOENIGE = "vier_koenige"
    MONDFANG = "mondfang"
    SACK1 = "sack1"
    SACK2 = "sack2"


class Bird(StrEnum):
    PAGAT = "pagat"
    UHU = "uhu"
    KAKADU = "kakadu"
    QUAPIL = "quapil"


class Side(StrEnum):
    DECLARER = "declarer"
    OPPONENTS = "opponents"


class GameKind(StrEnum):
    POSITIVE = "positive"
    NEGATIVE = "negative"
    TRISCHAKEN = "trischaken"


class RenonceRule(StrEnum):
    """The breaches a deal replay reports (docs/rules.md §5); a Renonce record may name one."""

    FARBZWANG = "farbzwang"
    TAROCKZWANG = "tarockzwang"
    STICHZWANG = "stichzwang"
    PAGAT_LAST = "pagat_last"
    FARBENSPIEL_LEAD = "farbenspiel_lead"
    DISCARD = "discard"
    BIRD_ORDER = "bird_order"
    OWN_KING = "own_king"
    BIRD_MISSING = "bird_missing"
    WRONG_LEADER = "wrong_leader"
    CARD_NOT_HELD = "card_not_held"
    OTHER = "other"


GAMES = tuple(Game)
PREMIUMS = tuple(Premium)
BIRDS = tuple(Bird)
SIDES = tuple(Side)
RENONCE_RULES = tuple(RenonceRule)
#: the breaches a replay can find (every Renonce rule but "other")
REPLAY_RULES = tuple(r for r in RenonceRule if r is not RenonceRule.OTHER)

#: the choices of each house-rule switch that takes one of a few words (docs/rules.md §4)
HOUSE_RULE_CHOICES: dict[str, tuple[str, ...]] = {
    "four_kings": ("queen", "fourth_king", "forbidden"),
    "kaiserstich": ("off", "any_order", "mond_skus_pagat"),
    "jungfrau_split": ("share", "each"),
}
#: every house-rule switch (docs/rules.md §4)
HOUSE_RULES = (
    "kontra_on_points",
    "kontra_levels",
    "own_king_callable",
    "four_kings",
    "kaiserstich",
    "kaiserstich_negative",
    "disallowed_premiums",
    "failed_silent_counts",
    "jungfrau_split",
    "threshold",
    "game_values",
    "premium_values",
    "games_off",
)
#: the profile key each plain switch sets (the others edit tables: disallowed_premiums, game_values,
#: premium_values, games_off); a settlement line citing the key cites the switch too
HOUSE_RULE_KEYS = {
    "kontra_on_points": "kontra.on_points",
    "kontra_levels": "kontra.levels",
    "own_king_callable": "own_king_callable",
    "four_kings": "four_kings",
    "kaiserstich": "kaiserstich",
    "kaiserstich_negative": "kaiserstich_negative",
    "failed_silent_counts": "failed_silent_counts",
    "jungfrau_split": "trischaken.jungfrau_split",
    "threshold": "threshold",
}
TALON_TO = ("last_trick", "first_six")

# --- limits -------------------------------------------------------------------------------------
MAX_KONTRA_LEVEL = 5  # Mordkontra ×32
MAX_CENTS_PER_POINT = 100_000
MAX_HOUSE_VALUE = 1000  # a game or premium value set by a house rule
MAX_NAME = 64  # characters of a player name
TEXT_LIMITS = {"note": 1000, "id": 100, "renonce.reason": 500}


def player_key(name: str) -> str:
    """The identity of a player name: two names with the same key are the same player.

    Unicode NFC, case folded: "Anna", "anna" and "ANNA" are one player ("Anna " is no name at
    all: ``name_problem`` refuses spaces around a name).

    >>> player_key("Jürgen"), player_key("JU\\u0308RGEN")
    ('jürgen', 'jürgen')
    """
    return unicodedata.normalize("NFC", name).casefold()


def name_problem(name: object) -> str | None:
    """Why ``name`` cannot be a player name, or None if it can.

    >>> name_problem("Anna"), name_problem(" Anna"), name_problem("x" * 65)
    (None, 'a player name is 1 to 64 characters with no spaces around it', 'a player name is 1 to 64 characters with no spaces around it')
    """
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME or name.strip() != name:
        return f"a player name is 1 to {MAX_NAME} characters with no spaces around it"
    return None


def check_names(players: list, field: str = "players") -> None:
    """Each name passes ``name_problem``; no player twice (by ``player_key``).

    >>> check_names(["Anna", "Bernd", "anna", "David"])
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: players: [...] — player names must be different (Anna = anna)
    >>> check_names(["Anna ", "Bernd", "Clara", "David"])
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: players.0: 'Anna ' — a player name ... no spaces around it
    """
    table: tuple | None = tuple(players)
    try:
        if table in _GOOD_TABLES:  # an evening settles the same table again and again
            return
    except TypeError:  # an unhashable "name": the checks below refuse it
        table = None
    for i, p in enumerate(players):
        problem = name_problem(p)
        if problem:
            raise MalformedInput(f"{field}.{i}", p, problem)
    if len({player_key(p) for p in players}) != len(players):
        raise MalformedInput(field, players, "player names must be different (Anna = anna)")
    if table is not None and len(_GOOD_TABLES) < 4096:  # bounded: names come from clients
        _GOOD_TABLES.add(table)


#: tables whose names passed ``check_names`` (the check is pure: its answer never changes)
_GOOD_TABLES: set[tuple[str, ...]] = set()
