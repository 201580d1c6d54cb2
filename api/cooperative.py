"""Long computations that share their worker: ``pause()`` between slices of the work.

In a gevent worker (gunicorn's default here, deploy/gunicorn.conf.py) every connection is a
greenlet on one thread, and a computation that never waits holds all of them: a draw that searched
for a second stalled every other request of its worker for that second. ``pause()`` lets the
worker's other greenlets run — and its sockets be polled — before the work goes on; elsewhere
(threads, the CLI, tests) it does nothing, the interpreter switches threads by itself.
"""

from __future__ import annotations

import sys


def pause() -> None:
    """Let the gevent hub run every other greenlet that is ready, then come back."""
    if "gevent" not in sys.modules:
        return
    from gevent import idle, monkey

    if monkey.is_module_patched("threading"):
        idle()  # waits until the hub has polled I/O and run what was ready (sleep(0) may not)
