"""What a round takes, checked without a database: its members, their names, the Kassa share, the
seats of a sheet mapped to members, a season's period. Each refusal names the field.

>>> check_new_members([{"name": "Anna"}, {"id": "5b0f2a52-9a4c-4a5e-9d0c-2f8f0c1d3e11",
...                     "name": "Bernd"}], [])[1]
{'id': '5b0f2a52-9a4c-4a5e-9d0c-2f8f0c1d3e11', 'name': 'Bernd'}
>>> check_new_members([{"name": "Anna"}, {"name": "anna"}], [])
Traceback (most recent call last):
...
api.db.errors.Invalid: members.1.name: member names must be different (Anna = anna)
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from datetime import date
from typing import Any

from shared_rules.lookalike import LookAlikes
from shared_rules.vocabulary import MAX_NAME, name_problem, player_key

from ..errors import Invalid
from .inputs import canonical_uuid, check_text, look_alike

#: the most members a round holds (a club's weekly round has 4–10; the bound keeps a forged
#: request cheap and the season's payout search small)
MAX_MEMBERS = 50
Member = dict[str, str]


def check_name(name: object, at: str) -> str:
    problem = name_problem(name)
    if problem:
        raise Invalid(at, name, problem, code="name.invalid", params={"max": MAX_NAME})
    assert isinstance(name, str)
    return name


def check_new_members(asked: object, current: list[Member], field: str = "members") -> list[Member]:
    """The members after adding ``asked`` (``[{name} | {id, name}]``) to ``current``.

    A member already there (the same id and name, or a name-only member whose name is taken by
    the same player) changes nothing, so a resent request is harmless; an id already there with
    another name is refused (rename it instead); no two members are the same player."""
    if not isinstance(asked, list) or (field == "members" and not asked):
        raise Invalid(field, asked, "expected a list of members: [{name} or {id, name}]")
    check_text(asked, field)
    out = [dict(m) for m in current]
    by_id = {m["id"]: m for m in out}
    by_key = {player_key(m["name"]): m for m in out}
    looks = LookAlikes(m["name"] for m in out)
    asked_ids: set[str] = set()
    for i, member in enumerate(asked):
        at = f"{field}.{i}"
        if not isinstance(member, dict) or not {"name"} <= set(member) <= {"id", "name"}:
            raise Invalid(at, member, "expected {name} or {id, name}")
        name = check_name(member["name"], f"{at}.name")
        mid = canonical_uuid(member["id"], f"{at}.id") if "id" in member else None
        same = by_key.get(player_key(name))
        if mid is not None and mid in asked_ids:
            raise Invalid(f"{at}.id", mid, "this member is in the list twice", kind="inconsistent")
        asked_ids.add(mid or "")
        if mid is not None and mid in by_id:
            if by_id[mid]["name"] != name:
                reason = f"member {mid} is {by_id[mid]['name']} already (rename it instead)"
                raise Invalid(f"{at}.name", name, reason, kind="inconsistent")
            continue
        if same is not None:
            if mid is None and not _is_new(same, current):
                continue  # a name already a member: the same request sent again
            reason = f"member names must be different ({same['name']} = {name})"
            raise Invalid(f"{at}.name", name, reason, code="names.duplicate")
        twin = looks.twin(name)
        if twin is not None:
            raise look_alike(f"{at}.name", name, twin, "member")
        added = {"id": mid or str(uuid.uuid4()), "name": name}
        out.append(added)
        by_id[added["id"]] = added
        by_key[player_key(name)] = added
        looks.add(name)
    if len(out) > MAX_MEMBERS:
        raise Invalid(field, ..., f"a round holds at most {MAX_MEMBERS} members")
    return out


def _is_new(member: Member, current: list[Member]) -> bool:
    return all(m["id"] != member["id"] for m in current)


def check_renames(asked: object, current: list[Member]) -> list[Member]:
    """The members after ``asked`` ({member id: new name}); names stay different."""
    if not isinstance(asked, dict) or not asked:
        raise Invalid("rename", asked, "expected {member id: new name} for 1 or more members")
    check_text(asked, "rename")
    out = [dict(m) for m in current]
    by_id = {m["id"]: m for m in out}
    for mid, name in asked.items():
        key = canonical_uuid(mid, f"rename.{mid}")
        if key not in by_id:
            raise Invalid(f"rename.{mid}", mid, "not a member of this round")
        by_id[key]["name"] = check_name(name, f"rename.{mid}")
    taken: dict[str, str] = {}
    looks = LookAlikes()
    for m in sorted(out, key=lambda m: m["id"] in asked):  # the renamed last: they are named
        other = taken.get(player_key(m["name"]))
        if other is not None:
            reason = f"member names must be different ({other} = {m['name']})"
            raise Invalid(f"rename.{m['id']}", m["name"], reason, code="names.duplicate")
        twin = looks.twin(m["name"])
        if twin is not None:
            raise look_alike(f"rename.{m['id']}", m["name"], twin, "member")
        taken[player_key(m["name"])] = m["name"]
        looks.add(m["name"])
    return out


def check_kitty(kitty: object) -> int:
    kitty = 0 if kitty is None else kitty
    if isinstance(kitty, bool) or not isinstance(kitty, int) or not 0 <= kitty <= 100:
        raise Invalid("kitty_percent", kitty, "expected a whole percentage from 0 to 100")
    return kitty


#: what ``based_on`` may name: the round's fields a device changes from a value it saw
BASED_ON_FIELDS = (
    "title", "members", "profile", "custom_profile", "house_rules", "cents_per_point",
    "kitty_percent",
)  # fmt: skip


def check_based_on(based_on: object) -> dict[str, Any]:
    """The values a change was made from: any of the round's settings, members as {id: name}."""
    if based_on is None:
        return {}
    if not isinstance(based_on, dict) or set(based_on) - set(BASED_ON_FIELDS):
        raise Invalid(
            "based_on", based_on, f"expected an object of any of {', '.join(BASED_ON_FIELDS)}"
        )
    members = based_on.get("members", {})
    if not isinstance(members, dict) or not all(isinstance(v, str) for v in members.values()):
        raise Invalid("based_on.members", members, "expected {member id: name as seen}")
    return {**based_on, "members": {canonical_uuid(k, f"based_on.members.{k}"): v
                                    for k, v in members.items()}}  # fmt: skip


def conflicts(
    before: Mapping[str, Any], after: Mapping[str, Any], base: dict[str, Any]
) -> list[str]:
    """The fields a change would set although another device moved them away from the value the
    change was based on (the server's value now is neither that one nor the one asked for).

    >>> conflicts({"title": "B"}, {"title": "C"}, {"title": "A"})
    ['title']
    >>> conflicts({"title": "A"}, {"title": "C"}, {"title": "A"})  # nobody else changed it
    []
    >>> conflicts({"title": "B"}, {"title": "B"}, {"title": "A"})  # both chose the same
    []
    """
    out = [
        f
        for f in BASED_ON_FIELDS
        if f != "members" and f in base and before[f] != base[f] and before[f] != after[f]
    ]
    now = {m["id"]: m["name"] for m in before.get("members", [])}
    asked = {m["id"]: m["name"] for m in after.get("members", [])}
    for mid, seen in base.get("members", {}).items():
        if mid in now and now[mid] != seen and now[mid] != asked.get(mid):
            out.append(f"members.{mid}")
    return out


def check_seats(asked: object, players: list[str], members: list[Member]) -> dict[str, str]:
    """A sheet's ``{seat name: member id}``: every seat mapped, to a member of the round, each
    member at most once."""
    field = "round.members"
    if not isinstance(asked, dict):
        raise Invalid(field, asked, "expected {seat name: member id} for every player")
    check_text(asked, field)
    ids = {m["id"] for m in members}
    out: dict[str, str] = {}
    seen: dict[str, str] = {}
    for seat, mid in asked.items():
        at = f"{field}.{seat}"
        if seat not in players:
            raise Invalid(at, seat, "not a player on this sheet (name the seat as in players)")
        key = canonical_uuid(mid, at)
        if key not in ids:
            raise Invalid(at, mid, "not a member of this round")
        if key in seen:
            reason = f"a member sits at one seat only (also at {seen[key]})"
            raise Invalid(at, mid, reason, kind="inconsistent")
        seen[key] = seat
        out[seat] = key
    missing = [p for p in players if p not in out]
    if missing:
        raise Invalid(field, asked, f"every seat needs a member: {', '.join(missing)} missing")
    return {p: out[p] for p in players}


def check_period(start: object, end: object) -> tuple[date | None, date | None]:
    """``from`` and ``to`` (inclusive, YYYY-MM-DD), each optional."""
    out: list[date | None] = []
    for name, value in (("from", start), ("to", end)):
        if value is None or value == "":
            out.append(None)
            continue
        try:
            out.append(date.fromisoformat(str(value)) if len(str(value)) == 10 else None)
        except ValueError:
            out.append(None)
        if out[-1] is None:
            raise Invalid(name, value, "expected a date YYYY-MM-DD")
    if out[0] is not None and out[1] is not None and out[0] > out[1]:
        raise Invalid("to", end, "the period ends before it begins")
    return out[0], out[1]
