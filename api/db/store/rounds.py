"""Die Runde: a round's life in the store — created (POST, or PUT under a client-chosen id and
tokens), read with its sheets, changed (PATCH: title, members added or renamed, the Kassa share,
the archive), deleted (its sheets stay as ordinary sheets), and a sheet joining or leaving it.

A round has its own version (+1 per change of the round itself or of which sheets belong to
it); its sheets keep theirs. Its season and statistics are ``seasons``.
"""

from __future__ import annotations

import hmac
import uuid
from collections.abc import Collection
from typing import Any, TypedDict

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, defer

from shared_rules.catalogue import family_of
from shared_rules.types import HouseRules, JsonObject

from ..errors import Invalid, RoundConflict, RoundExists, RoundGone, Unauthorized
from ..models import DeletedRound, Round, Sheet, utcnow
from . import access, changing, inputs, round_inputs
from .base import Id, StoreBase, bump
from .default_rules import default_rule_set
from .round_room import check_round_room
from .views import SheetView, iso

ROUND_SETTINGS = frozenset(
    {"title", "members", "profile", "custom_profile", "house_rules", "cents_per_point",
     "kitty_percent"}
)  # fmt: skip
#: the defaults a round's new sheets copy, changed together (house rules must fit the profile)
RULE_FIELDS = frozenset({"profile", "custom_profile", "house_rules", "cents_per_point"})


class RoundView(TypedDict):
    id: str
    title: str
    members: list[dict[str, str]]
    profile: str
    custom_profile: JsonObject | None
    house_rules: HouseRules
    cents_per_point: int
    kitty_percent: int
    version: int
    archived: bool
    created_at: str | None
    updated_at: str | None


def round_view(held: Round) -> RoundView:
    return {
        "id": held.id,
        "title": held.title,
        "members": [dict(m) for m in held.members],
        "profile": held.profile_id,
        "custom_profile": held.custom_profile,
        "house_rules": held.house_rules,
        "cents_per_point": held.cents_per_point,
        "kitty_percent": held.kitty_percent,
        "version": held.version,
        "archived": held.archived_at is not None,
        "created_at": iso(held.created_at),
        "updated_at": iso(held.updated_at),
    }


def sheet_summary(sheet: Sheet) -> JsonObject:
    """A sheet as the round lists it: enough for the round screen, its totals included."""
    return {
        "id": sheet.id,
        "title": sheet.title,
        "created_at": iso(sheet.created_at),
        "players": list(sheet.players),
        "members": dict(sheet.members or {}),
        "family": family_of(sheet.profile_id) or "koenigrufen",
        "deals": sheet.live_entries,
        "totals": sheet.totals,
        "version": sheet.version,
        "archived": sheet.archived_at is not None,
    }


def round_bump(held: Round) -> int:
    held.version += 1
    held.updated_at = utcnow()
    return held.version


class Rounds(StoreBase):
    # --- opening ----------------------------------------------------------------------------

    def _open_round(
        self, session: Session, round_id: Id, token: str | None, *, write: bool, lock: bool = True
    ) -> tuple[Round, str]:
        """The round if the token opens it (locked for a write) and the role it earns."""
        if not token:
            raise Unauthorized("Send the round's edit or view token as 'Authorization: Bearer …'.")
        key = access.sheet_key(round_id)
        held = None
        if key is not None:
            stmt = select(Round).where(Round.id == key)
            held = session.scalars(stmt.with_for_update() if write and lock else stmt).first()
            if held is None and session.get(DeletedRound, key) is not None:
                raise RoundGone(
                    f"Round {key} was deleted by its owner; its sheets stay as they are."
                )
        access.opens(held, token, write=write, what="round")
        assert held is not None
        return held, access.round_role(held, token) or "view"

    def authorize_round(self, round_id: Id, token: str | None, *, write: bool) -> str:
        """401/403/410 before any body or query is read; else the role ("edit" or "view")."""
        with self._read() as session:
            return self._open_round(session, round_id, token, write=write, lock=False)[1]

    # --- creating ---------------------------------------------------------------------------

    def _new_round(
        self,
        *,
        title: object = "",
        members: object = None,
        profile: object = None,
        custom_profile: object = None,
        house_rules: object = None,
        cents_per_point: object = None,
        kitty_percent: object = None,
        round_id: str | None = None,
        tokens: tuple[str, str] | None = None,
    ) -> tuple[Round, str, str]:
        title = inputs.check_title(title)
        if not title:
            raise Invalid("title", title, "a round needs a title (1 to 200 characters)")
        checked = round_inputs.check_new_members(members, [])
        data, custom, rules, built = default_rule_set(profile, custom_profile, house_rules)
        cents = inputs.check_cents(
            built.cents_per_point if cents_per_point is None else cents_per_point
        )
        if tokens is None:
            edit = access.new_token()
            tokens = (edit, access.view_token_of(edit, access.ROUND_VIEW_TOKEN_PREFIX))
        now = utcnow()
        held = Round(
            id=round_id or str(uuid.uuid4()),
            title=title,
            members=checked,
            profile_id=custom["base"] if custom else data["id"],
            custom_profile=custom,
            house_rules=rules,
            cents_per_point=cents,
            kitty_percent=round_inputs.check_kitty(kitty_percent),
            edit_token_hash=access.hash_token(tokens[0]),
            view_token_hash=access.hash_token(tokens[1]),
            version=0,
            archived_at=None,
            created_at=now,
            updated_at=now,
        )
        return held, tokens[0], tokens[1]

    def create_round(self, **settings: Any) -> tuple[RoundView, str, str]:
        """A new round; returns (round view, edit token, view token), the tokens shown once."""
        if not ROUND_SETTINGS.issuperset(settings):
            raise TypeError(f"not a round setting: {sorted(set(settings) - ROUND_SETTINGS)}")
        held, edit, view = self._new_round(**settings)
        with self._write.begin() as session:
            session.add(held)
            session.flush()
            return round_view(held), edit, view

    def put_round(
        self, round_id: Id, edit_token: str | None, *, view_token: object, **settings: Any
    ) -> tuple[RoundView, bool]:
        """Create a round under a client-chosen id and tokens, idempotently (as ``put_sheet``):
        the same PUT again is (round as it is now, False); other settings or tokens are a 409."""
        rid = inputs.canonical_uuid(round_id, "round_id")
        if not edit_token:
            raise Unauthorized("Send the new round's edit token as 'Authorization: Bearer …'.")
        access.check_client_token(edit_token, "Authorization")
        if not isinstance(view_token, str):
            raise Invalid("view_token", None, "expected the view token (text)")
        asked, _, _ = self._new_round(**settings, round_id=rid, tokens=(edit_token, view_token))
        for _attempt in range(2):
            try:
                with self._write.begin() as session:
                    stored = session.scalars(
                        select(Round).where(Round.id == rid).with_for_update()
                    ).one_or_none()
                    if stored is None:
                        if session.get(DeletedRound, rid) is not None:
                            raise RoundGone(f"Round {rid} was deleted by its owner.")
                        access.check_view_token(
                            view_token, edit_token, prefix=access.ROUND_VIEW_TOKEN_PREFIX
                        )
                        session.add(asked)
                        session.flush()
                        return round_view(asked), True
                    _same_round(stored, asked, settings)
                    return round_view(stored), False
            except IntegrityError:
                continue
        raise RoundExists(f"Round {rid} is being created by another request; retry.")

    # --- reading ----------------------------------------------------------------------------

    def round_version(self, round_id: Id, token: str | None) -> int:
        with self._read() as session:
            return self._open_round(session, round_id, token, write=False)[0].version

    def get_round(self, round_id: Id, token: str | None) -> JsonObject:
        """The round, its sheets (oldest first, with their totals) and the token's role."""
        with self._read() as session, session.begin():
            held, role = self._open_round(session, round_id, token, write=False)
            sheets = _round_sheets(session, held.id)
            return {
                "round": round_view(held),
                "sheets": [sheet_summary(s) for s in sheets],
                "role": role,
            }

    def round_changes(self, round_id: Id, token: str | None, since: int = 0) -> JsonObject:
        """What a phone syncing the round needs: the round if it changed after ``since``, and
        every sheet of it with its version (the phone pulls ``changes?since=`` of those it has
        at an older version, and the sheets it lacks)."""
        inputs.check_page(since, 1)
        with self._read() as session, session.begin():
            held, _role = self._open_round(session, round_id, token, write=False)
            out: JsonObject = {
                "since": since,
                "version": held.version,
                "sheets": [
                    {"id": s.id, "version": s.version} for s in _round_sheets(session, held.id)
                ],
            }
            if held.version > since:
                out["round"] = round_view(held)
            return out

    # --- changing ---------------------------------------------------------------------------

    def patch_round(
        self,
        round_id: Id,
        token: str | None,
        *,
        if_match: int | Collection[int] | None = None,
        based_on: object = None,
        **asked: Any,
    ) -> tuple[RoundView, str]:
        """Title, members added (``add_members``) or renamed (``rename``), the defaults of its
        sheets (profile, house rules, tariff), the Kassa share, the archive: each sets a value, so
        a resent PATCH changes nothing ("unchanged").

        ``based_on`` holds the values the change was made from (as the device last had them from
        the server): a field another device changed meanwhile to something else is a conflict
        (409 ``round-conflict`` with the round as it is now), and nothing is changed."""
        allowed = {"title", "add_members", "rename", "kitty_percent", "archived", *RULE_FIELDS}
        asked = {k: v for k, v in asked.items() if v is not None}
        if not asked or set(asked) - allowed:
            raise Invalid("body", None, f"expected any of {', '.join(sorted(allowed))}")
        base = round_inputs.check_based_on(based_on)
        with self._write.begin() as session:
            held, _role = self._open_round(session, round_id, token, write=True)
            access.check_if_match(held.version, if_match)
            before = round_view(held)
            if "title" in asked:
                title = inputs.check_title(asked["title"])
                if not title:
                    raise Invalid("title", title, "a round needs a title (1 to 200 characters)")
                held.title = title
            members = list(held.members)
            if "add_members" in asked:
                members = round_inputs.check_new_members(
                    asked["add_members"], members, "add_members"
                )
            if "rename" in asked:
                members = round_inputs.check_renames(asked["rename"], members)
            if RULE_FIELDS & set(asked):
                _set_rules(held, asked)
            if "kitty_percent" in asked:
                held.kitty_percent = round_inputs.check_kitty(asked["kitty_percent"])
            if "archived" in asked:
                if not isinstance(asked["archived"], bool):
                    raise Invalid("archived", asked["archived"], "expected true or false")
                if asked["archived"] != (held.archived_at is not None):
                    held.archived_at = utcnow() if asked["archived"] else None
            differing = round_inputs.conflicts(
                before, {**round_view(held), "members": members}, base
            )
            if differing:  # raised inside the transaction: nothing of the change is kept
                raise RoundConflict(
                    "Another device changed "
                    + ", ".join(differing)
                    + " of this round since the values this change was based on; nothing was "
                    "changed. Show both to the player, then send the chosen values again based "
                    "on the round's values now.",
                    round=before,
                    conflicts=differing,
                )
            if members != held.members:
                held.members = members
                for sheet in _round_sheets(session, held.id):
                    if _show_members(sheet, members):
                        bump(sheet)
            view = round_view(held)
            changed = {k: v for k, v in view.items() if k != "updated_at"} != {
                k: v for k, v in before.items() if k != "updated_at"
            }
            if changed:
                round_bump(held)
                view = round_view(held)
            return view, "updated" if changed else "unchanged"

    def delete_round(self, round_id: Id, token: str | None) -> list[str]:
        """The round is gone (410 afterwards); its sheets stay as ordinary sheets, each a new
        version of its own (their phones learn it). Returns those sheets' ids."""
        with self._write.begin() as session:
            held, _role = self._open_round(session, round_id, token, write=True)
            sheets = session.scalars(
                select(Sheet).where(Sheet.round_id == held.id).with_for_update()
            ).all()
            for sheet in sheets:
                sheet.round_id = None
                sheet.members = None
                bump(sheet)
            session.delete(held)
            session.add(DeletedRound(id=held.id, deleted_at=utcnow()))
            return [s.id for s in sheets]

    def set_sheet_round(
        self,
        sheet_id: Id,
        token: str | None,
        round_token: str | None,
        asked: object,
        if_match: int | Collection[int] | None = None,
        *,
        display_names: object = None,
        archived: object = None,
    ) -> tuple[SheetView, str]:
        """A sheet joins a round (``{"id", "members": {seat: member id}}``) or leaves it
        (None): the sheet's token (or the round's, for a sheet in it) and the round's edit token
        (``X-Round-Token``) both. The round's version moves (its list of sheets changed).

        A PATCH that renames or archives as well does it here, in the same transaction: every
        token is checked and every field read before the transaction commits, and any refusal
        rolls all of it back — a refusal changes nothing (issue 32). What the bearer token may
        do is judged on the sheet as the request finds it (the round's edit token, which writes
        a sheet of its round, may rename it while taking it out: as two requests in that order
        could). One new version of the sheet for the lot."""
        if asked is not None and (not isinstance(asked, dict) or set(asked) != {"id", "members"}):
            raise Invalid("round", asked, 'expected {"id": round id, "members": {seat: member id}}')
        changing.check_archived(archived)
        if not round_token:
            raise Unauthorized("Send the round's edit token as 'X-Round-Token' to join or leave.")
        with self._write.begin() as session:
            sheet = self._open(session, sheet_id, token, write=True)
            access.check_if_match(sheet.version, if_match)
            target = sheet.round_id if asked is None else None
            if asked is not None:
                target = inputs.canonical_uuid(asked["id"], "round.id")
                if sheet.round_id is not None and sheet.round_id != target:
                    raise Invalid(
                        "round.id", target, "the sheet belongs to another round: leave it first"
                    )
            moved = False
            if target is not None:  # leaving no round changes nothing of the round
                held, _ = self._open_round(session, target, round_token, write=True)
                if asked is None:
                    sheet.round_id, sheet.members = None, None
                    moved = True
                else:
                    seats = round_inputs.check_seats(asked["members"], sheet.players, held.members)
                    if sheet.round_id != held.id or sheet.members != seats:
                        if sheet.round_id != held.id:
                            check_round_room(session, held.id)
                        sheet.round_id, sheet.members = held.id, seats
                        _show_members(sheet, held.members)
                        moved = True
                if moved:
                    round_bump(held)
            changed = changing.apply_changes(sheet, display_names, archived)
            if moved or changed:
                bump(sheet)
            return self._sheet_view(session, sheet), "updated" if moved or changed else "unchanged"


def _set_rules(held: Round, asked: dict[str, Any]) -> None:
    """The defaults of the round's new sheets; its sheets keep the rules they were made with. An
    own rule set (``custom_profile``) stays until an official ``profile`` is chosen alone."""
    if "custom_profile" in asked:
        profile, custom = asked.get("profile"), asked["custom_profile"]
    elif "profile" in asked:
        profile, custom = asked["profile"], None
    else:
        custom = held.custom_profile
        profile = None if custom else held.profile_id
    rules = asked.get("house_rules", held.house_rules)
    data, overlay, rules, _built = default_rule_set(profile, custom, rules)
    held.profile_id = overlay["base"] if overlay else data["id"]
    held.custom_profile, held.house_rules = overlay, rules
    if "cents_per_point" in asked:
        held.cents_per_point = inputs.check_cents(asked["cents_per_point"])


def _show_members(sheet: Sheet, members: list[Any]) -> bool:
    """A round's evening shows its members' names as the round has them now (a member renamed in
    the round is renamed on every evening, for every phone through the sheet's changes); the seat
    names stay the records' identity. True when a name changed (the caller bumps the version)."""
    current = {m["id"]: m["name"] for m in members}
    names = dict(sheet.display_names or {})
    for seat, member in (sheet.members or {}).items():
        name = current.get(member, seat)
        if name == seat:
            names.pop(seat, None)
        else:
            names[seat] = name
    if names != (sheet.display_names or {}):
        sheet.display_names = names
        return True
    return False


def _round_sheets(session: Session, round_id: str) -> list[Sheet]:
    # not the frozen profile document nor the statistics' tally of each (up to 1,000) sheet: the
    # round's view never shows them
    return list(
        session.scalars(
            select(Sheet)
            .where(Sheet.round_id == round_id)
            .order_by(Sheet.created_at, Sheet.id)
            .options(defer(Sheet.profile_data), defer(Sheet.stats))
        ).all()
    )


def _same_round(stored: Round, asked: Round, settings: dict[str, Any]) -> None:
    """A repeated PUT must carry the token and settings that created the round (members
    compared by name: ids the server chose differ on each try)."""
    if not hmac.compare_digest(stored.edit_token_hash, asked.edit_token_hash):
        raise RoundExists(f"A round with id {stored.id} exists under another token.")
    differing = [
        f
        for f in (
            "title",
            "profile_id",
            "custom_profile",
            "house_rules",
            "cents_per_point",
            "kitty_percent",
        )  # fmt: skip
        if getattr(stored, f) != getattr(asked, f)
    ]
    sent = settings.get("members") or []
    first = stored.members[: len(asked.members)]
    if [m["name"] for m in first] != [m["name"] for m in asked.members] or any(
        isinstance(m, dict) and "id" in m and first[i]["id"] != asked.members[i]["id"]
        for i, m in enumerate(sent)
    ):
        differing.append("members")
    if differing:
        raise RoundExists(
            f"Round {stored.id} was created with other settings ({', '.join(differing)}); "
            "change a round by PATCH."
        )
