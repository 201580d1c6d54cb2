import json

import pytest

from shared_rules import MalformedInput, NotAllowed, load_profile, profile_ids, raw_profile
from shared_rules.profiles import validate_profile


@pytest.mark.parametrize("profile_id", profile_ids())
def test_every_bundled_profile_is_valid_against_the_schema(profile_id):
    validate_profile(raw_profile(profile_id))


def test_the_four_koenigrufen_profiles_are_bundled():
    assert {"ooe-2023", "tirol-2026", "ktc-2023", "cardgames-zone"} <= set(profile_ids())


def test_ooe_tariff_matches_the_rule_book():
    games = load_profile("ooe-2023").games
    values = {g: games[g]["value"] for g in games}
    assert values == {
        "trischaken": 1,
        "rufer": 1,
        "piccolo": 2,
        "bettel": 2,
        "solorufer": 2,
        "a_rufer": 1,
        "farbendreier": 3,
        "sechserdreier": 4,
        "dreier": 4,
        "farbensolo": 6,
        "piccolo_ouvert": 6,
        "bettel_ouvert": 7,
        "solodreier": 8,
    }
    ranks = sorted(games, key=lambda g: games[g]["rank"])
    assert ranks[0] == "trischaken" and ranks[-1] == "solodreier"


def test_cardgames_zone_says_its_values_are_borrowed():
    assert raw_profile("cardgames-zone")["values_source"] == "not published; OÖ values"


def test_a_broken_profile_is_refused_naming_the_field():
    data = raw_profile("ooe-2023")
    data["games"]["rufer"]["value"] = "one"
    with pytest.raises(MalformedInput) as err:
        validate_profile(data)
    assert err.value.field == "games.rufer.value"


def test_house_rules_do_not_change_the_bundled_profile():
    load_profile("ooe-2023", {"game_values": {"rufer": 5}, "games_off": ["dreier"]})
    assert load_profile("ooe-2023").games["rufer"]["value"] == 1
    assert "dreier" in load_profile("ooe-2023").games


@pytest.mark.parametrize(
    ("rules", "field"),
    [
        ({"kontra_level": 4}, "house_rules.kontra_level"),
        ({"kontra_on_points": "yes"}, "house_rules.kontra_on_points"),
        ({"kontra_levels": 9}, "house_rules.kontra_levels"),
        ({"four_kings": "king"}, "house_rules.four_kings"),
        ({"threshold": "35/3"}, "house_rules.threshold"),  # Blatt is 0, 1 or 2
        ({"threshold": "0/0"}, "house_rules.threshold"),  # nobody wins with nothing
        ({"threshold": True}, "house_rules.threshold"),
        ({"game_values": {"rufer": -1}}, "house_rules.game_values.rufer"),
        (
            {"premium_values": {"pagat": {"announced": "2"}}},
            "house_rules.premium_values.pagat.announced",
        ),
        ({"games_off": ["dreier", "foo"]}, "house_rules.games_off.1"),
        ({"disallowed_premiums": "kakadu"}, "house_rules.disallowed_premiums"),
    ],
)
def test_an_unknown_switch_or_wrong_type_names_the_switch(rules, field):
    with pytest.raises(MalformedInput) as err:
        load_profile("ooe-2023", rules)
    assert err.value.field == field


@pytest.mark.parametrize(
    ("rules", "field"),
    [
        ({"game_values": {"zwiccolo": 2}}, "house_rules.game_values.zwiccolo"),
        ({"disallowed_premiums": ["mondfang"]}, "house_rules.disallowed_premiums.0"),
        ({"premium_values": {"sack1": {"silent": 1}}}, "house_rules.premium_values.sack1"),
    ],
)
def test_a_house_rule_naming_a_game_or_premium_the_profile_lacks_is_not_allowed(rules, field):
    with pytest.raises(NotAllowed) as err:
        load_profile("ooe-2023", rules)
    assert err.value.field == field


def test_profiles_are_plain_json_files_shipped_in_the_package():
    for profile_id in profile_ids():
        assert json.loads(json.dumps(raw_profile(profile_id)))["id"] == profile_id


def test_a_negative_game_without_its_trick_count_is_refused():
    data = raw_profile("ooe-2023")
    del data["games"]["piccolo"]["tricks"]
    with pytest.raises(MalformedInput) as err:
        validate_profile(data)
    assert err.value.field == "games.piccolo"


@pytest.mark.parametrize("how", [(), ("all_cards", ["T1", "T21", "SKUS"]), ("caught_card", "T21")])
def test_a_premium_is_decided_by_exactly_one_rule_of_its_profile(how):
    data = raw_profile("ooe-2023")
    del data["premiums"]["trull"]["all_cards"]
    if how:
        data["premiums"]["trull"][how[0]] = how[1]
        validate_profile(data)  # one rule: fine
    else:  # none: refused
        with pytest.raises(MalformedInput) as err:
            validate_profile(data)
        assert err.value.field.startswith("premiums.trull")
    data["premiums"]["trull"].update(caught_card="T21", min_thirds=100)
    with pytest.raises(MalformedInput):  # two: refused
        validate_profile(data)


def test_the_trull_and_the_four_kings_are_their_cards():
    from shared_rules.cards import KINGS, TRULL

    for profile_id in profile_ids():
        premiums = raw_profile(profile_id)["premiums"]
        for name, cards in (("trull", list(TRULL)), ("vier_koenige", list(KINGS))):
            assert premiums.get(name, {"all_cards": cards})["all_cards"] == cards
        assert premiums.get("mondfang", {"caught_card": "T21"})["caught_card"] == "T21"


def test_a_loser_pays_trischaken_needs_its_tie_rule():
    data = raw_profile("ooe-2023")
    del data["trischaken"]["tied_losers"]
    with pytest.raises(MalformedInput) as err:
        validate_profile(data)
    assert err.value.field.startswith("trischaken")


def test_a_frozen_profiles_own_disallowed_premiums_survive_house_rules():
    from shared_rules.profiles import profile_from_data

    data = raw_profile("ooe-2023")
    data["disallowed_premiums"] = ["quapil"]
    profile = profile_from_data(data, {"disallowed_premiums": ["kakadu"]})
    assert profile.disallowed == {"quapil", "kakadu"}


@pytest.mark.parametrize(
    "profile_id",
    [
        "../schema/profile.schema",
        "/etc/passwd",
        "ooe-2023/../ooe-2023",
        "OOE-2023",
        "ooe-2023.json",
        "",
        "x" * 1_000_000,
    ],
)
def test_a_profile_is_found_by_its_id_never_by_a_path(profile_id):
    for lookup in (raw_profile, load_profile, lambda p: settle_with(p)):
        with pytest.raises(MalformedInput) as caught:
            lookup(profile_id)
        error = caught.value
        assert error.field == "profile"
        assert isinstance(error.value, str) and len(error.value) <= 65
        assert "$schema" not in str(error) and "root:" not in str(error)


def settle_with(profile_id):
    from shared_rules import settle

    return settle({"profile": profile_id, "players": ["A", "B", "C", "D"], "game": "dreier"})
