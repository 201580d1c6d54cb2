"""The rate limit's one Redis round trip a request, on connections this process keeps.

``ApiRateLimit`` counts a request in Redis with one script (api/ratelimit.py, ``REDIS_HIT``). Run
through redis-py's ``Script`` it cost 60-80 µs of CPU a call (measured in a gevent-patched
process against a local Redis), of which the round trip itself (the command sent, the answer
read) is 15: the rest is redis-py taking a connection from its pool and giving it back (a lock, a
check for unread data), encoding the same command anew and its retry and response layers.
:class:`RedisHits` sends the same ``EVALSHA`` with the same keys and arguments, encoded once per
client and route, on a connection of the client's own pool that it keeps between calls:

* one attempt within a short budget (api/redis_budget.py: 1 s to connect, 1 s for the answer,
  no retries of redis-py's): a Redis that does not answer in time is given up at once and the
  error raised (the caller counts in this machine's table then, and tries Redis again later);
  only a connection found dropped (by a Redis restart, say: reset or closed, which is known at
  once, not a timeout) is tried once more, connecting anew;
* a call interrupted in any other way (a greenlet killed mid-answer) closes its connection, so
  no answer is ever read by the wrong call;
* a Redis that lost the script (restarted, ``SCRIPT FLUSH``) answers ``NOSCRIPT``: the call then
  goes through the ``Script``, which loads it again.
"""

from __future__ import annotations

import os
from typing import Any

from redis.commands.core import Script
from redis.connection import Connection
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import NoScriptError

from .redis_budget import one_attempt

#: encoded commands kept (one per client and route; all dropped when full)
PACKED_KEEP = 4096


class RedisHits:
    """``script(keys, expiries)`` (a registered ``REDIS_HIT``) with the answer read as is."""

    def __init__(self, client: Any, script: Script) -> None:
        self.pool = client.connection_pool
        # every connection of the pool (made from now on; none is yet) makes one attempt
        self.pool.connection_kwargs.update(one_attempt())
        self.pool.disconnect()
        self.script = script
        #: connections taken from ``pool`` and kept for the next calls (one per concurrent call)
        self.idle: list[Connection] = []
        self.pid = os.getpid()
        #: (keys, expiries) -> the command encoded (the connections of one pool encode alike)
        self.packed: dict[tuple[tuple[str, ...], tuple[int, ...]], list[bytes]] = {}

    def __call__(self, keys: list[str], expiries: list[int]) -> list[Any]:
        if self.pid != os.getpid():  # forked (a gunicorn worker): the parent's sockets are not ours
            self.pid, self.idle = os.getpid(), []
        conn = self.idle.pop() if self.idle else self.pool.get_connection()
        try:
            packed = self.packed.get(key := (tuple(keys), tuple(expiries)))
            if packed is None:
                if len(self.packed) >= PACKED_KEEP:
                    self.packed.clear()
                packed = self.packed[key] = conn.pack_command(
                    "EVALSHA", self.script.sha, len(keys), *keys, *expiries
                )
            try:
                answers = _round_trip(conn, packed)
            except RedisConnectionError:  # dropped (not timed out): once more, connecting anew
                conn.disconnect()
                answers = _round_trip(conn, packed)
        except NoScriptError:  # the whole answer was read: the connection is sound
            self.idle.append(conn)
            return list(self.script(keys, expiries))
        except BaseException:
            conn.disconnect()  # nothing half-read stays on it
            self.pool.release(conn)
            raise
        self.idle.append(conn)
        return list(answers)


def _round_trip(conn: Connection, packed: list[bytes]) -> Any:
    conn.send_packed_command(packed)  # type: ignore[no-untyped-call]
    return conn.read_response()
