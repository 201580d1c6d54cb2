"""A sheet's statistics kept with it (issue 32), pure: per seat, what ``round_stats`` counts from
the sheet's live entries, moved by each entry's old and new share as the entry is written — like
the totals — so a round's statistics read one row per sheet, never an entry.

The tally (``Sheet.stats``) is ``{seat: seat tally}``; a seat tally holds the counters of
``round_stats`` (``partner``, ``kontra``: ``[times or given, won]``; ``renonces``,
``trischaken_lost``; ``pot_in``, ``pot_won``: exact amounts, the stake not included) and, per game
and per premium, its counters with how many entries gave it (``n``) and where it first came
(``at``: ``[deal number, place in the entry]``). The statistics list games and premiums in the order
they first came (their JSON keeps it), so the read sorts each sheet's by ``at``: the bytes are
those of the count over the entries. When the entry that brought a game or premium first stops
giving it while later ones still do, where it now first comes is unknown until the sheet's live
entries are counted again (``needs_recount``): rare (an early entry edited or deleted), bounded by
the sheet's 10,000 entries, and paid by that write alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from shared_rules.ledger import amount_json, to_amount
from shared_rules.types import Amount, JsonObject, Record, Result

from . import round_stats

#: game → [declared, won, n, at]; premium → [announced, made, silent_made, n, at]
GAME_COUNTS = ("declared", "won")
PREMIUM_COUNTS = ("announced", "made", "silent_made")
PAIRS = {"partner": ("times", "won"), "kontra": ("given", "won")}
SINGLES = ("renonces", "trischaken_lost")
AMOUNTS = ("pot_in", "pot_won")
KEYED = {"games": GAME_COUNTS, "premiums": PREMIUM_COUNTS}
#: ``at`` of a key whose first entry is not known (until the sheet is counted again)
UNKNOWN = None


def blank_seat() -> JsonObject:
    return {
        "games": {},
        "premiums": {},
        "partner": [0, 0],
        "kontra": [0, 0],
        "renonces": 0,
        "trischaken_lost": 0,
        "pot_in": 0,
        "pot_won": 0,
    }


def entry_tally(
    players: Sequence[str], seq: int, record: Record, result: Result | None
) -> JsonObject:
    """What one live entry counts, per seat (``round_stats``'s own counting)."""
    if result is None:
        return {}
    counted = {s: round_stats.blank() for s in players}
    round_stats.count_entry(counted, record, result)
    pot_in: dict[str, Amount] = dict.fromkeys(players, 0)
    pot_won: dict[str, Amount] = dict.fromkeys(players, 0)
    itself = {s: s for s in players}
    for line in result.get("lines", ()):
        round_stats.pot_moves(line, itself, pot_in, pot_won)
    tally: JsonObject = {}
    for s, c in counted.items():
        seat = blank_seat()
        for part, names in KEYED.items():
            seat[part] = {
                key: [*(counts[n] for n in names), 1, [seq, place]]
                for place, (key, counts) in enumerate(c[part].items())
            }
        for part, names in PAIRS.items():
            seat[part] = [c[part][n] for n in names]
        for part in SINGLES:
            seat[part] = c[part]
        seat["pot_in"], seat["pot_won"] = amount_json(pot_in[s]), amount_json(pot_won[s])
        if seat != blank_seat():
            tally[s] = seat
    return tally


def moved(tally: Mapping[str, Any], old: Mapping[str, Any], new: Mapping[str, Any]) -> JsonObject:
    """The tally with one entry's ``old`` share taken out and its ``new`` share put in (a new
    object: the JSON column sees the change)."""
    out: JsonObject = {s: _copy(t) for s, t in tally.items()}
    for s, share in old.items():
        _add(out.setdefault(s, blank_seat()), share, -1)
    for s, share in new.items():
        _add(out.setdefault(s, blank_seat()), share, +1)
    return {s: t for s, t in out.items() if t != blank_seat()}


def needs_recount(tally: Mapping[str, Any]) -> bool:
    """Whether a game or premium no longer knows where it first came (see the module doc)."""
    return any(
        value[-1] is UNKNOWN
        for seat in tally.values()
        for part in KEYED
        for value in seat[part].values()
    )


def counted(
    players: Sequence[str], entries: Iterable[tuple[int, Record, Result | None]]
) -> JsonObject:
    """The tally of a sheet counted from its live entries ``(seq, record, result)`` in deal order."""
    tally: JsonObject = {}
    for seq, record, result in entries:
        tally = moved(tally, {}, entry_tally(players, seq, record, result))
    return tally


def _copy(seat: Mapping[str, Any]) -> JsonObject:
    return {
        **seat,
        **{part: {k: list(v) for k, v in seat[part].items()} for part in KEYED},
        **{part: list(seat[part]) for part in PAIRS},
    }


def _add(seat: JsonObject, share: Mapping[str, Any], sign: int) -> None:
    for part in KEYED:
        keyed = seat[part]
        for key, given in share[part].items():
            *counts, n, at = given
            held = keyed.get(key)
            if held is None:
                keyed[key] = [*counts, n, at]  # sign is +1: a share taken out was put in before
                continue
            for i, c in enumerate(counts):
                held[i] += sign * c
            held[-2] += sign * n
            if held[-2] == 0:
                del keyed[key]
            elif sign < 0 and held[-1] == at:
                held[-1] = UNKNOWN  # its first entry stopped giving it: the next one is unknown
            elif sign > 0 and (held[-1] is UNKNOWN or at < held[-1]):
                # the same entry giving it again comes before every later one; an earlier entry
                # is the new first
                held[-1] = at
    for part in PAIRS:
        seat[part] = [a + sign * b for a, b in zip(seat[part], share[part], strict=True)]
    for part in SINGLES:
        seat[part] += sign * share[part]
    for part in AMOUNTS:
        seat[part] = amount_json(to_amount(seat[part]) + sign * to_amount(share[part]))


# --- the round's statistics from the tallies ---------------------------------------------------


def stats(
    members: Sequence[dict[str, str]],
    evenings: Iterable[tuple[Mapping[str, str], Mapping[str, Any], int | None]],
) -> JsonObject:
    """{member id: statistics} as ``round_stats.stats`` counts them from the entries, from each
    evening's ``(seat → member, tally, stake)`` in the period's order."""
    out: dict[str, JsonObject] = {m["id"]: round_stats.blank() for m in members}
    pot_in: dict[str, Amount] = {m["id"]: 0 for m in members}
    pot_won: dict[str, Amount] = {m["id"]: 0 for m in members}
    for seats, tally, stake in evenings:
        for seat, mid in seats.items():
            if mid not in out:
                continue
            if stake:
                pot_in[mid] += stake
            share = tally.get(seat)
            if share is None:
                continue
            line = out[mid]
            for part, names in KEYED.items():
                for key, given in sorted(share[part].items(), key=lambda kv: kv[1][-1]):
                    kept = line[part].setdefault(key, dict.fromkeys(names, 0))
                    for n, c in zip(names, given, strict=False):
                        kept[n] += c
            for part, names in PAIRS.items():
                for n, c in zip(names, share[part], strict=True):
                    line[part][n] += c
            for part in SINGLES:
                line[part] += share[part]
            pot_in[mid] += to_amount(share["pot_in"])
            pot_won[mid] += to_amount(share["pot_won"])
    for mid, line in out.items():
        line["haferl"] = {"paid_in": amount_json(pot_in[mid]), "won": amount_json(pot_won[mid])}
    return out
