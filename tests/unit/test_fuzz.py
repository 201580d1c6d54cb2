"""Garbage in any field gives a named RuleError, never a crash (the API relies on it)."""

from fractions import Fraction

from hypothesis import given

from shared_rules import RuleError, settle
from tests.support.examples import examples

from .strategies import broken_records


@examples(1500)
@given(broken_records())
def test_any_value_anywhere_is_a_named_error_or_a_balanced_settlement(record):
    try:
        result = settle(record)
    except RuleError as error:
        assert error.field and error.reason
    else:
        assert sum(Fraction(v) for v in result["points"].values()) == 0
