"""Card-level replay of a Haferltarock deal: the dispute checker (docs/rules.md §3.5).

``replay(deal)`` takes the three hands as dealt, the Stock, the contract (game, declarer, the trump
of a Solo), the Stockspiel discard and the tricks in playing order, and returns every breach
(trick, player, card, the cards that were allowed, rule, clause and a German explanation), each
trick's winner and Augen, the Augen per side, Schneider and Schwarz as the cards decide them, the
deal record that follows, and its settlement. Under ``breach_loses`` (default on) the first breach
decides: the game is lost for the breaching side. A deal cut short is checked as far as it goes
and settled only once it is decided (a breach, a Bettel declarer's first trick, or all 11 tricks).

>>> from shared_rules.haferl.dealgen import random_deal
>>> out = replay(random_deal("bayerisch", "stockspiel", seed=5))
>>> out["findings"], out["complete"], sum(out["augen"].values())
([], True, 120)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..dealt import DealtCards
from ..errors import MalformedInput, NotAllowed
from ..findings import Finding, finding
from ..replay_input import REPLAY_FIELDS, TrickInput, discard_cards, replay_body
from ..types import Card, GameSpec, JsonObject, Player, Record, Result
from ..vocabulary import MAX_CENTS_PER_POINT, check_names, name_problem, player_key
from .cards import card_name_de, parse_card, suit_name_de
from .counting import count_augen
from .profile import DEFAULT_PROFILE, HaferlProfile, load_profile
from .record import MAX_POT, MAX_STAKE, RULE_DE, THROWN_IN, TRICKS, read_trump, whole
from .settlement import settle
from .tricks import Breach, TrickRules, judge, sort_key, winner_index

RULE_IDS = tuple(RULE_DE)
HAND = 11
STOCK = 3
_FIELDS = REPLAY_FIELDS | {"stock", "trump", "pot", "stake"}
# checked here, settled through the record
_PASSED_ON = {
    "pot": (0, MAX_POT, "Grundbeträge"),
    "stake": (1, MAX_STAKE, "Grundbeträge"),
    "cents_per_point": (0, MAX_CENTS_PER_POINT, "a whole number of cents"),
}


@dataclass(slots=True)
class Deal:
    """A replay input, read and checked."""

    profile: HaferlProfile
    game_id: str
    game: GameSpec
    players: list[Player]  # the three who play, Vorhand first
    dealer: Player | None  # a fourth at the table who sits out
    hands: dict[Player, list[Card]]
    stock: list[Card]
    declarer: str
    trump: str | None
    discard: list[Card] | None
    tricks: list[TrickInput]  # [(leader or None, cards)]
    where: dict[Card, str]  # card -> "Anna" or "stock", as dealt
    passed_on: dict[str, int]  # stake, pot, cents_per_point as given, for the record


@dataclass(slots=True)
class Trick:
    number: int
    leader: Player
    order: list[Player]
    cards: list[Card]
    winner: str | None = None  # None while the trick is incomplete


# --- reading and checking the input ------------------------------------------------------------


def read_replay(data: object, profile: HaferlProfile | None = None) -> Deal:
    """Read a replay body; MalformedInput / NotAllowed / Inconsistent name the field. ``profile``
    given (a sheet's frozen profile with its house rules) replaces the body's id and house rules.

    >>> read_replay({"players": ["A", "B", "C"], "hands": {}, "game": "solo"})
    Traceback (most recent call last):
    ...
    shared_rules.errors.MalformedInput: hands: [] — need a hand of 11 cards for each of A, B, C
    """
    data = replay_body(data, _FIELDS)
    if profile is None:
        profile = load_profile(data.get("profile", DEFAULT_PROFILE), data.get("house_rules"))
    players = _read_players(data.get("players"))
    dealer = data.get("dealer")
    if dealer is not None and (
        name_problem(dealer) or player_key(dealer) in {player_key(p) for p in players}
    ):
        raise MalformedInput(
            "dealer",
            dealer,
            "the dealer who sits out: a fourth name, not one of the three",
            code="dealer.fourth",
        )
    game_id = data.get("game")
    if game_id == THROWN_IN:
        raise NotAllowed(
            "game",
            game_id,
            "all passed: a thrown-in deal has no play to replay",
            code="game.thrown_in",
        )
    if not isinstance(game_id, str) or game_id not in profile.games:
        raise MalformedInput(
            "game",
            game_id,
            f"not a game of profile {profile.id} ({', '.join(profile.games)})",
            code="game.unknown",
        )
    game = profile.games[game_id]
    hands, stock, where = _read_cards(data, players)
    declarer = data.get("declarer")
    if not isinstance(declarer, str) or declarer not in players:
        raise MalformedInput(
            "declarer",
            declarer,
            f"expected one of {', '.join(players)}",
            code="player.one_of",
            params={"players": ", ".join(players)},
        )
    trump = read_trump(data.get("trump"), game, game_id)
    discard = _read_discard(data.get("discard"), game)
    passed_on: dict[str, int] = {}
    for name, (lo, hi, what) in _PASSED_ON.items():
        if data.get(name) is not None:
            passed_on[name] = whole(data[name], name, lo, hi, what)
    return Deal(
        profile,
        game_id,
        game,
        players,
        dealer,
        hands,
        stock,
        declarer,
        trump,
        discard,
        _read_tricks(data.get("tricks", []), players),
        where,
        passed_on,
    )


def _read_players(players: object) -> list[Player]:
    if not isinstance(players, list) or len(players) != 3:
        raise MalformedInput(
            "players",
            players,
            "expected the 3 active players in playing order, Vorhand first",
            code="players.order",
        )
    check_names(players)
    return players


def _read_cards(
    data: JsonObject, players: list[Player]
) -> tuple[dict[Player, list[Card]], list[Card], dict[Card, str]]:
    """The dealt hands and the Stock: 36 distinct cards, 11 per hand, 3 in the Stock."""
    hands_in = data.get("hands")
    if not isinstance(hands_in, dict) or set(hands_in) != set(players):
        got = sorted(hands_in) if isinstance(hands_in, dict) else hands_in
        raise MalformedInput(
            "hands",
            got,
            f"need a hand of {HAND} cards for each of {', '.join(players)}",
            code="hands.size",
            params={"cards": HAND, "players": ", ".join(players)},
        )
    dealt = DealtCards(parse_card, MalformedInput)
    hands = dealt.hands(hands_in, players, HAND)
    stock_in = data.get("stock")
    if not isinstance(stock_in, list) or len(stock_in) != STOCK:
        raise MalformedInput(
            "stock",
            stock_in,
            f"expected the Stock: {STOCK} cards",
            code="stock.size",
            params={"cards": STOCK},
        )
    stock = [dealt.take(c, f"stock.{i}", "stock") for i, c in enumerate(stock_in)]
    return hands, stock, dealt.where  # 33 + 3 distinct codes of a 36-card deck: the whole deck


def _read_discard(discard: object, game: GameSpec) -> list[Card] | None:
    if game["stock"] != "exchange":
        if discard:
            raise NotAllowed(
                "discard",
                discard,
                f"in the {game['name']} nothing is discarded",
                code="discard.none",
                params={"game": game["name"]},
            )
        return None
    return discard_cards(discard, STOCK, parse_card)


def _read_tricks(tricks: object, players: list[Player]) -> list[TrickInput]:
    if not isinstance(tricks, list) or len(tricks) > TRICKS:
        raise MalformedInput(
            "tricks",
            tricks,
            f"expected a list of at most {TRICKS} tricks",
            code="tricks.too_many",
            params={"max": TRICKS},
        )
    out: list[TrickInput] = []
    for t, trick in enumerate(tricks):
        if not isinstance(trick, dict) or set(trick) - {"leader", "cards"}:
            raise MalformedInput(
                f"tricks.{t}",
                trick,
                'expected {"leader": player, "cards": [...]}',
                code="trick.shape",
            )
        leader = trick.get("leader")
        if leader is not None and leader not in players:
            raise MalformedInput(
                f"tricks.{t}.leader",
                leader,
                f"expected one of {', '.join(players)}",
                code="player.one_of",
                params={"players": ", ".join(players)},
            )
        cards = trick.get("cards")
        last = t == len(tricks) - 1
        if not isinstance(cards, list) or not 1 <= len(cards) <= 3 or (len(cards) < 3 and not last):
            raise MalformedInput(
                f"tricks.{t}.cards",
                cards,
                "a trick has 3 cards (only the last may be unfinished)",
                code="trick.size",
                params={"cards": 3},
            )
        out.append((leader, [parse_card(c, f"tricks.{t}.cards.{i}") for i, c in enumerate(cards)]))
    return out


# --- the replay -------------------------------------------------------------------------------


def replay(
    data: object, *, settle_deal: bool = True, profile: HaferlProfile | None = None
) -> Result:
    """Replay a deal card by card; see the module docstring for what comes back. ``profile``
    given (a sheet's frozen profile) replaces the body's id and house rules."""
    return Replay(read_replay(data, profile)).run(settle_deal)


class Replay:
    """The state of one deal while it is replayed."""

    def __init__(self, deal: Deal) -> None:
        self.deal = deal
        self.rules = TrickRules.for_game(deal.profile, deal.game, deal.trump)
        self.findings: list[Finding] = []
        self.played: dict[Card, int] = {}  # card -> the trick it fell in
        # set by contract() and play()
        self.hands: dict[Player, set[Card]] = {}
        self.declarer_cards: list[Card] = []  # cards counted for the declarer besides his tricks
        self.aside: list[Card] = []  # cards counted for nobody
        self.tricks: list[Trick] = []

    def finding(
        self,
        trick: int,
        player: Player | None,
        card: Card | None,
        rule: str,
        text: str,
        required: Iterable[Card] = (),
    ) -> None:
        self.findings.append(
            finding(self.deal.profile.clauses, RULE_DE, trick, player, card, rule, text, required)
        )

    def names(self, cards: Iterable[Card]) -> str:
        return ", ".join(
            card_name_de(c) for c in sorted(cards, key=lambda c: sort_key(c, self.rules))
        )

    # before the first trick: the Stock and the discard
    def contract(self) -> None:
        deal = self.deal
        self.hands = {p: set(deal.hands[p]) for p in deal.players}
        self.declarer_cards = []
        self.aside = []
        mode = deal.game["stock"]
        if mode == "exchange":
            self.hands[deal.declarer].update(deal.stock)
            self.check_discard()
        elif mode == "declarer_at_end":
            self.declarer_cards = list(deal.stock)
        else:
            self.aside = list(deal.stock)

    def check_discard(self) -> None:
        deal = self.deal
        d = deal.declarer
        hand = self.hands[d]
        discard = deal.discard or []
        kept: list[Card] = []
        for card in discard:
            if card in hand:
                kept.append(card)
            else:
                self.finding(
                    0,
                    d,
                    card,
                    "card_not_held",
                    f"{d} drückte {card_name_de(card)}, hatte die Karte aber nicht ({self.seat(card, True)})",
                )
        if len(discard) != STOCK:
            self.finding(0, d, None, "discard", f"{d} drückte {len(discard)} Karten statt {STOCK}")
        if not deal.game["discard_trumps"] and self.rules.trump:
            spare = [c for c in hand if c[0] != self.rules.trump and c not in kept]
            for card in kept:
                if card[0] == self.rules.trump:
                    self.finding(
                        0,
                        d,
                        card,
                        "discard",
                        f"{d} drückte {card_name_de(card)}: Trümpfe dürfen nicht gedrückt werden",
                        sorted(spare, key=lambda c: sort_key(c, self.rules)),
                    )
        hand.difference_update(kept)
        self.declarer_cards = kept

    def seat(self, card: str, discarding: bool = False) -> str:
        """Where a card not held came from, for the explanation."""
        if card in self.played:
            return f"schon im {self.played[card]}. Stich gespielt"
        if not discarding and card in (self.deal.discard or ()):
            return "sie war gedrückt"
        owner = self.deal.where[card]
        return "sie lag im Stock" if owner == "stock" else f"sie lag bei {owner}"

    def play(self) -> None:
        deal = self.deal
        players = deal.players
        self.tricks = []
        expected = players[0]  # the Vorhand leads to the first trick
        for t, (leader, cards) in enumerate(deal.tricks, start=1):
            if leader is None:
                leader = expected
            elif leader != expected:
                self.wrong_leader(t, leader, expected, cards[0])
            start = players.index(leader)
            order = (players[start:] + players[:start])[: len(cards)]
            for i, card in enumerate(cards):
                p = order[i]
                hand = self.hands[p]
                if card not in hand:
                    self.finding(
                        t,
                        p,
                        card,
                        "card_not_held",
                        f"{p} spielte {card_name_de(card)}, hatte die Karte aber nicht ({self.seat(card)})",
                    )
                else:
                    breach = judge(hand, cards[:i], card, self.rules)
                    if breach is not None:
                        self.explain(t, p, card, breach, cards[:i])
                    hand.discard(card)
                self.played.setdefault(card, t)
            trick = Trick(t, leader, order, cards)
            if len(cards) == 3:
                trick.winner = order[winner_index(cards, self.rules)]
                expected = trick.winner
            self.tricks.append(trick)

    def wrong_leader(self, t: int, leader: Player, expected: Player, card: Card) -> None:
        if t == 1:
            text = f"Den 1. Stich spielt {expected} aus (die Vorhand), ausgespielt hat {leader} mit {card_name_de(card)}"
        else:
            text = (
                f"{expected} hatte den {t - 1}. Stich gemacht und musste ausspielen, "
                f"ausgespielt hat {leader} mit {card_name_de(card)}"
            )
        self.finding(t, leader, card, "wrong_leader", text)

    def explain(self, t: int, p: Player, card: Card, breach: Breach, table: Sequence[Card]) -> None:
        rule, req = breach.rule, breach.required
        led = suit_name_de(table[0][0])
        name, held = card_name_de(card), self.names(req)
        if rule == "farbzwang":
            text = f"{led} ausgespielt, {p} hatte {held} und spielte {name}"
        elif rule == "trumpfzwang":
            text = (
                f"{led} ausgespielt, {p} hatte kein {led}, aber Trumpf ({held}) und spielte {name}"
            )
        else:  # stichzwang
            top = table[winner_index(table, self.rules)]
            how = "übertrumpfen" if req[0][0] == self.rules.trump != table[0][0] else "überstechen"
            text = (
                f"{led} ausgespielt, {card_name_de(top)} lag vorne; {p} hätte mit {held} "
                f"{how} müssen und spielte {name}"
            )
        self.finding(t, p, card, rule, text, req)

    # after the last card: piles, Augen, outcome, record, settlement
    def run(self, settle_deal: bool = True) -> Result:
        deal = self.deal
        self.contract()
        self.play()
        d = deal.declarer
        tricks_won = dict.fromkeys(deal.players, 0)
        piles: dict[str, list[Card]] = {"declarer": list(self.declarer_cards), "opponents": []}
        for tr in self.tricks:
            if tr.winner is not None:
                tricks_won[tr.winner] += 1
                piles["declarer" if tr.winner == d else "opponents"].extend(tr.cards)
        augen = {side: count_augen(cards) for side, cards in piles.items()}
        if self.aside:
            augen["stock"] = count_augen(self.aside)
        complete = len(self.tricks) == TRICKS and self.tricks[-1].winner is not None
        outcome = self.outcome(augen, tricks_won[d], complete)
        breach = self.breach()
        decided = breach is not None or outcome["won"] is not None
        record = self.record(breach, augen, tricks_won[d], outcome) if decided else None
        return {
            "profile": {"id": deal.profile.id, "version": deal.profile.version},
            "family": deal.profile.family,
            "game": deal.game_id,
            "declarer": d,
            "trump": deal.trump,
            "complete": complete,
            "decided": decided,
            "findings": self.findings,
            "tricks": [
                {
                    "number": tr.number,
                    "leader": tr.leader,
                    "cards": tr.cards,
                    "winner": tr.winner,
                    "augen": count_augen(tr.cards) if tr.winner else None,
                }
                for tr in self.tricks
            ],
            "tricks_won": tricks_won,
            "augen": augen,
            **outcome,
            "record": record,
            "settlement": settle(record, profile=deal.profile) if record and settle_deal else None,
        }

    def outcome(
        self, augen: dict[str, int], declarer_tricks: int, complete: bool
    ) -> dict[str, bool | None]:
        """Won, Schneider and Schwarz as the cards decide them (None while undecided)."""
        game, profile = self.deal.game, self.deal.profile
        if game["kind"] == "negative":
            if declarer_tricks != game["tricks"] and (complete or declarer_tricks > game["tricks"]):
                return {"won": False, "schneider": False, "schwarz": False}
            return {"won": True if complete else None, "schneider": False, "schwarz": False}
        if not complete:
            return {"won": None, "schneider": None, "schwarz": None}
        won = augen["declarer"] >= profile.threshold
        loser = augen["opponents" if won else "declarer"]
        counts = game["schneider"]
        return {
            "won": won,
            "schneider": counts and loser < profile.schneider["below"],
            "schwarz": counts and declarer_tricks == TRICKS,
        }

    def breach(self) -> dict[str, Any] | None:
        """The first breach, when it decides the game (``breach_loses``)."""
        if not self.findings or not self.deal.profile.breach_loses:
            return None
        first = self.findings[0]  # in the order the breaches happened
        return {"player": first["player"], "rule": first["rule"], "reason": first["text"]}

    def record(
        self,
        breach: dict[str, Any] | None,
        augen: dict[str, int],
        declarer_tricks: int,
        outcome: dict[str, bool | None],
    ) -> Record:
        deal = self.deal
        rec: Record = {
            "profile": deal.profile.id,
            "players": list(deal.players) + ([deal.dealer] if deal.dealer else []),
            "game": deal.game_id,
            "declarer": deal.declarer,
            **deal.passed_on,
        }
        if deal.dealer:
            rec["dealer"] = deal.dealer
        if deal.profile.house_rules:
            rec["house_rules"] = deal.profile.house_rules
        if isinstance(deal.game["trump"], list):
            rec["trump"] = deal.trump
        if breach is not None:
            rec["breach"] = breach
        elif deal.game["kind"] == "negative":
            rec["declarer_tricks"] = declarer_tricks
        else:
            rec["declarer_augen"] = augen["declarer"]
            rec["declarer_tricks"] = declarer_tricks
        return rec


__all__ = ["RULE_IDS", "Replay", "read_replay", "replay"]
