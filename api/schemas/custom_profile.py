"""An own rule set as a request sends it (docs/rules.md §4.2): a sheet's ``custom_profile``, and the
default of a round's new sheets or a tournament's tables (issue 35)."""

from marshmallow import fields

from shared_rules.catalogue import KOENIGRUFEN, family_of

from .base import StrictSchema
from .fields import Choice
from .record import PROFILE_IDS, HouseRulesSchema


class CustomProfileSchema(StrictSchema):
    """A sheet's own rule set (docs/rules.md §4.2): an official Königrufen profile (``base``) with
    house-rule switches baked in, under its own id, name and version (never an official one's)."""

    base = Choice(
        [p for p in PROFILE_IDS if family_of(p) == KOENIGRUFEN],
        "The official profile it starts from.",
        required=True,
    )
    id = fields.String(
        required=True,
        metadata={
            "description": "Its own id: 1 to 64 of a-z, 0-9 and -; never an official id.",
            "example": "stammtisch-linz",
        },
    )
    name = fields.String(
        required=True,
        metadata={
            "description": "Its own name (never an official profile's).",
            "example": "Stammtisch Linz",
        },
    )
    version = fields.String(
        required=True,
        metadata={"description": "Its version, 1 to 64 characters.", "example": "2026-12"},
    )
    switches = fields.Nested(
        HouseRulesSchema,
        metadata={
            "description": "The switches that make it differ from its base (the house-rule "
            "switches, the structural ones of §4.1 too).",
            "example": {"valat_mode": "premium", "trischaken_buergermeister": False},
        },
    )
