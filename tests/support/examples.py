"""How many examples a hypothesis test tries, scaled by the one profile the run chose.

An explicit ``@settings(max_examples=…)`` overrides any profile, so the tests say their full count
through ``examples(n)`` instead: the ``full`` profile (``make test``, and a plain ``pytest``) tries
``n``, the ``fast`` profile (``make check``: ``--hypothesis-profile=fast``) a tenth of it. Both are
registered in tests/conftest.py; neither has a deadline, so a busy machine fails no test.
"""

from __future__ import annotations

from hypothesis import settings

#: max_examples of the ``full`` profile: the count the tests were written for
FULL = 100
#: the fewest examples any test tries, however fast the profile
FLOOR = 5


def examples(n: int, **more) -> settings:
    """``settings(max_examples=n)`` under the full profile, scaled down under a faster one."""
    scaled = max(min(n, FLOOR), round(n * settings.default.max_examples / FULL))
    return settings(max_examples=scaled, deadline=None, **more)
