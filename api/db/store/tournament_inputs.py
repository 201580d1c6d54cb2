"""What a tournament request may hold (issue 23), checked before anything is stored; each
refusal names its field. Pure: no database.

>>> players = check_new_players([{"name": "Anna"}, {"name": "Bernd"}], [], joined=1)
>>> [p["name"] for p in players], players[0]["joined"], players[0]["withdrawn"]
(['Anna', 'Bernd'], 1, None)
>>> check_new_players([{"name": "anna"}], players, joined=2)
Traceback (most recent call last):
...
api.db.errors.Invalid: add_players.0.name: player names must be different (Anna = anna)
>>> check_round_end(24, None), check_round_end(None, 2)
((24, None), (None, 2))
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any

from shared_rules.lookalike import LookAlikes
from shared_rules.vocabulary import player_key

from ..errors import Invalid
from .inputs import canonical_uuid, check_text, check_title, look_alike
from .round_inputs import check_name

#: the most players a tournament holds (the largest cups seat ~150)
MAX_PLAYERS = 400
MAX_ROUNDS = 20
MAX_DEALS = 200
MAX_REASON = 500
Player = dict[str, Any]


def check_heading(title: object, place: object, day: object) -> tuple[str, str, str | None]:
    """Title (required), place, date (ISO, optional)."""
    checked = check_title(title)
    if not checked:
        raise Invalid("title", title, "a tournament needs a title (1 to 200 characters)")
    try:
        where = check_title(place)
    except Invalid as err:
        raise Invalid("place", place, err.reason) from None
    if day is not None:
        try:
            day = date.fromisoformat(str(day)).isoformat()
        except ValueError:
            raise Invalid("date", day, "expected a date as YYYY-MM-DD") from None
    return checked, where, day


def check_round_end(per_table: object, per_dealer: object) -> tuple[int | None, int | None]:
    """Exactly one way a round ends: a number of deals per table, or per dealer."""
    if (per_table is None) == (per_dealer is None):
        raise Invalid(
            "deals_per_table",
            per_table,
            "give exactly one of deals_per_table and deals_per_dealer",
            kind="inconsistent",
        )
    for field, value in (("deals_per_table", per_table), ("deals_per_dealer", per_dealer)):
        if value is not None and (
            not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MAX_DEALS
        ):
            raise Invalid(field, value, f"expected a whole number from 1 to {MAX_DEALS}")
    return per_table, per_dealer  # type: ignore[return-value]


def check_rounds_planned(rounds: object) -> int:
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= MAX_ROUNDS:
        raise Invalid("rounds", rounds, f"expected a whole number from 1 to {MAX_ROUNDS}")
    return rounds


def check_new_players(
    asked: object, current: Sequence[Player], *, joined: int, field: str = "add_players"
) -> list[Player]:
    """The players after registering ``asked`` (``[{name}]``); they are drawn from round
    ``joined`` on. A name already registered (Anna = anna) is refused."""
    if not isinstance(asked, list) or (field == "players" and not asked):
        raise Invalid(field, asked, "expected a list of players: [{name}]")
    check_text(asked, field)
    out = [dict(p) for p in current]
    taken = {player_key(p["name"]): p for p in out}
    looks = LookAlikes(p["name"] for p in out)
    for i, player in enumerate(asked):
        at = f"{field}.{i}"
        if not isinstance(player, dict) or set(player) != {"name"}:
            raise Invalid(at, player, "expected {name}")
        name = check_name(player["name"], f"{at}.name")
        same = taken.get(player_key(name))
        if same is not None:
            reason = f"player names must be different ({same['name']} = {name})"
            raise Invalid(f"{at}.name", name, reason, code="names.duplicate")
        twin = looks.twin(name)
        if twin is not None:
            raise look_alike(f"{at}.name", name, twin)
        added: Player = {"id": str(uuid.uuid4()), "name": name, "joined": joined,
                         "withdrawn": None}  # fmt: skip
        out.append(added)
        taken[player_key(name)] = added
        looks.add(name)
    if len(out) > MAX_PLAYERS:
        raise Invalid(field, ..., f"a tournament holds at most {MAX_PLAYERS} players")
    return out


def check_withdrawals(asked: object, players: Sequence[Player], after: int) -> list[Player]:
    """The players after withdrawing ``asked`` (player ids): they are not drawn after round
    ``after`` and keep the rounds they played. Withdrawing twice changes nothing."""
    if not isinstance(asked, list):
        raise Invalid("withdraw", asked, "expected a list of player ids")
    out = [dict(p) for p in players]
    by_id = {p["id"]: p for p in out}
    for i, pid in enumerate(asked):
        key = canonical_uuid(pid, f"withdraw.{i}")
        if key not in by_id:
            raise Invalid(f"withdraw.{i}", pid, "not a player of this tournament")
        if by_id[key]["withdrawn"] is None:
            by_id[key]["withdrawn"] = after
    return out


def active(players: Sequence[Player], round_no: int) -> list[Player]:
    """Who is drawn in round ``round_no``: registered for it and not withdrawn before it."""
    return [
        p
        for p in players
        if p["joined"] <= round_no and (p["withdrawn"] is None or p["withdrawn"] >= round_no)
    ]


def check_tables(asked: object, players: Sequence[Player], round_no: int) -> list[list[str]]:
    """An organiser's own seating (``[[player id, …], …]``, each table in seating order): tables
    of 4 or 5, every player of the round seated exactly once, nobody else."""
    if not isinstance(asked, list) or not asked:
        raise Invalid("tables", asked, "expected a list of tables, each a list of player ids")
    by_id: Mapping[str, Player] = {p["id"]: p for p in players}
    drawn = {p["id"] for p in active(players, round_no)}
    seated: dict[str, str] = {}
    out: list[list[str]] = []
    for t, table in enumerate(asked):
        if not isinstance(table, list) or not 4 <= len(table) <= 5:
            size = len(table) if isinstance(table, list) else table
            raise Invalid(f"tables.{t}", size, "a table seats 4 or 5 players")
        ids = []
        for s, pid in enumerate(table):
            at = f"tables.{t}.{s}"
            key = canonical_uuid(pid, at)
            if key not in by_id:
                raise Invalid(at, pid, "not a player of this tournament")
            if key not in drawn:
                raise Invalid(at, pid, f"{by_id[key]['name']} does not play round {round_no}")
            if key in seated:
                reason = f"{by_id[key]['name']} is seated at table {seated[key]} already"
                raise Invalid(at, pid, reason, kind="inconsistent")
            seated[key] = str(t + 1)
            ids.append(key)
        out.append(ids)
    missing = [by_id[p]["name"] for p in sorted(drawn - set(seated))]
    if missing:
        raise Invalid("tables", ..., f"not seated: {', '.join(missing)}", kind="inconsistent")
    return out


def check_reason(reason: object) -> str:
    """The organiser's reason for correcting a table: recorded with the correction."""
    if not isinstance(reason, str) or not reason.strip() or len(reason) > MAX_REASON:
        raise Invalid(
            "reason", reason, f"say why the table is corrected (1 to {MAX_REASON} characters)"
        )
    check_text(reason, "reason")
    return reason
