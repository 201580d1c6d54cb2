"""The test tiers (README "Tests"): which marker a test gets, decided here and not in the test files,
so a new test file lands in its tier without an edit.

- by folder: ``tests/e2e`` is ``browser``, ``tests/deploy`` and ``tests/dist`` are ``deploy``, and a
  few files named in ``SLOW_FILES`` are ``slow``;
- by what a test reaches: a test (or one of its fixtures, or a function of its module they call)
  that starts a real gunicorn is ``live``, one that opens the real PostgreSQL is ``postgres``; a
  test parametrized with ``"sqlite"`` is not ``postgres`` though its fixture could open one.

Files whose whole tier is known from their path are not even collected when ``-m`` deselects it
(``ignored``): collecting ``tests/api/test_schemathesis.py`` alone costs minutes.
"""

from __future__ import annotations

import itertools
import sys
import types
from pathlib import Path

from _pytest.mark.expression import Expression

TESTS = Path(__file__).resolve().parents[1]

#: marker -> what it means (registered in pyproject.toml too, for --strict-markers)
TIERS = ("browser", "deploy", "live", "postgres", "slow")

#: folders (relative to tests/) whose every test has these markers
FOLDERS = {"e2e": {"browser"}, "deploy": {"deploy"}, "dist": {"deploy"}}

#: files (relative to tests/) that take minutes on their own: the full run only
SLOW_FILES = {
    # collecting it builds the whole schema and its strategies (about 2 minutes), then ~1,000 requests
    "api/test_schemathesis.py": {"slow"},
}

#: names that, reached from a test, start a real server or open the real PostgreSQL
LIVE_NAMES = {"live_gunicorn", "Instance", "GUNICORN"}
POSTGRES_NAMES = {"postgres_database", "postgres_base_url", "pg_base_url", "pg_url"}
POSTGRES_PARAMS = {"postgres", "postgresql"}


def path_markers(path: Path) -> set[str]:
    """The markers every test in ``path`` has, known before the file is imported."""
    try:
        rel = path.resolve().relative_to(TESTS)
    except ValueError:
        return set()
    found = set(FOLDERS.get(rel.parts[0], set())) if rel.parts else set()
    return found | SLOW_FILES.get(rel.as_posix(), set())


def ignored(path: Path, markexpr: str) -> bool:
    """True when no test in ``path`` can match ``-m markexpr``, whatever other markers it has."""
    known = path_markers(path)
    if not markexpr or not known:
        return False
    expression = Expression.compile(markexpr)
    others = [t for t in TIERS if t not in known]
    for n in range(len(others) + 1):
        for extra in itertools.combinations(others, n):
            names = known | set(extra)
            if expression.evaluate(lambda name, names=names: name in names):
                return False
    return True


def _reached_names(func, module: types.ModuleType | None, seen: set) -> set[str]:
    """Global names used by ``func`` and, transitively, by the functions of its module it uses."""
    code = getattr(func, "__code__", None)
    if code is None or code in seen:
        return set()
    seen.add(code)
    names: set[str] = set()
    stack = [code]
    while stack:
        c = stack.pop()
        names.update(c.co_names)
        stack.extend(k for k in c.co_consts if isinstance(k, types.CodeType))
    for name in list(names):
        target = getattr(module, name, None) if module else None
        if isinstance(target, types.FunctionType) and target.__module__ == module.__name__:
            names |= _reached_names(target, module, seen)
        elif isinstance(target, type):  # a server class of its own (tests/db: Server(Instance))
            names |= {base.__name__ for base in target.__mro__}
    return names


def item_markers(item) -> set[str]:
    """The tiers of one collected test."""
    found = path_markers(Path(str(item.path)))
    func = getattr(item, "function", None)
    if func is None:  # doctests and node's own tests run with the unit tier
        return found
    seen: set = set()
    names = set(item.fixturenames) | _reached_names(func, item.module, seen)
    for defs in item._fixtureinfo.name2fixturedefs.values():
        for fixturedef in defs:
            module = getattr(fixturedef.func, "__module__", None)
            names |= _reached_names(fixturedef.func, _module(module), seen)
    if names & LIVE_NAMES:
        found.add("live")
    params = set()
    callspec = getattr(item, "callspec", None)
    if callspec is not None:
        params = {v for v in callspec.params.values() if isinstance(v, str)}
    if params & POSTGRES_PARAMS or (names & POSTGRES_NAMES and "sqlite" not in params):
        found.add("postgres")
    return found


def _module(name: str | None) -> types.ModuleType | None:
    return sys.modules.get(name) if name else None
