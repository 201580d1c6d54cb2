"""The tests' own reading of the Bavarian trick rules (seed 003, docs/rules.md §3.5), independent of
``shared_rules.haferl.tricks``: rank orders typed from the seed, trick winners, who can beat what."""

import random

from shared_rules.haferl.dealgen import random_contract
from shared_rules.haferl.profile import load_profile

PLAYERS = ["Anna", "Bernd", "Clara"]
# seed 003, Kartenwerte und Rangfolge; Bettel: "die Zehn rutscht ... unter den Unter"
NORMAL = ["A", "10", "K", "O", "U", "9", "8", "7", "6"]
BETTEL = ["A", "K", "O", "U", "10", "9", "8", "7", "6"]
TRUMP = {"stockspiel": "H", "herz_solo": "H", "bettel": None}
GAMES = ("stockspiel", "solo", "herz_solo", "bettel")


def trump_of(deal):
    return deal.get("trump") or TRUMP.get(deal["game"])


def order_of(deal):
    return BETTEL if deal["game"] == "bettel" else NORMAL


def higher(a, b, order):
    """a ranks above b (same suit)."""
    return order.index(a[1:]) < order.index(b[1:])


def top_card(table, trump, order):
    """The card taking the trick so far: the highest trump, else the highest of the suit led."""
    trumps = [c for c in table if c[0] == trump]
    pool = trumps or [c for c in table if c[0] == table[0][0]]
    best = pool[0]
    for c in pool[1:]:
        if higher(c, best, order):
            best = c
    return best


def beats(card, top, trump, order):
    if card[0] == top[0]:
        return higher(card, top, order)
    return card[0] == trump


def contract(gid, rng, **kw):
    return random_contract(load_profile("bayerisch"), gid, rng, **kw)


def seeded(name):
    return random.Random(name)
