"""Card-level deal replay: the dispute checker (docs/rules.md §5, docs/design.md §3 "The deal replay").

``replay(deal)`` reads the body (``replay_input.py``) and takes the four hands as dealt, the talon, the contract, the talon half taken and the
discard, the announcements and the tricks in playing order, and returns every rule breach (trick,
player, card, what was required, rule, clause and a German explanation), the winner of each trick,
each side's thirds and "P/B", the tricks per player, the partner, every premium's outcome, the deal
record that follows from all that, and its settlement (a Renonce settlement when there was a breach).
A partial deal (a dispute after trick 7) is checked as far as it goes; it is settled only when it
ends in a Renonce.

The replay runs in three phases, each returning a frozen value: ``Replay.contract()`` → a
:class:`Contract` (partner, talon, the hands in play, the breaches before trick 1), ``play(contract)``
→ a :class:`Play` (the tricks and their breaches), ``outcome(contract, play)`` → the answer.

>>> from shared_rules.dealgen import random_deal
>>> deal = random_deal("ooe-2023", "dreier", seed=7)
>>> out = replay(deal)
>>> out["findings"], out["complete"], sum(out["thirds"].values())
([], True, 210)
>>> sum(out["settlement"]["points"].values())
0
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from .cards import BIRDS, KINGS, SUIT_NAMES_DE, TRULL, card_name_de
from .counting import count_thirds, format_points
from .findings import Finding, finding
from .premium_outcomes import PremiumOutcome, decide_premiums
from .profiles import Profile
from .replay_input import TALON_SIZE, ReplayInput, read_replay
from .seating import sits_out
from .settlement import settle
from .tricks import COLOUR, Breach, TrickRules, judge, sort_key, winner_index
from .types import Card, Player, Record, Result
from .vocabulary import REPLAY_RULES, TALON_TO, breach_names

#: the breaches a replay reports (docs/design.md §3); the record's Renonce may name them
RULE_IDS = REPLAY_RULES
RULE_DE = breach_names("koenigrufen")  # their names in a finding (vocabulary.json)


@dataclass(frozen=True, slots=True)
class Trick:
    number: int
    leader: Player
    order: tuple[
        Player, ...
    ]  # players in playing order from the leader (as many as cards were played)
    cards: tuple[Card, ...]
    winner: Player | None = None  # None while the trick is incomplete
    top: Card | None = None  # the card that took the trick

    @property
    def taker(self) -> Player:
        """The winner of a trick known to be complete (every trick of a complete deal)."""
        assert self.winner is not None, self
        return self.winner


@dataclass(frozen=True, slots=True)
class Contract:
    """Before the first trick: who plays with whom, the cards each one plays, the talon cards
    each side counts, and the breaches of calling, bird and discard (trick 0)."""

    partner: Player | None  # the called king's holder (the declarer himself where that is allowed)
    own_king: bool  # the declarer called his own king where that is a Renonce
    king_in_talon: bool
    hands: dict[Player, frozenset[Card]]  # the cards each plays (after talon and discard)
    talon_cards: dict[str, tuple[Card, ...]]  # side -> the talon cards counted for it
    findings: tuple[Finding, ...]

    @property
    def holder(self) -> dict[Card, Player]:
        """Who plays which card."""
        return {c: p for p, h in self.hands.items() for c in h}


@dataclass(frozen=True, slots=True)
class Play:
    """The tricks as played, each with its winner once complete, and the breaches in them."""

    tricks: tuple[Trick, ...]
    findings: tuple[Finding, ...]

    @property
    def complete(self) -> bool:
        return len(self.tricks) == 12 and self.tricks[-1].winner is not None


# --- the replay -------------------------------------------------------------------------------


def replay(data: object, *, settle_deal: bool = True, profile: Profile | None = None) -> Result:
    """Replay a deal card by card; see the module docstring for what comes back. ``profile``
    given (a sheet's frozen profile, a custom one too) replaces the body's ``profile`` id and
    ``house_rules``."""
    deal = read_replay(data, profile)
    return Replay(deal).run(settle_deal)


class Replay:
    """One deal being replayed: the input and the trick rules of its game; the phases return values."""

    def __init__(self, deal: ReplayInput) -> None:
        self.deal = deal
        p = deal.profile
        self.rules = TrickRules.for_game(
            deal.game, p.data["kaiserstich"], p.data["kaiserstich_negative"]
        )
        self.clauses = p.clauses

    def finding(
        self,
        trick: int,
        player: Player | None,
        card: Card | None,
        rule: str,
        text: str,
        required: Iterable[Card] = (),
    ) -> Finding:
        return finding(self.clauses, RULE_DE, trick, player, card, rule, text, required)

    # before the first trick: calling, bird, talon and discard
    def contract(self) -> Contract:
        deal = self.deal
        d = deal.declarer
        dealt = deal.hands[d]
        findings: list[Finding] = []
        partner: Player | None = None
        own_king = king_in_talon = False
        if deal.called:
            owner = deal.where[deal.called]
            if owner == "talon":
                king_in_talon = True
            elif owner == d:
                four = all(k in dealt for k in KINGS)
                fourth = deal.profile.data["four_kings"] == "fourth_king" and four
                if deal.profile.data["own_king_callable"] or fourth:
                    partner = d
                else:
                    own_king = True
                    findings.append(
                        self.finding(
                            0,
                            d,
                            deal.called,
                            "own_king",
                            f"{d} rief {card_name_de(deal.called)}, hatte die Karte aber selbst im Blatt",
                        )
                    )
            else:
                partner = owner
        if deal.bird and BIRDS[deal.bird] not in dealt:
            card = BIRDS[deal.bird]
            findings.append(
                self.finding(
                    0,
                    d,
                    card,
                    "bird_missing",
                    f"{d} sagte {deal.game['name']} mit {card_name_de(card)} an, "
                    "hatte die Karte aber nicht im Blatt",
                )
            )
        hands = {p: set(deal.hands[p]) for p in deal.players}
        talon_cards: dict[str, list[Card]] = {
            "declarer": [],
            "opponents": [],
        }  # talon parts known before play
        talon = deal.talon
        mode = deal.game["talon"]
        if mode in TALON_SIZE and not deal.conceded:
            taken = talon[0] + talon[1] if mode == "all" else talon[deal.talon_taken or 0]
            hands[d].update(taken)
            if mode == "half":
                talon_cards["opponents"] = list(talon[1 - (deal.talon_taken or 0)])
            talon_cards["declarer"] = self.discard(hands[d], findings)
        elif mode == "opponents" or mode == "none" or deal.conceded:
            if (
                king_in_talon
                and deal.game.get("king_in_talon") == "alone_gets_half"
                and mode == "opponents"
            ):
                half = 0 if deal.called in talon[0] else 1
                talon_cards["declarer"] = list(talon[half])
                talon_cards["opponents"] = list(talon[1 - half])
                if (
                    deal.profile.data["solo_king_talon"] == "all"
                ):  # the lone declarer counts all six
                    talon_cards["declarer"] += talon_cards["opponents"]
                    talon_cards["opponents"] = []
            else:
                talon_cards["opponents"] = talon[0] + talon[1]
        return Contract(
            partner=partner,
            own_king=own_king,
            king_in_talon=king_in_talon,
            hands={p: frozenset(h) for p, h in hands.items()},
            talon_cards={s: tuple(c) for s, c in talon_cards.items()},
            findings=tuple(findings),
        )

    def discard(self, hand: set[Card], findings: list[Finding]) -> list[Card]:
        """Check the discard against ``hand`` (talon taken), take it out; the discarded cards."""
        deal = self.deal
        d = deal.declarer
        size = TALON_SIZE[deal.game["talon"]]
        given = deal.discard or []
        discard: list[Card] = []
        for card in given:
            if card in hand:
                discard.append(card)
            else:
                findings.append(
                    self.finding(
                        0,
                        d,
                        card,
                        "card_not_held",
                        f"{d} legte {card_name_de(card)} ab, hatte die Karte aber nicht ({self.seat(card, {}, True)})",
                    )
                )
        if len(given) != size:
            findings.append(
                self.finding(
                    0, d, None, "discard", f"{d} legte {len(given)} Karten ab statt {size}"
                )
            )
        farben = not self.rules.trumps
        # the cards one may put down freely; the others ("second choice") only when forced
        never = [c for c in discard if c in KINGS or c in TRULL]
        for c in never:
            findings.append(
                self.finding(
                    0,
                    d,
                    c,
                    "discard",
                    f"{d} legte {card_name_de(c)} ab: Könige und Trullstücke dürfen nie abgelegt werden",
                )
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
            findings.append(self.finding(0, d, c, "discard", text, spare))
        hand.difference_update(discard)
        return discard

    def seat(self, card: Card, played: dict[Card, int], discarding: bool = False) -> str:
        """Where a card not held came from, for the explanation (``played``: card -> trick)."""
        owner = self.deal.where[card]
        if card in played:
            return f"schon im {played[card]}. Stich gespielt"
        if not discarding and card in (self.deal.discard or ()):
            return "sie war abgelegt"
        if owner == "talon":
            return "sie lag im Talon"
        return f"sie lag bei {owner}"

    def expected_first_leader(self) -> str:
        deal = self.deal
        return deal.declarer if deal.game["kind"] == "negative" else deal.players[0]

    def play(self, contract: Contract) -> Play:
        deal = self.deal
        players = deal.players
        rules = self.rules
        hands = {p: set(h) for p, h in contract.hands.items()}
        birds = self.bird_plan(contract.hands)
        findings: list[Finding] = []
        tricks: list[Trick] = []
        played: dict[Card, int] = {}  # card -> the trick it fell in
        expected = self.expected_first_leader()
        for t, (leader, cards) in enumerate(deal.tricks, start=1):
            if leader is None:
                leader = expected
            elif leader != expected:
                findings.append(self.wrong_leader(t, leader, expected, cards[0]))
            start = players.index(leader)
            order = tuple((players[start:] + players[:start])[: len(cards)])
            for i, card in enumerate(cards):
                p = order[i]
                hand = hands[p]
                if card not in hand:
                    findings.append(
                        self.finding(
                            t,
                            p,
                            card,
                            "card_not_held",
                            f"{p} spielte {card_name_de(card)}, hatte die Karte aber nicht ({self.seat(card, played)})",
                        )
                    )
                else:
                    early = None
                    if birds[p]:
                        early = {c: n for c, n in birds[p].items() if t < n and c in hand}
                    for breach in judge(hand, cards[:i], card, rules, early):
                        findings.append(self.explain(t, p, card, breach, hand, cards[:i]))
                    hand.discard(card)
                played.setdefault(card, t)
            if len(cards) == 4:
                top = winner_index(cards, rules)
                tricks.append(Trick(t, leader, order, tuple(cards), order[top], cards[top]))
                expected = order[top]
            else:
                tricks.append(Trick(t, leader, order, tuple(cards)))
        return Play(tuple(tricks), tuple(findings))

    def bird_plan(self, hands: dict[Player, frozenset[Card]]) -> dict[Player, dict[Card, int]]:
        """Each player's announced birds that he holds: card -> the trick it must take."""
        plan: dict[Player, dict[Card, int]] = {p: {} for p in self.deal.players}
        premiums = self.deal.profile.premiums
        for _, p, name, _ in self.deal.announcements:
            card = BIRDS.get(name)
            if card and card in hands[p]:
                plan[p][card] = premiums[name]["trick"]
        return plan

    def wrong_leader(self, t: int, leader: Player, expected: Player, card: Card) -> Finding:
        if t == 1:
            who = "der Spieler" if self.deal.game["kind"] == "negative" else "die Vorhand"
            text = f"Den 1. Stich spielt {expected} aus ({who}), ausgespielt hat {leader} mit {card_name_de(card)}"
        else:
            text = (
                f"{expected} hatte den {t - 1}. Stich gemacht und musste ausspielen, "
                f"ausgespielt hat {leader} mit {card_name_de(card)}"
            )
        return self.finding(t, leader, card, "wrong_leader", text, ())

    def explain(
        self,
        t: int,
        p: Player,
        card: Card,
        breach: Breach,
        hand: Collection[Card],
        table: Sequence[Card],
    ) -> Finding:
        rule, req = breach.rule, breach.required
        name = card_name_de(card)
        led = _led_de(table[0]) if table else None
        held = _names(req)
        if rule == "farbzwang":
            text = f"{led} ausgespielt, {p} hatte {held} und spielte {name}"
        elif rule == "tarockzwang":
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
        return self.finding(t, p, card, rule, text, req)

    def run(self, settle_deal: bool = True) -> Result:
        """The three phases in turn: contract, play, outcome."""
        contract = self.contract()
        return self.outcome(contract, self.play(contract), settle_deal)

    # after the last card: piles, counts, premiums, record, settlement
    def outcome(self, contract: Contract, play: Play, settle_deal: bool = True) -> Result:
        deal = self.deal
        game = deal.game
        kind = game["kind"]
        tricks = play.tricks
        findings = [*contract.findings, *play.findings]  # in the order the breaches happened
        complete = deal.conceded or play.complete
        piles: dict[Player, list[Card]] = {p: [] for p in deal.players}
        tricks_won = dict.fromkeys(deal.players, 0)
        for tr in tricks:
            if tr.winner is not None:
                piles[tr.winner].extend(tr.cards)
                tricks_won[tr.winner] += 1
        out: Result = {
            "profile": {"id": deal.profile.id, "version": deal.profile.version},
            "seating": {
                "table": list(deal.table),
                "dealer": deal.dealer,
                "sitting_out": sits_out(deal.table, deal.dealer),
                "forehand": deal.players[0],
                "order": list(deal.players),
            },
            "game": deal.game_id,
            "declarer": deal.declarer,
            "complete": complete,
            "findings": findings,
            "tricks": [
                {
                    "number": tr.number,
                    "leader": tr.leader,
                    "cards": list(tr.cards),
                    "winner": tr.winner,
                    "thirds": count_thirds(tr.cards) if tr.winner else None,
                }
                for tr in tricks
            ],
            "tricks_won": tricks_won,
        }
        if kind == "trischaken":
            self.trischaken_talon(piles, tricks, complete)
            points = {p: count_thirds(piles[p]) for p in deal.players}
            out["thirds"] = points
            out["notation"] = {p: format_points(n) for p, n in points.items()}
            record = self.trischaken_record(points, tricks_won, complete, findings)
            out["premiums"], out["valat"] = [], None
        else:
            partner = contract.partner if contract.partner != deal.declarer else None
            side_players = {deal.declarer} | ({partner} if partner else set())
            side_of = {p: "declarer" if p in side_players else "opponents" for p in deal.players}
            side_cards = {side: list(cards) for side, cards in contract.talon_cards.items()}
            for p, cards in piles.items():
                side_cards[side_of[p]].extend(cards)
            thirds: dict[str, int | None] = {s: count_thirds(c) for s, c in side_cards.items()}
            if deal.conceded:  # geschleift: no card was played, nothing is counted
                thirds = dict.fromkeys(thirds, None)
            out["partner"] = partner
            out["called_king"] = deal.called
            out["king_in_talon"] = contract.king_in_talon
            out["partner_revealed"] = next(
                (tr.number for tr in tricks if deal.called in tr.cards and partner), None
            )
            out["thirds"] = thirds
            out["notation"] = {s: n if n is None else format_points(n) for s, n in thirds.items()}
            if kind == "negative":
                out["declarer_tricks"] = tricks_won[deal.declarer]
            premiums, valat = decide_premiums(
                deal,
                contract,
                tricks,
                side_of,
                side_cards,
                thirds["declarer"],
                complete and not deal.conceded,
            )
            out["premiums"], out["valat"] = premiums, valat
            record = self.record(
                contract, partner, thirds, tricks_won, premiums, valat, complete, findings
            )
        out["record"] = record
        out["settlement"] = settle(record, profile=deal.profile) if record and settle_deal else None
        return out

    def trischaken_talon(
        self, piles: dict[Player, list[Card]], tricks: tuple[Trick, ...], complete: bool
    ) -> None:
        deal = self.deal
        if deal.profile.trischaken["talon_out"]:
            return  # a round's own rule set may leave the talon out of play (docs/rules.md §4.1)
        talon = deal.talon[0] + deal.talon[1]
        mode = deal.game["talon"]
        if mode == "vorhand_choice":
            mode = "zuwaage" if deal.talon_to == "first_six" else "last_trick"
        if mode == "zuwaage":
            for tr, card in zip(tricks, talon, strict=False):
                if tr.winner is not None:
                    piles[tr.winner].append(card)
        elif complete:
            piles[tricks[-1].taker].extend(talon)

    @staticmethod
    def renonce(findings: list[Finding]) -> Record | None:
        if not findings:
            return None
        first = findings[0]  # in the order the breaches happened
        return {"players": [first["player"]], "rule": first["rule"], "reason": first["text"]}

    def base_record(self) -> Record:
        deal = self.deal
        rec: Record = {
            "profile": deal.profile.id,
            "players": list(deal.table),
            "forehand": deal.players[0],
            "game": deal.game_id,
            "declarer": deal.declarer,
        }
        if deal.dealer is not None:
            rec["dealer"] = deal.dealer
        if deal.profile.house_rules:
            rec["house_rules"] = deal.profile.house_rules
        if deal.cents_per_point is not None:
            rec["cents_per_point"] = deal.cents_per_point
        return rec

    def trischaken_record(
        self,
        thirds: dict[Player, int],
        tricks_won: dict[Player, int],
        complete: bool,
        findings: list[Finding],
    ) -> Record | None:
        rec = self.base_record()
        renonce = self.renonce(findings)
        if renonce:
            rec["renonce"] = renonce
        elif complete:
            rec["trischaken"] = {"points": thirds, "tricks": tricks_won}
        else:
            return None
        return rec

    def record(
        self,
        contract: Contract,
        partner: Player | None,
        thirds: dict[str, int | None],
        tricks_won: dict[Player, int],
        premiums: list[PremiumOutcome],
        valat: PremiumOutcome | None,
        complete: bool,
        findings: list[Finding],
    ) -> Record | None:
        deal = self.deal
        renonce = self.renonce(findings)
        if not renonce and not complete:
            return None
        rec = self.base_record()
        rec.update(
            {
                # a self-call: the declarer is his own "partner" (allowed, or his Renonce)
                "partner": partner
                if partner
                else (
                    deal.declarer
                    if contract.partner == deal.declarer or contract.own_king
                    else None
                ),
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
                "king_in_talon": contract.king_in_talon,
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


def _names(cards: Iterable[Card]) -> str:
    """German card names, tarock first, high to low.

    >>> _names(["H3", "T14", "HK"])
    'Tarock XIV, Herz König, Herz 3'
    """
    return ", ".join(card_name_de(c) for c in sorted(cards, key=sort_key))


def _led_de(card: str) -> str:
    return "Tarock" if COLOUR[card] == "T" else SUIT_NAMES_DE[card[0]]


__all__ = ["RULE_IDS", "TALON_TO", "Contract", "Play", "Replay", "Trick", "read_replay", "replay"]
