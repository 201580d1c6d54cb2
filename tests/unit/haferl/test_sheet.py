"""A sheet: the stake line at the start, the pot carried from deal to deal, running totals."""

import pytest

from shared_rules import Inconsistent, MalformedInput
from shared_rules.haferl import carry_pot, settle, settle_sheet

P3 = ["Anna", "Bernd", "Clara"]


def sheet(*deals, **fields):
    return settle_sheet({"profile": "bayerisch", "players": P3, "deals": list(deals), **fields})


def test_the_sheet_opens_with_the_stake_of_everyone():
    opening = sheet(stake=2)["opening"]
    assert opening["item"] == "stake"
    assert opening["text"] == "Einsatz: jeder zahlt 2 ins Haferl"
    assert opening["points"] == {"Anna": -2, "Bernd": -2, "Clara": -2}
    assert opening["pot"] == {"points": 6, "money_cents": 60}
    assert opening["rule"] == "Bayerisch Abrechnung (Einsatz ins Haferl)"


def test_each_deal_finds_the_pot_the_one_before_left():
    out = sheet(
        {"game": "stockspiel", "declarer": "Anna", "won": True, "schwarz": True},
        {"game": "stockspiel", "declarer": "Bernd", "won": True},
    )
    first, second = out["deals"]
    assert first["pot"] == {"before": 3, "after": 0, "points": -3, "money_cents": -30}
    assert [ln["item"] for ln in second["lines"]] == ["refill", "game"]
    assert second["pot"]["before"] == 0 and second["pot"]["after"] == 2


def test_running_totals_follow_every_deal():
    out = sheet(
        {"game": "solo", "trump": "E", "declarer": "Anna", "won": True},
        {"game": "bettel", "declarer": "Clara", "declarer_tricks": 1},
    )
    assert out["deals"][0]["totals"]["points"] == {"Anna": 3, "Bernd": -3, "Clara": -3}
    assert out["deals"][1]["totals"]["points"] == {"Anna": 7, "Bernd": 1, "Clara": -11}
    assert out["deals"][1]["pot_total"] == {"points": 3, "money_cents": 30}
    assert out["totals"] == out["deals"][1]["totals"]


def test_a_deal_may_repeat_the_sheets_settings_but_not_contradict_them():
    same = {"profile": "bayerisch", "players": P3, "stake": 1, "cents_per_point": 10, "pot": 3}
    sheet({"game": "thrown_in", **same})
    with pytest.raises(Inconsistent) as err:
        sheet({"game": "thrown_in"}, {"game": "thrown_in", "cents_per_point": 20})
    assert err.value.field == "deals.1.cents_per_point"


def test_an_error_in_a_deal_names_the_deal():
    with pytest.raises(MalformedInput) as err:
        sheet({"game": "thrown_in"}, {"game": "solo", "declarer": "Anna", "won": True})
    assert err.value.field == "deals.1.trump"


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"deals": {}}, "deals"),
        ({"pot": 3}, "pot"),
        ({"cents_per_point": -1}, "cents_per_point"),
        ({"house_rules": {"kontra": 1}}, "house_rules.kontra"),
    ],
)
def test_a_wrong_sheet_names_the_field(fields, field):
    with pytest.raises(MalformedInput) as err:
        settle_sheet({"profile": "bayerisch", "players": P3, **fields})
    assert err.value.field == field


def test_house_rules_of_the_sheet_apply_to_every_deal():
    out = settle_sheet(
        {
            "profile": "bayerisch",
            "house_rules": {"game_values": {"bettel": 6}},
            "players": P3,
            "deals": [{"game": "bettel", "declarer": "Bernd", "won": True}],
        }
    )
    assert out["totals"]["points"]["Bernd"] == -1 + 12


def test_what_is_left_in_the_pot_at_the_end_of_a_sheet_stays_in_the_pot():
    # decided 2026-12-01: no closing row pays the pot out; it is the sheet's own column
    deals = [
        {"game": "stockspiel", "declarer": "Anna", "declarer_augen": 40},
        {"game": "stockspiel", "declarer": "Bernd", "declarer_augen": 20},
        {"game": "thrown_in"},
    ]
    out = sheet(*deals)
    assert len(out["deals"]) == len(deals)
    assert out["pot"] == out["deals"][-1]["pot_total"] == {"points": 6, "money_cents": 60}
    assert sum(out["totals"]["points"].values()) == -6
    assert out["totals"] == out["deals"][-1]["totals"]


def stockspiel(augen: int) -> dict:
    return {"game": "stockspiel", "declarer": "Anna", "declarer_augen": augen}


# the pot each finds: 3, 5, 4, 2, 4; with the first deal won (61 Augen): 3, 2, 1, 2, 4
EVENING = [stockspiel(0), stockspiel(61), stockspiel(120), stockspiel(0), stockspiel(120)]


def settle_at(deal: dict, pot: int) -> dict:
    return settle({"profile": "bayerisch", "players": P3, "stake": 1, **deal, "pot": pot})


def test_carry_pot_settles_each_deal_against_the_pot_the_one_before_left():
    carried = [row for _, row in carry_pot(EVENING, 3, settle_at)]
    rows = sheet(*EVENING)["deals"]
    assert carried == [
        {k: v for k, v in r.items() if k not in ("totals", "pot_total")} for r in rows
    ]
    assert [r["pot"]["before"] for r in carried[1:]] == [r["pot"]["after"] for r in carried[:-1]]


def test_an_edit_in_the_middle_settles_again_only_up_to_the_first_deal_that_finds_its_old_pot():
    stored = [
        (i, row)
        for (i, _), row in carry_pot(enumerate(EVENING), 3, lambda d, p: settle_at(d[1], p))
    ]
    edited = [stockspiel(61), *EVENING[1:]]
    first = settle_at(edited[0], 3)
    asked: list[int] = []

    def again(i: int, pot: int) -> dict:
        asked.append(i)
        return settle_at(edited[i], pot)

    moved = dict(
        carry_pot(
            range(1, len(edited)),
            first["pot"]["after"],
            again,
            found=lambda i: stored[i][1]["pot"]["before"],
        )
    )
    # deals 1 and 2 find another pot; deal 3 finds 2 as before, so it and deal 4 stand
    assert asked == [1, 2]
    assert all(moved[i]["pot"]["before"] != stored[i][1]["pot"]["before"] for i in moved)
    whole = sheet(*edited)["deals"]
    for i, row in moved.items():
        assert row["pot"] == whole[i]["pot"] and row["points"] == whole[i]["points"]
    for i in (3, 4):
        assert stored[i][1]["pot"] == whole[i]["pot"]
