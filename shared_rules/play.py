"""Card-level deal replay: the dispute checker (RULES.md §5, DESIGN.md §3 "The deal replay").

``replay(deal)`` takes the four hands as dealt, the talon, the contract, the talon half taken and the
discard, the announcements and the tricks in playing order, and returns every rule breach (trick,
player, card, what was required, rule, clause and a German explanation), the winner of each trick,
each side's thirds and "P/B", the tricks per player, the partner, every premium's outcome, the deal
record that follows from all that, and its settlement (a Renonce settlement when there was a breach).
A partial deal (a dispute after trick 7) is checked as far as it goes; it is settled only when it
ends in a Renonce.

>>> from shared_rules.dealgen import random_deal
>>> deal = random_deal("ooe-2023", "dreier", seed=7)
>>> out = replay(deal)
>>> out["findings"], out["complete"], sum(out["thirds"].values())
([], True, 210)
>>> sum(out["settlement"]["points"].values())
0
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import BIRDS, KINGS, QUEENS, SUIT_NAMES_DE, TRULL, card_name_de, parse_card
from .counting import count_thirds, format_points
from .errors import Inconsistent, MalformedInput, NotAllowed
from .premium_outcomes import decide_premiums
from .profiles import DEFAULT_PROFILE, Profile, load_profile
from .record import RENONCE_RULES, check_names
from .settlement import settle
from .tricks import COLOUR, TrickRules, judge, sort_key, winner_index

#: the breaches a replay reports (DESIGN.md §3); the record's Renonce may name them
RULE_IDS = tuple(r for r in RENONCE_RULES if r != "other")
RULE_DE = {
    "farbzwang": "Farbzwang",
    "tarockzwang": "Tarockzwang",
    "stichzwang": "Stichzwang",
    "pagat_last": "Pagat nur als letztes Tarock",
    "farbenspiel_lead": "Ausspiel im Farbenspiel",
    "discard": "Ablage",
    "bird_order": "höherer Vogel zuerst",
    "own_king": "eigenen König gerufen",
    "bird_missing": "Vogel nicht im Blatt",
    "wrong_leader": "falsches Ausspiel",
    "card_not_held": "Karte nicht im Blatt",
}
TALON_TO = ("last_trick", "first_six")
_FIELDS = frozenset(
    [
        "profile",
        "house_rules",
        "players",
        "hands",
        "talon",
        "game",
        "declarer",
        "called_king",
        "bird",
        "talon_taken",
        "discard",
        "announcements",
        "kontra",
        "tricks",
        "conceded",
        "talon_to",
        "cents_per_point",
    ]
)
_TALON_SIZE = {"half": 3, "all": 6}


@dataclass(slots=True)
class Trick:
    number: int
    leader: str
    order: list  # players in playing order from the leader (as many as cards were played)
    cards: list
    winner: str | None = None  # None while the trick is incomplete
    top: str | None = None  # the card that took the trick


@dataclass(slots=True)
class Deal:
    """A replay input, read and checked."""

    profile: Profile
    game_id: str
    game: dict
    players: list
    hands: dict
    talon: list
    declarer: str
    called: str | None
    bird: str | None
    talon_taken: int | None
    discard: list | None
    announcements: list
    kontra: object
    conceded: bool
    talon_to: str | None
    tricks: list
    where: dict = field(default_factory=dict)
    cents_per_point: object = None  # card -> where it was dealt ("Anna", "talon")


# --- reading and checking the input ------------------------------------------------------------


def read_replay(data: object) -> Deal:
    """Read a replay body; MalformedInput / NotAllowed / Inconsistent name the field.

    >>> read_replay({"players": ["A", "B", "C", "D"], "hands": {}, "game": "rufer"})
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: hands: [] — need a hand of 12 cards for each of A, B, C, D
    """
    if not isinstance(data, dict):
        raise MalformedInput("deal", data, "a deal must be a JSON object")
    unknown = set(data) - _FIELDS
    if unknown:
        name = sorted(unknown)[0]
        raise MalformedInput(name, data[name], "unknown field")
    profile = load_profile(data.get("profile", DEFAULT_PROFILE), data.get("house_rules"))
    players = _read_players(data.get("players"))
    game_id = data.get("game")
    if not isinstance(game_id, str) or game_id not in profile.games:
        raise MalformedInput(
            "game", game_id, f"not a game of profile {profile.id} ({', '.join(profile.games)})"
        )
    game = profile.games[game_id]
    hands, talon, where = _read_cards(data, players)
    kind = game["kind"]
    declarer = data.get("declarer")
    if kind == "trischaken":
        if declarer is not None and declarer != players[0]:
            raise Inconsistent(
                "declarer", declarer, "Trischaken is played by the Vorhand (the first player)"
            )
        declarer = players[0]
    elif declarer not in players:
        raise MalformedInput("declarer", declarer, f"expected one of {', '.join(players)}")
    called = _read_called(data.get("called_king"), game, profile, hands[declarer])
    bird = _read_bird(data.get("bird"), game)
    conceded = data.get("conceded", False)
    if not isinstance(conceded, bool):
        raise MalformedInput("conceded", conceded, "expected true or false")
    if conceded and not (game.get("schleifen") and called in where and where[called] == "talon"):
        raise Inconsistent(
            "conceded",
            True,
            "only a Ruferspiel whose called king lies in the talon can be conceded",
        )
    taken, discard = _read_talon_choice(data, game, conceded)
    talon_to = data.get("talon_to")
    if game["talon"] == "vorhand_choice":
        talon_to = talon_to or "last_trick"
        if talon_to not in TALON_TO:
            raise MalformedInput("talon_to", talon_to, "expected last_trick or first_six")
    elif talon_to is not None:
        raise NotAllowed(
            "talon_to", talon_to, f"in {game['name']} the Vorhand does not choose the talon"
        )
    tricks = _read_tricks(data.get("tricks", []), players)
    if conceded and tricks:
        raise Inconsistent("tricks", len(tricks), "a conceded (geschleift) game has no tricks")
    deal = Deal(
        profile,
        game_id,
        game,
        players,
        hands,
        talon,
        declarer,
        called,
        bird,
        taken,
        discard,
        [],
        data.get("kontra", 0),
        conceded,
        talon_to,
        tricks,
        where,
    )
    deal.announcements = _read_announcements(data.get("announcements", []), deal)
    deal.cents_per_point = data.get("cents_per_point")
    return deal


def _read_players(players) -> list:
    if not isinstance(players, list) or len(players) != 4:
        raise MalformedInput(
            "players", players, "expected the 4 active players in playing order, Vorhand first"
        )
    check_names(players)
    return players


def _read_cards(data: dict, players: list):
    """The dealt hands and talon halves: 54 distinct cards, 12 per hand, 2 × 3 in the talon."""
    hands_in = data.get("hands")
    if not isinstance(hands_in, dict) or set(hands_in) != set(players):
        got = sorted(hands_in) if isinstance(hands_in, dict) else hands_in
        raise MalformedInput(
            "hands", got, f"need a hand of 12 cards for each of {', '.join(players)}"
        )
    seen: dict = {}
    where: dict = {}

    def take(code, path, owner):
        card = parse_card(code, path)
        if card in seen:
            raise Inconsistent(path, card, f"{card} is dealt twice (also {seen[card]})")
        seen[card] = path
        where[card] = owner
        return card

    hands = {}
    for p in players:
        cards = hands_in[p]
        if not isinstance(cards, list) or len(cards) != 12:
            n = len(cards) if isinstance(cards, list) else cards
            raise MalformedInput(f"hands.{p}", n, "a hand has exactly 12 cards")
        hands[p] = [take(c, f"hands.{p}.{i}", p) for i, c in enumerate(cards)]
    talon_in = data.get("talon")
    if not isinstance(talon_in, list) or len(talon_in) != 2:
        raise MalformedInput("talon", talon_in, "expected the talon as two halves of 3 cards")
    talon = []
    for h, half in enumerate(talon_in):
        if not isinstance(half, list) or len(half) != 3:
            raise MalformedInput(f"talon.{h}", half, "a talon half has exactly 3 cards")
        talon.append([take(c, f"talon.{h}.{i}", "talon") for i, c in enumerate(half)])
    return hands, talon, where  # 48 + 6 distinct codes of a 54-card deck: the whole deck


def _read_called(code, game: dict, profile: Profile, declarer_hand: list):
    if game["team"] != "called_king":
        if code is not None:
            raise NotAllowed("called_king", code, f"no king is called in {game['name']}")
        return None
    if code is None:
        raise MalformedInput(
            "called_king", None, f"{game['name']}: name the called king (HK, DK, SK, CK)"
        )
    card = parse_card(code, "called_king")
    if card in QUEENS and profile.data["four_kings"] == "queen":
        if not all(k in declarer_hand for k in KINGS):
            raise NotAllowed(
                "called_king", card, "a queen is called only by a player holding all four kings"
            )
    elif card not in KINGS:
        raise MalformedInput("called_king", code, "expected a king: HK, DK, SK or CK")
    return card


def _read_bird(bird, game: dict):
    rule = game.get("bird")
    if rule is None:
        if bird is not None:
            raise NotAllowed("bird", bird, f"{game['name']} has no compulsory bird")
        return None
    bird = bird if bird is not None else (None if rule == "any" else rule)
    if not isinstance(bird, str) or bird not in BIRDS or (rule != "any" and bird != rule):
        expected = ", ".join(BIRDS) if rule == "any" else rule
        raise MalformedInput("bird", bird, f"{game['name']} needs its compulsory bird: {expected}")
    return bird


def _read_talon_choice(data: dict, game: dict, conceded: bool):
    taken, discard = data.get("talon_taken"), data.get("discard")
    size = _TALON_SIZE.get(game["talon"])
    if size is None:
        if taken is not None or discard:
            field_name = "talon_taken" if taken is not None else "discard"
            raise NotAllowed(
                field_name, data.get(field_name), f"{game['name']} is played without the talon"
            )
        return None, None
    if conceded:
        return None, None
    if size == 3:
        if taken not in (0, 1) or isinstance(taken, bool):
            raise MalformedInput("talon_taken", taken, "which talon half the declarer took: 0 or 1")
    elif taken is not None:
        raise NotAllowed(
            "talon_taken", taken, f"in {game['name']} the declarer takes the whole talon"
        )
    if not isinstance(discard, list):
        raise MalformedInput(
            "discard", discard, f"the declarer's discard ({size} cards) is required"
        )
    cards = [parse_card(c, f"discard.{i}") for i, c in enumerate(discard)]
    if len(set(cards)) != len(cards):
        raise MalformedInput("discard", discard, "a card is listed twice")
    return taken, cards


def _read_tricks(tricks, players: list) -> list:
    if not isinstance(tricks, list) or len(tricks) > 12:
        raise MalformedInput("tricks", tricks, "expected a list of at most 12 tricks")
    out = []
    for t, trick in enumerate(tricks):
        if not isinstance(trick, dict):
            raise MalformedInput(
                f"tricks.{t}", trick, 'expected {"leader": player, "cards": [...]}'
            )
        leader = trick.get("leader")
        if leader is not None and leader not in players:
            raise MalformedInput(
                f"tricks.{t}.leader", leader, f"expected one of {', '.join(players)}"
            )
        cards = trick.get("cards")
        last = t == len(tricks) - 1
        if (
            not isinstance(cards, list)
            or not (1 <= len(cards) <= 4)
            or (len(cards) < 4 and not last)
        ):
            raise MalformedInput(
                f"tricks.{t}.cards", cards, "a trick has 4 cards (only the last may be unfinished)"
            )
        out.append((leader, [parse_card(c, f"tricks.{t}.cards.{i}") for i, c in enumerate(cards)]))
    return out


def _read_announcements(items, deal: Deal) -> list:
    """[(index, player, premium, kontra)]; the compulsory bird of a Vogelrufer is added for the declarer."""
    if not isinstance(items, list):
        raise MalformedInput("announcements", items, 'expected [{"player": …, "premium": …}]')
    profile, game = deal.profile, deal.game
    out = []
    for i, item in enumerate(items):
        if not isinstance(item, dict) or item.get("player") not in deal.players:
            raise MalformedInput(
                f"announcements.{i}", item, 'expected {"player": a player, "premium": …}'
            )
        name = item.get("premium")
        path = f"announcements.{i}.premium"
        if not isinstance(name, str):
            raise MalformedInput(path, name, "expected a premium id or valat")
        if name == "valat":
            if profile.valat is None or not game["valat"]:
                raise NotAllowed(path, name, f"no Valat in {game['name']} ({profile.id})")
        elif name not in profile.premiums:
            raise MalformedInput(path, name, f"not a premium of profile {profile.id}")
        elif name in profile.disallowed:
            raise NotAllowed(path, name, "switched off by the house rules")
        elif game["premiums"] != "all" and name not in game["premiums"]:
            raise NotAllowed(path, name, f"not allowed in {game['name']}")
        elif name == "koenig_ultimo" and game["team"] != "called_king":
            raise NotAllowed(path, name, "König ultimo needs a called king")
        kontra = item.get("kontra", 0)
        if isinstance(kontra, bool) or not isinstance(kontra, int) or kontra < 0:
            raise MalformedInput(f"announcements.{i}.kontra", kontra, "expected a Kontra level 0–5")
        if kontra > profile.kontra_levels:
            raise NotAllowed(
                f"announcements.{i}.kontra",
                kontra,
                f"{profile.id} has {profile.kontra_levels} Kontra levels",
            )
        out.append((i, item["player"], name, kontra))
    if deal.bird and not any(p == deal.declarer and n == deal.bird for _, p, n, _ in out):
        out.append((None, deal.declarer, deal.bird, 0))
    return out


# --- the replay -------------------------------------------------------------------------------


def replay(data: dict, *, settle_deal: bool = True) -> dict:
    """Replay a deal card by card; see the module docstring for what comes back."""
    deal = read_replay(data)
    return Replay(deal).run(settle_deal)


class Replay:
    """The state of one deal while it is replayed."""

    def __init__(self, deal: Deal):
        self.deal = deal
        self.findings: list = []
        p = deal.profile
        self.rules = TrickRules.for_game(deal.game, p.data["kaiserstich"])
        self.clauses = p.clauses
        self.played: dict = {}  # card -> the trick it fell in

    def finding(self, trick, player, card, rule, text, required=()):
        clause = self.clauses[rule]
        self.findings.append(
            {
                "trick": trick,
                "player": player,
                "card": card,
                "rule": rule,
                "clause": clause,
                "required": list(required),
                "text": f"{text}: {RULE_DE[rule]}, {clause}",
            }
        )

    # before the first trick: calling, bird, talon and discard
    def contract(self):
        deal = self.deal
        d = deal.declarer
        dealt = deal.hands[d]
        self.partner = None
        self.king_in_talon = False
        if deal.called:
            owner = deal.where[deal.called]
            if owner == "talon":
                self.king_in_talon = True
            elif owner == d:
                four = all(k in dealt for k in KINGS)
                fourth = deal.profile.data["four_kings"] == "fourth_king" and four
                if deal.profile.data["own_king_callable"] or fourth:
                    self.partner = d
                else:
                    self.finding(
                        0,
                        d,
                        deal.called,
                        "own_king",
                        f"{d} rief {card_name_de(deal.called)}, hatte die Karte aber selbst im Blatt",
                    )
            else:
                self.partner = owner
        if deal.bird and BIRDS[deal.bird] not in dealt:
            card = BIRDS[deal.bird]
            self.finding(
                0,
                d,
                card,
                "bird_missing",
                f"{d} sagte {deal.game['name']} mit {card_name_de(card)} an, "
                "hatte die Karte aber nicht im Blatt",
            )
        hands = {p: set(deal.hands[p]) for p in deal.players}
        self.talon_cards = {"declarer": [], "opponents": []}  # talon parts known before play
        talon = deal.talon
        mode = deal.game["talon"]
        if mode in _TALON_SIZE and not deal.conceded:
            taken = talon[0] + talon[1] if mode == "all" else talon[deal.talon_taken]
            hands[d].update(taken)
            if mode == "half":
                self.talon_cards["opponents"] = list(talon[1 - deal.talon_taken])
            self.check_discard(hands[d])
        elif mode == "opponents" or mode == "none" or deal.conceded:
            if (
                self.king_in_talon
                and deal.game.get("king_in_talon") == "alone_gets_half"
                and mode == "opponents"
            ):
                half = 0 if deal.called in talon[0] else 1
                self.talon_cards["declarer"] = list(talon[half])
                self.talon_cards["opponents"] = list(talon[1 - half])
            else:
                self.talon_cards["opponents"] = talon[0] + talon[1]
        self.hands = hands
        self.holder = {c: p for p, h in hands.items() for c in h}  # who plays which card

    def check_discard(self, hand: set):
        deal = self.deal
        d = deal.declarer
        size = _TALON_SIZE[deal.game["talon"]]
        discard = []
        for card in deal.discard:
            if card in hand:
                discard.append(card)
            else:
                self.finding(
                    0,
                    d,
                    card,
                    "card_not_held",
                    f"{d} legte {card_name_de(card)} ab, hatte die Karte aber nicht ({self.seat(card, True)})",
                )
        if len(deal.discard) != size:
            self.finding(
                0, d, None, "discard", f"{d} legte {len(deal.discard)} Karten ab statt {size}"
            )
        farben = not self.rules.trumps
        # the cards one may put down freely; the others ("second choice") only when forced
        never = [c for c in discard if c in KINGS or c in TRULL]
        for c in never:
            self.finding(
                0,
                d,
                c,
                "discard",
                f"{d} legte {card_name_de(c)} ab: Könige und Trullstücke dürfen nie abgelegt werden",
            )
        rest = [c for c in discard if c not in never]
        after = hand.difference(discard)
        spare = sorted(
            (
                c
                for c in after
                if c not in KINGS and c not in TRULL and (COLOUR[c] == "T") == farben
            ),
            key=sort_key,
        )
        second = [c for c in rest if (COLOUR[c] == "T") != farben]
        excess = min(len(second), len(spare))
        for c in second[len(second) - excess :]:
            if farben:
                text = (
                    f"{d} legte {card_name_de(c)} ab, hatte aber noch Tarock ({_names(spare)}): "
                    f"im {deal.game['name']} wird zuerst Tarock abgelegt"
                )
            else:
                text = (
                    f"{d} legte {card_name_de(c)} ab, hatte aber noch ablegbare Farbkarten "
                    f"({_names(spare)}): Tarock nur, wenn es nicht anders geht"
                )
            self.finding(0, d, c, "discard", text, spare)
        hand.difference_update(discard)
        self.talon_cards["declarer"] = discard

    def seat(self, card: str, discarding: bool = False) -> str:
        """Where a card not held came from, for the explanation."""
        owner = self.deal.where[card]
        if card in self.played:
            return f"schon im {self.played[card]}. Stich gespielt"
        if not discarding and card in (self.deal.discard or ()):
            return "sie war abgelegt"
        if owner == "talon":
            return "sie lag im Talon"
        return f"sie lag bei {owner}"

    def expected_first_leader(self) -> str:
        deal = self.deal
        return deal.declarer if deal.game["kind"] == "negative" else deal.players[0]

    def play(self):
        deal = self.deal
        players = deal.players
        rules = self.rules
        hands = self.hands
        birds = self.bird_plan()
        self.tricks = []
        expected = self.expected_first_leader()
        for t, (leader, cards) in enumerate(deal.tricks, start=1):
            if leader is None:
                leader = expected
            elif leader != expected:
                self.wrong_leader(t, leader, expected, cards[0])
            start = players.index(leader)
            order = (players[start:] + players[:start])[: len(cards)]
            for i, card in enumerate(cards):
                p = order[i]
                hand = hands[p]
                if card not in hand:
                    self.finding(
                        t,
                        p,
                        card,
                        "card_not_held",
                        f"{p} spielte {card_name_de(card)}, hatte die Karte aber nicht ({self.seat(card)})",
                    )
                else:
                    early = None
                    if birds[p]:
                        early = {c: n for c, n in birds[p].items() if t < n and c in hand}
                    breach = judge(hand, cards[:i], card, rules, early)
                    if breach is not None:
                        self.explain(t, p, card, breach, hand, cards[:i])
                    hand.discard(card)
                self.played.setdefault(card, t)
            if len(cards) == 4:
                top = winner_index(cards, rules)
                self.tricks.append(Trick(t, leader, order, cards, order[top], cards[top]))
                expected = order[top]
            else:
                self.tricks.append(Trick(t, leader, order, cards))

    def bird_plan(self) -> dict:
        """Each player's announced birds that he holds: card -> the trick it must take."""
        plan = {p: {} for p in self.deal.players}
        premiums = self.deal.profile.premiums
        for _, p, name, _ in self.deal.announcements:
            card = BIRDS.get(name)
            if card and card in self.hands[p]:
                plan[p][card] = premiums[name]["trick"]
        return plan

    def wrong_leader(self, t, leader, expected, card):
        if t == 1:
            who = "der Spieler" if self.deal.game["kind"] == "negative" else "die Vorhand"
            text = f"Den 1. Stich spielt {expected} aus ({who}), ausgespielt hat {leader} mit {card_name_de(card)}"
        else:
            text = (
                f"{expected} hatte den {t - 1}. Stich gemacht und musste ausspielen, "
                f"ausgespielt hat {leader} mit {card_name_de(card)}"
            )
        self.finding(t, leader, card, "wrong_leader", text, ())

    def explain(self, t, p, card, breach, hand, table):
        rule, req = breach.rule, breach.required
        name = card_name_de(card)
        led = _led_de(table[0]) if table else None
        held = _names(req)
        if rule == "farbzwang":
            text = f"{led} ausgespielt, {p} hatte {held} und spielte {name}"
        elif rule == "tarockzwang":
            if COLOUR[table[0]] == "T":
                text = f"{led} ausgespielt, {p} hatte {held} und spielte {name}"
            else:
                text = f"{led} ausgespielt, {p} hatte kein {led}, aber {held} und spielte {name}"
        elif rule == "stichzwang":
            top = table[winner_index(table, self.rules)]
            text = (
                f"{led} ausgespielt, {card_name_de(top)} lag vorne; {p} hätte mit {held} "
                f"überstechen müssen und spielte {name}"
            )
        elif rule == "pagat_last":
            others = _names(c for c in hand if COLOUR[c] == "T" and c != card)
            text = (
                f"{p} spielte den Pagat, hatte aber noch {others}: im {self.deal.game['name']} "
                "darf der Pagat nur als letztes Tarock gespielt werden"
            )
            if led:
                text = f"{led} ausgespielt, {text}"
        elif rule == "farbenspiel_lead":
            text = (
                f"{p} spielte {name} aus, hatte aber noch Farbkarten ({held}): im "
                f"{self.deal.game['name']} darf Tarock erst ausgespielt werden, wenn man keine "
                "Farbkarte mehr hat"
            )
        else:  # bird_order
            text = (
                f"{p} musste einen angesagten Vogel zu früh hergeben und spielte {name} statt "
                f"{held}: der höhere Vogel geht zuerst"
            )
        self.finding(t, p, card, rule, text, req)

    # after the last card: piles, counts, premiums, record, settlement
    def run(self, settle_deal: bool = True) -> dict:
        deal = self.deal
        self.contract()
        self.play()
        game = deal.game
        kind = game["kind"]
        tricks = self.tricks
        complete = deal.conceded or (len(tricks) == 12 and tricks[-1].winner is not None)
        piles = {p: [] for p in deal.players}
        tricks_won = dict.fromkeys(deal.players, 0)
        for tr in tricks:
            if tr.winner is not None:
                piles[tr.winner].extend(tr.cards)
                tricks_won[tr.winner] += 1
        out = {
            "profile": {"id": deal.profile.id, "version": deal.profile.version},
            "game": deal.game_id,
            "declarer": deal.declarer,
            "complete": complete,
            "findings": self.findings,
            "tricks": [
                {
                    "number": tr.number,
                    "leader": tr.leader,
                    "cards": tr.cards,
                    "winner": tr.winner,
                    "thirds": count_thirds(tr.cards) if tr.winner else None,
                }
                for tr in tricks
            ],
            "tricks_won": tricks_won,
        }
        if kind == "trischaken":
            self.trischaken_talon(piles, complete)
            thirds = {p: count_thirds(piles[p]) for p in deal.players}
            out["thirds"] = thirds
            out["notation"] = {p: format_points(n) for p, n in thirds.items()}
            record = self.trischaken_record(thirds, tricks_won, complete)
            out["premiums"], out["valat"] = [], None
        else:
            partner = self.partner if self.partner != deal.declarer else None
            side_players = {deal.declarer} | ({partner} if partner else set())
            side_of = {p: "declarer" if p in side_players else "opponents" for p in deal.players}
            side_cards = {
                "declarer": list(self.talon_cards["declarer"]),
                "opponents": list(self.talon_cards["opponents"]),
            }
            for p, cards in piles.items():
                side_cards[side_of[p]].extend(cards)
            thirds = {s: count_thirds(c) for s, c in side_cards.items()}
            if deal.conceded:  # geschleift: no card was played, nothing is counted
                thirds = dict.fromkeys(thirds, None)
            out["partner"] = partner
            out["called_king"] = deal.called
            out["king_in_talon"] = self.king_in_talon
            out["partner_revealed"] = next(
                (tr.number for tr in tricks if deal.called in tr.cards and partner), None
            )
            out["thirds"] = thirds
            out["notation"] = {s: n if n is None else format_points(n) for s, n in thirds.items()}
            if kind == "negative":
                out["declarer_tricks"] = tricks_won[deal.declarer]
            premiums, valat = decide_premiums(
                deal, self, side_of, side_cards, thirds["declarer"], complete and not deal.conceded
            )
            out["premiums"], out["valat"] = premiums, valat
            record = self.record(partner, thirds, tricks_won, premiums, valat, complete)
        out["record"] = record
        out["settlement"] = settle(record, profile=deal.profile) if record and settle_deal else None
        return out

    def trischaken_talon(self, piles: dict, complete: bool):
        deal = self.deal
        talon = deal.talon[0] + deal.talon[1]
        mode = deal.game["talon"]
        if mode == "vorhand_choice":
            mode = "zuwaage" if deal.talon_to == "first_six" else "last_trick"
        if mode == "zuwaage":
            for tr, card in zip(self.tricks, talon, strict=False):
                if tr.winner is not None:
                    piles[tr.winner].append(card)
        elif complete:
            piles[self.tricks[-1].winner].extend(talon)

    def renonce(self):
        if not self.findings:
            return None
        first = self.findings[0]  # in the order the breaches happened
        return {"players": [first["player"]], "rule": first["rule"], "reason": first["text"]}

    def base_record(self) -> dict:
        deal = self.deal
        rec = {
            "profile": deal.profile.id,
            "players": list(deal.players),
            "forehand": deal.players[0],
            "game": deal.game_id,
            "declarer": deal.declarer,
        }
        if deal.profile.house_rules:
            rec["house_rules"] = deal.profile.house_rules
        if deal.cents_per_point is not None:
            rec["cents_per_point"] = deal.cents_per_point
        return rec

    def trischaken_record(self, thirds, tricks_won, complete):
        rec = self.base_record()
        renonce = self.renonce()
        if renonce:
            rec["renonce"] = renonce
        elif complete:
            rec["trischaken"] = {"points": thirds, "tricks": tricks_won}
        else:
            return None
        return rec

    def record(self, partner, thirds, tricks_won, premiums, valat, complete):
        deal = self.deal
        renonce = self.renonce()
        if not renonce and not complete:
            return None
        rec = self.base_record()
        rec.update(
            {
                "partner": partner
                if partner
                else (deal.declarer if self.partner == deal.declarer else None),
                "called_king": deal.called,
                "kontra": deal.kontra,
                "premiums": [
                    {k: p[k] for k in ("name", "side", "announced", "won", "kontra")}
                    for p in premiums
                ],
                "valat": {k: valat[k] for k in ("side", "announced", "won", "kontra")}
                if valat
                else None,
                "bird": deal.bird,
                "king_in_talon": self.king_in_talon,
                "conceded": deal.conceded,
            }
        )
        if renonce:
            rec["renonce"] = renonce
        elif deal.game["kind"] == "negative":
            rec["declarer_tricks"] = tricks_won[deal.declarer]
        elif not deal.conceded:
            rec["declarer_points"] = thirds["declarer"]
        return rec


def _names(cards) -> str:
    """German card names, tarock first, high to low.

    >>> _names(["H3", "T14", "HK"])
    'Tarock XIV, Herz König, Herz 3'
    """
    return ", ".join(card_name_de(c) for c in sorted(cards, key=sort_key))


def _led_de(card: str) -> str:
    return "Tarock" if COLOUR[card] == "T" else SUIT_NAMES_DE[card[0]]


__all__ = ["RULE_IDS", "Replay", "read_replay", "replay"]
