"""Trick rules as seed 003 states them: Farbzwang, Trumpfzwang, Stichzwang, then a free card."""

import pytest

from shared_rules.haferl.tricks import TrickRules, judge, legal_cards, winner_index

HERZ = TrickRules("H", ("A", "10", "K", "O", "U", "9", "8", "7", "6"))
BETTEL = TrickRules(None, ("A", "K", "O", "U", "10", "9", "8", "7", "6"))


@pytest.mark.parametrize(
    ("cards", "rules", "winner"),
    [
        (["EK", "EA", "E10"], HERZ, 1),  # Sau over Zehn over König
        (["E10", "EK", "EO"], HERZ, 0),  # the Zehn ranks right behind the Sau
        (["EK", "GA", "SA"], HERZ, 0),  # another suit never takes the trick
        (["EA", "H6", "H7"], HERZ, 2),  # the highest trump takes it
        (["H6", "EA", "GA"], HERZ, 0),  # trump led: the suit led is Herz
        (["G10", "GU", "GO"], BETTEL, 2),  # Bettel: the Zehn below the Unter
        (["G10", "G9", "HA"], BETTEL, 0),  # Bettel: no trumps
    ],
)
def test_the_highest_trump_or_else_the_highest_card_of_the_suit_led_wins(cards, rules, winner):
    assert winner_index(cards, rules) == winner


def test_farbzwang_comes_first():
    hand = {"E7", "HA", "GA"}
    assert legal_cards(hand, ["EK"], HERZ) == ["E7"]
    assert judge(hand, ["EK"], "HA", HERZ).rule == "farbzwang"


def test_trumpfzwang_void_in_the_suit_led_means_trump():
    hand = {"H7", "GA", "S6"}
    assert legal_cards(hand, ["EK"], HERZ) == ["H7"]
    breach = judge(hand, ["EK"], "GA", HERZ)
    assert (breach.rule, breach.required) == ("trumpfzwang", ("H7",))


def test_stichzwang_following_means_a_higher_card_of_the_suit():
    hand = {"E9", "EO", "EA"}
    assert sorted(legal_cards(hand, ["EU"], HERZ)) == ["EA", "EO"]
    breach = judge(hand, ["EU"], "E9", HERZ)
    assert (breach.rule, breach.required) == ("stichzwang", ("EA", "EO"))


def test_stichzwang_when_trumping_means_over_a_trump_already_there():
    hand = {"H9", "HO", "S7"}
    assert legal_cards(hand, ["EA", "HU"], HERZ) == ["HO"]
    assert judge(hand, ["EA", "HU"], "H9", HERZ).rule == "stichzwang"


def test_a_trump_that_cannot_overtrump_must_still_be_played():
    assert legal_cards({"H9", "S7"}, ["EA", "HU"], HERZ) == ["H9"]
    assert judge({"H9", "S7"}, ["EA", "HU"], "S7", HERZ).rule == "trumpfzwang"


def test_once_a_trick_is_trumped_who_follows_suit_need_not_beat_the_led_suits_highest_card():
    # decided 2026-12-01: the Sau would beat the König, but the Herz Sieben already takes the trick
    hand = {"E9", "EA", "H6"}
    assert sorted(legal_cards(hand, ["EK", "H7"], HERZ)) == ["E9", "EA"]
    assert judge(hand, ["EK", "H7"], "E9", HERZ) is None
    breach = judge(hand, ["EK"], "E9", HERZ)  # not trumped: the Sau must go on the König
    assert (breach.rule, breach.required) == ("stichzwang", ("EA",))
    solo = TrickRules("S", HERZ.ranks)  # a Solo with the trump the declarer named
    assert judge({"G9", "GA"}, ["GK", "S6"], "G9", solo) is None


def test_once_a_trick_is_trumped_stichzwang_asks_a_higher_trump_only_of_one_who_trumps():
    assert legal_cards({"HK", "H9", "S7"}, ["EK", "HO"], HERZ) == ["HK"]
    breach = judge({"HK", "H9", "S7"}, ["EK", "HO"], "H9", HERZ)
    assert (breach.rule, breach.required) == ("stichzwang", ("HK",))
    assert sorted(legal_cards({"HU", "H9", "S7"}, ["EK", "HO"], HERZ)) == ["H9", "HU"]


def test_with_neither_the_suit_nor_a_trump_any_card_may_go():
    assert sorted(legal_cards({"G7", "S6"}, ["EK"], HERZ)) == ["G7", "S6"]
    assert sorted(legal_cards({"G7", "H6"}, ["EK"], BETTEL)) == ["G7", "H6"]


def test_in_bettel_stichzwang_holds_with_the_zehn_below_the_unter():
    assert sorted(legal_cards({"G10", "GO", "G9"}, ["GU"], BETTEL)) == ["GO"]
    assert sorted(legal_cards({"G10", "G9"}, ["GU"], BETTEL)) == ["G10", "G9"]


def test_the_leader_may_lead_anything():
    assert sorted(legal_cards({"H6", "EA"}, [], HERZ)) == ["EA", "H6"]
