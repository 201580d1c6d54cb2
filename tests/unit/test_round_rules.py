"""A round's own rule set (docs/rules.md §4.1): the structural switches beyond the vectors — a
replayed Trischaken with the talon out of play counts it for nobody and settles like its record."""

import pytest

from shared_rules import settle
from shared_rules.counting import DECK_THIRDS, count_thirds, parse_points
from shared_rules.dealgen import random_deal
from shared_rules.play import replay

OTHER_SET = {
    "trischaken_talon_out": True,
    "trischaken_rounding": "whole_points",
    "trischaken_tied_losers": "table",
    "trischaken_tie_two": 2,
    "trischaken_buergermeister": False,
    "jungfrau_split": "one_each",
}


def _total(record):
    return sum(parse_points(v) for v in record["trischaken"]["points"].values())


@pytest.mark.parametrize("seed", range(12))
def test_a_trischaken_replay_with_the_talon_out_counts_it_for_nobody(seed):
    deal = random_deal("ooe-2023", "trischaken", seed=seed, house_rules=OTHER_SET)
    out = replay(deal)
    talon = [c for half in deal["talon"] for c in half]
    assert _total(out["record"]) == DECK_THIRDS - count_thirds(talon)
    assert settle(out["record"]) == out["settlement"]
    assert sum(out["settlement"]["points"].values()) == 0


@pytest.mark.parametrize("seed", range(12))
def test_the_same_trischaken_with_the_talon_in_play_gives_it_to_a_player(seed):
    out = replay(random_deal("ooe-2023", "trischaken", seed=seed))
    assert _total(out["record"]) == DECK_THIRDS


# seeds whose random Solorufer has the called king in the talon (found by replaying seeds 0-40)
SOLO_KING_SEEDS = [
    s
    for s in range(40)
    if replay(random_deal("ooe-2023", "solorufer", seed=s))["record"].get("king_in_talon")
]


def test_some_seeds_put_the_called_king_in_the_talon():
    assert len(SOLO_KING_SEEDS) >= 3


@pytest.mark.parametrize("seed", SOLO_KING_SEEDS)
def test_the_lone_declarer_counts_all_six_talon_cards_where_the_rules_say_so(seed):
    half = replay(random_deal("ooe-2023", "solorufer", seed=seed))
    deal = random_deal("ooe-2023", "solorufer", seed=seed, house_rules={"solo_king_talon": "all"})
    whole = replay(deal)
    called = half["record"]["called_king"]
    other = next(h for h in deal["talon"] if called not in h)
    gained = parse_points(whole["record"]["declarer_points"]) - parse_points(
        half["record"]["declarer_points"]
    )
    assert gained == count_thirds(other)
    assert settle(whole["record"]) == whole["settlement"]


@pytest.mark.parametrize("seed", range(30))
def test_a_replay_gives_the_card_point_premium_to_the_side_whose_points_reach_it(seed):
    deal = random_deal("ooe-2023", "rufer", seed=seed, house_rules={"points_premium": "44/2"})
    record = replay(deal)["record"]
    if "declarer_points" not in record:  # a conceded game or a Renonce: no card points counted
        assert record.get("conceded") or record.get("renonce")
        return
    declarer = parse_points(record["declarer_points"])
    for p in record["premiums"]:
        if p["name"] == "punkte":
            have = declarer if p["side"] == "declarer" else DECK_THIRDS - declarer
            assert p["won"] == (have >= 134)
    made_by = [s for s, t in (("declarer", declarer), ("opponents", 210 - declarer)) if t >= 134]
    silent = [p for p in record["premiums"] if p["name"] == "punkte" and not p["announced"]]
    assert [p["side"] for p in silent] == [s for s in made_by if s not in _announcers(record)]
    assert settle(record) == replay(deal)["settlement"]


def _announcers(record):
    return [p["side"] for p in record["premiums"] if p["name"] == "punkte" and p["announced"]]


@pytest.mark.parametrize("seed", range(12))
def test_a_replayed_besserdreier_settles_like_a_dreier_with_its_bird(seed):
    deal = random_deal("ooe-2023", "besserdreier", seed=seed, house_rules={"besserdreier": True})
    out = replay(deal)
    record = out["record"]
    assert record["game"] == "besserdreier" and record["bird"] in (
        "pagat",
        "uhu",
        "kakadu",
        "quapil",
    )
    assert settle(record) == out["settlement"]
    if record.get("renonce") is None:
        bird = next(p for p in record["premiums"] if p["name"] == record["bird"])
        assert bird["announced"] and bird["side"] == "declarer"
        game = out["settlement"]["lines"][0]
        if record.get("valat") is None:  # the Dreier's 4 from each of three opponents
            assert abs(game["points"][record["declarer"]]) == 12
