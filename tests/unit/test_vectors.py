"""Golden vectors: whole deals with the settlement the rule book demands (the JS engine runs them too)."""

import json
from fractions import Fraction
from importlib import resources

import pytest

from shared_rules import RuleError, settle
from shared_rules.catalogue import KOENIGRUFEN

VECTOR_DIR = resources.files("shared_rules") / "vectors"


def load_cases():
    cases = []
    for path in sorted(VECTOR_DIR.iterdir(), key=lambda p: p.name):
        if path.name.endswith(".json"):
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("family", KOENIGRUFEN) != KOENIGRUFEN:
                continue  # another family's vectors have their own runner (tests/unit/haferl/)
            for case in data["cases"]:
                cases.append(pytest.param(case, id=f"{path.name[:-5]}: {case['name']}"))
    return cases


CASES = load_cases()


def test_there_are_at_least_80_golden_cases():
    assert len(CASES) >= 80


@pytest.mark.parametrize("case", [c for c in CASES if "error" in c.values[0]])
def test_every_error_vector_names_kind_field_and_value(case):
    assert set(case["error"]) == {"kind", "field", "value"}
    assert case["error"]["kind"] in ("malformed", "not-allowed", "inconsistent")


@pytest.mark.parametrize("case", CASES)
def test_vector(case):
    if "error" in case:
        with pytest.raises(RuleError) as err:
            settle(case["record"])
        got = err.value.to_dict()
        want = case["error"]
        assert (got["kind"], got["field"], got["value"]) == (
            want["kind"],
            want["field"],
            want["value"],
        )
        return
    expected = case["expected"]
    assert sum(Fraction(v) for v in expected["points"].values()) == 0, (
        "the vector itself must sum to zero"
    )
    result = settle(case["record"])
    assert result["points"] == expected["points"]
    assert result["money_cents"] == expected["money_cents"]
