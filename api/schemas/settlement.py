"""The settlement of a deal: explained lines, and per player the points and the money."""

from typing import Any

from marshmallow import INCLUDE, Schema, fields
from marshmallow.validate import Length, Range

from .base import StrictSchema, Verbatim
from .fields import Amount, Kontra, Text, Texts

LEDGER = {
    "description": "Per player; every ledger sums to zero.",
    "example": {"Anna": 3, "Bernd": -3, "Clara": 3, "David": -3},
}


def Ledger(description: str, example: dict[str, object] | None = None) -> fields.Dict:  # noqa: N802 - a field factory
    return fields.Dict(
        keys=fields.String(),
        values=Amount(),
        required=True,
        metadata={
            **LEDGER,
            "description": description,
            **({"example": example} if example else {}),
        },
    )


class ProfileRefSchema(Schema):
    id = fields.String(required=True, metadata={"example": "ooe-2023"})
    version = fields.String(required=True, metadata={"example": "2023.4-r2025.11"})


class LineSchema(Schema):
    """One settlement item — the game, Valat, a premium, a Renonce credit — and who pays whom."""

    item = Text('"game", "valat", "premium:<id>", "renonce", "trischaken", …', "premium:pagat")
    text = Text("German explanation for the table.", "Pagat angesagt, gemacht")
    side = Text(
        "The side the item belongs to (declarer/opponents), if any.", "declarer", allow_none=True
    )
    value = Amount(required=True, metadata={"description": "Value x of the item per opponent."})
    points = Ledger("Points of this line per player; sums to zero.")
    money_cents = Ledger("Money of this line in cents per player; sums to zero.")
    rule = Text('The clauses this line follows, each once, e.g. "OÖ Ansagen 1".', "OÖ Prämien 2")
    keys = Texts(
        "The profile keys the value came from (house-rule switches too).",
        ["premiums.koenig_ultimo.announced", "games.solorufer.premium_factor"],
    )
    kontra = Kontra(metadata={"description": "The Kontra on this item, if any."})


class SettlementSchema(Verbatim):
    """The settlement of one deal (the response of POST /settle)."""

    profile = fields.Nested(ProfileRefSchema, required=True)
    game = fields.String(metadata={"example": "rufer"})
    declarer = fields.String(allow_none=True, metadata={"example": "Anna"})
    partner = fields.String(allow_none=True, metadata={"example": "Clara"})
    cents_per_point = fields.Integer(metadata={"example": 10})
    points = Ledger("Points per player (the Punkteliste); the sum of the lines.")
    money_cents = Ledger(
        "Money per player in cents (Kontra applies here); the sum of the lines.",
        {"Anna": 60, "Bernd": -60, "Clara": 60, "David": -60},
    )
    lines = fields.List(fields.Nested(LineSchema), required=True)


class PotTotalSchema(Schema):
    points = fields.Integer(required=True, metadata={"description": "What the pot holds."})
    money_cents = fields.Integer(required=True)


class TotalsSchema(Schema):
    points = Ledger("Running points per player.")
    money_cents = Ledger("Running money per player in cents.")
    pot = fields.Nested(
        PotTotalSchema,
        metadata={
            "description": "A sheet with a pot (Bayerisches Tarock): what the pot holds, beside "
            "the players; players and pot sum to zero."
        },
    )


class ProblemSchema(Schema):
    """An RFC 9457 problem (application/problem+json)."""

    class Meta:
        unknown = INCLUDE  # RFC 9457 allows extension members

    type = Text(
        'A URI naming the problem type; "about:blank" for plain HTTP errors.',
        "/api/v1/problems/not-allowed",
    )
    title = fields.String(required=True, metadata={"example": "Not allowed"})
    status = fields.Integer(required=True, metadata={"example": 422})
    detail = fields.String(
        required=True, metadata={"example": "premiums.0.name: not allowed in Bettel"}
    )
    request_id = fields.String(metadata={"description": "The X-Request-ID of the request."})
    kind = fields.String(
        metadata={
            "description": "For 422: malformed | not-allowed | inconsistent.",
            "example": "not-allowed",
        }
    )
    field = fields.String(
        metadata={
            "description": "The field the rules engine objected to (dotted path).",
            "example": "premiums.0.name",
        }
    )
    value = fields.Raw(
        allow_none=True, metadata={"description": "The offending value.", "example": "pagat"}
    )
    errors = fields.Dict(
        keys=fields.String(),
        values=fields.List(fields.String()),
        metadata={
            "description": "For 422: messages by field path (`premiums.0.name`, `cards.3`; "
            "`_schema` for the body as a whole).",
            "example": {"premiums.0.name": ["not allowed in Bettel"]},
        },
    )
    code = fields.String(
        metadata={
            "description": "For a refusal of the rules engine: its code in the message catalogue "
            "(shared_rules/messages.json), the same in the PWA's engine.",
            "example": "premium.not_in_game",
        }
    )
    params = fields.Dict(
        keys=fields.String(),
        metadata={
            "description": "The values of the catalogue message's {placeholders}.",
            "example": {"game": "Bettel"},
        },
    )
    message = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        metadata={
            "description": "The catalogue's text for players, by language (de, en): no field "
            "path, no key; `detail` keeps the technical reason.",
            "example": {
                "de": "Beim Bettel gibt es diese Prämie nicht.",
                "en": "The Bettel has no such premium.",
            },
        },
    )


MAX_BATCH = 2000


class RecordList(fields.Raw):
    """Documented as a list of deal records of either family (``metadata``: ``items`` is
    ``oneOf`` DealRecord / HaferlRecord, components the settle blueprint registers), but loaded
    as plain objects: the view checks and settles each record on its own, so one bad record does
    not sink the whole evening."""

    default_error_messages = {"invalid": "Not a valid list."}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if not isinstance(value, list):
            raise self.make_error("invalid")
        return value


class BatchRequestSchema(StrictSchema):
    """Many deal records, settled in order (a whole evening)."""

    records = RecordList(
        required=True,
        validate=Length(1, MAX_BATCH),
        metadata={
            "description": "Deal records in playing order, 1 to 2,000. Each is checked and "
            "settled on its own: a bad record gets its error, the others still count. A record's "
            "`profile` picks its family: Königrufen (DealRecord) or Bavarian (HaferlRecord).",
            "type": "array",
            "minItems": 1,
            "maxItems": MAX_BATCH,
            "items": {
                "oneOf": [
                    {"$ref": "#/components/schemas/DealRecord"},
                    {"$ref": "#/components/schemas/HaferlRecord"},
                ]
            },
        },
    )


class BatchResultSchema(Schema):
    index = fields.Integer(required=True, validate=Range(min=0), metadata={"example": 0})
    ok = fields.Boolean(required=True)
    settlement = fields.Nested(SettlementSchema, metadata={"description": "When ok."})
    error = fields.Nested(ProblemSchema, metadata={"description": "When not ok (status 422)."})
    totals = fields.Nested(
        TotalsSchema,
        required=True,
        metadata={"description": "Running totals after this record (successful records only)."},
    )


class BatchResponseSchema(Verbatim):
    results = fields.List(fields.Nested(BatchResultSchema), required=True)
    totals = fields.Nested(TotalsSchema, required=True)
    settled = fields.Integer(required=True, metadata={"description": "Records settled."})
    failed = fields.Integer(required=True, metadata={"description": "Records with an error."})
