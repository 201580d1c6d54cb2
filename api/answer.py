"""The app's response class: headers handed to the server without a copy when nothing needs
fixing.

werkzeug copies every response's header list before it goes out (``get_wsgi_headers``), checking
each of the dozen values again, to fix what most answers never have: a relative ``Location``, a
``Content-Location``, a ``Content-Length`` to add or one that a 1xx, 204 or 304 must not carry.
An answer without any of those, whose length is known, goes out with its own headers here, as
they are (the copy would be equal): a tenth of what a POST /settle spends outside its view.
Anything else takes werkzeug's way.

>>> from api.pwa import SubresourceResponse
>>> Answer.force_type(SubresourceResponse("x")).document
False

>>> answer = Answer(b'{"ok":true}', mimetype="application/json")
>>> answer.get_wsgi_headers({}) is answer.headers
True
>>> redirect = Answer("", status=302, headers={"Location": "/x"})
>>> redirect.get_wsgi_headers({"wsgi.url_scheme": "http", "HTTP_HOST": "h"})["Location"]
'/x'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from flask import Response
from werkzeug.datastructures import Headers
from werkzeug.wrappers import Response as BaseResponse

if TYPE_CHECKING:
    from _typeshed.wsgi import WSGIEnvironment

#: headers werkzeug rewrites on the way out
_FIXED = frozenset(("location", "content-location"))


class Answer(Response):
    """Flask's Response; ``get_wsgi_headers`` as werkzeug's, without its copy where it would
    change nothing."""

    @classmethod
    def force_type(cls, response: BaseResponse, environ: WSGIEnvironment | None = None) -> Response:
        """A Flask response of another class (api/pwa.py's ``SubresourceResponse``) stays what
        it is: Flask would otherwise turn it into this class, and its own attributes be lost."""
        if isinstance(response, Response):
            return response
        return cast(Response, super().force_type(response, environ))

    def get_wsgi_headers(self, environ: WSGIEnvironment) -> Headers:
        status = self.status_code
        if status < 200 or status in (204, 304):
            return super().get_wsgi_headers(environ)
        has_length = False
        for name, _ in self.headers._list:  # werkzeug's own list of (name, value)
            lower = name.lower()
            if lower == "content-length":
                has_length = True
            elif lower in _FIXED:
                return super().get_wsgi_headers(environ)
        if not has_length:
            return super().get_wsgi_headers(environ)
        return self.headers
