"""Properties over random valid records of every profile (hypothesis)."""

import copy
from fractions import Fraction

from hypothesis import given

from shared_rules import load_profile, settle
from tests.support.examples import examples

from .strategies import records

engine_settings = examples(300)


def num(v):
    return Fraction(v) if isinstance(v, str) else v


@engine_settings
@given(records())
def test_every_settlement_and_every_line_sums_to_zero(record):
    result = settle(record)
    assert sum(num(v) for v in result["points"].values()) == 0
    assert sum(num(v) for v in result["money_cents"].values()) == 0
    for line in result["lines"]:
        assert sum(num(v) for v in line["points"].values()) == 0
        assert sum(num(v) for v in line["money_cents"].values()) == 0


@engine_settings
@given(records(kinds=("positive", "negative"), renonce=False))
def test_a_won_and_a_lost_game_mirror_each_other(record):
    record.pop("writing_error", None)
    record.pop("valat", None)
    record.pop("declarer_points", None)
    record.pop("declarer_tricks", None)
    # a card-point premium's outcome is fixed by the points just dropped (docs/rules.md §4.1)
    if "premiums" in record:
        record["premiums"] = [p for p in record["premiums"] if p["name"] != "punkte"]
    won = settle({**record, "won": True})["lines"][0]
    lost = settle({**record, "won": False})["lines"][0]
    factor = load_profile(record["profile"], record.get("house_rules")).games[record["game"]][
        "lost_factor"
    ]
    assert {p: -v * factor for p, v in won["points"].items()} == lost["points"]
    assert won["points"][record["declarer"]] > 0


@engine_settings
@given(records(kinds=("positive",), renonce=False))
def test_announcing_a_premium_never_changes_its_sign(record):
    record.pop("writing_error", None)
    record.pop("valat", None)
    for i, premium in enumerate(record["premiums"]):
        if premium["name"] == record.get("bird"):
            continue  # the compulsory bird must stay announced
        if premium["name"] == "punkte":
            continue  # made or not as the card points say (docs/rules.md §4.1)
        if premium["side"] == "declarer":
            member = record["declarer"]
        else:
            member = next(
                p for p in record["players"] if p not in (record["declarer"], record.get("partner"))
            )
        for won, sign in ((True, 1), (False, -1)):
            announced = copy.deepcopy(record)
            announced["premiums"][i] = {**premium, "announced": True, "won": won}
            silent = copy.deepcopy(record)
            silent["premiums"][i] = {**premium, "announced": False, "won": won, "kontra": 0}
            a = settle(announced)["lines"][1 + i]["points"][member]
            s = settle(silent)["lines"][1 + i]["points"][member]
            assert a * sign > 0
            assert s * sign >= 0  # a silent premium that is not made counts nothing


@engine_settings
@given(records(kinds=("positive", "negative", "trischaken"), renonce=True))
def test_renonce_credits_are_never_negative_for_regular_players(record):
    record.pop("writing_error", None)
    result = settle(record)
    renoncers = set(record["renonce"]["players"])
    for player, value in result["points"].items():
        if player in renoncers:
            assert num(value) < 0
        else:
            assert num(value) >= 0
