"""Rule profiles as served to clients (the PWA precaches them).

The profile documents are owned by the engine and validated there against
``shared_rules/schema/profile.schema.json`` (JSON Schema 2020-12); the API serves them verbatim.
This schema documents their main fields for the OpenAPI description and dumps nothing away.
"""

from typing import Any

from marshmallow import INCLUDE, fields
from marshmallow.validate import OneOf

from shared_rules.families import FAMILIES as FAMILY_TABLE

from .base import Verbatim

FAMILIES = list(FAMILY_TABLE)  # the family table's ids: koenigrufen, haferltarock


class Open(Verbatim):
    class Meta:
        unknown = INCLUDE  # documented as open: the profile JSON Schema is the authority

    def dump(self, obj: Any, *, many: bool | None = None) -> Any:
        return obj


class ProfileSchema(Open):
    """A rule profile (docs/rules.md §3): every value and switch the engine reads."""

    id = fields.String(required=True, metadata={"example": "ooe-2023"})
    name = fields.String(
        required=True,
        metadata={"example": "Oberösterreichische Tarockregeln 4/2023 (mit OÖ-Renonce 11/2025)"},
    )
    version = fields.String(required=True, metadata={"example": "2023.4-r2025.11"})
    family = fields.String(
        required=True,
        validate=OneOf(FAMILIES),
        metadata={
            "description": "The game family whose engine reads this profile: koenigrufen, or "
            "haferltarock (Bayerisches Tarock: 3 active players, German cards, Augen, the pot; "
            "its own fields `table`, `stake`, `refill`, `schneider`, `schwarz`, `ranks`, … — "
            "shared_rules/schema/haferl-profile.schema.json).",
            "example": "koenigrufen",
        },
    )
    default = fields.Boolean(metadata={"description": "The profile used when none is named."})
    values_source = fields.String(
        metadata={"description": "Where the values come from when the source publishes none."}
    )
    disallowed_premiums = fields.List(fields.String())
    sources = fields.List(fields.String(), metadata={"description": "Where the rules come from."})
    notes = fields.List(fields.String())
    cents_per_point = fields.Integer(metadata={"example": 10})
    threshold = fields.Integer(
        metadata={
            "description": "What the declarer side needs: thirds in Königrufen (107 = 35/2), "
            "Augen in Haferltarock (61 of 120).",
            "example": 107,
        }
    )
    own_king_callable = fields.Boolean()
    four_kings = fields.String(metadata={"enum": ["queen", "fourth_king", "forbidden"]})
    kaiserstich = fields.String(metadata={"enum": ["off", "any_order", "mond_skus_pagat"]})
    failed_silent_counts = fields.Boolean()
    kontra = fields.Dict(metadata={"description": "levels, on_points, clause"})
    games = fields.Dict(
        keys=fields.String(),
        values=fields.Dict(),
        metadata={
            "description": "Game id → name, rank, kind, team, talon, value, lost_factor, "
            "premium_factor, allowed premiums, bid rule, clause."
        },
    )
    premiums = fields.Dict(
        keys=fields.String(),
        values=fields.Dict(),
        metadata={"description": "Premium id → name, announced and silent value, clause."},
    )
    table = fields.Dict(
        metadata={
            "description": "Haferltarock: `active` players (3) and the table `sizes` "
            "([3, 4]: at four the dealer sits out)."
        }
    )
    stake = fields.Dict(
        metadata={
            "description": "Haferltarock: the `default` stake every player pays into the "
            "pot when a sheet starts (and again at each refill)."
        }
    )
    valat = fields.Dict(allow_none=True)
    trischaken = fields.Dict(allow_none=True)
    clauses = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        metadata={"description": "The clause cited for each kind of settlement line."},
    )


class ProfileListSchema(Open):
    profiles = fields.List(fields.Nested(ProfileSchema), required=True)
    default = fields.String(required=True, metadata={"example": "ooe-2023"})
