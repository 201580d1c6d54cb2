"""Headers every answer gets, added in one step.

``response.headers[name] = value`` (werkzeug's ``Headers.set``) checks the value and walks the
whole header list comparing lower-cased names, for each header: the dozen headers the hooks add
to every answer cost a twentieth of a settlement. :func:`put` adds a :class:`Block` of headers
(values checked once, by :func:`checked`) at the end of the list when the response holds none of
them yet, as it always does in this app; otherwise it sets them one by one, which replaces.

>>> from werkzeug.datastructures import Headers
>>> h = Headers([("Content-Type", "application/json"), ("X-Frame-Options", "SAMEORIGIN")])
>>> put(h, checked([("X-Frame-Options", "DENY"), ("Referrer-Policy", "no-referrer")]))
>>> h.to_wsgi_list()
[('Content-Type', 'application/json'), ('X-Frame-Options', 'DENY'), ('Referrer-Policy', 'no-referrer')]
>>> put(h, checked([("RateLimit-Limit", "300")])); h["RateLimit-Limit"]
'300'
>>> put_all(h, [checked([("X-Request-ID", "r1")]), checked([("X-Frame-Options", "SAMEORIGIN")])])
>>> h.to_wsgi_list()[1:]
[('X-Frame-Options', 'SAMEORIGIN'), ('Referrer-Policy', 'no-referrer'), ('RateLimit-Limit', '300'), ('X-Request-ID', 'r1')]
"""

from __future__ import annotations

from typing import NamedTuple

from werkzeug.datastructures import Headers


class Block(NamedTuple):
    """Headers to add: ``pairs`` (name, value) and their ``names`` in lower case."""

    pairs: list[tuple[str, str]]
    names: frozenset[str]


def checked(pairs: list[tuple[str, str]]) -> Block:
    """``pairs`` as werkzeug would store them (a value with a newline is refused here)."""
    return Block(Headers(pairs).to_wsgi_list(), names_of(pairs))


def names_of(pairs: list[tuple[str, str]]) -> frozenset[str]:
    return frozenset(name.lower() for name, _ in pairs)


def put(headers: Headers, block: Block) -> None:
    """``headers[name] = value`` for each header of ``block`` (whose values need no check)."""
    held = headers._list  # werkzeug's own list of (name, value), in order
    for name, _ in held:
        if name.lower() in block.names:
            for name, value in block.pairs:
                headers[name] = value
            return
    held.extend(block.pairs)


def put_all(headers: Headers, blocks: list[Block]) -> None:
    """``put(headers, block)`` for each of ``blocks`` (whose names differ from block to block),
    with one pass over the header list for all of them."""
    held = headers._list
    present = {name.lower() for name, _ in held}
    for block in blocks:
        if present.isdisjoint(block.names):
            held.extend(block.pairs)
        else:
            for name, value in block.pairs:
                headers[name] = value
