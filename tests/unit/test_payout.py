"""The season's payout (shared_rules/payout.py) is the twin of the PWA's evening payout
(``payout`` in pwa/app/model.js): the same transfers, in the same order, for the same balances;
every transfer list evens the balances out in fewer transfers than parties."""

import json
import random
import subprocess
from pathlib import Path

from shared_rules.payout import MAX_EXACT, fewest_transfers

ROOT = Path(__file__).resolve().parents[2]


def random_balances(rng: random.Random, n: int) -> dict[str, int]:
    amounts = [rng.choice([0, 10, 20, 30, 50, 70, 120]) * rng.choice([1, -1]) for _ in range(n - 1)]
    amounts.append(-sum(amounts))
    return {f"P{i}": a for i, a in enumerate(amounts)}


CASES = [random_balances(random.Random(seed), n) for seed in range(40) for n in (2, 4, 5, 6, 8)]


def test_python_and_js_payouts_agree():
    script = (
        "import { payout } from './pwa/app/model.js';"
        "import { readFileSync } from 'node:fs';"
        "const cases = JSON.parse(readFileSync(0, 'utf8'));"
        "console.log(JSON.stringify(cases.map((c) => payout(c))));"
    )
    out = subprocess.run(
        ["node", "--input-type=module", "-e", script],
        input=json.dumps(CASES),
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    js = json.loads(out.stdout)
    for balances, theirs in zip(CASES, js, strict=True):
        ours = [{"from": a, "to": b, "cents": c} for a, b, c in fewest_transfers(balances)]
        assert ours == theirs, balances


def test_the_transfers_even_everyone_out_in_fewer_than_parties():
    for balances in CASES + [random_balances(random.Random(1), MAX_EXACT + 5)]:
        left = dict(balances)
        transfers = fewest_transfers(balances)
        for a, b, c in transfers:
            assert c > 0
            left[a] += c
            left[b] -= c
        assert all(v == 0 for v in left.values())
        assert len(transfers) < max(2, len([v for v in balances.values() if v]))


def test_two_pairs_need_two_transfers_not_three():
    assert len(fewest_transfers({"A": 5, "B": -5, "C": 7, "D": -7})) == 2
