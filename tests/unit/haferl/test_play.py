"""Replay of hand-built Bavarian deals: winners, Augen, Schneider and Schwarz from the cards, each
kind of breach with its German explanation, the breach rule, partial deals. Every expected number
is counted by hand from the cards below."""

import copy
import random

import pytest

from shared_rules import MalformedInput, NotAllowed
from shared_rules.haferl.dealgen import play_tricks
from shared_rules.haferl.play import replay

from ..refusal import refused_field


def dealt(anna, bernd, clara, stock, **fields):
    """A Bavarian deal dealt to Anna (Vorhand, the declarer), Bernd and Clara."""
    hands = {"Anna": anna, "Bernd": bernd, "Clara": clara}
    players = ["Anna", "Bernd", "Clara"]
    deal = {"profile": "bayerisch", "players": players, "hands": hands, "stock": stock}
    return {**deal, "declarer": "Anna", **fields}


# Anna holds every Herz and two Sau; whoever plays, she takes all 11 tricks.
SCHWARZ = dealt(
    ["HA", "H10", "HK", "HO", "HU", "H9", "H8", "H7", "H6", "EA", "GA"],
    ["E10", "EK", "EO", "EU", "E9", "E8", "E7", "E6", "SA", "S10", "SK"],
    ["G10", "GK", "GO", "GU", "G9", "G8", "G7", "G6", "SO", "SU", "S9"],
    ["S8", "S7", "S6"],
)
SCHWARZ_TRICKS = [
    ["HA", "SK", "SO"],  # 11 + 4 + 3 = 18 (void in Herz and without trumps: any card)
    ["H10", "S10", "SU"],  # 10 + 10 + 2 = 22
    ["HK", "SA", "S9"],  # 4 + 11 + 0 = 15
    ["HO", "E6", "G6"],  # 3
    ["HU", "E7", "G7"],  # 2
    ["H9", "E8", "G8"],  # 0
    ["H8", "E9", "G9"],  # 0
    ["H7", "EU", "GU"],  # 0 + 2 + 2 = 4
    ["H6", "EO", "GO"],  # 0 + 3 + 3 = 6
    ["EA", "E10", "GK"],  # 11 + 10 + 4 = 25: Bernd cannot beat the Sau, any Eichel will do
    ["GA", "EK", "G10"],  # 11 + 4 + 10 = 25: Clara must follow Gras
]
PER_TRICK = [18, 22, 15, 3, 2, 0, 0, 4, 6, 25, 25]
# Anna holds only the three lowest cards of every suit but Herz: nobody else's card is lower.
BETTEL = dealt(
    ["E6", "E7", "E8", "G6", "G7", "G8", "S6", "S7", "S8", "H6", "H7"],
    ["EA", "E10", "EK", "G10", "GK", "GO", "S10", "SK", "H10", "HK", "HO"],
    ["EO", "EU", "E9", "GU", "G9", "SO", "SU", "S9", "HU", "H9", "H8"],
    ["HA", "GA", "SA"],
    game="bettel",
)


def schwarz(game="herz_solo", tricks=SCHWARZ_TRICKS, **fields):
    deal = copy.deepcopy(SCHWARZ)
    tricks = [t if isinstance(t, dict) else {"cards": list(t)} for t in tricks]
    deal.update(game=game, tricks=tricks, **fields)
    if game == "stockspiel":
        deal.setdefault("discard", ["S8", "S7", "S6"])
    return deal


def test_a_herz_solo_with_every_trick_is_schwarz_from_the_cards():
    out = replay(schwarz())
    assert out["findings"] == [] and out["complete"] and out["decided"]
    assert [t["winner"] for t in out["tricks"]] == ["Anna"] * 11
    assert [t["augen"] for t in out["tricks"]] == PER_TRICK
    assert out["augen"] == {"declarer": 120, "opponents": 0}
    assert (out["won"], out["schneider"], out["schwarz"]) == (True, True, True)
    assert out["record"]["declarer_augen"] == 120 and out["record"]["declarer_tricks"] == 11
    assert out["settlement"]["points"] == {"Anna": 10, "Bernd": -5, "Clara": -5}  # 3 + 1 + 1


def test_a_stockspiel_discard_counts_for_the_declarer_and_schwarz_takes_3_from_the_pot():
    out = replay(schwarz("stockspiel"))
    assert out["findings"] == []
    assert out["augen"] == {"declarer": 120, "opponents": 0}
    assert out["settlement"]["points"] == {"Anna": 3, "Bernd": 0, "Clara": 0}
    assert out["settlement"]["pot"]["after"] == 0


def test_a_partial_deal_is_counted_so_far_and_not_settled():
    out = replay(schwarz(tricks=SCHWARZ_TRICKS[:3]))
    assert (out["complete"], out["decided"], out["won"]) == (False, False, None)
    assert out["augen"] == {"declarer": 55, "opponents": 0}
    assert out["record"] is None and out["settlement"] is None


def test_a_bettel_without_a_trick_is_won_and_the_stock_counts_for_nobody():
    out = replay(play_tricks(copy.deepcopy(BETTEL), random.Random(4)))
    assert out["findings"] == []
    assert out["tricks_won"]["Anna"] == 0 and out["won"] is True
    assert out["augen"] == {"declarer": 0, "opponents": 87, "stock": 33}
    assert out["settlement"]["points"] == {"Anna": 8, "Bernd": -4, "Clara": -4}


def test_a_bettel_is_lost_with_the_declarers_first_trick():
    out = replay(schwarz("bettel", tricks=[["EA", "E6", "G6"]]))
    assert out["findings"] == []
    assert (out["complete"], out["decided"], out["won"]) == (False, True, False)
    assert out["record"]["declarer_tricks"] == 1
    assert out["settlement"]["points"] == {"Anna": -8, "Bernd": 4, "Clara": 4}


def test_farbzwang_is_explained_and_the_breach_loses_for_the_breaching_side():
    out = replay(schwarz("stockspiel", tricks=[["EA", "SK", "G6"]]))
    (f,) = out["findings"]
    assert (f["trick"], f["player"], f["card"], f["rule"]) == (1, "Bernd", "SK", "farbzwang")
    assert f["required"] == ["E10", "EK", "EO", "EU", "E9", "E8", "E7", "E6"]
    assert f["text"] == (
        "Eichel ausgespielt, Bernd hatte Eichel Zehn, Eichel König, Eichel Ober, Eichel Unter, "
        "Eichel Neun, Eichel Acht, Eichel Sieben, Eichel Sechs und spielte Schellen König: "
        "Farbzwang, Bayerisch Spielweise 1"
    )
    assert out["decided"] and out["record"]["breach"]["player"] == "Bernd"
    assert out["settlement"]["points"] == {"Anna": 1, "Bernd": 0, "Clara": 0}  # won at 1


def test_with_breach_loses_off_the_breach_is_reported_and_the_cards_decide():
    deal = schwarz("stockspiel", tricks=[["EA", "SK", "G6"]], house_rules={"breach_loses": False})
    out = replay(deal)
    assert [f["rule"] for f in out["findings"]] == ["farbzwang"]
    assert out["decided"] is False and out["settlement"] is None


def test_trumpfzwang_and_stichzwang_are_explained():
    deal = schwarz("herz_solo", tricks=[["EA", "E10", "G7"]])
    deal["hands"]["Anna"] = ["HA", "H10", "HK", "HO", "HU", "H9", "H8", "H7", "GU", "EA", "GA"]
    deal["hands"]["Clara"] = ["G10", "GK", "GO", "G6", "G9", "G8", "G7", "H6", "SO", "SU", "S9"]
    (f,) = replay(deal)["findings"]
    assert (f["player"], f["rule"], f["required"]) == ("Clara", "trumpfzwang", ["H6"])
    assert f["text"] == (
        "Eichel ausgespielt, Clara hatte kein Eichel, aber Trumpf (Herz Sechs) und spielte "
        "Gras Sieben: Trumpfzwang, Bayerisch Spielweise 2"
    )
    deal["tricks"] = [{"cards": ["GA", "E10", "G7"]}, {"cards": ["HU", "E9", "H6"]}]
    assert replay(deal)["findings"] == []  # cannot beat: any card of the suit
    deal["tricks"] = [{"cards": ["GU", "E10", "G7"]}]
    (f,) = replay(deal)["findings"]
    assert (f["player"], f["rule"], f["required"]) == ("Clara", "stichzwang", ["G10", "GK", "GO"])
    assert f["text"] == (
        "Gras ausgespielt, Gras Unter lag vorne; Clara hätte mit Gras Zehn, Gras König, Gras Ober "
        "überstechen müssen und spielte Gras Sieben: Stichzwang, Bayerisch Spielweise 3"
    )


def test_a_wrong_leader_and_a_card_not_held():
    out = replay(schwarz(tricks=[{"leader": "Bernd", "cards": ["E10", "G6", "EA"]}]))
    rules = [(f["trick"], f["player"], f["rule"]) for f in out["findings"]]
    assert rules == [(1, "Bernd", "wrong_leader")]
    assert out["findings"][0]["text"].startswith(
        "Den 1. Stich spielt Anna aus (die Vorhand), ausgespielt hat Bernd mit Eichel Zehn"
    )
    out = replay(schwarz(tricks=[["EK", "E10", "G6"]]))
    (f,) = out["findings"]
    assert (f["player"], f["rule"]) == ("Anna", "card_not_held")
    assert "(sie lag bei Bernd)" in f["text"]
    assert out["settlement"]["points"]["Anna"] == -6  # Herz-Solo lost at its base tariff


def test_a_trump_in_the_stockspiel_discard():
    out = replay(schwarz("stockspiel", discard=["H6", "S7", "S6"], tricks=[]))
    (f,) = out["findings"]
    assert (f["trick"], f["player"], f["card"], f["rule"]) == (0, "Anna", "H6", "discard")
    assert "S8" in f["required"] and "HA" not in f["required"]
    assert f["text"] == (
        "Anna drückte Herz Sechs: Trümpfe dürfen nicht gedrückt werden: Drücken, Bayerisch Reizen 1"
    )


def test_a_short_discard_and_a_discarded_card_not_held():
    out = replay(schwarz("stockspiel", discard=["S8", "EK"], tricks=[]))
    assert [(f["card"], f["rule"]) for f in out["findings"]] == [
        ("EK", "card_not_held"),
        (None, "discard"),
    ]


def test_at_four_the_dealer_is_written_into_the_record():
    out = replay(schwarz(dealer="David"))
    assert out["record"]["players"] == ["Anna", "Bernd", "Clara", "David"]
    assert out["record"]["dealer"] == "David"
    assert out["settlement"]["points"]["David"] == 0


@pytest.mark.parametrize(
    ("change", "error", "field"),
    [
        (lambda d: d.update(players=["Anna", "Bernd"]), MalformedInput, "players"),
        (lambda d: d["hands"]["Anna"].pop(), MalformedInput, "hands.Anna"),
        (lambda d: d["hands"]["Anna"].__setitem__(0, "S8"), MalformedInput, "stock.0"),
        (lambda d: d.update(stock=["S8", "S7"]), MalformedInput, "stock"),
        (lambda d: d.update(game="thrown_in"), NotAllowed, "game"),
        (lambda d: d.update(game="solo"), MalformedInput, "trump"),
        (lambda d: d.update(discard=["S8", "S7", "S6"]), NotAllowed, "discard"),
        (lambda d: d.update(dealer="Anna"), MalformedInput, "dealer"),
        (
            lambda d: d.update(tricks=[{"cards": ["HA", "SK"]}, {"cards": ["HA"]}]),
            MalformedInput,
            "tricks.0.cards",
        ),
        (
            lambda d: d.update(tricks=[{"leader": "Eva", "cards": ["HA"]}]),
            MalformedInput,
            "tricks.0.leader",
        ),
        (lambda d: d.update(pot=-2), MalformedInput, "pot"),
        (lambda d: d.update(kontra=1), MalformedInput, "kontra"),
    ],
)
def test_a_wrong_replay_body_names_the_field(change, error, field):
    deal = schwarz()
    change(deal)
    assert refused_field(error, replay, deal) == field


def test_a_stockspiel_needs_its_discard():
    deal = schwarz("stockspiel")
    del deal["discard"]
    assert refused_field(MalformedInput, replay, deal) == "discard"
