"""A cup season's standing (issue 23), from its tournaments' rankings. Pure: no database.

A place earns the cup's placement points (``placement_points[0]`` the winner's; a place beyond
the list earns 0); a player's best ``best_of`` results count. Players are the same player across
tournaments when their names are (Anna = anna, the name rule's key). Order: the counted points,
then all points, then the best place, then the name.

>>> rankings = [("t1", [{"name": "Anna", "rank": 1}, {"name": "Bernd", "rank": 2}]),
...             ("t2", [{"name": "bernd", "rank": 1}, {"name": "Anna", "rank": 3}]),
...             ("t3", [{"name": "Anna", "rank": 2}, {"name": "Bernd", "rank": 5}])]
>>> rows = cup_standing([10, 8, 6], 2, rankings)
>>> [(r["name"], r["counted"], r["total"], [x["points"] for x in r["results"]]) for r in rows]
[('Anna', 18, 24, [10, 6, 8]), ('Bernd', 18, 18, [8, 10, 0])]
>>> [x["counts"] for x in rows[1]["results"]]
[True, True, False]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shared_rules.types import JsonObject
from shared_rules.vocabulary import player_key


def placement(points: Sequence[int], rank: int) -> int:
    """What place ``rank`` earns (0 beyond the table)."""
    return points[rank - 1] if 1 <= rank <= len(points) else 0


def cup_standing(
    placement_points: Sequence[int],
    best_of: int,
    rankings: Sequence[tuple[str, Sequence[dict[str, Any]]]],
) -> list[JsonObject]:
    players: dict[str, JsonObject] = {}
    for tournament_id, rows in rankings:
        for row in rows:
            key = player_key(row["name"])
            held = players.setdefault(key, {"name": row["name"], "results": []})
            held["results"].append({"tournament_id": tournament_id, "place": row["rank"],
                                    "points": placement(placement_points, row["rank"])})  # fmt: skip
    out = []
    for held in players.values():
        results = held["results"]
        best = sorted(range(len(results)), key=lambda i: (-results[i]["points"], i))[:best_of]
        for i, result in enumerate(results):
            result["counts"] = i in best
        out.append({
            "name": held["name"],
            "counted": sum(r["points"] for r in results if r["counts"]),
            "total": sum(r["points"] for r in results),
            "best_place": min(r["place"] for r in results),
            "tournaments": len(results),
            "results": results,
        })  # fmt: skip
    out.sort(key=lambda r: (-r["counted"], -r["total"], r["best_place"], player_key(r["name"])))
    for rank, row in enumerate(out, start=1):
        row["rank"] = rank
    return out
