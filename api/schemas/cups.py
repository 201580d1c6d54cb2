"""The cup season (issue 23): request and response shapes of /api/v1/cups (answers built by
``api.db.store.cups`` and sent unchanged)."""

from marshmallow import fields
from marshmallow.validate import Length, Range

from ..db.store.cups import MAX_CUP_TOURNAMENTS, MAX_PLACE_POINTS, MAX_PLACES
from .base import StrictSchema, Verbatim
from .fields import StrictInteger

UUID = {"format": "uuid", "example": "5b0f2a52-9a4c-4a5e-9d0c-2f8f0c1d3e11"}


class CupCreateSchema(StrictSchema):
    title = fields.String(required=True, validate=Length(1, 200), metadata={"example": "Hausruckcup 2027"})  # fmt: skip
    placement_points = fields.List(
        StrictInteger(validate=Range(0, MAX_PLACE_POINTS)),
        required=True,
        validate=Length(1, MAX_PLACES),
        metadata={"description": "Points for place 1, 2, …; a better place never earns less; "
                  "a place beyond the list earns 0.", "example": [25, 20, 16, 13, 11, 10]},
    )  # fmt: skip
    best_of = StrictInteger(
        required=True, validate=Range(1, MAX_CUP_TOURNAMENTS),
        metadata={"description": "How many of a player's results count.", "example": 2},
    )  # fmt: skip


class CupTournamentSchema(StrictSchema):
    tournament_id = fields.String(required=True, metadata=UUID)
    tournament_token = fields.String(
        required=True,
        metadata={"description": "The tournament's organiser or view token."},
    )


class CupSchema(Verbatim):
    id = fields.String(required=True, metadata=UUID)
    title = fields.String(required=True)
    placement_points = fields.List(fields.Integer(), required=True)
    best_of = fields.Integer(required=True)
    tournaments = fields.List(fields.String(metadata=UUID), required=True)
    version = fields.Integer(required=True)
    created_at = fields.String(required=True, allow_none=True)
    updated_at = fields.String(required=True, allow_none=True)


class CupCreatedSchema(Verbatim):
    cup = fields.Nested(CupSchema, required=True)
    edit_token = fields.String(required=True, metadata={"description": "Shown only once."})
    view_token = fields.String(required=True, metadata={"description": "Shown only once."})


class CupResultSchema(Verbatim):
    tournament_id = fields.String(required=True, metadata=UUID)
    place = fields.Integer(required=True)
    points = fields.Integer(required=True)
    counts = fields.Boolean(required=True, metadata={"description": "Among the best `best_of`."})


class CupRowSchema(Verbatim):
    rank = fields.Integer(required=True)
    name = fields.String(required=True)
    counted = fields.Integer(required=True)
    total = fields.Integer(required=True)
    best_place = fields.Integer(required=True)
    tournaments = fields.Integer(required=True)
    results = fields.List(fields.Nested(CupResultSchema), required=True)


class CupTournamentRefSchema(Verbatim):
    id = fields.String(required=True, metadata=UUID)
    title = fields.String(required=True)
    date = fields.String(required=True, allow_none=True)


class CupStandingSchema(Verbatim):
    cup = fields.Nested(CupSchema, required=True)
    tournaments = fields.List(fields.Nested(CupTournamentRefSchema), required=True)
    standing = fields.List(fields.Nested(CupRowSchema), required=True)
