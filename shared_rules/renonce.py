"""Renonce (docs/rules.md §2.5, OÖ Renonce 5): the deal ends; every regular player is credited what his
side would get had it won the game and every announced premium; the renoncer pays it all
(two renoncers share). Kontra does not apply.

>>> from shared_rules import settle
>>> settle({"players": ["Anna", "Bernd", "Clara", "David"], "game": "dreier", "declarer": "Anna",
...         "renonce": {"players": ["Bernd"], "reason": "Farbzwang"}})["points"]
{'Anna': 12, 'Bernd': -20, 'Clara': 4, 'David': 4}
"""

from __future__ import annotations

from .ledger import exact, line
from .record import Deal
from .types import Amount, Line, Player


def renonce_lines(deal: Deal) -> list[Line]:
    """The credit lines of a Renonce in a game (Trischaken: ``trischaken_renonce_lines``)."""
    renoncers: list[Player] = deal.renonce or []
    profile, game = deal.profile, deal.game
    side, opponents = deal.declarer_side, deal.opponents
    vconf = profile.valat
    valat_announced = deal.valat is not None and deal.valat.announced
    game_factor = 1
    premium_total = 0
    names: list[str] = []
    gkey = f"games.{deal.game_id}"
    keys = [f"{gkey}.value"]
    if valat_announced and vconf["mode"] == "game_factor":
        game_factor = vconf["announced"]
        names.append(f"Valat ×{game_factor}")
        keys.append("valat.announced")
    elif valat_announced:
        premium_total += vconf["announced"] * (
            game["premium_factor"] if vconf["premium_factor"] else 1
        )
        names.append("Valat")
        keys.append("valat.announced")
    for p in deal.premiums:
        if p.announced:
            premium_total += p.spec["announced"] * game["premium_factor"]
            names.append(p.spec["name"])
            keys.append(f"premiums.{p.name}.announced")
    if premium_total and game["premium_factor"] != 1:
        keys.append(f"{gkey}.premium_factor")
    rule = profile.clauses["renonce"]
    who = " und ".join(renoncers)
    extra = f" und alle angesagten Prämien ({', '.join(names)})" if names else ""
    flat = game.get("bird_missing_credit") if deal.renonce_rule == "bird_missing" else None
    if flat is not None:  # OÖ-Renonce: an A-Rufer without a bird in hand pays each other player 3
        extra = f" (A-Rufer ohne Vogel im Blatt: je {flat})"
    lines: list[Line] = []
    for player in deal.active:
        if player in renoncers:
            continue
        on_declarer_side = player in side
        x = (
            game["value"] * game_factor * (1 if on_declarer_side else game["lost_factor"])
            + premium_total
        )
        credit = x * len(opponents) // len(side) if on_declarer_side else x
        line_keys = list(dict.fromkeys(keys))  # a premium of both sides is one key
        if not on_declarer_side and game["lost_factor"] != 1:
            line_keys.append(f"{gkey}.lost_factor")
        if flat is not None:
            x = credit = flat
            line_keys = [f"{gkey}.bird_missing_credit"]
        points: dict[str, Amount] = dict.fromkeys(deal.players, 0)
        points[player] = credit
        for r in renoncers:
            points[r] = -exact(credit, len(renoncers))
        money = {p: n * deal.cents_per_point for p, n in points.items()}
        text = (
            f"Renonce von {who}: {player} bekommt, als hätte die Partei "
            f"{'des Spielers' if on_declarer_side else 'der Gegner'} das Spiel{extra} gewonnen"
        )
        lines.append(
            line(
                "renonce",
                text,
                "declarer" if on_declarer_side else "opponents",
                x,
                points,
                money,
                [rule],
                line_keys,
            )
        )
    return lines
