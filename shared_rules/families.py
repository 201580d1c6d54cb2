"""The settle entry for every game family: the profile's ``family`` picks the engine.

Königrufen records go to ``settlement.settle``, Haferltarock records to ``haferl.settle``; a
record without ``profile`` is Königrufen (the default profile). Nothing else branches on the
family: each engine reads its own profiles, records and vocabulary.

>>> settle({"profile": "bayerisch", "players": ["Anna", "Bernd", "Clara"],
...         "game": "bettel", "declarer": "Bernd", "declarer_tricks": 0})["points"]
{'Anna': -4, 'Bernd': 8, 'Clara': -4}
>>> settle({"players": ["Anna", "Bernd", "Clara", "David"], "game": "dreier",
...         "declarer": "Anna", "won": True})["points"]
{'Anna': 12, 'Bernd': -4, 'Clara': -4, 'David': -4}
"""

from __future__ import annotations

from collections.abc import Callable

from . import haferl, settlement
from .catalogue import HAFERLTAROCK, KOENIGRUFEN, family_of

SETTLE: dict[str, Callable[..., dict]] = {
    KOENIGRUFEN: settlement.settle,
    HAFERLTAROCK: haferl.settle,
}


def settle(record: object, *, profile=None) -> dict:
    """Settle one deal record by the engine of its profile's family.

    ``profile`` (a loaded profile, e.g. a sheet's frozen copy) decides the family when given.
    """
    if profile is not None:
        family = getattr(profile, "family", KOENIGRUFEN)
    elif isinstance(record, dict):
        family = family_of(record.get("profile")) or KOENIGRUFEN
    else:
        family = KOENIGRUFEN
    return SETTLE[family](record, profile=profile)
