"""Score sheets (docs/design.md §3–4): the shared Punkteliste of a round, synced between devices.

Access is by bearer token, no accounts: ``POST /sheets`` answers with an ``edit_token`` (write) and
a ``view_token`` (read, for a share link); both are shown once and stored hashed. No token → 401; a
token that does not open the sheet → 401 too (the same answer whether or not the sheet exists);
the view token on a write → 403. All of it before the body or the query is read.
"""

import threading
from collections.abc import Callable, Iterator, Sequence
from functools import wraps
from http import HTTPStatus
from typing import Any, TypeAlias, TypeVar, cast
from uuid import UUID

from flask import Response, current_app, g, request
from werkzeug.http import quote_etag

from shared_rules.catalogue import KOENIGRUFEN, family_of
from shared_rules.types import JsonObject, Record

from .. import exports
from ..db import get_store
from ..db.errors import Invalid
from ..db.store import Outcome
from ..db.store.exporting import JsonExport
from ..db.store.views import SheetView
from ..problems import (
    flatten_errors,
    problem_response,
    value_at,
)
from ..schemas.families import request_body
from ..schemas.sheet_families import (
    COMPONENTS,
    SheetCreateBody,
    SheetPutBody,
    entry_record_schema,
)
from ..schemas.sheets import (
    AuditRequestSchema,
    AuditSchema,
    ChangesQuerySchema,
    ChangesSchema,
    DeleteQuerySchema,
    EntryPutSchema,
    EntrySchema,
    ExportSchema,
    FrozenProfileSchema,
    ImportSchema,
    SheetCreatedSchema,
    SheetPatchResultSchema,
    SheetPatchSchema,
    SheetPutResultSchema,
    SheetQuerySchema,
    SheetWithEntriesSchema,
    WriteResultSchema,
)
from . import Blueprint

_View = TypeVar("_View", bound=Callable[..., Any])
#: the headers of an answer (its ETag, where the sheet is)
Headers: TypeAlias = dict[str, str]

PREFIX = "/api/v1/sheets"
#: An export carries every entry with its settlement: about 1.2 kB a deal from the API, 1.6 kB from
#: the PWA (indented), so a sheet of MAX_ENTRIES (10,000) deals is 12–17 MB; its import may be
#: that much larger than the API's general MAX_CONTENT_LENGTH, no more
#: (TAROCK_SHEET_IMPORT_MAX_BYTES; bench/bench_sheets.py measures what a maximal import costs).
IMPORT_MAX_BYTES = 20 * 1024 * 1024
#: Imports settled at once by one process: each holds its parsed body (up to ~140 MB at the byte
#: limit) and its CPU for a few seconds; the next waits its turn — cooperatively under gevent, so
#: the worker's other requests go on — up to TAROCK_SHEET_IMPORT_WAIT seconds, then a 503 with
#: Retry-After. (Under gevent the database's I/O would otherwise let several interleave.)
IMPORTS_AT_ONCE = 1
IMPORT_WAIT = 15.0
#: What an export refused for want of a slot is told (api/exports.py), and when to come back.
EXPORT_REFUSALS = {
    "client": "This client is exporting as many sheets at once as it may; retry when one is done.",
    "sheet": "This sheet is being exported as often at once as it may be; retry shortly.",
    "server": "This server is running as many exports at once as it takes; retry shortly.",
}
EXPORT_RETRY_AFTER = 5
_import_slots = threading.BoundedSemaphore(IMPORTS_AT_ONCE)
SECURITY: list[dict[str, list[str]]] = [{"sheetToken": []}]
SECURITY_SCHEME = {
    "type": "http",
    "scheme": "bearer",
    "description": "A sheet's edit_token (read and write) or view_token (read only), as returned "
    "once by POST /sheets.",
}

blp = Blueprint(
    "sheets",
    __name__,
    url_prefix=PREFIX,
    description="Score sheets shared by every device at the table: entries keyed by client UUIDs "
    "with revisions (idempotent PUT, tombstone DELETE), incremental totals, `changes?since=` for "
    "sync, ETag = version with optional If-Match, CSV/JSON export, JSON import, and an audit "
    "against the numbers written on paper.",
)


blp.document_security("sheetToken", SECURITY_SCHEME)


blp.document_components(COMPONENTS)  # named by the entries' oneOf / anyOf


@blp.before_request
def _larger_imports() -> Response | None:
    """An import may be larger than other requests, and waits for its turn before its body is
    read (see IMPORTS_AT_ONCE)."""
    if request.endpoint != f"{blp.name}.import_sheet":
        return None
    request.max_content_length = current_app.config.get("SHEET_IMPORT_MAX_BYTES", IMPORT_MAX_BYTES)
    if not _import_slots.acquire(timeout=current_app.config.get("SHEET_IMPORT_WAIT", IMPORT_WAIT)):
        busy: Response = problem_response(
            503,
            detail="Other imports are being settled on this server; retry in a few seconds.",
            headers={"Retry-After": "5"},
        )
        return busy
    g.import_slot = True
    return None


@blp.teardown_request
def _free_import_slot(_error: BaseException | None) -> None:
    if g.pop("import_slot", False):
        _import_slots.release()


def sheet_route(
    rule: str, *, methods: Sequence[str] = ("GET",), write: bool = False, errors: Sequence[int] = ()
) -> Callable[[_View], _View]:
    """A route on one sheet: its token is checked first, then the request is read.

    No token → 401, a wrong token (or no such sheet) → 401, the view token on a write → 403, all
    before the body or the query is validated, whatever they hold; a deleted sheet → 410 for
    any token. Documents the security scheme and the error responses (401, 403 for writes, 404
    for a path that names nothing, 410, and ``errors``; the 422 of a route with arguments is
    flask-smorest's) of the route.
    """

    def decorator(view: _View) -> _View:
        @wraps(view)
        def checked_first(*args: Any, **kwargs: Any) -> Any:
            # the family tells the shape of the entries this request may carry
            g.sheet_family = get_store().authorize(kwargs["sheet_id"], _token(), write=write)
            return view(*args, **kwargs)

        documented = blp.doc(security=SECURITY)(checked_first)
        for status in (401, 403, 404, 410, *errors) if write else (401, 404, 410, *errors):
            documented = blp.alt_response(status, HTTPStatus(status).name)(documented)
        # the view, called after the token check: what it takes and answers is the view's
        return cast(_View, blp.route(rule, methods=list(methods))(documented))

    return decorator


def _token() -> str | None:
    auth = request.authorization
    if auth is not None and auth.type == "bearer" and auth.token:
        return auth.token
    return None


def _if_match() -> set[int] | None:
    """The versions If-Match accepts; None when absent or ``*`` (no precondition)."""
    if "If-Match" not in request.headers or request.if_match.star_tag:
        return None
    return {int(tag) for tag in request.if_match.as_set() if tag.isdigit()}


def _etag(version: int) -> Headers:
    return {"ETag": quote_etag(str(version))}


def _write(outcome: Outcome) -> tuple[JsonObject, int, Headers]:
    status = 201 if outcome.outcome == "created" else 200
    return (
        {"outcome": outcome.outcome, "entry": outcome.entry, "sheet": outcome.sheet},
        status,
        _etag(outcome.sheet["version"]),
    )


def _record_check(family: str) -> Callable[[str, Record], None]:
    """The shape check of an imported record, as a PUT makes it (naming
    ``entries.N.record.field``): the store asks it entry by entry, just before settling, so the
    first bad entry ends the import before the rest costs anything."""
    schema = entry_record_schema(family)

    def check(at: str, record: Record) -> None:
        messages = schema.validate(record)
        if messages:
            relative = flatten_errors(messages, "record")
            errors = {f"{at}.{path}": texts for path, texts in relative.items()}
            path, texts = next(iter(relative.items()))
            raise Invalid(
                f"{at}.{path}", value_at({"record": record}, path), texts[0], errors=errors
            )

    return check


def _family_of_export(body: JsonObject) -> str:
    """The family of an exported sheet: that of its (frozen) profile."""
    ref = body.get("sheet", {}).get("profile")
    data = ref.get("data") if isinstance(ref, dict) else None
    if isinstance(data, dict) and isinstance(data.get("family"), str):
        return cast(str, data["family"])
    return (family_of(ref.get("id")) if isinstance(ref, dict) else None) or KOENIGRUFEN


# --- routes --------------------------------------------------------------------------------------


@blp.route("", methods=["POST"])
@blp.doc(
    **request_body(
        SheetCreateBody,
        "A Königrufen sheet (4–5 players), or a bayerisch sheet (`profile` of family "
        "haferltarock: 3–4 players, a `stake`).",
    )
)
@blp.arguments(
    SheetCreateBody,
    example={"title": "Freitagsrunde", "profile": "ooe-2023", "players": ["Anna", "Bernd", "Clara",
             "David", "Erich"], "first_dealer": "Anna", "cents_per_point": 10},
)  # fmt: skip
@blp.response(201, SheetCreatedSchema)
def create_sheet(body: JsonObject) -> tuple[JsonObject, Headers]:
    """Create a score sheet; the answer holds the only copy of its two tokens.

    The profile (with its version) and the house rules are frozen into the sheet: a later profile
    change never rewrites an old sheet. A bayerisch sheet (3 players, or 4 of whom the dealer sits
    out) also keeps its `stake`: it opens with the stake line (`opening`; everyone pays the stake
    into the pot), its totals hold the pot (`totals.pot`) and it shows the `payout`.
    """
    sheet, edit_token, view_token = get_store().create_sheet(**body)
    headers = {"Location": f"{PREFIX}/{sheet['id']}", **_etag(sheet["version"])}
    return {"sheet": sheet, "edit_token": edit_token, "view_token": view_token}, headers


@blp.route("/<uuid:sheet_id>", methods=["PUT"])
@blp.doc(
    security=SECURITY,
    **request_body(
        SheetPutBody,
        "The fields of POST /sheets (either family) and the client-chosen `view_token`.",
    ),
)
@blp.arguments(
    SheetPutBody,
    example={"title": "Freitagsrunde", "players": ["Anna", "Bernd", "Clara", "David"],
             "view_token": "q1p8kYh0s0mB5vVhJm8hFhYt5n0fA0hO8b1m1qX6p2c"},
)  # fmt: skip
@blp.response(201, SheetPutResultSchema)
@blp.alt_response(200, schema=SheetPutResultSchema, description="Created by an earlier PUT")
@blp.alt_response(401, "UNAUTHORIZED")
@blp.alt_response(409, "CONFLICT")
@blp.alt_response(410, "GONE")
@blp.alt_response(422, "UNPROCESSABLE_ENTITY")
def put_sheet(body: JsonObject, sheet_id: UUID) -> tuple[JsonObject, int, Headers]:
    """Create a sheet under a client-chosen id and tokens, idempotently (offline devices).

    The edit token (256 random bits: 43 base64url characters) comes as the bearer token; a made-up
    one (too few different characters, a repeated pattern, a run of the alphabet) is a 422 naming
    `Authorization`. The view token in the body must be derived from it,
    base64url(SHA-256("tarock-view-token:" + edit token)) without padding, else 422 naming
    `view_token`: so whoever knows only a view link cannot create the sheet first. Sending the same
    PUT again answers 200 with the sheet as it is now; the same id with another token or other
    settings is a 409; the id of a deleted sheet is a 410. The settings never change after
    creation; what may change (the names shown, the archive) changes by PATCH.

    A sheet that `continues` another (a changed table: someone joins or leaves, the seating
    changes) is created under that sheet's edit token, with the evening's `carry`; that sheet
    learns the link (`continued_by`) as a change of its own.
    """
    sheet, created = get_store().put_sheet(sheet_id, _token(), **body)
    if created and sheet["continues"]:
        g.also_changed = [sheet["continues"]]  # its streams learn the link (sheet_events)
    headers = {"Location": f"{PREFIX}/{sheet['id']}", **_etag(sheet["version"])}
    outcome = "created" if created else "unchanged"
    return {"outcome": outcome, "sheet": sheet}, 201 if created else 200, headers


@blp.route("/import", methods=["POST"])
@blp.arguments(ImportSchema)
@blp.response(201, SheetCreatedSchema)
@blp.alt_response(413, HTTPStatus(413).name)
@blp.alt_response(503, HTTPStatus(503).name)
def import_sheet(body: JsonObject) -> tuple[JsonObject, Headers]:
    """Import a whole sheet (the JSON of GET /sheets/{id}/export.json) as a new sheet.

    New id and new tokens; entry ids, revisions, dealers and tombstones are kept, every record is
    settled again against the exported (frozen) profile. All or nothing. At most 10,000 entries
    (422 naming `entries`) and 20 MiB (413); one import at a time per server process, the next
    waits its turn or gets a 503 with `Retry-After`.
    """
    check = _record_check(_family_of_export(body))
    sheet, edit_token, view_token = get_store().import_sheet(body, check_record=check)
    headers = {"Location": f"{PREFIX}/{sheet['id']}", **_etag(sheet["version"])}
    return {"sheet": sheet, "edit_token": edit_token, "view_token": view_token}, headers


@sheet_route("/<uuid:sheet_id>", errors=(304,))
@blp.arguments(SheetQuerySchema, location="query")
@blp.response(200, SheetWithEntriesSchema)
def get_sheet(query: JsonObject, sheet_id: UUID) -> Response | tuple[SheetView, Headers]:
    """The sheet: players, profile, totals, who deals next, and a page of its live entries in deal
    order; ETag = version.

    Paged by deal number: `limit` entries (default 200, at most 500) with `seq` above `after`;
    `next_after` is the `after` of the next page (null on the last). The totals are kept with the
    sheet, so a request costs the same on a sheet of 10 or 10,000 deals. A device that syncs reads
    `changes?since=` instead.
    """
    store, token = get_store(), _token()
    if request.if_none_match:
        version = store.version(sheet_id, token)
        if request.if_none_match.contains_weak(str(version)):
            return Response(status=304, headers=_etag(version))
    sheet = store.get_sheet(sheet_id, token, limit=query["limit"], after=query["after"])
    return sheet, _etag(sheet["version"])


@sheet_route("/<uuid:sheet_id>", methods=["DELETE"], write=True)
@blp.response(204)
def delete_sheet(sheet_id: UUID) -> Response:
    """Delete the sheet for good (edit token): its title, players, entries and tokens are erased
    in one transaction. Only its id and the time are kept, so that every later request on it, with
    any token, answers 410 Gone (and the id is never created again). The sheet it continued
    forgets the link (a change of its own)."""
    unlinked = get_store().delete_sheet(sheet_id, _token())
    if unlinked is not None:
        g.also_changed = [unlinked]  # its streams learn the link is gone (sheet_events)
    return Response(status=204)


@sheet_route("/<uuid:sheet_id>", methods=["PATCH"], write=True, errors=(412,))
@blp.arguments(SheetPatchSchema, example={"display_names": {"Anna": "Anna-Lena"}})
@blp.response(200, SheetPatchResultSchema)
def patch_sheet(body: JsonObject, sheet_id: UUID) -> tuple[JsonObject, Headers]:
    """Rename players or archive (restore) the sheet: what may change after its creation.

    `display_names` maps a seat (as in `players`) to the name shown from now on; records, results
    and paper numbers keep the seat names, so nothing written before changes and an entry sent
    later by an offline phone still fits. `archived` hides the sheet from the main list of every
    phone of the table (and restores it). Setting what is already set answers `unchanged` and
    keeps the version (a phone's outbox may resend it); a change is a new version, which
    `changes?since=` and the live stream carry in their `sheet`. If-Match is optional (412).

    `round` joins the sheet to a round (Runde: `{"id", "members": {seat: member id}}`) or takes
    it out (`null`); that needs the round's edit token in the header `X-Round-Token` besides
    the bearer token that writes the sheet. A sheet of a round also opens with the round's
    tokens (its edit token writes, its view token reads).
    """
    store, changes = get_store(), {k: body.get(k) for k in ("display_names", "archived")}
    if "round" in body:  # joining or leaving a round (the round's edit token as well), and the
        # rest of the body in the same transaction: a refusal of any part changes nothing
        sheet, outcome = store.set_sheet_round(
            sheet_id, _token(), request.headers.get("X-Round-Token"), body["round"], _if_match(),
            **changes,
        )  # fmt: skip
    else:
        sheet, outcome = store.patch_sheet(sheet_id, _token(), if_match=_if_match(), **changes)
    return {"outcome": outcome, "sheet": sheet}, _etag(sheet["version"])


@sheet_route("/<uuid:sheet_id>/profile")
@blp.response(200, FrozenProfileSchema)
def get_frozen_profile(sheet_id: UUID) -> JsonObject:
    """The profile document and house rules this sheet is settled with (frozen at creation)."""
    return get_store().frozen_profile(sheet_id, _token())


@sheet_route(
    "/<uuid:sheet_id>/entries/<uuid:entry_id>", methods=["PUT"], write=True, errors=(409, 412)
)
@blp.arguments(
    EntryPutSchema,
    example={"revision": 1, "record": {"game": "rufer", "declarer": "Bernd", "partner": "David",
             "called_king": "HK", "declarer_points": "38/0"}},
)  # fmt: skip
@blp.response(200, WriteResultSchema)
@blp.alt_response(201, schema=WriteResultSchema, description="Created")
def put_entry(body: JsonObject, sheet_id: UUID, entry_id: UUID) -> tuple[JsonObject, int, Headers]:
    """Create or replace one deal entry, idempotently (client UUID + revision).

    201 when created, 200 otherwise; `outcome` tells what happened. If-Match (a sheet version) is
    optional: a stale one gets 412 and the client merges by entry id (higher revision wins).
    """
    outcome = get_store().put_entry(
        sheet_id,
        _token(),
        entry_id,
        revision=body["revision"],
        record=body["record"],
        written=body.get("written"),
        play=body.get("play"),
        if_match=_if_match(),
    )
    return _write(outcome)


@sheet_route(
    "/<uuid:sheet_id>/entries/<uuid:entry_id>",
    methods=["DELETE"],
    write=True,
    errors=(409, 412),
)
@blp.arguments(DeleteQuerySchema, location="query")
@blp.response(200, WriteResultSchema)
def delete_entry(
    query: JsonObject, sheet_id: UUID, entry_id: UUID
) -> tuple[JsonObject, int, Headers]:
    """Delete an entry: a tombstone that counts nothing (its record is kept; a PUT with a higher
    revision restores it). Deleting twice changes nothing."""
    outcome = get_store().delete_entry(
        sheet_id, _token(), entry_id, revision=query.get("revision"), if_match=_if_match()
    )
    return _write(outcome)


@sheet_route("/<uuid:sheet_id>/changes")
@blp.arguments(ChangesQuerySchema, location="query")
@blp.response(200, ChangesSchema)
def changes(query: JsonObject, sheet_id: UUID) -> tuple[JsonObject, Headers]:
    """Entries changed after version `since` (tombstones included), oldest first, paged."""
    result = get_store().changes(sheet_id, _token(), since=query["since"], limit=query["limit"])
    return result, _etag(result["version"])


@sheet_route("/<uuid:sheet_id>/export.json", errors=(429, 503))
@blp.response(200, ExportSchema)
def export_json(sheet_id: UUID) -> Response:
    """The whole sheet as JSON (frozen profile, every entry, tombstones too): POST it to
    /sheets/import to restore it.

    Streamed page by page; a few exports at once per client (429), per sheet and per server
    process (503), each refusal with `Retry-After`. A write to the sheet while it is being
    exported cuts the download off (incomplete): export it again."""
    return _bounded_export(
        sheet_id,
        lambda: _export_json_parts(get_store().export_json_pages(sheet_id, _token())),
        mimetype="application/json",
        filename=f"sheet-{sheet_id}.json",
    )


@sheet_route("/<uuid:sheet_id>/export.csv", errors=(429, 503))
@blp.response(200, content_type="text/csv", description="One row per counted deal.")
def export_csv(sheet_id: UUID) -> Response:
    """The counted deals as CSV: deal, dealer, game, points per player, running totals, money.
    Streamed and bounded like `export.json`."""
    return _bounded_export(
        sheet_id,
        lambda: (part.encode() for part in get_store().export_csv_parts(sheet_id, _token())),
        mimetype="text/csv",
        filename=f"sheet-{sheet_id}.csv",
    )


def _export_json_parts(export: JsonExport) -> tuple[Iterator[bytes], Headers]:
    parts = exports.json_parts(export, ExportSchema(), EntrySchema(), current_app.json.dumps)
    return parts, _etag(export.version)


def _bounded_export(
    sheet_id: UUID,
    start: Callable[[], Iterator[bytes] | tuple[Iterator[bytes], Headers]],
    *,
    mimetype: str,
    filename: str,
) -> Response:
    """An export under its slot (api/exports.py): refused with 429 (this client's exports) or 503
    (this sheet's, this process's) and Retry-After, else streamed page by page."""
    release = exports.slots().take(str(sheet_id), _client())
    if isinstance(release, str):
        refused: Response = problem_response(
            429 if release == "client" else 503,
            detail=EXPORT_REFUSALS[release],
            headers={"Retry-After": str(EXPORT_RETRY_AFTER)},
        )
        return refused
    try:
        started = start()  # the head and the first page: a refusal of the token raises here
    except BaseException:
        release()
        raise
    parts, headers = started if isinstance(started, tuple) else (started, {})
    response = Response(
        exports.paced(parts, release),
        mimetype=mimetype,
        headers={"Content-Disposition": f'attachment; filename="{filename}"', **headers},
    )
    response.call_on_close(release)  # also when the client left before the last byte
    return response


def _client() -> str:
    """Who counts as one client for the export slots: its API key, else its address."""
    key = g.get("api_key")
    return f"key:{key.id}" if key is not None else f"addr:{request.remote_addr}"


@sheet_route("/<uuid:sheet_id>/audit", methods=["POST"])
@blp.arguments(AuditRequestSchema, required=False)
@blp.response(200, AuditSchema)
def audit(body: JsonObject | None, sheet_id: UUID) -> JsonObject:
    """Recompute every entry and compare it with the numbers written on paper.

    Paper numbers come with the entries (`written`) or in this body by entry id. Per checked entry:
    the recomputed settlement, the difference (written − computed) and the lines that explain it
    (a line missing, doubled or reversed on paper; signs swapped; not zero-sum). Reading only: the
    view token may audit.
    """
    return get_store().audit(sheet_id, _token(), (body or {}).get("written"))
