"""The bundled profile documents and the game family each belongs to.

Every file in ``shared_rules/profiles/`` is one rule profile; its ``family`` field says which
engine reads it (``koenigrufen`` when absent). Each family validates and loads its own profiles;
this module only finds them, so a profile of one family never reaches the other's loader.

>>> family_of("ooe-2023"), family_of("bayerisch"), family_of("wien-1900")
('koenigrufen', 'haferltarock', None)
>>> profile_ids_of("haferltarock")
['bayerisch']
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from .types import JsonObject, ProfileData

KOENIGRUFEN = "koenigrufen"
HAFERLTAROCK = "haferltarock"

_PROFILE_DIR = resources.files(__package__) / "profiles"
_SCHEMA_DIR = resources.files(__package__) / "schema"


@cache
def all_profile_ids() -> tuple[str, ...]:
    """Ids of every bundled profile, of every family (the files do not change while running)."""
    return tuple(sorted(p.name[:-5] for p in _PROFILE_DIR.iterdir() if p.name.endswith(".json")))


def profile_document(profile_id: object) -> ProfileData | None:
    """The parsed profile file (not validated: its family's loader does that), or None."""
    if not isinstance(profile_id, str) or profile_id not in all_profile_ids():
        return None  # checked first: the cache below holds bundled ids only, never user input
    return _read(profile_id)


@cache
def _read(profile_id: str) -> ProfileData:
    data: ProfileData = json.loads(
        (_PROFILE_DIR / f"{profile_id}.json").read_text(encoding="utf-8")
    )
    return data


@cache
def schema_document(name: str) -> JsonObject:
    """The bundled JSON Schema ``schema/<name>.schema.json`` of a family's profiles.

    >>> schema_document("haferl-profile")["properties"]["family"]
    {'const': 'haferltarock'}
    """
    document: JsonObject = json.loads(
        (_SCHEMA_DIR / f"{name}.schema.json").read_text(encoding="utf-8")
    )
    return document


@cache
def families() -> dict[str, str | None]:
    """Bundled profile id → its family, read once: ``family_of`` runs for every record settled."""
    families: dict[str, str | None] = {}
    for profile_id in all_profile_ids():
        family = _read(profile_id).get("family", KOENIGRUFEN)
        families[profile_id] = family if isinstance(family, str) else None
    return families


def family_of(profile_id: object) -> str | None:
    """The family of a bundled profile; None for an id that names no bundled profile."""
    if not isinstance(profile_id, str):
        return None  # not hashable, perhaps: user input
    return families().get(profile_id)


def profile_ids_of(family: str) -> list[str]:
    """Ids of the bundled profiles of one family."""
    return [p for p in all_profile_ids() if family_of(p) == family]
