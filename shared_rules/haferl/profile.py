"""Haferltarock profiles: JSON data validated by their own schema, plus house rules.

The engine reads the profile's values (tariffs, Schneider/Schwarz raises, stake, threshold, the
trump of each game, rank orders) and never branches on its id.

>>> p = load_profile("bayerisch")
>>> p.games["herz_solo"]["value"], p.threshold, p.stake, p.games["stockspiel"]["trump"]
(3, 61, 1, 'H')
>>> load_profile("bayerisch", {"breach_loses": False}).breach_loses
False
>>> load_profile("bayerisch", {"kontra_levels": 4})
Traceback (most recent call last):
...
shared_rules.errors.MalformedInput: house_rules.kontra_levels: 4 — unknown house rule (known: breach_loses, game_values, games_off)
>>> load_profile("ooe-2023")
Traceback (most recent call last):
...
shared_rules.errors.NotAllowed: profile: 'ooe-2023' — a koenigrufen profile, not a Haferltarock profile
"""

from __future__ import annotations

import copy
from functools import cache

from jsonschema import Draft202012Validator

from ..catalogue import HAFERLTAROCK, family_of, profile_document, profile_ids_of, schema_document
from ..errors import MalformedInput, NotAllowed
from ..profiles import (
    checked_copy,
    house_rules_key,
    profile_builders,
    set_plain_switches,
    switch_checks,
    with_defaults,
)
from ..types import GameSpec, HouseRules, JsonObject, ProfileData

_VALIDATOR = Draft202012Validator(schema_document("haferl-profile"))
DEFAULT_PROFILE = "bayerisch"


class HaferlProfile:
    """One Haferltarock profile with house rules applied. Read-only by convention; shared."""

    __slots__ = (
        "data",
        "id",
        "version",
        "games",
        "threshold",
        "cents_per_point",
        "stake",
        "schneider",
        "schwarz",
        "breach_loses",
        "table_sizes",
        "clauses",
        "house_rules",
    )

    family = HAFERLTAROCK

    # the document's fields, as haferl-profile.schema.json declares them
    data: ProfileData
    id: str
    version: str
    games: dict[str, GameSpec]
    threshold: int
    cents_per_point: int
    stake: int
    schneider: JsonObject
    schwarz: JsonObject
    breach_loses: bool
    table_sizes: tuple[int, ...]
    clauses: dict[str, str]
    house_rules: HouseRules

    def __init__(self, data: ProfileData, house_rules: HouseRules | None = None) -> None:
        self.data = data
        self.id = data["id"]
        self.version = data["version"]
        self.games = data["games"]
        self.threshold = data["threshold"]
        self.cents_per_point = data["cents_per_point"]
        self.stake = data["stake"]["default"]
        self.schneider = data["schneider"]
        self.schwarz = data["schwarz"]
        self.breach_loses = data["breach_loses"]
        self.table_sizes = tuple(data["table"]["sizes"])
        self.clauses = data["clauses"]
        self.house_rules = house_rules or {}

    def ranks(self, game: GameSpec) -> list[str]:
        """The ranks of a suit in this game, high to low."""
        ranks: list[str] = self.data["ranks"][game["ranks"]]
        return ranks

    def __repr__(self) -> str:
        return (
            f"<HaferlProfile {self.id} {self.version}{' +house rules' if self.house_rules else ''}>"
        )


def validate_profile(data: object) -> None:
    """Raise MalformedInput naming the first violation of the schema or of a cross-reference.

    >>> data = raw_profile("bayerisch")
    >>> data["games"]["bettel"]["ranks"] = "upside_down"
    >>> validate_profile(data)
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: games.bettel.ranks: 'upside_down' — not a rank order of the profile (trump_games, zehn_unten)
    """
    errors = sorted(_VALIDATOR.iter_errors(data), key=lambda e: list(e.absolute_path))
    if errors:
        err = errors[0]
        path = ".".join(str(p) for p in err.absolute_path) or "profile"
        raise MalformedInput(path, err.instance, err.message, code="profile.invalid")
    if not isinstance(data, dict):  # the schema says so; this tells the type checker
        raise MalformedInput("profile", data, "a profile is a JSON object", code="profile.invalid")
    for game_id, game in data["games"].items():
        if game["ranks"] not in data["ranks"]:
            raise MalformedInput(
                f"games.{game_id}.ranks",
                game["ranks"],
                f"not a rank order of the profile ({', '.join(data['ranks'])})",
                code="profile.invalid",
            )


def profile_ids() -> list[str]:
    """Ids of the bundled Haferltarock profiles.

    >>> profile_ids()
    ['bayerisch']
    """
    return profile_ids_of(HAFERLTAROCK)


def raw_profile(profile_id: object) -> ProfileData:
    """A deep copy of the bundled, validated profile document."""
    return copy.deepcopy(_document(profile_id))


@cache  # only bundled ids get past the checks below: the cache never holds user input
def _document(profile_id: object) -> ProfileData:
    if not isinstance(profile_id, str):
        raise MalformedInput("profile", profile_id, "expected a profile id", code="profile.missing")
    family = family_of(profile_id)
    if family is None:
        raise MalformedInput(
            "profile",
            profile_id,
            f"unknown profile (Haferltarock: {', '.join(profile_ids())})",
            code="profile.unknown",
        )
    if family != HAFERLTAROCK:
        raise NotAllowed(
            "profile",
            profile_id,
            f"a {family} profile, not a Haferltarock profile",
            code="profile.other_family",
        )
    data = profile_document(profile_id)
    if data is None:  # family_of found it, so the file is there
        raise MalformedInput("profile", profile_id, "unknown profile", code="profile.unknown")
    data = with_defaults(data, HAFERLTAROCK)
    validate_profile(data)
    return data


def load_profile(profile_id: object = DEFAULT_PROFILE, house_rules: object = None) -> HaferlProfile:
    """The profile with house rules applied (cached: the same overrides give the same object)."""
    if not isinstance(profile_id, str):
        raise MalformedInput("profile", profile_id, "expected a profile id", code="profile.missing")
    if house_rules is None or house_rules == {}:
        return _cached(profile_id, "")
    return _cached(profile_id, house_rules_key(house_rules))


# --- house rules: named switches, each checked, never silently ignored -------------------------


# the family's switches as the vocabulary declares them (docs/rules.md §4): the same checks as the
# Königrufen switches of the same name
_SWITCHES = switch_checks(HAFERLTAROCK)


def apply_house_rules(profile: ProfileData, rules: HouseRules) -> ProfileData:
    """A new profile document with the named overrides applied; the original is not touched."""
    data = checked_copy(_SWITCHES, profile, rules)
    set_plain_switches(data, rules, HAFERLTAROCK)
    for game, value in rules.get("game_values", {}).items():
        data["games"][game]["value"] = value
    for game in rules.get("games_off", ()):
        data["games"].pop(game, None)  # a game named twice is off all the same
    return data


_cached, profile_from_data = profile_builders(
    HaferlProfile, _document, validate_profile, apply_house_rules, family=HAFERLTAROCK, maxsize=64
)
