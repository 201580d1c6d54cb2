"""The twin behind one long-lived Node process, and JSON as a browser holds it: what the
differential tests share."""

import json
import math
import subprocess
from fractions import Fraction
from pathlib import Path

from shared_rules import RuleError
from shared_rules.ledger import amount_json

SERVER = Path(__file__).with_name("twin_server.mjs")


class Twin:
    """One Node process running the twin; request() sends a JSON line and reads the answer."""

    def __init__(self):
        self.proc = subprocess.Popen(
            ["node", str(SERVER)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )

    def request(self, **message) -> dict:
        self.proc.stdin.write(json.dumps(message) + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline()
        assert answer, "the twin's Node process died"
        return json.loads(answer)

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=10)


def _index_key(key: str) -> bool:
    """An array index: JavaScript puts such object keys first, in numeric order."""
    return (
        key.isascii() and key.isdigit() and (key == "0" or key[0] != "0") and int(key) < 2**32 - 1
    )


def as_js(value):
    """The value as JSON.parse in a browser would hold it (one number type, JS key order)."""
    if isinstance(value, float):
        if not math.isfinite(value):
            return None
        return int(value) if value.is_integer() else value
    if isinstance(value, list):
        return [as_js(v) for v in value]
    if isinstance(value, dict):
        keys = sorted((k for k in value if _index_key(k)), key=int)
        keys += [k for k in value if not _index_key(k)]
        return {k: as_js(value[k]) for k in keys}
    return value


def as_double(value):
    """Numbers as a double holds them: JSON.stringify writes a large whole number in its shortest
    form (60596555136950900 for the double 60596555136950896), which is the same number."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 2**53:
        return float(value)
    if isinstance(value, list):
        return [as_double(v) for v in value]
    if isinstance(value, dict):
        return {k: as_double(v) for k, v in value.items()}
    return value


def to_json(value):
    """A Python result as JSON carries it."""
    return json.loads(json.dumps(value, default=_json_amounts))


def _json_amounts(value):
    # a Trischaken line's value can be a whole Fraction (two renoncers), which json cannot write;
    # it is compared in the form every other amount takes (int or "p/q")
    if isinstance(value, Fraction):
        return amount_json(value)
    raise TypeError(type(value))


def answer(fn, *args, **kwargs) -> dict:
    """What the twin's server would answer for this Python call: the result or the refusal."""
    try:
        result = fn(*args, **kwargs)
    except RuleError as err:
        return {"error": to_json(err.to_dict())}
    return {"result": to_json(result)}


def assert_same_answer(got: dict, expected: dict) -> None:
    """The twin answered as Python did: the same JSON result, or the same kind, field, value,
    reason, message code and message params (so a player reads the same words from either)."""
    assert "crash" not in got, got["crash"]
    if "error" in expected:
        assert "error" in got, f"Python refused {expected['error']}, the twin did not"
        want, have = expected["error"], got["error"]
        assert (have["kind"], have["field"]) == (want["kind"], want["field"]), (have, want)
        assert as_double(have["value"]) == as_double(want["value"]), (have, want)
        assert have["reason"] == want["reason"], (have, want)
        assert (have["code"], have["params"]) == (want["code"], want["params"]), (have, want)
    else:
        assert "result" in got, f"the twin refused {got.get('error')}, Python did not"
        assert got["result"] == expected["result"]


def note_events(expected: dict, covered) -> None:
    """What a run covered, for ``pytest --hypothesis-show-statistics``: a refusal by its kind and
    top field, else each event ``covered(result)`` names."""
    from hypothesis import event

    if "error" in expected:
        event(f"refused: {expected['error']['kind']} {expected['error']['field'].split('.')[0]}")
        return
    for name in covered(expected["result"]):
        event(name)
