"""Die Runde (issue 20; docs/design.md §3 "Rounds"): request and response shapes of /api/v1/rounds.

Request schemas check JSON types and bounds only; what a value means (a member twice, a name
taken, a seat without a member) is checked by the store, which names the field. The answers are
plain JSON documents built by the store (``api.db.store.rounds``, ``seasons``): their schemas
describe them for the OpenAPI document and send them unchanged (``Verbatim``).
"""

from typing import Any

from marshmallow import fields
from marshmallow.validate import Length, OneOf, Range

from shared_rules.vocabulary import MAX_CENTS_PER_POINT, MAX_NAME

from .base import StrictSchema, Verbatim
from .custom_profile import CustomProfileSchema
from .fields import QueryInteger, StrictBoolean, StrictInteger

MAX_TITLE = 200
MAX_MEMBERS = 50
MAX_VERSION = 2**63 - 1
UUID = {"format": "uuid", "example": "5b0f2a52-9a4c-4a5e-9d0c-2f8f0c1d3e11"}
DATE = {"format": "date", "example": "2026-01-01"}


class MemberInSchema(StrictSchema):
    """A member to add: a name, and an id if the client chose one (else the server does)."""

    id = fields.String(metadata={**UUID, "description": "Client-chosen member id (optional)."})
    name = fields.String(
        required=True,
        validate=Length(1, MAX_NAME),
        metadata={
            "description": "1–64 characters, no spaces around, no control or invisible "
            "character; no two members the same player (Anna = anna).",
            "example": "Anna",
        },
    )


def _members(description: str, *, required: bool = False) -> fields.List[Any]:
    return fields.List(
        fields.Nested(MemberInSchema),
        validate=Length(max=MAX_MEMBERS),
        metadata={"description": description, "example": [{"name": "Anna"}, {"name": "Bernd"}]},
        required=required,
    )


class RoundCreateSchema(StrictSchema):
    title = fields.String(
        required=True, validate=Length(1, MAX_TITLE), metadata={"example": "Freitagsrunde"}
    )
    members = _members("The round's members, in order (1 to 50).", required=True)
    profile = fields.String(
        metadata={"description": "Default profile of its sheets.", "example": "ooe-2023"}
    )
    custom_profile = fields.Nested(
        CustomProfileSchema,
        metadata={
            "description": "Instead of `profile`: an own rule set its new sheets are made with "
            "(sent to POST /sheets as their `custom_profile`); the round's `profile` is its base."
        },
    )
    house_rules = fields.Dict(metadata={"description": "Default house rules of its sheets."})
    cents_per_point = StrictInteger(
        validate=Range(0, MAX_CENTS_PER_POINT),
        metadata={"description": "Default tariff of its sheets (else the profile's)."},
    )
    kitty_percent = StrictInteger(
        validate=Range(0, 100),
        metadata={
            "description": "The Kassa: the share (percent) of every evening's winnings set "
            "aside. Default 0.",
            "example": 10,
        },
    )


class RoundPutSchema(RoundCreateSchema):
    view_token = fields.String(
        required=True,
        metadata={
            "description": "base64url(SHA-256('tarock-round-view-token:' + edit token)), no "
            "padding."
        },
    )


class BasedOnSchema(StrictSchema):
    """The round's values a change was made from; members as {member id: name}."""

    title = fields.String()
    members = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        metadata={"example": {"5b0f2a52-9a4c-4a5e-9d0c-2f8f0c1d3e11": "Anna"}},
    )
    profile = fields.String()
    custom_profile = fields.Dict(allow_none=True)
    house_rules = fields.Dict()
    cents_per_point = StrictInteger()
    kitty_percent = StrictInteger()


class RoundPatchSchema(StrictSchema):
    """What may change on a round: each sets a value, so a resent PATCH changes nothing."""

    title = fields.String(validate=Length(1, MAX_TITLE))
    add_members = _members("Members to add ([{name} or {id, name}]); those there stay.")
    rename = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        metadata={
            "description": "Member id → new name; the member keeps their evenings.",
            "example": {"5b0f2a52-9a4c-4a5e-9d0c-2f8f0c1d3e11": "Anna-Lena"},
        },
    )
    kitty_percent = StrictInteger(validate=Range(0, 100))
    archived = StrictBoolean()
    profile = fields.String(
        metadata={
            "description": "Default profile of new sheets; sent alone, it replaces an own rule "
            "set (`custom_profile`)."
        }
    )
    custom_profile = fields.Nested(
        CustomProfileSchema,
        metadata={"description": "An own rule set as the default of new sheets (whole)."},
    )
    house_rules = fields.Dict(
        metadata={"description": "Default house rules and tariff of new sheets (whole)."}
    )
    cents_per_point = StrictInteger(
        validate=Range(0, MAX_CENTS_PER_POINT),
        metadata={"description": "Default cents per point of new sheets."},
    )
    based_on = fields.Nested(
        BasedOnSchema,
        metadata={
            "description": "The values this change was made from (as the device last had them "
            "from the server). A field changed by another device since, to another value than "
            "the one asked for, is a conflict: 409 round-conflict with `round` (as it is now) and "
            "`conflicts` (field names, `members.<id>` for a member's name); nothing is changed."
        },
    )


class RoundJoinSchema(StrictSchema):
    """A sheet joining a round: the round and which member sits at each seat."""

    id = fields.String(required=True, metadata=UUID)
    members = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        required=True,
        metadata={
            "description": "Seat name (as in `players`) → member id: every seat, each member "
            "at most once.",
            "example": {"Anna": "5b0f2a52-9a4c-4a5e-9d0c-2f8f0c1d3e11"},
        },
    )


class PeriodQuerySchema(StrictSchema):
    """A season's period: both ends included, each optional (default: all time)."""

    start = fields.Date(data_key="from", metadata={**DATE, "description": "First day."})
    end = fields.Date(data_key="to", metadata={**DATE, "description": "Last day."})


class RoundChangesQuerySchema(StrictSchema):
    since = QueryInteger(
        load_default=0,
        validate=Range(0, MAX_VERSION),
        metadata={"description": "The last round version the client has seen."},
    )


# --- answers -------------------------------------------------------------------------------------


class MemberSchema(Verbatim):
    id = fields.String(required=True, metadata=UUID)
    name = fields.String(required=True, metadata={"example": "Anna"})


class RoundSchema(Verbatim):
    """A round. ``version`` is its ETag: +1 per change of the round or of its list of sheets."""

    id = fields.String(required=True, metadata=UUID)
    title = fields.String(required=True)
    members = fields.List(fields.Nested(MemberSchema), required=True)
    profile = fields.String(required=True, metadata={"example": "ooe-2023"})
    custom_profile = fields.Dict(
        required=True,
        allow_none=True,
        metadata={
            "description": "The own rule set new sheets are made with ({base, id, name, version, "
            "switches}, as POST /sheets takes it), or null: the official `profile`."
        },
    )
    house_rules = fields.Dict(required=True)
    cents_per_point = fields.Integer(required=True)
    kitty_percent = fields.Integer(required=True)
    version = fields.Integer(required=True)
    archived = fields.Boolean(required=True)
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    updated_at = fields.String(required=True, metadata={"format": "date-time"})


class RoundSheetSchema(Verbatim):
    """A sheet (an evening) of the round, with its stored totals."""

    id = fields.String(required=True, metadata=UUID)
    title = fields.String(required=True)
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    players = fields.List(fields.String(), required=True)
    members = fields.Dict(
        keys=fields.String(), values=fields.String(), required=True,
        metadata={"description": "Seat name → member id."},
    )  # fmt: skip
    family = fields.String(required=True, metadata={"example": "koenigrufen"})
    deals = fields.Integer(required=True)
    totals = fields.Dict(required=True, metadata={"description": "As the sheet's `totals`."})
    version = fields.Integer(required=True, metadata={"description": "The sheet's version."})
    archived = fields.Boolean(required=True)


class RoundCreatedSchema(Verbatim):
    round = fields.Nested(RoundSchema, required=True)
    edit_token = fields.String(required=True, metadata={"description": "Shown only once."})
    view_token = fields.String(required=True, metadata={"description": "Shown only once."})


class RoundPutResultSchema(Verbatim):
    outcome = fields.String(required=True, validate=OneOf(["created", "unchanged"]))
    round = fields.Nested(RoundSchema, required=True)


class RoundPatchResultSchema(Verbatim):
    outcome = fields.String(required=True, validate=OneOf(["updated", "unchanged"]))
    round = fields.Nested(RoundSchema, required=True)


class RoundWithSheetsSchema(Verbatim):
    round = fields.Nested(RoundSchema, required=True)
    sheets = fields.List(fields.Nested(RoundSheetSchema), required=True)
    role = fields.String(required=True, validate=OneOf(["edit", "view"]))


class SheetVersionSchema(Verbatim):
    id = fields.String(required=True, metadata=UUID)
    version = fields.Integer(required=True)


class RoundChangesSchema(Verbatim):
    since = fields.Integer(required=True)
    version = fields.Integer(required=True)
    round = fields.Nested(
        RoundSchema, metadata={"description": "Only when the round changed after `since`."}
    )
    sheets = fields.List(
        fields.Nested(SheetVersionSchema),
        required=True,
        metadata={
            "description": "Every sheet of the round with its version: pull the sheet's own "
            "`changes?since=` for those newer than the copy on the phone."
        },
    )


class EveningRefSchema(Verbatim):
    sheet_id = fields.String(required=True, metadata=UUID)
    points = fields.Raw(required=True, metadata={"description": 'An int or "p/q".'})


class StandingSchema(Verbatim):
    id = fields.String(required=True, metadata=UUID)
    name = fields.String(required=True)
    evenings = fields.Integer(required=True)
    deals = fields.Integer(required=True)
    points = fields.Raw(required=True, metadata={"description": 'Sum of the sheets\' totals (int or "p/q").'})  # fmt: skip
    money_cents = fields.Raw(required=True)
    kitty_cents = fields.Integer(
        required=True, metadata={"description": "Set aside for the Kassa from the winnings."}
    )
    net_cents = fields.Raw(required=True, metadata={"description": "money_cents − kitty_cents."})
    avg_points_per_evening = fields.Float(required=True)
    avg_points_per_deal = fields.Float(required=True)
    best_evening = fields.Nested(EveningRefSchema, allow_none=True, required=True)
    worst_evening = fields.Nested(EveningRefSchema, allow_none=True, required=True)


class EveningSchema(Verbatim):
    sheet_id = fields.String(required=True, metadata=UUID)
    date = fields.String(required=True, metadata=DATE)
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    title = fields.String(required=True)
    family = fields.String(required=True)
    players = fields.List(fields.String(), required=True, metadata={"description": "Member ids."})
    deals = fields.Integer(required=True)
    points = fields.Dict(required=True, metadata={"description": "Member id → points."})
    money_cents = fields.Dict(required=True, metadata={"description": "Member id → cents."})


class TransferSchema(Verbatim):
    from_ = fields.String(data_key="from", required=True, metadata={"description": 'A member id, "kitty" or "haferl".'})  # fmt: skip
    to = fields.String(required=True)
    cents = fields.Raw(required=True)


class SeasonSchema(Verbatim):
    """The standing over the period, read from the sheets' stored totals."""

    start = fields.String(data_key="from", allow_none=True, required=True, metadata=DATE)
    end = fields.String(data_key="to", allow_none=True, required=True, metadata=DATE)
    kitty_percent = fields.Integer(required=True)
    members = fields.List(fields.Nested(StandingSchema), required=True)
    evenings = fields.List(fields.Nested(EveningSchema), required=True)
    series = fields.Dict(
        required=True,
        metadata={"description": "Member id → running points after each evening they played."},
    )
    payout = fields.List(fields.Nested(TransferSchema), required=True)
    kitty_cents = fields.Integer(required=True)
    haferl_cents = fields.Raw(
        required=True, metadata={"description": "Money the evenings left in the Haferl."}
    )
    round = fields.Dict(required=True, metadata={"description": "{id, title, version}."})


class MemberStatsSchema(Verbatim):
    id = fields.String(required=True, metadata=UUID)
    name = fields.String(required=True)
    games = fields.Dict(required=True, metadata={"description": "Game → {declared, won}."})
    partner = fields.Dict(required=True, metadata={"description": "{times, won} as partner."})
    premiums = fields.Dict(
        required=True,
        metadata={"description": "Premium → {announced, made, silent_made} on the member's side."},
    )
    kontra = fields.Dict(required=True, metadata={"description": "{given, won}."})
    renonces = fields.Integer(required=True)
    trischaken_lost = fields.Integer(required=True)
    haferl = fields.Dict(
        required=True, metadata={"description": "Bayerisch: {paid_in, won} points of the pot."}
    )


class StatsSchema(Verbatim):
    start = fields.String(data_key="from", allow_none=True, required=True, metadata=DATE)
    end = fields.String(data_key="to", allow_none=True, required=True, metadata=DATE)
    evenings = fields.Integer(required=True)
    members = fields.List(fields.Nested(MemberStatsSchema), required=True)


class SeasonExportSchema(Verbatim):
    format = fields.String(required=True, metadata={"example": "tarock-season"})
    format_version = fields.Integer(required=True)
    round = fields.Nested(RoundSchema, required=True)
    season = fields.Nested(SeasonSchema, required=True)
    stats = fields.Nested(StatsSchema, required=True)
