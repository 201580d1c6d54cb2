"""Trischaken settlement (docs/rules.md §2.6): every player for himself, the most points lose.

Two schemes, chosen by the profile's ``trischaken.scheme``:
``loser_pays`` (OÖ, KTC) — the loser pays each other player; Bürgermeister and a losing Vorhand
multiply; tied losers pay each winner (``each_pays_each``) or share one payment (``share``);
Jungfrauen (no trick) take the whole payout.
``top_two_pay`` (Tirol) — the two players with the most points pay the two others.

A round's own rule set may change how (docs/rules.md §4.1): points rounded to whole points before
they are compared (``rounding``), tied losers paid by a table (``tied_losers: table``, ``tie_two``,
``tie_three``), no Bürgermeister (``buergermeister_counts``), players without points paid like any
other winner (``jungfrau_split: one_each``) or paid by every other player (``all_pay``), two tied
losers paying the rate once each (``tied_losers: each_pays_one``), a tied Vorhand tied like anyone
else (``vorhand_tie: shares``); the talon out of play (``talon_out``) is read by the record and the
replay.

>>> from shared_rules import settle
>>> r = settle({"players": ["Anna", "Bernd", "Clara", "David"], "forehand": "Anna",
...             "game": "trischaken", "trischaken": {"points": {"Anna": "20/0", "Bernd": "30/0",
...             "Clara": "12/0", "David": "8/0"}}})
>>> r["points"]
{'Anna': 1, 'Bernd': -3, 'Clara': 1, 'David': 1}
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from fractions import Fraction
from typing import TypeAlias

from .counting import format_points
from .ledger import amount_json, exact, line, whole
from .record import Deal
from .types import Amount, Amounts, JsonObject, Line, Player, Thirds

#: (clauses, profile keys) a line cites
Cite: TypeAlias = tuple[list[str], list[str]]
#: a Trischaken scheme: (deal, the profile's trischaken table, thirds per player, Jungfrauen,
#: the game's rate) -> (balance per player, text, cite)
Scheme: TypeAlias = Callable[
    [Deal, JsonObject, dict[Player, Thirds], Collection[Player], int], tuple[Amounts, str, Cite]
]


def trischaken_lines(deal: Deal) -> list[Line]:
    conf = deal.profile.trischaken
    points, jungfrauen = deal.trischaken_points, deal.jungfrauen
    assert points is not None  # read_deal sets them for a Trischaken without Renonce
    rate = deal.game["value"]
    scheme = _SCHEMES[conf["scheme"]]
    one_each = conf["jungfrau_split"] == "one_each"
    ranked = ranked_points(points, conf["rounding"])
    if conf["jungfrau_split"] == "all_pay" and jungfrauen:
        balance, text, (clauses, keys) = jungfrauen_collect(deal, conf, jungfrauen, rate)
        keys.append("trischaken.jungfrau_split")
    elif conf["vorhand_tie"] == "shares" and len(set(ranked.values())) == 1:
        balance, text = (
            {},
            f"Trischaken: alle vier gleichauf ({format_points(ranked[deal.declarer])}), niemand zahlt",
        )
        clauses, keys = _cite(deal, conf, None)
        keys.append("trischaken.vorhand_tie")
    else:
        balance, text, (clauses, keys) = scheme(
            deal, conf, ranked, () if one_each else jungfrauen, rate
        )
    if conf["rounding"] != "exact":
        keys.append("trischaken.rounding")
    if one_each and jungfrauen:
        text += f"; {' und '.join(sorted(jungfrauen))} ohne Punkte gewinnt wie jeder andere"
        clauses.append(conf["jungfrau_clause"])
        keys.append("trischaken.jungfrau_split")
    return [_line(deal, balance, text, clauses, keys)]


def ranked_points(points: dict[Player, Thirds], rounding: str) -> dict[Player, Thirds]:
    """The points the players are compared by: exact thirds, or rounded to whole points (still
    in thirds: "P/2" counts as P + 1, "P/1" as P), so near-equal piles tie.

    >>> ranked_points({"Anna": 107, "Bernd": 106, "Clara": 108}, "whole_points")
    {'Anna': 108, 'Bernd': 105, 'Clara': 108}
    >>> ranked_points({"Anna": 107}, "exact")
    {'Anna': 107}
    """
    if rounding == "exact":
        return points
    return {p: (t + 1) // 3 * 3 for p, t in points.items()}


def _line(deal: Deal, balance: Amounts, text: str, clauses: list[str], keys: list[str]) -> Line:
    pts: dict[str, Amount] = dict.fromkeys(deal.players, 0)
    for p, n in balance.items():
        pts[p] = whole(n) if isinstance(n, Fraction) else n
    money = {p: n * deal.cents_per_point for p, n in pts.items()}
    value = amount_json(sum(n for n in pts.values() if n > 0))  # JSON-safe: an int or "p/q"
    return line("trischaken", text, None, value, pts, money, clauses, keys)


def _loser(
    deal: Deal, conf: JsonObject, points: dict[Player, Thirds]
) -> tuple[list[Player], str | None, str, bool]:
    """(losers, factor key or None, why, alone): the Vorhand tied for most loses alone, unless
    ``vorhand_tie: shares`` ties her like anyone else; ``alone`` marks a Vorhand or Bürgermeister
    who pays everyone."""
    top = max(points.values())
    losers = [p for p in deal.active if points[p] == top]
    bm = conf["buergermeister_counts"] and top >= conf["buergermeister"]
    vorhand = deal.declarer
    if vorhand in losers and (len(losers) == 1 or conf["vorhand_tie"] == "alone"):
        key = "vorhand_buergermeister" if bm else "vorhand"
        why = "Vorhand hat die meisten Punkte" + (" und ist Bürgermeister" if bm else "")
        return [vorhand], key, why, True
    if len(losers) == 1:
        if bm:
            return losers, "buergermeister", "Bürgermeister", True
        return losers, None, "meiste Punkte", False
    why = f"{len(losers)} gleichauf mit den meisten Punkten"
    if vorhand in losers:  # vorhand_tie: shares
        why += ", die Vorhand wie jeder andere"
    return losers, None, why, False


def _cite(
    deal: Deal, conf: JsonObject, factor_key: str | None, tied: Collection[Player] = ()
) -> Cite:
    """(clauses, profile keys) of a Trischaken line; ``tied``: the losers tied for the most."""
    keys = ["games.trischaken.value", "trischaken.scheme"]
    if factor_key:
        keys += ["trischaken.buergermeister", f"trischaken.factors.{factor_key}"]
    if len(tied) > 1 and deal.declarer in tied:
        keys.append("trischaken.vorhand_tie")
    return [conf["clause"]], keys


def jungfrauen_collect(
    deal: Deal, conf: JsonObject, jungfrauen: Collection[Player], rate: int
) -> tuple[Amounts, str, Cite]:
    """Every player with a trick pays each Jungfrau the rate, whoever has the most points: the
    Tirol scheme's Jungfrau, and ``jungfrau_split: all_pay`` in either scheme."""
    balance: dict[str, Amount] = dict.fromkeys(deal.active, 0)
    for j in jungfrauen:
        for p in deal.active:
            if p not in jungfrauen:
                balance[j] += rate
                balance[p] -= rate
    text = f"Trischaken: Jungfrau {' und '.join(sorted(jungfrauen))} kassiert je {rate}"
    return balance, text, ([conf["clause"], conf["jungfrau_clause"]], _cite(deal, conf, None)[1])


def _loser_pays(
    deal: Deal,
    conf: JsonObject,
    points: dict[Player, Thirds],
    jungfrauen: Collection[Player],
    rate: int,
) -> tuple[Amounts, str, Cite]:
    losers, factor_key, why, _ = _loser(deal, conf, points)
    factor = conf["factors"][factor_key] if factor_key else 1
    others = [p for p in deal.active if p not in losers]
    balance: dict[str, Amount] = dict.fromkeys(deal.active, 0)
    b = rate * factor
    cite = _cite(deal, conf, factor_key, losers)
    if len(losers) == 1 or conf["tied_losers"] == "share":
        total = b * len(others) if len(losers) == 1 else rate * 3
    elif conf["tied_losers"] == "each_pays_one":  # each pays the rate once: two tied −1 −1 +1 +1
        total = rate * len(losers)
    elif conf["tied_losers"] == "table":  # each tied loser pays each other player the table's rate
        tie = conf["tie_two"] if len(losers) == 2 else conf["tie_three"]
        total = rate * tie * len(losers) * len(others)
        cite[1].append("trischaken.tie_two" if len(losers) == 2 else "trischaken.tie_three")
    else:
        total = rate * len(losers) * len(others)
    if len(losers) > 1:
        cite[1].append("trischaken.tied_losers")
    names = " und ".join([", ".join(losers[:-1]), losers[-1]] if len(losers) > 1 else losers)
    verb = "verlieren" if len(losers) > 1 else "verliert"
    text = f"Trischaken: {names} {verb} ({why}, {format_points(points[losers[0]])})"
    if jungfrauen:
        cite[0].append(conf["jungfrau_clause"])
        cite[1].append("trischaken.jungfrau_split")
        # "share": 3 cannot be split in two, so each Jungfrau gets 2 and the loser pays 4
        share = total if conf["jungfrau_split"] == "each" else -(-total // len(jungfrauen))
        for j in jungfrauen:
            balance[j] = share
        total = share * len(jungfrauen)
        text += f"; Jungfrau {' und '.join(sorted(jungfrauen))} bekommt die ganze Auszahlung"
    else:
        for o in others:
            balance[o] = exact(total, len(others))
    for p in losers:
        balance[p] = -exact(total, len(losers))
    return balance, text, cite


def _top_two_pay(
    deal: Deal,
    conf: JsonObject,
    points: dict[Player, Thirds],
    jungfrauen: Collection[Player],
    rate: int,
) -> tuple[Amounts, str, Cite]:
    if jungfrauen:
        return jungfrauen_collect(deal, conf, jungfrauen, rate)
    balance: dict[str, Amount] = dict.fromkeys(deal.active, 0)
    losers, factor_key, why, alone = _loser(deal, conf, points)
    factor = conf["factors"][factor_key] if factor_key else 1
    cite = _cite(deal, conf, factor_key, losers)
    if alone:
        (loser,) = losers
        for p in deal.active:
            if p != loser:
                balance[p] = rate * factor
        balance[loser] = -3 * rate * factor
        return balance, f"Trischaken: {loser} zahlt jedem {rate * factor} ({why})", cite
    order = sorted(deal.active, key=lambda p: -points[p])
    s = [points[p] for p in order]
    if s[1] == s[2]:
        payers = [p for p in order if points[p] == s[0]]
        bottom = order[3]
        for p in payers:
            balance[p] -= rate
            balance[bottom] += rate
        text = f"Trischaken: Zweiter und Dritter gleichauf, {' und '.join(payers)} zahlt {bottom} {rate}"
        return balance, text, cite
    for p in order[:2]:
        balance[p] = -rate
    for p in order[2:]:
        balance[p] = rate
    return balance, f"Trischaken: {order[0]} und {order[1]} zahlen je {rate}", cite


_SCHEMES: dict[str, Scheme] = {"loser_pays": _loser_pays, "top_two_pay": _top_two_pay}


def trischaken_renonce_lines(deal: Deal) -> list[Line]:
    """The renoncer pays each other player a fixed sum (the Trischaker more); two renoncers share."""
    conf = deal.profile.trischaken
    renoncers: list[Player] = deal.renonce or []
    rates = [
        conf["renonce_each_trischaker"] if r == deal.declarer else conf["renonce_each"]
        for r in renoncers
    ]
    pot = Fraction(sum(rates) * (len(deal.active) - 1), len(renoncers))
    regular = [p for p in deal.active if p not in renoncers]
    balance: dict[str, Amount] = dict.fromkeys(deal.active, 0)
    for p in regular:
        balance[p] = whole(pot / len(regular))
    for r in renoncers:
        balance[r] = -whole(pot / len(renoncers))
    text = f"Renonce im Trischaken: {' und '.join(renoncers)} zahlt"
    keys = ["trischaken.renonce_each"]
    if deal.declarer in renoncers:
        keys.append("trischaken.renonce_each_trischaker")
    return [_line(deal, balance, text, [conf["renonce_clause"]], keys)]
