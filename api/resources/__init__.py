"""API resources: one module per resource, each exposing ``blp`` (registered in api/__init__.py)."""

from collections.abc import Callable
from typing import Any, TypeVar

import flask_smorest
from flask import Flask, Request, Response, request
from flask.blueprints import BlueprintSetupState
from flask_smorest.exceptions import NotModified
from marshmallow import Schema
from webargs import core
from webargs.flaskparser import FlaskParser
from werkzeug.http import quote_etag

from .. import jsonbody
from ..schemas.families import ByFamily, component_name, request_body, response_body

_View = TypeVar("_View", bound=Callable[..., Any])


class GuardedParser(FlaskParser):
    """webargs reads JSON bodies through the API's guard (api/jsonbody.py), once per request."""

    def _raw_load_json(self, req: Request) -> Any:
        body = jsonbody.read(req)
        return core.missing if body is jsonbody.NO_BODY else body


class Blueprint(flask_smorest.Blueprint):
    """flask-smorest's Blueprint: bodies read by the JSON guard, a 304 that carries its ETag
    (RFC 9110 §15.4.5) and compares weakly (§13.1.2), an ``operationId`` on every operation."""

    ARGUMENTS_PARSER = GuardedParser()

    def _check_not_modified(self, etag: str) -> None:
        if (
            request.method in self.METHODS_CHECKING_NOT_MODIFIED
            and request.if_none_match.contains_weak(etag)
        ):
            response = Response(status=304, headers={"ETag": quote_etag(etag)})
            raise NotModified(response=response)

    def api_of(self, state: BlueprintSetupState) -> flask_smorest.Api | None:
        """The Api this blueprint is registered with (None when registered on a bare app)."""
        api: flask_smorest.Api | None = state.app.extensions["flask-smorest"][
            "blp_name_to_api"
        ].get(self.name)
        return api

    def document_security(self, name: str, scheme: dict[str, Any]) -> None:
        """The security scheme ``name`` in the OpenAPI document of the Api this blueprint joins
        (once, whichever blueprint names it first)."""

        def record(state: BlueprintSetupState) -> None:
            api = self.api_of(state)
            if api is not None and name not in api.spec.components.security_schemes:
                api.spec.components.security_scheme(name, scheme)

        self.record_once(record)

    def document_components(self, shapes: tuple[type[Schema], ...]) -> None:
        """``shapes`` as named schemas of the OpenAPI document (a ``oneOf``/``anyOf`` names them)."""

        def record(state: BlueprintSetupState) -> None:
            api = self.api_of(state)
            if api is None:
                return
            for shape in shapes:
                if component_name(shape) not in api.spec.components.schemas:
                    api.spec.components.schema(component_name(shape), schema=shape)

        self.record_once(record)

    def family_post(
        self,
        rule: str,
        body: type[ByFamily],
        *,
        example: object,
        about: str,
        answer: type[Schema],
        shapes: tuple[type[Schema], ...],
    ) -> Callable[[_View], _View]:
        """A POST whose body and answer take the shape of the profile's game family: the body
        loaded by ``body`` (a ``ByFamily``), documented as ``oneOf`` its shapes with ``about``,
        the answer as ``anyOf`` ``shapes`` (``answer`` is what flask-smorest dumps)."""

        def decorate(view: _View) -> _View:
            view = self.doc(**request_body(body, about), **response_body(200, *shapes))(view)
            view = self.response(200, answer)(view)
            view = self.arguments(body(), example=example)(view)
            return self.route(rule, methods=["POST"])(view)

        return decorate

    def register_views_in_doc(
        self,
        api: flask_smorest.Api,
        app: Flask,
        spec: Any,  # an apispec.APISpec (apispec has no types)
        *,
        name: str,
        parameters: list[Any] | None,
    ) -> None:
        # operationId = the view function's name (unique across the API, checked by the tests)
        for endpoint, methods in self._docs.items():
            for method, doc in methods.items():
                if method != "parameters":
                    manual = doc.setdefault("manual_doc", {})
                    manual.setdefault("operationId", _camel(endpoint))
        super().register_views_in_doc(api, app, spec, name=name, parameters=parameters)


def _camel(name: str) -> str:
    """``put_entry`` → ``putEntry``."""
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)
