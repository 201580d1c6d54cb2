"""Random legal deals of every game of every profile: no finding, 210 thirds, zero-sum settlement.

2,040 deals (40 per game type, seeded). Trick winners, partners and premium outcomes are checked
against the test's own simple reading of the rules.
"""

import random
from collections import Counter
from fractions import Fraction

import pytest

from shared_rules.cards import BIRDS, STRENGTH, is_tarock
from shared_rules.dealgen import random_deal
from shared_rules.play import replay
from shared_rules.profiles import load_profile

from .play_helpers import all_games, colour

PER_GAME = 40
PLAYERS = ["Anna", "Bernd", "Clara", "David"]
GAMES = all_games()


def oracle_winner(cards, trumps, kaiser):
    """Index of the winning card: highest tarock (if tarock trumps or was led), else the led suit."""
    led = colour(cards[0])
    strength = dict(STRENGTH)
    if kaiser != "off" and {"T1", "T21", "SKUS"} <= set(cards):
        i = {c: cards.index(c) for c in ("T1", "T21", "SKUS")}
        if kaiser == "any_order" or i["T21"] < i["SKUS"] < i["T1"]:
            strength["T1"] = 999
    if trumps and any(is_tarock(c) for c in cards):
        pool = [c for c in cards if is_tarock(c)]
    else:
        pool = [c for c in cards if colour(c) == led]
    return cards.index(max(pool, key=strength.__getitem__))


def num(v):
    return Fraction(v) if isinstance(v, str) else v


def check_deal(deal, result, stats):
    prof = load_profile(deal["profile"])
    game = prof.games[deal["game"]]
    assert result["findings"] == [], result["findings"]
    assert result["complete"]
    players = deal["players"]
    strict = game["kind"] in ("negative", "trischaken")  # the profile says whether it applies there
    kaiser = "off" if strict and not prof.data["kaiserstich_negative"] else prof.data["kaiserstich"]
    trumps = game.get("trumps") != "none"
    for trick, given in zip(result["tricks"], deal["tricks"], strict=True):
        start = players.index(trick["leader"])
        order = players[start:] + players[:start]
        assert trick["winner"] == order[oracle_winner(given["cards"], trumps, kaiser)]
    assert sum(result["tricks_won"].values()) == (0 if deal.get("conceded") else 12)
    settlement = result["settlement"]
    assert sum(num(v) for v in settlement["points"].values()) == 0
    assert sum(num(v) for v in settlement["money_cents"].values()) == 0
    if deal.get("conceded"):
        stats["conceded"] += 1
        return
    assert sum(result["thirds"].values()) == 210
    if game["team"] == "called_king":
        holder = next((p for p, h in deal["hands"].items() if deal["called_king"] in h), None)
        if holder == deal["declarer"] or holder is None:
            assert result["partner"] is None
        else:
            assert result["partner"] == holder
    for p in result["premiums"]:
        stats[(p["name"], p["announced"], p["won"])] += 1
        if p["won"]:
            check_made(p, result, prof)


def check_made(p, result, prof):
    spec = prof.premiums[p["name"]]
    tricks = result["tricks"]
    side_players = {result["declarer"], result.get("partner")} - {None}
    winners_side = lambda who: "declarer" if who in side_players else "opponents"  # noqa: E731
    if p["name"] in BIRDS:
        trick = tricks[spec["trick"] - 1]
        assert p["side"] == winners_side(trick["winner"])
        # the bird itself took the trick: the player who played it is the winner
        first = PLAYERS.index(trick["leader"])
        order = (PLAYERS * 2)[first : first + 4]
        assert order[trick["cards"].index(spec["card"])] == trick["winner"]
    elif p["name"] == "koenig_ultimo":
        assert result["called_king"] in tricks[11]["cards"]
        assert winners_side(tricks[11]["winner"]) == "declarer" == p["side"]
    elif "all_cards" in spec:
        cards = spec["all_cards"]
        won_by = {winners_side(t["winner"]) for t in tricks if set(cards) & set(t["cards"])}
        assert won_by <= {p["side"]}  # none of them in the other side's tricks (talon aside)
    elif "caught_card" in spec:
        (trick,) = [t for t in tricks if spec["caught_card"] in t["cards"]]
        first = PLAYERS.index(trick["leader"])
        player = (PLAYERS * 2)[first + trick["cards"].index(spec["caught_card"])]
        assert winners_side(player) == "declarer" and winners_side(trick["winner"]) == "opponents"
    elif "min_thirds" in spec:
        assert result["thirds"]["declarer"] >= spec["min_thirds"]


@pytest.mark.parametrize(("pid", "gid"), GAMES)
def test_random_legal_deals_replay_clean(pid, gid):
    rng = random.Random(f"{pid}/{gid}")
    stats = Counter()
    for _ in range(PER_GAME):
        deal = random_deal(pid, gid, rng=rng)
        check_deal(deal, replay(deal), stats)


def test_at_least_2000_deals():
    assert PER_GAME * len(GAMES) >= 2000


def test_premiums_are_both_made_and_lost_over_many_deals():
    rng = random.Random(99)
    stats = Counter()
    for pid, gid in all_games(lambda g, p: g["premiums"] == "all"):
        for _ in range(30):
            deal = random_deal(pid, gid, rng=rng, announce=0.5)
            check_deal(deal, replay(deal), stats)
    for name in ("pagat", "trull", "vier_koenige", "koenig_ultimo", "sack1", "mondfang"):
        assert stats[(name, True, True)] + stats[(name, False, True)] > 0, name
        assert stats[(name, True, False)] > 0, name
    assert stats["conceded"] > 0
