"""Counting cards: thirds, "P/B" (Punkte/Blatt) and points (docs/rules.md §1)."""

from typing import Any

from marshmallow import Schema, ValidationError, fields, pre_load, validates_schema
from marshmallow.validate import Length, OneOf

from shared_rules import profile_ids
from shared_rules.cards import parse_card

from .base import StrictSchema
from .fields import Card, Text, Texts, repeated_cards

MAX_CARDS = 54


class PileSchema(StrictSchema):
    """A body with a pile of ``cards`` of one deck (``parse``: its engine's reader): each card
    once, a repeat refused at its index (indexes of the request body)."""

    parse = staticmethod(parse_card)
    deck_size = MAX_CARDS

    @validates_schema(pass_original=True, skip_on_field_errors=False)
    def _distinct(self, data: Any, original: Any, **kwargs: Any) -> None:
        cards = original.get("cards") if isinstance(original, dict) else None
        if not isinstance(cards, list) or len(cards) > self.deck_size:
            return  # refused by the field
        errors = repeated_cards(cards, self.parse)
        if errors:
            raise ValidationError({"cards": errors})


class CountRequestSchema(PileSchema):
    profile = fields.String(
        validate=OneOf(profile_ids()),
        metadata={
            "description": "A Königrufen profile (optional: all count alike). With a bayerisch "
            "profile the body is a pile of German cards, counted in Augen.",
            "example": "ooe-2023",
        },
    )
    cards = fields.List(
        Card(),
        required=True,
        validate=Length(max=MAX_CARDS),
        metadata={
            "description": "A pile of cards (e.g. one side's tricks with its talon share); "
            "each card at most once (codes are case-insensitive: `hk` is `HK`).",
            "uniqueItems": True,
            "example": ["HK", "SJ", "T15", "S8", "SKUS", "T21", "T1"],
        },
    )

    @pre_load
    def _not_more_than_a_deck(self, data: Any, **kwargs: Any) -> Any:
        """A pile longer than the deck is refused before each of its cards is read."""
        cards = data.get("cards") if isinstance(data, dict) else None
        if isinstance(cards, list) and len(cards) > MAX_CARDS:
            raise ValidationError({"cards": [f"Longer than maximum length {MAX_CARDS}."]})
        return data


class NotationSchema(Schema):
    thirds = fields.Integer(required=True, metadata={"example": 34})
    notation = fields.String(required=True, metadata={"example": "11/1"})


class CountResponseSchema(Schema):
    cards = Texts("Canonical codes.")
    card_count = fields.Integer(required=True, metadata={"example": 7})
    thirds = fields.Integer(
        required=True,
        metadata={
            "description": "Exact value in thirds of a point: 3·Σvalue − 2·n.",
            "example": 82,
        },
    )
    notation = Text('"P/B": P = thirds div 3, B (Blatt) = thirds mod 3.', "27/1")
    points = fields.Integer(required=True, metadata={"description": "P, the whole points."})
    blatt = fields.Integer(required=True, metadata={"description": "B, the extra cards (0–2)."})
    rest = fields.Nested(
        NotationSchema,
        required=True,
        metadata={
            "description": "The rest of the deck (210 thirds minus these): the other side's "
            "count when these cards are one side's whole pile."
        },
    )
