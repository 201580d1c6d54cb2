# Type stubs for the part of flask-smorest 0.47 this project uses (the package ships none): the
# decorators keep the type of the view they wrap, so typed views stay typed (mypy --strict).
# A name not declared here is an error to mypy: declare it when the code starts to use it.

from collections.abc import Mapping
from typing import Any

from flask import Flask
from marshmallow import Schema
from webargs.flaskparser import abort as abort
from werkzeug.exceptions import HTTPException

from .blueprint import Blueprint as Blueprint

class Api:
    DEFAULT_ERROR_RESPONSE_NAME: str
    DEFAULT_RESPONSE_CONTENT_TYPE: str
    ERROR_SCHEMA: type[Schema]
    #: an apispec.APISpec (apispec has no types)
    spec: Any
    config_prefix: str
    def __init__(
        self,
        app: Flask | None = None,
        *,
        spec_kwargs: Mapping[str, Any] | None = None,
        config_prefix: str = "",
    ) -> None: ...
    def init_app(self, app: Flask, *, spec_kwargs: Mapping[str, Any] | None = None) -> None: ...
    def register_blueprint(
        self, blp: Blueprint, *, parameters: list[Any] | None = None, **options: Any
    ) -> None: ...
    def _register_responses(self) -> None: ...
    def handle_http_exception(self, error: HTTPException) -> Any: ...
