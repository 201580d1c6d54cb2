"""API resources: one module per resource, each exposing ``blp`` (registered in api/__init__.py)."""

import flask_smorest
from flask import Response, request
from flask_smorest.exceptions import NotModified
from werkzeug.http import quote_etag


class Blueprint(flask_smorest.Blueprint):
    """flask-smorest's Blueprint, with a 304 that carries its ETag (RFC 9110 §15.4.5)."""

    def _check_not_modified(self, etag):
        if request.method in self.METHODS_CHECKING_NOT_MODIFIED and etag in request.if_none_match:
            response = Response(status=304, headers={"ETag": quote_etag(etag)})
            raise NotModified(response=response)
