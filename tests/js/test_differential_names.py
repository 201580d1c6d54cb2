"""Differential test of the name rule: the twin (pwa/engine/vocabulary.js) refuses exactly the
names shared_rules/vocabulary.py refuses, for the same code point, and keys names alike.

Both engines hold the same fixed table of refused code points (not their runtime's Unicode
categories, which differ: Python 3.11 knows Unicode 14.0, Node 20 knows 17.0); each engine's own
tests check that its matcher is its table over every code point (tests/unit/test_vocabulary.py,
tests/js/vocabulary.test.mjs), and this one that the tables are one table.
"""

from hypothesis import HealthCheck, given
from hypothesis import strategies as st

from shared_rules import vocabulary
from shared_rules.lookalike import PROTOTYPES, look_alike_pair, skeleton
from shared_rules.vocabulary import (
    check_names,
    hidden_char,
    invisible_char,
    name_problem,
    player_key,
    title_problem,
)

from ..support.examples import examples
from .twin import answer, assert_same_answer

#: the first and last code point of each refused range and their neighbours, the look-alikes the
#: issue names, letters and spaces: where a difference between the engines would show
EDGES = sorted(
    {
        c
        for a, b in vocabulary.INVISIBLE_RANGES
        + vocabulary.HIDDEN_IN_TEXT_RANGES
        + vocabulary.VARIATION_SELECTORS
        for c in (a - 1, a, b, b + 1)
        if 0 <= c <= 0x10FFFF
    }
)
CHARS = (
    st.sampled_from([chr(c) for c in EDGES])
    | st.sampled_from(list("AaNnß ẞΣe\u0301\u00a0\u3000"))
    | st.characters()
)
NAMES = st.text(CHARS, min_size=0, max_size=8) | st.sampled_from(
    ["Anna", "An\u200bna", "\ufeffAnna", "\u202eannA", "Anna\ufe0f", "Anna\u00a0", "a;=1+1;b"]
)


def names_settings(count):
    return examples(count, suppress_health_check=[HealthCheck.too_slow])


def test_both_engines_hold_one_table_of_refused_code_points(twin):
    got = twin.request(call="tables", args=[])["result"]
    assert got == {
        "INVISIBLE_RANGES": [list(r) for r in vocabulary.INVISIBLE_RANGES],
        "HIDDEN_IN_TEXT_RANGES": [list(r) for r in vocabulary.HIDDEN_IN_TEXT_RANGES],
        "VARIATION_SELECTORS": [list(r) for r in vocabulary.VARIATION_SELECTORS],
    }


def test_both_engines_refuse_the_same_code_point_at_every_range_edge(twin):
    for c in EDGES:
        text = f"A{chr(c)}b"
        for call, fn in (("invisibleChar", invisible_char), ("hiddenChar", hidden_char)):
            assert twin.request(call=call, args=[text]) == {"result": fn(text)}, (call, hex(c))


@names_settings(600)
@given(NAMES)
def test_a_name_is_refused_for_the_same_reason_and_keyed_alike_in_both_engines(twin, name):
    assert_same_answer(twin.request(call="nameProblem", args=[name]), answer(name_problem, name))
    if name_problem(name) is None:
        assert twin.request(call="playerKey", args=[name]) == {"result": player_key(name)}


@names_settings(300)
@given(st.lists(NAMES, min_size=4, max_size=4))
def test_a_table_of_names_is_refused_naming_the_same_field_in_both_engines(twin, players):
    got = twin.request(call="checkNames", args=[players])
    assert_same_answer({"result": None, **got}, answer(check_names, players))  # JS: undefined


def test_both_engines_read_every_code_point_of_the_confusables_table_alike(twin):
    texts = sorted(set(PROTOTYPES) | set(PROTOTYPES.values()))
    for start in range(0, len(texts), 2000):  # a few requests, not one per code point
        batch = texts[start : start + 2000]
        got = twin.request(call="skeletons", args=[batch])
        assert got == {"result": [skeleton(t) for t in batch]}


@names_settings(300)
@given(
    st.lists(NAMES | st.sampled_from(["Anna", "\u0410nna", "\uff21nna", "Ian", "lan"]), max_size=6)
)
def test_both_engines_find_the_same_two_names_that_read_the_same(twin, names):
    pair = look_alike_pair(names)
    assert twin.request(call="lookAlikePair", args=[names]) == {
        "result": list(pair) if pair else None
    }


@names_settings(300)
@given(NAMES)
def test_a_title_is_refused_for_the_same_reason_in_both_engines(twin, title):
    assert twin.request(call="titleProblem", args=[title]) == {"result": title_problem(title)}
