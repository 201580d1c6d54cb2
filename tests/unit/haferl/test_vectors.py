"""Golden vectors of Bayerisches Tarock: records and whole sheets with the settlement docs/rules.md §3.5
demands, hand-computed (the JS twin runs the same files: tests/js/vectors.test.mjs).

A vector file of the family says ``"family": "haferltarock"``. A case has either a ``record``
(expected ``points``, ``money_cents``, the ``pot`` before/after/change and the line ``items``) or a
``sheet`` (expected ``totals``, the ``pot`` left and the pot after each deal), or an ``error``
(``kind`` and ``field``).
"""

import json
from importlib import resources

import pytest

from shared_rules import RuleError
from shared_rules.catalogue import HAFERLTAROCK
from shared_rules.haferl import settle, settle_sheet

VECTOR_DIR = resources.files("shared_rules") / "vectors"


def load_cases():
    cases = []
    for path in sorted(VECTOR_DIR.iterdir(), key=lambda p: p.name):
        if not path.name.endswith(".json"):
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("family") == HAFERLTAROCK:
            for case in data["cases"]:
                cases.append(pytest.param(case, id=f"{path.name[:-5]}: {case['name']}"))
    return cases


CASES = load_cases()


def run(case):
    return settle(case["record"]) if "record" in case else settle_sheet(case["sheet"])


def test_the_family_has_its_golden_cases():
    kinds = [
        ("record" if "record" in c.values[0] else "sheet", "error" in c.values[0]) for c in CASES
    ]
    assert kinds.count(("record", False)) >= 60
    assert kinds.count(("sheet", False)) >= 4
    assert sum(1 for _, e in kinds if e) >= 40


@pytest.mark.parametrize("case", CASES)
def test_vector(case):
    if "error" in case:
        with pytest.raises(RuleError) as err:
            run(case)
        assert (err.value.kind, err.value.field) == (case["error"]["kind"], case["error"]["field"])
        return
    expected = case["expected"]
    result = run(case)
    if "record" in case:
        assert result["points"] == expected["points"]
        assert result["money_cents"] == expected["money_cents"]
        assert result["pot"] == expected["pot"]
        assert [line["item"] for line in result["lines"]] == expected["items"]
        for line in result["lines"]:
            assert sum(line["points"].values()) + line["pot"]["points"] == 0
            assert sum(line["money_cents"].values()) + line["pot"]["money_cents"] == 0
    else:
        assert result["totals"] == expected["totals"]
        assert result["pot"] == expected["pot"]
        assert [row["pot"]["after"] for row in result["deals"]] == expected["pot_after"]
