"""The entries for every game family: the profile's ``family`` picks the engine.

Königrufen records go to ``settlement.settle``, Haferltarock records to ``haferl.settle``; a
record without ``profile`` is Königrufen (the default profile). The same dispatch serves a
profile document (``raw_profile``, ``profile_from_data``: a sheet's frozen copy) and a replay
body (``replay``). Nothing else branches on the family: each engine reads its own profiles,
records and vocabulary.

>>> settle({"profile": "bayerisch", "players": ["Anna", "Bernd", "Clara"],
...         "game": "bettel", "declarer": "Bernd", "declarer_tricks": 0})["points"]
{'Anna': -4, 'Bernd': 8, 'Clara': -4}
>>> settle({"players": ["Anna", "Bernd", "Clara", "David"], "game": "dreier",
...         "declarer": "Anna", "won": True})["points"]
{'Anna': 12, 'Bernd': -4, 'Clara': -4, 'David': -4}
>>> [raw_profile(p)["id"] for p in ("bayerisch", "ooe-2023")]
['bayerisch', 'ooe-2023']
>>> profile_from_data(raw_profile("bayerisch")).family
'haferltarock'
"""

from __future__ import annotations

from collections.abc import Callable

from . import haferl, play, profiles, settlement
from .catalogue import HAFERLTAROCK, KOENIGRUFEN, family_of
from .types import HouseRules, ProfileData, Result

# each family's functions; their profile arguments differ by family, hence the ``...``
SETTLE: dict[str, Callable[..., Result]] = {
    KOENIGRUFEN: settlement.settle,
    HAFERLTAROCK: haferl.settle,
}
REPLAY: dict[str, Callable[..., Result]] = {
    KOENIGRUFEN: play.replay,
    HAFERLTAROCK: haferl.replay,
}
RAW_PROFILE: dict[str, Callable[[object], ProfileData]] = {
    KOENIGRUFEN: profiles.raw_profile,
    HAFERLTAROCK: haferl.raw_profile,
}
FROM_DATA: dict[str, Callable[..., profiles.Profile | haferl.HaferlProfile]] = {
    KOENIGRUFEN: profiles.profile_from_data,
    HAFERLTAROCK: haferl.profile.profile_from_data,
}


def family_of_body(body: object) -> str:
    """The family of a record or replay body: its profile's, Königrufen without one (or with an
    unknown one, which the Königrufen engine then refuses by name)."""
    profile_id = body.get("profile") if isinstance(body, dict) else None
    return family_of(profile_id) or KOENIGRUFEN


def settle(record: object, *, profile: object = None) -> Result:
    """Settle one deal record by the engine of its profile's family.

    ``profile`` (a loaded profile, e.g. a sheet's frozen copy) decides the family when given.
    """
    if profile is not None:
        family = getattr(profile, "family", KOENIGRUFEN)
    else:
        family = family_of_body(record)
    return SETTLE[family](record, profile=profile)


def replay(body: object, *, settle_deal: bool = True) -> Result:
    """Replay a deal card by card by the engine of its profile's family."""
    return REPLAY[family_of_body(body)](body, settle_deal=settle_deal)


def raw_profile(profile_id: object) -> ProfileData:
    """A copy of any bundled profile document, as its family's engine reads it; an unknown id is
    the Königrufen registry's MalformedInput naming ``profile``."""
    return RAW_PROFILE[family_of(profile_id) or KOENIGRUFEN](profile_id)


def profile_from_data(
    data: ProfileData, house_rules: HouseRules | None = None
) -> profiles.Profile | haferl.HaferlProfile:
    """A loaded profile of the document's family (a sheet's frozen copy), validated first."""
    family = data.get("family", KOENIGRUFEN) if isinstance(data, dict) else KOENIGRUFEN
    return FROM_DATA.get(family, FROM_DATA[KOENIGRUFEN])(data, house_rules)
