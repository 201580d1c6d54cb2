"""The tournament's ranking as CSV (issue 23): one row per player in ranking order, a column per
round. Like a sheet's CSV: text cells quoted and formula cells defused (``csv_text``), numbers
bare, an exact fraction a quoted "p/q". Pure: no database.

>>> doc = {"rounds_planned": 2, "ranking": [{"rank": 1, "name": "=Anna", "points": 5,
...        "rounds": [{"round": 1, "points": 5}], "best_round": 5, "minus_rounds": 0,
...        "withdrawn": False}]}
>>> print(ranking_csv_text(doc).splitlines()[1])
1,"'=Anna",5,5,"",5,0,""
"""

from __future__ import annotations

import csv
import io

from shared_rules.types import JsonObject

from .transfer import csv_text


def _cell(amount: object) -> object:
    return csv_text(amount) if isinstance(amount, str) or amount is None else amount


def ranking_csv_text(doc: JsonObject) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n", quoting=csv.QUOTE_NONNUMERIC)
    rounds = range(1, int(doc["rounds_planned"]) + 1)
    w.writerow(
        [csv_text(h) for h in ("rank", "name", "points")]
        + [csv_text(f"round {n}") for n in rounds]
        + [csv_text(h) for h in ("best_round", "minus_rounds", "withdrawn")]
    )
    for row in doc["ranking"]:
        played = {r["round"]: r["points"] for r in row["rounds"]}
        w.writerow(
            [row["rank"], csv_text(row["name"]), _cell(row["points"])]
            + [_cell(played.get(n)) for n in rounds]
            + [_cell(row["best_round"]), row["minus_rounds"], csv_text("yes" if row["withdrawn"] else "")]
        )  # fmt: skip
    return out.getvalue()
