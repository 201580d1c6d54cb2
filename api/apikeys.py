"""API keys: a third-party app counted under its own rate limit instead of its address's.

An operator issues keys from the command line::

    flask --app api keys create --name club-website --limit "3000 per minute"
    flask --app api keys list
    flask --app api keys revoke club-website

``create`` prints the key once (``tk_`` + 43 characters, 256 random bits); only its SHA-256 is
stored (table ``api_keys``). A request sends it as ``Authorization: ApiKey <key>`` or as
``X-Api-Key: <key>``: the sheet routes take the sheet's token in ``Authorization: Bearer …``, so
there the key travels in ``X-Api-Key`` (both headers may carry the same key; two different keys
are refused).

A known, unrevoked key puts the request under the key's limit (``limits`` syntax, several joined by
``;``), counted per key across every API route, in the same ``limits`` storage as the anonymous
limits (``RATELIMIT_STORAGE_URI``: Redis shares it between instances). Each request looks the key
up in the database, so a revoked key is refused at once by every instance. An unknown or revoked
key is a 401 problem (type ``api-key``), counted first under the address like an anonymous request,
so guessing keys is rate-limited too. A request without a key is anonymous, as before.

The key itself is never logged, never put in a metric or a problem: logs and ``/metrics``
(``tarock_api_key_requests_total{key, status}``) name the key by its ``name``.

>>> key = new_key()
>>> key.startswith("tk_"), len(key), len(key_hash(key)), key_hash(key) == key_hash(key)
(True, 46, 64, True)
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

import click
from flask import Flask, Response, current_app, request
from flask.cli import AppGroup
from flask.ctx import _AppCtxGlobals
from limits import RateLimitItem, parse_many
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session

from . import metrics
from .db import get_store
from .db.models import ApiKey
from .problems import problem_response, problem_type

PREFIX = "tk_"
HEADER = "X-Api-Key"
SCHEME = "ApiKey"
_SCHEME_LOWER = SCHEME.lower()
_HEADER_ENVIRON = "HTTP_" + HEADER.upper().replace("-", "_")  # where WSGI puts X-Api-Key
_HASHED = "tarock-api-key:"
#: a key's name: shown in logs and as a metrics label, so plain and short
NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:@-]{0,99}$")
#: ``security_scheme`` of the OpenAPI document
SECURITY_SCHEME = {
    "type": "apiKey",
    "in": "header",
    "name": HEADER,
    "description": "An API key issued by the operator (`flask --app api keys create`): the "
    "request counts under the key's own rate limit instead of the client address's. Send it as "
    "`X-Api-Key: <key>` (every route, sheet routes included, whose `Authorization` carries the "
    "sheet token) or as `Authorization: ApiKey <key>`. An unknown or revoked key is a 401 "
    "problem; without a key a client is anonymous (limited per address and route).",
}


@dataclass(frozen=True)
class Key:
    """A valid key as a request sees it (never the key itself)."""

    id: int
    name: str
    rate_limit: str

    @property
    def items(self) -> tuple[RateLimitItem, ...]:
        return limit_items(self.rate_limit)


@lru_cache(maxsize=1024)
def limit_items(text: str) -> tuple[RateLimitItem, ...]:
    """The parsed limits of ``text``, shortest window first (as the anonymous ones)."""
    return tuple(sorted(parse_many(text), key=lambda item: item.get_expiry()))


def new_key() -> str:
    return PREFIX + secrets.token_urlsafe(32)


def key_hash(key: str) -> str:
    return hashlib.sha256((_HASHED + key).encode("utf-8", "surrogatepass")).hexdigest()


class TwoKeys(ValueError):
    """``Authorization: ApiKey`` and ``X-Api-Key`` carry different keys."""


def sent_key(environ: Mapping[str, Any] | None = None) -> str | None:
    """The key the request (its WSGI ``environ``; the current request's by default) carries, if
    any (raises ``TwoKeys``). The headers are read from the environ as ``request.headers`` reads
    them."""
    if environ is None:
        environ = request.environ
    authorization = environ.get("HTTP_AUTHORIZATION")
    if authorization is None and environ.get(_HEADER_ENVIRON) is None:
        return None  # most requests: anonymous
    scheme, _, value = (authorization or "").strip().partition(" ")
    in_authorization = value.strip() if scheme.lower() == _SCHEME_LOWER else None
    in_header = environ.get(_HEADER_ENVIRON)
    in_header = in_header.strip() if in_header is not None else None
    if in_authorization is not None and in_header is not None and in_authorization != in_header:
        raise TwoKeys()
    return in_authorization if in_authorization is not None else in_header


# --- the table --------------------------------------------------------------------------------


def find(key: str) -> Key | None:
    """The unrevoked key ``key`` (one index read), else None."""
    with Session(get_store().engine) as session:
        row = session.execute(
            select(ApiKey.id, ApiKey.name, ApiKey.rate_limit).where(
                ApiKey.key_hash == key_hash(key), ApiKey.revoked_at.is_(None)
            )
        ).first()
    return Key(row.id, row.name, row.rate_limit) if row is not None else None


def create(name: str, rate_limit: str) -> str:
    """Store a new key under ``name``; returns the key (the only time it is seen)."""
    key = new_key()
    with Session(get_store().engine) as session, session.begin():
        session.add(ApiKey(name=name, key_hash=key_hash(key), rate_limit=rate_limit))
    return key


def revoke(name: str) -> bool:
    """Revoke the key named ``name``; False if there is no such unrevoked key."""
    with Session(get_store().engine) as session, session.begin():
        row = session.scalars(
            select(ApiKey).where(ApiKey.name == name, ApiKey.revoked_at.is_(None))
        ).first()
        if row is None:
            return False
        row.revoked_at = datetime.now(UTC)
    return True


def listing() -> list[ApiKey]:
    with Session(get_store().engine, expire_on_commit=False) as session:
        return list(session.scalars(select(ApiKey).order_by(ApiKey.id)))


# --- requests ---------------------------------------------------------------------------------


def identify(environ: Mapping[str, Any], context: _AppCtxGlobals) -> Response | None:
    """Before the rate limit, for a request of an API blueprint: a valid key in
    ``context.api_key``, a refused one remembered (``refusal`` answers it after the rate limit
    counted it); a 503 problem when the keys cannot be looked up. The one before-request hook
    (api/request_hooks.py) calls this."""
    try:
        key = sent_key(environ)
    except TwoKeys:
        context.api_key_refused = "Two different API keys were sent (Authorization and X-Api-Key)."
        return None
    if key is None:
        return None
    try:
        found = find(key)
    except SQLAlchemyError:
        current_app.logger.warning("API key lookup failed: database unreachable")
        unavailable: Response = problem_response(  # (api/problems.py: untyped)
            503,
            detail="API keys cannot be checked right now; retry, or call without a key.",
            headers={"Retry-After": "5"},
        )
        return unavailable
    if found is None:
        context.api_key_refused = "This API key is unknown or revoked."
    else:
        context.api_key = found
    return None


def refusal(context: _AppCtxGlobals) -> Response | None:
    """After the rate limit (a wrong key counts under its address): 401 for a refused key."""
    detail = context.get("api_key_refused")
    if detail is None:
        return None
    refused: Response = problem_response(  # (api/problems.py: untyped)
        401,
        "Invalid API key",
        detail + " Send a key issued by the operator, or none to be an anonymous client.",
        headers={"WWW-Authenticate": f'{SCHEME} realm="tarock"'},
        type=problem_type("api-key"),
    )
    return refused


def count_use(context: _AppCtxGlobals, status: int) -> None:
    """After the answer: count a request made with a valid key, by the key's name."""
    key = context.get("api_key")
    if key is not None:
        metrics.api_key_used(key.name, status)


# --- the command line -------------------------------------------------------------------------

keys_cli = AppGroup("keys", help="API keys of third-party apps (their own rate limits).")


def _valid_limit(_ctx: click.Context, _param: click.Parameter, value: str) -> str:
    try:
        limit_items(value)
    except ValueError as error:
        raise click.BadParameter(
            f'{error} (e.g. "3000 per minute" or "50 per second; 3000 per hour")'
        ) from None
    return value


def _valid_name(_ctx: click.Context, _param: click.Parameter, value: str) -> str:
    if not NAME.match(value):
        raise click.BadParameter("1–100 of A-Z a-z 0-9 . _ : @ -, starting with a letter or digit")
    return value


@keys_cli.command("create")
@click.option("--name", required=True, callback=_valid_name, help="Who the key is for.")
@click.option(
    "--limit", "rate_limit", required=True, callback=_valid_limit, help='e.g. "3000 per minute"'
)
def create_command(name: str, rate_limit: str) -> None:
    """Issue a key; it is printed once (only its hash is stored)."""
    try:
        key = create(name, rate_limit)
    except IntegrityError:
        raise click.ClickException(f"a key named {name!r} exists already") from None
    click.echo(key)


@keys_cli.command("list")
def list_command() -> None:
    """The keys: name, limit, created, revoked (never the keys themselves)."""
    for row in listing():
        revoked = row.revoked_at.isoformat(timespec="seconds") if row.revoked_at else "active"
        created = row.created_at.isoformat(timespec="seconds")
        click.echo(f"{row.name}\t{row.rate_limit}\t{created}\t{revoked}")


@keys_cli.command("revoke")
@click.argument("name")
def revoke_command(name: str) -> None:
    """Revoke the key NAME: refused at once by every instance."""
    if not revoke(name):
        raise click.ClickException(f"no active key named {name!r}")
    click.echo(f"revoked {name}")


def init_cli(app: Flask) -> None:
    app.cli.add_command(keys_cli)
