"""Every golden vector shipped in the installed package ``shared_rules`` (wheel ``tarock-rules``),
settled by it: no test framework needed, prints "N passed, M failed", exits 1 on a failure.

Run with the interpreter the package is installed in: ``python check_vectors.py``.
"""

import json
import sys
from importlib import resources

import shared_rules
from shared_rules import RuleError
from shared_rules.haferl import replay, settle_sheet

VECTORS = resources.files("shared_rules") / "vectors"


def check_record_or_sheet(case: dict) -> None:
    run = (
        (lambda: shared_rules.settle(case["record"]))
        if "record" in case
        else (lambda: settle_sheet(case["sheet"]))
    )
    if "error" in case:
        try:
            run()
        except RuleError as error:
            want = case["error"]
            assert (error.kind, error.field) == (want["kind"], want["field"]), error.to_dict()
            return
        raise AssertionError("settled, but the vector expects a refusal")
    result, want = run(), case["expected"]
    if "record" in case:
        assert result["points"] == want["points"], result["points"]
        assert result["money_cents"] == want["money_cents"], result["money_cents"]
        if "pot" in want:
            assert result["pot"] == want["pot"], result["pot"]
    else:
        assert result["totals"] == want["totals"], result["totals"]
        assert result["pot"] == want["pot"], result["pot"]


def check_replay(case: dict) -> None:
    out, want = replay(case["replay"]), case["expected"]
    keys = ("trick", "player", "card", "rule", "required")
    assert [{k: f[k] for k in keys} for f in out["findings"]] == want["findings"]
    assert (out["complete"], out["decided"]) == (want["complete"], want["decided"])
    if want["settlement"] is None:
        assert out["settlement"] is None
    else:
        assert out["settlement"]["points"] == want["settlement"]["points"]


def main() -> int:
    passed, failed = 0, []
    files = [(p, check_record_or_sheet) for p in VECTORS.iterdir() if p.name.endswith(".json")]
    replays = VECTORS / "replays"
    files += [(p, check_replay) for p in replays.iterdir() if p.name.endswith(".json")]
    for path, check in sorted(files, key=lambda f: f[0].name):
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            try:
                check(case)
                passed += 1
            except Exception as error:  # noqa: BLE001 - every failure is reported
                failed.append(f"{path.name}: {case['name']}: {error!r}"[:300])
    for line in failed:
        print("FAILED", line)
    print(f"shared_rules at {shared_rules.__file__}")
    print(f"{passed} passed, {len(failed)} failed")
    return 1 if failed or passed == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
