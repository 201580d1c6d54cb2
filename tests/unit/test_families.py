"""The settle entry picks the engine by the profile's family; each registry keeps to its family."""

import json
import subprocess
from pathlib import Path

import pytest

import shared_rules
from shared_rules import MalformedInput, settle
from shared_rules.catalogue import HAFERLTAROCK, KOENIGRUFEN, all_profile_ids, family_of
from shared_rules.families import FAMILIES, family, family_of_profile
from shared_rules.haferl.profile import load_profile as load_haferl

P3 = ["Anna", "Bernd", "Clara"]
ROOT = Path(__file__).resolve().parents[2]


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


@pytest.mark.parametrize(
    ("family_id", "deck", "sizes", "active", "has_pot", "profile_id"),
    [
        (KOENIGRUFEN, "tarock", (4, 5), 4, False, "ooe-2023"),
        (HAFERLTAROCK, "german", (3, 4), 3, True, "bayerisch"),
    ],
)
def test_the_family_table_says_what_each_family_has(
    family_id, deck, sizes, active, has_pot, profile_id
):
    fam = family(family_id)
    assert (fam.id, fam.deck, fam.table_sizes, fam.active, fam.has_pot) == (
        family_id,
        deck,
        sizes,
        active,
        has_pot,
    )
    data = fam.raw_profile(profile_id)
    assert family_of_profile(data) is fam
    assert (fam.sizes(data), fam.active_seats(data)) == (sizes, active)
    assert getattr(fam.profile_from_data(data), "family", KOENIGRUFEN) == family_id
    # a family with a pot is one whose profiles name a stake: the documents agree with the table
    assert ("stake" in data) is has_pot


def test_the_deck_of_a_family_is_the_deck_its_engine_deals():
    from shared_rules import cards
    from shared_rules.haferl import cards as german

    assert {
        f.deck: len(d)
        for f, d in ((family(KOENIGRUFEN), cards.DECK), (family(HAFERLTAROCK), german.DECK))
    } == {"tarock": 54, "german": 36}


@pytest.mark.parametrize("family_id", [None, "", "schafkopf", 7, ["koenigrufen"]])
def test_no_or_an_unknown_family_is_koenigrufen(family_id):
    assert family(family_id) is FAMILIES[KOENIGRUFEN]
    assert family_of_profile({"family": family_id}) is FAMILIES[KOENIGRUFEN]


def test_the_python_and_js_family_tables_agree():
    script = (
        "import { FAMILIES } from './pwa/engine/familytable.js';"
        "console.log(JSON.stringify(FAMILIES));"
    )
    out = subprocess.run(
        ["node", "--input-type=module", "-e", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    js = json.loads(out.stdout)
    assert js == {
        f.id: {
            "id": f.id,
            "deck": f.deck,
            "tableSizes": list(f.table_sizes),
            "active": f.active,
            "hasPot": f.has_pot,
        }
        for f in FAMILIES.values()
    }
