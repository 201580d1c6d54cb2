"""A finding of a replay: one breach of a play rule, the same shape in both families.

>>> finding({"farbzwang": "§5.2"}, {"farbzwang": "Farbzwang"}, 3, "Anna", "SK", "farbzwang",
...         "Anna wirft SK ab", ["S7"])["text"]
'Anna wirft SK ab: Farbzwang, §5.2'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, TypeAlias

Finding: TypeAlias = dict[str, Any]  # {trick, player, card, rule, clause, required, text}


def finding(
    clauses: Mapping[str, str],
    rule_de: Mapping[str, str],
    trick: int | None,
    player: str | None,
    card: str | None,
    rule: str,
    text: str,
    required: Iterable[str] = (),
) -> Finding:
    """The finding of ``rule`` (its clause from the profile, its German name from ``rule_de``)."""
    clause = clauses[rule]
    return {
        "trick": trick,
        "player": player,
        "card": card,
        "rule": rule,
        "clause": clause,
        "required": list(required),
        "text": f"{text}: {rule_de[rule]}, {clause}",
    }
