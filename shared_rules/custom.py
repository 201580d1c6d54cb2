"""A round's own rule set: an official profile plus an overlay of switches, under its own id,
name and version (docs/rules.md §4.2).

The overlay names every change as a house-rule switch of the vocabulary (the structural ones of
§4.1 too); the result is a whole profile document, frozen as it is, that settles like any profile.
An overlay that does not fit is an ``InvalidOverlay`` naming the switch and showing what was sent.

>>> p = custom_profile("ooe-2023", {"id": "stammtisch-1", "name": "Stammtisch Linz",
...                                 "version": "1", "switches": {"valat_mode": "premium"}})
>>> p.id, p.valat["mode"], p.data["base"]
('stammtisch-1', 'premium', {'id': 'ooe-2023', 'version': '2023.4-r2025.11'})
>>> custom_profile("ooe-2023", {"id": "x", "name": "X", "version": "1",
...                             "switches": {"valat_mode": "sometimes"}})
Traceback (most recent call last):
...
shared_rules.custom.InvalidOverlay: overlay.switches.valat_mode: 'sometimes' — expected one of game_factor, premium
"""

from __future__ import annotations

import re

from .catalogue import all_profile_ids, profile_document
from .errors import MalformedInput, RuleError
from .lookalike import resembles
from .profiles import MAX_PROFILE_ID, Profile, apply_house_rules, load_profile, validate_profile
from .types import ProfileData
from .vocabulary import MAX_TITLE, title_problem

#: the keys an overlay may have
OVERLAY_KEYS = ("id", "name", "version", "switches")
_ID = re.compile(r"[a-z0-9-]+")
MAX_VERSION = 64


class InvalidOverlay(MalformedInput):
    """An overlay that does not make a profile: the field names the key or the switch."""


def custom_profile(base_id: str, overlay: object) -> Profile:
    """The official profile ``base_id`` with ``overlay`` applied: its ``switches`` (house-rule
    switches, checked as a sheet's are) baked into the document, under the overlay's own ``id``,
    ``name`` and ``version`` (never an official profile's id or name); ``base`` records where it
    came from. Raises InvalidOverlay naming the key or the switch.

    >>> custom_profile("ooe-2023", {"id": "ooe-2023", "name": "Mine", "version": "1"})
    Traceback (most recent call last):
    ...
    shared_rules.custom.InvalidOverlay: overlay.id: 'ooe-2023' — the id of an official profile
    """
    # an unknown id is refused as everywhere (profile.unknown), another family's as not allowed
    base = load_profile(base_id).data
    if not isinstance(overlay, dict):
        raise InvalidOverlay(
            "overlay",
            overlay,
            'expected {"id", "name", "version", "switches"}',
            code="overlay.shape",
        )
    for key in overlay:
        if key not in OVERLAY_KEYS:
            raise InvalidOverlay(
                f"overlay.{key}",
                overlay[key],
                f"unknown key (known: {', '.join(OVERLAY_KEYS)})",
                code="overlay.unknown_key",
            )
    _check_id(overlay.get("id"))
    _check_name(overlay.get("name"))
    version = overlay.get("version")
    if not isinstance(version, str) or not version.strip() or len(version) > MAX_VERSION:
        raise InvalidOverlay(
            "overlay.version",
            version,
            f"expected a version of 1 to {MAX_VERSION} characters",
            code="overlay.version",
            params={"max": MAX_VERSION},
        )
    data = _with_switches(base, overlay.get("switches", {}))
    data.pop("default", None)
    data.update(id=overlay["id"], name=overlay["name"], version=version)
    data["base"] = {"id": base["id"], "version": base["version"]}
    validate_profile(data)
    return Profile(data)


def _check_id(profile_id: object) -> None:
    if profile_id in all_profile_ids():
        raise InvalidOverlay(
            "overlay.id", profile_id, "the id of an official profile", code="overlay.official_id"
        )
    ok = isinstance(profile_id, str) and len(profile_id) <= MAX_PROFILE_ID
    if not ok or not _ID.fullmatch(str(profile_id)):
        raise InvalidOverlay(
            "overlay.id",
            profile_id,
            f"expected 1 to {MAX_PROFILE_ID} of a-z, 0-9 and -",
            code="overlay.id",
            params={"max": MAX_PROFILE_ID},
        )


def _official_names() -> list[str]:
    docs = (profile_document(p) for p in all_profile_ids())
    return [d["name"] for d in docs if d is not None]


def _check_name(name: object) -> None:
    """A heading under the sheet title's rule, not blank, that reads as no official profile's
    name (compared after NFKC folding, by confusable skeleton: ``lookalike.resembles``)."""
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_TITLE:
        raise InvalidOverlay(
            "overlay.name",
            name,
            f"expected a name of 1 to {MAX_TITLE} characters",
            code="overlay.name",
            params={"max": MAX_TITLE},
        )
    problem = title_problem(name)
    if problem is not None:
        raise InvalidOverlay(
            "overlay.name", name, problem, code="overlay.name_char", params={"max": MAX_TITLE}
        )
    official = resembles(name, _official_names())
    if official is not None:
        raise InvalidOverlay(
            "overlay.name",
            name,
            f"reads as the name of the official profile {official!r}",
            code="overlay.official_name",
            params={"official": official},
        )


def _with_switches(base: ProfileData, switches: object) -> ProfileData:
    """``base`` with the switches applied, a switch's refusal re-raised naming it in the overlay."""
    if not isinstance(switches, dict):
        raise InvalidOverlay(
            "overlay.switches",
            switches,
            "expected an object of named switches",
            code="overlay.shape",
        )
    try:
        return apply_house_rules(base, switches)
    except RuleError as err:
        field = "overlay.switches." + err.field.removeprefix("house_rules.")
        raise InvalidOverlay(
            field, err.value, err.reason, code=err.code, params=err.params
        ) from err
