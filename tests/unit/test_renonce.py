"""Every Renonce check of docs/rules.md §2.5."""

import pytest

from .test_settlement import pts


def renonce(*who):
    return {"players": list(who), "reason": "Farbzwang"}


def test_dreier_declarer_renounces_pays_each_opponent_four(deal):
    assert pts(deal(game="dreier", declarer="Anna", renonce=renonce("Anna"))) == [-12, 4, 4, 4]


def test_dreier_opponent_renounces_pays_declarer_three_times(deal):
    assert pts(deal(game="dreier", declarer="Anna", renonce=renonce("Bernd"))) == [12, -20, 4, 4]


def test_sechserdreier_declarer_renounces_opponents_get_the_lost_double(deal):
    assert pts(deal(game="sechserdreier", declarer="Anna", renonce=renonce("Anna"))) == [
        -24,
        8,
        8,
        8,
    ]


def test_sechserdreier_with_announced_uhu_opponent_renounces(deal):
    uhu = {"name": "uhu", "side": "declarer", "announced": True}
    r = deal(game="sechserdreier", declarer="Anna", renonce=renonce("Bernd"), premiums=[uhu])
    assert pts(r) == [24, -48, 12, 12]


def test_solorufer_with_announced_koenig_ultimo_opponent_renounces(deal):
    ku = {"name": "koenig_ultimo", "side": "declarer", "announced": True}
    r = deal(
        game="solorufer", declarer="Anna", partner="Clara", renonce=renonce("Bernd"), premiums=[ku]
    )
    assert pts(r) == [6, -18, 6, 6]


def test_a_rufer_declarer_renouncing_credits_game_and_announced_pagat(deal):
    pagat = {"name": "pagat", "side": "declarer", "announced": True}
    r = deal(
        game="a_rufer", declarer="Anna", bird="pagat", renonce=renonce("Anna"), premiums=[pagat]
    )
    assert pts(r) == [-9, 3, 3, 3]


def test_kontra_does_not_apply_to_renonce_credits(deal):
    r = deal(game="dreier", declarer="Anna", kontra=2, renonce=renonce("Anna"))
    assert r["money_cents"]["Bernd"] == 40


def test_silent_premiums_are_not_credited_in_a_renonce(deal):
    trull = {"name": "trull", "side": "declarer", "announced": False, "won": True}
    assert pts(
        deal(game="dreier", declarer="Anna", renonce=renonce("Bernd"), premiums=[trull])
    ) == [12, -20, 4, 4]


def test_two_renoncers_share_the_credits(deal):
    assert pts(deal(game="dreier", declarer="Anna", renonce=renonce("Bernd", "Clara"))) == [
        12,
        -8,
        -8,
        4,
    ]


def test_two_renoncers_share_an_odd_credit_in_exact_halves(deal):
    r = deal(game="rufer", declarer="Anna", partner="Clara", renonce=renonce("Bernd", "David"))
    assert r["points"] == {"Anna": 1, "Bernd": -1, "Clara": 1, "David": -1}
    assert r["lines"][0]["points"] == {"Anna": 1, "Bernd": "-1/2", "Clara": 0, "David": "-1/2"}


def test_trischaken_renoncer_pays_two_to_each(deal):
    assert pts(deal(game="trischaken", renonce=renonce("Bernd"))) == [2, -6, 2, 2]


def test_trischaker_as_renoncer_pays_four_to_each(deal):
    assert pts(deal(game="trischaken", renonce=renonce("Anna"))) == [-12, 4, 4, 4]


def test_two_trischaken_renoncers_pay_three_each(deal):
    assert pts(deal(game="trischaken", renonce=renonce("Bernd", "Clara"))) == [3, -3, -3, 3]


def test_a_rufer_declared_without_a_bird_pays_the_flat_three_whatever_bird_was_named(deal):
    uhu = {"name": "uhu", "side": "declarer", "announced": True}
    missing = {"players": ["Anna"], "rule": "bird_missing", "reason": "kein Vogel im Blatt"}
    assert pts(
        deal(game="a_rufer", declarer="Anna", bird="uhu", renonce=missing, premiums=[uhu])
    ) == [-9, 3, 3, 3]
    assert pts(deal(game="a_rufer", declarer="Anna", renonce=missing)) == [-9, 3, 3, 3]


def test_an_opponents_renonce_in_a_ruferspiel_needs_the_partner(deal):
    from shared_rules import MalformedInput

    ku = {"name": "koenig_ultimo", "side": "declarer", "announced": True}
    with pytest.raises(MalformedInput) as err:
        deal(game="solorufer", declarer="Anna", renonce=renonce("Bernd"), premiums=[ku])
    assert err.value.field == "partner"
