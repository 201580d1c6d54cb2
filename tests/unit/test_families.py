"""The settle entry picks the engine by the profile's family; each registry keeps to its family."""

import pytest

import shared_rules
from shared_rules import MalformedInput, settle
from shared_rules.catalogue import HAFERLTAROCK, KOENIGRUFEN, all_profile_ids, family_of
from shared_rules.haferl.profile import load_profile as load_haferl

P3 = ["Anna", "Bernd", "Clara"]


def test_every_bundled_profile_belongs_to_a_known_family():
    assert {family_of(p) for p in all_profile_ids()} == {KOENIGRUFEN, HAFERLTAROCK}
    assert sorted(shared_rules.profile_ids() + ["bayerisch"]) == list(all_profile_ids())


def test_a_bavarian_record_is_settled_by_the_haferltarock_engine():
    result = settle(
        {
            "profile": "bayerisch",
            "players": P3,
            "game": "stockspiel",
            "declarer": "Anna",
            "won": True,
        }
    )
    assert result["family"] == HAFERLTAROCK and result["pot"]["points"] == -1


def test_a_record_without_profile_is_koenigrufen():
    result = settle(
        {
            "players": P3 + ["David"],
            "game": "rufer",
            "declarer": "Anna",
            "partner": "Clara",
            "won": True,
        }
    )
    assert result["profile"]["id"] == "ooe-2023" and "pot" not in result


def test_a_frozen_profile_decides_the_family():
    record = {"players": P3, "game": "herz_solo", "declarer": "Bernd", "won": False}
    assert settle(record, profile=load_haferl("bayerisch"))["points"]["Bernd"] == -6
    ooe = shared_rules.load_profile("ooe-2023")
    with pytest.raises(MalformedInput) as err:
        settle(record, profile=ooe)  # a Königrufen profile reads the record as Königrufen
    assert err.value.field == "players"


@pytest.mark.parametrize("record", [None, "x", {"profile": 7}, {"profile": "wien-1900"}])
def test_anything_else_goes_to_koenigrufen_and_its_usual_errors(record):
    with pytest.raises(MalformedInput):
        settle(record)
