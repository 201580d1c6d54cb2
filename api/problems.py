"""Every error as RFC 9457 ``application/problem+json``.

A problem has ``type``, ``title``, ``status``, ``detail`` and ``request_id``; validation problems add
``errors``: a map from the field's dotted path (``premiums.0.name``, ``cards.3``, ``_schema`` for the
record as a whole) to a list of messages. Errors found by the rules engine also carry ``kind``
(``malformed`` | ``not-allowed`` | ``inconsistent``), ``field`` and ``value``.

Plain HTTP errors (404, 405, 413, …) use ``type: "about:blank"`` and the status phrase as title, as
the RFC suggests. No stack trace or exception text of an unexpected error ever leaves the server: it
is logged with the request id, and the client gets that id to quote.
"""

from http import HTTPStatus

from flask import Flask, current_app, g, json, request
from werkzeug.exceptions import HTTPException, InternalServerError

from shared_rules import RuleError
from shared_rules.errors import json_safe

PROBLEM_MIMETYPE = "application/problem+json"
PROBLEM_BASE = "/api/v1/problems/"

#: Problem types defined by this API (served as a catalogue at /api/v1/problems/<name>).
PROBLEM_TYPES = {
    "validation": (
        "Invalid request",
        "The request body does not match the schema; `errors` maps each field path to messages.",
    ),
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
}


def problem_type(name: str) -> str:
    return PROBLEM_BASE + name


def problem_body(status: int, title: str | None = None, detail: str | None = None, **extra) -> dict:
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


def problem_response(status: int, title=None, detail=None, headers=None, **extra):
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


def flatten_errors(messages, prefix: str = "") -> dict[str, list[str]]:
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


def validation_problem(messages) -> dict:
    """The problem body for marshmallow/webargs validation messages (also used per batch record)."""
    if isinstance(messages, dict) and set(messages) <= {"json", "query", "headers", "view_args"}:
        # webargs nests by location; the body is the common case and needs no prefix.
        merged = {}
        for location, errs in messages.items():
            merged.update(flatten_errors(errs, "" if location == "json" else location))
        errors = merged
    else:
        errors = flatten_errors(messages)
    fields = ", ".join(sorted(errors))
    return problem_body(
        422,
        PROBLEM_TYPES["validation"][0],
        f"The request is not valid: {fields}.",
        type=problem_type("validation"),
        kind="malformed",
        errors=errors,
    )


def rule_problem(error: RuleError) -> dict:
    """The problem body for an error raised by the rules engine."""
    kind = getattr(error, "kind", "malformed")
    title, _ = PROBLEM_TYPES.get(kind, PROBLEM_TYPES["malformed"])
    return problem_body(
        422,
        title,
        f"{error.field}: {error.reason}",
        type=problem_type(kind if kind in PROBLEM_TYPES else "malformed"),
        kind=kind,
        field=error.field,
        value=json_safe(error.value),
        errors={error.field: [error.reason]},
    )


def handle_http_exception(error: HTTPException):
    if error.code is not None and error.code < 400:
        # 304 Not Modified and friends: no body, keep the headers (ETag) the raiser attached.
        return error.get_response()
    headers = [(k, v) for k, v in error.get_response().headers if k.lower() in ("allow",)]
    data = getattr(error, "data", None) or {}
    if error.code == 422 and ("messages" in data or "errors" in data):
        body = validation_problem(data.get("errors", data.get("messages")))
        response = current_app.response_class(json.dumps(body), 422, mimetype=PROBLEM_MIMETYPE)
        if data.get("headers"):
            response.headers.extend(data["headers"])
        return response
    if error.code == 400 and "messages" in data:
        return problem_response(400, detail="The request body is not valid JSON.")
    if error.code == 429:
        return problem_response(
            429,
            PROBLEM_TYPES["rate-limited"][0],
            f"Rate limit exceeded ({error.description}). Retry after the time in Retry-After.",
            headers=headers,
            type=problem_type("rate-limited"),
        )
    if error.code == 413:
        limit = current_app.config.get("MAX_CONTENT_LENGTH")
        return problem_response(413, detail=f"The request body is larger than {limit} bytes.")
    if error.code == 500 or getattr(error, "original_exception", None) is not None:
        return handle_unexpected(getattr(error, "original_exception", None) or error)
    code = error.code or 500
    detail = data.get("message") or _safe_description(error)
    return problem_response(code, detail=detail, headers=headers)


def _safe_description(error: HTTPException) -> str:
    # Werkzeug's descriptions are fixed texts written for clients; never the exception message
    # of some internal error (those end up in handle_unexpected).
    return type(error).description or HTTPStatus(error.code).phrase


def handle_rule_error(error: RuleError):
    body = rule_problem(error)
    return current_app.response_class(json.dumps(body), 422, mimetype=PROBLEM_MIMETYPE)


def handle_unexpected(error: BaseException):
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
    app.register_error_handler(RuleError, handle_rule_error)
    app.register_error_handler(InternalServerError, handle_http_exception)
    app.register_error_handler(Exception, handle_unexpected)

    @app.get(PROBLEM_BASE + "<name>")
    def problem_type_doc(name: str):
        """A short description of one of this API's problem types (the target of ``type``)."""
        if name not in PROBLEM_TYPES:
            return problem_response(404, detail=f"No problem type named {name!r}.")
        title, description = PROBLEM_TYPES[name]
        return {"type": problem_type(name), "title": title, "description": description}
