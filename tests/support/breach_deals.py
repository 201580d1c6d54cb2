"""Real deals with exactly one breach, for the card-by-card check (issue 21): a legal random deal
whose one player plays two of his cards in each other's tricks, so that in the first of them he
did not follow suit while he could — and nothing else changes: every trick has the same winner
(the leaders follow from the winners, as the screen computes them) and the replay finds that one
breach and no other."""

from __future__ import annotations

import copy
from typing import Any

from shared_rules import dealgen
from shared_rules.families import replay
from shared_rules.haferl import dealgen as haferl_dealgen


def _without_leaders(deal: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(deal)
    for trick in out["tricks"]:
        trick.pop("leader", None)
    return out


def one_breach_deal(
    profile: str,
    game: str,
    players: tuple[str, ...],
    rule: str,
    seeds: range = range(200),
    **extra: Any,
) -> tuple[dict[str, Any], dict[str, Any]]:
    """(the deal, its replay) with exactly one finding, of ``rule``, in trick 2 or later."""
    generate = haferl_dealgen if profile == "bayerisch" else dealgen
    for seed in seeds:
        deal = generate.random_deal(profile, game, seed=seed, players=players, **extra)
        base = replay(_without_leaders(deal))
        winners = [t["winner"] for t in base["tricks"]]
        tricks = deal["tricks"]
        for t in range(1, len(tricks)):
            for u in range(t + 1, len(tricks)):
                for i in range(1, len(tricks[t]["cards"])):
                    mutated = _without_leaders(deal)
                    a, b = mutated["tricks"][t]["cards"], mutated["tricks"][u]["cards"]
                    who = base["tricks"][t]["leader"]
                    # the same player's card in trick u: his seat counted from that trick's leader
                    order = list(base["seating"]["order"] if "seating" in base else players)
                    seat = (order.index(who) + i) % len(order)
                    j = (seat - order.index(base["tricks"][u]["leader"])) % len(order)
                    a[i], b[j] = b[j], a[i]
                    out = replay(mutated)
                    if [x["winner"] for x in out["tricks"]] != winners:
                        continue
                    if len(out["findings"]) == 1 and out["findings"][0]["rule"] == rule:
                        return mutated, out
    raise LookupError(f"no deal of {game} with one {rule} breach in these seeds")
