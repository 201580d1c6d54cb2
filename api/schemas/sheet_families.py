"""The sheet bodies of each game family (docs/bayerisch.md "Sheets"): creating a sheet and an entry.

A bayerisch sheet (``profile`` of family haferltarock) has 3 players, or 4 of whom the dealer sits
out, a ``stake`` and the pot; its entries are Bavarian deal records. The create bodies are
``oneOf`` the family shapes (by ``profile``); an entry's record takes the shape of its sheet's
family, which the sheet route learns when it checks the token (``flask.g.sheet_family``), before
the body is read.
"""

from marshmallow import Schema, fields
from marshmallow.validate import Length, Range

from shared_rules.catalogue import HAFERLTAROCK, KOENIGRUFEN
from shared_rules.haferl.record import MAX_STAKE
from shared_rules.vocabulary import MAX_CENTS_PER_POINT

from .base import StrictSchema
from .families import ByFamily
from .fields import StrictInteger
from .haferl import (
    HaferlEntryRecordSchema,
    HaferlHouseRulesSchema,
    HaferlLineSchema,
    HaferlSettlementSchema,
    Profile,
)
from .record import Player, Players
from .settlement import LineSchema, SettlementSchema
from .sheets import MAX_TITLE, EntryRecordSchema, SheetCreateSchema, SheetPutSchema

VIEW_TOKEN = SheetPutSchema._declared_fields["view_token"]


class HaferlSheetCreateSchema(StrictSchema):
    """A new bayerisch score sheet: its profile, house rules and stake are frozen into it."""

    profile = Profile(required=True)
    house_rules = fields.Nested(HaferlHouseRulesSchema, allow_none=True)
    title = fields.String(validate=Length(max=MAX_TITLE), metadata={"example": "Stammtisch"})
    players = Players(
        "3 players, or 4 in seating order (at four the dealer sits out each deal).",
        (3, 4),
        required=True,
        metadata={"example": ["Anna", "Bernd", "Clara", "David"]},
    )
    first_dealer = Player(
        allow_none=True, metadata={"description": "Who deals first (default: the first player)."}
    )
    cents_per_point = StrictInteger(
        validate=Range(0, MAX_CENTS_PER_POINT),
        metadata={"description": "Money per Grundbetrag (default: the profile's).", "example": 10},
    )
    stake = StrictInteger(
        validate=Range(1, MAX_STAKE),
        metadata={
            "description": "What everyone pays into the pot when the sheet starts, and again at "
            "each refill (default: the profile's stake.default, 1).",
            "example": 1,
        },
    )


class HaferlSheetPutSchema(HaferlSheetCreateSchema):
    """A new bayerisch sheet under an id and tokens the client chose (created offline)."""

    view_token = VIEW_TOKEN


class SheetCreateBody(ByFamily):
    SHAPES = {KOENIGRUFEN: SheetCreateSchema, HAFERLTAROCK: HaferlSheetCreateSchema}


class SheetPutBody(ByFamily):
    SHAPES = {KOENIGRUFEN: SheetPutSchema, HAFERLTAROCK: HaferlSheetPutSchema}


#: the record of an entry, by the family of its sheet
ENTRY_RECORDS = {KOENIGRUFEN: EntryRecordSchema, HAFERLTAROCK: HaferlEntryRecordSchema}
_ENTRY_RECORDS = {family: shape() for family, shape in ENTRY_RECORDS.items()}


def entry_record_schema(family: str) -> Schema:
    return _ENTRY_RECORDS.get(family, _ENTRY_RECORDS[KOENIGRUFEN])


#: components the sheet documents refer to by name (registered with the sheets blueprint)
COMPONENTS = (
    *ENTRY_RECORDS.values(),
    SettlementSchema,
    HaferlSettlementSchema,
    LineSchema,
    HaferlLineSchema,
)
