"""Die Runde (issue 20; docs/design.md §3 "Rounds"): a round of members over many evenings — its sheets, its
season's standing, statistics and export.

Access like a sheet's: ``POST /rounds`` answers with an edit and a view token (shown once, stored
hashed); no token → 401, a token that does not open the round (or no such round) → 401, the view
token on a write → 403, a deleted round → 410, all before the body or the query is read. A sheet
of a round opens with the round's tokens too (api/db/store/base.py).
"""

from collections.abc import Callable, Sequence
from functools import wraps
from http import HTTPStatus
from typing import Any, TypeVar, cast
from uuid import UUID

from flask import Response, request

from shared_rules.types import JsonObject

from ..db import get_store
from ..schemas.rounds import (
    PeriodQuerySchema,
    RoundChangesQuerySchema,
    RoundChangesSchema,
    RoundCreatedSchema,
    RoundCreateSchema,
    RoundPatchResultSchema,
    RoundPatchSchema,
    RoundPutResultSchema,
    RoundPutSchema,
    RoundWithSheetsSchema,
    SeasonExportSchema,
    SeasonSchema,
    StatsSchema,
)
from . import Blueprint
from .sheet_events import announce
from .sheets import Headers, _etag, _if_match, _token

_View = TypeVar("_View", bound=Callable[..., Any])

PREFIX = "/api/v1/rounds"
SECURITY: list[dict[str, list[str]]] = [{"roundToken": []}]
SECURITY_SCHEME = {
    "type": "http",
    "scheme": "bearer",
    "description": "A round's edit_token (read and write) or view_token (read only), as returned "
    "once by POST /rounds. A sheet of the round opens with them too.",
}
EXAMPLE = {"title": "Freitagsrunde", "profile": "ooe-2023", "cents_per_point": 10,
           "kitty_percent": 10, "members": [{"name": n} for n in
           ("Anna", "Bernd", "Clara", "David", "Erich", "Franz")]}  # fmt: skip

blp = Blueprint(
    "rounds",
    __name__,
    url_prefix=PREFIX,
    description="Rounds (Runden): the same members over many evenings (sheets) — members who "
    "keep their identity when renamed, one link for every sheet of the round, the season's "
    "standing from the sheets' stored totals, statistics from their entries, payout with the "
    "fewest transfers, the Kassa, CSV/JSON export.",
)


blp.document_security("roundToken", SECURITY_SCHEME)


def round_route(
    rule: str, *, methods: Sequence[str] = ("GET",), write: bool = False, errors: Sequence[int] = ()
) -> Callable[[_View], _View]:
    """A route on one round: its token is checked first (401, 403, 410), then the request is
    read; documents the security scheme and the error answers."""

    def decorator(view: _View) -> _View:
        @wraps(view)
        def checked_first(*args: Any, **kwargs: Any) -> Any:
            get_store().authorize_round(kwargs["round_id"], _token(), write=write)
            return view(*args, **kwargs)

        documented = blp.doc(security=SECURITY)(checked_first)
        for status in (401, 403, 404, 410, *errors) if write else (401, 404, 410, *errors):
            documented = blp.alt_response(status, HTTPStatus(status).name)(documented)
        return cast(_View, blp.route(rule, methods=list(methods))(documented))

    return decorator


def _period(query: JsonObject) -> tuple[str | None, str | None]:
    start, end = query.get("start"), query.get("end")
    return (
        None if start is None else start.isoformat(),
        None if end is None else end.isoformat(),
    )


@blp.route("", methods=["POST"])
@blp.arguments(RoundCreateSchema, example=EXAMPLE)
@blp.response(201, RoundCreatedSchema)
def create_round(body: JsonObject) -> tuple[JsonObject, Headers]:
    """Create a round; the answer holds the only copy of its two tokens.

    Its profile, house rules and tariff are the defaults of its sheets (a new sheet copies them
    and may change them); `kitty_percent` is the Kassa's share of every evening's winnings.
    """
    held, edit_token, view_token = get_store().create_round(**body)
    headers = {"Location": f"{PREFIX}/{held['id']}", **_etag(held["version"])}
    return {"round": held, "edit_token": edit_token, "view_token": view_token}, headers


@blp.route("/<uuid:round_id>", methods=["PUT"])
@blp.doc(security=SECURITY)
@blp.arguments(RoundPutSchema, example={**EXAMPLE, "view_token": "…"})
@blp.response(201, RoundPutResultSchema)
@blp.alt_response(200, schema=RoundPutResultSchema, description="Created by an earlier PUT")
@blp.alt_response(401, "UNAUTHORIZED")
@blp.alt_response(409, "CONFLICT")
@blp.alt_response(410, "GONE")
def put_round(body: JsonObject, round_id: UUID) -> tuple[JsonObject, int, Headers]:
    """Create a round under a client-chosen id and tokens, idempotently (a phone offline).

    As PUT /sheets/{id}: the edit token (43 base64url characters of 256 random bits) is the
    bearer token, the body's `view_token` must be
    base64url(SHA-256("tarock-round-view-token:" + edit token)) without padding. The same PUT
    again answers 200; other settings or another token, 409; a deleted round's id, 410.
    """
    held, created = get_store().put_round(round_id, _token(), **body)
    headers = {"Location": f"{PREFIX}/{held['id']}", **_etag(held["version"])}
    outcome = "created" if created else "unchanged"
    return {"outcome": outcome, "round": held}, 201 if created else 200, headers


@round_route("/<uuid:round_id>", errors=(304,))
@blp.response(200, RoundWithSheetsSchema)
def get_round(round_id: UUID) -> Response | tuple[JsonObject, Headers]:
    """The round, its sheets (oldest first, each with its stored totals and version) and what
    the token may do (`role`); ETag = the round's version."""
    store, token = get_store(), _token()
    if request.if_none_match:
        version = store.round_version(round_id, token)
        if request.if_none_match.contains_weak(str(version)):
            return Response(status=304, headers=_etag(version))
    doc = store.get_round(round_id, token)
    return doc, _etag(doc["round"]["version"])


@round_route("/<uuid:round_id>", methods=["PATCH"], write=True, errors=(409, 412))
@blp.arguments(
    RoundPatchSchema,
    example={"add_members": [{"name": "Gerda"}], "title": "Freitagsrunde 2027",
             "based_on": {"title": "Freitagsrunde"}},
)  # fmt: skip
@blp.response(200, RoundPatchResultSchema)
def patch_round(body: JsonObject, round_id: UUID) -> tuple[JsonObject, Headers]:
    """Change the title, members, the defaults of new sheets, the Kassa share, the archive.

    Members are added or renamed; the defaults of new sheets are the profile, house rules and
    tariff (sheets already made keep theirs). A renamed member keeps their id and so every evening they played. Each field sets a value:
    sending it again answers `unchanged` and keeps the version. If-Match is optional (412).
    Offline devices send `based_on`, the values their change was made from: when another device
    changed one of those fields meanwhile to something else, the answer is 409 `round-conflict`
    with the round as it is now and the conflicting fields, and nothing is changed.
    """
    held, outcome = get_store().patch_round(round_id, _token(), if_match=_if_match(), **body)
    return {"outcome": outcome, "round": held}, _etag(held["version"])


@round_route("/<uuid:round_id>", methods=["DELETE"], write=True)
@blp.response(204)
def delete_round(round_id: UUID) -> Response:
    """Delete the round (edit token): afterwards every request on it answers 410. Its sheets
    stay, as ordinary sheets with their own tokens (each a new version)."""
    sheets = get_store().delete_round(round_id, _token())
    # its sheets' streams under the round's tokens end (the sheets' own go on: sheet_events)
    return announce(Response(status=204), sheets)


@round_route("/<uuid:round_id>/changes")
@blp.arguments(RoundChangesQuerySchema, location="query")
@blp.response(200, RoundChangesSchema)
def round_changes(query: JsonObject, round_id: UUID) -> tuple[JsonObject, Headers]:
    """For sync: the round if it changed after version `since`, and every sheet of it with its
    version (a phone pulls the sheets it lacks or has older)."""
    doc = get_store().round_changes(round_id, _token(), since=query["since"])
    return doc, _etag(doc["version"])


@round_route("/<uuid:round_id>/season")
@blp.arguments(PeriodQuerySchema, location="query")
@blp.response(200, SeasonSchema)
def season(query: JsonObject, round_id: UUID) -> JsonObject:
    """The season's standing over `from`–`to` (both optional; default all time), in points and
    money, read from the sheets' stored totals (no deal is settled again): evenings, deals,
    totals, averages, best and worst evening; a member absent from an evening neither wins nor
    loses. With the running totals for a chart, the Kassa and the payout with the fewest
    transfers (parties: member ids, `kitty`, `haferl`)."""
    return get_store().season(round_id, _token(), *_period(query))


@round_route("/<uuid:round_id>/stats")
@blp.arguments(PeriodQuerySchema, location="query")
@blp.response(200, StatsSchema)
def stats(query: JsonObject, round_id: UUID) -> JsonObject:
    """Statistics per member over the period, counted from the stored entries: games declared
    and won, partner in a Rufer, premiums announced and made, Kontra, Renonces, Trischaken lost,
    and (Bayerisch) what was paid into the Haferl and won from it."""
    return get_store().round_stats(round_id, _token(), *_period(query))


@round_route("/<uuid:round_id>/season.json")
@blp.arguments(PeriodQuerySchema, location="query")
@blp.response(200, SeasonExportSchema)
def season_json(query: JsonObject, round_id: UUID) -> tuple[JsonObject, Headers]:
    """The season and the statistics as one JSON file."""
    doc = get_store().season_json(round_id, _token(), *_period(query))
    return doc, {"Content-Disposition": f'attachment; filename="season-{round_id}.json"'}


@round_route("/<uuid:round_id>/season.csv")
@blp.arguments(PeriodQuerySchema, location="query")
@blp.response(200, content_type="text/csv", description="A row per member, then per evening.")
def season_csv(query: JsonObject, round_id: UUID) -> Response:
    """The season as CSV: one row per member (the standing), then one per evening (each
    member's points and money; empty where absent). Text cells are quoted and formula cells
    defused like a sheet's CSV."""
    text = get_store().season_csv(round_id, _token(), *_period(query))
    return Response(
        text,
        mimetype="text/csv",
        headers={"Content-Disposition": f'attachment; filename="season-{round_id}.csv"'},
    )
