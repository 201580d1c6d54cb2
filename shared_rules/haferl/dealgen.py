"""Random legal Haferltarock deals: the replay's test bed.

``random_deal(profile, game, seed=…)`` shuffles the 36 cards and deals them in the seed's packets
(4 to each, 3 to the Stock, 3 to each, 4 to each), picks a declarer, the trump of a Solo, a legal
Stockspiel discard (no trumps), and plays 11 tricks with a random legal card at every turn. The
result is a replay body that ``play.replay`` must accept without a finding.

``play_tricks`` plays a deal on from the tricks it already has; its ``choose`` and ``lead`` hooks
let a test put one wrong card (or one wrong leader) into an otherwise legal deal.

>>> deal = random_deal("bayerisch", "solo", seed=3)
>>> deal["game"], deal["trump"] in ("E", "G", "S"), len(deal["tricks"]), len(deal["stock"])
('solo', True, 11, 3)
>>> from shared_rules.haferl.play import replay
>>> replay(deal)["findings"]
[]
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..trickloop import Choose, play_on
from ..types import Card, HouseRules, Player, Record
from .cards import DECK
from .profile import DEFAULT_PROFILE, HaferlProfile, load_profile
from .tricks import legal_cards, sort_key, winner_index

PLAYERS = ("Anna", "Bernd", "Clara")
PACKETS = (4, "stock", 3, 4)  # seed 003, Geben und Vorbereitung 2


def deal_cards(
    players: Sequence[Player], rng: random.Random
) -> tuple[dict[Player, list[Card]], list[Card]]:
    """Shuffle and deal: 4 cards to each player from the Vorhand on, 3 to the Stock, 3 to each,
    4 to each.

    >>> hands, stock = deal_cards(PLAYERS, random.Random(1))
    >>> [len(h) for h in hands.values()], len(stock), len(set(stock).union(*hands.values()))
    ([11, 11, 11], 3, 36)
    """
    deck = list(DECK)
    rng.shuffle(deck)
    hands: dict[str, list[str]] = {p: [] for p in players}
    stock: list[Card] = []
    pos = 0
    for packet in PACKETS:
        if isinstance(packet, str):  # "stock"
            stock, pos = deck[pos : pos + 3], pos + 3
            continue
        for p in players:
            hands[p].extend(deck[pos : pos + packet])
            pos += packet
    return hands, stock


def random_deal(
    profile: str | HaferlProfile = DEFAULT_PROFILE,
    game: str | None = None,
    *,
    seed: int | str | None = None,
    rng: random.Random | None = None,
    house_rules: HouseRules | None = None,
    players: Sequence[Player] = PLAYERS,
    dealer: Player | None = None,
) -> Record:
    """A random legal deal (replay body) of ``game`` (a random game of the profile if None)."""
    rng = rng or random.Random(seed)
    prof = profile if isinstance(profile, HaferlProfile) else load_profile(profile, house_rules)
    game_id = game or rng.choice(sorted(prof.games))
    deal = random_contract(prof, game_id, rng, players=players)
    if dealer is not None:
        deal["dealer"] = dealer
    return play_tricks(deal, rng)


def random_contract(
    prof: HaferlProfile,
    game_id: str,
    rng: random.Random,
    *,
    players: Sequence[Player] = PLAYERS,
    cards: tuple[dict[Player, list[Card]], list[Card]] | None = None,
    declarer: Player | None = None,
    trump: str | None = None,
) -> Record:
    """Cards, declarer, trump and discard — everything but the tricks.

    ``cards`` = (hands, stock) deals given cards instead of shuffled ones; ``declarer`` and
    ``trump`` fix those choices.
    """
    game = prof.games[game_id]
    hands, stock = cards if cards is not None else deal_cards(players, rng)
    declarer = declarer or rng.choice(list(players))
    deal: Record = {
        "profile": prof.id,
        "players": list(players),
        "hands": {p: list(h) for p, h in hands.items()},
        "stock": list(stock),
        "game": game_id,
        "declarer": declarer,
    }
    if prof.house_rules:
        deal["house_rules"] = prof.house_rules
    rule = game["trump"]
    if isinstance(rule, list):
        trump = trump or rng.choice(rule)
        deal["trump"] = trump
    else:
        trump = rule
    if game["stock"] == "exchange":
        pool = hands[declarer] + list(stock)
        deal["discard"] = random_discard(pool, 3, None if game["discard_trumps"] else trump, rng)
    deal["tricks"] = []
    return deal


def random_discard(pool: list[Card], n: int, trump: str | None, rng: random.Random) -> list[Card]:
    """n cards of ``pool`` that may be discarded: never a trump (None: any card).

    >>> sorted(random_discard(["HA", "H7", "E9", "GK", "S6"], 3, "H", random.Random(1)))
    ['E9', 'GK', 'S6']
    """
    return rng.sample([c for c in pool if c[0] != trump], n)


def play_tricks(
    deal: Record,
    rng: random.Random,
    *,
    upto: int = 11,
    choose: Choose | None = None,
    lead: Callable[[int, Player], Player | None] | None = None,
) -> Record:
    """Play ``deal`` on from its tricks to ``upto`` tricks, a random legal card at every turn.

    ``choose(trick_no, player, hand, table, legal)`` may return a card to play instead (any card);
    ``lead(trick_no, expected_leader)`` may return another leader. Returns the deal with its tricks.

    >>> deal = random_deal("bayerisch", "bettel", seed=1)
    >>> first = play_tricks({**deal, "tricks": deal["tricks"][:4]}, random.Random(2), upto=4)
    >>> first["tricks"] == deal["tricks"][:4]
    True
    """
    from .play import Replay, read_replay  # the replay's own reading of hands, Stock and discard

    prefix = deal.get("tricks", [])
    state = Replay(read_replay({**deal, "tricks": []}))
    state.contract()
    rules = state.rules
    hands = {p: sorted(h, key=lambda c: sort_key(c, rules)) for p, h in state.hands.items()}
    players = deal["players"]
    tricks = play_on(
        prefix,
        hands,
        players,
        players[0],
        rng,
        upto=upto,
        legal=lambda t, p, hand, table: legal_cards(hand, table, rules),
        winner=lambda cards: winner_index(cards, rules),
        choose=choose,
        lead=lead,
    )
    return {**deal, "tricks": tricks}
