import pytest

from shared_rules import MalformedInput
from shared_rules.haferl.cards import DECK, SUITS, augen, card_name_de, parse_card


def test_the_deck_has_36_cards_of_four_suits_from_the_six_to_the_sau():
    assert len(DECK) == len(set(DECK)) == 36
    for suit in "EGHS":
        assert [c for c in DECK if c[0] == suit] == [
            suit + r for r in ("A", "10", "K", "O", "U", "9", "8", "7", "6")
        ]


def test_each_suit_holds_30_augen_and_the_deck_120():
    for suit in SUITS:
        assert sum(augen(c) for c in DECK if c[0] == suit) == 30
    assert sum(augen(c) for c in DECK) == 120


@pytest.mark.parametrize(
    ("card", "value"),
    [("EA", 11), ("G10", 10), ("HK", 4), ("SO", 3), ("EU", 2)]
    + [(s + r, 0) for s in "EGHS" for r in ("9", "8", "7", "6")],
)
def test_augen_sau_11_zehn_10_koenig_4_ober_3_unter_2_spatzen_0(card, value):
    assert augen(card) == value


def test_aces_and_tens_hold_84_of_the_120_augen():
    assert sum(augen(c) for c in DECK if c[1:] in ("A", "10")) == 84


@pytest.mark.parametrize("code", ["ea", "Ea", "g10", "hU", "s6"])
def test_codes_are_read_in_any_case_and_written_canonically(code):
    assert parse_card(code) == code.upper()


@pytest.mark.parametrize("code", ["T21", "HQ", "D1", "E5", "EAA", "", 7, None])
def test_a_code_outside_the_german_deck_is_malformed_naming_the_field(code):
    with pytest.raises(MalformedInput) as err:
        parse_card(code, "hands.Anna.3")
    assert err.value.field == "hands.Anna.3"


def test_german_names():
    assert [card_name_de(c) for c in ("EA", "G10", "HK", "SO", "EU", "H6")] == [
        "Eichel Sau",
        "Gras Zehn",
        "Herz König",
        "Schellen Ober",
        "Eichel Unter",
        "Herz Sechs",
    ]
