"""The JSON guard reads a body with orjson when it can; it must read it as the json module does.

Whatever orjson accepts, the json module with the guard's number checks (``_read_carefully``)
gives the same document, value for value and type for type; whatever either refuses gets the
same BodyError (status, reason, field) as before orjson came in.
"""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from api import jsonbody
from tests.support.examples import examples


def outcome(read, data: bytes):
    try:
        doc = read(data)
    except jsonbody.BodyError as err:
        return ("refused", err.status, err.reason, err.field)
    return ("read", _typed(doc))


def _typed(value):
    """The document with each value's type beside it (1 and 1.0 and True differ)."""
    if isinstance(value, dict):
        return ("object", [(k, _typed(v)) for k, v in value.items()])
    if isinstance(value, list):
        return ("array", [_typed(v) for v in value])
    return (type(value).__name__, repr(value))


EDGES = [
    b'{"a":1,"a":2}',
    b'{"players":["Anna","B\\u0000"]}',
    b'{"\\u0000":1}',
    b'["\\ud800"]',
    b'{"title":"\\udc00\\ud800"}',
    b'"\\uD834\\uDD1E"',
    b"\xef\xbb\xbf{}",
    b' {"a": [1, 2.5, -0, 1E+2, 1e-400]} ',
    b"[1e999]",
    b"[-1e999]",
    b"[1e308]",
    b"[9007199254740991]",
    b"[9007199254740992]",
    b"[-9007199254740992]",
    b"[123456789012345678901234567890]",
    b"[12345678901234567890.5]",
    b'{"revision": 1' + b"0" * 5000 + b"}",
    b'{"a":NaN}',
    b"[Infinity]",
    b"[" * 32 + b"]" * 32,
    b"[" * 33 + b"]" * 33,
    b"[" * 2000 + b"]" * 2000,
    b'{"a":' * 40 + b"1" + b"}" * 40,
    b"[1,]",
    b'["\xed\xa0\x80"]',
    b'["\xff"]',
    b"[01]",
    b'{"a":"x\x01y"}',
    b'["caf\xc3\xa9", "\\u00e9"]',
    b"null",
    b"true",
    b'"text"',
    b"",
    b"   ",
    b"{} {}",
]


@pytest.mark.parametrize("data", EDGES, ids=range(len(EDGES)))
def test_an_edge_is_read_as_the_json_module_reads_it(data):
    assert outcome(jsonbody.read_bytes, data) == outcome(jsonbody._read_carefully, data)


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text()
    | st.sampled_from(["\x00", "a\ud800", "\udfff", "é", "\U0001d11e"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=20,
)


@examples(300)
@given(json_values, st.booleans())
def test_any_document_is_read_as_the_json_module_reads_it(value, ascii_only):
    data = json.dumps(value, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")
    assert outcome(jsonbody.read_bytes, data) == outcome(jsonbody._read_carefully, data)
