"""One trick at a time in Haferltarock: who wins it, and which cards a player may play.

The seed's trick rules hold without exception (docs/rules.md §3.5): **Farbzwang** (follow the suit
led), **Trumpfzwang** (void in the suit led → play a trump), **Stichzwang** (beat the highest card
if you can: a higher card of the suit led when following, a higher trump when trumping); only a
player who can neither follow nor trump may play any card. Once a trick has been trumped, no card
of the suit led can take it, so following asks no higher card; trumping asks a higher trump
(decided 2026-12-01: ``_beats`` never lets a plain card beat a trump). A :class:`TrickRules` is
built from the profile's data (the game's trump and rank order), never from a profile id.

>>> rules = TrickRules("H", ("A", "10", "K", "O", "U", "9", "8", "7", "6"))
>>> winner_index(["EK", "EA", "H7"], rules)
2
>>> sorted(legal_cards({"E9", "EO", "HA"}, ["EU"], rules))
['EO']
>>> judge({"E9", "EO", "HA"}, ["EU"], "E9", rules)
Breach(rule='stichzwang', required=('EO',))
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from ..types import GameSpec
from .cards import SUITS
from .profile import HaferlProfile


@dataclass(frozen=True, slots=True)
class TrickRules:
    """How the tricks of one game are played: the trump suit (None: no trumps) and the ranks of a
    suit, high to low (Bettel: the Zehn below the Unter)."""

    trump: str | None
    ranks: tuple[str, ...]

    @classmethod
    def for_game(cls, profile: HaferlProfile, game: GameSpec, trump: str | None) -> TrickRules:
        return cls(trump, tuple(profile.ranks(game)))

    def strength(self, card: str) -> int:
        """Higher beats lower within a suit.

        >>> TrickRules(None, ("A", "K", "O", "U", "10", "9", "8", "7", "6")).strength("G10")
        5
        """
        return len(self.ranks) - self.ranks.index(card[1:])


def winner_index(cards: Sequence[str], rules: TrickRules) -> int:
    """Index (in playing order) of the card that takes the trick so far: the highest trump, else
    the highest card of the suit led.

    >>> bettel = TrickRules(None, ("A", "K", "O", "U", "10", "9", "8", "7", "6"))
    >>> winner_index(["GU", "G10", "EA"], bettel)
    0
    """
    best = 0
    for i in range(1, len(cards)):
        if _beats(cards[i], cards[best], rules):
            best = i
    return best


def _beats(card: str, top: str, rules: TrickRules) -> bool:
    if card[0] == top[0]:
        return rules.strength(card) > rules.strength(top)
    return card[0] == rules.trump  # a trump on a plain card; any other suit never beats


@dataclass(frozen=True, slots=True)
class Breach:
    """A card that broke a rule: the rule id and the cards that were allowed at that point."""

    rule: str
    required: tuple[str, ...]


def _layers(
    hand: Collection[str], table: Sequence[str], rules: TrickRules
) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """The successive restrictions on a play, each as (rule id, allowed cards)."""
    if not table:
        return list(hand), []  # the leader plays any card
    layers: list[tuple[str, list[str]]] = []
    led = table[0][0]
    allowed = [c for c in hand if c[0] == led]
    if allowed:
        if len(allowed) < len(hand):
            layers.append(("farbzwang", allowed))
    else:
        allowed = [c for c in hand if c[0] == rules.trump]
        if allowed:
            if len(allowed) < len(hand):
                layers.append(("trumpfzwang", allowed))
        else:
            return list(hand), layers  # neither follow nor trump: any card
    top = table[winner_index(table, rules)]
    beaters = [c for c in allowed if _beats(c, top, rules)]
    if beaters and len(beaters) < len(allowed):
        layers.append(("stichzwang", beaters))
        allowed = beaters
    return allowed, layers


def legal_cards(hand: Collection[str], table: Sequence[str], rules: TrickRules) -> list[str]:
    """The cards of ``hand`` that may be played onto ``table`` (the cards already in the trick).

    >>> herz = TrickRules("H", ("A", "10", "K", "O", "U", "9", "8", "7", "6"))
    >>> sorted(legal_cards({"H9", "HO", "S7"}, ["EA", "HU"], herz))  # void in Eichel: overtrump
    ['HO']
    >>> sorted(legal_cards({"H9", "S7"}, ["EA", "HU"], herz))  # cannot overtrump: still a trump
    ['H9']
    >>> sorted(legal_cards({"E6", "G7"}, ["SA", "S10"], herz))  # neither: any card
    ['E6', 'G7']
    """
    return _layers(hand, table, rules)[0]


def judge(
    hand: Collection[str], table: Sequence[str], card: str, rules: TrickRules
) -> Breach | None:
    """None if ``card`` (held in ``hand``) may be played, else the first :class:`Breach`."""
    allowed, layers = _layers(hand, table, rules)
    if card in allowed:
        return None
    for rule, cards in layers:
        if card not in cards:
            return Breach(rule, tuple(sorted(cards, key=lambda c: sort_key(c, rules))))
    raise AssertionError((hand, table, card))  # pragma: no cover - every exclusion has a layer


def sort_key(card: str, rules: TrickRules) -> tuple[bool, int, int]:
    """Trumps first, then Eichel, Gras, Herz, Schellen; each high to low.

    >>> herz = TrickRules("H", ("A", "10", "K", "O", "U", "9", "8", "7", "6"))
    >>> sorted(["S7", "EA", "H9", "E10", "HA"], key=lambda c: sort_key(c, herz))
    ['HA', 'H9', 'EA', 'E10', 'S7']
    """
    return (card[0] != rules.trump, SUITS.index(card[0]), -rules.strength(card))
