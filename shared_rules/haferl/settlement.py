"""Haferltarock deal record → settlement: the game line, refills of the pot, each explained.

Stockspiel is paid from and into the pot; Solo, Herz-Solo and Bettel player to player (the
profile's ``pays``). Schneider and Schwarz raise the tariff and keep the game's way of paying.
When the pot cannot pay what the winner takes, everyone at the table pays the stake in again
first, each refill its own line (docs/rules.md §3.5).

>>> r = settle({"profile": "bayerisch", "players": ["Anna", "Bernd", "Clara"],
...             "game": "stockspiel", "declarer": "Anna", "declarer_augen": 95, "pot": 1})
>>> r["points"], r["pot"]
({'Anna': 1, 'Bernd': -1, 'Clara': -1}, {'before': 1, 'after': 2, 'points': 1, 'money_cents': 10})
>>> [line["text"] for line in r["lines"]]
['Haferl nachfüllen: es hält 1, der Spieler nimmt 2; jeder zahlt 1 ein', 'Stockspiel gewonnen, Schneider (Spieler 95 Augen): 1 + 1 Schneider = 2 aus dem Haferl']
"""

from __future__ import annotations

from ..profiles import record_profile
from ..types import GameSpec, Line, Player, Result
from .cards import suit_name_de
from .ledger import PAYS, add_up, line, pay_in
from .profile import DEFAULT_PROFILE, HaferlProfile, load_profile
from .record import RULE_DE, Deal, read_deal

_PAY_TEXT = {
    ("pot", True): "{a} aus dem Haferl",
    ("pot", False): "{a} an jeden Gegner und {t} ins Haferl",
    ("players", True): "{a} von jedem Gegner",
    ("players", False): "{a} an jeden Gegner",
}


def settle(record: object, *, profile: HaferlProfile | None = None) -> Result:
    """Settle one deal: points and money per player and for the pot, and the lines explaining them.

    ``profile`` overrides the record's ``profile``/``house_rules`` (a sheet's frozen profile).
    Raises MalformedInput, NotAllowed or Inconsistent naming the field.
    """
    profile = record_profile(record, profile, load_profile, DEFAULT_PROFILE)
    deal = read_deal(record, profile)
    return result(deal, deal_lines(deal))


def result(deal: Deal, lines: list[Line]) -> Result:
    points, money, pot, pot_money = add_up(deal.table, lines)
    return {
        "profile": {"id": deal.profile.id, "version": deal.profile.version},
        "family": deal.profile.family,
        "game": deal.game_id,
        "declarer": deal.declarer,
        "trump": deal.trump,
        "dealer": deal.dealer,
        "won": deal.won,
        "schneider": deal.schneider,
        "schwarz": deal.schwarz,
        "cents_per_point": deal.cents_per_point,
        "points": points,
        "money_cents": money,
        "pot": {
            "before": deal.pot,
            "after": deal.pot + pot,
            "points": pot,
            "money_cents": pot_money,
        },
        "lines": lines,
    }


def deal_lines(deal: Deal) -> list[Line]:
    """The lines of one deal: a thrown-in row, or the refills the pot needs and the game line."""
    if deal.game is None:
        return [thrown_in_line(deal)]
    game = deal.game
    tariff, parts, rules = _tariff(deal, game)
    points, pot = PAYS[game["pays"]](deal.table, deal.declarer, deal.opponents, deal.won, tariff)
    lines: list[Line] = []
    held = deal.pot
    while held + pot < 0:  # the winner takes more than the pot holds
        lines.append(refill_line(deal, held, -pot))
        held += deal.stake * len(deal.table)
    raised = [
        name for flag, name in ((deal.schneider, "Schneider"), (deal.schwarz, "Schwarz")) if flag
    ]
    text = f"{_game_name(deal, game)} {'gewonnen' if deal.won else 'verloren'}"
    if raised:
        text += ", " + " und ".join(raised)
    amount = f"{' + '.join(parts)} = {tariff}" if len(parts) > 1 else str(tariff)
    text += (
        _facts(deal) + ": " + _PAY_TEXT[(game["pays"], bool(deal.won))].format(a=amount, t=tariff)
    )
    side = "declarer" if deal.won else "opponents"
    return [
        *lines,
        line("game", text, side, tariff, points, pot, deal.cents_per_point, "; ".join(rules)),
    ]


def _game_name(deal: Deal, game: GameSpec) -> str:
    if isinstance(game["trump"], list) and deal.trump:  # the declarer named it
        return f"{game['name']} (Trumpf {suit_name_de(deal.trump)})"
    name: str = game["name"]
    return name


def _facts(deal: Deal) -> str:
    """What decided the game, in brackets: the Augen and tricks, or the breach."""
    if deal.breach is not None:
        rule = RULE_DE.get(deal.breach["rule"] or "")  # a breach may leave its rule unnamed
        return f" (Regelverstoß von {deal.breach['player']}" + (f": {rule})" if rule else ")")
    facts = []
    if deal.declarer_augen is not None:
        facts.append(f"Spieler {deal.declarer_augen} Augen")
    if deal.declarer_tricks is not None:
        facts.append(_tricks_de(deal.declarer_tricks))
    return f" ({', '.join(facts)})" if facts else ""


def _tricks_de(n: int) -> str:
    """
    >>> _tricks_de(0), _tricks_de(1), _tricks_de(4), _tricks_de(11)
    ('kein Stich', '1 Stich', '4 Stiche', 'alle 11 Stiche')
    """
    if n == 0:
        return "kein Stich"
    if n == 1:
        return "1 Stich"
    return f"{'alle ' if n == 11 else ''}{n} Stiche"


def _tariff(deal: Deal, game: GameSpec) -> tuple[int, list[str], list[str]]:
    """The tariff, the parts it is made of (for the text) and the clauses applied."""
    profile = deal.profile
    tariff: int = game["value"]
    parts = [str(tariff)]
    rules = [game["clause"]]
    if deal.declarer_augen is not None:
        rules.append(profile.clauses["threshold"])
    if deal.breach is not None:
        rules.append(profile.clauses["breach"])
    for flag, name, spec in (
        (deal.schneider, "Schneider", profile.schneider),
        (deal.schwarz, "Schwarz", profile.schwarz),
    ):
        if flag:
            tariff += spec["raise"]
            parts.append(f"{spec['raise']} {name}")
            rules.append(spec["clause"])
    return tariff, parts, rules


def refill_line(deal: Deal, held: int, takes: int) -> Line:
    points, pot = pay_in(deal.table, deal.stake)
    return line(
        "refill",
        f"Haferl nachfüllen: es hält {held}, der Spieler nimmt {takes}; jeder zahlt {deal.stake} ein",
        None,
        deal.stake,
        points,
        pot,
        deal.cents_per_point,
        deal.profile.data["refill"]["clause"],
    )


def thrown_in_line(deal: Deal) -> Line:
    spec = deal.profile.data["thrown_in"]
    return line(
        "thrown_in",
        f"Alle haben gepasst: {spec['name'].lower()}, keine Zahlung",
        None,
        0,
        dict.fromkeys(deal.table, 0),
        0,
        deal.cents_per_point,
        spec["clause"],
    )


def stake_line(
    table: list[Player], stake: int, cents_per_point: int, profile: HaferlProfile
) -> Line:
    """The stake every player at the table pays into the pot when a sheet starts."""
    points, pot = pay_in(table, stake)
    return line(
        "stake",
        f"Einsatz: jeder zahlt {stake} ins Haferl",
        None,
        stake,
        points,
        pot,
        cents_per_point,
        profile.data["stake"]["clause"],
    )
