"""The engine's vocabulary and limits, in one place: every id, switch, choice and bound.

The profile JSON Schema lists the same ids (a test holds them equal); the API's schemas and the
sheet store take their enums and limits from here.

>>> Game("rufer"), Premium.KOENIG_ULTIMO.value, Side.OPPONENTS == "opponents"
(<Game.RUFER: 'rufer'>, 'koenig_ultimo', True)
>>> HOUSE_RULE_CHOICES["four_kings"]
('queen', 'fourth_king', 'forbidden')
>>> player_key("Anna") == player_key("anna") == player_key("ANNA"), name_problem("Anna ") is None
(True, False)
>>> name_problem("An\u200bna")
'U+200B is a control, format or invisible character: a player name cannot hold it'
"""

from __future__ import annotations

import re
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


#: Code points a player name or a title cannot hold (inclusive ranges; docs/rules.md §6): every
#: control (Cc), format (Cf: soft hyphen, zero-width, bidi controls, BOM, tags, ...), surrogate
#: (Cs), private-use (Co), line and paragraph separator (Zl, Zp) code point, in Python's Unicode
#: (14.0) and in Node's and the browsers' (up to 17.0: U+13439-U+1343F became Cf in 15.0), and
#: the other default-ignorable ones that show as nothing (combining grapheme joiner, Hangul
#: fillers, Khmer inherent vowels, Mongolian variation selectors, reserved U+FFF0-U+FFF8 and
#: U+E0000-U+E0FFF) but the emoji and ideographic variation selectors (``player_key`` drops
#: those). A fixed table, not the runtime's categories: both engines refuse exactly these code
#: points whatever Unicode version their runtime knows (pwa/engine/vocabulary.js holds the twin;
#: tests/unit/test_vocabulary.py and tests/js/vocabulary.test.mjs check it covers theirs).
INVISIBLE_RANGES: tuple[tuple[int, int], ...] = (
    (0x0000, 0x001F),
    (0x007F, 0x009F),
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x0600, 0x0605),
    (0x061C, 0x061C),
    (0x06DD, 0x06DD),
    (0x070F, 0x070F),
    (0x0890, 0x0891),
    (0x08E2, 0x08E2),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x2028, 0x202E),
    (0x2060, 0x206F),
    (0x3164, 0x3164),
    (0xD800, 0xF8FF),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFFB),
    (0x110BD, 0x110BD),
    (0x110CD, 0x110CD),
    (0x13430, 0x1343F),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE00FF),
    (0xE01F0, 0xE0FFF),
    (0xF0000, 0xFFFFD),
    (0x100000, 0x10FFFD),
)
#: Code points a multi-line text (a deal's note, a Renonce reason) cannot hold: the controls but
#: TAB, LF and CR, and the bidi embeddings, overrides and isolates that reorder what follows
#: ("Trojan Source"); zero-width joiners stay (emoji), line breaks stay (a note has lines).
HIDDEN_IN_TEXT_RANGES: tuple[tuple[int, int], ...] = (
    (0x0000, 0x0008),
    (0x000B, 0x000C),
    (0x000E, 0x001F),
    (0x007F, 0x009F),
    (0x202A, 0x202E),
    (0x2066, 0x2069),
)
#: the variation selectors (emoji, ideographic): a name may hold them, its identity does not
VARIATION_SELECTORS = ((0xFE00, 0xFE0F), (0xE0100, 0xE01EF))


def _char_class(ranges: tuple[tuple[int, int], ...]) -> re.Pattern[str]:
    return re.compile("[" + "".join(f"\\U{a:08x}-\\U{b:08x}" for a, b in ranges) + "]")


_INVISIBLE = _char_class(INVISIBLE_RANGES)
_HIDDEN_IN_TEXT = _char_class(HIDDEN_IN_TEXT_RANGES)
_VARIATION = _char_class(VARIATION_SELECTORS)
_SPACES = re.compile("[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]")  # Zs but U+0020


def invisible_char(text: str) -> str | None:
    """The first code point of ``text`` that a name or title cannot hold, as U+XXXX, or None.

    >>> invisible_char("\\ufeffAnna"), invisible_char("Anna\\tB"), invisible_char("Anna ❤\\ufe0f")
    ('U+FEFF', 'U+0009', None)
    """
    found = _INVISIBLE.search(text)
    return None if found is None else f"U+{ord(found.group()):04X}"


def hidden_char(text: str) -> str | None:
    """The first code point of a multi-line ``text`` that hides or reorders what it shows, or None.

    >>> hidden_char("Zeile 1\\r\\nZeile 2\\t!"), hidden_char("abc\\u202edcb"), hidden_char("\\x1b[2J")
    (None, 'U+202E', 'U+001B')
    """
    found = _HIDDEN_IN_TEXT.search(text)
    return None if found is None else f"U+{ord(found.group()):04X}"


def player_key(name: str) -> str:
    """The identity of a player name: two names with the same key are the same player.

    Unicode NFC, case folded, variation selectors dropped and every space a plain one: "Anna",
    "anna" and "ANNA" are one player, so are "Anna Maria" and "Anna\\u00a0Maria" ("Anna " is no
    name at all: ``name_problem`` refuses spaces around a name).

    >>> player_key("Jürgen"), player_key("JU\\u0308RGEN"), player_key("Anna\\ufe0f") == player_key("ANNA")
    ('jürgen', 'jürgen', True)
    """
    if name.isascii():
        return name.casefold()
    # the selectors go first: one between a letter and its accent would keep NFC from composing
    plain = _SPACES.sub(" ", _VARIATION.sub("", name))
    return unicodedata.normalize("NFC", plain).casefold()


def name_problem(name: object) -> str | None:
    """Why ``name`` cannot be a player name, or None if it can.

    >>> name_problem("Anna"), name_problem(" Anna"), name_problem("x" * 65)
    (None, 'a player name is 1 to 64 characters with no spaces around it', 'a player name is 1 to 64 characters with no spaces around it')
    >>> name_problem("\\u202eannA")
    'U+202E is a control, format or invisible character: a player name cannot hold it'
    """
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
        return f"a player name is 1 to {MAX_NAME} characters with no spaces around it"
    bad = invisible_char(name)
    if bad is not None:
        return f"{bad} is a control, format or invisible character: a player name cannot hold it"
    if name.strip() != name:
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
            raise MalformedInput(
                f"{field}.{i}", p, problem, code="name.invalid", params={"max": MAX_NAME}
            )
    if len({player_key(p) for p in players}) != len(players):
        raise MalformedInput(
            field, players, "player names must be different (Anna = anna)", code="names.duplicate"
        )
    if table is not None and len(_GOOD_TABLES) < 4096:  # bounded: names come from clients
        _GOOD_TABLES.add(table)


#: tables whose names passed ``check_names`` (the check is pure: its answer never changes)
_GOOD_TABLES: set[tuple[str, ...]] = set()
