"""Premium outcomes from the played cards (docs/rules.md §2.2–2.3): who made which premium, who lost one.

Each premium says in its profile how it is decided: a bird (``card``, ``trick``) must win its
trick itself; König ultimo (``requires_called_king``): the called king falls in the last trick and
that trick goes to the declarer's side; Trull and Alle Könige (``all_cards``): all of those cards
in one side's tricks (talon parts included); Mondfang (``caught_card``): the opponents win the
trick in which the declarer side plays that card; Säcke: the declarer side's thirds reach
``min_thirds``; Valat: one side takes all 12 tricks.

A premium belongs to the side that announced it, or, silent, to the side that made it. Birds and
König ultimo announced by a player who does not hold the card are lost (OÖ Ansagen 5). A silent
attempt that fails (the bird or the called king fell in its trick but did not take it) is listed
only where the profile counts failed silent premiums.

>>> describe("pagat", "Bernd", "opponents", True, "Tarock I machte den 12. Stich")
'Pagat angesagt von Bernd (Gegner): gemacht – Tarock I machte den 12. Stich'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias

from .cards import card_name_de
from .counting import DECK_THIRDS
from .errors import Inconsistent
from .ledger import SIDE_DE
from .types import Card, JsonObject, Player

if TYPE_CHECKING:  # play imports this module: the classes are for the type checker only
    from .play import Contract, Trick
    from .replay_input import ReplayInput

#: a premium's (or the valat's) outcome as the replay reports it: name, side, announced, won,
#: kontra, by, text
PremiumOutcome: TypeAlias = dict[str, Any]
#: (premium id, side) -> (the announcing player, his Kontra level)
Announced: TypeAlias = dict[tuple[str, str], tuple[Player, int]]
#: (side that made it, side whose silent attempt failed, the card's holder, reason)
Verdict: TypeAlias = tuple[str | None, str | None, Player | None, str]


def describe(
    name: str,
    by: Player | None,
    side: str,
    won: bool | None,
    reason: str = "",
    spec_name: str | None = None,
) -> str:
    how = f"angesagt von {by}" if by else "still"
    result = {True: "gemacht", False: "nicht gemacht", None: "offen"}[won]
    text = f"{spec_name or name.capitalize()} {how} ({SIDE_DE[side]}): {result}"
    return f"{text} – {reason}" if reason else text


def decide_premiums(
    deal: ReplayInput,
    contract: Contract,
    tricks: Sequence[Trick],
    side_of: Mapping[Player, str],
    side_cards: Mapping[str, list[Card]],
    declarer_thirds: int | None,
    complete: bool,
) -> tuple[list[PremiumOutcome], PremiumOutcome | None]:
    """(premiums, valat) of a replayed positive deal (``contract`` and ``tricks`` are the replay's
    first two phases); see the module docstring."""
    profile, game = deal.profile, deal.game
    announced: Announced = {}
    for index, player, name, kontra in deal.announcements:
        side = side_of[player]
        path = f"announcements.{index}" if index is not None else "bird"
        fixed = profile.premiums.get(name, {}).get("belongs_to")
        if fixed and side != fixed:
            raise Inconsistent(
                f"{path}.player",
                player,
                f"{name} belongs to the {fixed} side; {player} is on the {side} side",
                code="premium.wrong_player_side",
            )
        if (name, side) in announced:
            raise Inconsistent(
                path, name, f"{name} is announced twice by the {side} side", code="premium.twice"
            )
        announced[(name, side)] = (player, kontra)
    valat = _valat(deal, tricks, side_of, announced, complete)
    if game["kind"] != "positive":
        return [], None
    names = profile.premiums if game["premiums"] == "all" else game["premiums"]
    out: list[PremiumOutcome] = []
    for name in names:
        if name in profile.disallowed:
            continue
        spec = profile.premiums[name]
        made, attempt, holder, reason = _outcome(
            name, spec, deal, contract, side_of, side_cards, declarer_thirds, tricks, complete
        )
        sides_announced: set[str] = set()
        for side in ("declarer", "opponents"):
            if (name, side) not in announced:
                continue
            player, kontra = announced[(name, side)]
            sides_announced.add(side)
            if holder is not None and player != holder:
                won, why = (False if complete else None), f"{player} hatte die Karte nicht"
            else:
                won, why = ((made == side) if complete else None), reason
            out.append(
                _item(name, spec, side, announced=True, won=won, kontra=kontra, by=player, why=why)
            )
        if not complete:
            continue
        if made and made not in sides_announced:
            out.append(_item(name, spec, made, announced=False, won=True, why=reason))
        elif attempt and attempt not in sides_announced and profile.failed_silent_counts:
            out.append(_item(name, spec, attempt, announced=False, won=False, why=reason))
    return out, valat


def _item(
    name: str,
    spec: JsonObject,
    side: str,
    *,
    announced: bool,
    won: bool | None,
    kontra: int = 0,
    by: str | None = None,
    why: str = "",
) -> PremiumOutcome:
    return {
        "name": name,
        "side": side,
        "announced": announced,
        "won": won,
        "kontra": kontra,
        "by": by,
        "text": describe(name, by, side, won, why, spec["name"]),
    }


def _outcome(
    name: str,
    spec: JsonObject,
    deal: ReplayInput,
    contract: Contract,
    side_of: Mapping[Player, str],
    side_cards: Mapping[str, list[Card]],
    declarer_thirds: int | None,
    tricks: Sequence[Trick],
    complete: bool,
) -> Verdict:
    """(side that made it or None, side whose silent attempt failed or None, holder, reason)."""
    if "card" in spec or spec.get("requires_called_king"):
        if "card" in spec:
            card = spec["card"]
        elif contract.partner and contract.partner != deal.declarer:
            card = deal.called
        else:
            return None, None, None, "kein gerufener Partner"
        n = spec["trick"]
        holder = contract.holder.get(card)
        if holder is None:
            return None, None, None, f"{card_name_de(card)} war nicht im Spiel"
        fell = next((tr for tr in tricks if card in tr.cards), None)
        if fell is None or fell.winner is None:
            return None, None, holder, ""
        if fell.number != n:
            return (
                None,
                None,
                holder,
                f"{card_name_de(card)} fiel im {fell.number}. Stich statt im {n}.",
            )
        side = side_of[holder]
        ok = fell.top == card if "card" in spec else side_of[fell.winner] == "declarer"
        if ok:
            return (
                side,
                None,
                holder,
                f"{card_name_de(card)} fiel im {n}. Stich, {fell.winner} machte ihn",
            )
        return (
            None,
            side,
            holder,
            f"{card_name_de(card)} fiel im {n}. Stich, {fell.winner} machte ihn",
        )
    if not complete:
        return None, None, None, ""
    if "all_cards" in spec:
        cards = spec["all_cards"]
        for side, pile in side_cards.items():
            if all(c in pile for c in cards):
                return side, None, None, f"alle in den Stichen der {SIDE_DE[side]}"
        return None, None, None, "auf beide Parteien verteilt"
    if "caught_card" in spec:
        card = spec["caught_card"]
        for tr in tricks:
            if card in tr.cards:
                player = tr.order[tr.cards.index(card)]
                if side_of[player] == "declarer" and side_of[tr.taker] == "opponents":
                    return (
                        "opponents",
                        None,
                        None,
                        f"{tr.winner} fing {card_name_de(card)} im {tr.number}. Stich",
                    )
        return None, None, None, f"{card_name_de(card)} wurde nicht gefangen"
    if "min_thirds" in spec:
        assert declarer_thirds is not None  # complete and not conceded: counted
        if declarer_thirds >= spec["min_thirds"]:
            return "declarer", None, None, ""
        # no fixed side: a card-point premium of either side (docs/rules.md §4.1)
        if "belongs_to" not in spec and DECK_THIRDS - declarer_thirds >= spec["min_thirds"]:
            return "opponents", None, None, ""
        return None, None, None, ""
    return None, None, None, ""


def _valat(
    deal: ReplayInput,
    tricks: Sequence[Trick],
    side_of: Mapping[Player, str],
    announced: Announced,
    complete: bool,
) -> PremiumOutcome | None:
    calls = [
        (side, announced.pop(("valat", side)))
        for side in ("declarer", "opponents")
        if ("valat", side) in announced
    ]
    if len(calls) > 1:
        raise Inconsistent(
            "announcements", "valat", "both sides announced a Valat", code="valat.both_sides"
        )
    game, profile = deal.game, deal.profile
    if not game["valat"] or profile.valat is None or game["kind"] != "positive":
        return None
    made = None
    if complete and not deal.conceded:
        sides = {side_of[tr.taker] for tr in tricks}
        if len(sides) == 1:
            made = sides.pop()
    if calls:
        side, (player, kontra) = calls[0]
        won = (made == side) if complete else None
        text = describe("valat", player, side, won, spec_name="Valat")
        return {
            "side": side,
            "announced": True,
            "won": won,
            "kontra": kontra,
            "by": player,
            "text": text,
        }
    if made:
        return {
            "side": made,
            "announced": False,
            "won": True,
            "kontra": 0,
            "by": None,
            "text": describe("valat", None, made, True, spec_name="Valat"),
        }
    return None
