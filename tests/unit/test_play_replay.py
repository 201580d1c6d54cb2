"""Hand-written replays on a fixed table: German explanations, partial deals, the deal's own checks."""

import pytest

from shared_rules import Inconsistent, MalformedInput, NotAllowed
from shared_rules.cards import DECK
from shared_rules.play import replay

from .play_helpers import table_deal
from .refusal import refused_field


def findings(deal):
    return replay(deal)["findings"]


# --- explanations -------------------------------------------------------------------------------


def test_farbzwang_text_as_in_the_issue():
    deal = table_deal(tricks=[{"leader": "Anna", "cards": ["HK", "T14", "H1", "T5"]}])
    (f,) = findings(deal)
    assert (
        f["text"]
        == "Herz ausgespielt, Bernd hatte Herz 3 und spielte Tarock XIV: Farbzwang, OÖ Allgemeines 3"
    )
    assert (f["trick"], f["player"], f["card"], f["rule"], f["required"]) == (
        1,
        "Bernd",
        "T14",
        "farbzwang",
        ["H3"],
    )


def test_partial_deal_with_a_breach_is_settled_as_renonce():
    deal = table_deal(tricks=[{"leader": "Anna", "cards": ["HK", "T14", "H1", "T5"]}])
    result = replay(deal)
    assert result["complete"] is False
    assert result["record"]["renonce"]["players"] == ["Bernd"]
    # docs/rules.md §2.5: Dreier, one opponent renounces → declarer +12, other opponents +4, renoncer −20
    assert result["settlement"]["points"] == {"Anna": 12, "Bernd": -20, "Clara": 4, "David": 4}


def test_partial_deal_without_a_breach_is_checked_but_not_settled():
    deal = table_deal(
        tricks=[
            {"leader": "Anna", "cards": ["HK", "H3", "H1", "T5"]},
            {"leader": "David", "cards": ["CQ", "CK", "C10", "T6"]},
            {"leader": "Clara", "cards": ["S7"]},  # an unfinished trick
        ]
    )
    result = replay(deal)
    assert result["findings"] == [] and result["complete"] is False
    assert [t["winner"] for t in result["tricks"]] == ["David", "Clara", None]
    assert result["tricks_won"] == {"Anna": 0, "Bernd": 0, "Clara": 1, "David": 1}
    assert result["record"] is None and result["settlement"] is None


def test_tarockzwang_text():
    # Kreuz led; Clara has no Kreuz but tarock and plays a heart
    deal = table_deal(tricks=[{"leader": "Anna", "cards": ["CK", "C10", "H1", "C7"]}])
    (f,) = findings(deal)
    assert f["rule"] == "tarockzwang" and f["player"] == "Clara"
    assert f["text"].startswith(
        "Kreuz ausgespielt, Clara hatte kein Kreuz, aber Tarock X, Tarock IX"
    )
    assert f["text"].endswith("und spielte Herz 1: Tarockzwang, OÖ Allgemeines 3")


def test_tarock_led_and_a_suit_card_played_by_a_tarock_holder_is_farbzwang():
    # tarock is a colour of its own: Bernd could follow the led colour (docs/rules.md §5)
    deal = table_deal(tricks=[{"leader": "Anna", "cards": ["T21", "S10", "T6", "T1"]}])
    (f,) = findings(deal)
    assert (f["player"], f["rule"]) == ("Bernd", "farbzwang")
    assert f["text"].startswith("Tarock ausgespielt, Bernd hatte Tarock XIV, Tarock XIII")
    assert f["text"].endswith("und spielte Pik 10: Farbzwang, OÖ Allgemeines 3")


def two_hands(anna: list, bernd: list) -> dict:
    """A Bettel of Anna's (she leads) with the given cards in Anna's and Bernd's hands."""
    rest = [c for c in DECK if c not in anna + bernd]
    anna, rest = anna + rest[: 12 - len(anna)], rest[12 - len(anna) :]
    bernd, rest = bernd + rest[: 12 - len(bernd)], rest[12 - len(bernd) :]
    return {
        "profile": "ooe-2023",
        "players": ["Anna", "Bernd", "Clara", "David"],
        "hands": {"Anna": anna, "Bernd": bernd, "Clara": rest[:12], "David": rest[12:24]},
        "talon": [rest[24:27], rest[27:30]],
        "game": "bettel",
        "declarer": "Anna",
    }


@pytest.mark.parametrize(
    ("lead", "card", "rules"),
    [
        ("T6", "T1", ["stichzwang", "pagat_last"]),  # too early, and T9/T12 would beat
        ("HQ", "T1", ["farbzwang", "pagat_last"]),  # he held HK; the Pagat takes the trick
        ("HQ", "S7", ["farbzwang", "stichzwang"]),  # off suit, and HK would beat
    ],
)
def test_a_card_breaking_several_rules_gets_one_finding_each_in_rule_book_order(lead, card, rules):
    deal = two_hands(["T6", "HQ"], ["T1", "T9", "T12", "HK", "S7"])
    deal["tricks"] = [{"leader": "Anna", "cards": [lead, card]}]
    result = replay(deal)
    assert [(f["player"], f["card"], f["rule"]) for f in result["findings"]] == [
        ("Bernd", card, r) for r in rules
    ]
    assert result["record"]["renonce"] == {
        "players": ["Bernd"],
        "rule": rules[0],
        "reason": result["findings"][0]["text"],
    }


def test_replay_at_a_five_player_table_lets_the_dealer_sit_out():
    deal = table_deal(tricks=[{"cards": ["HK", "H3", "H1", "T5"]}])
    deal["players"] = ["Eva", "Anna", "Bernd", "Clara", "David"]
    deal["dealer"] = "Eva"
    result = replay(deal)
    assert result["seating"] == {
        "table": ["Eva", "Anna", "Bernd", "Clara", "David"],
        "dealer": "Eva",
        "sitting_out": "Eva",
        "forehand": "Anna",
        "order": ["Anna", "Bernd", "Clara", "David"],
    }
    assert result["findings"] == [] and result["tricks"][0]["leader"] == "Anna"


def test_five_player_replay_with_a_renonce_gives_the_dealer_zero():
    deal = table_deal(tricks=[{"leader": "Anna", "cards": ["HK", "T14", "H1", "T5"]}])
    deal["players"] = ["Anna", "Bernd", "Clara", "David", "Eva"]
    deal["dealer"] = "Eva"
    result = replay(deal)
    assert result["record"]["players"][-1] == "Eva" and result["record"]["dealer"] == "Eva"
    assert result["settlement"]["points"] == {
        "Anna": 12,
        "Bernd": -20,
        "Clara": 4,
        "David": 4,
        "Eva": 0,
    }


def test_the_dealer_at_five_is_not_a_player_of_the_deal():
    deal = table_deal()
    deal["players"] = ["Anna", "Bernd", "Clara", "David", "Eva"]
    deal["dealer"] = "Eva"
    with pytest.raises(Inconsistent) as err:
        replay({**deal, "declarer": "Eva"})
    assert err.value.field == "declarer"
    with pytest.raises(MalformedInput) as err:
        replay({**deal, "hands": {**deal["hands"], "Eva": deal["hands"]["Anna"]}})
    assert err.value.field == "hands" and "Eva deals and sits out" in err.value.reason
    with pytest.raises(MalformedInput) as err:
        replay({**deal, "dealer": None})
    assert err.value.field == "dealer"


def test_four_players_with_a_dealer_start_after_the_dealer():
    deal = table_deal(tricks=[{"cards": ["SKUS", "T14", "T10", "T5"]}])
    deal["players"] = ["Bernd", "Clara", "David", "Anna"]  # Anna sits after David and leads
    deal["dealer"] = "David"
    result = replay(deal)
    assert result["seating"]["order"] == ["Anna", "Bernd", "Clara", "David"]
    assert result["findings"] == []


def test_a_rufer_of_another_player_than_the_vorhand_is_not_allowed_in_ooe():
    deal = table_deal(game="rufer", declarer="Bernd", called_king="HK")
    with pytest.raises(NotAllowed) as err:
        replay(deal)
    assert err.value.field == "declarer"


def bettel(declarer, tricks):
    deal = table_deal(game="bettel", declarer=declarer, tricks=tricks)
    del deal["talon_taken"], deal["discard"]  # no talon in negative games
    return deal


def test_stichzwang_in_bettel():
    # Bernd plays Bettel and leads Herz 3; Clara must beat it if she can
    legal = bettel("Bernd", [{"leader": "Bernd", "cards": ["H3", "HJ", "T2", "HK"]}])
    assert findings(legal) == []
    (f,) = findings(bettel("Bernd", [{"leader": "Bernd", "cards": ["H3", "H4", "T2", "HK"]}]))
    assert (f["player"], f["rule"], f["card"], f["required"]) == (
        "Clara",
        "stichzwang",
        "H4",
        ["HJ", "H1", "H2"],
    )
    assert f["text"] == (
        "Herz ausgespielt, Herz 3 lag vorne; Clara hätte mit Herz Bube, Herz 1, Herz 2 "
        "überstechen müssen und spielte Herz 4: Stichzwang, OÖ Allgemeines 3"
    )


def test_pagat_last_in_bettel():
    (f,) = findings(bettel("David", [{"leader": "David", "cards": ["T1", "T21", "T14", "T10"]}]))
    assert (f["player"], f["rule"], f["card"]) == ("David", "pagat_last", "T1")
    assert "darf der Pagat nur als letztes Tarock gespielt werden" in f["text"]
    assert f["clause"] == "OÖ Negativspiele 2"


def test_wrong_leader_in_a_negative_game():
    (f,) = findings(bettel("David", [{"leader": "Anna", "cards": ["CK", "C8", "T6", "CQ"]}]))
    assert (f["trick"], f["player"], f["rule"]) == (1, "Anna", "wrong_leader")
    assert f["text"].startswith("Den 1. Stich spielt David aus (der Spieler)")


def test_card_not_held_says_where_the_card_was():
    deal = table_deal(tricks=[{"leader": "Anna", "cards": ["HK", "H3", "T15", "T5"]}])
    (f,) = findings(deal)
    assert (f["player"], f["rule"]) == ("Clara", "card_not_held")
    assert "sie lag im Talon" in f["text"]


def test_discard_of_a_king_and_of_a_tarock():
    deal = table_deal(discard=["DK", "D2", "D3"])
    (f,) = findings(deal)
    assert (f["trick"], f["card"], f["rule"]) == (0, "DK", "discard")
    assert "Könige und Trullstücke dürfen nie abgelegt werden" in f["text"]
    deal = table_deal(discard=["T18", "D2", "D3"])
    (f,) = findings(deal)
    assert (f["card"], f["required"]) == ("T18", ["HQ", "HN", "DQ", "D1"])
    assert "Tarock nur, wenn es nicht anders geht" in f["text"]


def test_own_king_and_bird_missing():
    deal = table_deal(game="rufer", called_king="HK")
    (f,) = findings(deal)
    assert (f["trick"], f["player"], f["card"], f["rule"]) == (0, "Anna", "HK", "own_king")
    assert replay(deal)["settlement"]["points"]["Anna"] < 0
    # an A-Rufer with the Pagat, which David holds
    deal = table_deal(game="a_rufer", called_king="SK", bird="pagat")
    rules = [f["rule"] for f in findings(deal)]
    assert rules == ["own_king", "bird_missing"]
    deal = table_deal(game="a_rufer", called_king="CK", bird="pagat")
    deal["hands"]["Anna"][-1], deal["hands"]["David"][3] = "T1", "DQ"  # now Anna holds the Pagat
    deal["called_king"] = "HK"
    assert [f["rule"] for f in findings(deal)] == ["own_king"]


def test_a_rufer_without_the_bird_costs_three_to_each():
    # Anna calls the Karo König (she holds it? no: give it to David for his Karo Reiter)
    deal = table_deal(game="a_rufer", called_king="DK", bird="uhu")
    deal["hands"]["Anna"][10], deal["hands"]["David"][10] = "DN", "DK"
    result = replay(deal)
    assert [f["rule"] for f in result["findings"]] == ["bird_missing"]
    assert result["findings"][0]["text"] == (
        "Anna sagte A-Rufer mit Tarock II an, hatte die Karte aber nicht im Blatt: "
        "Vogel nicht im Blatt, OÖ Ansagen 4"
    )
    # docs/rules.md §2.5: A-Rufer announced without a bird in hand → the declarer pays 3 to each
    assert result["settlement"]["points"] == {"Anna": -9, "Bernd": 3, "Clara": 3, "David": 3}


def test_farbenspiel_lead_and_tarock_not_trumping():
    deal = table_deal(game="farbendreier", discard=["T18", "T19", "T20"])
    assert findings(deal) == []  # Farbendreier: tarock first into the discard
    deal["tricks"] = [{"leader": "Anna", "cards": ["T21", "T14", "T10", "T5"]}]
    (f,) = findings(deal)
    assert (f["rule"], f["card"]) == ("farbenspiel_lead", "T21")
    assert f["clause"] == "OÖ Farbenspiele 2"
    deal["tricks"] = [{"leader": "Anna", "cards": ["CK", "C10", "T10", "C7"]}]
    result = replay(deal)
    assert result["findings"] == [] and result["tricks"][0]["winner"] == "Anna"  # T10 does not beat
    deal["discard"] = ["D1", "T19", "T20"]
    (f,) = findings(deal)
    assert (f["rule"], f["card"]) == ("discard", "D1")
    assert "zuerst Tarock abgelegt" in f["text"]


# --- the deal's own checks ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "error", "field"),
    [
        (lambda d: d["hands"]["Anna"].pop(), MalformedInput, "hands.Anna"),
        (lambda d: d["hands"]["Anna"].__setitem__(0, "T5"), Inconsistent, "hands.David.0"),
        (lambda d: d["hands"]["Bernd"].__setitem__(3, "X9"), MalformedInput, "hands.Bernd.3"),
        (lambda d: d["talon"][1].pop(), MalformedInput, "talon.1"),
        (lambda d: d["talon"].pop(), MalformedInput, "talon"),
        (lambda d: d["hands"].pop("Clara"), MalformedInput, "hands"),
        (lambda d: d.__setitem__("players", ["Anna", "Bernd", "Clara"]), MalformedInput, "players"),
        (lambda d: d.__setitem__("game", "skat"), MalformedInput, "game"),
        (lambda d: d.__setitem__("declarer", "Eve"), MalformedInput, "declarer"),
        (lambda d: d.__setitem__("talon_taken", 2), MalformedInput, "talon_taken"),
        (lambda d: d.__setitem__("discard", None), MalformedInput, "discard"),
        (lambda d: d.__setitem__("called_king", "HK"), NotAllowed, "called_king"),
        (
            lambda d: d.__setitem__("tricks", [{"leader": "Anna", "cards": ["HK"]}, {"cards": []}]),
            MalformedInput,
            "tricks.0.cards",
        ),
        (
            lambda d: d.__setitem__("announcements", [{"player": "Anna", "premium": "x"}]),
            MalformedInput,
            "announcements.0.premium",
        ),
        (lambda d: d.__setitem__("colour", "red"), MalformedInput, "colour"),
    ],
)
def test_the_deal_itself_is_validated(change, error, field):
    deal = table_deal()
    change(deal)
    assert refused_field(error, replay, deal) == field


def test_duplicate_card_error_names_both_places():
    deal = table_deal()
    deal["talon"][0][0] = "HK"
    with pytest.raises(
        Inconsistent, match=r"talon.0.0: 'HK' — HK is dealt twice \(also hands.Anna.0\)"
    ):
        replay(deal)


def test_announcements_are_checked_against_the_game():
    deal = table_deal(
        game="bettel", declarer="David", announcements=[{"player": "Anna", "premium": "trull"}]
    )
    del deal["talon_taken"], deal["discard"]
    with pytest.raises(NotAllowed):
        replay(deal)
    deal = table_deal(announcements=[{"player": "Bernd", "premium": "koenig_ultimo"}])
    with pytest.raises(NotAllowed, match="König ultimo needs a called king"):
        replay(deal)
    deal = table_deal(
        announcements=[
            {"player": "Bernd", "premium": "trull"},
            {"player": "Clara", "premium": "trull"},
        ]
    )
    with pytest.raises(Inconsistent, match="announced twice"):
        replay(deal)


def test_house_rules_own_king_and_kaiserstich():
    deal = table_deal(game="rufer", called_king="HK", house_rules={"own_king_callable": True})
    result = replay(deal)
    assert result["findings"] == [] and result["partner"] is None  # plays alone
    trick = {"leader": "Anna", "cards": ["T21", "SKUS", "T10", "T1"]}  # Mond, Sküs, …, Pagat

    def winner(**house_rules):
        deal = table_deal(tricks=[trick], house_rules=house_rules)
        deal["hands"]["Anna"][3], deal["hands"]["Bernd"][1] = "T14", "SKUS"
        result = replay(deal)
        assert result["findings"] == []
        return result["tricks"][0]["winner"]

    assert winner() == "Bernd"  # OÖ: no Kaiserstich
    assert winner(kaiserstich="any_order") == "David"
    assert winner(kaiserstich="mond_skus_pagat") == "David"
