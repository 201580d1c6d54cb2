"""Names that look alike: the confusable skeleton of Unicode's UTS #39, and what is built on it.

Two names whose skeletons are equal read the same to a person (``Anna`` and ``Аnna`` with a
Cyrillic А, ``Ａnna`` in fullwidth letters, ``Ian`` and ``lan``) even though the engine tells them
apart; the store refuses such a pair at one table, in one round or one tournament, and a custom
rule set whose name reads as an official profile's (docs/rules.md §6, §4.2).

The skeleton is UTS #39's: NFD, each code point replaced by its prototype, NFD again. The
prototypes are ICU's (``SpoofChecker.getSkeleton``, ICU 78, Unicode 17), written once into
``confusables.json`` by ``python -m shared_rules.confusables_gen`` (``make confusables``) so that
neither engine needs ICU at run time and both read the same table (``pwa/engine/lookalike.js``
through the generated ``confusables_data.js``); ``tests/unit/test_lookalike.py`` holds the table
equal to ICU's skeleton for every code point.

>>> skeleton("\\u0410nna") == skeleton("Anna"), skeleton("Ian") == skeleton("lan")
(True, True)
>>> look_alike_pair(["Anna", "Bernd", "\\uff21nna", "David"])
(0, 2)
>>> look_alike_pair(["Anna", "Anni", "Ann", "Anna Maria"]) is None
True
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import lru_cache
from importlib import resources

from .errors import MalformedInput
from .vocabulary import VARIATION_SELECTORS, player_key


def _read() -> dict[str, str]:
    """code point → its prototype (NFD), from the grouped file: prototype → its code points."""
    text = (resources.files(__package__) / "confusables.json").read_text("utf-8")
    grouped: dict[str, str] = json.loads(text)["prototypes"]
    return {ch: proto for proto, chars in grouped.items() for ch in chars}


#: every code point whose skeleton is not itself → its prototype (already in NFD)
PROTOTYPES: dict[str, str] = _read()

_VARIATION = re.compile(
    "[" + "".join(f"\\U{a:08x}-\\U{b:08x}" for a, b in VARIATION_SELECTORS) + "]"
)
#: the blanks that fold to one space (the twin's class is the same: JS and Python differ on ``\s``)
_BLANKS = re.compile("[\t-\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+")


def skeleton(text: str) -> str:
    """UTS #39's skeleton of ``text``: equal skeletons, confusable strings.

    >>> skeleton("\\u039fber\\u00f6sterreich") == skeleton("Obero\\u0308sterreich")
    True
    """
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(PROTOTYPES.get(c, c) for c in decomposed))


@lru_cache(maxsize=4096)  # a tournament's registration reads its players' names again each time
def look_alike_keys(name: str) -> frozenset[str]:
    """What ``name`` reads as: the skeletons of its NFKC folding (fullwidth, ligatures and
    no-break spaces made plain, variation selectors dropped, blanks one space, none around it),
    as written and case folded (two names share a key when they look alike in any case: the
    capital ``I`` reads as ``l``, ``А`` as ``a`` once lower case).

    >>> look_alike_keys("Anna\\u00a0 Maria") == look_alike_keys("Anna Maria")
    True
    >>> bool(look_alike_keys("ANNA") & look_alike_keys("\\u0430nna")), bool(look_alike_keys("Anni") & look_alike_keys("Anna"))
    (True, False)
    """
    plain = unicodedata.normalize("NFKC", _VARIATION.sub("", name))
    plain = _BLANKS.sub(" ", plain).strip(" ")
    return frozenset((skeleton(plain), skeleton(player_key(plain))))


def look_alike_pair(names: Sequence[object]) -> tuple[int, int] | None:
    """The first two of ``names`` that look alike but are different names (by ``player_key``:
    the same name twice is the duplicate rule's refusal, not this one), as indexes; else None.
    What is not text is left to the checks that refuse it."""
    seen: dict[str, int] = {}
    for j, name in enumerate(names):
        if not isinstance(name, str):
            continue
        keys = look_alike_keys(name)
        hits = [seen[k] for k in keys if k in seen and _other_name(names[seen[k]], name)]
        if hits:
            return min(hits), j
        for key in keys:
            seen.setdefault(key, j)
    return None


def _other_name(other: object, name: str) -> bool:
    return isinstance(other, str) and player_key(other) != player_key(name)


def look_alike_error(field: str, name: str, other: str, what: str = "player") -> MalformedInput:
    """The refusal of ``name`` beside ``other``, which reads the same: both named, in the reason
    and in the catalogue's text (``names.look_alike``)."""
    reason = f"{other!r} and {name!r} look alike: {what} names must read differently"
    params: dict[str, str | int] = {"first": other, "second": name}
    return MalformedInput(field, name, reason, code="names.look_alike", params=params)


def check_look_alikes(names: Sequence[object], field: str = "players") -> None:
    """Refuse two of ``names`` that look alike, naming the second (``field.j``) and both names.

    >>> check_look_alikes(["Anna", "Bernd", "\u0410nna", "David"])
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: players.2: '\u0410nna' — 'Anna' and '\u0410nna' look alike: player names must read differently
    """
    pair = look_alike_pair(names)
    if pair is not None:
        first, second = pair
        raise look_alike_error(f"{field}.{second}", str(names[second]), str(names[first]))


def resembles(name: str, others: Iterable[str]) -> str | None:
    """The first of ``others`` that ``name`` reads as (shares a look-alike key with), or None.

    >>> resembles("\\u041eberosterreich", ["Tirol", "Oberosterreich"])
    'Oberosterreich'
    """
    keys = look_alike_keys(name)
    return next((other for other in others if keys & look_alike_keys(other)), None)


class LookAlikes:
    """Names seen so far, by what they read as: ``twin`` finds a seen name that looks like a new
    one but is another name (a round's members, a tournament's players, a table's shown names).

    >>> seen = LookAlikes(["Anna", "Bernd"])
    >>> seen.twin("\u0410nna"), seen.twin("anna"), seen.twin("Clara")
    ('Anna', None, None)
    """

    def __init__(self, names: Iterable[str] = ()) -> None:
        self._by_key: dict[str, str] = {}
        for name in names:
            self.add(name)

    def add(self, name: str) -> None:
        for key in look_alike_keys(name):
            self._by_key.setdefault(key, name)

    def twin(self, name: str) -> str | None:
        for key in sorted(look_alike_keys(name)):
            other = self._by_key.get(key)
            if other is not None and _other_name(other, name):
                return other
        return None
