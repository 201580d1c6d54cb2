"""The engine's ledger: who pays whom, exact amounts, and the zero-sum invariant."""

import subprocess
import sys
from fractions import Fraction

import pytest

from shared_rules.ledger import (
    Cite,
    ZeroSumError,
    add_amounts,
    amount_json,
    line,
    to_amount,
    transfer,
)


def test_transfer_takes_its_flags_by_keyword_only():
    with pytest.raises(TypeError):
        transfer(["A", "B", "C", "D"], ["A"], ["B", "C", "D"], True, 4, 0, 10, False)  # type: ignore[misc]


def test_a_line_that_does_not_sum_to_zero_raises_with_the_offending_sums():
    with pytest.raises(ZeroSumError, match="points sum to 1, money to 0"):
        line("game", "x", None, 1, {"A": 1, "B": 0}, {"A": 0, "B": 0}, Cite("c"))


def test_the_zero_sum_invariant_survives_python_O():
    code = (
        "from shared_rules.ledger import Cite, ZeroSumError, line\n"
        "try:\n"
        "    line('game', 'x', None, 1, {'A': 1}, {'A': 0}, Cite('c'))\n"
        "except ZeroSumError:\n"
        "    print('raised')\n"
    )
    out = subprocess.run([sys.executable, "-O", "-c", code], capture_output=True, text=True)
    assert out.stdout.strip() == "raised", out.stderr


def test_amounts_are_exact_in_and_out():
    assert to_amount("7/2") == Fraction(7, 2) and to_amount("4/2") == 2 and to_amount(3) == 3
    assert amount_json(Fraction(-3, 2)) == "-3/2" and amount_json(Fraction(4, 2)) == 2
    assert add_amounts({"A": "1/2"}, {"A": "1/2", "B": -1}) == {"A": 1, "B": -1}
    assert add_amounts({"A": 5}, {"A": 2}, sign=-1) == {"A": 3}
    with pytest.raises(TypeError):
        to_amount(True)


def test_a_cite_names_each_clause_and_key_once():
    cite = Cite("OÖ Ansagen 1", "premiums.uhu.announced").add(
        "OÖ Ansagen 1", "premiums.uhu.announced"
    )
    assert cite.rule == "OÖ Ansagen 1" and cite.keys == ["premiums.uhu.announced"]
