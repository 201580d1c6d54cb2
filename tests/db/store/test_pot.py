"""The pot of a bayerisch sheet, without a database (api/db/store/pot.py)."""

import pytest

from api.db.errors import Invalid
from api.db.models import Sheet
from api.db.store import pot
from shared_rules.families import raw_profile
from shared_rules.haferl import load_profile

BAYERISCH = raw_profile("bayerisch")
OOE = raw_profile("ooe-2023")


def test_only_a_profile_with_a_stake_has_a_pot():
    assert pot.has_pot(BAYERISCH) and not pot.has_pot(OOE)
    assert pot.check_stake(None, BAYERISCH) == BAYERISCH["stake"]["default"] == 1
    assert pot.check_stake(5, BAYERISCH) == 5
    assert pot.check_stake(None, OOE) is None


@pytest.mark.parametrize("stake", [0, -1, 1001, 1.5, True, "2"])
def test_a_stake_is_whole_grundbetraege_from_1_to_1000(stake):
    with pytest.raises(Invalid) as err:
        pot.check_stake(stake, BAYERISCH)
    assert err.value.field == "stake"


def test_a_stake_on_a_profile_without_a_pot_is_not_allowed():
    with pytest.raises(Invalid) as err:
        pot.check_stake(1, OOE)
    assert (err.value.field, err.value.kind) == ("stake", "not-allowed")


def test_the_sheet_opens_with_everyone_paying_the_stake_into_the_pot():
    sheet = Sheet(players=["A", "B", "C", "D"], stake=3, cents_per_point=5, profile_data=BAYERISCH)
    totals = pot.start_totals(sheet, load_profile("bayerisch"))
    assert totals["points"] == dict.fromkeys("ABCD", -3)
    assert totals["money_cents"] == dict.fromkeys("ABCD", -15)
    assert totals["pot"] == {"points": 12, "money_cents": 60}
    assert pot.held(totals) == pot.opening_pot(sheet) == 12
    assert (
        pot.opening(sheet, load_profile("bayerisch"))["text"] == "Einsatz: jeder zahlt 3 ins Haferl"
    )


def test_a_sheet_without_a_stake_has_no_opening_and_no_pot():
    sheet = Sheet(players=["A", "B", "C", "D"], stake=None, cents_per_point=10)
    assert pot.opening(sheet, None) is None
    assert "pot" not in pot.start_totals(sheet, None)
