"""Deal record → settlement: the game item, Valat, each premium, each as an explained line (RULES.md §2).

>>> r = settle({"players": ["Anna", "Bernd", "Clara", "David"], "game": "solorufer",
...             "declarer": "Anna", "partner": "Clara", "won": True,
...             "premiums": [{"name": "koenig_ultimo", "side": "declarer", "announced": True,
...                           "won": True}]})
>>> r["points"]
{'Anna': 6, 'Bernd': -6, 'Clara': 6, 'David': -6}
>>> [line["text"] for line in r["lines"]]
['Solorufer gewonnen', 'König ultimo angesagt, gemacht, im Solospiel doppelt']
"""

from __future__ import annotations

from fractions import Fraction

from .counting import format_points
from .errors import Inconsistent, MalformedInput
from .ledger import SIDE_DE, amount_json, kontra_text, line, transfer, zero_line
from .profiles import DEFAULT_PROFILE, Profile, load_profile
from .record import Deal, read_deal
from .renonce import renonce_lines
from .trischaken import trischaken_lines


def settle(record: dict, *, profile: Profile | None = None) -> dict:
    """Settle one deal record: points and money per player and the lines that explain them.

    ``profile`` overrides the record's ``profile``/``house_rules`` (a sheet's frozen profile).
    Raises MalformedInput, NotAllowed or Inconsistent naming the field.
    """
    if profile is None:
        if not isinstance(record, dict):
            raise MalformedInput("record", record, "a deal record must be a JSON object")
        profile = load_profile(record.get("profile", DEFAULT_PROFILE), record.get("house_rules"))
    deal = read_deal(record, profile)
    if deal.renonce:
        lines = renonce_lines(deal)
    elif deal.game["kind"] == "trischaken":
        lines = trischaken_lines(deal)
    else:
        lines = game_lines(deal)
    if record.get("writing_error"):  # checked like any deal, then counted 0 for everyone
        lines = [
            zero_line(
                deal.players,
                "writing_error",
                "Schreibfehler: das Spiel zählt für alle 0",
                None,
                profile.clauses["writing_error"],
            )
        ]
    return result(deal, lines)


def result(deal: Deal, lines: list) -> dict:
    points = dict.fromkeys(deal.players, 0)
    money = dict.fromkeys(deal.players, 0)
    for ln in lines:
        for p, n in ln["points"].items():
            points[p] += n
        for p, n in ln["money_cents"].items():
            money[p] += n
    assert sum(points.values()) == 0 and sum(money.values()) == 0, (points, money)
    if deal.renonce or deal.game["kind"] == "trischaken":  # the only items that can share unevenly
        _fractions_to_json(points, money, lines)
    partner = deal.declarer_side[1] if len(deal.declarer_side) > 1 else None
    return {
        "profile": {"id": deal.profile.id, "version": deal.profile.version},
        "game": deal.game_id,
        "declarer": deal.declarer,
        "partner": partner,
        "cents_per_point": deal.cents_per_point,
        "points": points,
        "money_cents": money,
        "lines": lines,
    }


def _fractions_to_json(points: dict, money: dict, lines: list) -> None:
    for values in (points, money, *(v for ln in lines for v in (ln["points"], ln["money_cents"]))):
        if any(type(n) is Fraction for n in values.values()):
            values.update(_jsonable(values))


def _jsonable(values: dict) -> dict:
    return {p: amount_json(n) for p, n in values.items()}


def game_lines(deal: Deal) -> list:
    """The game item (with an OÖ-style Valat folded in), a fixed Valat premium, then the premiums."""
    lines = [_game_line(deal)]
    vconf = deal.profile.valat
    if deal.valat and vconf["mode"] == "premium":
        lines.append(_valat_premium_line(deal, vconf))
    made = deal.valat is not None and deal.valat.won
    for p in deal.premiums:
        lines.append(_premium_line(deal, p, made))
    return lines


def _send(deal: Deal, declarer_wins: bool, x, kontra):
    if deal.kontra_void:
        kontra = 0
    return transfer(
        deal.players,
        deal.declarer_side,
        deal.opponents,
        declarer_wins,
        x,
        kontra,
        deal.cents_per_point,
        deal.profile.kontra_on_points,
    )


def _game_line(deal: Deal) -> dict:
    game, profile = deal.game, deal.profile
    value = game["value"]
    rule = game["clause"]
    notes = []
    kontra = deal.kontra
    if deal.conceded:
        declarer_wins = False
        rule = profile.clauses["schleifen"]
        notes.append("geschleift (gerufener König im Talon): verloren, allein gegen drei")
        kontra = 0
    elif _valat_replaces_game(deal):
        vconf, valat = profile.valat, deal.valat
        value *= vconf["announced"] if valat.announced else vconf["silent"]
        declarer_wins = (valat.side == "declarer") == valat.won
        if valat.won and deal.won is not None and deal.won != declarer_wins:
            raise Inconsistent("won", deal.won, "contradicts the valat")
        what = "angesagt" if valat.announced else "still"
        how = "gemacht" if valat.won else "nicht gemacht"
        notes.append(
            f"Valat der {SIDE_DE[valat.side]} {what}, {how}: Spielwert ×"
            f"{vconf['announced'] if valat.announced else vconf['silent']}"
        )
        rule = vconf["clause"]
    else:
        declarer_wins = deal.won
        if declarer_wins is None and deal.valat is not None and deal.valat.won:
            declarer_wins = deal.valat.side == "declarer"
        if deal.declarer_points is not None:
            notes.append(f"Spieler {format_points(deal.declarer_points)}")
            rule = f"{rule}; {profile.clauses['threshold']}"
        if game["kind"] == "negative":
            notes.append(f"{game['tricks']} Stich{'e' if game['tricks'] != 1 else ''} verlangt")
    if not declarer_wins and game["lost_factor"] != 1:
        value *= game["lost_factor"]
        notes.append(f"verloren zählt {_times(game['lost_factor'])}")
        rule = f"{rule}; {profile.clauses['lost_double']}"
    if deal.king_in_talon and not deal.conceded:
        notes.append("gerufener König im Talon: allein gegen drei")
        if deal.kontra_void and kontra:
            notes.append("Kontra wirkungslos")
            kontra = 0
        rule = f"{rule}; {profile.clauses['king_in_talon']}"
    if kontra:
        rule = f"{rule}; {profile.clauses['kontra']}"
    text = f"{game['name']} {'gewonnen' if declarer_wins else 'verloren'}"
    if notes:
        text += " (" + "; ".join(notes) + ")"
    text += kontra_text(kontra, profile.kontra_on_points)
    points, money = _send(deal, declarer_wins, value, kontra)
    return line(
        "game",
        text,
        "declarer" if declarer_wins else "opponents",
        value,
        points,
        money,
        rule,
        kontra,
    )


def _valat_replaces_game(deal: Deal) -> bool:
    v = deal.valat
    return v is not None and deal.profile.valat["mode"] == "game_factor" and (v.won or v.announced)


def _times(n: int) -> str:
    return {2: "doppelt", 4: "vierfach"}.get(n, f"{n}-fach")


def _valat_premium_line(deal: Deal, vconf: dict) -> dict:
    valat = deal.valat
    kontra = 0 if deal.kontra_void else valat.kontra
    if not valat.won and not valat.announced:
        return zero_line(
            deal.players,
            "valat",
            "Valat still, nicht gemacht: zählt nicht",
            valat.side,
            vconf["clause"],
        )
    value = vconf["announced"] if valat.announced else vconf["silent"]
    text = f"Valat der {SIDE_DE[valat.side]} {'angesagt' if valat.announced else 'still'}, " + (
        "gemacht" if valat.won else "nicht gemacht"
    )
    rule = vconf["clause"]
    if vconf["premium_factor"] and deal.game["premium_factor"] != 1:
        value *= deal.game["premium_factor"]
        text += f", im Solospiel {_times(deal.game['premium_factor'])}"
        rule = f"{rule}; {deal.profile.clauses['solo_premiums']}"
    declarer_wins = (valat.side == "declarer") == valat.won
    text += kontra_text(kontra, deal.profile.kontra_on_points)
    points, money = _send(deal, declarer_wins, value, kontra)
    return line("valat", text, valat.side, value, points, money, rule, kontra)


def _dropped_by_valat(deal: Deal, p) -> bool:
    for rule in deal.profile.valat["drop"]:
        if rule["when"] == "silent" and deal.valat.announced:
            continue
        if rule["premiums"] != "all" and p.name not in rule["premiums"]:
            continue
        if rule["which"] == "any" or not p.announced:
            return True
    return False


def _premium_line(deal: Deal, p, valat_made: bool) -> dict:
    spec, profile = p.spec, deal.profile
    item = f"premium:{p.name}"
    rule = spec["clause"]
    what = "angesagt" if p.announced else "still"
    if deal.conceded:
        if not (p.announced and p.side == "declarer"):
            return zero_line(
                deal.players,
                item,
                f"{spec['name']} {what}: entfällt, das Spiel wurde geschleift",
                p.side,
                profile.clauses["schleifen"],
            )
        value = spec["announced"]
        points, money = _send(deal, False, value, 0)
        return line(
            item,
            f"{spec['name']} angesagt: verloren, das Spiel wurde geschleift",
            p.side,
            value,
            points,
            money,
            f"{rule}; {profile.clauses['schleifen']}",
        )
    if valat_made and _dropped_by_valat(deal, p):
        return zero_line(
            deal.players,
            item,
            f"{spec['name']} {what}: zählt beim Valat nicht",
            p.side,
            f"{profile.valat['clause']}",
        )
    if p.announced:
        value, side_wins = spec["announced"], bool(p.won)
    elif p.won:
        value, side_wins = spec["silent"], True
    elif profile.failed_silent_counts:
        value, side_wins = spec["silent"], False
    else:
        return zero_line(
            deal.players, item, f"{spec['name']} still, nicht gemacht: zählt nicht", p.side, rule
        )
    text = f"{spec['name']} {what}, {'gemacht' if p.won else 'nicht gemacht'}"
    factor = deal.game["premium_factor"]
    if factor != 1:
        value *= factor
        text += f", im Solospiel {_times(factor)}"
        rule = f"{rule}; {profile.clauses['solo_premiums']}"
    kontra = 0 if deal.kontra_void else p.kontra
    if kontra:
        rule = f"{rule}; {profile.clauses['kontra']}"
    elif p.kontra:
        text += ", Kontra wirkungslos"
    text += kontra_text(kontra, profile.kontra_on_points)
    declarer_wins = (p.side == "declarer") == side_wins
    points, money = _send(deal, declarer_wins, value, kontra)
    return line(item, text, p.side, value, points, money, rule, kontra)
