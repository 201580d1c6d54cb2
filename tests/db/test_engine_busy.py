"""SQLite's writer lock under gevent (api/db/engine.py): a write that waits for it lets the other
greenlets run, gives up with DatabaseBusy at the deadline, and the connection works afterwards.

Run in a child process: gevent's monkey-patching must not leak into the test process.
"""

import subprocess
import sys
import textwrap
from pathlib import Path

from tests.support.databases import sqlite_database

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent(
    """
    from gevent import monkey

    monkey.patch_all()

    import sqlite3, sys, time

    import gevent
    from sqlalchemy import text

    from api.db import engine as db_engine
    from api.db.outage import DatabaseBusy

    url = sys.argv[1]
    db_engine.BUSY_DEADLINE = 0.5
    engine = db_engine.make_engine(url).execution_options(**{db_engine.WRITE_OPTION: True})
    holder = sqlite3.connect(url.removeprefix("sqlite:///"), isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another writer holds the lock
    ticks = []

    def ticker():
        while True:
            ticks.append(time.monotonic())
            gevent.sleep(0.01)

    tick = gevent.spawn(ticker)
    gevent.sleep(0.05)
    started, before = time.monotonic(), len(ticks)
    try:
        with engine.begin() as conn:
            conn.execute(text("SELECT 1"))
        print("no-error")
    except DatabaseBusy:
        waited = time.monotonic() - started
        print("busy", round(waited, 2), len(ticks) - before)
    holder.execute("ROLLBACK")
    with engine.begin() as conn:
        print("then", conn.execute(text("SELECT 1")).scalar())
    tick.kill()
    """
)


def test_a_write_waiting_for_the_sqlite_lock_under_gevent_lets_others_run_then_gives_up(
    tmp_path,
):
    with sqlite_database(tmp_path) as url:
        done = subprocess.run(
            [sys.executable, "-c", CHILD, url],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
            env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        )
    assert done.returncode == 0, done.stderr
    busy, then = done.stdout.split("\n")[:2]
    word, waited, ticks = busy.split()
    assert word == "busy" and 0.45 <= float(waited) < 5  # gave up at the deadline, not before
    assert int(ticks) >= 10  # the ticker ran about every 10 ms while the write waited
    assert then == "then 1"  # the same engine writes once the lock is free
