"""Schema bases: strict request schemas, and response schemas that describe without copying."""

from marshmallow import RAISE, Schema


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

    def dump(self, obj, *, many=None):
        return obj

    def checked_dump(self, obj, *, many=None):
        """marshmallow's own dump, for the tests."""
        return Schema.dump(self, obj, many=many)
