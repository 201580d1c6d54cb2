"""Properties over random valid Bavarian records and sheets (hypothesis)."""

from hypothesis import given

from shared_rules.haferl import settle, settle_sheet
from tests.support.examples import examples

from .strategies import deal_record, sheet

engine_settings = examples(300)


@engine_settings
@given(deal_record())
def test_every_line_and_the_deal_sum_to_zero_over_players_and_pot(record):
    result = settle(record)
    for ln in result["lines"]:
        assert sum(ln["points"].values()) + ln["pot"]["points"] == 0
        assert sum(ln["money_cents"].values()) + ln["pot"]["money_cents"] == 0
    assert sum(result["points"].values()) + result["pot"]["points"] == 0
    assert sum(result["money_cents"].values()) + result["pot"]["money_cents"] == 0


@engine_settings
@given(deal_record())
def test_money_is_points_times_cents_and_the_pot_never_goes_below_zero(record):
    result = settle(record)
    cpp = result["cents_per_point"]
    assert result["money_cents"] == {p: n * cpp for p, n in result["points"].items()}
    assert result["pot"]["money_cents"] == result["pot"]["points"] * cpp
    assert result["pot"]["after"] == result["pot"]["before"] + result["pot"]["points"] >= 0


@engine_settings
@given(deal_record())
def test_the_dealer_sitting_out_pays_only_the_refills(record):
    result = settle(record)
    dealer = record.get("dealer")
    if dealer is not None and len(record["players"]) == 4:
        refills = [ln for ln in result["lines"] if ln["item"] == "refill"]
        assert result["points"][dealer] == -sum(ln["value"] for ln in refills)


@engine_settings
@given(deal_record())
def test_a_won_and_a_lost_game_between_players_mirror_each_other(record):
    if record["game"] in ("thrown_in", "stockspiel"):
        return
    for key in ("declarer_augen", "declarer_tricks", "breach", "schwarz"):
        record.pop(key, None)
    won = settle({**record, "won": True})
    lost = settle({**record, "won": False})
    assert lost["points"] == {p: -n for p, n in won["points"].items()}
    assert won["pot"]["points"] == lost["pot"]["points"] == 0


@examples(150)
@given(sheet())
def test_a_sheet_balances_after_every_row_and_its_pot_is_never_negative(data):
    out = settle_sheet(data)
    n = len(data["players"])
    stake = data.get("stake", 1)
    pot = stake * n
    for row in out["deals"]:
        assert row["pot"]["before"] == pot
        pot = row["pot"]["after"]
        assert pot >= 0
        assert row["pot_total"]["points"] == pot
        assert sum(row["totals"]["points"].values()) + pot == 0
    assert out["pot"]["points"] == pot
    assert sum(out["totals"]["points"].values()) + pot == 0
    assert sum(out["totals"]["money_cents"].values()) + out["pot"]["money_cents"] == 0
