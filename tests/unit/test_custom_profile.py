"""A round's own rule set (shared_rules/custom.py, docs/rules.md §4.2): an official profile plus an
overlay of switches, under its own id, name and version; hand-computed settlements under it."""

import pytest

from shared_rules import profile_ids, raw_profile, settle
from shared_rules.custom import InvalidOverlay, custom_profile
from shared_rules.profiles import profile_from_data

P = ["Anna", "Bernd", "Clara", "David"]
OWN = {
    "id": "stammtisch-linz",
    "name": "Stammtisch Linz",
    "version": "2026-12",
    "switches": {
        "valat_mode": "premium",
        "valat_announced": 8,
        "valat_silent": 4,
        "valat_solo_double": True,
        "trischaken_buergermeister": False,
    },
}


def test_the_custom_profile_keeps_its_base_and_takes_its_own_id_name_and_version():
    p = custom_profile("ooe-2023", OWN)
    assert (p.id, p.data["name"], p.version) == ("stammtisch-linz", "Stammtisch Linz", "2026-12")
    assert p.data["base"] == {"id": "ooe-2023", "version": raw_profile("ooe-2023")["version"]}
    assert "default" not in p.data  # a round's rule set is never the default profile
    assert p.house_rules == {}  # the switches are baked into the document


def test_the_document_is_frozen_and_loads_again_as_it_is():
    doc = custom_profile("ooe-2023", OWN).data
    again = profile_from_data(doc)
    assert again.data == doc and again.id == "stammtisch-linz"


def test_a_rufer_with_an_announced_valat_settles_the_valat_on_top_of_the_game():
    record = {
        "players": P,
        "forehand": "Anna",
        "game": "rufer",
        "declarer": "Anna",
        "partner": "Clara",
        "called_king": "HK",
        "won": True,
        "valat": {"side": "declarer", "announced": True, "won": True},
    }
    result = settle(record, profile=custom_profile("ooe-2023", OWN))
    assert result["points"] == {"Anna": 9, "Bernd": -9, "Clara": 9, "David": -9}  # 1 + 8
    assert result["profile"] == {"id": "stammtisch-linz", "version": "2026-12"}
    assert settle(record)["points"]["Anna"] == 8  # OÖ itself: the game ×8


def test_a_trischaken_without_buergermeister_pays_the_single_rate():
    record = {
        "players": P,
        "forehand": "Anna",
        "game": "trischaken",
        "declarer": "Anna",
        "trischaken": {"points": {"Anna": 50, "Bernd": 110, "Clara": 30, "David": 20}},
    }
    result = settle(record, profile=custom_profile("ooe-2023", OWN))
    assert result["points"] == {"Anna": 1, "Bernd": -3, "Clara": 1, "David": 1}
    assert settle(record)["points"]["Bernd"] == -6  # OÖ: Bürgermeister pays double


@pytest.mark.parametrize(
    ("overlay", "field", "code"),
    [
        ([], "overlay", "overlay.shape"),
        ({**OWN, "rules": {}}, "overlay.rules", "overlay.unknown_key"),
        ({**OWN, "id": "ooe-2023"}, "overlay.id", "overlay.official_id"),
        ({**OWN, "id": "Stammtisch Linz"}, "overlay.id", "overlay.id"),
        (
            {**OWN, "name": " tiroler Tarockcup (Turnierregeln 4/2026, Kursregeln 3/2025) "},
            "overlay.name",
            "overlay.official_name",
        ),
        ({**OWN, "name": ""}, "overlay.name", "overlay.name"),
        ({**OWN, "version": 3}, "overlay.version", "overlay.version"),
        (
            {**OWN, "switches": {"valat_mode": "sometimes"}},
            "overlay.switches.valat_mode",
            "house_rules.choice",
        ),
        ({**OWN, "switches": {"schnaps": True}}, "overlay.switches.schnaps", "house_rules.unknown"),
        (
            {**OWN, "switches": {"game_values": {"rufer": -1}}},
            "overlay.switches.game_values.rufer",
            "number.range",
        ),
    ],
)
def test_an_invalid_overlay_names_the_key_or_the_switch_and_shows_the_input(overlay, field, code):
    with pytest.raises(InvalidOverlay) as err:
        custom_profile("ooe-2023", overlay)
    assert (err.value.field, err.value.code) == (field, code)
    assert str(err.value).startswith(f"{field}: ")


def test_a_switch_the_base_cannot_take_is_refused_naming_it():
    with pytest.raises(InvalidOverlay) as err:
        custom_profile("cardgames-zone", {**OWN, "switches": {"valat_mode": "premium"}})
    assert (err.value.field, err.value.code) == (
        "overlay.switches.valat_mode",
        "house_rules.no_valat",
    )


def test_every_official_profile_can_be_the_base():
    for profile_id in profile_ids():
        assert custom_profile(profile_id, {**OWN, "switches": {}}).data["base"]["id"] == profile_id
