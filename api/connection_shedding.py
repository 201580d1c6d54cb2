"""A gevent worker's connections beyond its share: the oldest one waiting for its client is let go.

Each connection of a gunicorn gevent worker is a greenlet of a pool; when it is full the worker
stops accepting and everyone else waits in the listen queue. The read deadline
(api/read_deadline.py) lets go of a trickling client after 20 s, but thousands of them that
reconnect at once kept the pool full: another client waited seconds for its turn (3 of 8 probes
answered within 2 s, worst 10–14 s). :class:`Shedder` keeps the count at ``limit`` the other way
round: beyond it, the connection that came first among those now waiting for their client's bytes
— a trickler sending its headers or body, a silent one, an idle keep-alive — is let go
(:meth:`api.read_deadline.ReadDeadline.shed`: a body the app was reading is answered 408, as at
the deadline), so a new client is served at once and slow ones take turns losing their connection.
A connection whose app is working or writing its answer (a live-update stream too) is never let
go, nor one younger than ``grace`` seconds: each newcomer gets that long to send its request
(tricklers that reconnect at once would otherwise shut each other, and a newcomer with them, as
fast as they can connect); meanwhile the count may grow, up to gevent's pool, and
:meth:`Shedder.shed_excess`, also called every second, brings it back.

One worker's greenlets run one at a time on one thread: no locks.

>>> class Conn:
...     receiving, was_shed = True, False
...     def shed(self): self.was_shed = True
>>> shedder = Shedder(limit=2, grace=0)
>>> first, second, third = Conn(), Conn(), Conn()
>>> first.receiving = False  # its app is working: never let go
>>> shedder.opened(first); shedder.opened(second); shedder.opened(third)
>>> first.was_shed, second.was_shed, third.was_shed, shedder.shed, shedder.open
(False, True, False, 1, 2)
>>> shedder.closed(second); shedder.closed(first); shedder.closed(third); shedder.open
0
"""

from __future__ import annotations

import time
from typing import Any


class Shedder:
    """The open connections of one worker (oldest first); beyond ``limit`` the oldest one
    waiting for its client and older than ``grace`` seconds is let go."""

    def __init__(self, limit: int, grace: float = 1.0) -> None:
        self.limit, self.grace = limit, grace
        #: id -> (connection, when it was accepted), in the order they were accepted
        self.conns: dict[int, tuple[Any, float]] = {}
        #: connections let go so far
        self.shed = 0

    @property
    def open(self) -> int:
        return len(self.conns)

    def opened(self, conn: Any) -> None:
        self.conns[id(conn)] = (conn, time.monotonic())
        self.shed_excess()

    def closed(self, conn: Any) -> None:
        self.conns.pop(id(conn), None)

    def shed_excess(self) -> None:
        excess = len(self.conns) - self.limit
        if excess <= 0:
            return
        young = time.monotonic() - self.grace
        victims: list[int] = []
        for key, (conn, since) in self.conns.items():
            if since > young or len(victims) == excess:
                break
            if conn.receiving:
                victims.append(key)
        for key in victims:
            conn, _ = self.conns.pop(key)  # counted out now: one newcomer lets go of one
            conn.shed()
            self.shed += 1
