"""The field a refusal names: one way for the tests to ask it."""

import pytest


def refused_field(error: type[Exception], call, *args, **kwargs) -> str:
    """The field named by the ``error`` that ``call(*args, **kwargs)`` raises (the test fails if
    it raises nothing or something else)."""
    with pytest.raises(error) as raised:
        call(*args, **kwargs)
    return raised.value.field
