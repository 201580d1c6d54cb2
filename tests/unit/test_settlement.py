"""Settlement of positive and negative games, premiums, Valat, Kontra, schleifen (docs/rules.md §2)."""

import pytest

from .conftest import PLAYERS

MADE = {"side": "declarer", "announced": True, "won": True}  # announced by the declarer side, made
UHU = {"name": "uhu", **MADE}
KOENIG_ULTIMO = {"name": "koenig_ultimo", **MADE}
TRULL = {"name": "trull", **MADE}
VALAT = {"side": "declarer", "announced": True}
FOURTH_KING = {"four_kings": "fourth_king"}


def pts(result):
    return [result["points"][p] for p in PLAYERS]


def money(result):
    return [result["money_cents"][p] for p in PLAYERS]


@pytest.mark.parametrize(
    ("fields", "points"),
    [
        pytest.param(
            {"game": "rufer", "partner": "Clara", "declarer_points": "38/0"},
            [1, -1, 1, -1],
            id="rufer_two_against_two_each_winner_gets_the_value",
        ),
        pytest.param(
            {"game": "dreier", "declarer": "Bernd", "won": False},
            [4, -12, 4, 4],
            id="dreier_alone_against_three_pays_each_opponent",
        ),
        pytest.param(
            {"game": "solorufer", "partner": "Bernd", "won": True, "premiums": [KOENIG_ULTIMO]},
            [6, 6, -6, -6],
            id="solorufer_with_announced_koenig_ultimo_is_six_per_player",
        ),
        pytest.param(
            {"game": "solorufer", "partner": "Clara", "valat": {**VALAT, "won": True}},
            [16, -16, 16, -16],
            id="ooe_valat_is_not_doubled_in_a_solo_game",
        ),
        pytest.param(
            {"game": "sechserdreier", "declarer_points": "40/0", "valat": {**VALAT, "won": False}},
            [-192, 64, 64, 64],
            id="ooe_failed_announced_valat_in_sechserdreier_costs_64_per_opponent",
        ),
        pytest.param(
            {"game": "a_rufer", "partner": "Clara", "won": True, "bird": "uhu", "premiums": [UHU]},
            [5, -5, 5, -5],
            id="a_rufer_is_one_plus_the_announced_bird",
        ),
        pytest.param(
            {"game": "rufer", "partner": "Anna", "won": True, "house_rules": FOURTH_KING},
            [3, -1, -1, -1],
            id="the_fourth_king_house_rule_lets_the_declarer_play_alone",
        ),
    ],
)
def test_the_points_of_a_deal(deal, fields, points):
    assert pts(deal(**{"declarer": "Anna", **fields})) == points


def test_35_2_wins_and_35_1_loses(deal):
    assert pts(deal(game="dreier", declarer="Anna", declarer_points="35/2"))[0] == 12
    assert pts(deal(game="dreier", declarer="Anna", declarer_points="35/1"))[0] == -12


def test_tulln_threshold_house_rule_lets_35_1_win(deal):
    r = deal(game="dreier", declarer="Anna", declarer_points="35/1", house_rules={"threshold": 106})
    assert pts(r)[0] == 12


def test_lost_sechserdreier_counts_double_but_not_its_premiums(deal):
    r = deal(game="sechserdreier", declarer="Anna", won=False, premiums=[UHU])
    game, uhu = r["lines"]
    assert game["points"]["Anna"] == -24 and uhu["points"]["Anna"] == 12
    assert "OÖ" in game["rule"]


@pytest.mark.parametrize(
    ("game", "partner", "premium", "line"),
    [
        pytest.param(
            "dreier", None, {**UHU, "announced": False}, [6, -2, -2, -2], id="silent_counts_half"
        ),
        pytest.param(
            "rufer",
            "Clara",
            {"name": "pagat", "side": "declarer", "announced": True, "won": False},
            [-2, 2, -2, 2],
            id="announced_and_lost_costs_the_announcing_side",
        ),
        pytest.param(
            "dreier",
            None,
            {"name": "vier_koenige", "side": "opponents", "announced": True, "won": True},
            [-6, 2, 2, 2],
            id="the_opponents_premium_is_booked_mirrored",
        ),
    ],
)
def test_a_premium_line_pays_its_value_per_opponent(deal, game, partner, premium, line):
    r = deal(game=game, declarer="Anna", partner=partner, won=True, premiums=[premium])
    assert [r["lines"][1]["points"][p] for p in PLAYERS] == line


def test_failed_silent_premium_counts_nothing_unless_the_house_rule_says_so(deal):
    premium = {"name": "trull", "side": "opponents", "announced": False, "won": False}
    plain = deal(game="dreier", declarer="Anna", won=True, premiums=[premium])
    assert plain["lines"][1]["points"]["Anna"] == 0
    house = deal(
        game="dreier",
        declarer="Anna",
        won=True,
        premiums=[premium],
        house_rules={"failed_silent_counts": True},
    )
    assert house["lines"][1]["points"]["Anna"] == 3


def test_kontra_multiplies_money_only_in_ooe(deal):
    r = deal(game="dreier", declarer="Anna", won=True, kontra=3)
    assert pts(r) == [12, -4, -4, -4]
    assert money(r) == [960, -320, -320, -320]


def test_kontra_on_points_house_rule_multiplies_the_points_too(deal):
    r = deal(
        game="dreier", declarer="Anna", won=True, kontra=1, house_rules={"kontra_on_points": True}
    )
    assert pts(r) == [24, -8, -8, -8]


def test_more_kontra_levels_than_the_profile_has_are_not_allowed(deal):
    from shared_rules import NotAllowed

    with pytest.raises(NotAllowed) as err:
        deal(game="dreier", declarer="Anna", won=True, kontra=4)
    assert err.value.field == "kontra"
    r = deal(game="dreier", declarer="Anna", won=True, kontra=5, house_rules={"kontra_levels": 5})
    assert money(r)[0] == 12 * 32 * 10


def test_negative_game_kontra_is_per_opponent(deal):
    r = deal(game="bettel", declarer="Anna", declarer_tricks=0, kontra={"Bernd": 1, "David": 2})
    assert pts(r) == [6, -2, -2, -2]
    assert money(r) == [(4 + 2 + 8) * 10, -40, -20, -80]


def test_negative_game_is_won_only_with_the_exact_number_of_tricks(deal):
    assert pts(deal(game="piccolo", declarer="Anna", declarer_tricks=1))[0] == 6
    assert pts(deal(game="piccolo", declarer="Anna", declarer_tricks=0))[0] == -6


def test_ooe_announced_valat_replaces_the_game_at_eight_times(deal):
    r = deal(
        game="rufer",
        declarer="Anna",
        partner="Clara",
        valat={**VALAT, "won": True},
        premiums=[{**TRULL, "announced": False}],
    )
    assert pts(r) == [8, -8, 8, -8]
    assert r["lines"][1]["points"]["Anna"] == 0  # only announced premiums count on a valat


def test_kontra_on_the_game_carries_over_to_the_valat(deal):
    r = deal(
        game="dreier",
        declarer="Anna",
        kontra=1,
        valat={"side": "declarer", "announced": False, "won": True},
    )
    assert pts(r) == [48, -16, -16, -16] and money(r)[0] == 960


def test_tirol_valat_is_a_fixed_premium_on_top_doubled_in_solo(deal):
    r = deal(
        profile="tirol-2026",
        game="solorufer",
        declarer="Anna",
        partner="Clara",
        won=True,
        valat={**VALAT, "won": True},
        premiums=[TRULL],
    )
    game, valat, trull = r["lines"]
    assert (
        game["points"]["Anna"] == 2
        and valat["points"]["Anna"] == 40
        and trull["points"]["Anna"] == 0
    )


def test_ktc_silent_valat_drops_silent_trull_but_not_birds(deal):
    r = deal(
        profile="ktc-2023",
        game="dreier",
        declarer="Anna",
        won=True,
        valat={"side": "declarer", "announced": False, "won": True},
        premiums=[
            {"name": "trull", "side": "declarer", "announced": False, "won": True},
            {"name": "pagat", "side": "declarer", "announced": False, "won": True},
        ],
    )
    assert [ln["points"]["Anna"] for ln in r["lines"]] == [15, 30, 0, 3]


def test_a_rufer_needs_its_bird_as_an_announced_premium(deal):
    from shared_rules import Inconsistent

    with pytest.raises(Inconsistent) as err:
        deal(game="a_rufer", declarer="Anna", partner="Clara", won=True, bird="uhu")
    assert err.value.field == "premiums"


def test_schleifen_loses_game_and_bird_alone_against_three(deal):
    r = deal(
        game="a_rufer",
        declarer="Anna",
        king_in_talon=True,
        conceded=True,
        bird="uhu",
        premiums=[{"name": "uhu", "side": "declarer", "announced": True}],
    )
    assert pts(r) == [-15, 5, 5, 5] and money(r) == [-150, 50, 50, 50]


def test_rufer_played_on_with_king_in_talon_is_one_against_three(deal):
    r = deal(game="rufer", declarer="Anna", king_in_talon=True, won=True, kontra=1)
    assert pts(r) == [3, -1, -1, -1] and money(r)[0] == 60


def test_solorufer_king_in_talon_voids_every_kontra(deal):
    r = deal(game="solorufer", declarer="Anna", king_in_talon=True, won=True, kontra=2)
    assert money(r) == [60, -20, -20, -20]
    assert "Kontra wirkungslos" in r["lines"][0]["text"]


def test_writing_error_counts_zero_for_everyone(deal):
    r = deal(game="dreier", declarer="Anna", won=True, writing_error=True)
    assert pts(r) == [0, 0, 0, 0] and r["lines"][0]["rule"] == "OÖ Allgemeines 9"


def test_dealer_at_a_five_table_sits_out_with_zero(deal):
    r = deal(players=PLAYERS + ["Eva"], dealer="Eva", game="dreier", declarer="Anna", won=True)
    assert r["points"] == {"Anna": 12, "Bernd": -4, "Clara": -4, "David": -4, "Eva": 0}


def test_cents_per_point_can_be_set_by_the_caller(deal):
    assert (
        money(deal(game="rufer", declarer="Anna", partner="Clara", won=True, cents_per_point=50))[0]
        == 50
    )


def test_every_line_cites_a_rule_and_explains_in_german(deal):
    r = deal(game="dreier", declarer="Anna", won=True, premiums=[{**UHU, "won": False}])
    assert all(ln["rule"] and ln["text"] for ln in r["lines"])
    assert r["lines"][1]["text"] == "Uhu angesagt, nicht gemacht"


def test_solorufer_king_in_talon_voids_the_kontra_on_premiums_too(deal):
    trull = {**TRULL, "kontra": 2}
    r = deal(game="solorufer", declarer="Anna", king_in_talon=True, won=True, premiums=[trull])
    assert r["lines"][1]["money_cents"]["Anna"] == 4 * 3 * 10
    assert "Kontra wirkungslos" in r["lines"][1]["text"]


def test_writing_error_must_be_true_or_false(deal):
    from shared_rules import MalformedInput

    with pytest.raises(MalformedInput) as err:
        deal(game="dreier", declarer="Anna", won=True, writing_error="no")
    assert err.value.field == "writing_error"


def test_cents_per_point_is_bounded(deal):
    from shared_rules import MalformedInput

    with pytest.raises(MalformedInput) as err:
        deal(game="dreier", declarer="Anna", won=True, cents_per_point=10**400)
    assert err.value.field == "cents_per_point"


def test_a_line_cites_each_clause_once_and_names_its_profile_keys(deal):
    r = deal(
        game="solorufer",
        declarer="Anna",
        partner="Clara",
        won=True,
        kontra=1,
        premiums=[{**KOENIG_ULTIMO, "kontra": 1}],
    )
    game, ku = r["lines"]
    assert ku["rule"] == "OÖ Ansagen 1; OÖ Allgemeines 5"  # not "OÖ Ansagen 1; OÖ Ansagen 1; …"
    assert ku["keys"] == ["premiums.koenig_ultimo.announced", "games.solorufer.premium_factor"]
    assert game["keys"] == ["games.solorufer.value"]
    for result in (r, deal(game="sechserdreier", declarer="Anna", declarer_points="30/0")):
        for ln in result["lines"]:
            clauses = ln["rule"].split("; ")
            assert len(clauses) == len(set(clauses))
    lost = deal(game="sechserdreier", declarer="Anna", declarer_points="30/0")["lines"][0]
    assert lost["keys"] == [
        "games.sechserdreier.value",
        "threshold",
        "games.sechserdreier.lost_factor",
    ]


def test_a_house_rule_behind_a_value_is_named_with_the_profile_key(deal):
    r = deal(
        game="rufer",
        declarer="Anna",
        partner="Clara",
        won=True,
        house_rules={"game_values": {"rufer": 3}},
    )
    assert r["lines"][0]["keys"] == ["games.rufer.value", "house_rules.game_values.rufer"]
    assert r["points"]["Anna"] == 3
