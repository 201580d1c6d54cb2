"""The field a refusal names: one way for the tests to ask it — and, on the way, that the refusal
has a code of the message catalogue whose texts its params fill (shared_rules/messages.json)."""

import pytest

from shared_rules.messages import MESSAGES, texts


def refused_field(error: type[Exception], call, *args, **kwargs) -> str:
    """The field named by the ``error`` that ``call(*args, **kwargs)`` raises (the test fails if
    it raises nothing or something else, or if players could not read it in both languages)."""
    with pytest.raises(error) as raised:
        call(*args, **kwargs)
    assert raised.value.code in MESSAGES, raised.value
    for text in (texts(raised.value) or {}).values():
        assert "{" not in text, (raised.value, text)
    return raised.value.field
