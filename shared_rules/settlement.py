"""Deal record → settlement: the game item, Valat, each premium, each as an explained line (docs/rules.md §2).

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

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from .ledger import SIDE_DE, ZeroSumError, amount_json, kontra_text, line, transfer, zero_line
from .profiles import DEFAULT_PROFILE, Profile, load_profile, record_profile
from .record import Deal, Premium, Valat, read_deal
from .renonce import renonce_lines
from .templates import DECLARER_POINTS_NOTES, times
from .trischaken import trischaken_lines, trischaken_renonce_lines
from .types import HouseRules, JsonObject, Kontra, Line, Player, Record, Result
from .vocabulary import HOUSE_RULE_KEYS


def settle(record: Record, *, profile: Profile | None = None) -> Result:
    """Settle one deal record: points and money per player and the lines that explain them.

    ``profile`` overrides the record's ``profile``/``house_rules`` (a sheet's frozen profile).
    Raises MalformedInput, NotAllowed or Inconsistent naming the field.
    """
    if profile is None and type(record) is dict and record.get("house_rules") in (None, {}):
        pid = record.get("profile", DEFAULT_PROFILE)  # the common record: a bundled profile
        profile = _BUNDLED.get(pid) if type(pid) is str else None
        if profile is None:
            profile = record_profile(record, None, load_profile, DEFAULT_PROFILE)
            _BUNDLED[pid] = profile  # a known id: load_profile refuses any other
    else:
        profile = record_profile(record, profile, load_profile, DEFAULT_PROFILE)
    deal = read_deal(record, profile)
    lines = _LINES[bool(deal.renonce), deal.is_trischaken](deal)
    if record.get("writing_error"):  # checked like any deal, then counted 0 for everyone
        lines = [
            zero_line(
                deal.players,
                "writing_error",
                "Schreibfehler: das Spiel zählt für alle 0",
                None,
                [profile.clauses["writing_error"]],
                [],
            )
        ]
    return result(deal, lines)


#: bundled profile id → the profile without house rules, as ``load_profile`` gives it: the look-up
#: a record without house rules costs (``load_profile`` checks the id and asks its cache)
_BUNDLED: dict[str, Profile] = {}


def result(deal: Deal, lines: list[Line]) -> Result:
    points = dict(lines[0]["points"])  # every line lists every player
    money = dict(lines[0]["money_cents"])
    if len(lines) > 1:
        for ln in lines[1:]:
            for p, n in ln["points"].items():
                points[p] += n
            for p, n in ln["money_cents"].items():
                money[p] += n
    if sum(points.values()) != 0 or sum(money.values()) != 0:
        raise ZeroSumError("total", points, money)
    if deal.renonce or deal.is_trischaken:  # the only items that can share unevenly
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


def _fractions_to_json(
    points: dict[Player, Any], money: dict[Player, Any], lines: list[Line]
) -> None:
    for values in (points, money, *(v for ln in lines for v in (ln["points"], ln["money_cents"]))):
        if any(type(n) is Fraction for n in values.values()):
            values.update(_jsonable(values))


def _jsonable(values: dict[Player, Any]) -> dict[Player, int | str]:
    return {p: amount_json(n) for p, n in values.items()}


def game_lines(deal: Deal) -> list[Line]:
    """The game item (with an OÖ-style Valat folded in), a fixed Valat premium, then the premiums."""
    lines = [_game_line(deal)]
    vconf = deal.profile.valat
    if deal.valat and vconf["mode"] == "premium":
        lines.append(_valat_premium_line(deal, deal.valat, vconf))
    for p in deal.premiums:
        lines.append(_premium_line(deal, p))
    return lines


def _sent_line(
    deal: Deal,
    item: str,
    text: str,
    side: str,
    value: int,
    declarer_wins: bool,
    kontra: Kontra,
    clauses: list[str],
    keys: list[str],
) -> Line:
    """The line of an item worth ``value`` per opponent, paid to the declarer's side if it wins,
    else by it; a house rule behind one of ``keys`` is cited after them."""
    points, money = transfer(
        deal.players,
        deal.declarer_side,
        deal.opponents,
        side_wins=declarer_wins,
        value=value,
        kontra=0 if deal.kontra_void else kontra,
        cents_per_point=deal.cents_per_point,
        kontra_on_points=deal.profile.kontra_on_points,
    )
    if deal.profile.house_rules:  # most tables play the profile as it is
        keys = house_keys(keys, deal.profile)
    return line(item, text, side, value, points, money, clauses, keys, kontra)


def _kontra_cite(clauses: list[str], keys: list[str], deal: Deal) -> None:
    """The Kontra clause, and the switch that puts Kontra on the points where it does."""
    clauses.append(deal.profile.clauses["kontra"])
    if deal.profile.kontra_on_points:
        keys.append("kontra.on_points")


def _game_line(deal: Deal) -> Line:
    game, profile = deal.game, deal.profile
    t = profile.game_templates[deal.game_id]
    value: int = game["value"]
    clauses: list[str] = [game["clause"]]
    keys = [t.value_key]
    notes: list[str] = []
    kontra = deal.kontra
    declarer_wins = bool(deal.won)  # decided by read_deal: a game without Renonce has an outcome
    valat = deal.valat
    if deal.conceded:
        clauses.append(profile.clauses["schleifen"])
        keys.append(t.schleifen_key)
        notes.append("geschleift (gerufener König im Talon): verloren, allein gegen drei")
    elif valat is not None and _valat_replaces_game(valat, profile):
        vconf = profile.valat
        how_much = "announced" if valat.announced else "silent"
        value *= vconf[how_much]
        what = "angesagt" if valat.announced else "still"
        how = "gemacht" if valat.won else "nicht gemacht"
        notes.append(f"Valat der {SIDE_DE[valat.side]} {what}, {how}: Spielwert ×{vconf[how_much]}")
        clauses, keys = [vconf["clause"]], [t.value_key, f"valat.{how_much}"]
        if valat.kontra:  # a Kontra on the announced valat replaces the game's for this item
            kontra = valat.kontra
    else:
        if deal.declarer_points is not None:
            notes.append(DECLARER_POINTS_NOTES[deal.declarer_points])
            clauses.append(profile.clauses["threshold"])
            keys.append("threshold")
        if game["kind"] == "negative":
            notes.append(t.tricks_note)
            keys.append(t.tricks_key)
    if not declarer_wins and game["lost_factor"] != 1:
        value *= game["lost_factor"]
        notes.append(t.lost_note)
        clauses.append(profile.clauses["lost_double"])
        keys.append(t.lost_factor_key)
    if deal.king_in_talon and not deal.conceded:
        notes.append("gerufener König im Talon: allein gegen drei")
        clauses.append(profile.clauses["king_in_talon"])
        keys.append(t.king_in_talon_key)
        if_lost = profile.data["king_in_talon_kontra"] == "void_if_lost"
        if deal.kontra_void and kontra:
            notes.append(
                "Kontra wirkungslos: das Spiel ist verloren" if if_lost else "Kontra wirkungslos"
            )
            keys.append(t.kontra_void_key)
            if if_lost:
                keys.append("king_in_talon_kontra")
            kontra = 0
        elif kontra and game.get("king_in_talon_kontra_void"):  # the profile lets it stand
            notes.append(
                "Kontra gilt: das Spiel ist gewonnen"
                if if_lost
                else "Kontra gilt: der Spieler hat angesagt oder Rekontra gegeben"
            )
            keys.append("king_in_talon_kontra")
    if kontra:
        _kontra_cite(clauses, keys, deal)
    text = t.won_text if declarer_wins else t.lost_text
    if notes:
        text += " (" + "; ".join(notes) + ")"
    if kontra:
        text += kontra_text(kontra, profile.kontra_on_points)
    side = "declarer" if declarer_wins else "opponents"
    return _sent_line(deal, "game", text, side, value, declarer_wins, kontra, clauses, keys)


def _valat_replaces_game(v: Valat, profile: Profile) -> bool:
    return profile.valat["mode"] == "game_factor" and bool(v.won or v.announced)


def _valat_premium_line(deal: Deal, valat: Valat, vconf: JsonObject) -> Line:
    kontra = 0 if deal.kontra_void else valat.kontra
    how_much = "announced" if valat.announced else "silent"
    clauses: list[str] = [vconf["clause"]]
    keys = [f"valat.{how_much}"]
    if not valat.won and not valat.announced:
        return zero_line(
            deal.players,
            "valat",
            "Valat still, nicht gemacht: zählt nicht",
            valat.side,
            clauses,
            keys,
        )
    value: int = vconf[how_much]
    text = f"Valat der {SIDE_DE[valat.side]} {'angesagt' if valat.announced else 'still'}, " + (
        "gemacht" if valat.won else "nicht gemacht"
    )
    if vconf["premium_factor"] and deal.game["premium_factor"] != 1:
        value *= deal.game["premium_factor"]
        text += f", im Solospiel {times(deal.game['premium_factor'])}"
        clauses.append(deal.profile.clauses["solo_premiums"])
        keys += ["valat.premium_factor", f"games.{deal.game_id}.premium_factor"]
    if kontra:
        _kontra_cite(clauses, keys, deal)
    declarer_wins = (valat.side == "declarer") == valat.won
    if kontra:
        text += kontra_text(kontra, deal.profile.kontra_on_points)
    return _sent_line(deal, "valat", text, valat.side, value, declarer_wins, kontra, clauses, keys)


def _dropped_by_valat(deal: Deal, p: Premium) -> bool:
    """Whether the profile's ``valat.drop`` rules make premium ``p`` count nothing."""
    v = deal.valat
    if v is None:
        return False
    for rule in deal.profile.valat["drop"]:
        when = rule["when"]
        if not (v.won or (when == "made_or_announced" and v.announced)):
            continue
        if when == "silent_made" and v.announced:
            continue
        if rule["premiums"] != "all" and p.name not in rule["premiums"]:
            continue
        if rule["which"] == "any" or not p.announced:
            return True
    return False


def _counts_nothing(deal: Deal, p: Premium, what: str) -> tuple[str, list[str], list[str]] | None:
    """(why, clauses, keys) when a premium counts nothing in this deal, else None."""
    profile = deal.profile
    if deal.conceded:
        keys = [f"games.{deal.game_id}.schleifen"]
        if p.announced and p.side == "declarer":
            if profile.data["schleifen_premiums"] == "lost":
                return None  # lost: see _premium_line
            keys = house_keys([*keys, "schleifen_premiums"], profile)  # the game only
        why = f"{what}: entfällt, das Spiel wurde geschleift"
        return why, [profile.clauses["schleifen"]], keys
    if deal.valat is not None and _dropped_by_valat(deal, p):
        return f"{what}: zählt beim Valat nicht", [profile.valat["clause"]], ["valat.drop"]
    if p.announced or p.won or profile.failed_silent_counts:
        return None
    keys = house_keys(["failed_silent_counts"], profile)
    return "still, nicht gemacht: zählt nicht", [p.spec["clause"]], keys


def _premium_line(deal: Deal, p: Premium) -> Line:
    spec, profile = p.spec, deal.profile
    pt = profile.premium_templates[p.name]
    item = pt.item
    what = "angesagt" if p.announced else "still"
    void = _counts_nothing(deal, p, what)
    if void:
        why, clauses, keys = void
        return zero_line(deal.players, item, f"{spec['name']} {why}", p.side, clauses, keys)
    t = profile.game_templates[deal.game_id]
    if deal.conceded:
        return _sent_line(
            deal,
            item,
            f"{spec['name']} angesagt: verloren, das Spiel wurde geschleift",
            p.side,
            spec["announced"],
            False,
            0,
            [spec["clause"], profile.clauses["schleifen"]],
            [pt.announced_key, t.schleifen_key],
        )
    if p.announced:
        value, side_wins = spec["announced"], bool(p.won)
        clauses, keys = [spec["clause"]], [pt.announced_key]
    elif p.won:
        value, side_wins = spec["silent"], True
        clauses, keys = [spec["clause"]], [pt.silent_key]
    else:  # a failed silent attempt the profile counts
        value, side_wins = spec["silent"], False
        clauses, keys = [spec["clause"]], [pt.silent_key, "failed_silent_counts"]
    text = pt.texts[p.announced][bool(p.won)]
    factor = deal.game["premium_factor"]
    if factor != 1:
        value *= factor
        text += t.solo_text
        clauses.append(profile.clauses["solo_premiums"])
        keys.append(t.premium_factor_key)
    kontra = 0 if deal.kontra_void else p.kontra
    if kontra:
        _kontra_cite(clauses, keys, deal)
    if p.kontra and not kontra:
        text += ", Kontra wirkungslos"
        keys.append(t.kontra_void_key)
    if kontra:
        text += kontra_text(kontra, profile.kontra_on_points)
    declarer_wins = (p.side == "declarer") == side_wins
    return _sent_line(deal, item, text, p.side, value, declarer_wins, kontra, clauses, keys)


_SWITCH_OF_KEY = {key: name for name, key in HOUSE_RULE_KEYS.items()}


# profile keys a house rule can override, and the switch that does it
def _house_key(key: str, rules: HouseRules) -> str | None:
    parts = key.split(".")
    switch = _SWITCH_OF_KEY.get(key)
    if switch in rules:  # threshold, failed_silent_counts, kontra.on_points, …
        return f"house_rules.{switch}"
    if parts[0] == "games" and parts[2] == "value" and parts[1] in rules.get("game_values", {}):
        return f"house_rules.game_values.{parts[1]}"
    if key.startswith("premiums.punkte.") and "points_premium" in rules:  # the switch made it
        return "house_rules.points_premium"
    if parts[0] == "premiums" and parts[2] in rules.get("premium_values", {}).get(parts[1], {}):
        return f"house_rules.premium_values.{parts[1]}.{parts[2]}"
    return None


def house_keys(keys: list[str], profile: Profile) -> list[str]:
    """``keys`` and, after them, the house-rule switch behind each key a table's house rules
    overrode.

    >>> from shared_rules.profiles import load_profile
    >>> house_keys(["games.rufer.value", "threshold"],
    ...            load_profile("ooe-2023", {"game_values": {"rufer": 2}}))
    ['games.rufer.value', 'threshold', 'house_rules.game_values.rufer']
    """
    rules = profile.house_rules
    if rules:
        keys += filter(None, [_house_key(k, rules) for k in keys])
    return keys


# (a Renonce?, Trischaken?) → the lines of the deal; read_deal decided both
_LINES: dict[tuple[bool, bool], Callable[[Deal], list[Line]]] = {
    (True, True): trischaken_renonce_lines,
    (True, False): renonce_lines,
    (False, True): trischaken_lines,
    (False, False): game_lines,
}
