"""Creating a sheet: with new tokens (POST), or idempotently under a client-chosen id and tokens
(PUT, a device that created it offline); an import builds its sheet here too."""

from __future__ import annotations

import hmac
import uuid
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

import shared_rules
from shared_rules.custom import custom_profile as build_custom_profile
from shared_rules.errors import json_safe
from shared_rules.families import family_of_profile, profile_from_data, raw_profile
from shared_rules.haferl import HaferlProfile
from shared_rules.profiles import DEFAULT_PROFILE, Profile
from shared_rules.types import ProfileData

from ..errors import Invalid, SheetExists, Unauthorized
from ..models import Sheet, utcnow
from . import access, inputs, life, pot
from .base import Id, StoreBase, bump, check_not_deleted
from .views import SheetView

#: what a client may set when it creates a sheet (``continues`` and ``carry``: a sheet continuing
#: another with a changed table, life.py)
SHEET_SETTINGS = frozenset(
    {
        "players",
        "profile",
        "house_rules",
        "title",
        "first_dealer",
        "cents_per_point",
        "stake",
        "continues",
        "carry",
        "custom_profile",
    }
)


class Creating(StoreBase):
    def create_sheet(self, **settings: Any) -> tuple[SheetView, str, str]:
        """A new sheet; returns (sheet view, edit_token, view_token). Tokens are shown only here.

        ``settings``: ``players`` and optionally ``profile``, ``house_rules``, ``title``,
        ``first_dealer``, ``cents_per_point``, ``stake`` (checked by ``_new_sheet``).
        """
        if not SHEET_SETTINGS.issuperset(settings):
            raise TypeError(f"not a sheet setting: {sorted(set(settings) - SHEET_SETTINGS)}")
        sheet, edit_token, view_token = self._new_sheet(**settings)
        with self._write.begin() as session:
            session.add(sheet)
            session.flush()
            view = self._view(sheet, sheet.first_dealer, entries=[])
        return view, edit_token, view_token

    def put_sheet(
        self, sheet_id: Id, edit_token: str | None, *, view_token: object, **settings: Any
    ) -> tuple[SheetView, bool]:
        """Create a sheet under a client-chosen id and client-chosen tokens, idempotently.

        A device that created a sheet offline sends it when the network returns and may send it
        again when the answer was lost: the same id, edit token and settings give the same sheet
        (``created`` False) instead of a second one. Returns (sheet view, created).
        """
        sid = inputs.canonical_uuid(sheet_id, "sheet_id")
        if not edit_token:
            raise Unauthorized("Send the new sheet's edit token as 'Authorization: Bearer …'.")
        access.check_client_token(edit_token, "Authorization")
        if not isinstance(view_token, str):
            raise Invalid("view_token", None, "expected the view token (text)")
        # settings: those of create_sheet, checked by _new_sheet alike
        sheet, _, _ = self._new_sheet(
            **settings, sheet_id=sid, tokens=(edit_token, str(view_token))
        )
        for _attempt in range(2):
            try:
                with self._write.begin() as session:
                    stored = session.scalars(
                        select(Sheet).where(Sheet.id == sid).with_for_update()
                    ).one_or_none()
                    if stored is None:
                        check_not_deleted(session, sid)
                        # only here: a sheet created before the rule keeps its pair (a retry)
                        access.check_view_token(view_token, edit_token)
                        self._link(session, sheet)
                        session.add(sheet)
                        session.flush()
                        return self._view(sheet, sheet.first_dealer, entries=[]), True
                    # _new_sheet cached the asked profile under this id: the stored one counts
                    self._profiles.forget(sid)
                    access.same_sheet(stored, sheet)
                    if is_custom(sheet.profile_data) and stored.profile_data != sheet.profile_data:
                        raise SheetExists(
                            f"Sheet {sid} was already created with another custom_profile; "
                            "a sheet's settings never change."
                        )
                    return self._sheet_view(session, stored), False
            except IntegrityError:  # a concurrent PUT of the same id won the insert: compare
                continue
        raise SheetExists(f"Sheet {sid} is being created by another request; retry.")

    def _link(self, session: Session, sheet: Sheet) -> None:
        """A sheet that continues another: that one learns it (``continued_by``, a version of
        its own, so the phones syncing it see the link) — if the new sheet's edit token edits it
        too (a phone continues a sheet under that sheet's tokens, so its share links open both).
        Otherwise (an imported sheet under new tokens, a sheet deleted meanwhile) the link stays
        one way: nobody attaches a sheet to one he may not write."""
        if sheet.continues is None:
            return
        if sheet.continues == sheet.id:
            raise Invalid("continues", sheet.continues, "a sheet cannot continue itself")
        before = session.scalars(
            select(Sheet).where(Sheet.id == sheet.continues).with_for_update()
        ).one_or_none()
        if before is None or not hmac.compare_digest(before.edit_token_hash, sheet.edit_token_hash):
            return
        if sheet.id not in (before.continued_by or ()):
            before.continued_by = [*(before.continued_by or ()), sheet.id]
            bump(before)

    def _new_sheet(
        self,
        *,
        players: object,
        house_rules: object = None,
        title: object = "",
        first_dealer: object = None,
        cents_per_point: object = None,
        stake: object = None,
        profile: str | None = None,
        profile_data: ProfileData | None = None,
        continues: object = None,
        carry: object = None,
        custom_profile: object = None,
        display_names: object = None,
        sheet_id: str | None = None,
        tokens: tuple[str, str] | None = None,
        built: Profile | HaferlProfile | None = None,
    ) -> tuple[Sheet, str, str]:
        """A new sheet, checked; ``built``: ``profile_data`` with ``house_rules`` built already
        (a tournament's draw builds it once for all its tables: the build validates the profile,
        some 20 ms a sheet)."""
        if custom_profile is not None:
            if profile is not None:
                raise Invalid(
                    "profile", profile, "a sheet with custom_profile names its base there"
                )
            profile_data = custom_document(custom_profile)
        if profile_data is None:
            try:
                profile_data = raw_profile(DEFAULT_PROFILE if profile is None else profile)
            except shared_rules.RuleError as err:
                raise inputs.rule_error("", err) from None
        players = inputs.check_players(players, inputs.table_sizes(profile_data))
        title = inputs.check_title(title)
        first_dealer = players[0] if first_dealer is None else first_dealer
        if first_dealer not in players:
            raise Invalid("first_dealer", first_dealer, "not one of the players")
        house_rules = inputs.check_house_rules(house_rules)
        stake = pot.check_stake(stake, profile_data)
        continues = life.check_continues(continues)
        carry = life.check_carry(carry, players)
        if carry is not None and family_of_profile(profile_data).has_pot:
            raise Invalid("carry", ..., "a sheet with a pot starts its own evening: no carry")
        shown = (
            {}
            if not display_names
            else life.check_display_names(
                display_names, players, {}, others=life.leavers(players, carry)
            )
        )
        if built is None:
            try:
                built = profile_from_data(profile_data, house_rules)
            except shared_rules.RuleError as err:
                prefix = "" if err.field.startswith("house_rules") else "profile.data"
                raise inputs.rule_error(prefix, err) from None
        cents = inputs.check_cents(
            built.cents_per_point if cents_per_point is None else cents_per_point
        )
        if tokens is None:
            edit = access.new_token()
            tokens = (edit, access.view_token_of(edit))
        edit_token, view_token = tokens
        now = utcnow()
        sheet = Sheet(
            id=sheet_id or str(uuid.uuid4()),
            title=title,
            profile_id=profile_data["id"],
            profile_version=profile_data["version"],
            profile_data=profile_data,
            house_rules=house_rules,
            players=players,
            first_dealer=first_dealer,
            cents_per_point=cents,
            stake=stake,
            edit_token_hash=access.hash_token(edit_token),
            view_token_hash=access.hash_token(view_token),
            version=0,
            next_seq=1,
            totals={},
            live_entries=0,
            created_at=now,
            updated_at=now,
            display_names=shown,
            archived_at=None,
            continues=continues,
            continued_by=[],
            carry=carry,
        )
        sheet.totals = pot.start_totals(sheet, built)  # with a pot: the stakes paid in
        self._profiles.put(sheet.id, built)
        return sheet, edit_token, view_token


def is_custom(profile_data: ProfileData) -> bool:
    """A sheet's own rule set (docs/rules.md §4.2) records the official profile it came from."""
    return "base" in profile_data


def custom_document(asked: object) -> ProfileData:
    """The profile document of a sheet's ``custom_profile`` {base, id, name, version, switches},
    built by the engine; a refusal names the key or the switch under ``custom_profile``."""
    if not isinstance(asked, dict):
        raise Invalid("custom_profile", asked, "expected {base, id, name, version, switches}")
    overlay = {k: v for k, v in asked.items() if k != "base"}
    try:
        return build_custom_profile(asked.get("base"), overlay).data  # type: ignore[arg-type]
    except shared_rules.RuleError as err:
        # the engine names the overlay's key or switch, or the base as a profile id
        if err.field.startswith("overlay"):
            field = "custom_profile" + err.field.removeprefix("overlay")
        elif err.field.split(".")[0] == "profile":
            field = "custom_profile.base"
        else:
            field = f"custom_profile.{err.field}"
        raise Invalid(
            field,
            json_safe(err.value),
            err.reason,
            kind=err.kind,
            code=err.code,
            params=err.params,
        ) from None
