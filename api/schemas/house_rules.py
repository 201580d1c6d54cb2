"""The house-rule schemas of each family, made from the declared switches (docs/rules.md §4).

Every switch of ``shared_rules/vocabulary.json`` that a family takes becomes one field, typed by the
switch's type and described by its English hint, so the OpenAPI document offers exactly what the
engines check (``tests/api/test_house_rules_schema.py`` walks the vocabulary to hold it so).

>>> schema = house_rules_schema("koenigrufen", "Demo", "Demo.", {"games": ["rufer"], "premiums": ["pagat"]})
>>> sorted(schema().load({"threshold": "35/1", "kontra_levels": 4, "games_off": ["rufer"]}).items())
[('games_off', ['rufer']), ('kontra_levels', 4), ('threshold', '35/1')]
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import fields
from marshmallow.validate import Range

from shared_rules.vocabulary import MAX_HOUSE_VALUE, SWITCHES, switches_of

from .base import StrictSchema
from .fields import CardPoints, Choice, StrictBoolean, StrictInteger


def switch_field(switch: Mapping[str, Any], tables: dict[str, list[str]]) -> fields.Field[Any]:
    """The marshmallow field of one declared switch; ``tables`` lists the ids of games and premiums."""
    metadata: dict[str, Any] = {"description": switch["hint"]["en"]}
    if "example" in switch:
        metadata["example"] = switch["example"]
    kind = switch["type"]
    if kind == "bool":
        return StrictBoolean(metadata=metadata)
    if kind == "whole":
        return StrictInteger(validate=Range(switch["min"], switch["max"]), metadata=metadata)
    if kind == "points":
        return CardPoints(metadata=metadata)
    if kind == "choice":
        return Choice([c["id"] for c in switch["choices"]], metadata=metadata)
    ids = tables[switch["table"]]
    if kind == "ids":
        return fields.List(Choice(ids), metadata=metadata)
    amount = StrictInteger(validate=Range(0, MAX_HOUSE_VALUE))
    if switch["value"] == "whole":
        return fields.Dict(keys=Choice(ids), values=amount, metadata=metadata)
    sides = fields.Dict(keys=Choice(["announced", "silent"]), values=amount)
    return fields.Dict(keys=Choice(ids), values=sides, metadata=metadata)


def house_rules_schema(
    family: str, name: str, doc: str, tables: dict[str, list[str]]
) -> type[StrictSchema]:
    """A strict schema with one field per switch of ``family``, named ``name`` in the OpenAPI
    document."""
    attrs: dict[str, Any] = {n: switch_field(SWITCHES[n], tables) for n in switches_of(family)}
    attrs["__doc__"] = doc
    return type(name, (StrictSchema,), attrs)
