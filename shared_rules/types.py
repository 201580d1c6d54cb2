"""Type aliases of the domain, for readers and for the type checker.

``Player`` is a name as written in ``players``; ``Thirds`` an exact count of card points in thirds
(0–210); ``Amount`` a settled amount of points or cents — an int, or a Fraction where two renoncers
share an odd credit (written ``"p/q"`` in JSON).

The JSON shapes are aliases of ``dict[str, Any]``, not TypedDicts: their keys are checked at run time
by the readers (``record.read_deal``, ``play.replay``) and the JSON Schemas (``schema/``), and a name here says which document a value is.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, TypeAlias

Player: TypeAlias = str
Thirds: TypeAlias = int
Amount: TypeAlias = int | Fraction
Card: TypeAlias = str

JsonObject: TypeAlias = dict[str, Any]
"""A JSON object of free or schema-checked shape (a request body, a vocabulary entry)."""
Record: TypeAlias = dict[str, Any]
"""A deal record as the API and the vectors write it (read by ``record.read_deal``)."""
ProfileData: TypeAlias = dict[str, Any]
"""A rule profile document (profiles/*.json, checked by schema/*profile.schema.json), house rules applied or not."""
HouseRules: TypeAlias = dict[str, Any]
"""House-rule overrides, switch id -> value (vocabulary.json ``switches``)."""
GameSpec: TypeAlias = dict[str, Any]
"""One game's entry of a profile (``profile.games[id]``)."""
Result: TypeAlias = dict[str, Any]
"""What settle/replay return: points, money, lines, ...."""
Line: TypeAlias = dict[str, Any]
"""One line of a settlement: item, text, side, points, money, clauses, ..."""
Points: TypeAlias = dict[Player, int]
"""Player -> whole points (or cents) of one line or of a whole deal."""
Kontra: TypeAlias = int | dict[Player, int]
"""A Kontra level for the whole table, or opponent -> level (negative games)."""
Amounts: TypeAlias = dict[Player, Amount]
"""Player -> points (or cents) where renoncers may share an odd credit (Königrufen)."""
