"""What a settlement line takes from the profile alone, built once when the profile loads.

Per game: its texts, keys and notes as the lines write them; per premium: its item and keys.
``Profile`` builds these tables from its document (house rules applied), so a custom rule set
gets its own; they are read-only (frozen dataclasses in mappingproxies) because every settlement
by the profile shares them.

>>> t = game_templates({"rufer": {"name": "Rufer", "lost_factor": 2, "premium_factor": 1}})["rufer"]
>>> t.won_text, t.lost_note, t.value_key, t.solo_text
('Rufer gewonnen', 'verloren zählt doppelt', 'games.rufer.value', ', im Solospiel 1-fach')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from .counting import DECK_THIRDS, format_points
from .types import GameSpec, JsonObject

#: the note of a game line with card points, for each number of thirds: "Spieler 38/0"
DECLARER_POINTS_NOTES = tuple(f"Spieler {format_points(t)}" for t in range(DECK_THIRDS + 1))


def times(n: int) -> str:
    """How a factor shows in a line's text.

    >>> times(2), times(4), times(3)
    ('doppelt', 'vierfach', '3-fach')
    """
    return {2: "doppelt", 4: "vierfach"}.get(n, f"{n}-fach")


@dataclass(frozen=True, slots=True)
class GameTemplate:
    """One game's line texts and keys, as ``settlement`` writes them."""

    won_text: str  # "Rufer gewonnen"
    lost_text: str
    value_key: str  # games.<id>.value
    schleifen_key: str
    tricks_key: str
    lost_factor_key: str
    king_in_talon_key: str
    kontra_void_key: str  # games.<id>.king_in_talon_kontra_void
    premium_factor_key: str
    tricks_note: str  # "3 Stiche verlangt" (negative games)
    lost_note: str  # "verloren zählt doppelt"
    solo_text: str  # ", im Solospiel doppelt"


@dataclass(frozen=True, slots=True)
class PremiumTemplate:
    """One premium's line item and keys."""

    item: str  # premium:<name>
    announced_key: str  # premiums.<name>.announced
    silent_key: str
    # [announced][made] → "Pagat angesagt, gemacht", the text before a factor or Kontra
    texts: tuple[tuple[str, str], tuple[str, str]]


def game_templates(games: Mapping[str, GameSpec]) -> Mapping[str, GameTemplate]:
    """Each game's template (read-only)."""
    out = {}
    for gid, game in games.items():
        g = f"games.{gid}"
        tricks = game.get("tricks")
        out[gid] = GameTemplate(
            won_text=f"{game['name']} gewonnen",
            lost_text=f"{game['name']} verloren",
            value_key=f"{g}.value",
            schleifen_key=f"{g}.schleifen",
            tricks_key=f"{g}.tricks",
            lost_factor_key=f"{g}.lost_factor",
            king_in_talon_key=f"{g}.king_in_talon",
            kontra_void_key=f"{g}.king_in_talon_kontra_void",
            premium_factor_key=f"{g}.premium_factor",
            tricks_note=_tricks_note(tricks),
            lost_note=f"verloren zählt {times(game['lost_factor'])}",
            solo_text=f", im Solospiel {times(game['premium_factor'])}",
        )
    return MappingProxyType(out)


def _tricks_note(tricks: int | None) -> str:
    """The note of a negative game's line: how many tricks it asks for."""
    return "" if tricks is None else f"{tricks} Stich{'e' if tricks != 1 else ''} verlangt"


def _outcome_texts(name: str) -> tuple[tuple[str, str], tuple[str, str]]:
    """A premium's four texts: [announced][made].

    >>> _outcome_texts("Uhu")[True][False]
    'Uhu angesagt, nicht gemacht'
    """
    silent, announced = (
        (f"{name} {what}, nicht gemacht", f"{name} {what}, gemacht")
        for what in ("still", "angesagt")
    )
    return silent, announced


def premium_templates(premiums: Mapping[str, JsonObject]) -> Mapping[str, PremiumTemplate]:
    """Each premium's template (read-only)."""
    return MappingProxyType(
        {
            name: PremiumTemplate(
                f"premium:{name}",
                f"premiums.{name}.announced",
                f"premiums.{name}.silent",
                _outcome_texts(spec["name"]),
            )
            for name, spec in premiums.items()
        }
    )
