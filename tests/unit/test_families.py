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


@pytest.mark.parametrize(
    ("record", "profile_id", "pot_points"),
    [
        pytest.param(
            {"profile": "bayerisch", "game": "stockspiel", "players": P3},
            "bayerisch",
            -1,  # the Haferltarock engine: the pot is a party of the ledger
            id="a_bavarian_record_is_settled_by_the_haferltarock_engine",
        ),
        pytest.param(
            {"game": "rufer", "players": P3 + ["David"], "partner": "Clara"},
            "ooe-2023",
            None,  # Königrufen has no pot
            id="a_record_without_profile_is_koenigrufen",
        ),
    ],
)
def test_the_profiles_family_settles_the_record(record, profile_id, pot_points):
    result = settle({**record, "declarer": "Anna", "won": True})
    assert result["profile"]["id"] == profile_id
    assert result.get("pot", {}).get("points") == pot_points
    assert result.get("family", KOENIGRUFEN) == family_of(profile_id)


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
