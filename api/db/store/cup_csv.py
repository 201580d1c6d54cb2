"""A cup season's standing as CSV (issue 23): one row per player in standing order, then for each
tournament of the cup (in the cup's order) the place, the placement points and whether they count
among the best N. Text cells quoted and formula cells defused (``csv_text``: a cell starting
``=``, ``+``, ``-``, ``@`` is shown as text), numbers bare. Pure: no database.

>>> doc = {"tournaments": [{"id": "t1", "title": "=Cup 1", "date": "2027-01-15"}],
...        "standing": [{"rank": 1, "name": "@Anna", "counted": 25, "total": 25, "best_place": 1,
...                      "tournaments": 1, "results": [{"tournament_id": "t1", "place": 1,
...                                                     "points": 25, "counts": True}]}]}
>>> print(cup_csv_text(doc))  # doctest: +NORMALIZE_WHITESPACE
"rank","name","counted","total","best_place","tournaments","'=Cup 1 (2027-01-15): place","'=Cup 1 (2027-01-15): points","'=Cup 1 (2027-01-15): counts"
1,"'@Anna",25,25,1,1,1,25,"yes"
"""

from __future__ import annotations

import csv
import io

from shared_rules.types import JsonObject

from .transfer import csv_text

HEADINGS = ("rank", "name", "counted", "total", "best_place", "tournaments")


def _label(tournament: JsonObject) -> str:
    day = tournament.get("date")
    return f"{tournament['title']} ({day})" if day else str(tournament["title"])


def cup_csv_text(doc: JsonObject) -> str:
    """``doc``: the cup's standing as ``Cups.cup_standing`` answers it."""
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n", quoting=csv.QUOTE_NONNUMERIC)
    tournaments = doc["tournaments"]
    w.writerow(
        [csv_text(h) for h in HEADINGS]
        + [csv_text(f"{_label(t)}: {what}") for t in tournaments
           for what in ("place", "points", "counts")]
    )  # fmt: skip
    for row in doc["standing"]:
        results = {r["tournament_id"]: r for r in row["results"]}
        cells: list[object] = [row["rank"], csv_text(row["name"]), row["counted"], row["total"],
                               row["best_place"], row["tournaments"]]  # fmt: skip
        for t in tournaments:
            got = results.get(t["id"])
            cells += (
                ["", "", ""] if got is None
                else [got["place"], got["points"], csv_text("yes" if got["counts"] else "")]
            )  # fmt: skip
        w.writerow(cells)
    return out.getvalue()
