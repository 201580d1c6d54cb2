"""Random legal deals for every game of every profile: the replay's test bed and benchmark load.

``random_deal(profile, game, seed=…)`` deals the 54 cards, picks a declarer the bidding rules allow,
calls a king he does not hold (a queen with four kings where the profile says so), takes a talon
half and makes a legal discard, announces some premiums (each by a player who may announce it),
sets some Kontra, and plays 12 tricks with a random legal card at every turn. The result is a
replay body (docs/design.md §3) that ``play.replay`` must accept without a finding.

``play_tricks`` plays a deal on from the tricks it already has; its ``choose`` and ``lead`` hooks let
a test put one wrong card (or one wrong leader) into an otherwise legal deal.

>>> deal = random_deal("ktc-2023", "kakadurufer", seed=3)
>>> deal["game"], len(deal["tricks"]), deal["bird"]
('kakadurufer', 12, 'kakadu')
>>> from shared_rules.play import replay
>>> replay(deal)["findings"]
[]
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence

from .cards import BIRDS, DECK, KINGS, QUEENS, TRULL, is_tarock
from .play import Replay, read_replay  # the replay's own reading of hands, talon and discard
from .profiles import DEFAULT_PROFILE, Profile, load_profile
from .trickloop import Choose, play_on
from .tricks import legal_cards, sort_key, winner_index
from .types import Card, GameSpec, HouseRules, Player, Record

PLAYERS = ("Anna", "Bernd", "Clara", "David")
_TALON_SIZE = {"half": 3, "all": 6}


class NoDeal(Exception):
    """The random cards do not allow this game (e.g. no bird for a Vogelrufer); deal again."""


def random_deal(
    profile: str | Profile = DEFAULT_PROFILE,
    game: str | None = None,
    *,
    seed: int | str | None = None,
    rng: random.Random | None = None,
    house_rules: HouseRules | None = None,
    announce: float = 0.25,
    kontra: bool = True,
    players: Sequence[Player] = PLAYERS,
) -> Record:
    """A random legal deal (replay body) of ``game`` (a random game of the profile if None)."""
    rng = rng or random.Random(seed)
    prof = profile if isinstance(profile, Profile) else load_profile(profile, house_rules)
    game_id = game or rng.choice(sorted(prof.games))
    for _ in range(1000):
        try:
            deal = random_contract(
                prof, game_id, rng, announce=announce, kontra=kontra, players=players
            )
        except NoDeal:
            continue
        return deal if deal.get("conceded") else play_tricks(deal, rng, profile=prof)
    raise RuntimeError(f"no deal for {game_id} in 1000 tries")  # pragma: no cover


def random_contract(
    prof: Profile,
    game_id: str,
    rng: random.Random,
    *,
    announce: float = 0.25,
    kontra: bool = True,
    players: Sequence[Player] = PLAYERS,
    cards: tuple[dict[Player, list[Card]], list[list[Card]]] | None = None,
    declarer: Player | None = None,
    concede: float = 0.3,
) -> Record:
    """Cards, contract, talon, discard, announcements and Kontra — everything but the tricks.

    ``cards`` = (hands, talon) deals given cards instead of shuffled ones; ``declarer`` fixes the
    declarer; ``concede`` is the chance to schleifen when the called king lies in the talon.
    """
    game = prof.games[game_id]
    if cards is None:
        deck = list(DECK)
        rng.shuffle(deck)
        hands = {p: deck[12 * i : 12 * i + 12] for i, p in enumerate(players)}
        talon = [deck[48:51], deck[51:54]]
    else:
        hands, talon = cards
    if declarer is None:
        bids_any = game["kind"] != "trischaken" and game.get("bid", "any") == "any"
        declarer = rng.choice(players) if bids_any else players[0]
    own = hands[declarer]
    deal: Record = {
        "profile": prof.id,
        "players": list(players),
        "hands": hands,
        "talon": talon,
        "game": game_id,
    }
    if prof.house_rules:
        deal["house_rules"] = prof.house_rules
    if game["kind"] != "trischaken":
        deal["declarer"] = declarer
    called = None
    if game["team"] == "called_king":
        called = _call(prof, own, rng)
        deal["called_king"] = called
    rule = game.get("bird")
    if rule:
        held = [b for b, c in BIRDS.items() if c in own and (rule == "any" or b == rule)]
        if not held:
            raise NoDeal
        deal["bird"] = rng.choice(held)
    playing = {p: list(h) for p, h in hands.items()}
    king_half = next((i for i, half in enumerate(talon) if called in half), None)
    if king_half is not None and game.get("schleifen") and rng.random() < concede:
        deal["conceded"] = True
        deal["tricks"] = []
        return deal
    size = _TALON_SIZE.get(game["talon"])
    if size:
        taken = talon[0] + talon[1] if size == 6 else talon[rng.randrange(2)]
        if size == 3:
            deal["talon_taken"] = talon.index(taken)
        pool = own + taken
        deal["discard"] = random_discard(pool, size, game.get("trumps") == "none", rng)
        playing[declarer] = [c for c in pool if c not in deal["discard"]]
    if game["talon"] == "vorhand_choice":
        deal["talon_to"] = rng.choice(("last_trick", "first_six"))
    holder = {c: p for p, h in playing.items() for c in h}
    partner = holder.get(called) if called else None
    side = {p for p in (declarer, partner) if p is not None}
    deal["announcements"] = _announcements(prof, game, deal, holder, partner, side, rng, announce)
    if kontra and game["kind"] != "trischaken" and prof.kontra_levels:
        top = min(prof.kontra_levels, 3)
        if game["kind"] == "negative" and rng.random() < 0.3:
            deal["kontra"] = {p: rng.randint(0, top) for p in players if p != declarer}
        elif rng.random() < 0.3:
            deal["kontra"] = rng.randint(1, top)
    deal["tricks"] = []
    return deal


def _call(prof: Profile, own: list[Card], rng: random.Random) -> Card:
    free = [k for k in KINGS if k not in own]
    if free:
        return rng.choice(free)
    data = prof.data
    if data["four_kings"] == "queen":
        queens = [q for q in QUEENS if q not in own]
        if queens:
            return rng.choice(queens)
    elif data["own_king_callable"] or data["four_kings"] == "fourth_king":
        return rng.choice(KINGS)
    raise NoDeal


def random_discard(pool: list[Card], n: int, farben: bool, rng: random.Random) -> list[Card]:
    """n cards a declarer may put down: never kings or Trull cards; tarock only when forced (in
    Farbenspiele the other way round: tarock first, suit cards only when forced).

    >>> sorted(random_discard(["HK", "T1", "T5", "T9", "H3", "SKUS"], 3, False, random.Random(1)))
    ['H3', 'T5', 'T9']
    >>> random_discard(["HK", "T5", "H3", "S7"], 2, True, random.Random(1))[0]
    'T5'
    """
    usable = [c for c in pool if c not in KINGS and c not in TRULL]
    first = [c for c in usable if is_tarock(c) == farben]
    second = [c for c in usable if is_tarock(c) != farben]
    if len(first) >= n:
        return rng.sample(first, n)
    return first + rng.sample(second, n - len(first))


def _announcements(
    prof: Profile,
    game: GameSpec,
    deal: Record,
    holder: dict[Card, Player],
    partner: Player | None,
    side: Collection[Player],
    rng: random.Random,
    rate: float,
) -> list[Record]:
    if game["kind"] != "positive" or rate <= 0:
        return []
    names = prof.premiums if game["premiums"] == "all" else game["premiums"]
    players = deal["players"]
    opponents = [p for p in players if p not in side]
    out: list[Record] = []
    for name in names:
        if name in prof.disallowed or rng.random() >= rate:
            continue
        spec = prof.premiums[name]
        if "card" in spec:
            who = holder.get(spec["card"])
        elif spec.get("requires_called_king"):  # the called king's holder announces it
            who = partner if partner and partner != deal["declarer"] else None
        elif spec.get("belongs_to") == "opponents":
            who = rng.choice(opponents) if opponents else None
        elif spec.get("belongs_to") == "declarer":
            who = rng.choice(sorted(side))
        else:
            who = rng.choice(players)
        if who is None:
            continue
        item: Record = {"player": who, "premium": name}
        if rng.random() < 0.2 and prof.kontra_levels:
            item["kontra"] = 1
        out.append(item)
    if game["valat"] and prof.valat is not None and rng.random() < rate / 5:
        out.append({"player": rng.choice(players), "premium": "valat"})
    return out


def play_tricks(
    deal: Record,
    rng: random.Random,
    *,
    upto: int = 12,
    choose: Choose | None = None,
    lead: Callable[[int, Player], Player | None] | None = None,
    profile: Profile | None = None,
) -> Record:
    """Play ``deal`` on from its tricks to ``upto`` tricks, a random legal card at every turn.
    ``profile`` given (a custom one too) is the deal's rules instead of the deal's profile id.

    ``choose(trick_no, player, hand, table, legal)`` may return a card to play instead (any card);
    ``lead(trick_no, expected_leader)`` may return another leader. Returns the deal with its tricks.

    >>> deal = random_deal("ooe-2023", "bettel", seed=1)
    >>> first_five = play_tricks({**deal, "tricks": deal["tricks"][:5]}, random.Random(2), upto=5)
    >>> first_five["tricks"] == deal["tricks"][:5]
    True
    """
    prefix = deal.get("tricks", [])
    state = Replay(read_replay({**deal, "tricks": []}, profile))
    contract = state.contract()
    hands = {p: sorted(h, key=sort_key) for p, h in contract.hands.items()}
    birds = state.bird_plan(contract.hands)
    rules = state.rules
    players = state.deal.players  # the four who play, in playing order
    expected = state.expected_first_leader()

    def legal(t: int, p: Player, hand: list[Card], table: list[Card]) -> list[Card]:
        early = {c: n for c, n in birds[p].items() if t < n and c in hand} or None
        return list(legal_cards(hand, table, rules, early))  # a list: a random one is drawn

    tricks = play_on(
        prefix,
        hands,
        players,
        expected,
        rng,
        upto=upto,
        legal=legal,
        winner=lambda cards: winner_index(cards, rules),
        choose=choose,
        lead=lead,
    )
    return {**deal, "tricks": tricks}
