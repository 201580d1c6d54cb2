"""A Haferltarock sheet: the stake at the start, then every deal in order with the pot carried on.

``settle_sheet(sheet)`` is pure: the same sheet gives the same rows. The pot starts with the stake
of every player at the table (the dealer at four too); each deal is settled against the pot it
finds (refilled when it cannot pay), and what is left in the pot at the end is shown beside the
players' totals. Players and pot sum to zero after every row.

>>> out = settle_sheet({"profile": "bayerisch", "players": ["Anna", "Bernd", "Clara"], "deals": [
...     {"game": "stockspiel", "declarer": "Anna", "declarer_augen": 70},
...     {"game": "stockspiel", "declarer": "Bernd", "declarer_augen": 100},
...     {"game": "stockspiel", "declarer": "Clara", "won": True}]})
>>> [row["pot"]["after"] for row in out["deals"]]
[2, 0, 2]
>>> out["totals"]["points"], out["pot"]
({'Anna': -1, 'Bernd': 0, 'Clara': -1}, {'points': 2, 'money_cents': 20})
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

from ..errors import Inconsistent, MalformedInput, RuleError
from ..record import check_fields
from ..types import JsonObject, Record, Result
from ..vocabulary import MAX_CENTS_PER_POINT
from .ledger import check_balanced
from .profile import DEFAULT_PROFILE, load_profile
from .record import MAX_STAKE, check_texts, read_deal, read_players, whole
from .settlement import deal_lines, result, stake_line

SHEET_FIELDS = frozenset(
    ["profile", "house_rules", "players", "stake", "cents_per_point", "deals", "note", "id"]
)
#: what a deal of a sheet takes from the sheet (a deal may repeat it, but not contradict it)
INHERITED = ("profile", "house_rules", "players", "stake", "cents_per_point")
MAX_DEALS = 2000
E = TypeVar("E")


def settle_sheet(sheet: object) -> Result:
    """Every row of a sheet: the stake line, each deal's settlement with the running totals and
    the pot after it, and the final totals and pot.

    Raises MalformedInput, NotAllowed or Inconsistent naming the field (``deals.3.game``).
    """
    if not isinstance(sheet, dict):
        raise MalformedInput(
            "sheet", sheet, "a sheet must be a JSON object", code="sheet.not_object"
        )
    check_fields(sheet, SHEET_FIELDS, "")
    check_texts(sheet)
    profile = load_profile(sheet.get("profile", DEFAULT_PROFILE), sheet.get("house_rules"))
    table = read_players(sheet.get("players"), profile)
    stake = whole(sheet.get("stake", profile.stake), "stake", 1, MAX_STAKE, "Grundbeträge")
    cpp = whole(
        sheet.get("cents_per_point", profile.cents_per_point),
        "cents_per_point",
        0,
        MAX_CENTS_PER_POINT,
        "a whole number of cents",
    )
    deals = sheet.get("deals", [])
    if not isinstance(deals, list) or len(deals) > MAX_DEALS:
        raise MalformedInput(
            "deals",
            deals,
            f"expected a list of at most {MAX_DEALS} deal records",
            code="deals.too_many",
            params={"max": MAX_DEALS},
        )
    base = {
        "profile": profile.id,
        "house_rules": profile.house_rules,
        "players": table,
        "stake": stake,
        "cents_per_point": cpp,
    }
    opening = stake_line(table, stake, cpp, profile)
    points = dict(opening["points"])
    money = dict(opening["money_cents"])
    pot, pot_money = opening["pot"]["points"], opening["pot"]["money_cents"]
    rows = []

    def settle_deal(item: tuple[int, object], held: int) -> Result:
        i, record = item
        try:
            deal = read_deal(_deal_record(record, base, held), profile)
        except RuleError as err:
            field = f"deals.{i}" if err.field == "record" else f"deals.{i}.{err.field}"
            raise type(err)(
                field, err.value, err.reason, code=err.code, params=err.params
            ) from None
        return result(deal, deal_lines(deal))

    for (i, _), row in carry_pot(enumerate(deals), pot, settle_deal):
        for p in table:
            points[p] += row["points"][p]
            money[p] += row["money_cents"][p]
        pot += row["pot"]["points"]
        pot_money += row["pot"]["money_cents"]
        check_balanced(f"deals.{i} running total", points, pot)
        check_balanced(f"deals.{i} running money", money, pot_money)
        row["totals"] = {"points": dict(points), "money_cents": dict(money)}
        row["pot_total"] = {"points": pot, "money_cents": pot_money}
        rows.append(row)
    return {
        "profile": {"id": profile.id, "version": profile.version},
        "family": profile.family,
        "players": table,
        "stake": stake,
        "cents_per_point": cpp,
        "opening": opening,
        "deals": rows,
        "totals": {"points": points, "money_cents": money},
        "pot": {"points": pot, "money_cents": pot_money},
    }


def carry_pot(
    entries: Iterable[E],
    pot: int,
    settle: Callable[[E, int], Result],
    found: Callable[[E], int | None] = lambda entry: None,
) -> Iterator[tuple[E, Result]]:
    """Settle ``entries`` in deal order from ``pot`` on, each against the pot the one before it
    left, yielding each with its result; stop at the first entry that ``found`` the pot it would
    find now (it and every later one stand as they are).

    ``settle_sheet`` carries the pot through a whole sheet (``found`` never matches); a store
    settles again only the entries after a changed one, up to the first that finds the pot it
    found before — an edit in the middle of a long sheet costs the entries it moves, no more.

    >>> from shared_rules.haferl import settle as haferl_settle
    >>> deals = [{"game": "stockspiel", "declarer": p, "declarer_augen": 70} for p in "ABA"]
    >>> base = {"profile": "bayerisch", "players": ["A", "B", "C"], "stake": 1}
    >>> def settle(deal, pot):
    ...     return haferl_settle({**base, **deal, "pot": pot})
    >>> [(d["declarer"], r["pot"]["before"], r["pot"]["after"]) for d, r in carry_pot(deals, 3, settle)]
    [('A', 3, 2), ('B', 2, 1), ('A', 1, 0)]
    >>> [d["declarer"] for d, _ in carry_pot(deals, 3, settle, found=lambda d: 2 if d["declarer"] == "B" else None)]
    ['A']
    """
    for entry in entries:
        if found(entry) == pot:
            return
        settled = settle(entry, pot)
        yield entry, settled
        pot = settled["pot"]["after"]


def _deal_record(record: object, base: JsonObject, pot: int) -> Record:
    """The deal as the sheet settles it: the sheet's profile, table, stake and the pot it finds."""
    if not isinstance(record, dict):
        raise MalformedInput(
            "record", record, "a deal record must be a JSON object", code="record.not_object"
        )
    for name, expected in (*base.items(), ("pot", pot)):
        given = record.get(name)
        if name == "house_rules":
            given, expected = given or None, expected or None
        if given is not None and given != expected:
            raise Inconsistent(name, given, f"the sheet has {expected!r}", code="sheet.differs")
    return {**record, **base, "pot": pot}
