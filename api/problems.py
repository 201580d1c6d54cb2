"""Every error as RFC 9457 ``application/problem+json``.

A problem has ``type``, ``title``, ``status``, ``detail`` and ``request_id``. Every 422 has one
shape, whoever found the fault (the JSON guard, marshmallow, the rules engine, the sheet store):
``kind`` (``malformed`` | ``not-allowed`` | ``inconsistent``, also its ``type``), ``field`` (the
first field at fault, a dotted path such as ``premiums.0.name``; ``_schema`` for the body itself),
``value`` (what was sent there, when it is small enough to echo) and ``errors``, a map from field
paths to messages — at most ``MAX_ERROR_FIELDS`` of them, the number left out in
``errors_omitted``. A refusal of the rules engine adds ``code`` and ``params`` (its entry in the
message catalogue ``shared_rules/messages.json``) and ``message``, the catalogue's text for players
in German and English (``{"de": "Höchstens 70 Punkte.", "en": "At most 70 points."}``); ``detail``
and ``errors`` keep the engine's technical reason for developers.

Plain HTTP errors (404, 405, 413, …) use ``type: "about:blank"`` and the status phrase as title, as
the RFC suggests. No stack trace or exception text of an unexpected error ever leaves the server: it
is logged with the request id, and the client gets that id to quote.
"""

from collections.abc import Iterable, Mapping
from http import HTTPStatus
from typing import Any

from flask import Flask, Response, current_app, g, json, request
from sqlalchemy.exc import SQLAlchemyError
from werkzeug.exceptions import HTTPException, InternalServerError
from werkzeug.http import quote_etag
from werkzeug.wrappers import Response as BaseResponse

from shared_rules import RuleError
from shared_rules.messages import LANGS, MESSAGES, render

from . import jsonbody
from .db import outage
from .db.errors import Invalid, InvalidToken, StoreError, Unauthorized

PROBLEM_MIMETYPE = "application/problem+json"
#: headers to add to a problem (as ``Headers.extend`` takes them)
HeaderItems = Mapping[str, str] | Iterable[tuple[str, str]] | None
#: The kinds of 422: each is also a problem type (``/api/v1/problems/<kind>``).
KINDS = ("malformed", "not-allowed", "inconsistent")
PROBLEM_BASE = "/api/v1/problems/"

#: Problem types defined by this API (served as a catalogue at /api/v1/problems/<name>).
PROBLEM_TYPES = {
    "malformed": (
        "Malformed input",
        "A value cannot be read at all: wrong type, unknown name, bad notation.",
    ),
    "not-allowed": (
        "Not allowed",
        "Readable, but this profile or game does not allow it "
        "(a premium in Bettel, a switched-off game, too many Kontra levels).",
    ),
    "inconsistent": (
        "Inconsistent input",
        "Each field is fine alone, but together they contradict "
        "(won vs. declarer_points, sides not adding up to 210 thirds).",
    ),
    "rate-limited": (
        "Too many requests",
        "The anonymous rate limit was reached; see the RateLimit-* and Retry-After headers.",
    ),
    "database-unavailable": (
        "Database unavailable",
        "The database is down, restarting or too busy just now; nothing was changed by this "
        "request unless a later read shows it. Send it again after the time in Retry-After.",
    ),
    "api-key": (
        "Invalid API key",
        "The API key sent (X-Api-Key or Authorization: ApiKey) is unknown or revoked.",
    ),
}


def problem_type(name: str) -> str:
    return PROBLEM_BASE + name


def problem_body(
    status: int, title: str | None = None, detail: str | None = None, **extra: Any
) -> dict[str, Any]:
    body = {
        "type": extra.pop("type", "about:blank"),
        "title": title or HTTPStatus(status).phrase,
        "status": status,
        "detail": detail or HTTPStatus(status).description or HTTPStatus(status).phrase,
    }
    body.update(extra)
    request_id = g.get("request_id") if _has_request() else None
    if request_id:
        body["request_id"] = request_id
    return body


def problem_response(
    status: int,
    title: str | None = None,
    detail: str | None = None,
    headers: HeaderItems = None,
    **extra: Any,
) -> Response:
    body = problem_body(status, title, detail, **extra)
    response = current_app.response_class(
        json.dumps(body), status=status, mimetype=PROBLEM_MIMETYPE
    )
    if headers:
        response.headers.extend(headers)
    return response


def _has_request() -> bool:
    from flask import has_request_context

    return has_request_context()


# --- turning errors into problems ----------------------------------------------------------------

#: A 422 names at most this many fields (the first ones), each with at most MAX_MESSAGES messages:
#: 100,000 bad cards must not make a 6 MB answer.
MAX_ERROR_FIELDS = 20
MAX_MESSAGES = 3
MAX_TEXT = 300
#: ``value`` is echoed only when its JSON is at most this long (never a document, never a blob).
MAX_VALUE_JSON = 200
#: "No value to show" (``...``: JSON has no such value, so it can never be a real one).
_ABSENT = ...


def flatten_errors(messages: Any, prefix: str = "") -> dict[str, list[str]]:
    """marshmallow's nested error dict → ``{"premiums.0.name": ["..."]}``.

    >>> flatten_errors({"premiums": {0: {"name": ["Unknown premium."]}}, "game": ["Missing."]})
    {'premiums.0.name': ['Unknown premium.'], 'game': ['Missing.']}
    >>> flatten_errors({"_schema": ["Invalid input type."]})
    {'_schema': ['Invalid input type.']}
    >>> flatten_errors({"kontra": {"_schema": ["Bad."]}})
    {'kontra': ['Bad.']}
    """
    out: dict[str, list[str]] = {}
    if isinstance(messages, dict):
        for key, value in messages.items():
            if key == "_schema" and prefix:
                path = prefix
            else:
                path = f"{prefix}.{key}" if prefix else str(key)
            for k, v in flatten_errors(value, path).items():
                out.setdefault(k, []).extend(v)
    elif isinstance(messages, list | tuple):
        if all(isinstance(m, str) for m in messages):
            out[prefix or "_schema"] = list(messages)
        else:
            for item in messages:
                for k, v in flatten_errors(item, prefix).items():
                    out.setdefault(k, []).extend(v)
    else:
        out[prefix or "_schema"] = [str(messages)]
    return out


def safe_value(value: object) -> object:
    """``value`` if it may be echoed in a problem (small, JSON), else ``_ABSENT``.

    >>> safe_value("pagat"), safe_value(["Anna", "Anna"])
    ('pagat', ['Anna', 'Anna'])
    >>> safe_value("x" * 1000) is _ABSENT, safe_value({"id": "ooe-2023", "games": {}}) is _ABSENT
    (True, False)
    """
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError):
        return _ABSENT
    return value if len(text) <= MAX_VALUE_JSON else _ABSENT


def value_at(document: object, path: str) -> object:
    """The value at a dotted path of a JSON document, or ``_ABSENT``.

    >>> value_at({"premiums": [{"name": "fuchs"}]}, "premiums.0.name")
    'fuchs'
    >>> value_at({"a": 1}, "b") is _ABSENT
    True
    """
    node = document
    for part in path.split("."):
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return _ABSENT
    return node


def _clip(text: str, limit: int = MAX_TEXT) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def invalid_problem(
    errors: dict[str, list[str]], kind: str = "malformed", value: object = _ABSENT
) -> dict[str, Any]:
    """The one shape of every 422: ``kind``, ``field`` (the first), ``value`` where safe, ``errors``.

    Whoever found the fault — the JSON guard, marshmallow, the rules engine, the sheet store —
    the client reads it the same way.

    >>> body = invalid_problem({"cards.1": ["HK twice."], "cards.2": ["HK twice."]}, value="HK")
    >>> body["kind"], body["field"], body["value"], body["detail"]
    ('malformed', 'cards.1', 'HK', 'cards.1: HK twice. (and 1 more field)')
    """
    kind = kind if kind in KINDS else "malformed"
    if not errors:
        errors = {"_schema": ["Invalid input."]}
    fields = list(errors)
    shown = {
        _clip(f, 200): [_clip(str(m)) for m in errors[f][:MAX_MESSAGES]]
        for f in fields[:MAX_ERROR_FIELDS]
    }
    field = next(iter(shown))
    more = len(fields) - 1
    detail = f"{field}: {shown[field][0]}" + (
        f" (and {more} more field{'s' if more > 1 else ''})" if more else ""
    )
    extra: dict[str, Any] = {"kind": kind, "field": field}
    value = safe_value(value) if value is not _ABSENT else _ABSENT
    if value is not _ABSENT:
        extra["value"] = value
    extra["errors"] = shown
    if len(fields) > MAX_ERROR_FIELDS:
        extra["errors_omitted"] = len(fields) - MAX_ERROR_FIELDS
    return problem_body(422, PROBLEM_TYPES[kind][0], detail, type=problem_type(kind), **extra)


def validation_problem(messages: Any, document: object = _ABSENT) -> dict[str, Any]:
    """The problem for marshmallow/webargs messages; ``document`` is the body they are about."""
    if isinstance(messages, dict) and set(messages) <= {"json", "query", "headers", "view_args"}:
        # webargs nests by location; the body is the common case and needs no prefix.
        errors: dict[str, list[str]] = {}
        for location, errs in messages.items():
            errors.update(flatten_errors(errs, "" if location == "json" else location))
    else:
        errors = flatten_errors(messages)
    first = next(iter(errors), "_schema")
    if document is _ABSENT and _has_request():
        document = {"query": request.args.to_dict(), **(_body_dict())}
    return invalid_problem(errors, value=value_at(document, first))


def _body_dict() -> dict[str, Any]:
    body = jsonbody.cached(request)
    return body if isinstance(body, dict) else {}


def rule_problem(error: RuleError, prefix: str = "") -> dict[str, Any]:
    """The problem for an error raised by the rules engine (``prefix``: where its record sits),
    with its message for players (``code``, ``params``, ``message``)."""
    field = f"{prefix}.{error.field}" if prefix else error.field
    body = invalid_problem(
        {field: [error.reason]}, getattr(error, "kind", "malformed"), error.value
    )
    return body | rule_message(error)


def rule_message(error: object) -> dict[str, Any]:
    """``code``, ``params`` and the rendered ``message`` {de, en} of an engine error (or of the
    store's Invalid that carries one); nothing for an error without a catalogue code.

    >>> from shared_rules import MalformedInput
    >>> rule_message(MalformedInput("declarer_points", 211, "…", code="points.too_many"))
    {'code': 'points.too_many', 'params': {}, 'message': {'de': 'Höchstens 70 Punkte.', 'en': 'At most 70 points.'}}
    """
    extra = getattr(error, "extra", None) or {}
    code = getattr(error, "code", None) or extra.get("code")
    params = getattr(error, "params", None) or extra.get("params") or {}
    if not isinstance(code, str) or code not in MESSAGES:
        return {}
    return {
        "code": code,
        "params": params,
        "message": {lang: render(code, params, lang) for lang in LANGS},
    }


def body_problem(error: jsonbody.BodyError) -> dict[str, Any]:
    if error.status == 422 and error.field:
        return invalid_problem({error.field: [error.reason]})
    return problem_body(400, detail=error.reason)


def handle_http_exception(error: HTTPException) -> BaseResponse:
    if error.code is not None and error.code < 400:
        # 304 Not Modified and friends: no body, keep the headers (ETag) the raiser attached.
        return error.get_response()
    headers = [(k, v) for k, v in error.get_response().headers if k.lower() in ("allow",)]
    data = getattr(error, "data", None) or {}
    if error.code == 422 and ("messages" in data or "errors" in data):
        return send_problem(
            validation_problem(data.get("errors", data.get("messages"))), data.get("headers")
        )
    if error.code == 400 and "messages" in data:
        return problem_response(400, detail="The request body is not valid JSON.")
    if error.code in (400, 408, 415) and error.description != type(error).description:
        return problem_response(error.code, detail=error.description)  # our own words
    if error.code == 429:
        return problem_response(
            429,
            PROBLEM_TYPES["rate-limited"][0],
            f"Rate limit exceeded ({error.description}). Retry after the time in Retry-After.",
            headers=headers,
            type=problem_type("rate-limited"),
        )
    if error.code == 413:
        limit = request.max_content_length if _has_request() else None
        return problem_response(413, detail=f"The request body is larger than {limit} bytes.")
    if error.code == 500 or getattr(error, "original_exception", None) is not None:
        return handle_unexpected(getattr(error, "original_exception", None) or error)
    code = error.code or 500
    detail = data.get("message") or _safe_description(error)
    return problem_response(code, detail=detail, headers=headers)


def _safe_description(error: HTTPException) -> str:
    # Werkzeug's descriptions are fixed texts written for clients; never the exception message
    # of some internal error (those end up in handle_unexpected).
    return type(error).description or HTTPStatus(error.code or 500).phrase


def handle_rule_error(error: RuleError) -> Response:
    return send_problem(rule_problem(error))


def handle_store_error(error: StoreError) -> Response:
    """The sheet store's refusals: a 422 in the one shape, the others with their own type."""
    if isinstance(error, Invalid):
        errors = error.extra.get("errors") or {error.field: [error.reason]}
        return send_problem(invalid_problem(errors, error.kind, error.value) | rule_message(error))
    headers: dict[str, str] = {}
    if isinstance(error, Unauthorized):
        invalid = ', error="invalid_token"' if isinstance(error, InvalidToken) else ""
        headers["WWW-Authenticate"] = f'Bearer realm="tarock-sheet"{invalid}'
    extra = dict(error.extra)
    if "version" in extra:  # 412: the version the sheet is at
        headers["ETag"] = quote_etag(str(extra["version"]))
    return problem_response(
        error.status,
        error.title,
        error.detail,
        headers=headers,
        type=problem_type(error.slug),
        **extra,
    )


def _store_problem_types() -> None:
    """The store's error classes are problem types of their own (``/api/v1/problems/<slug>``)."""
    classes = list(StoreError.__subclasses__())
    while classes:
        cls = classes.pop()
        classes.extend(cls.__subclasses__())
        if cls is not Invalid:  # a 422 is typed by its kind
            PROBLEM_TYPES.setdefault(cls.slug, (cls.title, (cls.__doc__ or cls.title).strip()))


def handle_body_error(error: jsonbody.BodyError) -> Response:
    return send_problem(body_problem(error))


def send_problem(body: dict[str, Any], headers: HeaderItems = None) -> Response:
    response = current_app.response_class(
        json.dumps(body), body["status"], mimetype=PROBLEM_MIMETYPE
    )
    if headers:
        response.headers.extend(headers)
    return response


def handle_database_error(error: SQLAlchemyError) -> Response:
    """The database unavailable (api/db/outage.py says which errors): 503 + Retry-After and one
    log line without a stack trace. Any other database error is a bug: 500, stack in the log."""
    reason = outage.unavailable_reason(error)
    if reason is None:
        return handle_unexpected(error)
    current_app.logger.warning(
        "database unavailable: %s",
        reason,
        extra={
            "method": request.method if _has_request() else None,
            "path": request.path if _has_request() else None,
            "error": outage.describe(error),
        },
    )
    return problem_response(
        503,
        PROBLEM_TYPES["database-unavailable"][0],
        "The database cannot be reached or is too busy just now. "
        "Retry after the time in Retry-After.",
        headers={"Retry-After": str(outage.RETRY_AFTER_SECONDS)},
        type=problem_type("database-unavailable"),
    )


def handle_unexpected(error: BaseException) -> Response:
    current_app.logger.error(
        "unhandled exception on %s %s",
        request.method if _has_request() else "-",
        request.path if _has_request() else "-",
        exc_info=(type(error), error, error.__traceback__),
    )
    return problem_response(
        500,
        detail="An unexpected error occurred on the server. "
        "Quote the request_id when you report it.",
    )


def init_app(app: Flask) -> None:
    app.register_error_handler(HTTPException, handle_http_exception)
    _store_problem_types()
    # one error path: the engine's, the store's and the JSON guard's refusals become problems here
    app.register_error_handler(RuleError, handle_rule_error)
    app.register_error_handler(StoreError, handle_store_error)
    app.register_error_handler(jsonbody.BodyError, handle_body_error)
    app.register_error_handler(SQLAlchemyError, handle_database_error)
    app.register_error_handler(InternalServerError, handle_http_exception)
    app.register_error_handler(Exception, handle_unexpected)

    @app.get(PROBLEM_BASE + "<name>")
    def problem_type_doc(name: str) -> Response | dict[str, str]:
        """A short description of one of this API's problem types (the target of ``type``)."""
        if name not in PROBLEM_TYPES:
            return problem_response(404, detail=f"No problem type named {name!r}.")
        title, description = PROBLEM_TYPES[name]
        return {"type": problem_type(name), "title": title, "description": description}
