"""Bodies whose shape depends on the game family of their ``profile`` (docs/bayerisch.md).

A deal record, a replay body and a pile to count look different in Königrufen and in
Haferltarock. OpenAPI documents such a body as ``oneOf`` the family shapes (the Bavarian shape
requires its ``profile``, the Königrufen one takes only Königrufen ids, so exactly one matches);
``ByFamily.load`` hands the body to the shape of its profile's family, so a refusal names the
field of that family (``cards.3``, ``trump``).

>>> component_name(ByFamily), ref(ByFamily)
('ByFamily', {'$ref': '#/components/schemas/ByFamily'})
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from apispec.ext.marshmallow.common import resolve_schema_cls
from flask import g, has_app_context
from marshmallow import Schema, ValidationError, fields, types

from shared_rules.catalogue import HAFERLTAROCK, KOENIGRUFEN
from shared_rules.families import family_of_body
from shared_rules.types import JsonObject

from .base import Verbatim
from .count import CountRequestSchema, CountResponseSchema
from .deals import DealReplaySchema, DealVerifySchema
from .haferl import (
    HaferlCountRequestSchema,
    HaferlCountResponseSchema,
    HaferlRecordBody,
    HaferlReplayBody,
    HaferlSettlementSchema,
    HaferlVerifySchema,
)
from .record import DealRecordBody
from .settlement import SettlementSchema

#: Component names other than the class name less "Schema". A generated client names the inline
#: model of ``Entry.record`` "EntryRecord" (openapi-python-client: parent + property), so the
#: Königrufen entry record (``EntryRecordSchema``) is ``DealEntryRecord``, as ``DealRecord``.
RENAMED = {"EntryRecordSchema": "DealEntryRecord"}


def component_name(schema: type[Schema]) -> str:
    """The OpenAPI component name of a schema class (``HaferlRecordSchema`` → ``HaferlRecord``):
    apispec's resolver (``schema_resolver``) and every hand-written ``$ref`` use it.

    >>> from api.schemas.sheets import EntryRecordSchema
    >>> component_name(EntryRecordSchema)
    'DealEntryRecord'
    """
    name = schema.__name__
    if name in RENAMED:
        return RENAMED[name]
    return name[: -len("Schema")] if name.endswith("Schema") else name


def schema_resolver(schema: type[Schema] | Schema | str) -> str:
    """apispec's ``schema_name_resolver``: a schema class, instance or name → its component."""
    resolved = resolve_schema_cls(schema)
    return component_name(resolved[0] if isinstance(resolved, list) else resolved)


def ref(schema: type[Schema]) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{component_name(schema)}"}


class ByFamily(Schema):
    """A request body loaded by the schema of its profile's family (``SHAPES``)."""

    SHAPES: dict[str, type[Schema]] = {}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._shapes = {family: shape() for family, shape in self.SHAPES.items()}

    def shape(self, data: object) -> Schema:
        return self._shapes.get(family_of_body(data), self._shapes[KOENIGRUFEN])

    def load(
        self,
        data: Mapping[str, Any] | Sequence[Mapping[str, Any]],
        *,
        many: bool | None = None,
        partial: bool | types.StrSequenceOrSet | None = None,
        unknown: types.UnknownOption | None = None,
    ) -> Any:
        return self.shape(data).load(data, many=many, partial=partial, unknown=unknown)

    @classmethod
    def documented(cls, *, any_of: bool = False) -> dict[str, list[type[Schema]]]:
        """The OpenAPI schema of the body: one of the family shapes (``anyOf`` for answers)."""
        return {"anyOf" if any_of else "oneOf": list(cls.SHAPES.values())}


class RecordOfSheet(fields.Field[Any]):
    """An entry's deal record in the shape of its sheet's family (``shapes``: family → schema).

    The family is ``g.sheet_family``, set by the sheet route when it checks the token (before
    the body is read); Königrufen outside a request.
    """

    def __init__(self, shapes: dict[str, type[Schema]], **kwargs: Any) -> None:
        self.shapes = {family: shape() for family, shape in shapes.items()}
        metadata = {
            "description": "A deal record in the shape of the sheet's family (its profile's, "
            "frozen at creation), which decides: "
            + ", or ".join(f"{family} ({component_name(s)})" for family, s in shapes.items()),
            "anyOf": [ref(shape) for shape in shapes.values()],
            **kwargs.pop("metadata", {}),
        }
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(
        self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> Any:
        family = g.get("sheet_family", KOENIGRUFEN) if has_app_context() else KOENIGRUFEN
        if not isinstance(value, dict):
            raise ValidationError("Expected a deal record (JSON object).")
        return self.shapes.get(family, self.shapes[KOENIGRUFEN]).load(value)


class AnyOf(fields.Raw):
    """An answer that is one of ``shapes`` (either family's), sent as it is."""

    def __init__(self, *shapes: type[Schema], **kwargs: Any) -> None:
        metadata = {"anyOf": [ref(shape) for shape in shapes], **kwargs.pop("metadata", {})}
        super().__init__(metadata=metadata, **kwargs)


def request_body(body: type[ByFamily], description: str) -> JsonObject:
    """``blp.doc`` of an operation whose JSON body is ``body``: its shapes as ``oneOf``."""
    return {
        "requestBody": {
            "description": description,
            "content": {"application/json": {"schema": body.documented()}},
        }
    }


def response_body(status: int, *shapes: type[Schema]) -> JsonObject:
    """``blp.doc`` of an answer that is one of ``shapes`` (a settlement of either family).

    The description is spelled out: OpenAPI requires one on every response, and this manual doc
    replaces the one flask-smorest would write."""
    names = " or ".join(component_name(shape) for shape in shapes)
    return {
        "responses": {
            str(status): {
                "description": f"The answer in the shape of the profile's game family: {names}.",
                "content": {"application/json": {"schema": {"anyOf": list(shapes)}}},
            }
        }
    }


class SettleBody(ByFamily):
    """POST /settle: a Königrufen or a Bavarian deal record, each checked by its engine."""

    SHAPES = {KOENIGRUFEN: DealRecordBody, HAFERLTAROCK: HaferlRecordBody}


class CountBody(ByFamily):
    """POST /count: French-suited Tarock cards (thirds), or German cards with a bayerisch
    profile (Augen)."""

    SHAPES = {KOENIGRUFEN: CountRequestSchema, HAFERLTAROCK: HaferlCountRequestSchema}


class ReplayBody(ByFamily):
    """POST /deals/verify: a Königrufen deal or a Bavarian deal, card by card."""

    SHAPES = {KOENIGRUFEN: DealReplaySchema, HAFERLTAROCK: HaferlReplayBody}


class Answer(Verbatim):
    """An answer of either family, sent as the engine made it (documented by ``response_body``)."""


SETTLEMENTS = (SettlementSchema, HaferlSettlementSchema)
COUNTS = (CountResponseSchema, HaferlCountResponseSchema)
VERIFICATIONS = (DealVerifySchema, HaferlVerifySchema)
