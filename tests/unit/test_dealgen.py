"""The random legal deal generator: reproducible, every game, hooks for one wrong card."""

import random

from shared_rules.cards import DECK
from shared_rules.dealgen import play_tricks, random_contract, random_deal
from shared_rules.profiles import load_profile

from .play_helpers import all_games


def test_same_seed_same_deal():
    assert random_deal("tirol-2026", "trischaken", seed=5) == random_deal(
        "tirol-2026", "trischaken", seed=5
    )
    assert random_deal("ooe-2023", seed=1) != random_deal("ooe-2023", seed=2)


def test_every_game_deals_the_whole_deck_and_plays_48_cards():
    rng = random.Random(0)
    for pid, gid in all_games():
        deal = random_deal(pid, gid, rng=rng)
        dealt = [c for h in deal["hands"].values() for c in h] + deal["talon"][0] + deal["talon"][1]
        assert sorted(dealt) == sorted(DECK)
        if not deal.get("conceded"):
            played = [c for t in deal["tricks"] for c in t["cards"]]
            assert len(played) == 48 and len(set(played)) == 48


def test_bidding_rules_pick_the_declarer():
    rng = random.Random(0)
    prof = load_profile("ooe-2023")
    for _ in range(20):
        assert random_contract(prof, "rufer", rng)["declarer"] == "Anna"  # Vorhand only
        assert "declarer" not in random_contract(prof, "trischaken", rng)


def test_hooks_replace_one_card_and_one_leader():
    rng = random.Random(0)
    deal = random_contract(load_profile("ooe-2023"), "dreier", rng, concede=0)
    lead = play_tricks(deal, rng, lead=lambda t, expected: "David" if t == 3 else None)
    assert lead["tricks"][2]["leader"] == "David"
    partial = play_tricks(deal, rng, upto=5)
    assert len(partial["tricks"]) == 5
    whole = play_tricks(partial, rng)
    assert whole["tricks"][:5] == partial["tricks"] and len(whole["tricks"]) == 12
