"""The card-level record of a checked deal (``play``, issue 21), kept with its entry.

``play`` is a replay body as ``POST /deals/verify`` takes it (the table, the hands, the talon or
Stock, the contract, the discard, the tricks) less what the sheet decides: its profile and house
rules are the sheet's, frozen at creation. It is checked as the replay reads it, by the engine of
the sheet's family, so a card that is no card, a hand of 11 or a trick of 5 is a 422 naming the
field under ``play`` (``play.tricks.3.cards.1``); the breaches a replay reports are findings, not
errors: a dispute is kept whatever was played. Its players are the sheet's seats.
"""

from __future__ import annotations

import json

import shared_rules
from shared_rules.families import profile_from_data, replay
from shared_rules.types import JsonObject

from ..errors import Invalid
from ..models import Sheet

#: a whole deal with long names is about 2 KB; room for the longest table's names, not for a novel
MAX_PLAY_BYTES = 16_000
#: what the sheet decides: a ``play`` naming them is refused, not silently overridden
SHEET_DECIDES = ("profile", "house_rules", "cents_per_point")


def check_play(play: object, sheet: Sheet, field: str = "play") -> JsonObject | None:
    """``play`` checked as a replay body of the sheet's family (None: no card-level record)."""
    if play is None:
        return None
    if not isinstance(play, dict):
        raise Invalid(field, play, "expected the deal card by card (JSON object)")
    for name in SHEET_DECIDES:
        if name in play:
            raise Invalid(
                f"{field}.{name}", play[name], "the sheet decides this", kind="not-allowed"
            )
    try:
        size = len(json.dumps(play, ensure_ascii=False).encode("utf-8"))
    except (TypeError, ValueError, UnicodeEncodeError):
        raise Invalid(field, ..., "expected plain JSON text") from None
    if size > MAX_PLAY_BYTES:
        raise Invalid(field, ..., f"a deal card by card is at most {MAX_PLAY_BYTES} bytes")
    players = play.get("players")
    if isinstance(players, list):
        for i, name in enumerate(players):
            if name not in sheet.players:
                raise Invalid(f"{field}.players.{i}", name, "not a player on this sheet")
    try:
        # the sheet's frozen profile, not its id: a custom profile is in no registry (§4.2)
        profile = profile_from_data(sheet.profile_data, sheet.house_rules)
        replay(play, settle_deal=False, profile=profile)
    except shared_rules.RuleError as err:
        raise Invalid(
            f"{field}.{err.field}" if err.field else field, err.value, err.reason, kind=err.kind
        ) from None
    return play
