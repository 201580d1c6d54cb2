"""The audit: every live entry settled again and held against the numbers written on paper.

Pure functions over entries and a ``settle`` callable (the store passes the sheet's frozen
profile): no database, so the tests call them directly. For each entry with paper numbers the
report has the recomputed settlement, the difference (written − computed) and the lines whose
omission, doubling or reversal explains it exactly.

>>> line = {"item": "game", "text": "Dreier gewonnen", "rule": "OÖ 1",
...         "points": {"A": 12, "B": -4, "C": -4, "D": -4}}
>>> result = {"points": line["points"], "money_cents": {}, "lines": [line]}
>>> item = compare(["A", "B", "C", "D"], result, {"points": {"A": -12, "B": 4, "C": 4, "D": 4}},
...                running={})
>>> item["ok"], item["difference"]["A"], [n["kind"] for n in item["explanation"]]
(False, -24, ['signs_reversed', 'line_reversed'])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction

from shared_rules.ledger import JsonAmounts
from shared_rules.types import JsonObject, Line, Result

from .. import ledger
from ..errors import Invalid
from ..models import Entry


def audit_report(
    sheet_id: str,
    version: int,
    players: list[str],
    entries: Iterable[Entry],
    settle: Callable[[Entry], Result],
    overrides: Mapping[str, JsonObject | None],
    stored_totals: JsonObject,
    start: JsonObject | None = None,
) -> JsonObject:
    """The audit of the live ``entries`` in order; ``overrides`` are paper numbers by entry id.

    ``start`` are the totals before the first deal (a sheet with a pot: the stakes paid in, and
    the pot beside the players), else zero.
    """
    running = start if start is not None else ledger.zero_totals(players)
    checked: list[JsonObject] = []
    changed: list[JsonObject] = []
    differing = 0
    for e in entries:
        try:
            result = settle(e)
        except Invalid as err:  # the engine now refuses an entry it once took
            changed.append({"id": e.entry_id, "seq": e.seq, "error": err.extra})
            continue
        if _nonzero(result["points"]) != _nonzero((e.result or {}).get("points", {})):
            changed.append({"id": e.entry_id, "seq": e.seq, "stored": e.result, "now": result})
        running = ledger.apply_delta(
            running, ledger.contribution(None, False), ledger.contribution(result, True)
        )
        paper = overrides.get(e.entry_id, e.written)
        if not paper:
            continue
        item = compare(players, result, paper, running["points"])
        item.update({"id": e.entry_id, "seq": e.seq, "dealer": e.dealer})
        differing += 0 if item["ok"] else 1
        checked.append(item)
    return {
        "sheet": {"id": sheet_id, "version": version},
        "checked": len(checked),
        "differing": differing,
        "ok": differing == 0 and not changed,
        "entries": checked,
        "recomputed_totals": running,
        "stored_totals": stored_totals,
        "changed_since_saved": changed,
    }


def compare(
    players: list[str], result: Result, paper: JsonObject, running: JsonAmounts
) -> JsonObject:
    """One entry of the audit: written vs recomputed, with the lines that explain a difference."""
    computed = {p: ledger.to_fraction(result["points"].get(p, 0)) for p in players}
    item: JsonObject = {
        "computed": {"points": result["points"], "money_cents": result["money_cents"]},
        "written": paper,
        "lines": result["lines"],
    }
    ok = True
    if "points" in paper:
        written = {p: ledger.to_fraction(paper["points"].get(p, 0)) for p in players}
        diff = {p: written[p] - computed[p] for p in players}
        item["difference"] = {p: ledger.from_fraction(d) for p, d in diff.items()}
        pot_gain = ledger.to_fraction(result.get(ledger.POT, {}).get("points", 0))
        item["written_zero_sum"] = sum(written.values()) + pot_gain == 0
        if any(diff.values()):
            ok = False
            item["explanation"] = explain(
                players, result["lines"], computed, written, diff, pot_gain
            )
    if "totals" in paper:
        totals = {p: ledger.to_fraction(v) for p, v in paper["totals"].items()}
        tdiff = {p: totals[p] - ledger.to_fraction(running[p]) for p in totals}
        item["running_totals"] = {p: running[p] for p in players}
        item["totals_difference"] = {p: ledger.from_fraction(d) for p, d in tdiff.items()}
        ok = ok and not any(tdiff.values())
    item["ok"] = ok
    return item


def explain(
    players: list[str],
    lines: list[Line],
    computed: Mapping[str, Fraction],
    written: Mapping[str, Fraction],
    diff: Mapping[str, Fraction],
    pot_gain: Fraction | int = 0,
) -> list[dict[str, object]]:
    """Lines whose omission, doubling or reversal accounts exactly for the difference.

    With a pot (Bayerisches Tarock) the players' points and what the pot gains sum to zero.
    """
    notes: list[dict[str, object]] = []
    if pot_gain and sum(written.values()) + pot_gain != 0:
        notes.append(
            {"kind": "not_zero_sum", "text": "Die geschriebenen Zahlen ergeben mit dem Haferl "
             f"({int(pot_gain):+d}) nicht 0 (Spieler und Haferl ergeben zusammen immer 0)."}
        )  # fmt: skip
    elif not pot_gain and sum(written.values()) != 0:
        notes.append(
            {"kind": "not_zero_sum", "text": "Die geschriebenen Zahlen ergeben nicht 0 "
             "(die Punkte eines Spiels ergeben zusammen immer 0)."}
        )  # fmt: skip
    if any(computed.values()) and all(written[p] == -computed[p] for p in players):
        notes.append(
            {"kind": "signs_reversed", "text": "Vorzeichen vertauscht: gewonnen/verloren?"}
        )
    for i, ln in enumerate(lines):
        pts = {p: ledger.to_fraction(ln["points"].get(p, 0)) for p in players}
        if not any(pts.values()):
            continue
        for factor, kind, what in (
            (-1, "line_missing", "fehlt auf dem Papier"),
            (1, "line_doubled", "steht doppelt auf dem Papier"),
            (-2, "line_reversed", "steht mit falschem Vorzeichen auf dem Papier"),
        ):
            if all(diff[p] == factor * pts[p] for p in players):
                notes.append(
                    {"kind": kind, "line": i, "rule": ln.get("rule"),
                     "text": f"{ln.get('text', ln.get('item'))} — {what}"}
                )  # fmt: skip
    return notes


def _nonzero(values: Mapping[str, int | str]) -> dict[str, Fraction]:
    return {p: ledger.to_fraction(v) for p, v in values.items() if ledger.to_fraction(v) != 0}
