"""One trick at a time: who wins it, and which cards a player may play (docs/rules.md §5).

Pure functions on wire codes, shared by the deal replay (``play.py``) and the random legal deal
generator (``dealgen.py``). A :class:`TrickRules` says how a game plays its tricks; it is built from
the profile's data (``trumps``, ``kind``, ``kaiserstich``), never from a profile id.

>>> rules = TrickRules.for_game({"kind": "positive"}, "off")
>>> winner_index(["SK", "SJ", "T15", "S8"], rules)
2
>>> sorted(legal_cards({"S8", "T3", "HK"}, ["SK"], rules))
['S8']
>>> [b.rule for b in judge({"S8", "T3", "HK"}, ["SK"], "T3", rules)]
['farbzwang']
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from .cards import DECK, MOND, PAGAT, SKUS, STRENGTH, is_tarock
from .types import GameSpec

# "colour" of a card: its suit letter, or "T" for every tarock (the fifth suit)
COLOUR = {c: ("T" if is_tarock(c) else c[0]) for c in DECK}
_TOP = max(STRENGTH.values()) + 1  # the Pagat's strength inside a Kaiserstich


@dataclass(frozen=True, slots=True)
class TrickRules:
    """How the tricks of one game are played.

    ``trumps``: tarock beats suit cards (False in Farbenspiele). ``stichzwang``: a follower must beat
    the card that is winning if he can (negative games, Trischaken). ``pagat_last``: the Pagat only
    as the last tarock (negative games, Trischaken). ``kaiserstich``: "off", "any_order" or
    "mond_skus_pagat" — when Sküs, Mond and Pagat fall in one trick the Pagat is the highest tarock.
    """

    trumps: bool = True
    stichzwang: bool = False
    pagat_last: bool = False
    kaiserstich: str = "off"

    @classmethod
    def for_game(cls, game: GameSpec, kaiserstich: str, in_negative: bool = False) -> TrickRules:
        """Rules of a profile's game. ``in_negative``: the profile's ``kaiserstich_negative``,
        whether the Kaiserstich also applies in negative games and Trischaken (KTC no, Tirol yes).

        >>> TrickRules.for_game({"kind": "negative"}, "any_order")
        TrickRules(trumps=True, stichzwang=True, pagat_last=True, kaiserstich='off')
        >>> TrickRules.for_game({"kind": "trischaken"}, "mond_skus_pagat", True).kaiserstich
        'mond_skus_pagat'
        >>> TrickRules.for_game({"kind": "positive", "trumps": "none"}, "any_order").trumps
        False
        """
        strict = game["kind"] in ("negative", "trischaken")
        return cls(
            trumps=game.get("trumps", "tarock") != "none",
            stichzwang=strict,
            pagat_last=strict,
            kaiserstich="off" if strict and not in_negative else kaiserstich,
        )


def kaiserstich_on(cards: Sequence[str], mode: str) -> bool:
    """Whether the Pagat is lifted above Sküs and Mond in this (possibly partial) trick.

    >>> kaiserstich_on(["SKUS", "T21", "T1"], "mond_skus_pagat"), kaiserstich_on(["T21", "SKUS", "T1"], "mond_skus_pagat")
    (False, True)
    """
    if mode == "off" or PAGAT not in cards or MOND not in cards or SKUS not in cards:
        return False
    if mode == "any_order":
        return True
    return cards.index(MOND) < cards.index(SKUS) < cards.index(PAGAT)


def winner_index(cards: Sequence[str], rules: TrickRules) -> int:
    """Index (in playing order) of the card that takes the trick so far.

    The highest tarock, else the highest card of the suit led; in Farbenspiele tarock does not
    beat suit cards.

    >>> farben = TrickRules(trumps=False)
    >>> winner_index(["H3", "T21", "HQ", "C7"], farben)
    2
    >>> winner_index(["T21", "SKUS", "T1", "H3"], TrickRules(kaiserstich="any_order"))
    2
    """
    strength = STRENGTH
    kaiser = rules.kaiserstich != "off" and kaiserstich_on(cards, rules.kaiserstich)
    best = 0
    best_card = cards[0]
    best_colour = COLOUR[best_card]
    best_strength = _TOP if kaiser and best_card == PAGAT else strength[best_card]
    trumps = rules.trumps
    for i in range(1, len(cards)):
        c = cards[i]
        colour = COLOUR[c]
        s = _TOP if kaiser and c == PAGAT else strength[c]
        if colour == best_colour:
            if s > best_strength:
                best, best_strength = i, s
        elif trumps and colour == "T":
            best, best_colour, best_strength = i, "T", s
    return best


#: the card-level rules in the order of the rule book (docs/rules.md §5): findings of one card
#: come in this order
CARD_RULES = (
    "farbzwang",
    "tarockzwang",
    "stichzwang",
    "pagat_last",
    "farbenspiel_lead",
    "bird_order",
)


@dataclass(frozen=True, slots=True)
class Breach:
    """A card that broke a rule: the rule id and the cards that rule asked for."""

    rule: str
    required: tuple[str, ...]


#: the successive restrictions on a play: (rule id, the cards it allows)
Layers = list[tuple[str, Collection[str]]]


def _layers(
    hand: Collection[str],
    table: Sequence[str],
    rules: TrickRules,
    early_birds: dict[str, int] | None,
) -> tuple[Collection[str], Layers]:
    """The successive restrictions on a play, each as (rule id, allowed cards).

    ``early_birds`` maps the player's own announced birds to their ultimo trick when playing
    them now would be too early.
    """
    layers: Layers = []
    allowed: Collection[str]
    if not table:
        allowed = hand
        if not rules.trumps:
            suits = [c for c in hand if COLOUR[c] != "T"]
            if suits and len(suits) < len(hand):
                allowed = suits
                layers.append(("farbenspiel_lead", allowed))
    else:
        led = COLOUR[table[0]]
        allowed = [c for c in hand if COLOUR[c] == led]
        if allowed:
            if len(allowed) < len(hand):  # tarock is a colour of its own: following it is Farbzwang
                layers.append(("farbzwang", allowed))
        else:
            allowed = [c for c in hand if COLOUR[c] == "T"]
            if allowed:
                if len(allowed) < len(hand):
                    layers.append(("tarockzwang", allowed))
            else:
                allowed = hand
        if rules.stichzwang:
            n = len(table)
            trick = [*table, ""]  # the last place is tried with each card
            beaters = []
            for c in allowed:
                trick[n] = c
                if winner_index(trick, rules) == n:
                    beaters.append(c)
            if beaters and len(beaters) < len(allowed):
                allowed = beaters
                layers.append(("stichzwang", allowed))
    if rules.pagat_last and PAGAT in allowed and _pagat_held_back(hand, table, rules):
        allowed = [c for c in allowed if c != PAGAT]
        layers.append(("pagat_last", allowed))
    if early_birds and all(c in early_birds for c in allowed) and len(allowed) > 1:
        allowed = [max(allowed, key=STRENGTH.__getitem__)]
        layers.append(("bird_order", allowed))
    return allowed, layers


def _pagat_held_back(hand: Collection[str], table: Sequence[str], rules: TrickRules) -> bool:
    """The Pagat must wait: other tarock in hand, and it would not complete a Kaiserstich."""
    others = any(COLOUR[c] == "T" and c != PAGAT for c in hand)
    return others and not (table and kaiserstich_on([*table, PAGAT], rules.kaiserstich))


def legal_cards(
    hand: Collection[str],
    table: Sequence[str],
    rules: TrickRules,
    early_birds: dict[str, int] | None = None,
) -> Collection[str]:
    """The cards of ``hand`` that may be played onto ``table`` (the cards already in the trick).

    >>> sorted(legal_cards({"T1", "T5", "H3"}, ["T9"], TrickRules(stichzwang=True, pagat_last=True)))
    ['T5']
    >>> legal_cards({"T1", "T2", "H3"}, ["D1"], TrickRules(), {"T1": 12, "T2": 11})
    ['T2']
    """
    return _layers(hand, table, rules, early_birds)[0]


def judge(
    hand: Collection[str],
    table: Sequence[str],
    card: str,
    rules: TrickRules,
    early_birds: dict[str, int] | None = None,
) -> list[Breach]:
    """Every rule ``card`` (held in ``hand``) breaks, one :class:`Breach` each, in the order of
    the rule book; an empty list if it may be played.

    Each rule is judged on its own: a Pagat played too early that also fails to overtrump breaks
    Stichzwang and the Pagat rule.

    >>> judge({"T1", "T9", "H3"}, [], "T1", TrickRules(stichzwang=True, pagat_last=True))
    [Breach(rule='pagat_last', required=('T9', 'H3'))]
    >>> [b.rule for b in judge({"T1", "T5", "T12"}, ["T9"], "T1", TrickRules(stichzwang=True, pagat_last=True))]
    ['stichzwang', 'pagat_last']
    """
    if not (rules.stichzwang or rules.pagat_last or early_birds) and _plainly_legal(
        hand, table, card, rules
    ):
        return []  # the common case, decided without listing the alternatives
    allowed, layers = _layers(hand, table, rules, early_birds)
    if card in allowed:
        return []
    out = []
    colour = COLOUR[card]
    if table:
        led = COLOUR[table[0]]
        same = [c for c in hand if COLOUR[c] == led]
        tarocks = [c for c in hand if COLOUR[c] == "T"]
        if same and colour != led:
            out.append(Breach("farbzwang", _sorted(same)))
        elif not same and tarocks and colour != "T":
            out.append(Breach("tarockzwang", _sorted(tarocks)))
        if rules.stichzwang:
            follow = same or tarocks or list(hand)
            beaters = [c for c in follow if _takes(table, c, rules)]
            if beaters and not _takes(table, card, rules):
                out.append(Breach("stichzwang", _sorted(beaters)))
    elif not rules.trumps and colour == "T":
        suits = [c for c in hand if COLOUR[c] != "T"]
        if suits:
            out.append(Breach("farbenspiel_lead", _sorted(suits)))
    if rules.pagat_last and card == PAGAT and _pagat_held_back(hand, table, rules):
        out.append(Breach("pagat_last", _sorted(allowed)))
    bird_layer = next((cards for rule, cards in layers if rule == "bird_order"), None)
    if bird_layer is not None and not out:
        out.append(Breach("bird_order", _sorted(bird_layer)))
    if not out:  # pragma: no cover - every exclusion has a rule
        raise AssertionError((hand, table, card))
    return sorted(out, key=lambda b: CARD_RULES.index(b.rule))


def _takes(table: Sequence[str], card: str, rules: TrickRules) -> bool:
    """Whether ``card`` played now would be winning the trick."""
    return winner_index([*table, card], rules) == len(table)


def _sorted(cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=sort_key))


def _plainly_legal(
    hand: Collection[str], table: Sequence[str], card: str, rules: TrickRules
) -> bool:
    """Farbzwang, Tarockzwang and the Farbenspiel lead only: True if ``card`` is fine."""
    colour = COLOUR[card]
    if not table:
        return rules.trumps or colour != "T" or all(COLOUR[c] == "T" for c in hand)
    led = COLOUR[table[0]]
    if colour == led:
        return True
    if any(COLOUR[c] == led for c in hand):
        return False
    return colour == "T" or not any(COLOUR[c] == "T" for c in hand)


_SUIT_ORDER = {"T": 0, "H": 1, "D": 2, "S": 3, "C": 4}


def sort_key(card: str) -> tuple[int, int]:
    """Tarock first (high to low), then the suits Herz, Karo, Pik, Kreuz, each high to low.

    >>> sorted(["H3", "T2", "SKUS", "HK", "C7"], key=sort_key)
    ['SKUS', 'T2', 'HK', 'H3', 'C7']
    """
    return (_SUIT_ORDER[COLOUR[card]], -STRENGTH[card])
