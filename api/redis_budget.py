"""Redis while a request waits: one attempt, within :data:`BUDGET` seconds, never a retry past it.

redis-py's defaults wait 5 s for an answer and then retry up to 10 times with backoff, so a Redis
that stops answering (frozen, its host gone; its kernel may still accept connections) held a
request for 10 s and more. The callers that a request waits for — the rate limit's count
(api/ratelimit_redis.py) and the live events' publish after a write (api/events.py) — each give
up after one attempt within the budget and carry on without Redis for a while (this machine's
table, the streams' polling), so the request goes on.
"""

from __future__ import annotations

from typing import Any

from redis.backoff import NoBackoff
from redis.retry import Retry

#: Seconds to connect, and to wait for an answer, on one attempt (a local Redis answers in well
#: under a millisecond; a loaded machine in tens of them).
BUDGET = 1.0


def one_attempt() -> dict[str, Any]:
    """Connection settings (redis-py's ``Connection`` / ``Redis`` keywords) for one attempt."""
    return {
        "socket_timeout": BUDGET,
        "socket_connect_timeout": BUDGET,
        "retry": Retry(NoBackoff(), 0),
    }
