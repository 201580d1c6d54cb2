"""GET /profiles, GET /profiles/{id}: the rule profiles, with ETag and conditional GET."""

from functools import cache

from flask import Response
from flask_smorest import abort

from shared_rules import MalformedInput
from shared_rules.catalogue import all_profile_ids
from shared_rules.families import raw_profile
from shared_rules.profiles import known_profile_id
from shared_rules.types import JsonObject

from ..schemas.profile import ProfileListSchema, ProfileSchema
from . import Blueprint

blp = Blueprint(
    "profiles",
    __name__,
    url_prefix="/api/v1/profiles",
    description="Rule profiles (docs/rules.md §3) of every game family (`family`: koenigrufen, "
    "haferltarock): game values, switches, clauses. Served with an ETag; send If-None-Match to "
    "get 304 when unchanged.",
)


@cache
def _all() -> JsonObject:
    profiles = [raw_profile(p) for p in all_profile_ids()]
    default = next((p["id"] for p in profiles if p.get("default")), profiles[0]["id"])
    return {"profiles": profiles, "default": default}


@cache
def _one(profile_id: str) -> JsonObject:
    return raw_profile(profile_id)


@blp.after_request
def _revalidate(response: Response) -> Response:
    if response.status_code in (200, 304):
        response.headers["Cache-Control"] = "no-cache"  # cache, but ask (cheap 304) each time
    return response


@blp.route("")
@blp.etag
@blp.response(200, ProfileListSchema)
def list_profiles() -> JsonObject:
    """All rule profiles of every family, in full (each with its `family`), and the default
    profile's id (the one a record without `profile` is settled by)."""
    return _all()


@blp.route("/<profile_id>")
@blp.etag
@blp.response(200, ProfileSchema)
@blp.alt_response(404, "NOT_FOUND")
def get_profile(profile_id: str) -> JsonObject:
    """One rule profile of any family: everything the engine (and the PWA's JS engine) reads."""
    try:  # by id in the bundled set, never as a path
        return _one(known_profile_id(profile_id))
    except MalformedInput as error:  # its value shows at most 64 characters of the id
        abort(404, message=f"No profile {error.value!r}; known: {', '.join(all_profile_ids())}.")
