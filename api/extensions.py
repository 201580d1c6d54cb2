"""flask-smorest adapted to this API: every error response documented as RFC 9457
``application/problem+json`` (the handlers themselves live in api/problems.py)."""

import http
from typing import NoReturn

import flask_smorest
from flask_smorest.utils import prepare_response
from werkzeug.exceptions import HTTPException

from .problems import PROBLEM_MIMETYPE
from .schemas.settlement import ProblemSchema


class Api(flask_smorest.Api):
    ERROR_SCHEMA = ProblemSchema

    def _register_responses(self) -> None:
        for status in http.HTTPStatus:
            response: dict[str, object] = {"description": status.phrase}
            content_type = self.DEFAULT_RESPONSE_CONTENT_TYPE
            if status >= 400:
                response["schema"] = self.ERROR_SCHEMA
                content_type = PROBLEM_MIMETYPE
            prepare_response(response, self.spec, content_type)
            self.spec.components.response(status.name, response, lazy=True)
        error: dict[str, object] = {
            "description": "Error (RFC 9457 problem)",
            "schema": self.ERROR_SCHEMA,
        }
        prepare_response(error, self.spec, PROBLEM_MIMETYPE)
        self.spec.components.response(self.DEFAULT_ERROR_RESPONSE_NAME, error, lazy=True)

    def handle_http_exception(
        self, error: HTTPException
    ) -> NoReturn:  # replaced by api.problems handlers
        raise error  # pragma: no cover
