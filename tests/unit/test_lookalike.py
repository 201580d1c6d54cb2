"""Look-alike names (shared_rules/lookalike.py): the confusable skeleton is ICU's, the shared cases
(tests/lookalike_cases.json, run by tests/js/lookalike.test.mjs on the twin too) hold, and the
committed tables are what ``make confusables`` writes."""

import json
import unicodedata
from pathlib import Path

import icu  # the dev dependency that made the table (icukit-pyicu: ICU with PyICU)
import pytest

from shared_rules import confusables_gen
from shared_rules.catalogue import all_profile_ids, profile_document
from shared_rules.custom import InvalidOverlay, custom_profile
from shared_rules.lookalike import PROTOTYPES, LookAlikes, look_alike_pair, resembles, skeleton

CASES = json.loads((Path(__file__).parents[1] / "lookalike_cases.json").read_text("utf-8"))
OFFICIAL = [profile_document(p)["name"] for p in all_profile_ids()]  # type: ignore[index]


@pytest.mark.parametrize("case", CASES["pairs"], ids=lambda c: c["why"])
def test_the_first_two_names_that_read_the_same_are_found(case):
    got = look_alike_pair(case["names"])
    assert (list(got) if got else None) == case["pair"]


@pytest.mark.parametrize("case", CASES["official"], ids=lambda c: c["why"])
def test_an_own_rule_set_name_that_reads_as_an_official_one_is_refused_naming_it(case):
    assert resembles(case["name"], OFFICIAL) == case["resembles"]
    overlay = {"id": "mine", "name": case["name"], "version": "1"}
    if case["resembles"] is None:
        assert custom_profile("ooe-2023", overlay).data["name"] == case["name"]
        return
    with pytest.raises(InvalidOverlay) as err:
        custom_profile("ooe-2023", overlay)
    assert (err.value.field, err.value.code) == ("overlay.name", "overlay.official_name")
    assert err.value.params == {"official": case["resembles"]}


def test_the_skeleton_is_icus_for_every_code_point():
    checker = icu.SpoofChecker()
    differ = [
        hex(cp)
        for cp in range(0x110000)
        if not 0xD800 <= cp <= 0xDFFF and skeleton(chr(cp)) != checker.getSkeleton(0, chr(cp))
    ]
    assert differ == []


def test_the_skeleton_is_icus_for_names_mixing_scripts_and_accents():
    checker = icu.SpoofChecker()
    names = ["\u0410nna", "Ju\u0308rgen", "J\u00fcrgen", "\uff21nna", "Ia\u0301n", "\u0391\u03bd\u03bd\u03b1",
             "Anna\u00a0Maria", "\u1e9e\u00df", "rn m", "\u041e\u0308sterreich"]  # fmt: skip
    assert [skeleton(n) for n in names] == [checker.getSkeleton(0, n) for n in names]


def test_the_committed_tables_are_what_make_confusables_writes():
    committed = confusables_gen.JSON_FILE.read_text("utf-8")
    fresh = confusables_gen.render_json(
        confusables_gen.icu_prototypes(), confusables_gen.icu_versions()
    )
    assert committed == fresh, "run `make confusables`"
    assert confusables_gen.JS_FILE.read_text("utf-8") == confusables_gen.render_js(committed)


def test_the_table_holds_only_code_points_that_nfd_leaves_alone():
    assert all(unicodedata.normalize("NFD", ch) == ch for ch in PROTOTYPES)


def test_look_alikes_finds_a_seen_name_that_reads_the_same_but_is_another_name():
    seen = LookAlikes(["Anna", "Ian"])
    assert [seen.twin(n) for n in ("\u0410nna", "lan", "ANNA", "Clara")] == [
        "Anna",
        "Ian",
        None,
        None,
    ]
