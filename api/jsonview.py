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
* the answer through the documented schema's ``dump`` (``Verbatim``: the document itself) and
  encoded as Flask's ``jsonify`` encodes it (compact, ASCII, keys in order, a final newline),
  status 200.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable

from flask import current_app, request
from flask.json.provider import _default
from flask_smorest import Blueprint
from marshmallow import Schema

#: Flask's DefaultJSONProvider as this app configures it (``sort_keys`` off, not in debug)
_ENCODER = json.JSONEncoder(ensure_ascii=True, separators=(",", ":"), default=_default)


def serve_directly(blp: Blueprint, view: Callable, body: Schema, answer: Schema) -> None:
    """Serve ``view`` (decorated by ``blp``'s ``arguments`` and ``response``) undecorated."""
    function = inspect.unwrap(view)
    parse = blp.ARGUMENTS_PARSER.parse
    dump = answer.dump
    endpoint = view.__name__

    def direct(**view_args):
        document = dump(function(parse(body, request, location="json"), **view_args))
        return json_response(document)

    direct.__name__ = direct.__qualname__ = endpoint
    direct.__doc__ = view.__doc__

    @blp.record
    def _replace_view(state) -> None:  # after the route's own registration (recorded first)
        name = f"{state.name_prefix}.{state.name}.{endpoint}".lstrip(".")
        state.app.view_functions[name] = direct


def json_response(document: object):
    """``jsonify(document)``, byte for byte, without its per-call keyword handling."""
    app = current_app
    provider = app.json
    if (
        getattr(provider, "sort_keys", None) is False
        and getattr(provider, "ensure_ascii", None) is True
        and getattr(provider, "compact", None) is None
        and not app.debug
    ):
        text = _ENCODER.encode(document) + "\n"
        return app.response_class(text, mimetype="application/json")
    return provider.response(document)  # another configuration: Flask's own way
