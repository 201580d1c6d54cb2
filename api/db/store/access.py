"""Who may do what with a sheet: bearer tokens, stored hashed, and If-Match on its version.

A wrong token and a missing sheet get the same answer after the same hash comparison, so a token
cannot be used to probe which sheets exist.

>>> check_if_match(3, {2, 3})
>>> check_if_match(4, 3)
Traceback (most recent call last):
...
api.db.errors.PreconditionFailed: If-Match names version 3; the sheet is at version 4. ...
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
import uuid
from collections.abc import Collection

from ..errors import (
    Forbidden,
    Invalid,
    InvalidToken,
    PreconditionFailed,
    SheetExists,
    Unauthorized,
)
from ..models import Round, Sheet

_DUMMY_HASH = hashlib.sha256(b"no such sheet").hexdigest()


def hash_token(token: str) -> str:
    """Tokens are 256-bit random secrets: a plain SHA-256 is enough to store them."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(32)


def require_token(token: str | None) -> str:
    """The token, or 401: a sheet is opened by nothing else."""
    if not token:
        raise Unauthorized("Send the sheet's edit or view token as 'Authorization: Bearer …'.")
    return token


def sheet_key(sheet_id: object) -> str | None:
    """The canonical form of a sheet id, None if it cannot be one."""
    try:
        return str(uuid.UUID(str(sheet_id)))
    except ValueError:
        return None


def check_token(sheet: Sheet | None, token: str, *, write: bool) -> Sheet:
    """``sheet`` if ``token`` opens it (the edit token for a write), else the error to answer."""
    opens(sheet, token, write=write, what="sheet")
    assert sheet is not None  # opens refused None
    return sheet


def opens(held: Sheet | Round | None, token: str, *, write: bool, what: str) -> None:
    """Raise unless ``token`` opens ``held`` (a sheet or a round; its edit token for a write)."""
    digest = hash_token(token)
    if held is None:
        hmac.compare_digest(digest, _DUMMY_HASH)
        raise InvalidToken(f"This token does not open a {what} with this id.")
    edit = hmac.compare_digest(digest, held.edit_token_hash)
    view = hmac.compare_digest(digest, held.view_token_hash)
    if not (edit or view):
        raise InvalidToken(f"This token does not open a {what} with this id.")
    if write and not edit:
        raise Forbidden(f"The view token can read this {what} but not change it.")


def round_role(held: Round, token: str) -> str | None:
    """ "edit" or "view" for a token that opens the round, else None."""
    digest = hash_token(token)
    if hmac.compare_digest(digest, held.edit_token_hash):
        return "edit"
    if hmac.compare_digest(digest, held.view_token_hash):
        return "view"
    return None


def check_if_match(version: int, if_match: int | Collection[int] | None) -> None:
    """If-Match names the sheet versions the client expects; None means no precondition."""
    if if_match is None:
        return
    accepted = {if_match} if isinstance(if_match, int) else set(if_match)
    if version not in accepted:
        raise PreconditionFailed(
            f"If-Match names version {', '.join(map(str, sorted(accepted))) or '?'}; the sheet "
            f"is at version {version}. Pull /changes, merge by entry id (higher revision "
            "wins) and retry.",
            version=version,
        )


#: a token chosen by a client (an offline-created sheet) must be as hard to guess as ours:
#: 256 random bits in base64url are exactly 43 characters (what ``new_token`` and the PWA make)
CLIENT_TOKEN = re.compile(r"[A-Za-z0-9_-]{43}")
BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
#: A token of 43 random base64url characters has about 31.5 different ones; 15 or fewer happen
#: with probability < 1e-13 (2**-43), a period of at most 21 characters (the token is a shorter
#: pattern repeated) with < 2**-131, twelve or more steps to the next character of the alphabet
#: ("ABCDEF…") with < 3e-12 (2**-38): together a real random token is refused with a
#: probability below 3e-12, while every made-up one of these kinds is refused.
MIN_DISTINCT = 16
MAX_PERIOD = 21
MAX_STEPS = 11
VIEW_TOKEN_PREFIX = "tarock-view-token:"
#: a round's view token is derived alike, under its own prefix (a sheet's and a round's tokens
#: never open each other's)
ROUND_VIEW_TOKEN_PREFIX = "tarock-round-view-token:"


def view_token_of(edit_token: str, prefix: str = VIEW_TOKEN_PREFIX) -> str:
    """The view token of an edit token: base64url (no padding) of SHA-256("tarock-view-token:" +
    edit token). A view link can be checked against its edit token, never turned back into it.

    >>> view_token_of("x" * 43) == view_token_of("x" * 43) != view_token_of("y" * 43)
    True
    >>> len(view_token_of(new_token()))
    43
    """
    digest = hashlib.sha256((prefix + edit_token).encode("utf-8", "surrogatepass"))
    return base64.urlsafe_b64encode(digest.digest()).rstrip(b"=").decode("ascii")


def low_entropy(token: str) -> str | None:
    """Why a 43-character token is not a random secret (None when it can be one).

    >>> low_entropy("A" * 43), low_entropy("abcd" * 10 + "abc")
    ('too few different characters', 'too few different characters')
    >>> low_entropy(("ABCDEFGHIJKLMNOPQR" * 3)[:43])
    'a repeated pattern'
    >>> low_entropy(BASE64URL[:43]), low_entropy(new_token())
    ('a run of the alphabet', None)
    """
    if len(set(token)) < MIN_DISTINCT:
        return "too few different characters"
    if any(token[p:] == token[:-p] for p in range(1, MAX_PERIOD + 1)):
        return "a repeated pattern"
    order = {c: i for i, c in enumerate(BASE64URL)}
    steps = sum(1 for a, b in zip(token, token[1:], strict=False) if order[b] == order[a] + 1)
    if steps > MAX_STEPS:
        return "a run of the alphabet"
    return None


def check_client_token(token: object, field: str) -> str:
    """A client-chosen edit token: 256 random bits, base64url (43 characters), not made up."""
    if not isinstance(token, str) or not CLIENT_TOKEN.fullmatch(token):
        raise Invalid(
            field,
            None,  # never echo a secret
            "a sheet token is 43 characters of A-Z, a-z, 0-9, '-' and '_' "
            "(256 random bits, base64url)",
        )
    weak = low_entropy(token)
    if weak is not None:
        raise Invalid(field, None, f"not a random secret ({weak}): make it of 256 random bits")
    return token


def check_view_token(
    view_token: object,
    edit_token: str,
    field: str = "view_token",
    prefix: str = VIEW_TOKEN_PREFIX,
) -> None:
    """The view token of a new sheet must be the one derived from its edit token: a reader who
    knows only the view link cannot create the sheet first under a token of his own."""
    if not isinstance(view_token, str) or not hmac.compare_digest(
        view_token.encode("utf-8", "surrogatepass"),
        view_token_of(edit_token, prefix).encode("ascii"),
    ):
        what = "round" if prefix == ROUND_VIEW_TOKEN_PREFIX else "sheet"
        raise Invalid(
            field,
            None,
            f"the view token of a new {what} is base64url(SHA-256('{prefix}' + edit "
            "token)), without padding",
            kind="inconsistent",
        )


def same_sheet(stored: Sheet, asked: Sheet) -> None:
    """A repeated PUT must carry the same edit token and settings as the one that created it."""
    if not hmac.compare_digest(stored.edit_token_hash, asked.edit_token_hash):
        raise SheetExists(
            f"A sheet with id {stored.id} exists and was created with another token; "
            "choose a new id.",
        )
    fields = (
        "title",
        "players",
        "first_dealer",
        "profile_id",
        "house_rules",
        "cents_per_point",
        "stake",
        "continues",
        "carry",
    )
    differing = [f for f in fields if getattr(stored, f) != getattr(asked, f)]
    if differing or stored.view_token_hash != asked.view_token_hash:
        raise SheetExists(
            f"Sheet {stored.id} was already created with other settings "
            f"({', '.join(differing) or 'view_token'}); a sheet's settings never change.",
        )
