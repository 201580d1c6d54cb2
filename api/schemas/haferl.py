"""Bayerisches Tarock (Haferltarock) at the edge: records, replays, piles and their answers.

The shapes of docs/bayerisch.md. As for Königrufen, a deal record and a replay body are checked by
the engine itself (``shared_rules.haferl``), which names the field of every refusal; these schemas
document them, and ``tests/api/test_haferl_schemas.py`` holds the two together (every Bavarian
vector and random deal loads). A Bavarian body names its ``profile`` (a bundled profile of family
``haferltarock``): that is what tells it from a Königrufen body (``api/schemas/families.py``).
"""

from typing import Any

from marshmallow import Schema, fields
from marshmallow.validate import Length, OneOf, Range

from shared_rules.catalogue import HAFERLTAROCK
from shared_rules.haferl import profile_ids
from shared_rules.haferl.cards import DECK, parse_card
from shared_rules.haferl.counting import DECK_AUGEN
from shared_rules.haferl.play import HAND, RULE_IDS, STOCK
from shared_rules.haferl.record import (
    BREACH_RULES,
    FAMILY_GAMES,
    MAX_POT,
    MAX_STAKE,
    THROWN_IN,
    TRICKS,
)
from shared_rules.vocabulary import MAX_CENTS_PER_POINT

from .base import EngineChecked, StrictSchema, Verbatim
from .count import PileSchema
from .deals import TrickSchema
from .fields import Amount, CardCode, StrictBoolean, StrictInteger
from .house_rules import house_rules_schema
from .record import Player, Players
from .settlement import ProfileRefSchema

PROFILE_IDS = profile_ids()
GAMES = sorted(FAMILY_GAMES)
SUIT_PATTERN = r"^[EGHSeghs]$"
CARD_PATTERN = r"^(?i:[EGHS](A|10|K|O|U|9|8|7|6))$"


class HaferlCard(CardCode):
    """A German card wire code (``EA``, ``G10``, ``HK``, ``SO``, ``EU``, ``H7``); a Königrufen
    code (``T21``, ``SKUS``, ``DQ``) is refused."""

    default_error_messages = {
        "card": "Not a card of the German deck (suit E G H S + rank A 10 K O U 9 8 7 6).",
    }
    parse = staticmethod(parse_card)
    description = (
        "German card: suit E (Eichel), G (Gras), H (Herz), S (Schellen) + rank "
        "A (Sau), 10, K, O (Ober), U (Unter), 9, 8, 7, 6. Case-insensitive."
    )
    pattern = CARD_PATTERN
    example = "EA"


def Profile(**kwargs: Any) -> fields.String:  # noqa: N802 - a field factory reads like a field class
    """The ``profile`` of a Bavarian body: required, it picks the family."""
    return fields.String(
        validate=OneOf(PROFILE_IDS),
        metadata={
            "description": "A profile of family haferltarock (GET /profiles): it makes this a "
            "Bavarian body.",
            "example": "bayerisch",
            **kwargs.pop("metadata", {}),
        },
        **kwargs,
    )


class OneOfAnyCase(OneOf):
    """``OneOf`` upper-case ``choices``, any case accepted (the engine reads ``e`` as ``E``).

    The document's ``enum`` lists the upper-case spelling only: an enum whose values differ only
    by case (``E``/``e``) makes duplicate names in a generated client."""

    def __call__(self, value: Any) -> Any:
        return super().__call__(value.upper() if isinstance(value, str) else value) and value


def Suit(description: str) -> fields.String:  # noqa: N802 - a field factory
    return fields.String(
        allow_none=True,
        validate=OneOfAnyCase(["E", "G", "H", "S"]),
        metadata={
            "description": f"{description} Lower case (e, g, h, s) is accepted too and read as "
            "upper case.",
            "pattern": SUIT_PATTERN,
            "example": "E",
        },
    )


def Whole(lo: int, hi: int, description: str, **kwargs: Any) -> fields.Integer:  # noqa: N802 - a field factory
    return StrictInteger(validate=Range(lo, hi), metadata={"description": description}, **kwargs)


HaferlHouseRulesSchema = house_rules_schema(
    HAFERLTAROCK,
    "HaferlHouseRulesSchema",
    "The house switches of the family (docs/bayerisch.md).",
    {"games": GAMES},
)


class BreachSchema(StrictSchema):
    """A breach that decided the game: lost for the breaching side (``breach_loses``)."""

    player = Player(required=True, metadata={"description": "One of the three who play."})
    rule = fields.String(allow_none=True, validate=OneOf(BREACH_RULES))
    reason = fields.String(allow_none=True, validate=Length(max=500))


class HaferlEntryRecordSchema(StrictSchema):
    """A Bavarian deal record as an entry of a bayerisch sheet: the sheet supplies the profile,
    house rules, table, dealer (whoever deals next), stake, cents and the pot the deal finds (a
    record never names the pot: the sheet carries it from deal to deal)."""

    profile = Profile()
    house_rules = fields.Nested(HaferlHouseRulesSchema, allow_none=True)
    players = Players(
        "Optional: the sheet's players (at a 4-table the three who play).",
        (3, 4),
    )
    dealer = Player(
        allow_none=True, metadata={"description": "The dealer; at a 4-player table he sits out."}
    )
    game = fields.String(
        required=True,
        validate=OneOf([*GAMES, THROWN_IN]),
        metadata={"description": "`thrown_in`: all passed, no payment.", "example": "stockspiel"},
    )
    declarer = Player(allow_none=True, metadata={"description": "One of the three who play."})
    trump = Suit("The trump a Solo names (E, G or S); fixed trumps may be repeated.")
    won = StrictBoolean(
        allow_none=True,
        metadata={"description": "Whether the declarer won (given with declarer_augen: agree)."},
    )
    declarer_augen = Whole(0, DECK_AUGEN, "Augen of the declarer (61 of 120 win).", allow_none=True)
    declarer_tricks = Whole(
        0, TRICKS, "Bettel: 0 wins; positive games: 11 is Schwarz.", allow_none=True
    )
    schneider = StrictBoolean(allow_none=True, metadata={"description": "The losers under 30."})
    schwarz = StrictBoolean(allow_none=True, metadata={"description": "All 11 tricks."})
    breach = fields.Nested(BreachSchema, allow_none=True)
    stake = Whole(1, MAX_STAKE, "The sheet's stake (what a refill asks of everyone).")
    cents_per_point = Whole(0, MAX_CENTS_PER_POINT, "Money per point (default: the profile's).")
    note = fields.String(allow_none=True, validate=Length(max=1000))
    id = fields.String(allow_none=True, validate=Length(max=100))


class HaferlRecordSchema(HaferlEntryRecordSchema):
    """One Bavarian deal (docs/bayerisch.md "The deal record"): settled by ``haferl.settle``."""

    profile = Profile(required=True)
    players = Players(
        "3 players, or 4 with the `dealer`, who sits out.",
        (3, 4),
        required=True,
        metadata={"example": ["Anna", "Bernd", "Clara"]},
    )
    pot = Whole(
        0,
        MAX_POT,
        "The pot before this deal (default: stake × players, the pot right after the stakes).",
        allow_none=True,
    )


class HaferlRecordBody(EngineChecked, HaferlRecordSchema):
    """The Bavarian record as a request body: documented here, checked by the engine."""


class PotSchema(Schema):
    points = fields.Integer(required=True, metadata={"description": "What the pot gains (+)."})
    money_cents = fields.Integer(required=True)


class PotMoveSchema(PotSchema):
    before = fields.Integer(required=True, metadata={"description": "The pot before the deal."})
    after = fields.Integer(required=True, metadata={"description": "The pot after the deal."})


def Ledger(description: str) -> fields.Dict:  # noqa: N802 - a field factory
    return fields.Dict(
        keys=fields.String(),
        values=Amount(),
        required=True,
        metadata={"description": description, "example": {"Anna": 1, "Bernd": -1, "Clara": 0}},
    )


class HaferlLineSchema(Schema):
    """One line: who pays whom, the pot being a party; players + pot sum to zero."""

    item = fields.String(
        required=True,
        metadata={"description": "stake | refill | game | thrown_in", "example": "game"},
    )
    text = fields.String(
        required=True,
        metadata={
            "description": "German explanation.",
            "example": "Stockspiel gewonnen (Spieler 70 Augen): 1 aus dem Haferl",
        },
    )
    side = fields.String(allow_none=True, required=True, metadata={"example": "declarer"})
    value = fields.Integer(required=True, metadata={"description": "Tariff or stake."})
    points = Ledger("Points of this line per player.")
    money_cents = Ledger("Money of this line in cents per player.")
    pot = fields.Nested(PotSchema, required=True, metadata={"description": "The pot's share."})
    rule = fields.String(required=True, metadata={"example": "Bayerisch Abrechnung (Stockspiel)"})


class HaferlSettlementSchema(Verbatim):
    """The settlement of one Bavarian deal: per player and for the pot (the Haferl)."""

    profile = fields.Nested(ProfileRefSchema, required=True)
    family = fields.String(required=True, validate=OneOf(["haferltarock"]))
    game = fields.String(required=True, metadata={"example": "stockspiel"})
    declarer = fields.String(allow_none=True, required=True)
    trump = fields.String(allow_none=True, required=True)
    dealer = fields.String(allow_none=True, required=True)
    won = fields.Boolean(allow_none=True, required=True)
    schneider = fields.Boolean(required=True)
    schwarz = fields.Boolean(required=True)
    cents_per_point = fields.Integer(required=True)
    points = Ledger("Points per player; players + pot sum to zero.")
    money_cents = Ledger("Money per player in cents.")
    pot = fields.Nested(PotMoveSchema, required=True)
    lines = fields.List(fields.Nested(HaferlLineSchema), required=True)


# --- POST /count ---------------------------------------------------------------------------------


class HaferlCountRequestSchema(PileSchema):
    """A pile of German cards to count in Augen (a bayerisch profile)."""

    parse = staticmethod(parse_card)
    deck_size = len(DECK)

    profile = Profile(required=True)
    cards = fields.List(
        HaferlCard(),
        required=True,
        validate=Length(max=len(DECK)),
        metadata={"uniqueItems": True, "example": ["EA", "G10", "HK", "SO"]},
    )


class AugenSchema(Schema):
    augen = fields.Integer(required=True, metadata={"example": 95})


class HaferlCountResponseSchema(Schema):
    profile = fields.String(required=True, metadata={"example": "bayerisch"})
    cards = fields.List(fields.String(), required=True, metadata={"description": "Canonical."})
    card_count = fields.Integer(required=True)
    augen = fields.Integer(required=True, metadata={"description": "Augen of the pile (of 120)."})
    deck_augen = fields.Integer(required=True, metadata={"example": DECK_AUGEN})
    rest = fields.Nested(
        AugenSchema,
        required=True,
        metadata={"description": "The rest of the deck: the other side's Augen."},
    )


# --- POST /deals/verify --------------------------------------------------------------------------


class HaferlTrickInSchema(StrictSchema):
    leader = Player(allow_none=True, metadata={"description": "Omitted: whoever had to lead."})
    cards = fields.List(
        HaferlCard(),
        required=True,
        validate=Length(1, 3),
        metadata={"description": "In playing order; only the last trick may be unfinished."},
    )


class HaferlReplaySchema(StrictSchema):
    """A Bavarian deal card by card (docs/bayerisch.md "Card-level replay")."""

    profile = Profile(required=True)
    house_rules = fields.Nested(HaferlHouseRulesSchema, allow_none=True)
    players = Players(
        "The three who play, Vorhand first.", (3, 3), required=True,
        metadata={"example": ["Anna", "Bernd", "Clara"]},
    )  # fmt: skip
    dealer = Player(allow_none=True, metadata={"description": "A fourth at the table: sits out."})
    hands = fields.Dict(
        keys=fields.String(),
        values=fields.List(HaferlCard(), validate=Length(HAND, HAND)),
        required=True,
        metadata={"description": f"The {HAND} cards dealt to each of the three."},
    )
    stock = fields.List(HaferlCard(), required=True, validate=Length(STOCK, STOCK))
    game = fields.String(required=True, validate=OneOf(GAMES), metadata={"example": "solo"})
    declarer = Player(required=True)
    trump = Suit("Solo: the trump the declarer names (E, G, S).")
    discard = fields.List(
        HaferlCard(),
        allow_none=True,
        metadata={"description": "Stockspiel: the 3 cards discarded (no trumps)."},
    )
    tricks = fields.List(fields.Nested(HaferlTrickInSchema), validate=Length(max=TRICKS))
    pot = Whole(0, MAX_POT, "The pot before the deal (for the settlement).", allow_none=True)
    stake = Whole(1, MAX_STAKE, "The stake (for a refill).", allow_none=True)
    cents_per_point = Whole(0, MAX_CENTS_PER_POINT, "Money per point.", allow_none=True)


class HaferlReplayBody(EngineChecked, HaferlReplaySchema):
    """The Bavarian replay as a request body: documented here, checked by the engine."""


class HaferlFindingSchema(Schema):
    trick = fields.Integer(required=True, metadata={"description": "0 = the discard."})
    player = fields.String(required=True, allow_none=True)
    card = fields.String(required=True, allow_none=True)
    rule = fields.String(required=True, validate=OneOf(RULE_IDS), metadata={"example": "farbzwang"})
    clause = fields.String(required=True, metadata={"example": "Bayerisch Spielweise 1"})
    required = fields.List(fields.String(), required=True)
    text = fields.String(required=True)


class HaferlTrickOutSchema(TrickSchema):
    augen = fields.Integer(required=True, allow_none=True)


class HaferlVerifySchema(Verbatim):
    """What the Bavarian replay found: breaches, tricks, Augen, the record and its settlement."""

    profile = fields.Nested(ProfileRefSchema, required=True)
    family = fields.String(required=True, validate=OneOf(["haferltarock"]))
    game = fields.String(required=True)
    declarer = fields.String(required=True)
    trump = fields.String(allow_none=True, required=True)
    complete = fields.Boolean(required=True, metadata={"description": "All 11 tricks played."})
    decided = fields.Boolean(required=True)
    findings = fields.List(fields.Nested(HaferlFindingSchema), required=True)
    tricks = fields.List(fields.Nested(HaferlTrickOutSchema), required=True)
    tricks_won = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    augen = fields.Dict(
        keys=fields.String(),
        values=fields.Integer(),
        required=True,
        metadata={"description": "declarer, opponents (and stock in Bettel): 120 in all."},
    )
    won = fields.Boolean(allow_none=True, required=True)
    schneider = fields.Boolean(allow_none=True, required=True)
    schwarz = fields.Boolean(allow_none=True, required=True)
    record = fields.Dict(allow_none=True, required=True)
    settlement = fields.Nested(HaferlSettlementSchema, allow_none=True, required=True)
