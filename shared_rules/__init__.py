"""Tarock Königrufen rules and settlement engine: pure Python, data-driven profiles.

>>> result = settle({"profile": "ooe-2023", "players": ["Anna", "Bernd", "Clara", "David"],
...                  "forehand": "Anna", "game": "dreier", "declarer": "Anna", "won": True})
>>> result["points"]
{'Anna': 12, 'Bernd': -4, 'Clara': -4, 'David': -4}
"""

from .counting import count_thirds, format_points, parse_points
from .errors import Inconsistent, MalformedInput, NotAllowed, RuleError
from .families import settle  # by the profile's family: Königrufen or Haferltarock
from .profiles import Profile, load_profile, profile_ids, raw_profile

__all__ = [
    "Inconsistent",
    "MalformedInput",
    "NotAllowed",
    "Profile",
    "RuleError",
    "count_thirds",
    "format_points",
    "load_profile",
    "parse_points",
    "profile_ids",
    "raw_profile",
    "settle",
]
