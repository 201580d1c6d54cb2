"""What checking a record takes from the profile alone, built once when the profile loads.

Per game: the premiums a record may list in it, each with its entry of the profile (a premium
switched off by the house rules, not allowed in the game, or needing a called king the game does
not call is left out). ``read_deal`` looks a premium up here first and runs the checks that name
the reason only for one it does not find, so the common record pays one dictionary look-up.

>>> games = {"rufer": {"premiums": "all", "team": "called_king"},
...          "dreier": {"premiums": ["pagat"], "team": "alone"}}
>>> premiums = {"pagat": {"name": "Pagat"}, "uhu": {"name": "Uhu"},
...             "koenig_ultimo": {"name": "König", "requires_called_king": True}}
>>> t = premiums_by_game(games, premiums, frozenset({"uhu"}))
>>> sorted(t["rufer"]), sorted(t["dreier"])
(['koenig_ultimo', 'pagat'], ['pagat'])
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .types import GameSpec, JsonObject


def premiums_by_game(
    games: Mapping[str, GameSpec], premiums: Mapping[str, JsonObject], disallowed: frozenset[str]
) -> Mapping[str, Mapping[str, JsonObject]]:
    """Each game's premiums a record may name: id → the profile's entry."""
    out: dict[str, Mapping[str, JsonObject]] = {}
    for gid, game in games.items():
        allowed = game["premiums"]
        # a plain dict, read-only by convention like the profile's own tables: a mappingproxy's
        # ``get`` costs a method call through to it on every premium of every record
        out[gid] = {
            name: spec
            for name, spec in premiums.items()
            if name not in disallowed
            and (allowed == "all" or name in allowed)
            and not (spec.get("requires_called_king") and game["team"] != "called_king")
        }
    return MappingProxyType(out)
