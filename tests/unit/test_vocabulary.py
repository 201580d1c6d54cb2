"""One home for the vocabulary: the profile JSON Schema lists exactly the ids and choices of
shared_rules/vocabulary.py, and the engine's checks use the same limits."""

import pytest

from shared_rules import MalformedInput, load_profile, profile_ids, raw_profile, settle
from shared_rules.catalogue import schema_document
from shared_rules.vocabulary import (
    BIRDS,
    GAMES,
    HOUSE_RULE_CHOICES,
    HOUSE_RULE_KEYS,
    HOUSE_RULES,
    MAX_CENTS_PER_POINT,
    MAX_KONTRA_LEVEL,
    MAX_NAME,
    PREMIUMS,
    check_names,
    name_problem,
    player_key,
)

SCHEMA = schema_document("profile")


def test_the_profile_schema_lists_the_vocabularys_games_premiums_and_birds():
    defs = SCHEMA["$defs"]
    assert defs["game_id"]["enum"] == list(GAMES)
    assert defs["premium_id"]["enum"] == list(PREMIUMS)
    assert defs["bird"]["enum"] == list(BIRDS)


def test_each_plain_house_rule_switch_sets_a_key_every_profile_has():
    assert set(HOUSE_RULE_KEYS) <= set(HOUSE_RULES)
    for profile_id in profile_ids():
        data = raw_profile(profile_id)
        for key in HOUSE_RULE_KEYS.values():
            table, _, last = key.rpartition(".")
            holder = data[table] if table else data
            assert holder is None or last in holder, (profile_id, key)  # None: no Trischaken


def test_the_profile_schema_lists_the_vocabularys_switch_choices():
    props = SCHEMA["properties"]
    assert props["four_kings"]["enum"] == list(HOUSE_RULE_CHOICES["four_kings"])
    assert props["kaiserstich"]["enum"] == list(HOUSE_RULE_CHOICES["kaiserstich"])
    trischaken = props["trischaken"]["oneOf"][1]["properties"]
    assert trischaken["jungfrau_split"]["enum"] == list(HOUSE_RULE_CHOICES["jungfrau_split"])
    assert props["kontra"]["properties"]["levels"]["maximum"] == MAX_KONTRA_LEVEL


@pytest.mark.parametrize("switch", HOUSE_RULES)
def test_every_house_rule_switch_of_the_vocabulary_is_checked_by_the_engine(switch):
    with pytest.raises(MalformedInput) as err:
        load_profile("ooe-2023", {switch: "?"})
    assert err.value.field.startswith(f"house_rules.{switch}")


BASE = {"players": ["Anna", "Bernd", "Clara", "David"], "game": "dreier", "declarer": "Anna"}


def test_the_money_limit_is_the_vocabularys():
    settle({**BASE, "won": True, "cents_per_point": MAX_CENTS_PER_POINT})
    with pytest.raises(MalformedInput):
        settle({**BASE, "won": True, "cents_per_point": MAX_CENTS_PER_POINT + 1})


def test_the_name_limit_is_the_vocabularys():
    settle(
        {
            **BASE,
            "players": ["A" * MAX_NAME, "Bernd", "Clara", "David"],
            "declarer": "Bernd",
            "won": True,
        }
    )
    with pytest.raises(MalformedInput) as err:
        settle({**BASE, "players": ["A" * (MAX_NAME + 1), "Bernd", "Clara", "David"], "won": True})
    assert err.value.field == "players.0"


def test_names_differing_in_case_are_one_player_and_blanks_around_a_name_are_refused():
    assert player_key("Anna") == player_key("anna") == player_key("ANNA")
    assert player_key("Anna") != player_key("Anne")
    assert (
        name_problem("Anna ")
        and name_problem(" Anna")
        and name_problem("")
        and not name_problem("Anna")
    )


def test_a_table_checked_once_is_checked_alike_again_and_odd_names_are_still_refused():
    check_names(["Anna", "Bernd", "Clara", "David"])
    check_names(["Anna", "Bernd", "Clara", "David"])  # remembered: still fine
    for bad in (
        ["Anna", "anna", "Clara", "David"],
        [["x"], "Bernd", "Clara", "David"],
        [1, 2, 3, 4],
    ):
        with pytest.raises(MalformedInput):
            check_names(bad)
