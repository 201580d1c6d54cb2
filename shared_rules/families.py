"""The entries for every game family: the profile's ``family`` picks the engine.

Königrufen records go to ``settlement.settle``, Haferltarock records to ``haferl.settle``; a
record without ``profile`` is Königrufen (the default profile). The same dispatch serves a
profile document (``raw_profile``, ``profile_from_data``: a sheet's frozen copy) and a replay
body (``replay``). ``FAMILIES`` is the one table of what each family has (deck, table sizes,
a pot): the API and the PWA (its twin ``pwa/engine/families.js``) ask it, never a nullable field.
Nothing else branches on the family: each engine reads its own profiles, records and vocabulary.

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
>>> [(f.id, f.has_pot, f.table_sizes) for f in FAMILIES.values()]
[('koenigrufen', False, (4, 5)), ('haferltarock', True, (3, 4))]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import haferl, play, profiles, settlement
from .catalogue import HAFERLTAROCK, KOENIGRUFEN, all_profile_ids, family_of
from .seating import TABLE_SIZES
from .types import HouseRules, ProfileData, Result


@dataclass(frozen=True)
class Family:
    """What a game family has, asked by name: the API and the store never infer it from a field
    (a nullable stake, a missing ``table``). A profile may narrow the table (``table.sizes``,
    ``table.active``); the family says what its profiles mean when they do not.
    """

    id: str
    #: the cards: ``tarock`` (54 French-suited Tarock cards) or ``german`` (36 German cards)
    deck: str
    #: how many may sit at a table, and how many of them play a deal (the dealer sits out)
    table_sizes: tuple[int, ...]
    active: int
    #: whether a sheet pays a stake into a pot that carries from deal to deal (the Haferl)
    has_pot: bool
    # the family's functions; their profile arguments differ by family, hence the ``...``
    settle: Callable[..., Result]
    replay: Callable[..., Result]
    raw_profile: Callable[[object], ProfileData]
    profile_from_data: Callable[..., profiles.Profile | haferl.HaferlProfile]

    def sizes(self, profile_data: ProfileData) -> tuple[int, ...]:
        """How many may sit at a table of this profile (its ``table.sizes``, else the family's)."""
        return tuple(profile_data.get("table", {}).get("sizes", self.table_sizes))

    def active_seats(self, profile_data: ProfileData) -> int:
        """How many play a deal by this profile (its ``table.active``, else the family's)."""
        active: int = profile_data.get("table", {}).get("active", self.active)
        return active


#: every game family, by the id a profile's ``family`` names
FAMILIES: dict[str, Family] = {
    KOENIGRUFEN: Family(
        id=KOENIGRUFEN,
        deck="tarock",
        table_sizes=TABLE_SIZES,
        active=4,
        has_pot=False,
        settle=settlement.settle,
        replay=play.replay,
        raw_profile=profiles.raw_profile,
        profile_from_data=profiles.profile_from_data,
    ),
    HAFERLTAROCK: Family(
        id=HAFERLTAROCK,
        deck="german",
        table_sizes=(3, 4),
        active=3,
        has_pot=True,
        settle=haferl.settle,
        replay=haferl.replay,
        raw_profile=haferl.raw_profile,
        profile_from_data=haferl.profile.profile_from_data,
    ),
}


def family(family_id: object) -> Family:
    """The family of that id; Königrufen for none (a profile without ``family``) or an unknown one
    (whose profile the Königrufen loader then refuses by name)."""
    if isinstance(family_id, str) and family_id in FAMILIES:
        return FAMILIES[family_id]
    return FAMILIES[KOENIGRUFEN]


def family_of_profile(profile_data: object) -> Family:
    """The family of a profile document (a sheet's frozen copy): the one its ``family`` names."""
    return family(profile_data.get("family") if isinstance(profile_data, dict) else None)


def family_of_body(body: object) -> str:
    """The family of a record or replay body: its profile's, Königrufen without one (or with an
    unknown one, which the Königrufen engine then refuses by name)."""
    profile_id = body.get("profile") if isinstance(body, dict) else None
    return family_of(profile_id) or KOENIGRUFEN


def settle(record: object, *, profile: object = None) -> Result:
    """Settle one deal record by the engine of its profile's family.

    ``profile`` (a loaded profile, e.g. a sheet's frozen copy) decides the family when given.
    """
    if profile is None and type(record) is dict:
        pid = record.get("profile")
        engine = _SETTLE_BY_PROFILE.get(pid) if pid is None or type(pid) is str else None
        if engine is not None:  # a bundled profile's id, or none: one look-up picks the engine
            return engine(record, profile=None)
    name = (
        getattr(profile, "family", KOENIGRUFEN) if profile is not None else family_of_body(record)
    )
    return family(name).settle(record, profile=profile)


#: a record's ``profile`` (None: the default profile) → its family's ``settle``, as
#: ``family_of_body`` picks it, for the ids of the bundled profiles
_SETTLE_BY_PROFILE: dict[str | None, Callable[..., Result]] = {
    pid: family(family_of_body({"profile": pid})).settle for pid in (None, *all_profile_ids())
}


def replay(
    body: object,
    *,
    settle_deal: bool = True,
    profile: profiles.Profile | haferl.HaferlProfile | None = None,
) -> Result:
    """Replay a deal card by card by the engine of its profile's family; ``profile`` given (a
    sheet's frozen profile with its house rules, a custom one too) is the deal's rules, the body
    then names none."""
    if profile is not None:
        name = getattr(profile, "family", KOENIGRUFEN)
        return family(name).replay(body, settle_deal=settle_deal, profile=profile)
    return family(family_of_body(body)).replay(body, settle_deal=settle_deal)


def raw_profile(profile_id: object) -> ProfileData:
    """A copy of any bundled profile document, as its family's engine reads it; an unknown id is
    the Königrufen registry's MalformedInput naming ``profile``."""
    return family(family_of(profile_id)).raw_profile(profile_id)


def profile_from_data(
    data: ProfileData, house_rules: HouseRules | None = None
) -> profiles.Profile | haferl.HaferlProfile:
    """A loaded profile of the document's family (a sheet's frozen copy), validated first."""
    return family_of_profile(data).profile_from_data(data, house_rules)
