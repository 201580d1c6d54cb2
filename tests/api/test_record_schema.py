"""The documented deal record (marshmallow) and the engine that checks it agree."""

import pytest
from hypothesis import given
from marshmallow import ValidationError

from api.schemas.record import DealRecordBody
from shared_rules import RuleError, settle
from tests.support.examples import examples
from tests.unit.strategies import broken_records, records
from tests.unit.test_vectors import CASES

SCHEMA = DealRecordBody()


def schema_accepts(record) -> bool:
    try:
        SCHEMA.checked_load(record)
    except (
        ValidationError,
        RuleError,
    ):  # a refused record reports the engine's error if it has one
        return False
    return True


def engine_accepts(record) -> bool:
    try:
        settle(record)
    except RuleError:
        return False
    return True


@pytest.mark.parametrize("case", CASES)
def test_every_settled_vector_is_a_valid_documented_record(case):
    if "error" not in case:
        assert schema_accepts(case["record"])


@examples(300)
@given(records())
def test_whatever_the_engine_settles_the_schema_loads(record):
    assert engine_accepts(record) <= schema_accepts(record)


@examples(500)
@given(broken_records())
def test_whatever_the_schema_refuses_the_engine_refuses(record):
    if not schema_accepts(record):
        assert not engine_accepts(record)
