"""Exact arithmetic of the totals, the seating rules, and the ledger's doctests."""

import doctest
from fractions import Fraction

import pytest

from api.db import ledger


def test_doctests():
    assert doctest.testmod(ledger, optionflags=doctest.NORMALIZE_WHITESPACE).failed == 0


def test_fractions_stay_exact_and_cancel():
    totals = ledger.zero_totals(["A", "B", "C", "D"])
    one_third = {"points": {"A": "1/3", "B": "-1/3"}, "money_cents": {}}
    empty = ledger.contribution(None, counts=True)
    for _ in range(3):
        totals = ledger.apply_delta(totals, empty, one_third)
    assert totals["points"] == {"A": 1, "B": -1, "C": 0, "D": 0}
    totals = ledger.apply_delta(totals, one_third, empty)
    assert totals["points"]["A"] == "2/3" and ledger.is_zero_sum(totals["points"])
    assert ledger.to_fraction("-7/2") == Fraction(-7, 2)
    with pytest.raises(TypeError):
        ledger.to_fraction(True)
    with pytest.raises(TypeError):
        ledger.to_fraction(1.5)


def test_an_entry_that_does_not_count_contributes_nothing():
    result = {"points": {"A": 3, "B": -3}, "money_cents": {"A": 30, "B": -30}}
    assert ledger.contribution(result, counts=False) == {"points": {}, "money_cents": {}}
    assert ledger.contribution(result, counts=True)["money_cents"] == {"A": 30, "B": -30}


def test_seating():
    five = ["A", "B", "C", "D", "E"]
    assert [ledger.next_in_seating(five, p) for p in five] == ["B", "C", "D", "E", "A"]
    for dealer in five:
        forehand, active = ledger.seating(five, dealer)
        assert dealer not in active and len(active) == 4
        assert forehand == ledger.next_in_seating(five, dealer) == active[0]
    four = ["A", "B", "C", "D"]
    assert ledger.seating(four, "B") == ("C", ["C", "D", "A", "B"])
