"""Playing tricks on at random, for both families' deal generators.

``play_on`` is the loop ``dealgen.play_tricks`` and ``haferl.dealgen.play_tricks`` share: keep the
tricks a deal already has, then at every turn play a random legal card (or the ``choose`` hook's
card), the winner leading next. What is legal and who wins stay with each family's trick rules.

>>> import random
>>> hands = {"A": ["1", "3"], "B": ["2", "4"]}
>>> play_on([], hands, ["A", "B"], "A", random.Random(1), upto=2,
...         legal=lambda t, p, hand, table: sorted(hand)[:1], winner=lambda cards: 0)
[{'leader': 'A', 'cards': ['1', '2']}, {'leader': 'A', 'cards': ['3', '4']}]
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

Legal = Callable[
    [int, str, list[str], list[str]], list[str]
]  # (trick_no, player, hand, table) -> legal cards
# (trick_no, player, hand, table, legal) -> a card to play, or None for a random legal one
Choose = Callable[[int, str, list[str], list[str], list[str]], str | None]


def play_on(
    prefix: Sequence[dict[str, Any]],
    hands: dict[str, list[str]],
    players: Sequence[str],
    expected: str,
    rng: random.Random,
    *,
    upto: int,
    legal: Legal,
    winner: Callable[[list[str]], int],
    choose: Choose | None = None,
    lead: Callable[[int, str], str | None] | None = None,
) -> list[dict[str, Any]]:
    """The tricks 1..``upto``: those of ``prefix`` as given, the rest played at random.

    ``hands`` are consumed (each card played leaves its hand); ``expected`` leads the first trick.
    ``choose(trick_no, player, hand, table, legal)`` may return a card to play instead (any card);
    ``lead(trick_no, expected_leader)`` may return another leader.
    """
    players = list(players)
    tricks = []
    for t in range(1, upto + 1):
        if t <= len(prefix):
            leader, cards = prefix[t - 1]["leader"], list(prefix[t - 1]["cards"])
        else:
            leader = (lead and lead(t, expected)) or expected
            cards = None
        start = players.index(leader)
        order = players[start:] + players[:start]
        if cards is None:
            cards = []
            for p in order:
                allowed = legal(t, p, hands[p], cards)
                card = choose(t, p, list(hands[p]), list(cards), allowed) if choose else None
                cards.append(card or rng.choice(allowed))
        for p, card in zip(order, cards, strict=True):
            if card in hands[p]:
                hands[p].remove(card)
        tricks.append({"leader": leader, "cards": cards})
        expected = order[winner(cards)]
    return tricks
