"""A JSON POST view served in one call: the body read once, the answer encoded once.

flask-smorest documents a view by wrapping it (``@blp.arguments`` in webargs' parser,
``@blp.response`` in a dump and ``jsonify``, ``@blp.doc`` once more), and every request then
walks that chain of wrappers. For the stateless POST routes (settle, count, verify), whose bodies
the rules engine checks and whose answers are the engine's JSON-ready documents, the chain cost
more than the settlement itself (``make bench``). :func:`serve_directly` keeps the decorated view
for the OpenAPI document (nothing there changes: tests/api/test_openapi_snapshot.py) and serves
the route with the undecorated function instead, doing what the wrappers did:

* the body through the same parser and schema as ``@blp.arguments`` (the JSON guard of
  api/jsonbody.py, a missing body read as ``{}``, a refusal raised as webargs raises it);
* the answer through the documented schema's ``dump`` (``Verbatim``: the document itself),
  encoded once (:func:`json_response`), status 200.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, cast

import orjson
from flask import Response, current_app, request
from flask.blueprints import BlueprintSetupState
from flask_smorest import Blueprint
from marshmallow import Schema


def serve_directly(blp: Blueprint, view: Callable[..., Any], body: Schema, answer: Schema) -> None:
    """Serve ``view`` (decorated by ``blp``'s ``arguments`` and ``response``) undecorated."""
    function = inspect.unwrap(view)
    parse = blp.ARGUMENTS_PARSER.parse
    dump = answer.dump
    endpoint = view.__name__

    def direct(**view_args: Any) -> Response:
        req = request._get_current_object()  # type: ignore[attr-defined]  # once, not per use
        document = dump(function(parse(body, req, location="json"), **view_args))
        return json_response(document)

    direct.__name__ = direct.__qualname__ = endpoint
    direct.__doc__ = view.__doc__

    @blp.record
    def _replace_view(
        state: BlueprintSetupState,
    ) -> None:  # after the route's own registration (recorded first)
        name = f"{state.name_prefix}.{state.name}.{endpoint}".lstrip(".")
        state.app.view_functions[name] = direct


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
    return current_app.response_class(data, mimetype="application/json")
