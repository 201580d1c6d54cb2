import pytest

from shared_rules.cards import DECK, STRENGTH, card_value, parse_card
from shared_rules.counting import count_thirds
from shared_rules.errors import MalformedInput


def test_deck_has_54_distinct_cards_worth_70_points():
    assert len(set(DECK)) == 54
    assert count_thirds(DECK) == 210


@pytest.mark.parametrize("code", ["t21", "Skus", "hk", "s10", "cN"])
def test_card_codes_are_case_insensitive_and_canonical_out(code):
    assert parse_card(code) == code.upper()


@pytest.mark.parametrize("code", ["T22", "T0", "H10", "S1", "HX", "", 7, None])
def test_unknown_card_codes_are_refused_naming_the_field(code):
    with pytest.raises(MalformedInput) as err:
        parse_card(code, "hands.Anna.3")
    assert err.value.field == "hands.Anna.3"


def test_card_values_follow_the_rule_book():
    assert [
        card_value(c) for c in ("HK", "DQ", "SN", "CJ", "H1", "C7", "T1", "T21", "SKUS", "T2")
    ] == [
        5,
        4,
        3,
        2,
        1,
        1,
        5,
        5,
        5,
        1,
    ]


def test_red_one_beats_red_four_and_black_ten_beats_black_seven():
    assert STRENGTH["H1"] > STRENGTH["H4"]
    assert STRENGTH["S10"] > STRENGTH["S7"]
    assert STRENGTH["HJ"] > STRENGTH["H1"]
    assert STRENGTH["SKUS"] > STRENGTH["T21"] > STRENGTH["T1"] > STRENGTH["HK"]
