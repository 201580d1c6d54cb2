"""The deal replay (docs/design.md §3 "The deal replay"): request and response of POST /deals/verify.

The request schema checks JSON types and card codes; whether the cards make a deal (54 distinct,
12 per hand, 2 × 3 in the talon) and what the play means is the rules engine's business. As with
deal records, where the engine has an objection of its own its error wins, so the field and the
``kind`` are the same whichever door the deal came through.
"""

from typing import Any, NoReturn

from marshmallow import Schema, ValidationError, fields
from marshmallow.validate import Length, Range

from shared_rules import RuleError
from shared_rules.play import RULE_IDS, TALON_TO, replay
from shared_rules.record import BIRD_IDS, SIDES
from shared_rules.vocabulary import MAX_CENTS_PER_POINT

from .base import StrictSchema, Verbatim
from .fields import Card, Choice, Kontra, KontraLevel, StrictBoolean, StrictInteger, Text, Texts
from .record import GAMES, PREMIUMS, Player, RulesSchema, Table
from .settlement import SettlementSchema

CARDS = {"description": "Card wire codes (case-insensitive in, canonical out)."}


class AnnouncementSchema(StrictSchema):
    """A premium announced (angesagt) by a player; whatever is not announced is silent."""

    player = Player(required=True)
    premium = Choice(
        [*PREMIUMS, "valat"],
        "Premium id, or `valat`.",
        required=True,
        metadata={"example": "pagat"},
    )
    kontra = KontraLevel(metadata={"default": 0})


class TrickInSchema(StrictSchema):
    leader = Player(
        allow_none=True,
        metadata={"description": "Who led; omitted: whoever had to (Vorhand, declarer, winner)."},
    )
    cards = fields.List(
        Card(),
        required=True,
        validate=Length(1, 4),
        metadata={
            "description": "The cards in playing order from the leader; only the last trick of "
            "a partial deal may have fewer than 4.",
            "example": ["SK", "SJ", "T15", "S8"],
        },
    )


class DealReplaySchema(RulesSchema):
    """A whole deal card by card (or its first tricks), to be checked and settled."""

    players = Table(
        "The table in seating order (counter-clockwise): four players, Vorhand first unless "
        "`dealer` is named; or five, of whom the `dealer` sits out.",
    )
    dealer = Player(
        allow_none=True,
        metadata={
            "description": "The dealer: the Vorhand sits after him; at five he sits out and "
            "`hands` are those of the four who play."
        },
    )
    hands = fields.Dict(
        keys=fields.String(),
        values=fields.List(Card(), validate=Length(max=54)),
        required=True,
        metadata={"description": "The 12 cards dealt to each player, by name.", **CARDS},
    )
    talon = fields.List(
        fields.List(Card(), validate=Length(max=54)),
        required=True,
        validate=Length(max=6),
        metadata={
            "description": "The talon as dealt: two halves of three cards.",
            "example": [["DQ", "T14", "S7"], ["CK", "H3", "T2"]],
        },
    )
    game = Choice(GAMES, required=True, metadata={"example": "rufer"})
    declarer = Player(
        allow_none=True, metadata={"description": "Who plays it (Trischaken: the Vorhand)."}
    )
    called_king = Card(
        allow_none=True,
        metadata={
            "description": "Ruferspiele: the called king (a queen with four kings).",
            "example": "HK",
        },
    )
    bird = Choice(
        BIRD_IDS, "The compulsory bird of an A-Rufer/Besserrufer/Vogelrufer.", allow_none=True
    )
    talon_taken = StrictInteger(
        allow_none=True,
        validate=Range(0, 1),
        metadata={"description": "Which talon half the declarer took (0 or 1)."},
    )
    discard = fields.List(
        Card(),
        allow_none=True,
        validate=Length(max=54),
        metadata={
            "description": "The declarer's discard (3 cards; 6 in a Sechserdreier).",
            **CARDS,
        },
    )
    announcements = fields.List(fields.Nested(AnnouncementSchema), validate=Length(max=40))
    kontra = Kontra()
    tricks = fields.List(
        fields.Nested(TrickInSchema),
        validate=Length(max=12),
        metadata={"description": "The tricks in playing order; fewer than 12 for a partial deal."},
    )
    conceded = StrictBoolean(
        metadata={
            "description": "Geschleift (called king in the talon): no tricks.",
            "default": False,
        }
    )
    talon_to = Choice(
        TALON_TO,
        "Trischaken where the Vorhand chooses (Tirol): the talon to the last trick or onto the "
        "first six tricks.",
        allow_none=True,
        metadata={"default": "last_trick"},
    )
    cents_per_point = StrictInteger(validate=Range(0, MAX_CENTS_PER_POINT))

    def handle_error(
        self, error: ValidationError, data: Any, *, many: bool, **kwargs: Any
    ) -> NoReturn:
        """The engine's verdict wins where it has one (see the module docstring)."""
        if isinstance(data, dict) and not many:
            try:
                replay(data, settle_deal=False)
            except RuleError:
                raise
            except Exception:  # noqa: BLE001 - the engine choking on garbage is not the answer
                pass
        raise error


class FindingSchema(Schema):
    trick = fields.Integer(
        required=True, metadata={"description": "Trick number; 0 = before the first trick."}
    )
    player = fields.String(required=True, metadata={"example": "Bernd"})
    card = fields.String(
        required=True, allow_none=True, metadata={"description": "The card played or discarded."}
    )
    rule = Choice(RULE_IDS, required=True, metadata={"example": "farbzwang"})
    clause = fields.String(required=True, metadata={"example": "OÖ Allgemeines 3"})
    required = Texts("The cards that were allowed.")
    text = fields.String(
        required=True,
        metadata={
            "example": "Herz ausgespielt, Bernd hatte Herz 3 und spielte Tarock XIV: Farbzwang, "
            "OÖ Allgemeines 3"
        },
    )


class TrickSchema(Schema):
    """A trick as the replay saw it (either family; each adds what the trick counts)."""

    number = fields.Integer(required=True)
    leader = fields.String(required=True)
    cards = fields.List(fields.String(), required=True)
    winner = fields.String(required=True, allow_none=True)


class TrickOutSchema(TrickSchema):
    thirds = fields.Integer(required=True, allow_none=True)


class PremiumOutcomeSchema(Schema):
    name = fields.String(required=True, metadata={"example": "pagat"})
    side = Choice(SIDES, required=True)
    announced = fields.Boolean(required=True)
    won = fields.Boolean(required=True, allow_none=True, metadata={"description": "null: open."})
    kontra = fields.Integer(required=True)
    by = fields.String(required=True, allow_none=True, metadata={"description": "Announcer."})
    text = fields.String(required=True)


class ValatOutcomeSchema(PremiumOutcomeSchema):
    name = fields.String()


class SeatingSchema(Schema):
    table = Texts("Seating order.")
    dealer = fields.String(allow_none=True, required=True)
    sitting_out = Text("The dealer at a 5-player table.", allow_none=True)
    forehand = Text("The Vorhand.")
    order = Texts("The four who play, in playing order from the Vorhand.")


class DealVerifySchema(Verbatim):
    """What the replay found: breaches, tricks, counts, premiums, the record and its settlement."""

    profile = fields.Dict(required=True)
    seating = fields.Nested(SeatingSchema, required=True)
    game = fields.String(required=True)
    declarer = fields.String(required=True)
    complete = fields.Boolean(required=True, metadata={"description": "All 12 tricks played."})
    findings = fields.List(fields.Nested(FindingSchema), required=True)
    tricks = fields.List(fields.Nested(TrickOutSchema), required=True)
    tricks_won = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    partner = fields.String(allow_none=True)
    called_king = fields.String(allow_none=True)
    king_in_talon = fields.Boolean()
    partner_revealed = fields.Integer(
        allow_none=True, metadata={"description": "The trick in which the called king fell."}
    )
    declarer_tricks = fields.Integer()
    thirds = fields.Dict(
        keys=fields.String(),
        values=fields.Integer(allow_none=True),
        required=True,
        metadata={"description": "Per side (declarer, opponents); per player in Trischaken."},
    )
    notation = fields.Dict(
        keys=fields.String(), values=fields.String(allow_none=True), required=True
    )
    premiums = fields.List(fields.Nested(PremiumOutcomeSchema), required=True)
    valat = fields.Nested(ValatOutcomeSchema, allow_none=True, required=True)
    record = fields.Dict(
        allow_none=True,
        required=True,
        metadata={"description": "The deal record (POST /settle) that follows from the play."},
    )
    settlement = fields.Nested(
        SettlementSchema,
        allow_none=True,
        required=True,
        metadata={"description": "null for a partial deal without a breach."},
    )
