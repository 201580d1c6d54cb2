"""A JSON POST view served in one call: the body read once, the answer encoded once.

flask-smorest documents a view by wrapping it (``@blp.arguments`` in webargs' parser,
``@blp.response`` in a dump and ``jsonify``, ``@blp.doc`` once more), and every request then
walks that chain of wrappers. For the stateless POST routes (settle, count, verify), whose bodies
the rules engine checks and whose answers are the engine's JSON-ready documents, the chain cost
more than the settlement itself (``make bench``). :func:`serve_directly` keeps the decorated view
for the OpenAPI document (nothing there changes: tests/api/test_openapi_snapshot.py) and serves
the route with the undecorated function instead, doing what the wrappers did:

* the body through the same JSON guard (api/jsonbody.py) and schema as ``@blp.arguments``, as
  webargs would load it (a missing body read as ``{}``), without webargs' own steps around it;
  a refusal is handed to webargs, and raised as webargs raises it;
* the answer through the documented schema's ``dump`` (``Verbatim``: the document itself),
  encoded once (:func:`json_response`), status 200.
"""

from __future__ import annotations

import functools
import inspect
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import orjson
from flask import Request, Response, current_app, request
from flask.blueprints import BlueprintSetupState
from flask.json.provider import JSONProvider
from flask_smorest import Blueprint
from marshmallow import Schema, ValidationError, types
from webargs import core
from webargs.flaskparser import FlaskParser
from werkzeug.routing import Rule

from . import jsonbody

#: ``app.extensions`` key of the routes served directly: path → :class:`Direct`
DIRECT = "tarock.direct"
#: the environ key of the error the view raised when the shortcut ran it (api/shortcut.py)
FAILED = "tarock.view_failed"


@dataclass(frozen=True)
class Direct:
    """A route's view in one call: ``load`` the body, call ``function``, ``dump`` its document.

    The Flask view of the route and the shortcut below Flask (api/shortcut.py) both use it."""

    rule: Rule  # its URL rule, as Flask matches it (its endpoint, for the metrics)
    load: Callable[[Request], Any]
    function: Callable[..., Any]
    dump: Callable[[Any], Any]


def serve_directly(
    blp: Blueprint,
    view: Callable[..., Any],
    body: Schema,
    answer: Schema,
    *,
    below_flask: bool = True,
) -> None:
    """Serve ``view`` (decorated by ``blp``'s ``arguments`` and ``response``) undecorated; with
    ``below_flask`` by the shortcut too where it can (a view that needs nothing of Flask's
    request context)."""
    function = inspect.unwrap(view)
    parse = blp.ARGUMENTS_PARSER.parse
    load = _loader(blp.ARGUMENTS_PARSER, body)
    dump = answer.dump
    endpoint = view.__name__

    def direct(**view_args: Any) -> Response:
        req = request._get_current_object()  # type: ignore[attr-defined]  # once, not per use
        failed = req.environ.get(FAILED)
        if failed is not None:  # the shortcut ran the view: its error, answered here
            raise failed
        try:
            args = load(req)
        except (ValidationError, json.JSONDecodeError, UnicodeDecodeError):
            # refused: as webargs refuses it (the body was read once, and is kept)
            args = parse(body, req, location="json")
        document = dump(function(args, **view_args))
        return json_response(document)

    direct.__name__ = direct.__qualname__ = endpoint
    direct.__doc__ = view.__doc__

    @blp.record
    def _replace_view(
        state: BlueprintSetupState,
    ) -> None:  # after the route's own registration (recorded first)
        name = f"{state.name_prefix}.{state.name}.{endpoint}".lstrip(".")
        state.app.view_functions[name] = direct
        for rule in state.app.url_map.iter_rules(name):
            if below_flask and not rule.arguments:  # no URL variables: served below Flask too
                routes = state.app.extensions.setdefault(DIRECT, {})
                routes[rule.rule] = Direct(rule, load, function, dump)


def _loader(parser: FlaskParser, body: Schema) -> Callable[[Request], Any]:
    """What ``parser.parse(body, request, location="json")`` does with a body ``body`` loads,
    without webargs' steps around it: the body through the JSON guard (a missing one is
    ``{}``), loaded by the schema with webargs' ``unknown`` for JSON bodies. A refusal
    (``ValidationError``) is left to webargs, whose error the API has always answered with; a
    parser that changes bodies before loading them (``pre_load``) is always left to webargs."""
    if type(parser).pre_load is not core.Parser.pre_load:
        return lambda req: parser.parse(body, req, location="json")
    unknown = parser.unknown
    if unknown == core._UNKNOWN_DEFAULT_PARAM:
        unknown = parser.DEFAULT_UNKNOWN_BY_LOCATION.get("json")
    schema_load = (
        functools.partial(body.load, unknown=cast(types.UnknownOption, unknown))
        if unknown
        else body.load
    )

    def load(req: Request) -> Any:
        doc = jsonbody.read(req)
        return schema_load({} if doc is jsonbody.NO_BODY else doc)

    return load


def json_response(document: object) -> Response:
    """The answer: ``document`` encoded once (:func:`encode`), status 200."""
    app = current_app._get_current_object()  # type: ignore[attr-defined]
    data = encode(document, app.json)
    # the headers as ``response_class(data, mimetype="application/json")`` sets them, given at
    # once (not each looked up and set anew)
    headers = [("Content-Type", "application/json"), ("Content-Length", str(len(data)))]
    return cast(Response, app.response_class([data], headers=headers))


def encode(document: object, provider: JSONProvider) -> bytes:
    """``document`` encoded by orjson (over ten times as quick as the json module on a
    settlement), compact and with a final newline as ``jsonify`` writes it; text in UTF-8 (as
    RFC 8259 §8.1 asks) where ``jsonify`` writes \\u escapes: the same JSON. A document orjson
    cannot encode (a number beyond 64 bits) goes through Flask's encoder (``provider``), as
    ``jsonify`` would write it."""
    try:
        return orjson.dumps(document) + b"\n"
    except TypeError:
        return cast(Response, provider.response(document)).get_data()
