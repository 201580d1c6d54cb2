"""The three ways a deal record can be wrong.

Every error names the field (a dotted path such as ``premiums.1.name``), the offending value and a
technical reason (English, for developers), and carries a ``code`` of the message catalogue
(``shared_rules/messages.json``) with the ``params`` its texts need, so a person at the table reads
what to fix in words of the game ("Höchstens 70 Punkte"), never a field path.

>>> raise MalformedInput("declarer_points", "35/3", "Blatt must be 0, 1 or 2", code="points.blatt")
Traceback (most recent call last):
...
shared_rules.errors.MalformedInput: declarer_points: '35/3' — Blatt must be 0, 1 or 2
"""

import json
from typing import Any


def json_safe(value: object) -> object:
    """The value itself if JSON can carry it, else its repr (error reports must always encode)."""
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return repr(value)
    return value


class RuleError(ValueError):
    """Base of every error the engine raises about its input."""

    kind = "rule-error"

    def __init__(
        self,
        field: str,
        value: object,
        reason: str,
        *,
        code: str,
        params: dict[str, str | int] | None = None,
    ):
        self.field = field
        self.value = value
        self.reason = reason
        #: the message catalogue's code (``shared_rules/messages.json``) and the values of its
        #: ``{placeholders}``: the same in both engines for the same input
        self.code = code
        self.params = dict(params or {})
        super().__init__(f"{field}: {value!r} — {reason}")

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "field": self.field,
            "value": json_safe(self.value),
            "reason": self.reason,
            "code": self.code,
            "params": self.params,
        }


class MalformedInput(RuleError):
    """The value cannot be read at all: wrong type, unknown name, bad notation."""

    kind = "malformed"


class NotAllowed(RuleError):
    """Readable, but this game or profile does not allow it (a premium in Bettel, a switched-off game)."""

    kind = "not-allowed"


class Inconsistent(RuleError):
    """Each field is fine alone, but together they contradict (won vs points, sides not 210)."""

    kind = "inconsistent"
