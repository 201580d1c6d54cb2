"""Reading dealt cards: every card parsed, none dealt twice, each one's holder remembered.

Both families' replays read their hands (and talon or Stock) through ``DealtCards``; what a card
is (``parse``) and which error a card dealt twice raises stay with the family.

>>> from shared_rules.cards import parse_card
>>> from shared_rules.errors import Inconsistent
>>> dealt = DealtCards(parse_card, Inconsistent)
>>> dealt.hands({"Anna": ["T1", "SK"]}, ["Anna"], 2)
{'Anna': ['T1', 'SK']}
>>> dealt.take("T1", "talon.0.0", "talon")
Traceback (most recent call last):
...
shared_rules.errors.Inconsistent: talon.0.0: 'T1' — T1 is dealt twice (also hands.Anna.0)
"""

from __future__ import annotations

from collections.abc import Callable

from .errors import MalformedInput, RuleError


class DealtCards:
    """The cards read so far: ``where`` maps each to its holder (a player, "talon" or "stock")."""

    def __init__(self, parse: Callable[[object, str], str], twice: type[RuleError]) -> None:
        self.parse = parse
        self.twice = twice
        self.seen: dict[str, str] = {}  # card -> the path it was read at
        self.where: dict[str, str] = {}

    def take(self, code: object, path: str, owner: str) -> str:
        card = self.parse(code, path)
        if card in self.seen:
            raise self.twice(
                path,
                card,
                f"{card} is dealt twice (also {self.seen[card]})",
                code="cards.dealt_twice",
                params={"card": card},
            )
        self.seen[card] = path
        self.where[card] = owner
        return card

    def hands(
        self, hands_in: dict[str, object], players: list[str], size: int
    ) -> dict[str, list[str]]:
        """Each player's hand of exactly ``size`` cards (``hands_in`` has a key for each)."""
        hands = {}
        for p in players:
            cards = hands_in[p]
            if not isinstance(cards, list) or len(cards) != size:
                n = len(cards) if isinstance(cards, list) else cards
                raise MalformedInput(
                    f"hands.{p}",
                    n,
                    f"a hand has exactly {size} cards",
                    code="hand.size",
                    params={"cards": size},
                )
            hands[p] = [self.take(c, f"hands.{p}.{i}", p) for i, c in enumerate(cards)]
        return hands
