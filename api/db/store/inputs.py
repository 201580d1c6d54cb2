"""What a sheet takes in, checked before any database sees it; each refusal names the field.

>>> check_revision(2**53 - 1)
>>> check_revision(0)
Traceback (most recent call last):
...
api.db.errors.Invalid: revision: expected a whole number from 1 to 9007199254740991
>>> check_players(["Anna", "Bernd", "Clara", "anna"])
Traceback (most recent call last):
...
api.db.errors.Invalid: players: player names must be different (Anna = anna)
>>> check_title("Dienstag\\u202e")
Traceback (most recent call last):
...
api.db.errors.Invalid: title: U+202E is a control, format or invisible character: a title cannot hold it
"""

from __future__ import annotations

import hashlib
import json
import uuid
from fractions import Fraction

import shared_rules
from shared_rules.errors import json_safe
from shared_rules.families import family_of_profile
from shared_rules.lookalike import check_look_alikes, look_alike_error
from shared_rules.seating import TABLE_SIZES
from shared_rules.types import HouseRules, JsonObject, ProfileData, Record
from shared_rules.vocabulary import (
    MAX_CENTS_PER_POINT,
    MAX_TITLE,
    check_names,
    hidden_char,
    title_problem,
)

from ...jsonbody import bad_text_field
from .. import ledger
from ..errors import Invalid

MAX_RECORD_BYTES = 32_000
MAX_REVISION = 2**53 - 1  # still exact in a JavaScript number
MAX_VERSION = 2**63 - 1  # what the BIGINT version column holds
MAX_PAGE = 5000


def rule_error(prefix: str, err: shared_rules.RuleError) -> Invalid:
    """An engine error as the store's, its field under ``prefix`` (where the record sits)."""
    field = f"{prefix}.{err.field}" if prefix else err.field
    return Invalid(
        field, json_safe(err.value), err.reason, kind=err.kind, code=err.code, params=err.params
    )


def canonical_uuid(value: object, field: str = "entry_id") -> str:
    try:
        return str(uuid.UUID(str(value)))
    except (ValueError, TypeError, AttributeError):
        raise Invalid(field, value, "expected a UUID") from None


def check_text(value: object, field: str) -> None:
    """Text with NUL or a lone surrogate is refused before any database sees it (PostgreSQL
    cannot store either; SQLite would, and hand it to every export)."""
    bad = bad_text_field(value)
    if bad is not None:
        where = field if bad == "_schema" else f"{field}.{bad}"
        raise Invalid(where, ..., "text with NUL or a lone surrogate (\\u0000, \\ud800…\\udfff)")


def table_sizes(profile_data: ProfileData) -> tuple[int, ...]:
    """How many may sit at a table of this profile: its ``table.sizes`` (Bayerisch: 3 or 4),
    else its family's (Königrufen: 4 or 5)."""
    return family_of_profile(profile_data).sizes(profile_data)


def check_players(players: object, sizes: tuple[int, ...] = TABLE_SIZES) -> list[str]:
    """The engine's name rule (no spaces around a name, Anna = anna, no two that look alike:
    Anna and Аnna); names are kept as sent."""
    if not isinstance(players, list) or len(players) not in sizes:
        n = " or ".join(str(size) for size in sizes)
        raise Invalid("players", players, f"expected {n} player names in seating order")
    check_text(players, "players")
    try:
        check_names(players)
        check_look_alikes(players)
    except shared_rules.RuleError as err:
        raise rule_error("", err) from None
    return list(players)


def look_alike(field: str, name: str, other: str, what: str = "player") -> Invalid:
    """The refusal of ``name`` beside ``other``, which reads the same (``shared_rules.lookalike``:
    a Cyrillic А, fullwidth letters), naming both."""
    return rule_error("", look_alike_error(field, name, other, what))


def check_title(title: object) -> str:
    """One line of text shown above the sheet: the engine's title rule (``title_problem``: the
    name rule's characters are refused in it too; docs/rules.md §6)."""
    title = "" if title is None else title
    if isinstance(title, str) and len(title) <= MAX_TITLE:
        check_text(title, "title")  # NUL or a lone surrogate: said as for any text
    problem = title_problem(title)
    if problem is not None:
        raise Invalid("title", title, problem)
    return title  # type: ignore[return-value]  # title_problem refuses anything but text


def check_notes(record: Record, field: str = "record") -> None:
    """A deal's note and a Renonce reason may run over lines, but hold no control character
    other than TAB, LF and CR and no bidi embedding, override or isolate (docs/rules.md §6)."""
    renonce = record.get("renonce")
    texts = [("note", record.get("note"))]
    if isinstance(renonce, dict):
        texts.append(("renonce.reason", renonce.get("reason")))
    for name, text in texts:
        bad = hidden_char(text) if isinstance(text, str) else None
        if bad is not None:
            reason = f"{bad} is a control or bidi character: a note cannot hold it"
            raise Invalid(f"{field}.{name}", text, reason)


def check_house_rules(house_rules: object) -> HouseRules:
    house_rules = {} if house_rules is None else house_rules
    if not isinstance(house_rules, dict):
        raise Invalid("house_rules", house_rules, "expected an object of named switches")
    check_text(house_rules, "house_rules")
    return house_rules


def check_cents(cents_per_point: object) -> int:
    if (
        isinstance(cents_per_point, bool)
        or not isinstance(cents_per_point, int)
        or not 0 <= cents_per_point <= MAX_CENTS_PER_POINT
    ):
        raise Invalid(
            "cents_per_point",
            cents_per_point,
            f"expected whole cents from 0 to {MAX_CENTS_PER_POINT}",
        )
    return cents_per_point


def check_revision(revision: object, field: str = "revision") -> None:
    if (
        isinstance(revision, bool)
        or not isinstance(revision, int)
        or not 1 <= revision <= MAX_REVISION
    ):
        raise Invalid(field, revision, f"expected a whole number from 1 to {MAX_REVISION}")


def check_page(since: object, limit: object) -> None:
    """``changes?since=&limit=``: a version the column can hold, a page size."""
    if isinstance(since, bool) or not isinstance(since, int) or not 0 <= since <= MAX_VERSION:
        raise Invalid("since", since, f"expected a version from 0 to {MAX_VERSION}")
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_PAGE:
        raise Invalid("limit", limit, f"expected 1 to {MAX_PAGE}")


def check_record(record: object, field: str = "record") -> Record:
    if not isinstance(record, dict):
        raise Invalid(field, record, "expected a deal record (JSON object)")
    try:
        text = json.dumps(record, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError):
        raise Invalid(field, ..., "not representable as JSON") from None
    try:
        size = len(text.encode("utf-8"))  # a lone surrogate cannot be encoded
    except UnicodeEncodeError:
        size = -1
    if size < 0 or "\\u0000" in text:
        check_text(record, field)
    if size > MAX_RECORD_BYTES:
        raise Invalid(field, ..., f"a deal record is at most {MAX_RECORD_BYTES} bytes")
    check_notes(record, field)
    return record


def check_written(written: object, players: list[str], field: str = "written") -> JsonObject | None:
    """Numbers from the paper sheet: ``points`` of the deal and/or running ``totals`` after it."""
    if written is None:
        return None
    if not isinstance(written, dict) or not written or set(written) - {"points", "totals"}:
        raise Invalid(field, written, 'expected {"points": {player: n}, "totals": {player: n}}')
    for part, amounts in written.items():
        if not isinstance(amounts, dict):
            raise Invalid(f"{field}.{part}", amounts, "expected {player: number}")
        for player, value in amounts.items():
            if player not in players:
                raise Invalid(f"{field}.{part}.{player}", player, "not a player on this sheet")
            _amount(value, f"{field}.{part}.{player}")
    return written


def _amount(value: object, field: str) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise Invalid(field, value, 'expected a whole number or "p/q"')
    try:
        return ledger.to_fraction(value)
    except (ValueError, ZeroDivisionError):
        raise Invalid(field, value, 'expected a whole number or "p/q"') from None


def body_hash(
    record: Record,
    written: JsonObject | None,
    deleted: bool = False,
    play: JsonObject | None = None,
) -> str:
    """What makes two writes of one revision the same write (idempotent PUT); ``play`` counts
    only when there is one, so the hashes of entries written before it stay what they were."""
    fields: JsonObject = {"record": record, "written": written, "deleted": deleted}
    if play is not None:
        fields["play"] = play
    body = json.dumps(
        fields,
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    )
    return hashlib.sha256(body.encode("utf-8")).hexdigest()
