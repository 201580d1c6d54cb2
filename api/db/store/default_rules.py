"""The rule set a round gives its new evenings and a tournament its tables (issue 35): an official
profile, or an own rule set (``custom_profile``: an official base plus switches, docs/rules.md
§4.2), with house rules on top. It is checked as a sheet's would be, so every sheet made from it
can be created; the round or tournament keeps the overlay itself, which its sheets are sent with.
"""

from __future__ import annotations

from typing import NamedTuple

import shared_rules
from shared_rules.families import profile_from_data, raw_profile
from shared_rules.haferl import HaferlProfile
from shared_rules.profiles import DEFAULT_PROFILE, Profile
from shared_rules.types import HouseRules, JsonObject, ProfileData

from ..errors import Invalid
from . import inputs
from .creating import custom_document

#: the keys of an own rule set's overlay (``custom_profile``), as a sheet takes it
OVERLAY_KEYS = ("base", "id", "name", "version", "switches")


class RuleSet(NamedTuple):
    data: ProfileData  # the official profile, or the own rule set's built document
    custom: JsonObject | None  # the overlay, kept as the sheets are sent it; None: official
    house_rules: HouseRules
    built: Profile | HaferlProfile


def default_rule_set(profile: object, custom: object, house_rules: object) -> RuleSet:
    """The checked rule set; ``profile`` beside ``custom`` must be the overlay's base (a round
    shows its base as its ``profile``), and a refusal names ``custom_profile.<key or switch>``."""
    overlay: JsonObject | None = None
    if custom is not None:
        data = custom_document(custom)
        assert isinstance(custom, dict)  # custom_document refuses anything else
        base = data["base"]["id"]
        if profile is not None and profile != base:
            raise Invalid(
                "profile",
                profile,
                f"an own rule set (custom_profile) is played on its base {base}: "
                "send that, or no profile",
            )
        overlay = {k: custom[k] for k in OVERLAY_KEYS if k in custom}
    else:
        try:
            data = raw_profile(DEFAULT_PROFILE if profile is None else profile)
        except shared_rules.RuleError as err:
            raise inputs.rule_error("", err) from None
    rules = inputs.check_house_rules(house_rules)
    try:
        built = profile_from_data(data, rules)
    except shared_rules.RuleError as err:
        raise inputs.rule_error("", err) from None
    return RuleSet(data, overlay, rules, built)
