import itertools

import pytest

from shared_rules import MalformedInput
from shared_rules.haferl.cards import DECK
from shared_rules.haferl.counting import (
    DECK_AUGEN,
    IMPOSSIBLE_AUGEN,
    STOCK_MAX_AUGEN,
    count,
    count_augen,
    parse_augen,
)


def test_the_deck_counts_120_and_any_split_adds_up():
    assert count_augen(DECK) == DECK_AUGEN == 120
    half = DECK[::2]
    assert count(list(half))["augen"] + count(list(half))["rest"] == 120


def test_three_cards_hold_at_most_three_sau():
    assert STOCK_MAX_AUGEN == 33


def test_count_reads_codes_in_any_case():
    assert count(["ea", "e10", "ek", "eo", "eu"]) == {"augen": 30, "rest": 90}


@pytest.mark.parametrize(
    ("cards", "field"),
    [("EA", "cards"), (["EA", "XX"], "cards.1"), (["EA", "ea"], "cards.1")],
)
def test_count_refuses_bad_input_naming_the_card(cards, field):
    with pytest.raises(MalformedInput) as err:
        count(cards)
    assert err.value.field == field


@pytest.mark.parametrize("value", [-1, 121, 60.5, "61", True, None])
def test_augen_are_a_whole_number_from_0_to_120(value):
    with pytest.raises(MalformedInput) as err:
        parse_augen(value, "declarer_augen")
    assert err.value.field == "declarer_augen"


@pytest.mark.parametrize("value", [0, 61, 120])
def test_augen_in_range_are_taken(value):
    assert parse_augen(value) == value


def test_only_1_and_119_augen_are_out_of_reach_of_every_pile_of_the_deck():
    # the tests' own count: every way to take 0-4 of each counting card (Sau, Zehn, König, Ober,
    # Unter); the Spatzen add nothing. No card is worth 1 (decided 2026-12-01).
    totals = {
        sum(n * v for n, v in zip(counts, (11, 10, 4, 3, 2), strict=True))
        for counts in itertools.product(range(5), repeat=5)
    }
    impossible = tuple(n for n in range(DECK_AUGEN + 1) if n not in totals)
    assert impossible == (1, 119)
    assert impossible == IMPOSSIBLE_AUGEN
