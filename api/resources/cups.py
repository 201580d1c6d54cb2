"""The cup season (issue 23; docs/design.md "Tournaments"): a cup groups tournaments, each place
earns the cup's placement points, a player's best N results count.

Access: ``POST /cups`` answers with an edit and a view token (shown once, stored hashed); a
tournament joins with the cup's edit token and one of the tournament's tokens in the body.
"""

from collections.abc import Callable, Sequence
from functools import wraps
from http import HTTPStatus
from typing import Any, TypeVar, cast
from uuid import UUID

from flask import Response

from shared_rules.types import JsonObject

from ..db import get_store
from ..schemas.cups import (
    CupCreatedSchema,
    CupCreateSchema,
    CupSchema,
    CupStandingSchema,
    CupTournamentSchema,
)
from . import Blueprint
from .sheets import Headers, _etag, _token

_View = TypeVar("_View", bound=Callable[..., Any])

PREFIX = "/api/v1/cups"
SECURITY: list[dict[str, list[str]]] = [{"cupToken": []}]

blp = Blueprint(
    "cups",
    __name__,
    url_prefix=PREFIX,
    description="Cup seasons: tournaments grouped, placement points per place, the best N "
    "results of each player counted, the season's standing.",
)
blp.document_security(
    "cupToken",
    {"type": "http", "scheme": "bearer",
     "description": "A cup's edit_token or view_token, as returned once by POST /cups."},
)  # fmt: skip


def cup_route(
    rule: str, *, methods: Sequence[str] = ("GET",), write: bool = False
) -> Callable[[_View], _View]:
    """A route on one cup: its token checked first (401, 403), then the request read."""

    def decorator(view: _View) -> _View:
        @wraps(view)
        def checked_first(*args: Any, **kwargs: Any) -> Any:
            get_store().authorize_cup(kwargs["cup_id"], _token(), write=write)
            return view(*args, **kwargs)

        documented = blp.doc(security=SECURITY)(checked_first)
        for status in (401, 403, 404) if write else (401, 404):
            documented = blp.alt_response(status, HTTPStatus(status).name)(documented)
        return cast(_View, blp.route(rule, methods=list(methods))(documented))

    return decorator


@blp.route("", methods=["POST"])
@blp.arguments(CupCreateSchema, example={"title": "Hausruckcup 2027", "placement_points": [25, 20, 16, 13, 11, 10], "best_of": 2})  # fmt: skip
@blp.response(201, CupCreatedSchema)
def create_cup(body: JsonObject) -> tuple[JsonObject, Headers]:
    """Create a cup; the answer holds the only copy of its two tokens."""
    held, edit_token, view_token = get_store().create_cup(**body)
    headers = {"Location": f"{PREFIX}/{held['id']}", **_etag(held["version"])}
    return {"cup": held, "edit_token": edit_token, "view_token": view_token}, headers


@cup_route("/<uuid:cup_id>/tournaments", methods=["POST"], write=True)
@blp.arguments(CupTournamentSchema)
@blp.response(200, CupSchema)
def add_cup_tournament(body: JsonObject, cup_id: UUID) -> JsonObject:
    """A tournament joins the cup (its organiser's or view token proves it is known); adding it
    again changes nothing."""
    return get_store().add_cup_tournament(
        cup_id, _token(), body["tournament_id"], body["tournament_token"]
    )


@cup_route("/<uuid:cup_id>")
@blp.response(200, CupStandingSchema)
def cup_standing(cup_id: UUID) -> JsonObject:
    """The season's standing: per tournament the place and the placement points it earns, the
    best `best_of` counted; order by the counted points, then all points, then the best place.
    Players are matched across tournaments by name (Anna = anna)."""
    return get_store().cup_standing(cup_id, _token())


@cup_route("/<uuid:cup_id>/standing.csv")
@blp.response(200, content_type="text/csv", description="A row per player, in standing order.")
def cup_standing_csv(cup_id: UUID) -> Response:
    """The season's standing as CSV: rank, name, counted points, all points, best place, the
    number of tournaments, then per tournament its place, placement points and whether they
    count. Text cells are quoted and formula cells defused like a sheet's CSV."""
    return Response(
        get_store().cup_csv(cup_id, _token()),
        mimetype="text/csv",
        headers={"Content-Disposition": f'attachment; filename="cup-{cup_id}.csv"'},
    )
