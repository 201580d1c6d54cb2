"""The line templates a profile builds once (shared_rules/templates.py)."""

import dataclasses

import pytest

from shared_rules import load_profile, raw_profile, settle
from shared_rules.profiles import profile_from_data

RECORD = {
    "players": ["Anna", "Bernd", "Clara", "David"],
    "game": "rufer",
    "declarer": "Anna",
    "partner": "Clara",
    "won": False,
}


def test_a_custom_document_with_a_bundled_id_writes_its_own_texts_not_the_bundled_ones():
    doc = raw_profile("ooe-2023")
    doc["games"]["rufer"]["name"] = "Hausrufer"
    custom = profile_from_data(doc)
    assert custom.id == load_profile("ooe-2023").id
    assert settle(RECORD, profile=custom)["lines"][0]["text"].startswith("Hausrufer verloren")
    assert settle(RECORD, profile=load_profile("ooe-2023"))["lines"][0]["text"].startswith(
        "Rufer verloren"
    )


def test_a_house_rule_that_switches_a_game_off_takes_its_template_away():
    profile = load_profile("ooe-2023", {"games_off": ["piccolo"]})
    assert "piccolo" not in profile.game_templates
    assert "piccolo" in load_profile("ooe-2023").game_templates


def test_the_templates_every_settlement_shares_are_read_only():
    profile = load_profile("ooe-2023")
    with pytest.raises(TypeError):
        profile.game_templates["rufer"] = profile.game_templates["dreier"]  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        profile.premium_templates["pagat"].item = "premium:uhu"  # type: ignore[misc]
