"""Random legal Bavarian deals: no finding, 120 Augen, winners by the tests' own reading of the
trick rules, Schneider/Schwarz from the piles, a balanced settlement (400 deals, 100 per game)."""

import random

import pytest

from shared_rules.haferl.cards import augen
from shared_rules.haferl.dealgen import random_deal
from shared_rules.haferl.play import replay

from .helpers import GAMES, order_of, top_card, trump_of

PER_GAME = 100


def check(deal, out):
    assert out["findings"] == [], out["findings"]
    assert out["complete"] and out["decided"]
    players = deal["players"]
    trump, order = trump_of(deal), order_of(deal)
    piles = {"declarer": [], "opponents": []}
    expected_leader = players[0]
    for trick, given in zip(out["tricks"], deal["tricks"], strict=True):
        assert trick["leader"] == expected_leader
        start = players.index(trick["leader"])
        seats = players[start:] + players[:start]
        winner = seats[given["cards"].index(top_card(given["cards"], trump, order))]
        assert trick["winner"] == winner
        piles["declarer" if winner == deal["declarer"] else "opponents"].extend(given["cards"])
        expected_leader = winner
    assert sum(out["augen"].values()) == 120
    if deal["game"] == "stockspiel":
        piles["declarer"] += deal["discard"]
    elif deal["game"] != "bettel":
        piles["declarer"] += deal["stock"]
    if deal["game"] != "bettel":
        mine = sum(augen(c) for c in piles["declarer"])
        assert out["augen"] == {"declarer": mine, "opponents": 120 - mine}
        assert out["won"] == (mine >= 61)
        loser = 120 - mine if out["won"] else mine
        assert out["schneider"] == (loser < 30)
        assert out["schwarz"] == (out["tricks_won"][deal["declarer"]] == 11)
    else:
        assert out["won"] == (out["tricks_won"][deal["declarer"]] == 0)
    settlement = out["settlement"]
    assert sum(settlement["points"].values()) + settlement["pot"]["points"] == 0
    assert settlement["won"] == out["won"]


@pytest.mark.parametrize("game", GAMES)
def test_random_legal_deals_replay_without_a_finding(game):
    rng = random.Random(f"legal-{game}")
    outcomes = set()
    for i in range(PER_GAME):
        deal = random_deal("bayerisch", game, rng=rng, dealer="David" if i % 4 == 0 else None)
        out = replay(deal)
        check(deal, out)
        outcomes.add(out["won"])
    assert outcomes == {True, False}  # both sides win some: the check saw both branches
