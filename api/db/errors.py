"""What the store refuses, independent of HTTP; ``api.problems`` maps each to problem+json."""

from __future__ import annotations

from typing import Any


class StoreError(Exception):
    status = 400
    slug = "sheet-error"
    title = "Score sheet error"

    def __init__(self, detail: str, **extra: Any):
        super().__init__(detail)
        self.detail = detail
        self.extra = extra


class Unauthorized(StoreError):
    status, slug, title = 401, "token-required", "A sheet token is required"


class InvalidToken(Unauthorized):
    """The token does not open this sheet — or there is no such sheet: the two look alike."""

    slug, title = "invalid-token", "This token does not open this sheet"


class Forbidden(StoreError):
    status, slug, title = 403, "read-only-token", "This token may only read the sheet"


class NotFound(StoreError):
    status, slug, title = 404, "not-found", "Not found"


class Conflict(StoreError):
    status, slug, title = 409, "revision-conflict", "Same revision, different content"


class SheetExists(StoreError):
    """A sheet with this client-chosen id exists with another token or other settings."""

    status, slug, title = 409, "sheet-exists", "A sheet with this id exists"


class Gone(StoreError):
    """The sheet was deleted by its owner: nothing of it is kept but its id (and when)."""

    status, slug, title = 410, "sheet-gone", "This sheet was deleted"


class PreconditionFailed(StoreError):
    status, slug, title = 412, "stale-version", "The sheet changed since that version"


class Invalid(StoreError):
    """Input the store cannot take; ``field`` is a dotted path into the request body."""

    status, slug, title = 422, "invalid-sheet-input", "Invalid input"

    def __init__(
        self, field: str, value: object, reason: str, kind: str = "malformed", **extra: Any
    ):
        super().__init__(
            f"{field}: {reason}", field=field, value=value, reason=reason, kind=kind, **extra
        )
        self.field = field
        self.value = value
        self.reason = reason
        self.kind = kind


class RoundExists(SheetExists):
    """A round with this client-chosen id exists with another token or other settings."""

    slug, title = "round-exists", "A round with this id exists"


class RoundGone(Gone):
    """The round was deleted by its owner: only its id is kept; its sheets stay as they were."""

    slug, title = "round-gone", "This round was deleted"


class RoundConflict(Conflict):
    """Another device changed the same setting of the round (its title, a member's name, the
    tariff, the Kassa) after the value this change was based on: nothing was changed. The answer
    holds the round as it is now (``round``) and the fields that differ (``conflicts``)."""

    slug, title = "round-conflict", "The round was changed meanwhile"
