"""GET /profiles, GET /profiles/{id}: the rule profiles, with ETag and conditional GET."""

from functools import cache

from flask_smorest import abort

from shared_rules import MalformedInput, profile_ids, raw_profile

from ..schemas.profile import ProfileListSchema, ProfileSchema
from . import Blueprint

blp = Blueprint(
    "profiles",
    __name__,
    url_prefix="/api/v1/profiles",
    description="Rule profiles (docs/rules.md §3): game and premium values, switches, clauses. "
    "Served with an ETag; send If-None-Match to get 304 when unchanged.",
)


@cache
def _all() -> dict:
    profiles = [raw_profile(p) for p in profile_ids()]
    default = next((p["id"] for p in profiles if p.get("default")), profiles[0]["id"])
    return {"profiles": profiles, "default": default}


@cache
def _one(profile_id: str) -> dict:
    return raw_profile(profile_id)


@blp.after_request
def _revalidate(response):
    if response.status_code in (200, 304):
        response.headers["Cache-Control"] = "no-cache"  # cache, but ask (cheap 304) each time
    return response


@blp.route("")
@blp.etag
@blp.response(200, ProfileListSchema)
def list_profiles():
    """All rule profiles, in full, and the default profile's id."""
    return _all()


@blp.route("/<profile_id>")
@blp.etag
@blp.response(200, ProfileSchema)
@blp.alt_response(404, "NOT_FOUND")
def get_profile(profile_id: str):
    """One rule profile: everything the engine (and the PWA's JS engine) reads."""
    if profile_id not in profile_ids():
        abort(404, message=f"No profile {profile_id!r}; known: {', '.join(profile_ids())}.")
    try:
        return _one(profile_id)
    except MalformedInput:
        abort(404, message=f"No profile {profile_id!r}.")
