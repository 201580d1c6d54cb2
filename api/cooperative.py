"""Long computations that share their worker: ``pause()`` between slices of the work.

In a gevent worker (gunicorn's default here, deploy/gunicorn.conf.py) every connection is a
greenlet on one thread, and a computation that never waits holds all of them: a draw that searched
for a second stalled every other request of its worker for that second. ``pause()`` lets the
worker's other greenlets run — and its sockets be polled — before the work goes on; elsewhere
(threads, the CLI, tests) it does nothing, the interpreter switches threads by itself.
"""

from __future__ import annotations

import sys
import time

#: seconds of a pause: a timer due at once (the loop turns without waiting)
PAUSE = 1e-6
#: seconds of work between two pauses: long enough that the work is not starved by the
#: requests served in its pauses, short enough for theirs
EVERY = 0.005

_resumed = 0.0


def pause() -> None:
    """Let the gevent hub run every other greenlet that is ready, then come back — if ``EVERY``
    seconds passed since the last pause came back (a cheap call otherwise: call it often)."""
    global _resumed
    if "gevent" not in sys.modules or time.monotonic() - _resumed < EVERY:
        return
    from gevent import monkey, sleep

    if monkey.is_module_patched("threading"):
        # A timer, however short, resumes this greenlet only on the loop's next turn, after the
        # sockets were polled and what was ready ran (some µs when nothing was). Not sleep(0):
        # the hub runs it among its callbacks and polls only every 50 of them (a draw of 2 ms
        # slices on a busy machine held reads for 1.4 s); not gevent.idle(): it waits for a moment
        # with nothing to do, which a worker under steady reads never has (the draw starved).
        sleep(PAUSE)
        _resumed = time.monotonic()  # of any greenlet: the hub ran then, which is what counts
