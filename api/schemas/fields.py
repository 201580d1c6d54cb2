"""marshmallow fields for the wire formats of docs/rules.md §1: strict JSON types, cards, P/B points.

These only check the *shape* of a value; what it means in a profile is the engine's business.
They never coerce (``"true"`` is not a boolean, ``1.0`` is not an integer), so a record the API
accepts is exactly the JSON the engine receives.
"""

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from marshmallow import fields
from marshmallow.validate import OneOf, Range

from shared_rules.cards import parse_card
from shared_rules.errors import RuleError
from shared_rules.vocabulary import MAX_KONTRA_LEVEL

POINTS_PATTERN = r"^\s*\d{1,2}(/[0-2])?\s*$"
_POINTS = re.compile(POINTS_PATTERN)
FRACTION_PATTERN = r"^-?\d+/\d+$"


def Choice(  # noqa: N802
    ids: Sequence[str], description: str | None = None, **kwargs: Any
) -> fields.String:
    """A string from a list of ids (the vocabulary's games, premiums, sides, switch choices…),
    with its description: the one way the schemas spell such a field.

    >>> field = Choice(["declarer", "opponents"], "The side.", required=True)
    >>> field.required, field.metadata, field.validate.choices
    (True, {'description': 'The side.'}, ['declarer', 'opponents'])
    """
    metadata = kwargs.pop("metadata", {})
    if description:
        metadata = {"description": description, **metadata}
    return fields.String(validate=OneOf(ids), metadata=metadata, **kwargs)


def _described(description: str, example: object) -> dict[str, object]:
    return (
        {"description": description}
        if example is None
        else {
            "description": description,
            "example": example,
        }
    )


def Text(description: str, example: object = None, **kwargs: Any) -> fields.String:  # noqa: N802
    """A required string of an answer with its description (and example) for the OpenAPI
    document: the one way the schemas spell such a field.

    >>> field = Text("German explanation.", "Pagat angesagt, gemacht", allow_none=True)
    >>> field.required, field.allow_none, field.metadata["example"]
    (True, True, 'Pagat angesagt, gemacht')
    """
    return fields.String(required=True, metadata=_described(description, example), **kwargs)


def Texts(description: str, example: object = None) -> fields.List[str]:  # noqa: N802
    """A required list of strings of an answer, described as ``Text``."""
    return fields.List(fields.String(), required=True, metadata=_described(description, example))


class StrictBoolean(fields.Boolean):
    """A JSON boolean, nothing else (marshmallow would also take "yes", 1, "on")."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if not isinstance(value, bool):
            raise self.make_error("invalid")
        return value


class StrictInteger(fields.Integer):
    """A JSON integer: no strings, no floats, no booleans."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(strict=True, **kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, str):
            raise self.make_error("invalid")
        return super()._deserialize(value, attr, data, **kwargs)


class QueryInteger(fields.Integer):
    """A whole number in a query string: ASCII digits and nothing else (int() would also read
    ``١٢``, ``1_0``, ``+5`` and `` 5``); at most 19 digits (a BIGINT).

    >>> field = QueryInteger()
    >>> field.deserialize("0012"), field.deserialize(7)
    (12, 7)
    >>> for text in ("١٢", "1_0", "+5", " 5", "5\\n", "-1", "", "1" * 20):
    ...     try:
    ...         field.deserialize(text)
    ...     except Exception as error:
    ...         print(repr(text), error.messages[0])
    '١٢' Expected a whole number written with the digits 0-9 only.
    '1_0' Expected a whole number written with the digits 0-9 only.
    '+5' Expected a whole number written with the digits 0-9 only.
    ' 5' Expected a whole number written with the digits 0-9 only.
    '5\\n' Expected a whole number written with the digits 0-9 only.
    '-1' Expected a whole number written with the digits 0-9 only.
    '' Expected a whole number written with the digits 0-9 only.
    '11111111111111111111' Expected a whole number written with the digits 0-9 only.
    """

    default_error_messages = {
        "invalid": "Expected a whole number written with the digits 0-9 only."
    }

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, str) and _DIGITS.fullmatch(value):
            return int(value)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise self.make_error("invalid")


_DIGITS = re.compile(r"[0-9]{1,19}")


class CardCode(fields.String):
    """A card wire code of one deck, any case in, canonical code out: ``parse`` is the engine's
    reader of that deck, the class attributes say what the OpenAPI document shows."""

    parse = staticmethod(parse_card)
    description = ""
    pattern = ""
    example = ""

    def __init__(self, **kwargs: Any) -> None:
        metadata = {
            "description": self.description,
            "pattern": self.pattern,
            "example": self.example,
            **kwargs.pop("metadata", {}),
        }
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        text = super()._deserialize(value, attr, data, **kwargs)
        try:
            return self.parse(text)
        except RuleError as error:
            raise self.make_error("card") from error


class Card(CardCode):
    """A Königrufen card (``T1``…``T21``, ``SKUS``, ``HK``, ``D3``, ``S10``…)."""

    default_error_messages = {"card": "Not a card code (T1…T21, SKUS, HK, D3, S10, …)."}
    description = (
        "Card wire code: tarock T1…T21 and SKUS; suit H/D/S/C + K Q N J, "
        "1–4 (red) or 10 9 8 7 (black). Case-insensitive."
    )
    pattern = r"^(?i:T([1-9]|1[0-9]|2[01])|SKUS|[HD]([KQNJ]|[1-4])|[SC]([KQNJ]|10|[7-9]))$"
    example = "HK"


def repeated_cards(cards: Iterable[str], parse: Callable[[str], str]) -> dict[int, list[str]]:
    """The errors of a pile that holds a card twice, at the index of each repeat (the request
    body's indexes); codes that are no card are the field's business.

    >>> repeated_cards(["HK", "hk", "T1", "x"], parse_card)
    {1: ['HK already counted at index 0.']}
    """
    seen: dict[str, int] = {}
    errors: dict[int, list[str]] = {}
    for i, code in enumerate(cards):
        try:
            card = parse(code)
        except RuleError:
            continue
        if card in seen:
            errors[i] = [f"{card} already counted at index {seen[card]}."]
        seen.setdefault(card, i)
    return errors


class CardPoints(fields.Raw):
    """Card points: a JSON integer is thirds (0–210); a string is "P/B" or "P" (= P/0)."""

    default_error_messages = {
        "invalid": 'Expected thirds (an integer 0–210) or "P/B" such as "35/2".',
        "range": "Must be between 0 and 210 thirds (0/0 … 70/0).",
    }

    def __init__(self, **kwargs: Any) -> None:
        metadata = {
            "description": 'Card points: an integer is thirds of a point (0–210); a string is "P/B" '
            '(Punkte/Blatt, B = 0, 1 or 2) or "P" (= P/0). "35/2" = 107 thirds.',
            "oneOf": [
                {"type": "integer", "minimum": 0, "maximum": 210},
                {"type": "string", "pattern": POINTS_PATTERN},
            ],
            "example": "38/0",
            **kwargs.pop("metadata", {}),
        }
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, int | str):
            raise self.make_error("invalid")
        if isinstance(value, int) and not 0 <= value <= 210:
            raise self.make_error("range")
        if isinstance(value, str) and not _POINTS.match(value):
            raise self.make_error("invalid")
        return value


class Amount(fields.Raw):
    """A settled amount: an integer, or "p/q" when exact arithmetic leaves a fraction."""

    def __init__(self, **kwargs: Any) -> None:
        metadata = {
            "description": 'Integer, or an exact fraction "p/q" (rare: a Renonce shared by two).',
            "oneOf": [{"type": "integer"}, {"type": "string", "pattern": FRACTION_PATTERN}],
            **kwargs.pop("metadata", {}),
        }
        super().__init__(metadata=metadata, **kwargs)

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        if value is None or isinstance(value, int | str):
            return value
        # fractions.Fraction (if the engine ever hands one out directly)
        return (
            f"{value.numerator}/{value.denominator}" if value.denominator != 1 else value.numerator
        )


class KontraLevel(StrictInteger):
    def __init__(self, **kwargs: Any) -> None:
        metadata = {
            "description": "0 none, 1 Kontra, 2 Rekontra, 3 Subkontra "
            "(4 Hirschkontra, 5 Mordkontra where a house rule adds them).",
            **kwargs.pop("metadata", {}),
        }
        super().__init__(validate=Range(0, MAX_KONTRA_LEVEL), metadata=metadata, **kwargs)


class Kontra(fields.Raw):
    """Kontra on the game: one level for the table, or per opponent in a negative game."""

    default_error_messages = {
        "invalid": "Expected a Kontra level 0–5, or {{player: level}} in a negative game.",
    }

    def __init__(self, **kwargs: Any) -> None:
        metadata = {
            "description": "Kontra on the game: a level (0 none, 1 Kontra, 2 Rekontra, 3 Subkontra; "
            "4, 5 with house rules) for the whole table, or in a negative game a level per opponent "
            '({"Bernd": 1}), because each opponent kontriert for himself.',
            "oneOf": [
                {"type": "integer", "minimum": 0, "maximum": 5},
                {
                    "type": "object",
                    "additionalProperties": {"type": "integer", "minimum": 0, "maximum": 5},
                },
            ],
            "example": 0,
            **kwargs.pop("metadata", {}),
        }
        super().__init__(metadata=metadata, **kwargs)

    @staticmethod
    def _level(value: object) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 5

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if self._level(value):
            return value
        if isinstance(value, dict) and all(
            isinstance(k, str) and self._level(v) for k, v in value.items()
        ):
            return value
        raise self.make_error("invalid")
