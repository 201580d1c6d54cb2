"""Every JSON request body is read here, once: the limits a JSON parser alone does not keep.

A view sees a body only through :func:`read` (the arguments parser and ``request.get_json()`` both
call it), so every body on every route passes the same checks before any handler runs:

* JSON in UTF-8 (RFC 8259 §8.1), nothing else: a body that is not JSON is a 415, one that does not
  parse — ``NaN`` and ``Infinity`` included, JSON has neither — a 400;
* nested at most ``MAX_DEPTH`` levels (Python's own parser gives up near 1,000 with an error no
  view expects), else 400;
* every number a JavaScript client reads exactly: integers within ±(2^53 − 1), no infinite floats
  (``1e999``); else 422 naming the field. The check runs on the digits, before Python converts
  them (5,000 digits would trip its integer conversion limit, 4,300);
* text without NUL or a lone UTF-16 surrogate (``"\\ud800"``), which PostgreSQL cannot store and no
  client can display; else 422 naming the field, whatever database is behind.

The checks cost little on an ordinary body: the depth walk and the text walk only run when a cheap
scan of the raw text says they could find something.

>>> read_bytes(b'{"players": ["Anna", 1]}')
{'players': ['Anna', 1]}
>>> read_bytes(b'{"revision": 1e999}')
Traceback (most recent call last):
...
api.jsonbody.BodyError: revision: a number beyond ±9007199254740991
>>> read_bytes(b'{"title": "a\\\\u0000b"}')
Traceback (most recent call last):
...
api.jsonbody.BodyError: title: text with NUL or a lone surrogate (\\u0000, \\ud800…\\udfff)
>>> read_bytes(b"[" * 40 + b"]" * 40).status
Traceback (most recent call last):
...
api.jsonbody.BodyError: The JSON body is nested deeper than 32 levels.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterator
from typing import Any, NoReturn

import orjson
from flask import Request
from werkzeug.exceptions import (
    BadRequest,
    ClientDisconnected,
    HTTPException,
    RequestEntityTooLarge,
    RequestTimeout,
    UnsupportedMediaType,
)

MAX_DEPTH = 32
MAX_INT = 2**53 - 1
_MAX_INT_DIGITS = len(str(MAX_INT))
#: A JSON escape that could decode to NUL or a surrogate: only then are the strings walked.
_SUSPECT_ESCAPE = re.compile(r"\\u(?:0000|[dD][89a-fA-F])")
_SUSPECT_ESCAPE_BYTES = re.compile(rb"\\u(?:0000|[dD][89a-fA-F])")
#: A number orjson might read otherwise than the checks here do (see ``read_bytes``). An exponent
#: follows a digit: without that, text such as "ooe-2023" (a profile id) sent every record that
#: names it the slow way. ``_long_number`` asks the same question as this pattern, quicker.
_LONG_NUMBER = re.compile(rb"[0-9]{16}|[0-9][eE][-+]?[0-9]{3}")
#: A body's shape for ``_long_number``: a digit 0, an e or E e, a sign s, anything else a dot.
_NUMBER_SHAPE = bytes(
    ord("0") if 0x30 <= b <= 0x39 else ord("e") if b in b"eE" else ord("s") if b in b"+-" else 46
    for b in range(256)
)
_BAD_TEXT = re.compile("[\x00\ud800-\udfff]")
_CACHE_KEY = "tarock.json_body"
_REFUSED_KEY = "tarock.json_body_refused"
#: ``read``'s answer for a request without a body (a body may well be JSON ``null``).
NO_BODY: Any = type("NoBody", (), {"__repr__": lambda self: "NO_BODY"})()


class BodyError(ValueError):
    """A body the API will not read: ``status`` 400 (not JSON as we take it) or 422 (a field)."""

    def __init__(self, status: int, reason: str, field: str | None = None):
        super().__init__(f"{field}: {reason}" if field else reason)
        self.status = status
        self.reason = reason
        self.field = field


class _OutOfRange(Exception):
    pass


class _Marker:
    """Stands in for an out-of-range number in the second, error-finding pass."""


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > _MAX_INT_DIGITS or abs(value := int(digits)) > MAX_INT:
        raise _OutOfRange
    return value


def _float(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise _OutOfRange
    return value


def _constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not JSON")


def _marker_int(digits: str) -> object:
    try:
        return _int(digits)
    except _OutOfRange:
        return _Marker()


def _marker_float(text: str) -> object:
    try:
        return _float(text)
    except _OutOfRange:
        return _Marker()


_DECODER = json.JSONDecoder(parse_int=_int, parse_float=_float, parse_constant=_constant)
_MARKING_DECODER = json.JSONDecoder(
    parse_int=_marker_int, parse_float=_marker_float, parse_constant=_constant
)


def read_bytes(data: bytes) -> Any:
    """The document in ``data``, or BodyError (see the module docstring).

    orjson reads a body 4× (a record) to 10× (a batch) as fast as the json module with the number
    checks: it reads most bodies, and every body it refuses, or that holds a number it might read
    otherwise (16 digits in a row: beyond 2^53 it may round, beyond 2^64 it gives a float; a
    three-digit exponent: infinity), goes to the json module, whose answer — the document or the
    error naming the problem — is the one the API has always given. What both read, they read alike
    (tests/api/test_jsonbody_codecs.py).
    """
    if not _long_number(data):
        try:
            doc = orjson.loads(data)
        except orjson.JSONDecodeError:
            pass  # the json module says what is wrong, as it always has
        else:
            _check(doc, data)
            return doc
    return _read_carefully(data)


def _long_number(data: bytes) -> bool:
    """Whether ``_LONG_NUMBER`` finds anything in ``data``: the pattern tried at every byte of a
    50 KB batch took 0.9 ms, this a tenth of it (one pass mapping bytes to their shape, then
    three substring searches).

    >>> _long_number(b'{"profile": "ooe-2023"}'), _long_number(b"[1e-400]"), _long_number(b"[2E308]")
    (False, True, True)
    """
    shape = data.translate(_NUMBER_SHAPE)
    return b"0" * 16 in shape or b"0e000" in shape or b"0es000" in shape


def _check(doc: Any, raw: bytes | str) -> None:
    """The limits a parser alone does not keep: the depth, NUL and lone surrogates."""
    # the number of brackets bounds the depth: most bodies need no walk at all
    if _brackets(raw) > MAX_DEPTH and _too_deep(doc):
        raise BodyError(400, f"The JSON body is nested deeper than {MAX_DEPTH} levels.")
    if _has_suspect_escape(raw):
        field = bad_text_field(doc)
        if field is not None:
            raise BodyError(
                422, "text with NUL or a lone surrogate (\\u0000, \\ud800…\\udfff)", field
            )


def _brackets(raw: bytes | str) -> int:
    if isinstance(raw, bytes):  # in UTF-8 no byte of another character is a bracket
        return raw.count(b"[") + raw.count(b"{")
    return raw.count("[") + raw.count("{")


def _has_suspect_escape(raw: bytes | str) -> bool:
    if isinstance(raw, bytes):
        return b"\\u" in raw and _SUSPECT_ESCAPE_BYTES.search(raw) is not None
    return "\\u" in raw and _SUSPECT_ESCAPE.search(raw) is not None


def _read_carefully(data: bytes) -> Any:
    """The json module's reading, with the number checks in its parser."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise BodyError(400, f"The request body is not UTF-8 (byte {err.start}).") from None
    try:
        doc = _DECODER.decode(text)
    except _OutOfRange:
        field = _first_path(_MARKING_DECODER.decode(text), lambda v: isinstance(v, _Marker))
        raise BodyError(422, f"a number beyond ±{MAX_INT}", field) from None
    except RecursionError:
        raise BodyError(400, f"The JSON body is nested deeper than {MAX_DEPTH} levels.") from None
    except ValueError as err:
        raise BodyError(400, f"The request body is not valid JSON ({err}).") from None
    _check(doc, text)
    return doc


def read(request: Request) -> Any:
    """The request's JSON body through the checks above (parsed once per request; a refusal is
    kept too: the body's stream is spent, and a second read says the same).

    ``NO_BODY`` when there is none; 415 when the body is not JSON; 413 (werkzeug) when it is
    larger than the request's ``max_content_length``.
    """
    environ = request.environ
    if _CACHE_KEY in environ:
        return environ[_CACHE_KEY]
    if _REFUSED_KEY in environ:  # read before (by the shortcut, api/shortcut.py) and refused
        raise environ[_REFUSED_KEY]
    try:
        if not _has_body(environ):
            doc = NO_BODY
        elif environ.get("CONTENT_TYPE") != "application/json" and not request.is_json:
            raise UnsupportedMediaType(
                "Send the request body as JSON (Content-Type: application/json)."
            )
        else:
            doc = read_bytes(_body_bytes(request))
    except Exception as refused:
        environ[_REFUSED_KEY] = refused  # its stream is spent: a second read says the same
        raise
    environ[_CACHE_KEY] = doc
    return doc


def _body_bytes(request: Request) -> bytes:
    """The raw body; a body that cannot be read is the client's fault, never a 500."""
    try:
        data = _read_by_length(request)
        if data is None:
            data = request.get_data(cache=True)
            if request.content_length is None:
                _refuse_beyond_limit(request, len(data))
        return data
    except ClientDisconnected as err:  # the body stopped short (socket timeout, read deadline)
        if isinstance(err.__context__, TimeoutError):
            raise RequestTimeout("The request body did not arrive in time.") from None
        raise RequestTimeout("The request body stopped arriving before its end.") from None
    except HTTPException:
        raise  # 413 and friends, already an answer
    except Exception as err:  # noqa: BLE001 - the server's reader: broken chunks, a dead peer
        if isinstance(err, TimeoutError) or isinstance(err.__cause__, TimeoutError):
            # the server's socket timeout: the client stopped sending its body
            raise RequestTimeout("The request body stopped arriving.") from None
        raise BadRequest("The request body could not be read (broken framing).") from None


def _read_by_length(request: Request) -> bytes | None:
    """A body of a plain ``Content-Length`` read from the server's stream as werkzeug's
    ``get_data`` reads it, without building its stream wrappers (a twentieth of a settlement's
    time outside its view); None for any other body (chunked, an odd length), which werkzeug
    reads.

    As werkzeug: 413 beyond ``max_content_length``; a read that fails (the socket's timeout, the
    read deadline: its ``__context__``) or a body that stops short is ``ClientDisconnected``,
    except from a server that ends the stream itself (``wsgi.input_terminated``, gunicorn), whose
    short body is what it is. The bytes are kept where ``request.get_data()`` finds them.
    """
    environ = request.environ
    text = environ.get("CONTENT_LENGTH")
    if (
        text is None
        or not (text.isascii() and text.isdigit())
        or "HTTP_TRANSFER_ENCODING" in environ
    ):
        return None
    length = int(text)
    limit = request.max_content_length
    if limit is not None and length > limit:
        raise RequestEntityTooLarge()
    stream = environ["wsgi.input"]
    terminated = "wsgi.input_terminated" in environ
    chunks: list[bytes] = []
    got = 0
    while got < length:
        try:
            chunk = stream.read(length - got)
        except (OSError, ValueError) as err:
            raise ClientDisconnected() from err
        if not chunk:
            if terminated:
                break
            raise ClientDisconnected()
        chunks.append(chunk)
        got += len(chunk)
    data = b"".join(chunks)  # one chunk: that very object
    request._cached_data = data  # werkzeug's cache of get_data()
    return data


def _refuse_beyond_limit(request: Request, read: int) -> None:
    """413 for a chunked body longer than ``max_content_length``, as with Content-Length.

    Without a length, werkzeug reads such a body up to the limit and stops there without a word,
    so a body of 4 MiB and more arrived cut to 4 MiB: whatever came after (trailing whitespace
    keeps the JSON valid) was silently dropped. One byte more from the server's own stream, which
    knows where the chunks end, tells a body of exactly the limit from a longer one.
    """
    limit = request.max_content_length
    if limit is not None and read >= limit and request.environ["wsgi.input"].read(1):
        raise RequestEntityTooLarge()


def cached(request: Request) -> Any:
    """The body if it was read already (for error reports), else ``NO_BODY``."""
    return request.environ.get(_CACHE_KEY, NO_BODY)


def _has_body(environ: dict[str, Any]) -> bool:
    length = environ.get("CONTENT_LENGTH")
    if length not in (None, "", "0"):
        return True
    return "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()


def bad_text_field(document: object) -> str | None:
    """The first field (dotted path) holding text with NUL or a lone surrogate, else None.

    >>> bad_text_field({"players": ["Anna", "B" + chr(0xD800)]}), bad_text_field({"title": "ok"})
    ('players.1', None)
    """
    return _first_path(document, _bad_text, keys=True)


def _bad_text(value: object) -> bool:
    return isinstance(value, str) and _BAD_TEXT.search(value) is not None


def _too_deep(doc: object) -> bool:
    stack: list[tuple[object, int]] = [(doc, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Iterator[object] = iter(value.values())
        elif isinstance(value, list):
            children = iter(value)
        else:
            continue
        if depth > MAX_DEPTH:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return False


def _first_path(doc: object, bad: Callable[[object], bool], keys: bool = False) -> str | None:
    """Dotted path of the first value (in document order) for which ``bad`` holds.

    With ``keys``, a bad object key counts too; the path is then that of the object.
    """
    stack: list[tuple[object, str]] = [(doc, "")]
    while stack:
        value, path = stack.pop()
        if bad(value):
            return path or "_schema"
        if isinstance(value, dict):
            if keys and any(bad(k) for k in value):
                return path or "_schema"
            items = [(v, f"{path}.{k}" if path else str(k)) for k, v in value.items()]
        elif isinstance(value, list):
            items = [(v, f"{path}.{i}" if path else str(i)) for i, v in enumerate(value)]
        else:
            continue
        stack.extend(reversed(items))
    return None
