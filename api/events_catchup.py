"""How the live streams of one process share its CPU (issue 32): a stream far behind (a
``Last-Event-ID`` thousands of versions back) must not keep the worker from its other requests.

* Pages are rendered one at a time per process (``render``), each small (``sheet_events.PAGE``
  entries), and a catch-up's page is followed by a pause as long as its rendering: the longest
  the worker's other requests wait for the streams is about one small page, not the sum of
  every catch-up in flight (300 catch-ups of 500-entry pages, each rendered at once, held
  another client's GET for 12 s and once got the worker killed by gunicorn's timeout).
* A page of a catch-up (a stream more than one page behind) is rendered only while its client
  has fewer than ``per_client`` and its sheet fewer than ``per_sheet`` pages waiting for or in
  the rendering in this process; the others wait their turn (each a sleeping greenlet and a
  socket, within the per-client cap on open streams, api/events_clients.py), so one client (or
  one sheet's crowd) cannot fill the queue of renderings ahead of everyone else's. A turn is
  held for one page, never while the client reads it (one that never reads held its turn for
  good).

Under gunicorn's gevent worker ``threading`` is gevent's: the locks and conditions here are
greenlet ones, and ``time.sleep(0)`` lets the others run.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator


class CatchUps:
    """The renderings and catch-ups of one process."""

    def __init__(self, per_client: int, per_sheet: int) -> None:
        self.per_client, self.per_sheet = per_client, per_sheet
        self._rendering = threading.Lock()
        self._turns = threading.Condition()
        self.clients: Counter[str] = Counter()
        self.sheets: Counter[str] = Counter()

    @contextlib.contextmanager
    def render(self, *, pause: bool) -> Iterator[None]:
        """One page rendered at a time in this process; a catch-up's page (``pause``) then
        pauses as long as its rendering, in which nothing renders: the worker's other requests
        get at least half its time. (A pause of 0 lets the other greenlets run but not the event
        loop look for I/O: a new request waited for every catch-up to end.) A live page (what
        one write changed) goes on at once."""
        with self._rendering:
            started = time.monotonic()
            yield
            if pause:
                time.sleep(min(time.monotonic() - started, 1.0))

    @contextlib.contextmanager
    def turn(
        self, client: str, sheet: str, behind: bool, deadline: float, ended: Callable[[], bool]
    ) -> Iterator[bool]:
        """A turn to render one page of a catch-up (``behind``: else at once) of ``sheet`` for
        ``client``, waited for until ``deadline`` (monotonic) or ``ended()`` (the server shuts
        down): yields True with the turn, False when either came first (the stream ends; its
        client comes back with Last-Event-ID)."""
        if not behind:
            yield True
            return
        if not self._take(client, sheet, deadline, ended):
            yield False
            return
        try:
            yield True
        finally:
            with self._turns:
                for counter, key in ((self.clients, client), (self.sheets, sheet)):
                    counter[key] -= 1
                    if counter[key] <= 0:
                        del counter[key]
                self._turns.notify_all()

    def _take(self, client: str, sheet: str, deadline: float, ended: Callable[[], bool]) -> bool:
        with self._turns:
            while self.clients[client] >= self.per_client or self.sheets[sheet] >= self.per_sheet:
                left = deadline - time.monotonic()
                if left <= 0 or ended():
                    return False
                self._turns.wait(min(left, 1.0))  # a look at ended() each second
            self.clients[client] += 1
            self.sheets[sheet] += 1
            return True
