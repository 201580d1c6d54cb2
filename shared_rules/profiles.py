"""Rule profiles: JSON data validated by a JSON Schema, plus house-rule overrides (docs/rules.md §3–4).

Profiles are data; the engine reads their fields and never branches on a profile's id.

>>> ooe = load_profile("ooe-2023")
>>> ooe.game("sechserdreier")["lost_factor"], ooe.premiums["uhu"]["silent"]
(2, 2)
>>> load_profile("ooe-2023", {"threshold": 106}).threshold, load_profile("ooe-2023", {"threshold": "35/1"}).threshold
(106, 106)
>>> load_profile("ooe-2023", {"kontra_level": 4})
Traceback (most recent call last):
...
shared_rules.errors.MalformedInput: house_rules.kontra_level: 4 — unknown house rule (known: ...)
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Mapping
from functools import cache, lru_cache
from importlib import resources
from typing import Any, NoReturn, TypeVar

from jsonschema import Draft202012Validator

from .catalogue import KOENIGRUFEN, all_profile_ids, family_of, schema_document
from .counting import format_points, parse_points, points_text
from .errors import MalformedInput, NotAllowed
from .tables import premiums_by_game
from .templates import GameTemplate, PremiumTemplate, game_templates, premium_templates
from .types import GameSpec, HouseRules, JsonObject, ProfileData
from .vocabulary import (
    BIRDS,
    GAMES,
    MAX_HOUSE_VALUE,
    PREMIUMS,
    PROFILE_NUMBERS,
    SWITCHES,
    switches_of,
)
from .vocabulary import KONTRA_NAMES as KONTRA_NAMES  # re-exported: ledger imports it here

P = TypeVar("P")  # a family's profile class

_PROFILE_DIR = resources.files(__package__) / "profiles"
_VALIDATOR = Draft202012Validator(schema_document("profile"))


class Profile:
    """One rule profile with house rules applied. Read-only by convention; shared between calls."""

    __slots__ = (
        "data",
        "id",
        "version",
        "games",
        "premiums",
        "threshold",
        "cents_per_point",
        "kontra_levels",
        "kontra_on_points",
        "failed_silent_counts",
        "valat",
        "trischaken",
        "clauses",
        "disallowed",
        "house_rules",
        "game_templates",
        "premium_templates",
        "game_premiums",
    )

    # the document's fields, as profile.schema.json declares them
    data: ProfileData
    id: str
    version: str
    games: dict[str, GameSpec]
    premiums: dict[str, JsonObject]
    threshold: int
    cents_per_point: int
    kontra_levels: int
    kontra_on_points: bool
    failed_silent_counts: bool
    # Any, not JsonObject | None: None where the profile has neither; the record readers refuse a
    # Valat or Trischaken there before any settlement code reads these tables
    valat: Any
    trischaken: Any
    clauses: dict[str, str]
    disallowed: frozenset[str]
    house_rules: HouseRules
    # what the lines take from the profile alone, built here once (shared_rules/templates.py)
    game_templates: Mapping[str, GameTemplate]
    premium_templates: Mapping[str, PremiumTemplate]
    # what checking a record takes from the profile alone (shared_rules/tables.py)
    game_premiums: Mapping[str, Mapping[str, JsonObject]]

    def __init__(self, data: ProfileData, house_rules: HouseRules | None = None) -> None:
        self.data = data
        self.id = data["id"]
        self.version = data["version"]
        self.games = with_besserdreier(data)
        self.premiums = with_points_premium(data)
        self.threshold = data["threshold"]
        self.cents_per_point = data["cents_per_point"]
        self.kontra_levels = data["kontra"]["levels"]
        self.kontra_on_points = data["kontra"]["on_points"]
        self.failed_silent_counts = data["failed_silent_counts"]
        self.valat = data["valat"]
        self.trischaken = data["trischaken"]
        self.clauses = data["clauses"]
        self.disallowed = frozenset(data.get("disallowed_premiums", ()))
        self.house_rules = house_rules or {}
        self.game_templates = game_templates(self.games)
        self.premium_templates = premium_templates(self.premiums)
        self.game_premiums = premiums_by_game(self.games, self.premiums, self.disallowed)

    def game(self, game_id: str) -> GameSpec:
        return self.games[game_id]

    def __repr__(self) -> str:
        return f"<Profile {self.id} {self.version}{' +house rules' if self.house_rules else ''}>"


#: the game a profile's ``besserdreier`` adds: its Dreier raised by a bird (docs/rules.md §4.1)
BESSERDREIER = "besserdreier"


def with_besserdreier(data: ProfileData) -> dict[str, GameSpec]:
    """The profile's games, with the Besserdreier its ``besserdreier`` asks for: the Dreier's
    entry with a compulsory announced bird (any of the four).

    >>> load_profile("ooe-2023", {"besserdreier": True}).games["besserdreier"]["bird"]
    'any'
    >>> "besserdreier" in load_profile("ooe-2023").games
    False
    """
    games: dict[str, GameSpec] = data["games"]
    if not data.get("besserdreier") or "dreier" not in games or BESSERDREIER in games:
        return games
    return {**games, BESSERDREIER: {**games["dreier"], "name": "Besserdreier", "bird": "any"}}


#: the id of the card-point premium a profile's ``points_premium_thirds`` adds (docs/rules.md §4.1)
POINTS_PREMIUM = "punkte"


def with_points_premium(data: ProfileData) -> dict[str, JsonObject]:
    """The profile's premiums, with the card-point premium of either side its
    ``points_premium_thirds`` asks for (none at 0, the default).

    >>> load_profile("ooe-2023", {"points_premium": "44/2"}).premiums["punkte"]["min_thirds"]
    134
    >>> "punkte" in load_profile("ooe-2023").premiums
    False
    """
    premiums: dict[str, JsonObject] = data["premiums"]
    need = data.get("points_premium_thirds", 0)
    if not need:
        return premiums
    entry = {
        "name": f"Punkte {format_points(need)}",
        "announced": data.get("points_premium_announced", 2),
        "silent": data.get("points_premium_silent", 0),
        "announce_by": "anyone",
        "min_thirds": need,
        "clause": data["clauses"]["threshold"],
    }
    return {**premiums, POINTS_PREMIUM: entry}


def validate_profile(data: object) -> None:
    """Raise MalformedInput naming the first number out of its bounds (``check_numbers``), else
    the first schema violation of a profile document."""
    check_numbers(data)
    errors = sorted(_VALIDATOR.iter_errors(data), key=lambda e: list(e.absolute_path))
    if errors:
        err = errors[0]
        path = ".".join(str(p) for p in err.absolute_path) or "profile"
        raise MalformedInput(path, err.instance, err.message, code="profile.invalid")


def check_numbers(data: object) -> None:
    """Each number of a profile document that ``PROFILE_NUMBERS`` bounds is a whole number within
    them (the profile schema states the same bounds; this names them as the JS twin does, in the
    table's order). What is missing or of another shape is the schema's to refuse.

    >>> doc = raw_profile("ooe-2023")
    >>> doc["games"]["dreier"]["lost_factor"] = 2**53 - 1
    >>> check_numbers(doc)
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: games.dreier.lost_factor: 9007199254740991 — expected a whole number from 1 to 4
    """
    for path, (low, high) in PROFILE_NUMBERS.items():
        for where, value in _at_path(data, path.split(".")):
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise MalformedInput(
                    where,
                    value,
                    f"expected a whole number from {low} to {high}",
                    code="profile.number",
                    params={"min": low, "max": high},
                )


def _at_path(node: object, parts: list[str], where: str = "") -> list[tuple[str, object]]:
    """(dotted path, value) of each value at ``parts`` ("*": every key) that is there."""
    if not parts:
        return [(where, node)]
    if not isinstance(node, dict):
        return []
    keys = list(node) if parts[0] == "*" else [parts[0]] if parts[0] in node else []
    return [
        hit
        for key in keys
        for hit in _at_path(node[key], parts[1:], f"{where}.{key}" if where else str(key))
    ]


def with_defaults(data: object, family: str) -> ProfileData:
    """``data`` with the declared default of each switch whose key it does not state (a copy
    when one is missing; a table the profile does not have stays absent).

    >>> doc = raw_profile("ooe-2023")
    >>> del doc["kaiserstich_negative"]
    >>> with_defaults(doc, KOENIGRUFEN)["kaiserstich_negative"], "kaiserstich_negative" in doc
    (False, False)
    """
    if not isinstance(data, dict):
        return data  # type: ignore[return-value]  # the schema refuses it next
    missing = []
    for name in switches_of(family):
        switch = SWITCHES[name]
        holder = _holder(data, switch["sets"]) if "default" in switch else None
        if holder is not None and switch["sets"].rsplit(".", 1)[-1] not in holder:
            missing.append((switch["sets"], switch["default"]))
    if not missing:
        return data
    out = copy.deepcopy(data)
    for key, default in missing:
        out_holder = _holder(out, key)
        assert out_holder is not None  # the copy has the tables the original has
        out_holder[key.rsplit(".", 1)[-1]] = default
    return out


def _holder(data: JsonObject, key: str) -> JsonObject | None:
    """The table of ``data`` that holds the dotted ``key``, or None when there is no such table."""
    holder: object = data
    for part in key.split(".")[:-1]:
        holder = holder.get(part) if isinstance(holder, dict) else None
    return holder if isinstance(holder, dict) else None


@cache
def _load_raw(profile_id: str) -> ProfileData:
    data = json.loads((_PROFILE_DIR / f"{known_profile_id(profile_id)}.json").read_text("utf-8"))
    if family_of(profile_id) != KOENIGRUFEN:
        raise NotAllowed(
            "profile",
            profile_id,
            f"a {data.get('family')} profile, not a Königrufen profile",
            code="profile.other_family",
        )
    data = with_defaults(data, KOENIGRUFEN)
    validate_profile(data)
    return data


def profile_ids() -> list[str]:
    """Ids of the bundled Königrufen profiles (a profile of another family is left to its engine).

    >>> profile_ids()
    ['cardgames-zone', 'ktc-2023', 'ooe-2023', 'tirol-2026']
    """
    return [p for p in all_profile_ids() if family_of(p) == KOENIGRUFEN]


_KNOWN_IDS = frozenset(all_profile_ids())  # every family's: another family's is NotAllowed
MAX_PROFILE_ID = 64


def known_profile_id(profile_id: object) -> str:
    """``profile_id`` if it names a bundled profile; a profile is found by id, never by path.

    The error shows at most ``MAX_PROFILE_ID`` characters of what was sent.

    >>> known_profile_id("ooe-2023")
    'ooe-2023'
    >>> known_profile_id("../schema/profile.schema")
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: profile: '../schema/profile.schema' — unknown profile (known: ...)
    >>> known_profile_id("x" * 100_000)
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: profile: 'xx...x…' — a profile id has at most 64 characters
    """
    if not isinstance(profile_id, str):
        raise MalformedInput("profile", profile_id, "expected a profile id", code="profile.missing")
    if profile_id in _KNOWN_IDS:
        return profile_id
    if len(profile_id) > MAX_PROFILE_ID:
        shown = profile_id[:MAX_PROFILE_ID] + "…"
        raise MalformedInput(
            "profile",
            shown,
            f"a profile id has at most {MAX_PROFILE_ID} characters",
            code="profile.id_too_long",
            params={"max": MAX_PROFILE_ID},
        )
    raise MalformedInput(
        "profile",
        profile_id,
        f"unknown profile (known: {', '.join(sorted(_KNOWN_IDS))})",
        code="profile.unknown",
    )


# the profile a record without "profile" is settled by: the one whose document says "default": true
DEFAULT_PROFILE = next(p for p in profile_ids() if _load_raw(p).get("default"))


def raw_profile(profile_id: object) -> ProfileData:
    """A deep copy of the bundled profile document (as served by the API)."""
    return copy.deepcopy(_load_raw(known_profile_id(profile_id)))


def load_profile(profile_id: object = DEFAULT_PROFILE, house_rules: object = None) -> Profile:
    """The profile with house rules applied (cached: the same overrides give the same object)."""
    profile_id = known_profile_id(profile_id)
    if house_rules is None or house_rules == {}:  # an empty list or false is refused, not "none"
        return _cached(profile_id, "")
    return _cached(profile_id, house_rules_key(house_rules))


def record_profile(
    record: object, profile: P | None, load: Callable[[object, object], P], default: str
) -> P:
    """``profile`` if given (a sheet's frozen one), else ``load`` of the record's ``profile`` and
    ``house_rules``: how both families' ``settle`` pick the profile of a record.

    >>> record_profile({"profile": "tirol-2026"}, None, load_profile, DEFAULT_PROFILE).id
    'tirol-2026'
    >>> record_profile([], None, load_profile, DEFAULT_PROFILE)
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: record: [] — a deal record must be a JSON object
    >>> record_profile({"house_rules": []}, None, load_profile, DEFAULT_PROFILE)
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: house_rules: [] — expected an object of named switches
    """
    if profile is not None:
        return profile
    if not isinstance(record, dict):
        raise MalformedInput(
            "record", record, "a deal record must be a JSON object", code="record.not_object"
        )
    return load(record.get("profile", default), record.get("house_rules"))


def house_rules_key(house_rules: object) -> str:
    """The cache key of a house-rule object: its canonical JSON (both families' ``load_profile``).

    >>> house_rules_key({"b": 1, "a": True})
    '{"a": true, "b": 1}'
    >>> house_rules_key(["a"])
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: house_rules: ['a'] — expected an object of named switches
    """
    if not isinstance(house_rules, dict):
        raise MalformedInput(
            "house_rules",
            house_rules,
            "expected an object of named switches",
            code="house_rules.shape",
        )
    return json.dumps(house_rules, sort_keys=True)


def profile_builders(
    make: Callable[[ProfileData, HouseRules | None], P],
    document: Callable[[str], ProfileData],
    validate: Callable[[object], None],
    apply: Callable[[ProfileData, HouseRules], ProfileData],
    *,
    family: str,
    maxsize: int,
) -> tuple[Callable[[str, str], P], Callable[..., P]]:
    """A family's cached loader ``(profile_id, house_rules_key) -> profile`` and its
    ``profile_from_data``, both applying house rules the same way (the two families share this);
    ``document`` gives the bundled document with the switches' declared defaults."""

    @lru_cache(maxsize=maxsize)
    def cached(profile_id: str, house_rules_json: str) -> P:
        data = document(profile_id)
        rules = json.loads(house_rules_json) if house_rules_json else {}
        return make(apply(data, rules) if rules else data, rules)

    def profile_from_data(data: ProfileData, house_rules: HouseRules | None = None) -> P:
        """A profile from a document held elsewhere (a sheet's frozen copy), validated first."""
        data = with_defaults(data, family)
        validate(data)
        return make(apply(data, house_rules or {}), house_rules)

    return cached, profile_from_data


# --- house rules (docs/rules.md §4): each switch checked by its declared type -----------------------

#: a switch's check: (field path, value, the profile document) -> the value, or it raises
Check = Callable[[str, object, ProfileData], object]


def check_bool(field: str, v: object, data: ProfileData) -> object:
    """A house switch that is on or off (both families' profiles use it)."""
    if not isinstance(v, bool):
        raise MalformedInput(field, v, "expected true or false", code="value.yes_no")
    return v


def _enum(*choices: str) -> Check:
    def check(field: str, v: object, data: ProfileData) -> object:
        if v not in choices:
            raise MalformedInput(
                field,
                v,
                f"expected one of {', '.join(choices)}",
                code="house_rules.choice",
            )
        return v

    return check


def _int(lo: int, hi: int) -> Check:
    def check(field: str, v: object, data: ProfileData) -> object:
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            raise MalformedInput(
                field,
                v,
                f"expected a whole number from {lo} to {hi}",
                code="number.range",
                params={"min": lo, "max": hi},
            )
        return v

    return check


def _points(lo: int, hi: int) -> Check:
    """Card points as the records write them, "P/B" ("35/1"), or a whole number of thirds (106)."""

    def check(field: str, v: object, data: ProfileData) -> object:
        thirds = parse_points(v, field) if isinstance(v, str) else v
        if isinstance(thirds, bool) or not isinstance(thirds, int) or not lo <= thirds <= hi:
            raise MalformedInput(
                field,
                v,
                f'expected "P/B" from "{format_points(lo)}" to "{format_points(hi)}" '
                f"(or thirds from {lo} to {hi})",
                code="points.between",
                params={"min": points_text(lo), "max": points_text(hi)},
            )
        return v

    return check


def _id_list(table: str) -> Check:
    def check(field: str, v: object, data: ProfileData) -> object:
        if not isinstance(v, list):
            raise MalformedInput(
                field, v, f"expected a list of {table} ids", code="house_rules.list"
            )
        for i, item in enumerate(v):
            if not isinstance(item, str) or item not in data[table]:
                _not_in_profile(f"{field}.{i}", item, table, data)
        return v

    return check


def _not_in_profile(field: str, item: object, table: str, data: ProfileData) -> NoReturn:
    """A known game or premium the profile lacks is NotAllowed; an unknown id MalformedInput."""
    if item in (GAMES if table == "games" else PREMIUMS):
        raise NotAllowed(
            field,
            item,
            f"not a {table[:-1]} of profile {data['id']}",
            code="house_rules.not_in_profile",
        )
    raise MalformedInput(field, item, f"not a {table[:-1]} id", code="house_rules.unknown_id")


def _values_of(table: str, shape: str, check_value: Check) -> Check:
    """A switch of values per game or premium id: each id one of the profile's, each value checked."""

    def check(field: str, v: object, data: ProfileData) -> object:
        if not isinstance(v, dict):
            raise MalformedInput(field, v, shape, code="house_rules.values")
        for key, value in v.items():
            if key not in data[table]:
                _not_in_profile(f"{field}.{key}", key, table, data)
            check_value(f"{field}.{key}", value, data)
        return v

    return check


def _announced_and_silent(field: str, v: object, data: ProfileData) -> object:
    if not isinstance(v, dict) or not v or set(v) - {"announced", "silent"}:
        raise MalformedInput(
            field, v, 'expected {"announced": n, "silent": n}', code="house_rules.values"
        )
    for key, n in v.items():
        _int(0, MAX_HOUSE_VALUE)(f"{field}.{key}", n, data)
    return v


def _values(table: str, value: str) -> Check:
    item = table[:-1]
    if value == "whole":
        return _values_of(table, f"expected {{{item}: value}}", _int(0, MAX_HOUSE_VALUE))
    shape = f'{{{item}: {{"announced": n, "silent": n}}}}'
    return _values_of(table, shape, _announced_and_silent)


def switch_check(switch: JsonObject) -> Check:
    """The check of one declared switch (shared_rules/vocabulary.json), by its type."""
    kind = switch["type"]
    if kind == "bool":
        return check_bool
    if kind == "whole":
        return _int(switch["min"], switch["max"])
    if kind == "points":
        return _points(switch["min"], switch["max"])
    if kind == "choice":
        return _enum(*(c["id"] for c in switch["choices"]))
    if kind == "ids":
        return _id_list(switch["table"])
    return _values(switch["table"], switch["value"])


def switch_checks(family: str) -> dict[str, Check]:
    """Each house-rule switch of ``family`` with its check, in the vocabulary's order."""
    return {name: switch_check(SWITCHES[name]) for name in switches_of(family)}


def set_plain_switches(data: ProfileData, rules: HouseRules, family: str) -> None:
    """Each switch of ``rules`` that replaces one profile key (its ``sets``) replaces it in
    ``data``; card points go in as thirds."""
    for name in switches_of(family):
        switch = SWITCHES[name]
        if name not in rules or switch["sets"] is None:
            continue
        value = rules[name]
        if switch["type"] == "points" and isinstance(value, str):
            value = parse_points(value, f"house_rules.{name}")
        *path, last = switch["sets"].split(".")
        target = data
        for part in path:
            target = target[part]
        target[last] = value


_SWITCHES = switch_checks(KOENIGRUFEN)


def checked_copy(
    switches: dict[str, Check], profile: ProfileData, rules: HouseRules
) -> ProfileData:
    """Each of ``rules`` checked by its switch in ``switches`` (an unknown one refused), then a deep
    copy of ``profile`` to apply them to: both families' ``apply_house_rules`` start here.

    >>> checked_copy({"breach_loses": check_bool}, {"id": "x"}, {"breach_lose": True})
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: house_rules.breach_lose: True — unknown house rule (known: breach_loses)
    """
    # in name order, as the JS twin checks them: with two bad switches both name the same one
    for name in sorted(rules):
        value = rules[name]
        check = switches.get(name)
        if check is None:
            raise MalformedInput(
                f"house_rules.{name}",
                value,
                f"unknown house rule (known: {', '.join(switches)})",
                code="house_rules.unknown",
            )
        check(f"house_rules.{name}", value, profile)
    return copy.deepcopy(profile)


def apply_house_rules(profile: ProfileData, rules: HouseRules) -> ProfileData:
    """A new profile document with the named overrides applied; the original is not touched."""
    data = checked_copy(_SWITCHES, profile, rules)
    _refuse_missing_tables(data, rules)
    set_plain_switches(data, rules, KOENIGRUFEN)
    for game, value in rules.get("game_values", {}).items():
        data["games"][game]["value"] = value
    for name, values in rules.get("premium_values", {}).items():
        data["premiums"][name].update(values)
    for game in rules.get("games_off", ()):
        data["games"].pop(game, None)  # listed twice: off all the same
    data["disallowed_premiums"] = sorted(
        set(profile.get("disallowed_premiums", ())) | set(rules.get("disallowed_premiums", ()))
    )
    return data


def _refuse_missing_tables(data: ProfileData, rules: HouseRules) -> None:
    """NotAllowed for a switch that sets a key of a table the profile does not have (a Valat
    switch where there is no valat, a Trischaken one where there is no Trischaken).

    >>> load_profile("cardgames-zone", {"valat_mode": "premium"})
    Traceback (most recent call last):
    ...
    shared_rules.errors.NotAllowed: house_rules.valat_mode: 'premium' — this profile has no Valat
    """
    for name in sorted(rules):
        sets = SWITCHES[name]["sets"] or ""
        table = sets.split(".")[0] if "." in sets else None
        if table == "valat" and data["valat"] is None:
            raise NotAllowed(
                f"house_rules.{name}",
                rules[name],
                "this profile has no Valat",
                code="house_rules.no_valat",
            )
        if table == "trischaken" and data["trischaken"] is None:
            raise NotAllowed(
                f"house_rules.{name}",
                rules[name],
                "this profile has no Trischaken",
                code="house_rules.no_trischaken",
            )
    if rules.get("besserdreier") and "dreier" in data["games"] and not dreier_birds(data, rules):
        raise NotAllowed(
            "house_rules.besserdreier",
            rules["besserdreier"],
            "in this profile's Dreier no bird may be announced",
            code="house_rules.no_bird",
        )


def dreier_birds(data: ProfileData, rules: HouseRules) -> list[str]:
    """The birds a Dreier may announce under ``data`` and ``rules``: what a Besserdreier needs.

    >>> dreier_birds(raw_profile("ooe-2023"), {"disallowed_premiums": ["pagat", "uhu"]})
    ['kakadu', 'quapil']
    """
    allowed = data["games"]["dreier"].get("premiums", [])
    off = set(data.get("disallowed_premiums", ())) | set(rules.get("disallowed_premiums", ()))
    return [
        str(b)
        for b in BIRDS
        if b in data["premiums"] and b not in off and (allowed == "all" or b in allowed)
    ]


_cached, profile_from_data = profile_builders(
    Profile, _load_raw, validate_profile, apply_house_rules, family=KOENIGRUFEN, maxsize=256
)
