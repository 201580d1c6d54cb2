"""Golden vectors of Bayerisches Tarock: records and whole sheets with the settlement docs/rules.md §3.5
demands, hand-computed (the JS twin runs the same files: tests/js/vectors.test.mjs).

A vector file of the family says ``"family": "haferltarock"``. A case has either a ``record``
(expected ``points``, ``money_cents``, the ``pot`` before/after/change and the line ``items``) or a
``sheet`` (expected ``totals``, the ``pot`` left and the pot after each deal), or an ``error``
(``kind`` and ``field``).

Card replays live apart, in ``vectors/replays/`` (the record and sheet runners elsewhere never see
them): a case gives a ``replay`` body and expects its ``findings`` (trick, player, card, rule, the
cards that were allowed), whether the deal is ``complete`` and ``decided``, the ``augen`` per side
of a complete deal, and the ``settlement`` (points, won, Schneider, Schwarz, the line values) or
null while nothing is decided.
"""

import json
from importlib import resources

import pytest

from shared_rules import RuleError
from shared_rules.catalogue import HAFERLTAROCK
from shared_rules.haferl import settle, settle_sheet
from shared_rules.haferl.play import replay

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
REPLAY_CASES = [
    pytest.param(case, id=case["name"])
    for case in json.loads((VECTOR_DIR / "replays" / "bayerisch.json").read_text(encoding="utf-8"))[
        "cases"
    ]
]


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


def test_the_replay_vectors_cover_both_decisions_on_the_cards():
    rules = " ".join(c.values[0]["rule"] for c in REPLAY_CASES)
    assert "once a trick is trumped" in rules and "a breach pays the base tariff" in rules


@pytest.mark.parametrize("case", REPLAY_CASES)
def test_replay_vector(case):
    expected = case["expected"]
    out = replay(case["replay"])
    keys = ("trick", "player", "card", "rule", "required")
    assert [{k: f[k] for k in keys} for f in out["findings"]] == expected["findings"]
    assert (out["complete"], out["decided"]) == (expected["complete"], expected["decided"])
    if "augen" in expected:
        assert out["augen"] == expected["augen"]
    settlement = out["settlement"]
    if expected["settlement"] is None:
        assert settlement is None
        return
    want = expected["settlement"]
    assert settlement["points"] == want["points"]
    assert [settlement[k] for k in ("won", "schneider", "schwarz")] == [
        want["won"],
        want["schneider"],
        want["schwarz"],
    ]
    assert [ln["value"] for ln in settlement["lines"]] == want["values"]
