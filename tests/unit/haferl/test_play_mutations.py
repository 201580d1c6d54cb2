"""Mutation tests: a legal Bavarian deal with one card changed to break one trick rule → exactly that
breach is found, at the right trick, by the right player, and the game is lost for that side
(``breach_loses``).

The wrong card is chosen by the tests' own reading of seed 003 (the breakers below, built on
``helpers``), the rest of the deal is played on legally by the random legal player.
"""

import random

import pytest

from shared_rules.haferl.dealgen import play_tricks
from shared_rules.haferl.play import replay
from shared_rules.haferl.profile import load_profile

from .helpers import GAMES, beats, contract, order_of, top_card, trump_of

PER_CASE = 8
CLAUSES = load_profile("bayerisch").clauses


def only_finding(deal, trick, player, card, rule):
    out = replay(deal)
    got = [(f["trick"], f["player"], f["card"], f["rule"]) for f in out["findings"]]
    assert got == [(trick, player, card, rule)], out["findings"]
    finding = out["findings"][0]
    assert finding["clause"] == CLAUSES[rule]
    assert finding["text"].endswith(f", {CLAUSES[rule]}")
    assert out["decided"] and out["record"]["breach"]["player"] == player
    settlement = out["settlement"]
    mine = settlement["points"][deal["declarer"]]
    assert (mine < 0) if player == deal["declarer"] else (mine > 0)
    assert settlement["won"] == (player != deal["declarer"])
    return finding


# --- breakers: the tests' own reading of each rule ---------------------------------------------


def break_farbzwang(t, p, hand, table, deal):
    if table and any(c[0] == table[0][0] for c in hand):
        others = [c for c in hand if c[0] != table[0][0]]
        if others:  # a trump if he has one: Farbzwang comes before the duty to trump
            return max(others, key=lambda c: c[0] == trump_of(deal))
    return None


def break_trumpfzwang(t, p, hand, table, deal):
    trump = trump_of(deal)
    if table and not any(c[0] == table[0][0] for c in hand) and any(c[0] == trump for c in hand):
        plain = [c for c in hand if c[0] != trump]
        return plain[0] if plain else None
    return None


def break_stichzwang_following(t, p, hand, table, deal):
    if not table:
        return None
    trump, order = trump_of(deal), order_of(deal)
    top = top_card(table, trump, order)
    follow = [c for c in hand if c[0] == table[0][0]]
    losers = [c for c in follow if not beats(c, top, trump, order)]
    if losers and len(losers) < len(follow):
        return losers[0]
    return None


def break_stichzwang_trumping(t, p, hand, table, deal):
    trump, order = trump_of(deal), order_of(deal)
    if not table or table[0][0] == trump or any(c[0] == table[0][0] for c in hand):
        return None
    top = top_card(table, trump, order)
    if top[0] != trump:
        return None  # nothing to overtrump yet: any trump takes the trick
    trumps = [c for c in hand if c[0] == trump]
    losers = [c for c in trumps if not beats(c, top, trump, order)]
    if losers and len(losers) < len(trumps):
        return losers[0]
    return None


def steal(t, p, hand, table, deal):
    """A card another player holds: the card was not in the hand that played it."""
    if t == 3:
        return next(c for q, h in deal["hands"].items() if q != p for c in h)
    return None


TRUMP_GAMES = [g for g in GAMES if g != "bettel"]
CASES = (
    [("farbzwang", break_farbzwang, g) for g in GAMES]
    + [("trumpfzwang", break_trumpfzwang, g) for g in TRUMP_GAMES]
    + [("stichzwang", break_stichzwang_following, g) for g in GAMES]
    + [("stichzwang", break_stichzwang_trumping, g) for g in TRUMP_GAMES]
)


def inject(game, rng, breaker, tries=400):
    """A deal whose only wrong card is the first one ``breaker`` returns; legal otherwise."""
    for _ in range(tries):
        deal = contract(game, rng)
        hit = []

        def choose(t, p, hand, table, legal, deal=deal, hit=hit):
            if hit:
                return None
            card = breaker(t, p, hand, table, deal)
            if card:
                hit.append((t, p, card))
            return card

        played = play_tricks(deal, rng, choose=choose)
        if hit:
            return played, hit[0]
    raise AssertionError(f"no chance to break the rule in {tries} deals of {game}")


@pytest.mark.parametrize(
    ("rule", "breaker", "game"), CASES, ids=[f"{r}-{b.__name__}-{g}" for r, b, g in CASES]
)
def test_a_card_breaking_one_trick_rule_is_found(rule, breaker, game):
    rng = random.Random(f"{rule}{breaker.__name__}{game}")
    for _ in range(PER_CASE):
        deal, (t, p, card) = inject(game, rng, breaker)
        only_finding(deal, t, p, card, rule)


@pytest.mark.parametrize("game", TRUMP_GAMES)
def test_a_failed_overtrump_is_explained_as_such(game):
    deal, (t, p, card) = inject(game, random.Random(game), break_stichzwang_trumping)
    finding = only_finding(deal, t, p, card, "stichzwang")
    assert "übertrumpfen müssen" in finding["text"]


@pytest.mark.parametrize("game", GAMES)
def test_a_card_from_another_hand_is_not_held(game):
    rng = random.Random(f"steal{game}")
    for _ in range(PER_CASE):
        deal, (t, p, card) = inject(game, rng, steal)
        only_finding(deal, t, p, card, "card_not_held")


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_leader_is_found(game):
    rng = random.Random(f"lead{game}")
    for _ in range(PER_CASE):
        deal = contract(game, rng)
        wrong = {}

        def lead(t, expected, deal=deal, wrong=wrong):
            if t == 5:
                wrong["who"] = next(p for p in deal["players"] if p != expected)
                return wrong["who"]
            return None

        played = play_tricks(deal, rng, lead=lead)
        first = played["tricks"][4]["cards"][0]
        only_finding(played, 5, wrong["who"], first, "wrong_leader")


def test_a_trump_discarded_in_the_stockspiel_is_found():
    rng = random.Random("discard")
    done = 0
    while done < PER_CASE:
        deal = contract("stockspiel", rng)
        pool = deal["hands"][deal["declarer"]] + deal["stock"]
        trumps = [c for c in pool if c[0] == "H" and c not in deal["discard"]]
        if not trumps:
            continue
        bad = rng.choice(trumps)
        deal["discard"][rng.randrange(3)] = bad  # the card it replaces goes back to the hand
        finding = only_finding(play_tricks(deal, rng), 0, deal["declarer"], bad, "discard")
        assert finding["required"] and all(c[0] != "H" for c in finding["required"])
        done += 1
