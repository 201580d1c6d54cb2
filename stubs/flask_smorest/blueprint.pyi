# flask-smorest's Blueprint (see __init__.pyi): every decorator returns the view it was given.

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import flask
from flask import Flask
from marshmallow import Schema
from webargs.flaskparser import FlaskParser

from . import Api

_View = TypeVar("_View", bound=Callable[..., Any])
_SchemaArg = type[Schema] | Schema

class Blueprint(flask.Blueprint):
    ARGUMENTS_PARSER: FlaskParser
    METHODS_CHECKING_NOT_MODIFIED: list[str]
    description: str
    #: endpoint -> method (or "parameters") -> what each decorator documented
    _docs: dict[str, dict[str, Any]]
    def __init__(
        self, name: str, import_name: str, *args: Any, description: str = "", **kwargs: Any
    ) -> None: ...
    def route(
        self,
        rule: str,
        *,
        parameters: list[Any] | None = None,
        tags: list[str] | None = None,
        **options: Any,
    ) -> Callable[[_View], _View]: ...
    def arguments(
        self,
        schema: _SchemaArg,
        *,
        location: str = "json",
        content_type: str | None = None,
        required: bool = True,
        description: str | None = None,
        example: Any = None,
        examples: Mapping[str, Any] | None = None,
        **kwargs: Any,
    ) -> Callable[[_View], _View]: ...
    def response(
        self,
        status_code: int | str,
        schema: _SchemaArg | str | None = None,
        *,
        content_type: str | None = None,
        description: str | None = None,
        example: Any = None,
        examples: Mapping[str, Any] | None = None,
        headers: Mapping[str, Any] | None = None,
    ) -> Callable[[_View], _View]: ...
    def alt_response(
        self,
        status_code: int | str,
        response: str | None = None,
        *,
        schema: _SchemaArg | str | None = None,
        content_type: str | None = None,
        description: str | None = None,
        example: Any = None,
        examples: Mapping[str, Any] | None = None,
        headers: Mapping[str, Any] | None = None,
        success: bool = False,
    ) -> Callable[[_View], _View]: ...
    @staticmethod
    def doc(**kwargs: Any) -> Callable[[_View], _View]: ...
    # as a bare decorator (``@blp.etag``); ``etag(schema)`` is not used here
    def etag(self, obj: _View) -> _View: ...
    def check_etag(self, etag_data: Any, etag_schema: _SchemaArg | None = None) -> None: ...
    def set_etag(self, etag_data: Any, etag_schema: _SchemaArg | None = None) -> None: ...
    def _check_not_modified(self, etag: str) -> None: ...
    def register_views_in_doc(
        self, api: Api, app: Flask, spec: Any, *, name: str, parameters: list[Any] | None
    ) -> None: ...
