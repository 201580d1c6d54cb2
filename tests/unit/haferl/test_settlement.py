"""Settlement lines of a Bavarian deal: texts, clauses, the pot's part, refills before the game."""

import pytest

from shared_rules.haferl import settle
from shared_rules.haferl.profile import load_profile

P3 = ["Anna", "Bernd", "Clara"]


def deal(**fields):
    record = {"profile": "bayerisch", "players": P3, "game": "stockspiel", "declarer": "Anna"}
    record.update(fields)
    return settle(record)


def test_a_lost_stockspiel_names_both_payments_and_cites_the_clauses():
    (ln,) = deal(declarer_augen=55)["lines"]
    assert (
        ln["text"] == "Stockspiel verloren (Spieler 55 Augen): 1 an jeden Gegner und 1 ins Haferl"
    )
    assert ln["rule"] == (
        "Bayerisch Reizen 1; Bayerisch Abrechnung (Stockspiel); "
        "Bayerisch Kartenwerte (61 von 120 Augen, 60:60 verliert)"
    )
    assert (ln["item"], ln["side"], ln["value"]) == ("game", "opponents", 1)
    assert ln["pot"] == {"points": 1, "money_cents": 10}


def test_schneider_and_schwarz_show_how_the_tariff_grows():
    (ln,) = deal(game="solo", trump="G", declarer_augen=120, declarer_tricks=11)["lines"]
    assert ln["text"] == (
        "Solo (Trumpf Gras) gewonnen, Schneider und Schwarz (Spieler 120 Augen, alle 11 Stiche): "
        "2 + 1 Schneider + 1 Schwarz = 4 von jedem Gegner"
    )
    assert ln["rule"].endswith("Bayerisch Abrechnung (Schneider); Bayerisch Abrechnung (Schwarz)")
    assert ln["value"] == 4


def test_a_lost_stockspiel_schneider_pays_the_raised_tariff_into_the_pot_too():
    (ln,) = deal(declarer_augen=12)["lines"]
    assert ln["text"].endswith(": 1 + 1 Schneider = 2 an jeden Gegner und 2 ins Haferl")
    assert ln["points"] == {"Anna": -6, "Bernd": 2, "Clara": 2} and ln["pot"]["points"] == 2


def test_the_refill_is_its_own_line_before_the_game():
    refill, game = deal(won=True, pot=0)["lines"]
    assert refill["item"] == "refill" and refill["side"] is None
    assert refill["text"] == "Haferl nachfüllen: es hält 0, der Spieler nimmt 1; jeder zahlt 1 ein"
    assert refill["points"] == {"Anna": -1, "Bernd": -1, "Clara": -1}
    assert refill["pot"]["points"] == 3
    assert refill["rule"] == "docs/rules.md §3.5 (Haferl nachfüllen)"
    assert game["text"] == "Stockspiel gewonnen: 1 aus dem Haferl"


def test_a_game_paid_player_to_player_never_refills_the_pot():
    for game, trump in (("solo", "E"), ("herz_solo", None), ("bettel", None)):
        lines = deal(game=game, trump=trump, won=True, pot=0)["lines"]
        assert [ln["item"] for ln in lines] == ["game"]
        assert lines[0]["pot"]["points"] == 0


def test_a_bettel_line_counts_tricks():
    assert deal(game="bettel", declarer_tricks=0)["lines"][0]["text"] == (
        "Bettel gewonnen (kein Stich): 4 von jedem Gegner"
    )
    assert deal(game="bettel", declarer_tricks=3)["lines"][0]["text"] == (
        "Bettel verloren (3 Stiche): 4 an jeden Gegner"
    )


def test_a_breach_line_names_who_broke_which_rule():
    (ln,) = deal(game="herz_solo", breach={"player": "Bernd", "rule": "stichzwang"})["lines"]
    assert (
        ln["text"] == "Herz-Solo gewonnen (Regelverstoß von Bernd: Stichzwang): 3 von jedem Gegner"
    )
    assert "docs/rules.md §3.5 (Regelverstoß" in ln["rule"]


def test_a_thrown_in_deal_is_one_row_without_payment():
    result = deal(game="thrown_in", declarer=None)
    (ln,) = result["lines"]
    assert ln["text"] == "Alle haben gepasst: zusammengeworfen, keine Zahlung"
    assert set(ln["points"].values()) == {0} and ln["pot"]["points"] == 0
    assert result["pot"]["before"] == result["pot"]["after"] == 3


def test_the_result_says_what_was_played_and_where_the_pot_stands():
    result = deal(game="solo", trump="S", declarer_augen=95, players=P3 + ["David"], dealer="Bernd")
    assert {k: result[k] for k in ("family", "game", "declarer", "trump", "dealer")} == {
        "family": "haferltarock",
        "game": "solo",
        "declarer": "Anna",
        "trump": "S",
        "dealer": "Bernd",
    }
    assert (result["won"], result["schneider"], result["schwarz"]) == (True, True, False)
    assert result["points"] == {"Anna": 6, "Bernd": 0, "Clara": -3, "David": -3}
    assert result["pot"] == {"before": 4, "after": 4, "points": 0, "money_cents": 0}


def test_a_frozen_profile_overrides_the_records_profile():
    frozen = load_profile("bayerisch", {"game_values": {"herz_solo": 5}})
    result = settle(
        {"players": P3, "game": "herz_solo", "declarer": "Anna", "won": True}, profile=frozen
    )
    assert result["points"]["Anna"] == 10


@pytest.mark.parametrize("record", [None, [], "stockspiel"])
def test_a_record_that_is_no_object_is_malformed(record):
    from shared_rules import MalformedInput

    with pytest.raises(MalformedInput) as err:
        settle(record)
    assert err.value.field == "record"


def test_a_game_decided_by_a_breach_pays_the_base_tariff():
    # decided 2026-12-01: a Herz-Solo lost by the declarer's breach pays 3, never Schneider/Schwarz
    out = deal(game="herz_solo", breach={"player": "Anna", "rule": "stichzwang"})
    assert (out["schneider"], out["schwarz"]) == (False, False)
    assert [ln["value"] for ln in out["lines"]] == [3]
    assert out["points"] == {"Anna": -6, "Bernd": 3, "Clara": 3}


def test_when_one_refill_is_not_enough_the_stake_goes_in_until_the_pot_can_pay_each_its_own_line():
    # decided 2026-12-01: a Stockspiel worth 8 won Schwarz takes 10 from a pot of 1: 1 → 4 → 7 → 10
    out = deal(won=True, schwarz=True, pot=1, house_rules={"game_values": {"stockspiel": 8}})
    *refills, game = out["lines"]
    assert [ln["item"] for ln in refills] == ["refill"] * 3
    assert [ln["text"] for ln in refills] == [
        f"Haferl nachfüllen: es hält {held}, der Spieler nimmt 10; jeder zahlt 1 ein"
        for held in (1, 4, 7)
    ]
    assert all(ln["points"] == {"Anna": -1, "Bernd": -1, "Clara": -1} for ln in refills)
    assert game["pot"]["points"] == -10
    assert out["pot"] == {"before": 1, "after": 0, "points": -1, "money_cents": -10}
