"""Turnier (issue 23): request and response shapes of /api/v1/tournaments.

Request schemas check JSON types and bounds; what a value means (a player at two tables, a
table of 3, an unknown player, a name taken) is checked by the store, which names the field.
Answers are JSON documents built by the store (``api.db.store.tournaments``), described here
and sent unchanged (``Verbatim``).
"""

from marshmallow import fields
from marshmallow.validate import Length, OneOf, Range

from shared_rules.vocabulary import MAX_CENTS_PER_POINT, MAX_NAME

from ..db.store.tournament_inputs import MAX_DEALS, MAX_PLAYERS, MAX_REASON, MAX_ROUNDS
from .base import StrictSchema, Verbatim
from .custom_profile import CustomProfileSchema
from .fields import QueryInteger, StrictInteger

UUID = {"format": "uuid", "example": "5b0f2a52-9a4c-4a5e-9d0c-2f8f0c1d3e11"}
POINTS = {"description": 'Points: an int or "p/q".'}


class TournamentPlayerInSchema(StrictSchema):
    name = fields.String(
        required=True,
        validate=Length(1, MAX_NAME),
        metadata={"description": "1–64 characters; no two players the same (Anna = anna).",
                  "example": "Anna"},
    )  # fmt: skip


def _players(description: str, *, required: bool = False) -> fields.List:  # type: ignore[type-arg]
    return fields.List(
        fields.Nested(TournamentPlayerInSchema),
        validate=Length(max=MAX_PLAYERS),
        required=required,
        metadata={"description": description, "example": [{"name": "Anna"}, {"name": "Bernd"}]},
    )


class TournamentCreateSchema(StrictSchema):
    title = fields.String(
        required=True, validate=Length(1, 200), metadata={"example": "Hausruckcup 3"}
    )
    date = fields.String(metadata={"format": "date", "example": "2027-01-15"})
    place = fields.String(validate=Length(0, 200), metadata={"example": "GH Stockinger"})
    profile = fields.String(
        metadata={"description": "A Königrufen profile (the cup's).", "example": "ooe-2023"}
    )
    custom_profile = fields.Nested(
        CustomProfileSchema,
        metadata={
            "description": "Instead of `profile`: an own rule set every table's sheet is made "
            "with; the tournament's `profile` is its base."
        },
    )
    house_rules = fields.Dict(metadata={"description": "House rules of every table's sheet."})
    cents_per_point = StrictInteger(validate=Range(0, MAX_CENTS_PER_POINT))
    players = _players("Registered players (late arrivals by PATCH).", required=True)
    rounds = StrictInteger(
        required=True, validate=Range(1, MAX_ROUNDS),
        metadata={"description": "Number of rounds (Durchgänge).", "example": 3},
    )  # fmt: skip
    deals_per_table = StrictInteger(
        validate=Range(1, MAX_DEALS),
        metadata={"description": "A round ends after this many deals at a table (or "
                  "deals_per_dealer, exactly one).", "example": 24},
    )  # fmt: skip
    deals_per_dealer = StrictInteger(
        validate=Range(1, MAX_DEALS),
        metadata={"description": "A round ends when every player at the table dealt this often."},
    )


class TournamentPatchSchema(StrictSchema):
    title = fields.String(validate=Length(1, 200))
    date = fields.String(metadata={"format": "date"})
    place = fields.String(validate=Length(0, 200))
    add_players = _players("Late arrivals: drawn from the next round on.")
    withdraw = fields.List(
        fields.String(metadata=UUID), validate=Length(max=MAX_PLAYERS),
        metadata={"description": "Player ids: not drawn again; the rounds they played count."},
    )  # fmt: skip


class TournamentDrawSchema(StrictSchema):
    seed = fields.String(
        validate=Length(1, 64),
        metadata={"description": "Makes the draw reproducible (else a random one, kept)."},
    )
    tables = fields.List(
        fields.List(fields.String(metadata=UUID)),
        metadata={"description": "The organiser's own seating instead of the draw: tables of "
                  "4 or 5 player ids in seating order, every player of the round once."},
    )  # fmt: skip


class TournamentCorrectionSchema(StrictSchema):
    reason = fields.String(required=True, validate=Length(1, MAX_REASON),
                           metadata={"example": "Tisch 3: Solorufer falsch eingetragen"})  # fmt: skip
    revision = StrictInteger(required=True, validate=Range(1, 2**53 - 1))
    record = fields.Dict(required=True, metadata={"description": "A deal record, as PUT /sheets/{id}/entries/{id} takes it."})  # fmt: skip
    written = fields.Dict()


class TournamentCorrectionDeleteSchema(StrictSchema):
    reason = fields.String(required=True, validate=Length(1, MAX_REASON))
    revision = QueryInteger(validate=Range(1, 2**53 - 1))


# --- answers -----------------------------------------------------------------------------------


class TournamentPlayerSchema(Verbatim):
    id = fields.String(required=True, metadata=UUID)
    name = fields.String(required=True)
    joined = fields.Integer(required=True, metadata={"description": "First round drawn in."})
    withdrawn = fields.Integer(
        required=True, allow_none=True, metadata={"description": "Last round played, if withdrawn."}
    )


class TournamentDrawnRoundSchema(Verbatim):
    number = fields.Integer(required=True)
    status = fields.String(required=True, validate=OneOf(["open", "closed"]))
    seed = fields.String(required=True, allow_none=True)


class TournamentSchema(Verbatim):
    id = fields.String(required=True, metadata=UUID)
    title = fields.String(required=True)
    date = fields.String(required=True, allow_none=True, metadata={"format": "date"})
    place = fields.String(required=True)
    profile = fields.String(required=True)
    custom_profile = fields.Dict(
        required=True,
        allow_none=True,
        metadata={
            "description": "The own rule set of every table, or null: the official `profile`."
        },
    )
    house_rules = fields.Dict(required=True)
    cents_per_point = fields.Integer(required=True)
    players = fields.List(fields.Nested(TournamentPlayerSchema), required=True)
    rounds = fields.Integer(required=True)
    deals_per_table = fields.Integer(required=True, allow_none=True)
    deals_per_dealer = fields.Integer(required=True, allow_none=True)
    drawn = fields.List(fields.Nested(TournamentDrawnRoundSchema), required=True)
    version = fields.Integer(required=True)
    created_at = fields.String(required=True, allow_none=True)
    updated_at = fields.String(required=True, allow_none=True)


class TournamentCreatedSchema(Verbatim):
    tournament = fields.Nested(TournamentSchema, required=True)
    edit_token = fields.String(required=True, metadata={"description": "The organiser's; shown only once."})  # fmt: skip
    view_token = fields.String(required=True, metadata={"description": "Public, read only; shown only once."})  # fmt: skip


class TournamentSeatSchema(Verbatim):
    id = fields.String(required=True, metadata=UUID)
    name = fields.String(required=True)
    seat = fields.String(required=True, metadata={"description": "The name on the table's sheet."})
    points = fields.Raw(required=True, metadata=POINTS)


class TournamentTableSchema(Verbatim):
    number = fields.Integer(required=True)
    sheet_id = fields.String(required=True, metadata=UUID)
    players = fields.List(fields.Nested(TournamentSeatSchema), required=True)
    deals = fields.Integer(required=True)
    deals_due = fields.Integer(required=True)
    complete = fields.Boolean(required=True)
    locked = fields.Boolean(required=True)
    confirmed = fields.Boolean(required=True)
    version = fields.Integer(required=True)
    table_token = fields.String(
        metadata={"description": "Only in the answer of the draw: the table's token (its "
                  "sheet's edit token), shown once — the table's link / QR code."}
    )  # fmt: skip


class TournamentRoundSchema(Verbatim):
    number = fields.Integer(required=True)
    status = fields.String(required=True, validate=OneOf(["open", "closed"]))
    tables = fields.List(fields.Nested(TournamentTableSchema), required=True)


class TournamentCorrectionLogSchema(Verbatim):
    sheet_id = fields.String(required=True, metadata=UUID)
    entry_id = fields.String(required=True, metadata=UUID)
    action = fields.String(required=True, validate=OneOf(["put", "delete"]))
    reason = fields.String(required=True)
    at = fields.String(required=True)


class TournamentDocSchema(Verbatim):
    tournament = fields.Nested(TournamentSchema, required=True)
    rounds = fields.List(fields.Nested(TournamentRoundSchema), required=True)
    corrections = fields.List(fields.Nested(TournamentCorrectionLogSchema), required=True)
    role = fields.String(required=True, validate=OneOf(["edit", "view"]))


class TournamentRoundPointsSchema(Verbatim):
    round = fields.Integer(required=True)
    points = fields.Raw(required=True, metadata=POINTS)


class TournamentRankSchema(Verbatim):
    rank = fields.Integer(required=True)
    player_id = fields.String(required=True, metadata=UUID)
    name = fields.String(required=True)
    points = fields.Raw(required=True, metadata=POINTS)
    rounds = fields.List(fields.Nested(TournamentRoundPointsSchema), required=True)
    best_round = fields.Raw(required=True, allow_none=True, metadata=POINTS)
    minus_rounds = fields.Integer(required=True)
    draw = fields.List(
        fields.Integer(), required=True, allow_none=True,
        metadata={"description": "[round, table, seat] of the player's first draw."},
    )  # fmt: skip
    withdrawn = fields.Boolean(required=True)


class TournamentRankingSchema(Verbatim):
    tournament_id = fields.String(required=True, metadata=UUID)
    version = fields.Integer(required=True)
    rounds_planned = fields.Integer(required=True)
    rounds_closed = fields.Integer(required=True)
    tie_breaks = fields.List(fields.String(), required=True)
    ranking = fields.List(fields.Nested(TournamentRankSchema), required=True)


class SheetTournamentTableSchema(Verbatim):
    """A tournament's table as its sheet's GET tells it (the phone at the table holds only the
    table's token)."""

    tournament_id = fields.String(required=True, metadata=UUID)
    title = fields.String(required=True, metadata={"description": "The tournament's title."})
    round = fields.Integer(required=True)
    number = fields.Integer(required=True, metadata={"description": "The table's number."})
    deals_due = fields.Integer(
        required=True, metadata={"description": "The deals that end the round at this table."}
    )
    confirmed_at = fields.String(
        required=True,
        allow_none=True,
        metadata={"format": "date-time",
                  "description": "When the table confirmed its result (POST …/confirm), or null."},
    )  # fmt: skip
    locked = fields.Boolean(
        required=True, metadata={"description": "The round closed: only the organiser corrects."}
    )


class TournamentTableConfirmedSchema(Verbatim):
    round = fields.Integer(required=True)
    number = fields.Integer(required=True)
    sheet_id = fields.String(required=True, metadata=UUID)
    confirmed_at = fields.String(required=True)
