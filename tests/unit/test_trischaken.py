"""Trischaken settlement, docs/rules.md §2.6 — OÖ, KTC and Tirol."""

import pytest

from shared_rules import Inconsistent

from .test_settlement import pts


def trischaken(deal, points, profile="ooe-2023", **extra):
    named = dict(zip(["Anna", "Bernd", "Clara", "David"], points, strict=True))
    return pts(deal(profile=profile, game="trischaken", trischaken={"points": named}, **extra))


def test_the_most_points_pay_one_to_each_other_player(deal):
    assert trischaken(deal, ["20/0", "30/0", "12/0", "8/0"]) == [1, -3, 1, 1]


def test_buergermeister_pays_double(deal):
    assert trischaken(deal, ["20/0", "36/0", "8/0", "6/0"]) == [2, -6, 2, 2]


def test_vorhand_tied_for_most_loses_alone_and_pays_double(deal):
    assert trischaken(deal, ["25/0", "25/0", "12/0", "8/0"]) == [-6, 2, 2, 2]


def test_vorhand_as_buergermeister_pays_four_to_each(deal):
    assert trischaken(deal, [108, 50, 30, 22]) == [-12, 4, 4, 4]


def test_two_tied_losers_pay_two_each_also_at_35_35(deal):
    assert trischaken(deal, ["10/0", "25/0", "25/0", "10/0"]) == [2, -2, -2, 2]
    assert trischaken(deal, [0, 105, 105, 0]) == [2, -2, -2, 2]


def test_three_tied_losers_pay_one_each_to_the_fourth(deal):
    assert trischaken(deal, ["10/0", "20/0", "20/0", "20/0"]) == [3, -1, -1, -1]


def test_one_jungfrau_takes_the_whole_payout(deal):
    assert trischaken(deal, ["20/0", "30/0", "20/0", 0]) == [0, -3, 0, 3]


def test_two_jungfrauen_share_and_35_1_against_34_2_pays_four(deal):
    assert trischaken(deal, [0, 106, 104, 0]) == [2, -4, 0, 2]
    assert trischaken(deal, [0, 107, 103, 0]) == [3, -6, 0, 3]


def test_jungfrauen_each_take_everything_under_the_house_rule(deal):
    assert trischaken(deal, [0, 106, 104, 0], house_rules={"jungfrau_split": "each"}) == [
        3,
        -6,
        0,
        3,
    ]


def test_ktc_loser_pays_two_to_each_and_tied_losers_share(deal):
    assert trischaken(deal, ["20/0", "30/0", "12/0", "8/0"], "ktc-2023") == [2, -6, 2, 2]
    assert trischaken(deal, ["10/0", "25/0", "25/0", "10/0"], "ktc-2023") == [3, -3, -3, 3]
    assert trischaken(deal, [108, 50, 30, 22], "ktc-2023") == [-24, 8, 8, 8]


def test_tirol_two_with_most_points_pay_two_each(deal):
    assert trischaken(deal, ["10/0", "30/0", "20/0", "10/0"], "tirol-2026") == [2, -2, -2, 2]


def test_tirol_tied_middle_players_neither_pay_nor_receive(deal):
    assert trischaken(deal, ["10/0", "30/0", "15/0", "15/0"], "tirol-2026") == [2, -2, 0, 0]


def test_tirol_buergermeister_and_vorhand(deal):
    assert trischaken(deal, ["10/0", "36/0", "14/0", "10/0"], "tirol-2026") == [2, -6, 2, 2]
    assert trischaken(deal, ["30/0", "20/0", "10/0", "10/0"], "tirol-2026") == [-6, 2, 2, 2]
    assert trischaken(deal, [108, 50, 30, 22], "tirol-2026") == [-12, 4, 4, 4]


def test_tirol_jungfrau_collects_two_from_each(deal):
    assert trischaken(deal, ["30/0", "20/0", "20/0", 0], "tirol-2026") == [-2, -2, -2, 6]


def test_points_not_summing_to_210_thirds_are_inconsistent(deal):
    with pytest.raises(Inconsistent) as err:
        trischaken(deal, ["20/0", "30/0", "12/0", "9/0"])
    assert err.value.field == "trischaken.points"


def test_tricks_must_agree_with_jungfrauen(deal):
    with pytest.raises(Inconsistent) as err:
        deal(
            game="trischaken",
            trischaken={
                "points": {"Anna": 0, "Bernd": 100, "Clara": 60, "David": 50},
                "tricks": {"Anna": 1, "Bernd": 5, "Clara": 3, "David": 3},
            },
        )
    assert err.value.field == "trischaken.tricks.Anna"


@pytest.mark.parametrize(
    ("points", "text"),
    [
        (["20/0", "30/0", "12/0", "8/0"], "Trischaken: Bernd verliert (meiste Punkte, 30/0)"),
        (["10/0", "25/0", "25/0", "10/0"], "Trischaken: Bernd und Clara verlieren"),
        (["10/0", "20/0", "20/0", "20/0"], "Trischaken: Bernd, Clara und David verlieren"),
    ],
)
def test_the_line_names_tied_losers_in_a_list_with_the_plural_verb(deal, points, text):
    named = dict(zip(["Anna", "Bernd", "Clara", "David"], points, strict=True))
    result = deal(profile="ooe-2023", game="trischaken", trischaken={"points": named})
    assert result["lines"][0]["text"].startswith(text)
