"""Helpers for the deal-replay tests: a fixed table of hands, game lists, and one-card mutations."""

import copy
import random

from shared_rules.cards import STRENGTH, is_tarock
from shared_rules.dealgen import NoDeal, play_tricks, random_contract
from shared_rules.profiles import load_profile, profile_ids

# A fixed deal for hand-written cases. Bernd holds one heart (H3); Clara no clubs; David the birds.
TABLE = {
    "players": ["Anna", "Bernd", "Clara", "David"],
    "hands": {
        "Anna": ["HK", "HQ", "HN", "SKUS", "T21", "T20", "T19", "T18", "SK", "CK", "DK", "DQ"],
        "Bernd": ["H3", "T14", "T13", "T12", "T11", "S10", "S9", "S8", "C10", "C9", "C8", "D4"],
        "Clara": ["H1", "H2", "H4", "HJ", "T10", "T9", "T8", "T7", "T6", "S7", "SQ", "SN"],
        "David": ["T5", "T3", "T2", "T1", "T4", "SJ", "C7", "CQ", "CN", "CJ", "DN", "DJ"],
    },
    "talon": [["D1", "D2", "D3"], ["T15", "T16", "T17"]],
}


def table_deal(**fields) -> dict:
    """The fixed table with the given contract and tricks (a Dreier of Anna by default)."""
    deal = {
        "profile": "ooe-2023",
        **copy.deepcopy(TABLE),
        "game": "dreier",
        "declarer": "Anna",
        "talon_taken": 0,
        "discard": ["D1", "D2", "D3"],
        "tricks": [],
    }
    deal.update(fields)
    return deal


def all_games(pred=lambda game, profile: True) -> list:
    """(profile id, game id) of every game of every profile for which ``pred`` holds."""
    out = []
    for pid in profile_ids():
        prof = load_profile(pid)
        for gid, game in prof.games.items():
            if pred(game, prof):
                out.append((pid, gid))
    return out


def contract(pid: str, gid: str, rng: random.Random, **kw) -> dict:
    """A random legal contract (no tricks yet) that is played out, not conceded."""
    prof = load_profile(pid)
    while True:
        try:
            deal = random_contract(prof, gid, rng, **kw)
        except NoDeal:
            continue
        if not deal.get("conceded"):
            return deal


def inject(pid, gid, rng, breaker, tries=300):
    """A deal whose only wrong card is the first one ``breaker`` returns; play is legal otherwise.

    ``breaker(trick_no, player, hand, table, deal)`` returns a card that breaks the rule under test
    (decided by the test's own reading of the rule), or None. Returns (deal, (trick, player, card,
    every rule that card breaks by the test's own reading, in rule-book order)).
    """
    for _ in range(tries):
        deal = contract(pid, gid, rng)
        hit = []

        def choose(t, p, hand, table, legal, deal=deal, hit=hit):
            if hit:
                return None
            card = breaker(t, p, hand, table, deal)
            if card and kaiser_free(hand, table, card):
                hit.append((t, p, card, rules_broken(hand, table, card, deal)))
                return card
            return None

        played = play_tricks(deal, rng, choose=choose)
        if hit:
            return played, hit[0]
    raise AssertionError(f"no chance to break the rule in {tries} deals of {pid} {gid}")


def colour(card):
    return "T" if is_tarock(card) else card[0]


def top_card(table):
    """The card winning a trick of a tarock-trump game (no Kaiserstich)."""
    led = colour(table[0])
    tarocks = [c for c in table if is_tarock(c)]
    pool = tarocks or [c for c in table if colour(c) == led]
    return max(pool, key=STRENGTH.__getitem__)


def beats(card, top, led):
    if is_tarock(card):
        return not is_tarock(top) or STRENGTH[card] > STRENGTH[top]
    return not is_tarock(top) and colour(card) == led and STRENGTH[card] > STRENGTH[top]


def kaiser_free(hand, table, card) -> bool:
    """No Kaiserstich can be in play (the test's reading below leaves it out)."""
    trull = {"SKUS", "T21", "T1"}
    return len(trull & (set(table) | {card})) < 2 and not ("T1" in hand and trull & set(table))


def rules_broken(hand, table, card, deal) -> list:
    """The test's own reading of docs/rules.md §5: every rule ``card`` breaks, in the book's order."""
    game = load_profile(deal["profile"]).games[deal["game"]]
    strict = game["kind"] in ("negative", "trischaken")
    out = []
    if table:
        led = colour(table[0])
        same = [c for c in hand if colour(c) == led]
        tarocks = [c for c in hand if is_tarock(c)]
        if same and colour(card) != led:
            out.append("farbzwang")
        if not same and tarocks and not is_tarock(card):
            out.append("tarockzwang")
        if strict:
            top = top_card(table)
            follow = same or tarocks or list(hand)
            if any(beats(c, top, led) for c in follow) and not beats(card, top, led):
                out.append("stichzwang")
    elif game.get("trumps") == "none" and is_tarock(card) and not all(map(is_tarock, hand)):
        out.append("farbenspiel_lead")
    if strict and card == "T1" and any(is_tarock(c) and c != "T1" for c in hand):
        out.append("pagat_last")
    return out
