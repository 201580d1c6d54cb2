"""Garbage in any field gives a named RuleError, never a crash (the API relies on it)."""

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from shared_rules import RuleError, settle

from .strategies import records

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 300)
    | st.floats(allow_nan=False)
    | st.text(max_size=5)
    | st.sampled_from(["Anna", "35/2", "pagat", "declarer", "rufer", "HK", "ooe-2023"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.text(max_size=6)
            | st.sampled_from(
                ["name", "side", "won", "players", "points", "Anna", "announced", "kontra"]
            ),
            inner,
            max_size=4,
        )
    ),
    max_leaves=8,
)


def paths(value, prefix=()):
    """Every place in a record where a value sits."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, (*prefix, i))


@settings(max_examples=1500, deadline=None)
@given(records(), st.data())
def test_any_value_anywhere_is_a_named_error_or_a_balanced_settlement(record, data):
    broken = copy.deepcopy(record)
    where = data.draw(st.sampled_from([p for p in paths(broken) if p]))
    target = broken
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = data.draw(json_values)
    try:
        result = settle(broken)
    except RuleError as error:
        assert error.field and error.reason
    else:
        assert sum(v for v in result["points"].values() if isinstance(v, int)) == 0 or any(
            isinstance(v, str) for v in result["points"].values()
        )
