"""Turnier (issue 23; docs/design.md "Tournaments"): a tournament — its players, the draw of each
round, one ordinary sheet per table written through the table's token, the round closed (its
tables locked), the organiser's corrections with a reason, the ranking.

Access: ``POST /tournaments`` answers with the organiser's token (``edit_token``: everything)
and a public view token (reads); no token → 401, a token that does not open the tournament →
401, the view token on a write → 403, all before the body is read. A table's token (from the
draw's answer) is its sheet's edit token: it writes through ``/sheets/{id}/entries`` while
the round is open; afterwards such a write is a 409 ``table-locked`` naming the table.
"""

from collections.abc import Callable, Sequence
from functools import wraps
from http import HTTPStatus
from typing import Any, TypeVar, cast
from uuid import UUID

from flask import Response, current_app

from shared_rules.types import JsonObject

from .. import cooperative, tournament_draw
from ..db import get_store
from ..schemas.sheets import WriteResultSchema
from ..schemas.tournaments import (
    TournamentCorrectionDeleteSchema,
    TournamentCorrectionSchema,
    TournamentCreatedSchema,
    TournamentCreateSchema,
    TournamentDocSchema,
    TournamentDrawSchema,
    TournamentPatchSchema,
    TournamentRankingSchema,
    TournamentRoundSchema,
    TournamentSchema,
    TournamentTableConfirmedSchema,
)
from . import Blueprint
from .sheet_events import announce
from .sheets import Headers, _etag, _token, _write

_View = TypeVar("_View", bound=Callable[..., Any])

PREFIX = "/api/v1/tournaments"
SECURITY: list[dict[str, list[str]]] = [{"tournamentToken": []}]
TABLE_SECURITY: list[dict[str, list[str]]] = [{"tournamentToken": []}, {"sheetToken": []}]
EXAMPLE = {"title": "Hausruckcup 3", "date": "2027-01-15", "place": "GH Stockinger",
           "profile": "ooe-2023", "rounds": 3, "deals_per_table": 24,
           "players": [{"name": f"Spieler {i}"} for i in range(1, 17)]}  # fmt: skip

blp = Blueprint(
    "tournaments",
    __name__,
    url_prefix=PREFIX,
    description="Tournaments (Turniere): players drawn to tables of 4 (5 where the count needs "
    "it) round by round, avoiding repeat opponents; each table an ordinary sheet written on one "
    "phone through its table token and locked when the round closes; the organiser's "
    "corrections with a reason; the ranking summed from the tables' stored totals.",
)
blp.document_security(
    "tournamentToken",
    {
        "type": "http",
        "scheme": "bearer",
        "description": "A tournament's edit_token (the organiser: everything) or view_token "
        "(public, read only), as returned once by POST /tournaments.",
    },
)


def tournament_route(
    rule: str, *, methods: Sequence[str] = ("GET",), write: bool = False, errors: Sequence[int] = ()
) -> Callable[[_View], _View]:
    """A route on one tournament: its token checked first (401, 403), then the request read."""

    def decorator(view: _View) -> _View:
        @wraps(view)
        def checked_first(*args: Any, **kwargs: Any) -> Any:
            get_store().authorize_tournament(kwargs["tournament_id"], _token(), write=write)
            return view(*args, **kwargs)

        documented = blp.doc(security=SECURITY)(checked_first)
        for status in (401, 403, 404, *errors) if write else (401, 404, *errors):
            documented = blp.alt_response(status, HTTPStatus(status).name)(documented)
        return cast(_View, blp.route(rule, methods=list(methods))(documented))

    return decorator


@blp.route("", methods=["POST"])
@blp.arguments(TournamentCreateSchema, example=EXAMPLE)
@blp.response(201, TournamentCreatedSchema)
def create_tournament(body: JsonObject) -> tuple[JsonObject, Headers]:
    """Create a tournament; the answer holds the only copy of its two tokens.

    Its profile (a Königrufen one: tables of 4 and 5), house rules and tariff are every table's;
    `rounds` is the number of rounds (Durchgänge), and a round ends after `deals_per_table`
    deals at a table or when every player at it dealt `deals_per_dealer` times (exactly one).
    """
    held, edit_token, view_token = get_store().create_tournament(**body)
    headers = {"Location": f"{PREFIX}/{held['id']}", **_etag(held["version"])}
    return {"tournament": held, "edit_token": edit_token, "view_token": view_token}, headers


@tournament_route("/<uuid:tournament_id>")
@blp.response(200, TournamentDocSchema)
def get_tournament(tournament_id: UUID) -> JsonObject:
    """The tournament, its players, every drawn round with its tables (deals, points, locked,
    confirmed), the organiser's corrections with their reasons, and the token's role."""
    return get_store().get_tournament(tournament_id, _token())


@tournament_route("/<uuid:tournament_id>", methods=["DELETE"], write=True)
@blp.response(204)
def delete_tournament(tournament_id: UUID) -> Response:
    """Delete the tournament for good (the organiser's token): its players, rounds, corrections
    and every table's sheet with its entries are erased in one transaction. A table's sheet then
    answers 410 like any deleted sheet (its live streams are told); a cup leaves the tournament
    out of its standing."""
    erased = get_store().delete_tournament(tournament_id, _token())
    # once the answer is sent: each table's streams learn their sheet is gone (sheet_events)
    return announce(Response(status=204), erased)


@tournament_route("/<uuid:tournament_id>", methods=["PATCH"], write=True)
@blp.arguments(TournamentPatchSchema, example={"add_players": [{"name": "Gerda"}]})
@blp.response(200, TournamentSchema)
def patch_tournament(body: JsonObject, tournament_id: UUID) -> JsonObject:
    """Title, place, date; late arrivals (`add_players`, drawn from the next round on) and
    withdrawals (`withdraw`: player ids, not drawn again; the rounds they played count)."""
    return get_store().patch_tournament(tournament_id, _token(), **body)


@tournament_route("/<uuid:tournament_id>/rounds", methods=["POST"], write=True, errors=(409,))
@blp.arguments(TournamentDrawSchema, required=False, example={"seed": "2027-01-15"})
@blp.response(201, TournamentRoundSchema)
def draw_round(body: JsonObject | None, tournament_id: UUID) -> JsonObject:
    """Draw the next round (the one before must be closed, else 409) and make one sheet per table.

    Tables of 4; with 4k+1, 4k+2, 4k+3 players one, two, three 5-tables (the dealer sits out);
    6, 7 and 11 players cannot be seated (422 naming `players`). Round 1 is a seeded shuffle,
    later rounds minimise the pairs who met before (docs/design.md "Tournaments"). Instead of
    the draw the organiser may send `tables` (a player at two tables, a table of 3, an unknown
    player or one left out: 422 naming the place). Each table's `table_token` is in this answer
    only: the link (QR code) a phone at the table writes its sheet with.
    """
    body = body or {}
    budget = tournament_draw.Budget(
        steps=current_app.config["TOURNAMENT_DRAW_STEPS"],
        seconds=current_app.config["TOURNAMENT_DRAW_SECONDS"],
    )
    return get_store().draw_round(
        tournament_id, _token(), tables=body.get("tables"), seed=body.get("seed"),
        budget=budget, pause=cooperative.pause,
    )  # fmt: skip


@tournament_route("/<uuid:tournament_id>/rounds/<int:number>")
@blp.response(200, TournamentRoundSchema)
def get_tournament_round(tournament_id: UUID, number: int) -> JsonObject:
    """One round's results: its tables and each player's points there."""
    return get_store().tournament_round(tournament_id, _token(), number)


@tournament_route(
    "/<uuid:tournament_id>/rounds/<int:number>/close", methods=["POST"], write=True, errors=(409,)
)
@blp.response(200, TournamentRoundSchema)
def close_round(tournament_id: UUID, number: int) -> JsonObject:
    """Close the round: its tables' sheets are locked (a later write is a 409 `table-locked`
    naming the table; the organiser corrects with a reason). Closing twice is a 409."""
    return get_store().close_round(tournament_id, _token(), number)


@tournament_route("/<uuid:tournament_id>/ranking")
@blp.response(200, TournamentRankingSchema)
def ranking(tournament_id: UUID) -> JsonObject:
    """The live ranking: a player's score is the sum of their points over the rounds (money is
    not used), read from the tables' stored totals. Ties: the best round, then fewer rounds
    below zero, then the draw (the player's first seat: round, table, seat)."""
    return get_store().ranking(tournament_id, _token())


@tournament_route("/<uuid:tournament_id>/ranking.csv")
@blp.response(200, content_type="text/csv", description="A row per player, in ranking order.")
def ranking_csv(tournament_id: UUID) -> Response:
    """The ranking as CSV: rank, name, points, a column per round, best round, minus rounds,
    withdrawn. Text cells are quoted and formula cells defused like a sheet's CSV."""
    return Response(
        get_store().ranking_csv(tournament_id, _token()),
        mimetype="text/csv",
        headers={"Content-Disposition": f'attachment; filename="ranking-{tournament_id}.csv"'},
    )


@blp.route("/<uuid:tournament_id>/tables/<uuid:sheet_id>/confirm", methods=["POST"])
@blp.doc(security=TABLE_SECURITY)
@blp.response(200, TournamentTableConfirmedSchema)
@blp.alt_response(401, "UNAUTHORIZED")
@blp.alt_response(403, "FORBIDDEN")
@blp.alt_response(404, "NOT_FOUND")
@blp.alt_response(409, "CONFLICT")
def confirm_table(tournament_id: UUID, sheet_id: UUID) -> JsonObject:
    """The table confirms its result (its table token, or the organiser's) while the round is
    open; confirming again changes nothing."""
    return get_store().confirm_table(tournament_id, sheet_id, _token())


@tournament_route(
    "/<uuid:tournament_id>/tables/<uuid:sheet_id>/entries/<uuid:entry_id>",
    methods=["PUT"], write=True, errors=(409,),
)  # fmt: skip
@blp.arguments(
    TournamentCorrectionSchema,
    example={"reason": "Tisch 3: Dreier war verloren", "revision": 2,
             "record": {"game": "dreier", "declarer": "Spieler 1", "won": False}},
)  # fmt: skip
@blp.response(200, WriteResultSchema)
@blp.alt_response(201, schema=WriteResultSchema, description="Created")
def correct_entry(
    body: JsonObject, tournament_id: UUID, sheet_id: UUID, entry_id: UUID
) -> tuple[JsonObject, int, Headers]:
    """The organiser writes an entry of a table — a locked one too — and the `reason` is
    recorded with it (listed in the tournament's `corrections`); otherwise as
    PUT /sheets/{id}/entries/{id}."""
    outcome = get_store().correct_entry(
        tournament_id, _token(), sheet_id, entry_id, reason=body["reason"],
        revision=body["revision"], record=body["record"], written=body.get("written"),
    )  # fmt: skip
    return _write(outcome)


@tournament_route(
    "/<uuid:tournament_id>/tables/<uuid:sheet_id>/entries/<uuid:entry_id>",
    methods=["DELETE"], write=True, errors=(409,),
)  # fmt: skip
@blp.arguments(TournamentCorrectionDeleteSchema, location="query")
@blp.response(200, WriteResultSchema)
def correct_delete(
    query: JsonObject, tournament_id: UUID, sheet_id: UUID, entry_id: UUID
) -> tuple[JsonObject, int, Headers]:
    """The organiser deletes an entry of a table — a locked one too — with a `reason`."""
    outcome = get_store().correct_delete(
        tournament_id, _token(), sheet_id, entry_id, reason=query["reason"],
        revision=query.get("revision"),
    )  # fmt: skip
    return _write(outcome)
