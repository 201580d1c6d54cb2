"""Type aliases of the domain, for readers and for the type checker.

``Player`` is a name as written in ``players``; ``Thirds`` an exact count of card points in thirds
(0–210); ``Amount`` a settled amount of points or cents — an int, or a Fraction where two renoncers
share an odd credit (written ``"p/q"`` in JSON).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TypeAlias

Player: TypeAlias = str
Thirds: TypeAlias = int
Amount: TypeAlias = int | Fraction
Card: TypeAlias = str
