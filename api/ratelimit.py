"""Rate limiting of the API: per client address and endpoint, RateLimit-* headers, 429.

A request with a valid API key (api/apikeys.py, ``g.api_key``) is counted under the key's own
limits instead, per key across every route, in the same storage.

The counting is done by ``limits``, the library flask-limiter is built on, with the same settings
(``RATELIMIT_API``, ``RATELIMIT_STORAGE_URI``, ``RATELIMIT_STRATEGY``, ``RATELIMIT_KEY_PREFIX``,
``RATELIMIT_ENABLED``), in the app's one before-request hook (api/request_hooks.py). flask-limiter itself is not wired in: its
per-request pass (resolving decorated, blueprint and default limits and their exemptions, then
reading the window again for the headers) cost more than the whole settlement, and POST /settle
fell to half the requests per second of a bare echo endpoint (``make bench``).

The headers tell the truth with several workers: the default store, ``machine://``
(api/ratelimit_machine.py), is one table in memory shared by every worker gunicorn forks on this
machine, and ``redis://…`` is shared by every machine. (``memory://`` counts per process: one
worker, or tests.)

If the shared storage stops answering, counting goes on in this machine's table and the storage
is tried again after ``RETRY_SECONDS``: a rate limiter must never turn into a 500.
"""

import functools
import logging
import math
import time
from collections.abc import Callable, Sequence
from typing import Any, cast

from flask import Flask, Request
from flask.ctx import _AppCtxGlobals
from limits import RateLimitItem, parse_many
from limits.storage import RedisClusterStorage, RedisStorage, Storage, storage_from_string
from limits.strategies import STRATEGIES, FixedWindowRateLimiter, RateLimiter
from limits.util import WindowStats
from werkzeug.exceptions import TooManyRequests

from . import headerlist
from .ratelimit_machine import MachineStorage
from .ratelimit_redis import RedisHits

log = logging.getLogger(__name__)
RETRY_SECONDS = 30.0
#: (the limit, whether this request is within it, its window)
_Verdict = tuple[RateLimitItem, bool, WindowStats]
#: what a counted request's headers tell: its binding limit and window
RateLimitState = tuple[RateLimitItem, WindowStats]
#: the environ key of a request's verdict when the shortcut counted it (api/shortcut.py)
COUNTED = "tarock.rate_limit"
#: the headers ``header_block`` adds (lower case)
HEADER_NAMES = headerlist.names_of(
    [(name, "") for name in ("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset")]
    + [("RateLimit-Policy", ""), ("Retry-After", "")]
)


class ApiRateLimit:
    """The ``RATELIMIT_API`` limits, counted per client address and endpoint."""

    def __init__(self, app: Flask) -> None:
        config = app.config
        self.enabled = bool(config.get("RATELIMIT_ENABLED", True))
        self.items = sorted(parse_many(config["RATELIMIT_API"]), key=lambda i: i.get_expiry())
        self.prefix = config.get("RATELIMIT_KEY_PREFIX") or "api"
        self.headers = bool(config.get("RATELIMIT_HEADERS_ENABLED", True))
        strategy = STRATEGIES[config.get("RATELIMIT_STRATEGY", "fixed-window")]
        uri = config.get("RATELIMIT_STORAGE_URI") or "machine://"
        options = config.get("RATELIMIT_STORAGE_OPTIONS") or {}
        self.shared = strategy(storage_from_string(uri, **options))
        self.fallback = strategy(MachineStorage())
        self.shared_dead_until = 0.0
        #: the strategies that count fixed windows in a machine table (asked once: ``isinstance``
        #: against limits' abstract classes is slow)
        self.machine_tables = [
            s
            for s in (self.shared, self.fallback)
            if isinstance(s.storage, MachineStorage) and isinstance(s, FixedWindowRateLimiter)
        ]
        # Redis: each request's counting in one round trip (a script; registering sends nothing)
        self.redis_hit: Callable[[list[str], list[int]], list[Any]] | None = None
        storage = self.shared.storage
        if isinstance(storage, RedisStorage) and isinstance(self.shared, FixedWindowRateLimiter):
            client = storage.get_connection()
            self.redis_hit = client.register_script(REDIS_HIT.encode())
            if type(storage) is RedisStorage:  # one Redis (not a cluster, not sentinels)
                self.redis_hit = RedisHits(client, self.redis_hit)

    def count(self, req: Request, context: _AppCtxGlobals) -> None:
        """Count ``req``, a request of an API blueprint, under its limit: its state in
        ``context.rate_limit`` (for the headers), ``TooManyRequests`` beyond the limit. The one
        before-request hook (api/request_hooks.py) calls this. A request the shortcut counted
        already (api/shortcut.py) brings its verdict in the environ (``COUNTED``)."""
        verdict = req.environ.get(COUNTED)
        if verdict is None:
            if not self.enabled:
                return
            verdict = self.verdict(context.get("api_key"), req.remote_addr, req.endpoint)
        item, ok, window = verdict
        context.rate_limit = (item, window)
        if not ok:
            raise TooManyRequests(description=str(item))

    def verdict(self, key: Any, address: str | None, endpoint: str | None) -> _Verdict:
        """Count a request from ``address`` to ``endpoint`` (or made with the API key ``key``,
        under the key's own limits, whatever the address and route): the binding limit, whether
        the request is within it, and its window."""
        items: Sequence[RateLimitItem]
        args: tuple[str, ...]
        if key is not None:
            items, args = key.items, (self.prefix, f"key:{key.id}", "*")
        else:
            items, args = self.items, (self.prefix, address or "-", endpoint or "-")
        if self.shared_dead_until > time.monotonic():
            verdicts = self._hit(self.fallback, items, args)
        else:
            try:
                verdicts = self._hit(self.shared, items, args)
            except Exception:  # noqa: BLE001 - storage down: count in memory, never fail the request
                log.warning("rate limit storage unreachable: counting on this machine for now")
                self.shared_dead_until = time.monotonic() + RETRY_SECONDS
                verdicts = self._hit(self.fallback, items, args)
        # the binding limit: the first one breached, else the one with the fewest requests left
        breached = [v for v in verdicts if not v[1]]
        return breached[0] if breached else min(verdicts, key=lambda v: v[2][1])

    def _hit(
        self, strategy: RateLimiter, items: Sequence[RateLimitItem], args: tuple[str, ...]
    ) -> list[_Verdict]:
        storage = strategy.storage
        if strategy in self.machine_tables:
            # the machine table counts and reads a window under one lock
            verdicts: list[_Verdict] = []
            for item in items:
                count, end = cast(MachineStorage, storage).hit(
                    _key_for(item, args), item.get_expiry()
                )
                window = WindowStats(end, max(0, item.amount - count))
                verdicts.append((item, count <= item.amount, window))
            return verdicts
        if strategy is self.shared and self.redis_hit is not None:
            return self._hit_redis(self.redis_hit, storage, items, args)
        return [
            (item, strategy.hit(item, *args), strategy.get_window_stats(item, *args))
            for item in items
        ]

    @staticmethod
    def _hit_redis(
        script: Callable[[list[str], list[int]], list[Any]],
        storage: Storage,
        items: Sequence[RateLimitItem],
        args: tuple[str, ...],
    ) -> list[_Verdict]:
        """``limits``' fixed window in Redis (the same keys, the same counts) in one round trip:
        its ``hit`` and ``get_window_stats`` take three per limit (increment; read the count;
        read the time to live). A Redis Cluster takes one key per script (keys of one script
        must share a slot): one round trip per limit there."""
        assert isinstance(storage, RedisStorage)
        keys = [storage.prefixed_key(_key_for(item, args)) for item in items]
        expiries = [item.get_expiry() for item in items]
        if isinstance(storage, RedisClusterStorage):
            answers = [n for key, e in zip(keys, expiries, strict=True) for n in script([key], [e])]
        else:
            answers = script(keys, expiries)
        now = time.time()
        verdicts: list[_Verdict] = []
        for i, item in enumerate(items):
            count, ttl = int(answers[2 * i]), int(answers[2 * i + 1])
            window = WindowStats(max(ttl, 0) + now, max(0, item.amount - count))
            verdicts.append((item, count <= item.amount, window))
        return verdicts

    def header_block(self, state: RateLimitState | None, status: int) -> headerlist.Block | None:
        """The RateLimit-* headers (and Retry-After for a 429) of a counted request (``state``:
        its limit and window), else None."""
        current = state if self.headers else None
        if current is None:
            return None
        item, (reset_at, remaining) = current
        reset = max(0, math.ceil(reset_at - time.time()))
        amount = str(item.amount)
        pairs = [
            ("RateLimit-Limit", amount),
            ("RateLimit-Remaining", str(max(0, remaining))),
            ("RateLimit-Reset", str(reset)),
            ("RateLimit-Policy", _policy(item)),
        ]
        if status == 429:
            pairs.append(("Retry-After", str(max(1, reset))))
        # digits and ";w=": nothing to check
        return headerlist.Block(pairs, HEADER_NAMES)


#: Per key (KEYS[i], its window ARGV[i] seconds): count a hit, start the window with the first
#: one (as limits' incr_expire.lua does), answer the count and the seconds the window has left.
REDIS_HIT = """
local answers = {}
for i, key in ipairs(KEYS) do
    local count = redis.call("incrby", key, 1)
    if count == 1 then
        redis.call("expire", key, ARGV[i])
    end
    answers[2 * i - 1] = count
    answers[2 * i] = redis.call("ttl", key)
end
return answers
"""


@functools.lru_cache(maxsize=64)
def _policy(item: RateLimitItem) -> str:
    """``RateLimit-Policy`` of ``item``, made once per limit."""
    return f"{item.amount};w={item.get_expiry()}"


@functools.lru_cache(maxsize=4096)
def _key_for(item: RateLimitItem, args: tuple[str, ...]) -> str:
    """``item.key_for(*args)``, made once per client and route: the same string every request."""
    return item.key_for(*args)
