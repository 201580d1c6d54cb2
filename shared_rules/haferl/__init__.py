"""Bayerisches Tarock / Haferltarock: the second game family (docs/rules.md §3.5, seed 003).

Three active players (at four the dealer sits out), 36 German cards, 120 Augen, the games
Stockspiel, Solo, Herz-Solo and Bettel, and the pot (Haferl) as a party of the ledger. The family
shares with Königrufen only the error types and the record conventions; profiles of the family
carry ``"family": "haferltarock"`` and are validated by ``schema/haferl-profile.schema.json``.

>>> r = settle({"profile": "bayerisch", "players": ["Anna", "Bernd", "Clara"],
...             "game": "herz_solo", "declarer": "Clara", "declarer_augen": 64})
>>> r["points"], r["lines"][0]["text"]
({'Anna': -3, 'Bernd': -3, 'Clara': 6}, 'Herz-Solo gewonnen (Spieler 64 Augen): 3 von jedem Gegner')
"""

from .counting import count, count_augen
from .dealgen import random_deal
from .ledger import Unbalanced
from .play import replay
from .profile import HaferlProfile, load_profile, profile_ids, raw_profile
from .settlement import settle
from .sheet import carry_pot, settle_sheet

__all__ = [
    "HaferlProfile",
    "Unbalanced",
    "carry_pot",
    "count",
    "count_augen",
    "load_profile",
    "profile_ids",
    "random_deal",
    "raw_profile",
    "replay",
    "settle",
    "settle_sheet",
]
