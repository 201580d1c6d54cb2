"""Headers every answer gets, added in one step.

``response.headers[name] = value`` (werkzeug's ``Headers.set``) checks the value and walks the
whole header list comparing lower-cased names, for each header: the dozen headers the hooks add
to every answer cost a twentieth of a settlement. :func:`put` adds a list of headers checked once
(:func:`checked`) at the end of the list when the response holds none of them yet, as it always
does in this app; otherwise it sets them one by one, which replaces (the same result).

>>> from werkzeug.datastructures import Headers
>>> h = Headers([("Content-Type", "application/json"), ("X-Frame-Options", "SAMEORIGIN")])
>>> put(h, checked([("X-Frame-Options", "DENY"), ("Referrer-Policy", "no-referrer")]))
>>> h.to_wsgi_list()
[('Content-Type', 'application/json'), ('X-Frame-Options', 'DENY'), ('Referrer-Policy', 'no-referrer')]
>>> put(h, checked([("RateLimit-Limit", "300")])); h["RateLimit-Limit"]
'300'
"""

from __future__ import annotations

from werkzeug.datastructures import Headers


def checked(pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """``pairs`` as werkzeug would store them (a value with a newline is refused here)."""
    return Headers(pairs).to_wsgi_list()


def put(headers: Headers, pairs: list[tuple[str, str]]) -> None:
    """``headers[name] = value`` for each of ``pairs`` (values from :func:`checked`, or digits)."""
    held = headers._list  # werkzeug's own list of (name, value), in order
    if held:
        names = {name.lower() for name, _ in held}
        if any(name.lower() in names for name, _ in pairs):
            for name, value in pairs:
                headers[name] = value
            return
    held.extend(pairs)
