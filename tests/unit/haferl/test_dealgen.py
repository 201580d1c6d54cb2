"""The random legal deal generator: the seed's packets, a legal contract, reproducible by seed."""

import random

import pytest

from shared_rules.haferl.cards import DECK
from shared_rules.haferl.dealgen import PACKETS, deal_cards, random_deal

from .helpers import GAMES


def test_dealing_follows_the_packets_4_stock_3_then_3_then_4():
    assert PACKETS == (4, "stock", 3, 4)
    deck = list(DECK)
    rng = random.Random(9)
    hands, stock = deal_cards(["A", "B", "C"], rng)
    rng = random.Random(9)
    rng.shuffle(deck)  # the same shuffle, dealt by hand: A B C get 4, the Stock 3, then 3, then 4
    assert hands["A"] == deck[0:4] + deck[15:18] + deck[24:28]
    assert hands["C"] == deck[8:12] + deck[21:24] + deck[32:36]
    assert stock == deck[12:15]


@pytest.mark.parametrize("game", GAMES)
def test_a_random_deal_is_complete_and_reproducible(game):
    deal = random_deal("bayerisch", game, seed=11)
    assert deal == random_deal("bayerisch", game, seed=11)
    cards = [c for h in deal["hands"].values() for c in h] + deal["stock"]
    assert sorted(cards) == sorted(DECK)
    assert len(deal["tricks"]) == 11 and all(len(t["cards"]) == 3 for t in deal["tricks"])
    assert ("discard" in deal) == (game == "stockspiel")
    assert ("trump" in deal) == (game == "solo")


def test_the_stockspiel_discard_holds_no_trump():
    for seed in range(50):
        deal = random_deal("bayerisch", "stockspiel", seed=seed)
        assert not any(c[0] == "H" for c in deal["discard"])


def test_house_rules_and_a_sitting_out_dealer_are_carried():
    deal = random_deal("bayerisch", "solo", seed=2, house_rules={"breach_loses": False}, dealer="D")
    assert deal["house_rules"] == {"breach_loses": False} and deal["dealer"] == "D"
