"""Run a storage bench on SQLite and, where the machine has it, PostgreSQL; the worst ratio of both."""

import tempfile
from collections.abc import Callable
from contextlib import ExitStack

from tests.support.databases import postgres_base_url, postgres_database, sqlite_database


def worst_on_both(label: str, run: Callable[[str, str], float]) -> float:
    """``run(database name, url)`` on a fresh SQLite file and a fresh PostgreSQL database."""
    worst = 0.0
    with ExitStack() as stack:
        tmp = stack.enter_context(tempfile.TemporaryDirectory())
        worst = max(worst, run("SQLite", stack.enter_context(sqlite_database(tmp))))
        try:
            base = postgres_base_url()
        except RuntimeError as err:
            print(f"{label} [PostgreSQL] skipped: {err}")
            base = None
        if base is not None:
            worst = max(worst, run("PostgreSQL", stack.enter_context(postgres_database(base))))
    return worst
