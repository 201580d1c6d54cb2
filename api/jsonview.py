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
from typing import Any, cast

import orjson
from flask import Request, Response, current_app, request
from flask.blueprints import BlueprintSetupState
from flask_smorest import Blueprint
from marshmallow import Schema, ValidationError, types
from webargs import core
from webargs.flaskparser import FlaskParser

from . import jsonbody


def serve_directly(blp: Blueprint, view: Callable[..., Any], body: Schema, answer: Schema) -> None:
    """Serve ``view`` (decorated by ``blp``'s ``arguments`` and ``response``) undecorated."""
    function = inspect.unwrap(view)
    parse = blp.ARGUMENTS_PARSER.parse
    load = _loader(blp.ARGUMENTS_PARSER, body)
    dump = answer.dump
    endpoint = view.__name__

    def direct(**view_args: Any) -> Response:
        req = request._get_current_object()  # type: ignore[attr-defined]  # once, not per use
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
    """The answer: ``document`` encoded by orjson (over ten times as quick as the json module on a
    settlement), compact and with a final newline as ``jsonify`` writes it; text in UTF-8 (as
    RFC 8259 §8.1 asks) where ``jsonify`` writes \\u escapes: the same JSON. A document orjson
    cannot encode (a number beyond 64 bits) goes through Flask's encoder."""
    try:
        data = orjson.dumps(document) + b"\n"
    except TypeError:
        # Flask's provider answers with app.response_class, typed as its sansio base
        return cast(Response, current_app.json.response(document))
    # the headers as ``response_class(data, mimetype="application/json")`` sets them, given at
    # once (not each looked up and set anew)
    headers = [("Content-Type", "application/json"), ("Content-Length", str(len(data)))]
    return current_app.response_class([data], headers=headers)
