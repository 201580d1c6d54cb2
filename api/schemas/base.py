"""Schema bases: strict request schemas, and response schemas that describe without copying."""

from collections.abc import Mapping, Sequence
from typing import Any

from marshmallow import RAISE, Schema, types


class StrictSchema(Schema):
    """Request bodies: unknown fields are errors (a typo is never silently ignored)."""

    class Meta:
        unknown = RAISE


class Verbatim(Schema):
    """A response schema that documents a JSON-ready document and sends it unchanged.

    The rules engine already returns plain JSON types (ints, strings, "p/q" fractions); copying
    that through marshmallow field by field cost more than the settlement itself. The tests hold
    the documents to these schemas: the full marshmallow dump (``Schema.dump``) of every golden
    vector's settlement must equal the document, and schemathesis validates every response
    against the OpenAPI description generated from them.
    """

    def dump(self, obj: Any, *, many: bool | None = None) -> Any:
        return obj

    def checked_dump(self, obj: Any, *, many: bool | None = None) -> Any:
        """marshmallow's own dump, for the tests."""
        return Schema.dump(self, obj, many=many)


class EngineChecked(Schema):
    """A request schema that documents a body the rules engine checks itself.

    The engine reads every field of a deal record and names each error (``premiums.1.name``,
    malformed / not-allowed / inconsistent); checking the same body field by field in marshmallow
    first cost five times the settlement. So the body reaches the view as parsed JSON, and the
    tests hold this schema to the engine: whatever the engine settles the schema loads, and whatever
    the schema refuses the engine refuses (``tests/api/test_record_schema.py``).
    """

    def load(
        self,
        data: Mapping[str, Any] | Sequence[Mapping[str, Any]],
        *,
        many: bool | None = None,
        partial: bool | types.StrSequenceOrSet | None = None,
        unknown: types.UnknownOption | None = None,
    ) -> Any:
        return data

    def checked_load(self, data: Mapping[str, Any]) -> Any:
        """marshmallow's own load, for the tests."""
        return Schema.load(self, data)
