"""The declared vocabulary (shared_rules/vocabulary.json) is valid, its JS copy is current, and
every switch it declares reaches each family's profile schema, profiles and engine."""

import copy
import json

import pytest
from jsonschema import Draft202012Validator

from shared_rules import MalformedInput, NotAllowed
from shared_rules import haferl as haferl_engine
from shared_rules import profiles as koenigrufen_engine
from shared_rules.catalogue import HAFERLTAROCK, KOENIGRUFEN, profile_ids_of, schema_document
from shared_rules.counting import parse_points
from shared_rules.haferl.record import BREACH_RULES
from shared_rules.play import RULE_DE
from shared_rules.vocabulary import (
    HOUSE_RULE_KEYS,
    HOUSE_RULES,
    KONTRA_NAMES,
    MAX_KONTRA_LEVEL,
    RENONCE_RULES,
    SWITCHES,
    VOCABULARY,
    breach_names,
    renonce_rules,
    switches_of,
)
from shared_rules.vocabulary_js import TARGET, main, render

SCHEMA = schema_document("vocabulary")
PROFILE_SCHEMA = {
    KOENIGRUFEN: schema_document("profile"),
    HAFERLTAROCK: schema_document("haferl-profile"),
}
LOAD = {KOENIGRUFEN: koenigrufen_engine.load_profile, HAFERLTAROCK: haferl_engine.load_profile}
FAMILY_SWITCHES = [(f, n) for f in VOCABULARY["families"] for n in switches_of(f)]


def test_the_vocabulary_file_is_valid_and_the_schema_refuses_a_switch_without_a_german_hint():
    Draft202012Validator.check_schema(SCHEMA)
    assert list(Draft202012Validator(SCHEMA).iter_errors(VOCABULARY)) == []
    broken = copy.deepcopy(VOCABULARY)
    del broken["house_rules"][0]["hint"]["de"]
    errors = list(Draft202012Validator(SCHEMA).iter_errors(broken))
    assert [list(e.absolute_path) for e in errors] == [["house_rules", 0, "hint"]]


def test_the_js_twins_generated_vocabulary_is_current():
    assert TARGET.read_text("utf-8") == render(), "run `make vocabulary`"
    assert main(["--check"]) == 0
    body = render().split("export default ", 1)[1].rstrip().removesuffix(";")
    assert json.loads(body) == VOCABULARY


def _schema_at(family: str, path: str) -> dict:
    """The profile schema's description of the key at a dotted ``path`` (through a nullable table)."""
    node = PROFILE_SCHEMA[family]
    for part in path.split("."):
        if "oneOf" in node:  # {"oneOf": [{"type": "null"}, {...the table...}]}
            node = next(o for o in node["oneOf"] if o.get("type") != "null")
        node = node["properties"][part]
    return node


@pytest.mark.parametrize(("family", "name"), [p for p in FAMILY_SWITCHES if SWITCHES[p[1]]["sets"]])
def test_each_plain_switch_sets_a_key_of_the_family_schema_of_the_same_type_and_range(family, name):
    switch = SWITCHES[name]
    key = _schema_at(family, switch["sets"])
    if switch["type"] == "bool":
        assert key["type"] == "boolean"
    elif switch["type"] == "choice":
        assert key["enum"] == [c["id"] for c in switch["choices"]]
    else:  # whole, points: a whole number (thirds) in the same range
        assert (key["type"], key["minimum"], key["maximum"]) == (
            "integer",
            switch["min"],
            switch["max"],
        )


@pytest.mark.parametrize(("family", "name"), [p for p in FAMILY_SWITCHES if SWITCHES[p[1]]["sets"]])
def test_each_plain_switch_sets_its_key_in_every_profile_of_the_family(family, name):
    switch = SWITCHES[name]
    value = {"bool": None, "choice": None, "whole": 1, "points": "35/1"}[switch["type"]]
    for profile_id in profile_ids_of(family):
        base = LOAD[family](profile_id).data
        *table, last = switch["sets"].split(".")
        holder = base
        for part in table:
            holder = holder[part]
        if holder is None:  # a profile without Trischaken has no Jungfrau split
            continue
        if switch["type"] == "bool":
            value = not holder[last]
        elif switch["type"] == "choice":
            value = next(c["id"] for c in switch["choices"] if c["id"] != holder[last])
        try:
            data = LOAD[family](profile_id, {name: value}).data
        except (
            NotAllowed
        ) as err:  # a switch this profile cannot take: no Dreier bird, no Besserdreier
            assert err.code == "house_rules.no_bird", (profile_id, name, err)
            continue
        for part in table:
            data = data[part]
        want = parse_points(value) if switch["type"] == "points" else value
        assert data[last] == want, (profile_id, name)


@pytest.mark.parametrize(("family", "name"), FAMILY_SWITCHES)
def test_every_declared_switch_is_checked_by_its_familys_engine(family, name):
    profile_id = profile_ids_of(family)[0]
    with pytest.raises(MalformedInput) as err:
        LOAD[family](profile_id, {name: "?"})
    assert err.value.field.startswith(f"house_rules.{name}")


@pytest.mark.parametrize("family", VOCABULARY["families"])
def test_a_switch_of_another_family_is_unknown_to_an_engine(family):
    others = [n for n in SWITCHES if family not in SWITCHES[n]["families"]]
    assert others
    for name in others:
        with pytest.raises(MalformedInput, match="unknown house rule") as err:
            LOAD[family](profile_ids_of(family)[0], {name: True})
        assert ", ".join(switches_of(family)) in err.value.reason


def test_the_koenigrufen_names_are_the_familys_switches():
    assert switches_of(KOENIGRUFEN) == HOUSE_RULES
    assert set(HOUSE_RULE_KEYS) == {n for n in HOUSE_RULES if SWITCHES[n]["sets"]}
    assert SWITCHES["kontra_levels"]["max"] == MAX_KONTRA_LEVEL == len(KONTRA_NAMES) - 1


def test_every_breach_a_replay_finds_has_a_clause_in_its_familys_profiles():
    for family, schema in PROFILE_SCHEMA.items():
        required = set(schema["properties"]["clauses"]["required"])
        assert set(breach_names(family)) <= required, family
        assert renonce_rules(family)[-1] == "other"
    assert renonce_rules(KOENIGRUFEN) == RENONCE_RULES
    assert renonce_rules(HAFERLTAROCK) == BREACH_RULES
    assert breach_names(KOENIGRUFEN) == RULE_DE


def test_every_switch_has_a_german_and_an_english_label_and_hint():
    for switch in VOCABULARY["house_rules"]:
        for text in (
            switch["label"],
            switch["hint"],
            *(c["label"] for c in switch.get("choices", ())),
        ):
            assert text["de"].strip() and text["en"].strip(), switch["name"]
        assert switch["hint"]["de"] != switch["hint"]["en"], switch["name"]


def _required_at(family: str, path: str) -> bool:
    """Whether the family's profile schema requires the key at a dotted ``path``."""
    *tables, last = path.split(".")
    node = PROFILE_SCHEMA[family]
    for part in tables:
        node = node["properties"][part]
        if "oneOf" in node:
            node = next(o for o in node["oneOf"] if o.get("type") != "null")
    return last in node.get("required", ())


@pytest.mark.parametrize(("family", "name"), [p for p in FAMILY_SWITCHES if SWITCHES[p[1]]["sets"]])
def test_a_profile_may_leave_out_exactly_the_keys_whose_switch_declares_a_default(family, name):
    assert _required_at(family, SWITCHES[name]["sets"]) is ("default" not in SWITCHES[name])


def test_a_profile_without_a_defaulted_key_loads_and_settles_as_one_stating_the_default():
    stated = koenigrufen_engine.raw_profile("ktc-2023")
    assert stated["kaiserstich_negative"] is SWITCHES["kaiserstich_negative"]["default"]
    lacking = copy.deepcopy(stated)
    del lacking["kaiserstich_negative"]
    with pytest.raises(MalformedInput):  # the other keys stay required
        koenigrufen_engine.profile_from_data({**lacking, "kaiserstich": None})
    loaded = koenigrufen_engine.profile_from_data(lacking)
    assert loaded.data == koenigrufen_engine.profile_from_data(stated).data
    assert "kaiserstich_negative" not in lacking  # the sheet's frozen copy is not changed
    flipped = koenigrufen_engine.profile_from_data(lacking, {"kaiserstich_negative": True})
    assert flipped.data["kaiserstich_negative"] is True
