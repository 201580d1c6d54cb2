import pytest

import shared_rules
from shared_rules import MalformedInput, NotAllowed
from shared_rules.catalogue import all_profile_ids, family_of
from shared_rules.haferl.profile import (
    load_profile,
    profile_from_data,
    profile_ids,
    raw_profile,
    validate_profile,
)


def test_the_bayerisch_profile_is_bundled_and_valid_against_its_own_schema():
    assert profile_ids() == ["bayerisch"]
    validate_profile(raw_profile("bayerisch"))


def test_the_profile_carries_the_rule_books_values():
    p = load_profile("bayerisch")
    tariffs = {g: spec["value"] for g, spec in p.games.items()}
    assert tariffs == {"stockspiel": 1, "solo": 2, "herz_solo": 3, "bettel": 4}
    assert [g for g in sorted(p.games, key=lambda g: p.games[g]["rank"])] == [
        "stockspiel",
        "solo",
        "herz_solo",
        "bettel",
    ]  # Bettel vor Herz-Solo vor Solo vor Stockspiel
    assert p.threshold == 61
    assert (p.schneider["below"], p.schneider["raise"], p.schwarz["raise"]) == (30, 1, 1)
    assert p.stake == 1 and p.breach_loses is True
    trumps = {g: spec["trump"] for g, spec in p.games.items()}
    assert trumps == {"stockspiel": "H", "solo": ["E", "G", "S"], "herz_solo": "H", "bettel": None}
    assert p.ranks(p.games["bettel"]) == ["A", "K", "O", "U", "10", "9", "8", "7", "6"]
    assert p.ranks(p.games["solo"]) == ["A", "10", "K", "O", "U", "9", "8", "7", "6"]
    assert {g: spec["pays"] for g, spec in p.games.items()} == {
        "stockspiel": "pot",
        "solo": "players",
        "herz_solo": "players",
        "bettel": "players",
    }
    assert p.games["bettel"]["schneider"] is False


def test_the_koenigrufen_registry_lists_only_koenigrufen_profiles():
    assert "bayerisch" in all_profile_ids()
    assert "bayerisch" not in shared_rules.profile_ids()
    assert all(family_of(p) == "koenigrufen" for p in shared_rules.profile_ids())


def test_each_family_refuses_the_others_profile_as_not_allowed():
    with pytest.raises(NotAllowed) as err:
        shared_rules.load_profile("bayerisch")
    assert err.value.field == "profile"
    with pytest.raises(NotAllowed) as err:
        load_profile("ooe-2023")
    assert err.value.field == "profile"


def test_an_unknown_profile_is_malformed():
    with pytest.raises(MalformedInput) as err:
        load_profile("franken")
    assert err.value.field == "profile"


def test_family_of_never_reads_a_path_from_input():
    assert family_of("../schema/profile.schema") is None
    assert family_of(None) is None


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d["games"]["solo"].update(value="two"), "games.solo.value"),
        (lambda d: d["games"]["solo"].update(trump="X"), "games.solo.trump"),
        (lambda d: d.update(family="koenigrufen"), "family"),
        (lambda d: d["games"]["bettel"].pop("tricks"), "games.bettel"),
        (lambda d: d["games"]["stockspiel"].pop("discard_trumps"), "games.stockspiel"),
        (lambda d: d["games"]["solo"].update(pays="bank"), "games.solo.pays"),
        (lambda d: d["games"].update(rufer=d["games"]["solo"]), "games"),
        (lambda d: d["stake"].update(default=0), "stake.default"),
        (lambda d: d["games"]["solo"].update(ranks="umgekehrt"), "games.solo.ranks"),
        (lambda d: d["clauses"].pop("stichzwang"), "clauses"),
    ],
)
def test_a_broken_profile_is_refused_naming_the_field(change, field):
    data = raw_profile("bayerisch")
    change(data)
    with pytest.raises(MalformedInput) as err:
        validate_profile(data)
    assert err.value.field == field


@pytest.mark.parametrize(
    ("rules", "field"),
    [
        ({"kontra_levels": 2}, "house_rules.kontra_levels"),
        ({"breach_loses": "yes"}, "house_rules.breach_loses"),
        ({"game_values": {"solo": -1}}, "house_rules.game_values.solo"),
        ({"game_values": []}, "house_rules.game_values"),
    ],
)
def test_an_unknown_switch_or_wrong_type_names_the_switch(rules, field):
    with pytest.raises(MalformedInput) as err:
        load_profile("bayerisch", rules)
    assert err.value.field == field


def test_a_koenigrufen_game_in_a_switch_is_not_allowed_in_haferltarock():
    for rules, field in (
        ({"game_values": {"dreier": 4}}, "house_rules.game_values.dreier"),
        ({"games_off": ["bettel", "piccolo"]}, "house_rules.games_off.1"),
    ):
        with pytest.raises(NotAllowed) as err:
            load_profile("bayerisch", rules)
        assert err.value.field == field


def test_house_rules_do_not_change_the_bundled_profile():
    changed = load_profile("bayerisch", {"game_values": {"solo": 5}, "games_off": ["bettel"]})
    assert changed.games["solo"]["value"] == 5 and "bettel" not in changed.games
    bundled = load_profile("bayerisch")
    assert bundled.games["solo"]["value"] == 2 and "bettel" in bundled.games


def test_a_frozen_copy_is_validated_and_takes_house_rules():
    data = raw_profile("bayerisch")
    assert profile_from_data(data, {"breach_loses": False}).breach_loses is False
    data["threshold"] = 0
    with pytest.raises(MalformedInput) as err:
        profile_from_data(data)
    assert err.value.field == "threshold"


def test_a_game_switched_off_twice_is_off_as_once():
    # as in Königrufen (and the JS twin): no KeyError, the same profile as naming it once
    twice = load_profile("bayerisch", {"games_off": ["bettel", "bettel"]})
    assert list(twice.games) == ["stockspiel", "solo", "herz_solo"]
