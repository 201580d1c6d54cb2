"""The test tiers (README "Tests"): which marker a test gets, decided here and not in the test files,
so a new test file lands in its tier without an edit.

- by folder: ``tests/e2e`` is ``browser``, ``tests/deploy`` and ``tests/dist`` are ``deploy``, and a
  few files named in ``SLOW_FILES`` are ``slow``, and those in ``LOAD_FILES`` are ``load``;
- by what a test reaches: a test (or one of its fixtures, or a function of its module they call)
  that starts a real gunicorn is ``live``, one that opens the real PostgreSQL is ``postgres``; a
  test parametrized with ``"sqlite"`` is not ``postgres`` though its fixture could open one.

Files and folders whose tier ``-m`` deselects are not even collected (``ignored``): collecting
``tests/api/test_schemathesis.py`` alone costs minutes. So ``browser``, ``deploy`` and ``slow`` come
from the path only; a test file marking itself with one of them is an error (``hand_marked``).
"""

from __future__ import annotations

import itertools
import sys
import types
from pathlib import Path

from _pytest.mark.expression import Expression

TESTS = Path(__file__).resolve().parents[1]

#: the markers (registered in pyproject.toml, for --strict-markers): those given by a test's path
#: alone, and those given by what it reaches (known only once its module is imported)
BY_PATH = {"browser", "deploy", "slow", "load"}
REACHED = {"live", "postgres"}

#: folders (relative to tests/) whose every test has these markers
FOLDERS = {"e2e": {"browser"}, "deploy": {"deploy"}, "dist": {"deploy"}}

#: files (relative to tests/) that take minutes on their own: the full run only
SLOW_FILES = {
    # collecting it builds the whole schema and its strategies (about 2 minutes), then ~1,000 requests
    "api/test_schemathesis.py": {"slow"},
}

#: files (relative to tests/) that hold other clients' latency under an attack against an idle
#: baseline measured in the same test (issue 32: "p99 within 5× idle"): run alone, after the
#: parallel run, since a neighbour's CPU on this 2-core machine would be measured as their own
LOAD_FILES = {
    "api/test_sheet_events_catchup.py": {"load"},
    "api/test_sheet_exports_live.py": {"load"},
    "api/test_tournament_draw_live.py": {"load"},
    "deploy/test_slow_clients.py": {"load"},
}
BY_FILE = {**SLOW_FILES, **LOAD_FILES}

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
    return found | BY_FILE.get(rel.as_posix(), set())


def ignored(path: Path, markexpr: str) -> bool:
    """True when no test in ``path`` (a file or a folder) can match ``-m markexpr``.

    A test has its path's markers and maybe some of ``REACHED``; a folder may hold files with more
    (``FOLDERS``, ``BY_FILE`` beneath it). Only when every such combination fails is it skipped.
    """
    if not markexpr:
        return False
    expression = Expression.compile(markexpr)
    known = path_markers(path)
    others = REACHED | (_beneath(path) if path.is_dir() else set())
    others = sorted(others - known)
    for n in range(len(others) + 1):
        for extra in itertools.combinations(others, n):
            names = known | set(extra)
            if expression.evaluate(lambda name, names=names: name in names):
                return False
    return True


def _beneath(folder: Path) -> set[str]:
    """The markers of the folders and files of FOLDERS and BY_FILE inside ``folder``."""
    found: set[str] = set()
    folder = folder.resolve()
    for rel, markers in [*FOLDERS.items(), *BY_FILE.items()]:
        if (TESTS / rel).is_relative_to(folder):
            found |= markers
    return found


def hand_marked(item) -> set[str]:
    """Tier markers a test file set by hand that its path does not give (they belong here: a
    run of ``-m slow`` finds a slow test only by its path, before importing it)."""
    own = {m.name for m in item.iter_markers() if m.name in BY_PATH}
    return own - path_markers(Path(str(item.path)))


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
